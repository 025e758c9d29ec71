/**
 * POST /{alias}/_rollover[/{new_index}]: when the old index meets the conditions, create the new index and
 * move the alias onto it in one step (ES's `TransportRolloverAction` / `MetadataRolloverService`). Every
 * check runs before anything changes, so a refused rollover leaves the state as it was.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  indexAlreadyExists,
  indexNameIsAlias,
  isEsError,
  lazyRolloverRefused,
  rolloverMinWithoutMax,
  rolloverNoWriteIndex,
  rolloverTargetIsIndex,
  rolloverTargetMissing,
  unknownField,
  type EsError,
} from '../errors/index.ts';
import { aliasExists, type ClusterState, type IndexState } from '../state.ts';
import { aliasWriteIndex } from '../docs/target.ts';
import { validateIndexName } from '../names.ts';
import { resolveDateMathName } from '../dateMath/indexNames.ts';
import { keyAt } from '../byScroll/bodyPosition.ts';
import { EMPTY_SHARD_BYTES, primaryShards } from './shardStats.ts';
import { buildIndex } from '../buildIndex.ts';
import { activeShardCountCheck, activeShardsWaitOf, creationShardsAcknowledged } from '../docs/activeShards.ts';
import { nextRolloverName } from './rolloverName.ts';
import { parseConditions, rolloverVerdict, type Condition, type IndexStats } from './rolloverConditions.ts';
import { flag, ok, type ApiRequest, type Env, type Handler } from '../handler.ts';
import { rollFailures, rollStream } from './rolloverStream.ts';

interface RolloverBody {
  conditions: Condition[];
  create: JsonObject;
}

/** Reads the body: `conditions`, and the new index's `settings`, `mappings` and `aliases`. */
function readBody(req: ApiRequest, env: Env): RolloverBody | EsError {
  const create: JsonObject = {};
  let conditions: Condition[] = [];
  const body = req.body;
  if (body === undefined || body === null) return { conditions, create };
  if (!isObject(body)) return unknownField(env.profile, 'rollover', String(body), keyAt(req.rawBody, []));
  for (const [k, v] of Object.entries(body)) {
    if (k === 'conditions') {
      const c = parseConditions(env.profile, v as Json, req.rawBody);
      if (isEsError(c)) return c;
      conditions = c;
    } else if (k === 'settings' || k === 'mappings' || k === 'aliases') create[k] = v as Json;
    else return unknownField(env.profile, 'rollover', k, keyAt(req.rawBody, [k]));
  }
  const hasMin = conditions.some((c) => c.name.startsWith('min_'));
  if (hasMin && !conditions.some((c) => c.name.startsWith('max_'))) return rolloverMinWithoutMax();
  return { conditions, create };
}

/** The index the alias writes to: its one index, or the one marked `is_write_index` (ES ≥ 6.4). */
function sourceIndex(state: ClusterState, alias: string, env: Env): IndexState | EsError {
  const holders = [...state.indices.values()].filter((i) => i.aliases.has(alias));
  if (holders.length === 0) return state.indices.has(alias) ? rolloverTargetIsIndex(env.profile) : rolloverTargetMissing(env.profile, alias);
  return aliasWriteIndex(holders, alias, env.profile) ?? rolloverNoWriteIndex(env.profile, alias);
}

/**
 * The old index's figures as ES judges them: primaries' documents, and sizes from the docs stats
 * (`DocsStats.totalSizeInBytes`, the segments' bytes: 0 for an empty index, so `max_size: 1b` does not
 * roll one, as the official `30_max_size_condition.yml` expects), not the store's fixed footprint.
 */
function statsOf(idx: IndexState, env: Env): IndexStats {
  const shards = primaryShards(idx, env.profile).map((s) => ({ docs: s.docs, bytes: s.bytes - EMPTY_SHARD_BYTES }));
  return {
    docs: idx.docs.size,
    bytes: shards.reduce((n, s) => n + s.bytes, 0),
    ageMs: env.now - idx.creationDate,
    maxShardDocs: Math.max(0, ...shards.map((s) => s.docs)),
    maxShardBytes: Math.max(0, ...shards.map((s) => s.bytes)),
  };
}

/** POST /{alias}/_rollover, POST /{alias}/_rollover/{new_index} */
export const rollover: Handler = (state, req, env) => {
  const profile = env.profile;
  const body = readBody(req, env);
  if (isEsError(body)) return body;
  // RestRolloverIndexAction reads the parameters after the body.
  const wait = activeShardsWaitOf(req.query, profile);
  if (isEsError(wait)) return wait;
  const alias = req.parts.alias;
  const stream = state.dataStreams.get(alias);
  if (stream) return rollStream(state, env, req, stream, body.conditions, wait.count, statsOf);
  const failures = profile.dataStreamFailureStore && alias.endsWith('::failures') ? state.dataStreams.get(alias.slice(0, -'::failures'.length)) : undefined;
  if (failures) return rollFailures(state, env, req, failures, body.conditions, wait.count, statsOf);
  // `?lazy` applies to data streams only (TransportRolloverAction.markForLazyRollover).
  if (profile.rolloverLazyFlag && flag(req, 'lazy')) return lazyRolloverRefused(false, body.conditions.length > 0);
  const old = sourceIndex(state, alias, env);
  if (isEsError(old)) return old;
  // The unresolved name becomes the new index's provided_name, as a date-math name in the path does.
  const provided = req.providedParts?.new_index ?? req.parts.new_index ?? nextRolloverName(old.settings['index.provided_name'] as string ?? old.name, env.now, profile);
  if (isEsError(provided)) return provided;
  const name = req.parts.new_index ?? resolveDateMathName(provided, env.now, profile);
  if (isEsError(name)) return name;
  const bad = validateIndexName(name, profile);
  if (bad) return bad;
  const existing = state.indices.get(name);
  if (existing) return indexAlreadyExists(profile, name, existing.uuid);
  if (aliasExists(state, name)) return indexNameIsAlias(name);
  const { roll, answer } = rolloverVerdict(profile, flag(req, 'dry_run'), body.conditions, statsOf(old, env), old.name, name);
  if (!roll) return ok(answer(false));
  const warnings: string[] = [];
  const created = buildIndex(state, env, name, body.create, req.query.include_type_name, warnings, provided);
  if (isEsError(created)) return created;
  // The new index is created as create-index creates one, waiting for `wait_for_active_shards` copies.
  const tooMany = activeShardCountCheck(created, wait.count);
  if (tooMany) return tooMany;
  moveAlias(old, created, alias);
  state.indices.set(created.name, created);
  return { status: 200, body: answer(true, creationShardsAcknowledged(created, wait.count)), warnings };
};

/**
 * ES's alias swap: with an explicit write index the alias stays on the old index as a non-write alias and
 * the new index becomes the writer; otherwise the alias leaves the old index for the new one. Either way
 * the rolled alias is re-added bare (its filter and routing are not carried over).
 */
function moveAlias(old: IndexState, created: IndexState, alias: string): void {
  const explicit = old.aliases.get(alias)?.is_write_index === true;
  if (explicit) {
    created.aliases.set(alias, { is_write_index: true });
    old.aliases.set(alias, { is_write_index: false });
  } else {
    created.aliases.set(alias, {});
    old.aliases.delete(alias);
  }
}
