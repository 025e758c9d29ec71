/**
 * Points in time. Elasticsearch (7.10+): `POST /{index}/_pit?keep_alive` opens one (`{id}`, with
 * `_shards` from 8.16), `DELETE /_pit` closes it (`{succeeded, num_freed}`, 404 when nothing was freed).
 * OpenSearch (2.4+): `POST /{index}/_search/point_in_time` (`{pit_id, _shards, creation_time}`),
 * `GET /_search/point_in_time/_all`, `DELETE /_search/point_in_time` (a `pit_id` list) and `/_all`.
 * Opening freezes the indices as searches see them (search/pit/snapshot.ts); searches read them through
 * the body's `pit` (search/pit/pitSearch.ts).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  isEsError,
  noPitIds,
  openSearchPitKeepAliveMissing,
  pitIdEmpty,
  pitKeepAliveMissing,
  tooManyPitContexts,
  unknownField,
  wrongParameterType,
  type EsError,
} from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import { compileQuery } from '../search/query.ts';
import { countIndex, targetIndices } from '../search/execute.ts';
import { shardCount } from '../search/routing.ts';
import { encodePitId, type PitShard } from '../search/pit/pitId.ts';
import { openPitContexts, pitsOf, type PitContext } from '../search/pit/pitContext.ts';
import { notePitOpened } from '../search/searchStats.ts';
import { pitKeepAlive } from '../search/pit/pitKeepAlive.ts';
import { findPit } from '../search/pit/pitSearch.ts';
import { snapshotIndex } from '../search/pit/snapshot.ts';
import { parseTimeValue } from '../search/timeValue.ts';
import { clusterSetting } from '../destructive.ts';

/** The shards header of an open answer: every shard of the frozen indices, all successful. */
function shardsHeader(n: number): JsonObject {
  return { total: n, successful: n, skipped: 0, failed: 0 };
}

/** An open request's indices, the ones `index_filter` can match (ES ≥ 8.12 skips the others, as its can-match phase). */
function filtered(indices: IndexState[], filter: Json | undefined, env: Env): IndexState[] | EsError {
  if (filter === undefined) return indices;
  const out: IndexState[] = [];
  for (const i of indices) {
    const q = compileQuery(filter, { index: i, profile: env.profile, now: env.now });
    if (isEsError(q)) return q;
    if (countIndex(i, q, undefined) > 0) out.push(i);
  }
  return out;
}

/** Opens a point in time over the request's indices, or the error ES gives; the state changes only on success. */
function open(state: ClusterState, req: ApiRequest, env: Env, keepAliveRaw: string | undefined, missing: () => EsError): PitContext | EsError {
  // RestOpenPointInTimeAction parses keep_alive with the other parameters, then the body, then validates.
  if (keepAliveRaw !== undefined) {
    const parsed = parseTimeValue(keepAliveRaw, 'keep_alive', env.profile);
    if (isEsError(parsed)) return parsed;
  }
  let indexFilter: Json | undefined;
  if (isObject(req.body)) {
    for (const [k, v] of Object.entries(req.body)) {
      if (k === 'index_filter' && !env.profile.openSearchPitApi) indexFilter = v as Json;
      else return unknownField(env.profile, 'open_point_in_time_request', k, { line: 1, col: 2 });
    }
  }
  if (keepAliveRaw === undefined) return missing();
  const all = targetIndices(state, req, env);
  if (isEsError(all)) return all;
  const indices = filtered(all, indexFilter, env);
  if (isEsError(indices)) return indices;
  const keepAliveMs = pitKeepAlive(state, keepAliveRaw, env.profile, indices[0]?.name ?? null);
  if (isEsError(keepAliveMs)) return keepAliveMs;
  const shardTotal = indices.reduce((n, i) => n + shardCount(i), 0);
  const max = Number(clusterSetting(state, 'search.max_open_pit_context') ?? env.profile.maxOpenPitContexts);
  if (openPitContexts(state) + shardTotal > max) return tooManyPitContexts(max, indices[0]?.name ?? '_na_');
  const shards: PitShard[] = [];
  for (const i of indices) for (let s = 0; s < shardCount(i); s++) shards.push({ index: i.name, uuid: i.uuid, shard: s, context: ++state.counters.scroll });
  const id = encodePitId(shards, env.profile);
  const ctx: PitContext = {
    id,
    shards,
    indices: indices.map(snapshotIndex),
    expr: req.parts.index ?? '_all',
    keepAliveMs,
    openKeepAliveMs: keepAliveMs,
    expiresAt: env.now + keepAliveMs,
    createdAt: env.now,
    ...(env.caller ? { owner: env.caller.principal } : {}),
  };
  pitsOf(state).set(id, ctx);
  notePitOpened(state, id, shards, env.now);
  return ctx;
}

