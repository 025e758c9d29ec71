/**
 * Rolling a data stream over (`MetadataRolloverService.rolloverDataStream`): a new backing index of the next
 * generation, made from the stream's template, becomes the write index. A stream takes no new index name and
 * no index body; conditions are judged on the write index as for an alias.
 */
import type { JsonObject } from '../json.ts';
import { emptyFailureStoreConditions, isEsError, lazyRolloverRefused, rolloverStreamBody, rolloverStreamName, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import { flag, ok, type ApiRequest, type ApiResult, type Env } from '../handler.ts';
import type { ActiveShardCount } from '../docs/writeOp.ts';
import { creationShardsAcknowledged } from '../docs/activeShards.ts';
import { rolloverVerdict, type Condition, type IndexStats } from './rolloverConditions.ts';
import { addWriteIndex, nextBackingIndex } from '../dataStreams/lazyRollover.ts';
import { writeIndexOf, type DataStream } from '../dataStreams/types.ts';
import type { IndexState } from '../state.ts';
import { failureIndexName, rollFailureStore } from '../dataStreams/failureStore.ts';

/** POST /{stream}/_rollover */
export function rollStream(
  state: ClusterState,
  env: Env,
  req: ApiRequest,
  ds: DataStream,
  conds: Condition[],
  wait: ActiveShardCount,
  statsOf: (idx: IndexState, env: Env) => IndexStats,
): ApiResult | EsError {
  if (req.parts.new_index !== undefined) return rolloverStreamName();
  const body = req.body as JsonObject | undefined;
  if (body && (body.settings !== undefined || body.mappings !== undefined || body.aliases !== undefined)) return rolloverStreamBody();
  const old = state.indices.get(writeIndexOf(ds))!;
  const next = nextBackingIndex(state, env, ds);
  if (isEsError(next)) return next;
  if (lazyOf(env, req)) return markLazy(env, ds, conds, false, old.name, next.name);
  const { roll, answer } = rolloverVerdict(env.profile, flag(req, 'dry_run'), conds, statsOf(old, env), old.name, next.name);
  if (!roll) return ok(answer(false));
  addWriteIndex(state, ds, next);
  return ok(answer(true, creationShardsAcknowledged(next, wait)));
}

/**
 * POST /{stream}::failures/_rollover (ES 8.19, 9.1+): the failure store gets its next index, the stream's
 * generation shared with its backing indices. A store without an index yet names no old one (`_none_`,
 * MetadataRolloverService.NON_EXISTENT_SOURCE; approx.).
 */
export function rollFailures(
  state: ClusterState,
  env: Env,
  req: ApiRequest,
  ds: DataStream,
  conds: Condition[],
  wait: ActiveShardCount,
  statsOf: (idx: IndexState, env: Env) => IndexStats,
): ApiResult | EsError {
  if (req.parts.new_index !== undefined) return rolloverStreamName();
  const last = ds.failureIndices?.[ds.failureIndices.length - 1];
  const old = last !== undefined ? state.indices.get(last) : undefined;
  const stats = old ? statsOf(old, env) : { docs: 0, bytes: 0, ageMs: 0, maxShardDocs: 0, maxShardBytes: 0 };
  const nextName = failureIndexName(env.profile, ds.name, ds.generation + 1, env.now);
  if (lazyOf(env, req)) return markLazy(env, ds, conds, true, old?.name ?? '_none_', nextName);
  // initializeFailureStore: a store with no index yet is rolled over only unconditionally.
  if (!old && conds.length > 0) return emptyFailureStoreConditions();
  const { roll, answer } = rolloverVerdict(env.profile, flag(req, 'dry_run'), conds, stats, old?.name ?? '_none_', nextName);
  if (!roll) return ok(answer(false));
  const next = rollFailureStore(state, env, ds);
  if (isEsError(next)) return next;
  delete ds.failuresRolloverOnWrite;
  return ok(answer(true, creationShardsAcknowledged(next, wait)));
}

/** Whether the request asks for a lazy rollover (`?lazy`, ES ≥ 8.13). */
function lazyOf(env: Env, req: ApiRequest): boolean {
  return env.profile.rolloverLazyFlag && flag(req, 'lazy');
}

/**
 * TransportRolloverAction.markForLazyRollover: no conditions allowed; the stream (or its failure store) is
 * marked to roll over at its next write (failure), and the answer names the would-be indices, rolled over
 * false, acknowledged, shards not, `lazy: true`.
 */
function markLazy(env: Env, ds: DataStream, conds: Condition[], failures: boolean, oldName: string, newName: string): ApiResult | EsError {
  if (conds.length > 0) return lazyRolloverRefused(true, true);
  if (failures) ds.failuresRolloverOnWrite = true;
  else ds.rolloverOnWrite = true;
  return ok({ acknowledged: true, shards_acknowledged: false, old_index: oldName, new_index: newName, rolled_over: false, dry_run: false, lazy: true, conditions: {} });
}
