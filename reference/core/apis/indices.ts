/** Index lifecycle: create, view, exists, delete, refresh, open and close. */
import { blockedFor } from '../blocks.ts';
import { type JsonObject } from '../json.ts';
import { expressionMatchesAlias, isEsError, type EsError } from '../errors/index.ts';
import { aliasExists, type ClusterState, type IndexState } from '../state.ts';
import { nestSettings } from '../settings.ts';
import { renderIndexMappings } from '../mapping/body.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { renderAliases } from '../aliasMeta.ts';
import { flag, ok, type ApiRequest, type Handler, type ApiResult } from '../handler.ts';
import { humanSettings } from './settings.ts';
import { destructiveCheck } from '../destructive.ts';
import { buildIndex } from '../buildIndex.ts';
import { startShards } from '../synonyms/shardStart.ts';
import { leaveStream, writeIndexRefusal } from '../dataStreams/membership.ts';
import { parentStream } from '../dataStreams/types.ts';
import { activeShardCountCheck, activeShardsWaitOf, creationShardsAcknowledged } from '../docs/activeShards.ts';

/** PUT /{index} */
export const createIndex: Handler = (state, req, env) => {
  const wait = activeShardsWaitOf(req.query, env.profile);
  if (isEsError(wait)) return wait;
  const warnings: string[] = [];
  const idx = buildIndex(state, env, req.parts.index, req.body, req.query.include_type_name, warnings, req.providedIndex);
  if (isEsError(idx)) return idx;
  const tooMany = activeShardCountCheck(idx, wait.count);
  if (tooMany) return tooMany;
  state.indices.set(idx.name, idx);
  // ES waits up to `timeout` for the copies, then answers anyway: the index exists, unacknowledged by its shards.
  const shards = creationShardsAcknowledged(idx, wait.count);
  return { status: 200, body: { acknowledged: true, shards_acknowledged: shards, index: idx.name }, warnings };
};

function features(req: ApiRequest): string[] {
  const f = req.query.features ?? req.parts.feature;
  if (!f) return ['aliases', 'mappings', 'settings'];
  return f.split(',').map((s) => s.replace(/^_/, ''));
}

/** The settings object of an index as GET prints it. */
export function renderSettings(idx: IndexState, flatOut: boolean, human = false): JsonObject {
  const s = humanSettings(idx, human);
  return flatOut ? { ...s } : nestSettings(s);
}

/** GET /{index} */
export const getIndex: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open,closed' }));
  if (isEsError(names)) return names;
  const want = features(req);
  const out: JsonObject = {};
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const entry: JsonObject = {};
    if (want.includes('aliases')) entry.aliases = renderAliases(idx);
    if (want.includes('mappings')) entry.mappings = renderIndexMappings(env.profile, idx, req.query.include_type_name);
    if (want.includes('settings')) entry.settings = renderSettings(idx, flag(req, 'flat_settings'), flag(req, 'human'));
    const stream = state.dataStreams.size > 0 ? parentStream(state.dataStreams, n) : undefined;
    if (stream) entry.data_stream = stream.name;
    out[n] = entry;
  }
  return ok(out);
};

/** HEAD /{index} */
export const indexExists: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { allowNoIndices: false }));
  return { status: isEsError(names) || names.length === 0 ? 404 : 200 };
};

/** DELETE /{index} */
export const deleteIndex: Handler = (state, req, env) => {
  const expr = req.parts.index;
  const guard = destructiveCheck(state, expr);
  if (guard) return guard;
  const opts = resolveOptionsFrom(req.query, { expandWildcards: 'open,closed' });
  for (const part of expr.split(',')) {
    if (!opts.ignoreUnavailable && !part.includes('*') && !state.indices.has(part) && aliasExists(state, part)) {
      return expressionMatchesAlias(part);
    }
  }
  const names = resolveIndices(state, env.profile, expr, { ...opts, allowAliases: false, dataStreams: false });
  if (isEsError(names)) return names;
  const blocked = blockedFor(env.profile, names.map((n) => state.indices.get(n)!), 'delete');
  if (blocked) return blocked;
  const writer = writeIndexRefusal(state, names);
  if (writer) return writer;
  for (const n of names) leaveStream(state, n, env.profile);
  for (const n of names) removeIndex(state, n);
  return ok({ acknowledged: true });
};

/** Removes an index and frees the scroll contexts that read it. */
export function removeIndex(state: ClusterState, name: string): void {
  state.indices.delete(name);
  for (const [id, ctx] of state.scrolls) if (ctx.hits.reads(name)) state.scrolls.delete(id);
}

/**
 * POST /{index}/_refresh: makes every write of the indices visible to search (with `--refresh explicit`;
 * by default writes are visible at once) and reports the shards.
 */
export const refresh: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query));
  if (isEsError(names)) return names;
  let shards = 0;
  for (const n of names) {
    const idx = state.indices.get(n)!;
    idx.visible = undefined;
    shards += Number(idx.settings['index.number_of_shards']);
  }
  return ok({ _shards: { total: shards * 2, successful: shards, failed: 0 } });
};

function setClosed(closed: boolean): Handler {
  return (state, req, env): ApiResult | EsError => {
    const guard = closed ? destructiveCheck(state, req.parts.index) : undefined;
    if (guard) return guard;
    // OpenIndexRequest includes data streams (a stream's name opens every backing index, 7.9+); close does not.
    const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: closed ? 'open' : 'closed', ...(closed ? { dataStreams: false } : {}) }));
    if (isEsError(names)) return names;
    const blocked = blockedFor(env.profile, names.map((n) => state.indices.get(n)!), 'metadata_write');
    if (blocked) return blocked;
    const wait = activeShardsWaitOf(req.query, env.profile);
    if (isEsError(wait)) return wait;
    for (const n of names) {
      const idx = state.indices.get(n)!;
      idx.closed = closed;
      // A shard that opens recovers and refreshes: what was written before it closed is visible; its
      // analyzers load their synonyms sets afresh.
      if (!closed) {
        idx.visible = undefined;
        startShards(state, idx, env.profile);
      }
    }
    // Open (and close, where closed indices keep their shards: ES 7.2) wait for `wait_for_active_shards`
    // copies of every index they change.
    const waits = !closed || env.profile.closedIndicesReplicated;
    const shards = !waits || names.every((n) => creationShardsAcknowledged(state.indices.get(n)!, wait.count));
    if (closed) {
      const indices: JsonObject = {};
      for (const n of names) indices[n] = { closed: true };
      return ok({ acknowledged: true, shards_acknowledged: shards, indices });
    }
    return ok({ acknowledged: true, shards_acknowledged: shards });
  };
}

/** POST /{index}/_close */
export const closeIndex = setClosed(true);
/** POST /{index}/_open */
export const openIndex = setClosed(false);

