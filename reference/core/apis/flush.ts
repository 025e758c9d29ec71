/**
 * `POST /{index}/_flush` and, where the version has it, `POST /{index}/_flush/synced`. Writes are
 * durable the moment they are acknowledged here, so a flush has nothing to do but count itself (for
 * `_stats`); it answers as ES does on one node: a broadcast over every shard copy, the unassigned
 * replicas counted but not reached.
 */
import type { JsonObject } from '../json.ts';
import { indexClosed, isEsError } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom, splitExpr } from '../resolve.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { ok, type ApiRequest, type Handler } from '../handler.ts';
import { indexFigures } from './shardStats.ts';

export interface Counted {
  index: string;
  total: number;
  successful: number;
}

/** The open indices a broadcast (flush, force merge) reaches; naming a closed index is ES's `index_closed_exception`. */
export function reached(state: ClusterState, req: ApiRequest, profile: Profile): Counted[] | ReturnType<typeof indexClosed> {
  const names = resolveIndices(state, profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  const explicit = !splitExpr(req.parts.index).some((e) => e.includes('*') || e === '_all');
  const out: Counted[] = [];
  for (const n of names) {
    const idx = state.indices.get(n)!;
    if (idx.closed) {
      if (explicit) return indexClosed(idx);
      continue;
    }
    const f = indexFigures(idx);
    out.push({ index: n, total: f.shards * (1 + f.replicas), successful: f.shards });
  }
  return out;
}

/** Each started shard of the reached indices counts one flush (IndexShard.flush bumps its flush metric). */
function countFlushes(state: ClusterState, counted: Counted[]): void {
  for (const c of counted) {
    const uuid = state.indices.get(c.index)!.uuid;
    state.flushes.set(uuid, (state.flushes.get(uuid) ?? 0) + 1);
  }
  // Counts of deleted indices go, so the map stays as small as the cluster.
  if (state.flushes.size > state.indices.size) {
    const live = new Set([...state.indices.values()].map((i) => i.uuid));
    for (const uuid of state.flushes.keys()) if (!live.has(uuid)) state.flushes.delete(uuid);
  }
}

/** POST /[{index}/]_flush: `{"_shards": {total, successful, failed}}` (BroadcastResponse). */
export const flush: Handler = (state, req, env) => {
  const counted = reached(state, req, env.profile);
  if (!Array.isArray(counted)) return counted;
  countFlushes(state, counted);
  const total = counted.reduce((a, c) => a + c.total, 0);
  const successful = counted.reduce((a, c) => a + c.successful, 0);
  return ok({ _shards: { total, successful, failed: 0 } });
};

/**
 * POST /[{index}/]_flush/synced (ES 5–7): the shard counts overall and per index (SyncedFlushResponse).
 * A replica that is not assigned counts in `total` but is neither flushed nor failed.
 */
export const flushSynced: Handler = (state, req, env) => {
  const counted = reached(state, req, env.profile);
  if (!Array.isArray(counted)) return counted;
  // SyncedFlushService flushes each shard before it seals it.
  countFlushes(state, counted);
  const body: JsonObject = {
    _shards: { total: counted.reduce((a, c) => a + c.total, 0), successful: counted.reduce((a, c) => a + c.successful, 0), failed: 0 },
  };
  for (const c of counted) body[c.index] = { total: c.total, successful: c.successful, failed: 0 };
  return ok(body);
};
