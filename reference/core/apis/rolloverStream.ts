/**
 * Rolling a data stream over (`MetadataRolloverService.rolloverDataStream`): a new backing index of the next
 * generation, made from the stream's template, becomes the write index. A stream takes no new index name and
 * no index body; conditions are judged on the write index as for an alias.
 */
import type { JsonObject } from '../json.ts';
import { isEsError, rolloverStreamBody, rolloverStreamName, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import { flag, ok, type ApiRequest, type ApiResult, type Env } from '../handler.ts';
import type { ActiveShardCount } from '../docs/writeOp.ts';
import { creationShardsAcknowledged } from '../docs/activeShards.ts';
import { rolloverVerdict, type Condition, type IndexStats } from './rolloverConditions.ts';
import { buildBackingIndex, streamTemplate } from '../dataStreams/create.ts';
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
  const template = streamTemplate(state, ds.name);
  if (isEsError(template)) return template;
  const old = state.indices.get(writeIndexOf(ds))!;
  const next = buildBackingIndex(state, env, ds.name, ds.generation + 1, ds.timestampField, ds.settings, ds.mappings);
  if (isEsError(next)) return next;
  // The template's aliases are the stream's, not each backing index's.
  next.aliases = new Map();
  const { roll, answer } = rolloverVerdict(env.profile, flag(req, 'dry_run'), conds, statsOf(old, env), old.name, next.name);
  if (!roll) return ok(answer(false));
  state.indices.set(next.name, next);
  ds.indices = [...ds.indices, next.name];
  ds.generation += 1;
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
  const { roll, answer } = rolloverVerdict(env.profile, flag(req, 'dry_run'), conds, stats, old?.name ?? '_none_', nextName);
  if (!roll) return ok(answer(false));
  const next = rollFailureStore(state, env, ds);
  if (isEsError(next)) return next;
  return ok(answer(true, creationShardsAcknowledged(next, wait)));
}
