/**
 * A document's failure in the query phase (a script query that throws on a document, a sort script's runtime
 * error) fails the shard the document lives on, not the search: ES runs the query phase per shard
 * (AbstractSearchAsyncAction.onShardFailure), so a shard without such a document answers, and only when every
 * shard failed is the search "all shards failed". Pinned by reindex/35_search_failures.yml and
 * update_by_query/35_search_failure.yml (ES 8.x): two shards, one document whose shard throws, and a job that
 * refuses partial results answers "Partial shards failure".
 */
import type { Json, JsonObject } from '../json.ts';
import { isEsError, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { isShardFailure } from './aggs/shardFailures.ts';
import { shardPick, targetIndices, totalShards } from './execute.ts';
import { failedShardsOf, partialResultsRefused, type FailedShards } from './partialResults.ts';

/**
 * The shards to run the search again without, once `error` failed one more of them; the refusal when partial
 * results are not allowed; or undefined when the error is the whole search's (every shard has failed, the
 * shard is unknown, or it had already been left out).
 */
export function shardLeftOut(state: ClusterState, req: ApiRequest, env: Env, error: EsError, failed: FailedShards | undefined): FailedShards | EsError | undefined {
  if (!isShardFailure(error)) return undefined;
  const entry = (error.cause.extra!.failed_shards as Json[])[0] as JsonObject;
  const shard = typeof entry.shard === 'number' ? entry.shard : -1;
  const index = typeof entry.index === 'string' ? state.indices.get(entry.index) : undefined;
  if (shard < 0 || !index || failed?.byIndex.get(index.name)?.has(shard)) return undefined;
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return undefined;
  const all = [...(failed?.list ?? []), { index, shard, error }];
  if (all.length >= totalShards(indices, shardPick(req, env.profile))) return undefined;
  return partialResultsRefused(state, req, all) ?? failedShardsOf(all);
}
