/** `GET|POST /_count`, `/{index}/_count`: the number of documents a query (`q=` or body `query`) matches. */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { countKeyUnsupported, expectedStartObject, isEsError } from '../errors/index.ts';
import { ok, type Handler } from './types.ts';
import { compileFor, countIndex, docFilter, preferredShards, querySource, targetIndices, totalShards, typeFilter } from '../search/execute.ts';

/** The count handler. */
export const count: Handler = (state, req, env) => {
  if (req.body !== undefined && !isObject(req.body)) return expectedStartObject('START_ARRAY');
  const body: JsonObject = req.body ?? {};
  for (const k of Object.keys(body)) {
    // RestActions.getQueryContent accepts only `query` at the top level.
    if (k !== 'query') return countKeyUnsupported(k);
  }
  const src = querySource(req, env, body.query as Json | undefined);
  if (isEsError(src)) return src;
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return indices;
  const types = typeFilter(req);
  const preferred = preferredShards(req.query);
  let n = 0;
  for (const index of indices) {
    const q = compileFor(src, index, req, env);
    if (isEsError(q)) return q;
    n += countIndex(index, q, types, docFilter(index, env.profile, undefined, preferred));
  }
  const shards = totalShards(indices, preferred);
  return ok({ count: n, _shards: { total: shards, successful: shards, skipped: 0, failed: 0 } });
};
