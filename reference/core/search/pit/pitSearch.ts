/**
 * A search through a point in time: the body's `pit` element (PointInTimeBuilder), the checks that
 * forbid naming indices or routing with one (RestSearchAction.preparePointInTime), and the resolution of
 * its id to the indices it froze. The search then runs on those snapshots, and its answer carries `pit_id`
 * and renews the lease (apis/search.ts).
 */
import { isObject, xContentToken, type Json } from '../../json.ts';
import { isEsError, PIT_PROBLEMS, pitContextMissing, pitIdMalformed, pitSearchInvalid, unknownField, unknownKeyForToken, type EsError } from '../../errors/index.ts';
import type { ClusterState, IndexState } from '../../state.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { pitKeepAlive } from './pitKeepAlive.ts';
import { decodePitId, type PitIdProblem } from './pitId.ts';
import { pitsOf, type PitContext } from './pitContext.ts';

/** The body's `pit`: the id, and the keep-alive a search renews it with (the context's own when absent). */
export interface PitRef {
  id: string;
  keepAlive?: string;
}

/** Parses the body's `pit` element (an object of `id` and `keep_alive`). */
export function parsePitElement(raw: Json, env: Env): PitRef | EsError {
  if (!isObject(raw)) return unknownKeyForToken(xContentToken(raw), 'pit', { line: 1, col: 1 });
  let id: string | undefined;
  let ka: string | undefined;
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'id' && typeof v === 'string') id = v;
    else if (k === 'keep_alive' && (typeof v === 'string' || typeof v === 'number')) ka = String(v);
    else return unknownField(env.profile, 'pit', k, { line: 1, col: 1 });
  }
  // PointInTimeBuilder's parser requires the id.
  if (id === undefined) return pitIdMalformed('Required [id]');
  return { id, ...(ka !== undefined ? { keepAlive: ka } : {}) };
}

/** The index options parameters, any of which RestSearchAction refuses with a point in time. */
const INDEX_OPTIONS = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'ignore_throttled'];

/** RestSearchAction.preparePointInTime's checks, in its order, reported together. */
export function pitRequestProblems(req: ApiRequest): string[] {
  const problems: string[] = [];
  if (req.parts.index !== undefined && req.parts.index !== '') problems.push(PIT_PROBLEMS.indices);
  if (INDEX_OPTIONS.some((k) => req.query[k] !== undefined)) problems.push(PIT_PROBLEMS.indicesOptions);
  if (req.query.routing !== undefined) problems.push(PIT_PROBLEMS.routing);
  if (req.query.preference !== undefined) problems.push(PIT_PROBLEMS.preference);
  return problems;
}

/** What a search reads through a point in time: the context, its frozen indices, and the renewed keep-alive. */
export interface PitTarget {
  ctx: PitContext;
  indices: IndexState[];
  keepAliveMs: number;
}

/** RestSearchAction.preparePointInTime: the request's conflicts with `pit`, then the id decoded (before SearchRequest.validate). */
export function checkPitRequest(req: ApiRequest, env: Env, ref: PitRef): EsError | undefined {
  const problems = pitRequestProblems(req);
  if (problems.length > 0) return pitSearchInvalid(problems);
  const shards = decodePitId(ref.id, env.profile);
  return Array.isArray(shards) ? undefined : malformed(shards, ref.id);
}

function malformed(p: PitIdProblem, id: string): EsError {
  return pitIdMalformed(p.kind === 'base64' ? p.reason : `invalid id [${id}]`);
}

/** The id's context found on the shards (or the error ES gives when it expired), and the keep-alive renewed. */
export function resolvePit(state: ClusterState, env: Env, ref: PitRef): PitTarget | EsError {
  const ctx = findPit(state, env, ref.id);
  if (isEsError(ctx)) return ctx;
  let keepAliveMs = ctx.keepAliveMs;
  if (ref.keepAlive !== undefined) {
    const ka = pitKeepAlive(state, ref.keepAlive, env.profile, ctx.indices[0]?.name ?? null);
    if (isEsError(ka)) return ka;
    keepAliveMs = ka;
  }
  return { ctx, indices: ctx.indices, keepAliveMs };
}

/** The open point in time an id names, or the error ES gives for an id that does not decode or has expired. */
export function findPit(state: ClusterState, env: Env, id: string): PitContext | EsError {
  const shards = decodePitId(id, env.profile);
  if (!Array.isArray(shards)) return malformed(shards, id);
  const ctx = pitsOf(state).get(id);
  // Another user's point in time is missing to them, as a scroll is (SecuritySearchOperationListener).
  if (!ctx || ctx.owner !== env.caller?.principal) {
    const first = shards[0];
    return pitContextMissing(first?.context ?? 0, first?.index ?? '_na_', first?.shard ?? 0);
  }
  return ctx;
}
