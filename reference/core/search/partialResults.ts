/**
 * A search whose query phase failed on some shards and not on others (AbstractSearchAsyncAction): the other
 * shards' hits, totals and aggregations are the answer, `_shards` counts the failed shards and lists their
 * failures (grouped by index and cause, as ExceptionsHelper.groupBy does), and the search answers 200, unless
 * `allow_partial_search_results` is false ("Partial shards failure").
 */
import type { JsonObject } from '../json.ts';
import { partialShardsFailure, type EsError } from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { ApiRequest } from '../handler.ts';
import { clusterSetting } from '../destructive.ts';
import { shardCount } from './routing.ts';
import { shardFailureJson } from './aggs/shardFailures.ts';
import type { ShardFailure } from './aggs/types.ts';

/** The shards left out of a search because they failed, by index name, and their `_shards.failures`. */
export interface FailedShards {
  byIndex: Map<string, Set<number>>;
  failures: JsonObject[];
  /** How many shards failed (`_shards.failed`; the failures are grouped). */
  count: number;
  /** The failures themselves, for a later run that leaves out one more shard (shardLeftOut.ts). */
  list: readonly ShardFailure[];
}

/** The failed shards of a search's first run, for the run that leaves them out. */
export function failedShardsOf(failures: readonly ShardFailure[]): FailedShards {
  const byIndex = new Map<string, Set<number>>();
  for (const f of failures) {
    let set = byIndex.get(f.index.name);
    if (!set) byIndex.set(f.index.name, (set = new Set()));
    set.add(f.shard);
  }
  return { byIndex, failures: groupFailures(failures.map(shardFailureJson)), count: failures.length, list: failures };
}

/** ExceptionsHelper.groupBy: one entry per index and cause (type and reason), the first shard's. */
function groupFailures(entries: JsonObject[]): JsonObject[] {
  const seen = new Set<string>();
  const out: JsonObject[] = [];
  for (const e of entries) {
    const r = (e.reason ?? {}) as JsonObject;
    const key = JSON.stringify([e.index, r.type, r.reason]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
  }
  return out;
}

/** The shards of an index a search reads: the preferred ones (or all) less the failed; undefined when no limit applies. */
export function withoutFailed(index: IndexState, preferred: Set<number> | undefined, failed: FailedShards | undefined): Set<number> | undefined {
  const gone = failed?.byIndex.get(index.name);
  if (!gone) return preferred;
  const all = preferred ?? new Set(Array.from({ length: shardCount(index) }, (_, i) => i));
  return new Set([...all].filter((n) => !gone.has(n)));
}

/**
 * `_shards` of a search answer (RestActions.buildBroadcastShardsHeader): failures only when some shard failed;
 * shards the can_match phase skipped count as successful too (canMatch/preFilter.ts).
 */
export function shardsHeader(total: number, failures: JsonObject[] | undefined, failedCount = failures?.length ?? 0, skipped = 0): JsonObject {
  if (!failures || failures.length === 0) return { total, successful: total, skipped, failed: 0 };
  return { total, successful: total - failedCount, skipped, failed: failedCount, failures };
}

/** With `allow_partial_search_results=false` (or `search.default_allow_partial_results: false`), a failed shard fails the search. */
export function partialResultsRefused(state: ClusterState, req: ApiRequest, failures: readonly ShardFailure[]): EsError | undefined {
  const param = req.query.allow_partial_search_results;
  const allowed = param !== undefined ? param !== 'false' : String(clusterSetting(state, 'search.default_allow_partial_results') ?? 'true') !== 'false';
  return allowed ? undefined : partialShardsFailure(failures.map((f) => f.error), failures.map(shardFailureJson));
}
