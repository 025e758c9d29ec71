/**
 * POST|PUT /{index}/_shrink|_split|_clone/{target}: a new index made from a read-only one, with another shard
 * count (shrink: a factor of the source's; split: a multiple that divides its routing shards) or the same (clone),
 * as TransportResizeAction and MetadataCreateIndexService build it. The target takes the source's mappings and
 * documents (their ids, routing, versions and sequence numbers) and keeps its routing shards, so every document
 * sits on the target shard its routing names there. Every check runs before anything changes.
 */
import { partitionSizeProblem } from '../docs/partitionedIndex.ts';
import {
  causeJson,
  dataStreamNameClash,
  indexAlreadyExists,
  indexClosed,
  indexNameIsAlias,
  isEsError,
  resizeSettingRefused,
  resizeSourceMissing,
  resizeSourceWritable,
  resizeStreamWriteIndex,
  shrinkShardsAndMaxSize,
  shrinkSingleShard,
  tsdbOperationRefused,
  withWarnings,
  type EsError,
} from '../errors/index.ts';
import { aliasExists, type ClusterState, type IndexState } from '../state.ts';
import { StoredDoc, type Doc } from '../doc.ts';
import { blockedFor } from '../blocks.ts';
import { validateIndexName } from '../names.ts';
import { isTimeSeries } from '../tsdb/settings.ts';
import { parentStream, writeIndexOf } from '../dataStreams/types.ts';
import { routingShards, shardCount } from '../search/routing.ts';
import { createSettingError, requestAliases, secondWriteIndex } from '../buildIndex.ts';
import { activeShardCountCheck, activeShardsWaitOf, creationShardsAcknowledged, type ActiveShardCount } from '../docs/activeShards.ts';
import { indexFigures } from './shardStats.ts';
import { acceptableShrinkShards, routingFactor, targetShardsError, type ResizeKind } from './resizeShards.ts';
import { resizedSettings } from './resizeSettings.ts';
import { readResizeRequest, type ResizeRequest } from './resizeRequest.ts';
import { flag, type ApiRequest, type Env, type Handler } from '../handler.ts';
import type { JsonObject } from '../json.ts';
import { nextTaskNumber, storeTask, taskIdText } from '../byScroll/taskStore.ts';

/** ResizeNumberOfShardsCalculator.calculate: the target's shard count. */
function targetShards(kind: ResizeKind, request: ResizeRequest, source: IndexState): number | EsError {
  const asked = request.settings['index.number_of_shards'];
  const n = asked === undefined || asked === null ? undefined : Number(asked);
  if (kind === 'clone') return n ?? shardCount(source);
  if (kind === 'split') return n!;
  if (n !== undefined) return request.maxPrimaryShardSize !== undefined ? shrinkShardsAndMaxSize() : n;
  if (request.maxPrimaryShardSize === undefined) return 1;
  // As many shards as keep each under the size, at most the source's, and a factor of them.
  const min = Math.ceil(indexFigures(source).bytes / request.maxPrimaryShardSize);
  return min > shardCount(source) ? shardCount(source) : acceptableShrinkShards(shardCount(source), min);
}

/** TransportResizeAction.prepareCreateIndexRequest's checks of the settings the resize decides itself. */
function decidedSettingError(kind: ResizeKind, request: ResizeRequest, source: IndexState): EsError | undefined {
  const s = request.settings;
  if (s['index.routing_partition_size'] !== undefined) return resizeSettingRefused('routing_partition_size');
  if (s['index.number_of_routing_shards'] !== undefined && !(kind === 'split' && shardCount(source) === 1)) return resizeSettingRefused('number_of_routing_shards');
  if (source.settings['index.soft_deletes.enabled'] !== 'false' && String(s['index.soft_deletes.enabled']) === 'false') return resizeSettingRefused('soft_deletes');
  return undefined;
}

/** MetadataCreateIndexService.validateResize and the shrink's own checks, on the source. */
function sourceError(state: ClusterState, env: Env, kind: ResizeKind, source: IndexState, shards: number): EsError | undefined {
  const stream = state.dataStreams.size > 0 ? parentStream(state.dataStreams, source.name) : undefined;
  if (stream && writeIndexOf(stream) === source.name) return resizeStreamWriteIndex(source.name, stream.name);
  if (!blockedFor(env.profile, [source], 'write')) return resizeSourceWritable(env.profile, source.name);
  const factor = routingFactor(shardCount(source), shards);
  if (isEsError(factor)) return factor;
  return kind === 'shrink' && shardCount(source) === 1 ? shrinkSingleShard() : undefined;
}

