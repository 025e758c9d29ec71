/**
 * `POST /_scripts/painless/_execute` (PainlessExecuteAction): in its default `painless_test` context the
 * script runs with its `params` and the answer is `{"result": String.valueOf(value)}`; the contexts that
 * need a document (`filter`, `score`, the runtime field contexts with `context_setup`) run in
 * painlessExecuteContexts.ts.
 */
import { isObject, type Json } from '../json.ts';
import type { ApiResult, Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { isEsError, notSupportedBySimulator, scriptUnknownField, type EsError } from '../errors/index.ts';
import { parseScriptSpec, runJavaSteps, withRawParams, type ScriptSpec } from '../script/runScript.ts';
import { drain, type Steps } from '../search/resumable/steps.ts';
import { javaToString } from '../script/painless/javaString.ts';
import { executeWithDocument, isDocumentContext } from './painlessExecuteContexts.ts';

/** GET|POST /_scripts/painless/_execute */
export const painlessExecute: Handler = (state, req, env) => {
  const body = isObject(req.body) ? req.body : {};
  for (const k of Object.keys(body)) if (k !== 'script' && k !== 'context' && k !== 'context_setup') return scriptUnknownField(k);
  const context = body.context ?? 'painless_test';
  const withDocument = typeof context === 'string' && isDocumentContext(context, env.profile);
  if (context !== 'painless_test' && !withDocument) return notSupportedBySimulator(`The painless execute API's [${String(context)}] context`);
  const parsed = parseScriptSpec((body.script ?? null) as Json, env.profile);
  if (isEsError(parsed)) return parsed;
  const spec = withRawParams(parsed, req.rawBody, ['script', 'params']);
  const steps = withDocument
    ? executeWithDocument(state, context as string, spec, (body.script ?? null) as Json, (body.context_setup ?? null) as Json, env.now, env.profile)
    : painlessTest(spec, state, env.now, env.profile);
  // A driver that runs work in slices (the HTTP server) gets the script's run as steps: a long loop yields
  // at its back-edges (script/painless/resumable.ts), so other clients are served while it runs.
  return env.sliced ? { status: 0, resume: steps } : drain(steps);
};

/** The `painless_test` context: the script with its params, its value as `String.valueOf` prints it. */
function* painlessTest(spec: ScriptSpec, state: ClusterState, now: number, profile: Profile): Steps<ApiResult | EsError> {
  const r = yield* runJavaSteps(spec, 'score', new Map(), { profile, state, now });
  if (!r.ok) return r.error;
  return { status: 200, body: { result: javaToString(r.value) } };
}
