/** Shared pieces of the search APIs: the `search_phase_execution_exception` envelope ES wraps shard-level failures in. */
import type { Json, JsonObject } from '../json.ts';
import { esError, type EsCause, type EsError } from '../errors.ts';
import type { Profile } from '../../profiles.ts';

/** The node id printed in shard failures and encoded in scroll ids (a fixed, ES-shaped 22-char id). */
export const NODE_ID = 'c2ltdWxhdG9yLW5vZGUtMA';

/** An exception as ES prints it inside `failed_shards[].reason` and `caused_by`. */
export function renderCause(c: EsCause): JsonObject {
  const out: JsonObject = { type: c.type, reason: c.reason };
  if (c.meta) for (const [k, v] of Object.entries(c.meta)) out[k] = v;
  if (c.causedBy) out.caused_by = renderCause(c.causedBy);
  return out;
}

/** The root cause of a shard failure: down the chain while the cause is an ES exception. */
function rootOf(c: EsCause): EsCause {
  let cur = c;
  while (cur.causedBy && cur.causedBy.es !== false) cur = cur.causedBy;
  return cur;
}

export interface ShardWhere {
  /** Shard number; -1 when the failing shard is unknown (a missing scroll context). */
  shard: number;
  index: string | null;
}

/**
 * `search_phase_execution_exception` "all shards failed" around one shard failure, as ES renders it:
 * `phase`, `grouped`, `failed_shards`, and `caused_by` the failure itself. The root cause is the
 * failure's own root (a non-ES cause such as an IllegalArgumentException is its own root).
 */
export function searchPhaseFailure(status: number, reason: EsCause, where: ShardWhere, phase = 'query'): EsError {
  const shard: JsonObject = { shard: where.shard, index: where.index };
  if (where.shard >= 0) shard.node = NODE_ID;
  shard.reason = renderCause(reason);
  const root = rootOf(reason);
  const rootJson: JsonObject = { type: root.type, reason: root.reason };
  if (root.meta) for (const [k, v] of Object.entries(root.meta)) rootJson[k] = v;
  const err = esError(status, 'search_phase_execution_exception', 'all shards failed', undefined, { ...reason, es: true });
  err.cause.extra = { phase, grouped: true, failed_shards: [shard] as Json[], root_cause_override: [rootJson] };
  return err;
}

/** A shard-level illegal argument (ES ≥ 7) or query-phase failure (ES 5/6, 500) wrapped for the search phase. */
export function shardArgumentFailure(profile: Profile, reason: string, index: string): EsError {
  if (profile.shardArgumentFailure === 'query-phase-500') {
    const c: EsCause = { type: 'query_phase_execution_exception', reason };
    return searchPhaseFailure(500, c, { shard: 0, index });
  }
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason }, { shard: 0, index });
}

/** 400 for a request feature the simulator does not implement, with a reason that says so. */
export function unsupported(what: string): EsError {
  return esError(400, 'illegal_argument_exception', `${what} is not supported by this simulator`);
}