/** The target index, or the error its creation meets. */
function buildTarget(state: ClusterState, env: Env, kind: ResizeKind, request: ResizeRequest, source: IndexState, name: string, provided: string): IndexState | EsError {
  const profile = env.profile;
  // The shard count is read (and refused) first: the resize decides everything from it.
  const shardsError = createSettingError(profile, 'index.number_of_shards', request.settings['index.number_of_shards'] ?? null);
  if (shardsError) return shardsError;
  const shards = targetShards(kind, request, source);
  if (isEsError(shards)) return shards;
  const shardError = targetShardsError(profile, kind, { shards: shardCount(source), routingShards: routingShards(source, profile) }, shards);
  if (shardError) return shardError;
  const decided = decidedSettingError(kind, request, source);
  if (decided) return decided;
  for (const [k, v] of Object.entries(request.settings)) {
    const err = createSettingError(profile, k, v);
    if (err) return err;
  }
  const badName = validateIndexName(name, profile);
  if (badName) return badName;
  const existing = state.indices.get(name);
  if (existing) return indexAlreadyExists(profile, name, existing.uuid);
  if (aliasExists(state, name)) return indexNameIsAlias(name);
  if (state.dataStreams.has(name)) return dataStreamNameClash(name);
  const refused = sourceError(state, env, kind, source, shards);
  if (refused) return refused;
  const uuid = env.newUuid();
  const settings = resizedSettings(profile, { kind, source, requested: request.settings, copyAll: request.copyAll, shards, uuid, now: env.now, providedName: provided });
  const aliases = requestAliases(state, env, name, request.aliases);
  if (isEsError(aliases)) return aliases;
  const twoWriters = secondWriteIndex(state, name, aliases);
  if (twoWriters) return twoWriters;
  const target: IndexState = {
    name,
    uuid,
    creationDate: env.now,
    settings,
    mappings: new Map([...source.mappings].map(([type, m]) => [type, structuredClone(m)])),
    aliases,
    docs: copyDocs(source),
    seqNo: source.seqNo,
    docCounter: source.docCounter,
    closed: false,
  };
  // getIndexNumberOfRoutingShards: a one-shard source lets the target choose (the setting, else its default).
  if (shardCount(source) > 1) target.routingNumShards = routingShards(source, profile);
  // The target keeps the source's partition (resizeSettings), checked against its own routing shard count by
  // IndexMetadata.Builder.build: a one-shard source split with a smaller number_of_routing_shards can fail it.
  const partitionError = partitionSizeProblem(profile, target);
  if (partitionError) return partitionError;
  if (source.synonymRules) target.synonymRules = source.synonymRules;
  return target;
}

/**
 * The source's documents as the target's shards recover them (hard-linked segments of a flushed commit): every
 * document, searchable at once, with its id, type, routing, version, sequence number and primary term. Fresh
 * values, so the two indexes' search engines never share one.
 */
function copyDocs(source: IndexState): Map<string, Doc> {
  const out = new Map<string, Doc>();
  for (const [key, d] of source.docs) out.set(key, new StoredDoc(d.id, d.type, d.source.text, d.version, d.seqNo, d.primaryTerm, d.routing, d.order));
  return out;
}

/** The handler of one resize kind. */
function resizeHandler(kind: ResizeKind): Handler {
  return (state, req, env) => {
    const profile = env.profile;
    const request = readResizeRequest(kind, req, env);
    if (isEsError(request)) return request;
    const fail = (e: EsError) => withWarnings(e, request.warnings);
    const wait = activeShardsWaitOf(req.query, profile);
    if (isEsError(wait)) return fail(wait);
    // OpenSearch ≥ 2.7: `wait_for_completion=false` runs it as a task whose result is stored; only the request's
    // own validation answers at once (RestResizeHandler).
    if (profile.resizeTask && !flag(req, 'wait_for_completion', true)) {
      const num = nextTaskNumber(state);
      const done = resize(state, req, env, kind, request, wait.count);
      const info = { action: 'indices:admin/resize', description: `${kind} from [${req.parts.index}] to [${req.parts.target}]`, requestHeaders: req.headers };
      storeTask(state, env.now, num, info, undefined, isEsError(done) ? { error: causeJson(done.cause) } : { response: done });
      return { status: 200, body: { task: taskIdText(num) }, warnings: request.warnings };
    }
    const done = resize(state, req, env, kind, request, wait.count);
    return isEsError(done) ? fail(done) : { status: 200, body: done, warnings: request.warnings };
  };
}

/** The resize itself once the request is read: the target made and added, or the error met on the way. */
function resize(state: ClusterState, req: ApiRequest, env: Env, kind: ResizeKind, request: ResizeRequest, wait: ActiveShardCount): JsonObject | EsError {
  const source = state.indices.get(req.parts.index);
  if (!source) return resizeSourceMissing(env.profile, req.parts.index);
  if (source.closed) return indexClosed(source);
  if (kind === 'split' && env.profile.timeSeriesMode !== 'none' && isTimeSeries(source.settings)) return tsdbOperationRefused('index-split', source.name);
  const name = req.parts.target;
  const target = buildTarget(state, env, kind, request, source, name, req.providedParts?.target ?? name);
  if (isEsError(target)) return target;
  const tooMany = activeShardCountCheck(target, wait);
  if (tooMany) return tooMany;
  state.indices.set(name, target);
  return { acknowledged: true, shards_acknowledged: creationShardsAcknowledged(target, wait), index: name };
}

/** POST|PUT /{index}/_shrink/{target} */
export const shrinkIndex = resizeHandler('shrink');
/** POST|PUT /{index}/_split/{target} */
export const splitIndex = resizeHandler('split');
/** POST|PUT /{index}/_clone/{target} */
export const cloneIndex = resizeHandler('clone');
