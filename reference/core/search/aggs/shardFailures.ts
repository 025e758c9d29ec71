/**
 * Partial results (AbstractSearchAsyncAction, ShardSearchFailure): a shard whose query phase fails is left
 * out of the answer while the others' results are kept, the search answers 200 and lists the failure in
 * `_shards.failures` (`{shard, index, node, reason}`); only when every shard fails does it fail as a whole
 * ("all shards failed"), and with `allow_partial_search_results: false` any failure fails it.
 */
import type { Json, JsonObject } from '../../json.ts';
import type { EsError } from '../../errors/index.ts';
import type { ShardFailure } from './types.ts';

/** Whether an error is one shard's failure in the search phase (it names the shard it happened on). */
export function isShardFailure(e: EsError): boolean {
  const shards = e.cause.extra?.failed_shards;
  return e.cause.type === 'search_phase_execution_exception' && Array.isArray(shards) && shards.length === 1;
}

/** The `_shards.failures` entry of a failed shard, as ShardSearchFailure prints it. */
export function shardFailureJson(f: ShardFailure): JsonObject {
  const entry = (f.error.cause.extra!.failed_shards as Json[])[0] as JsonObject;
  // The shard the failure happened on (some factories name shard 0 for a failure of any shard).
  return { ...entry, shard: f.shard, index: f.index.name };
}
