/**
 * `indices_boost`: a factor per index on every score of its hits (ES wraps the shard's query in a
 * BoostQuery). Entries are index expressions resolved with the request's index options; the first entry
 * that names an index wins (TransportSearchAction.resolveIndexBoosts, `putIfAbsent`). The object form
 * (`{"idx": 2}`) is deprecated since 5.2 in favour of the array form (`[{"idx": 2}]`).
 */
import { isObject, xContentToken, type Json } from '../json.ts';
import { indicesBoostMalformed, isEsError, type EsError } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import type { ClusterState } from '../state.ts';
import type { ApiRequest, Env } from '../handler.ts';

/** The entries of `indices_boost` in order, and whether the deprecated object form gave them. */
export interface IndicesBoost {
  entries: [string, number][];
  objectForm: boolean;
}

/** The warning the object form draws (SearchSourceBuilder). */
export const INDICES_BOOST_OBJECT_WARNING = 'Object format in indices_boost is deprecated, please use array format instead';

/** Parses the body's `indices_boost`. */
export function parseIndicesBoost(raw: Json): IndicesBoost | EsError {
  if (isObject(raw)) {
    const entries: [string, number][] = [];
    for (const [k, v] of Object.entries(raw)) {
      if (typeof v !== 'number') return indicesBoostMalformed('VALUE_NUMBER', xContentToken(v as Json));
      entries.push([k, v]);
    }
    return { entries, objectForm: true };
  }
  if (!Array.isArray(raw)) return indicesBoostMalformed('START_OBJECT', xContentToken(raw));
  const entries: [string, number][] = [];
  for (const el of raw) {
    if (!isObject(el)) return indicesBoostMalformed('START_OBJECT', xContentToken(el));
    const kv = Object.entries(el);
    if (kv.length === 0) return indicesBoostMalformed('FIELD_NAME', 'END_OBJECT');
    if (kv.length > 1) return indicesBoostMalformed('END_OBJECT', 'FIELD_NAME');
    const [k, v] = kv[0]!;
    if (typeof v !== 'number') return indicesBoostMalformed('VALUE_NUMBER', xContentToken(v as Json));
    entries.push([k, v]);
  }
  return { entries, objectForm: false };
}

/** The boost of each concrete index an entry names (first entry wins), or the resolution error (`no such index`). */
export function resolveIndicesBoost(state: ClusterState, req: ApiRequest, env: Env, boost: IndicesBoost): Map<string, number> | EsError {
  const opts = resolveOptionsFrom(req.query, { ignoreUnavailable: false, allowNoIndices: true });
  const out = new Map<string, number>();
  for (const [expr, b] of boost.entries) {
    const names = resolveIndices(state, env.profile, expr, opts);
    if (isEsError(names)) return names;
    for (const n of names) if (!out.has(n)) out.set(n, b);
  }
  return out;
}
