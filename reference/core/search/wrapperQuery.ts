/**
 * The `wrapper` query (WrapperQueryBuilder): `{"wrapper": {"query": "<base64 of a query>"}}`, the decoded
 * query compiled in its place (ES rewrites the wrapper away before the shard builds anything). Errors are the
 * builder's: a key other than `query`, no `query`, and a decoded text that is not a query object.
 */
import { isObject, type Json } from '../json.ts';
import { wrapperMalformed, type EsError } from '../errors/index.ts';
import type { PathStep } from '../mapping/locate.ts';
import { where, type QueryContext } from './queryLeaves.ts';

/** The query a wrapper holds, decoded, or ES's error. */
export function unwrapQuery(ctx: QueryContext, body: Json, path: PathStep[]): Json | EsError {
  if (!isObject(body)) return wrapperMalformed('[wrapper] query malformed', where(ctx, path));
  for (const k of Object.keys(body)) if (k !== 'query') return wrapperMalformed(`[wrapper] query malformed, expected \`query\` but was ${k}`, where(ctx, [...path, k]));
  if (typeof body.query !== 'string' || body.query === '') return wrapperMalformed('wrapper query has no [query] specified', where(ctx, path));
  let text: string;
  try {
    const bin = atob(body.query);
    text = new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return wrapperMalformed('[wrapper] query malformed, the query is not valid base64', where(ctx, path));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) return wrapperMalformed('[_na] query malformed, must start with start_object', where(ctx, path));
  return parsed;
}