/** `POST /{index}/_pit` (Elasticsearch). */
export const openPointInTime: Handler = (state, req, env) => {
  const ctx = open(state, req, env, req.query.keep_alive, pitKeepAliveMissing);
  if (isEsError(ctx)) return ctx;
  return ok(env.profile.pitOpenShardsHeader ? { id: ctx.id, _shards: shardsHeader(ctx.shards.length) } : { id: ctx.id });
};

/** `DELETE /_pit` (Elasticsearch): `{succeeded, num_freed}`, 404 when the id named nothing open. */
export const closePointInTime: Handler = (state, req, env): ApiResult | EsError => {
  let id: string | undefined;
  if (isObject(req.body)) {
    for (const [k, v] of Object.entries(req.body)) {
      if (k !== 'id') return unknownField(env.profile, 'close_point_in_time', k, { line: 1, col: 2 });
      if (typeof v !== 'string') return wrongParameterType('id', typeof v === 'number' ? 'VALUE_NUMBER' : 'START_OBJECT');
      id = v;
    }
  }
  if (id === undefined || id === '') return pitIdEmpty();
  const found = findPit(state, env, id);
  if (isEsError(found)) {
    // An id that decodes but names nothing open frees nothing; one that does not decode is an error.
    if (found.cause.type === 'illegal_argument_exception') return found;
    return ok({ succeeded: true, num_freed: 0 }, 404);
  }
  pitsOf(state).delete(found.id);
  return ok({ succeeded: true, num_freed: found.shards.length });
};

/** `POST /{index}/_search/point_in_time` (OpenSearch). */
export const createPit: Handler = (state, req, env) => {
  const ctx = open(state, req, env, req.query.keep_alive, openSearchPitKeepAliveMissing);
  if (isEsError(ctx)) return ctx;
  return ok({ pit_id: ctx.id, _shards: shardsHeader(ctx.shards.length), creation_time: ctx.createdAt });
};

/**
 * `GET /_search/point_in_time/_all` (OpenSearch): every open point in time with its creation time and the
 * keep-alive it was opened with (its 10_basic.yml lists 23h after a search renewed it by 10m).
 */
export const getAllPits: Handler = (state) => {
  const pits: Json[] = [...pitsOf(state).values()].map((c) => ({ pit_id: c.id, creation_time: c.createdAt, keep_alive: c.openKeepAliveMs }));
  return ok({ pits });
};

/** `DELETE /_search/point_in_time` (OpenSearch): `{pits: [{successful, pit_id}]}`, an unknown id counting as deleted. */
export const deletePits: Handler = (state, req, env): ApiResult | EsError => {
  let ids: string[] | undefined;
  if (isObject(req.body)) {
    for (const [k, v] of Object.entries(req.body)) {
      if (k !== 'pit_id') return unknownField(env.profile, 'delete_pit_request', k, { line: 1, col: 2 });
      if (typeof v === 'string') ids = [v];
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) ids = v as string[];
      else return wrongParameterType('pit_id', 'START_OBJECT');
    }
  }
  if (!ids || ids.length === 0) return noPitIds();
  // Every id must decode before anything is freed, so a bad one leaves the state unchanged.
  const found: (PitContext | undefined)[] = [];
  for (const id of ids) {
    const f = findPit(state, env, id);
    if (isEsError(f) && f.cause.type === 'illegal_argument_exception') return f;
    found.push(isEsError(f) ? undefined : f);
  }
  for (const f of found) if (f) pitsOf(state).delete(f.id);
  return ok({ pits: ids.map((id) => ({ successful: true, pit_id: id })) });
};

/** `DELETE /_search/point_in_time/_all` (OpenSearch): frees every point in time; with none open, `{pits: []}` (404 before 2.10). */
export const deleteAllPits: Handler = (state, _req, env) => {
  const pits = pitsOf(state);
  const freed: Json[] = [...pits.keys()].map((id) => ({ successful: true, pit_id: id }));
  pits.clear();
  return ok({ pits: freed }, freed.length === 0 && !env.profile.openSearchDeleteAllEmptyOk ? 404 : 200);
};
