/**
 * `GET /_script_context` and `GET /_script_language` (RestGetScriptContextAction, RestGetScriptLanguageAction,
 * ES 7.6): the script contexts with their `execute` method and getters (ScriptContextInfo), and the
 * languages with the contexts each compiles (ScriptLanguagesInfo). The simulator answers with the contexts
 * its Painless runs, not a real node's full list (which holds every plugin's contexts).
 */
import type { Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';

type Param = { type: string; name: string };
type Method = { name: string; return_type: string; params: Param[] };
type ContextInfo = { name: string; execute: Method; getters: Method[] };

const getter = (name: string, returnType: string): Method => ({ name, return_type: returnType, params: [] });
const execute = (returnType: string, params: Param[] = []): Method => ({ name: 'execute', return_type: returnType, params });
const params = getter('getParams', 'java.util.Map');
const doc = getter('getDoc', 'java.util.Map');
const ctx = getter('getCtx', 'java.util.Map');

// Return types and getters from the contexts' classes (ScriptMethodInfo.executeFromContext/gettersFromContext:
// the Java type names of `execute` and of the public no-argument `get*` methods).
/** The contexts, their classes in the distribution's package (`org.opensearch.script` in OpenSearch's fork). */
const contextsOf = (profile: Profile): readonly ContextInfo[] => {
  const pkg = profile.exceptionPackages === 'os' ? 'org.opensearch.script' : 'org.elasticsearch.script';
  return [
    { name: 'aggregation_selector', execute: execute('boolean'), getters: [params] },
    { name: 'aggs', execute: execute('java.lang.Object'), getters: [doc, params, getter('get_score', 'java.lang.Number'), getter('get_value', 'java.lang.Object')] },
    { name: 'filter', execute: execute('boolean'), getters: [doc, params] },
    { name: 'ingest', execute: execute('void'), getters: [ctx, params] },
    { name: 'painless_test', execute: execute('java.lang.Object'), getters: [params] },
    { name: 'score', execute: execute('double', [{ type: `${pkg}.ScoreScript$ExplanationHolder`, name: 'explanation' }]), getters: [doc, params, getter('get_score', 'double')] },
    { name: 'update', execute: execute('void'), getters: [ctx, params] },
  ];
};

/** ScriptContextInfo.toXContent: `execute` first, then the getters by name. */
function contextJson(c: ContextInfo) {
  const getters = [...c.getters].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { name: c.name, methods: [c.execute, ...getters] };
}

/** GET /_script_context: GetScriptContextResponse, the contexts sorted by name. */
export const getScriptContext: Handler = (_state, _req, env) => ({
  status: 200,
  body: { contexts: [...contextsOf(env.profile)].sort((a, b) => (a.name < b.name ? -1 : 1)).map(contextJson) },
});

/** GET /_script_language: ScriptLanguagesInfo, types and languages sorted (the contexts each language compiles). */
export const getScriptLanguages: Handler = (_state, _req, env) => ({
  status: 200,
  body: {
    types_allowed: ['inline', 'stored'],
    language_contexts: [
      { language: 'expression', contexts: ['aggs', 'filter', 'score'] },
      { language: 'mustache', contexts: ['template'] },
      { language: 'painless', contexts: contextsOf(env.profile).map((c) => c.name).sort() },
    ],
  },
});
