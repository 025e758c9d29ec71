/**
 * `POST /_scripts/painless/_execute` (PainlessExecuteAction) in its default `painless_test` context: the
 * script runs with its `params` and the answer is `{"result": String.valueOf(value)}`. The contexts that
 * need a document (`filter`, `score` with `context_setup`) are the search work's and refused here plainly.
 */
import { isObject, type Json } from '../json.ts';
import type { Handler } from '../handler.ts';
import { isEsError, notSupportedBySimulator, scriptUnknownField } from '../errors/index.ts';
import { parseScriptSpec, runJava, withRawParams } from '../script/runScript.ts';
import { javaToString } from '../script/painless/javaString.ts';

/** GET|POST /_scripts/painless/_execute */
export const painlessExecute: Handler = (state, req, env) => {
  const body = isObject(req.body) ? req.body : {};
  for (const k of Object.keys(body)) if (k !== 'script' && k !== 'context' && k !== 'context_setup') return scriptUnknownField(k);
  const context = body.context ?? 'painless_test';
  if (context !== 'painless_test') return notSupportedBySimulator(`The painless execute API's [${String(context)}] context`);
  const parsed = parseScriptSpec((body.script ?? null) as Json, env.profile);
  if (isEsError(parsed)) return parsed;
  const spec = withRawParams(parsed, req.rawBody, ['script', 'params']);
  const r = runJava(spec, 'score', new Map(), { profile: env.profile, state, now: env.now });
  if (!r.ok) return r.error;
  return { status: 200, body: { result: javaToString(r.value) } };
};
