/**
 * A query that fails on some indices' shards and not on others' (a date the mapping's format cannot parse,
 * say): ES rewrites and parses the query on each shard (SearchService.parseSource), so each shard of such an
 * index fails on its own and the others answer; the search is partial (AbstractSearchAsyncAction) and only
 * fails as a whole when every shard failed. 360_date_histogram.yml's "Multi-value date histogram" searches
 * every index with a date only two of its three mappings can read, and counts the one hit.
 */
import type { ApiRequest, Env } from '../handler.ts';
import type { IndexState } from '../state.ts';
import type { DataStream } from '../dataStreams/types.ts';
import { isEsError } from '../errors/index.ts';
import { compileFor, type QuerySource, type ShardPick } from './execute.ts';
import { isShardFailure } from './aggs/shardFailures.ts';
import type { ShardFailure } from './aggs/types.ts';
import { shardCount } from './routing.ts';

/** Every read shard of the indices whose query compiles to a shard failure, one ShardFailure per shard. */
export function queryShardFailures(
  src: QuerySource,
  indices: readonly IndexState[],
  req: ApiRequest,
  env: Env,
  streams: ReadonlyMap<string, DataStream> | undefined,
  pick: ShardPick | undefined,
): ShardFailure[] {
  const out: ShardFailure[] = [];
  for (const index of indices) {
    const q = compileFor(src, index, req, env, streams);
    if (!isEsError(q) || !isShardFailure(q)) continue;
    const preferred = pick?.(index);
    for (let shard = 0; shard < shardCount(index); shard++) {
      if (!preferred || preferred.has(shard)) out.push({ index, shard, error: q });
    }
  }
  return out;
}

/** Whether a search left out every shard of an index (`shards` is what it reads of it after failures). */
export function noShardsLeft(shards: Set<number> | undefined): boolean {
  return shards !== undefined && shards.size === 0;
}
