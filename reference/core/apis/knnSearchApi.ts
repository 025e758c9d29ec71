/**
 * `GET|POST /{index}/_knn_search` (ES 8.0, deprecated in 8.4 for the search API's `knn` option, removed in
 * 9.0): RestKnnSearchAction with KnnSearchRequestParser, whose body holds `knn` (field, query_vector, k,
 * num_candidates), a top-level `filter`, and the fetch options (`_source`, `fields`, `docvalue_fields`,
 * `stored_fields`). It runs as a search of that knn with `size` k, and every call draws the deprecation warning.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError } from '../errors/index.ts';
import type { ApiResult, Handler } from '../handler.ts';
import { mapSteps } from '../search/resumable/steps.ts';
import { search } from './search.ts';

/** RestKnnSearchAction's deprecation message (the route is deprecated). */
export const KNN_SEARCH_DEPRECATION = 'The kNN search API has been replaced by the `knn` option in the search API.';

const FETCH_KEYS = ['_source', 'fields', 'docvalue_fields', 'stored_fields'] as const;

/** The search body the kNN search API stands for. */
export function knnSearchBody(body: JsonObject): JsonObject {
  const knn = isObject(body.knn) ? { ...(body.knn as JsonObject) } : (body.knn as Json);
  if (isObject(knn) && body.filter !== undefined) knn.filter = body.filter as Json;
  const out: JsonObject = { knn };
  if (isObject(knn) && typeof knn.k === 'number') out.size = knn.k;
  for (const k of FETCH_KEYS) if (body[k] !== undefined) out[k] = body[k] as Json;
  return out;
}

/** The `_knn_search` handler: the search of its knn, with the deprecation warning. */
export const knnSearchApi: Handler = (state, req, env) => {
  const body = knnSearchBody(isObject(req.body) ? req.body : {});
  const r = search(state, { ...req, api: 'search', body, rawBody: JSON.stringify(body) }, env);
  if (isEsError(r)) return r;
  const warned = (a: ApiResult): ApiResult => ({ ...a, warnings: [...(a.warnings ?? []), KNN_SEARCH_DEPRECATION] });
  // Sliced, the search's steps: the warning goes on the answer they end with.
  if (r.resume) return { ...r, resume: mapSteps(r.resume, (a) => (isEsError(a) ? a : warned(a))) };
  return warned(r);
};
