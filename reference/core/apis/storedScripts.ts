/**
 * Stored scripts: `PUT|POST /_scripts/<id>[/<context>]` (StoredScriptSource.parse, then a compile of a
 * painless source so a broken script is refused when stored, as 17_update_error.yml expects),
 * `GET /_scripts/<id>` (`{_id, found, script: {lang, source[, options]}}`) and `DELETE /_scripts/<id>`.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Handler } from '../handler.ts';
import {
  storedScriptContextRefused,
  storedScriptEmptySource,
  storedScriptLangUnsupported,
  storedScriptMissingBody,
  storedScriptMustHaveLang,
  storedScriptMustHaveSource,
  storedScriptNotExists,
  storedScriptTooLarge,
} from '../errors/index.ts';
import { MAX_SCRIPT_BYTES, runCompileCheck, type ScriptContextName } from '../script/runScript.ts';
import type { StoredScript } from '../script/storedScript.ts';

const LANGS = new Set(['painless', 'mustache', 'expression']);
/** The runtime field contexts (AbstractFieldScript.newContext): their ScriptContext refuses stored scripts. */
const NOT_STORABLE = new Set(['boolean_field', 'date_field', 'double_field', 'geo_point_field', 'ip_field', 'long_field', 'string_field']);

/** PUT|POST /_scripts/{id}, /_scripts/{id}/{context} */
export const putScript: Handler = (state, req, env) => {
  const body = req.body as Json | undefined;
  const script = isObject(body) ? body.script : undefined;
  if (!isObject(script)) return storedScriptMissingBody();
  let lang: string | undefined;
  let source: string | undefined;
  let options: Record<string, string> | undefined;
  let objectSource = false;
  // StoredScriptSource's parser ignores fields it does not declare (a template's `params` among them).
  for (const [k, v] of Object.entries(script)) {
    if (k === 'lang') lang = v === null ? undefined : String(v);
    else if (k === 'source' || (k === 'code' && env.profile.scriptInlineField !== 'source')) {
      objectSource = isObject(v);
      source = typeof v === 'string' ? v : JSON.stringify(v);
    } else if (k === 'options' && isObject(v)) options = { ...options, ...Object.fromEntries(Object.entries(v).map(([a, b]) => [a, String(b)])) };
  }
  // A template written as an object is kept as JSON text, with the JSON media type as its content_type option.
  if (objectSource) options = { content_type: env.profile.storedTemplateContentType, ...options };
  if (lang === undefined) return storedScriptMustHaveLang();
  if (source === undefined) return storedScriptMustHaveSource();
  if (source.length === 0 && lang !== 'mustache') return storedScriptEmptySource();
  if (!LANGS.has(lang)) return storedScriptLangUnsupported(lang);
  const bytes = new TextEncoder().encode(source).length;
  if (bytes > MAX_SCRIPT_BYTES) return storedScriptTooLarge(MAX_SCRIPT_BYTES, bytes, req.parts.id!);
  const context = req.parts.context ?? req.query.context;
  // Checked before compiling (ScriptService.putStoredScript: context.allowStoredScript), in the versions that have the contexts.
  if (context !== undefined && env.profile.runtimeFields && NOT_STORABLE.has(context)) return storedScriptContextRefused(req.parts.id!, context);
  if (lang === 'painless') {
    const err = runCompileCheck(source, env.profile, context as ScriptContextName | undefined);
    if (err) return err;
  }
  const stored: StoredScript = { lang, source, ...(options && Object.keys(options).length > 0 ? { options } : {}) };
  state.storedScripts.set(req.parts.id!, stored);
  return { status: 200, body: { acknowledged: true } };
};

/** GET /_scripts/{id} */
export const getScript: Handler = (state, req) => {
  const id = req.parts.id!;
  const s = state.storedScripts.get(id);
  if (!s) return { status: 404, body: { _id: id, found: false } };
  const script: JsonObject = { lang: s.lang, source: s.source };
  if (s.options) script.options = s.options;
  return { status: 200, body: { _id: id, found: true, script } };
};

/** DELETE /_scripts/{id} */
export const deleteScript: Handler = (state, req) => {
  const id = req.parts.id!;
  if (!state.storedScripts.has(id)) return storedScriptNotExists(id);
  state.storedScripts.delete(id);
  return { status: 200, body: { acknowledged: true } };
};
