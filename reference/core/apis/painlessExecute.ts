/**
 * `POST /_scripts/painless/_execute` (PainlessExecuteAction): in its default `painless_test` context the
 * script runs with its `params` and the answer is `{"result": String.valueOf(value)}`; the contexts that
 * need a document (`filter`, `score`, the runtime field contexts with `context_setup`) run in
 * painlessExecuteContexts.ts.
 */
import { isObject, type Json } from '../json.ts';
import type { Handler } from '../handler.ts';
import { isEsError, notSupportedBySimulator, scriptUnknownField } from '../errors/index.ts';
import { parseScriptSpec, runJava, withRawParams } from '../script/runScript.ts';
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
  if (withDocument) return executeWithDocument(state, context as string, spec, (body.script ?? null) as Json, (body.context_setup ?? null) as Json, env.now, env.profile);
  const r = runJava(spec, 'score', new Map(), { profile: env.profile, state, now: env.now });
  if (!r.ok) return r.error;
  return { status: 200, body: { result: javaToString(r.value) } };
};
