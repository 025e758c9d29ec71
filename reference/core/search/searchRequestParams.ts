/**
 * The search request parameters RestSearchAction.parseSearchRequest reads after the body, in its order:
 * `batched_reduce_size` (SearchRequest.setBatchedReduceSize: at least 2), `pre_filter_shard_size`
 * (setPreFilterShardSize: at least 1), `max_concurrent_shard_requests` (setMaxConcurrentShardRequests: at least 1),
 * then `search_type` (SearchType.fromString: only query_then_fetch and dfs_query_then_fetch; the *_and_fetch
 * types are internal). The simulator runs every shard at once, so the values only need to be valid.
 */
import { intParameterInvalid, searchParamBelowMin, searchTypeUnknown, type EsError } from '../errors/index.ts';
import { parseJavaInt } from '../params.ts';
import type { ApiRequest } from '../handler.ts';

const INT_PARAMS: readonly [param: string, setter: string, min: number][] = [
  ['batched_reduce_size', 'batchedReduceSize', 2],
  ['pre_filter_shard_size', 'preFilterShardSize', 1],
  ['max_concurrent_shard_requests', 'maxConcurrentShardRequests', 1],
];

/** The first of those parameters ES refuses, or undefined. */
export function searchRequestParamsProblem(req: ApiRequest): EsError | undefined {
  for (const [param, setter, min] of INT_PARAMS) {
    const raw = req.query[param];
    if (raw === undefined) continue;
    const n = parseJavaInt(raw);
    if (Number.isNaN(n)) return intParameterInvalid(param, raw);
    if (n < min) return searchParamBelowMin(setter, min);
  }
  const type = req.query.search_type;
  if (type !== undefined && type !== 'query_then_fetch' && type !== 'dfs_query_then_fetch') return searchTypeUnknown(type);
  return undefined;
}
