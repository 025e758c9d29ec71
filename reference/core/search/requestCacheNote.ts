/** The shards a finished search ran on, handed to the shard request cache's bookkeeping (requestCache.ts). */
import { isObject, type JsonObject } from '../json.ts';
import { isEsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { shardPick, targetIndices } from './execute.ts';
import { shardCount } from './routing.ts';
import { recordRequestCache } from './requestCache.ts';
import type { RanShards } from './searchStats.ts';

/** The shards a search ran on: those of its indices that `preference` kept and that did not fail. */
export function shardsRan(state: ClusterState, req: ApiRequest, env: Env, failures: readonly JsonObject[] | undefined): RanShards[] | undefined {
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return undefined;
  const pick = shardPick(req, env.profile);
  const failed = new Set((failures ?? []).map((f) => `${String(f.index)}#${String(f.shard)}`));
  return indices.map((index) => {
    const preferred = pick?.(index);
    return { index, shards: Array.from({ length: shardCount(index) }, (_, i) => i).filter((i) => (!preferred || preferred.has(i)) && !failed.has(`${index.name}#${i}`)) };
  });
}

/** Records the cache lookups of a search that succeeded (on all its shards but `failures`' ones). */
export function noteRequestCache(state: ClusterState, req: ApiRequest, env: Env, failures: readonly JsonObject[] | undefined, aggregations: JsonObject | undefined): void {
  const ran = shardsRan(state, req, env, failures);
  if (!ran) return;
  const answerBytes = aggregations ? JSON.stringify(aggregations).length + 64 : 64;
  recordRequestCache(state, req, env, isObject(req.body) ? req.body : {}, ran, answerBytes);
}
