/**
 * The guard behind the spec's rule 3 (`DELETE /_all` is rejected by configuration): ES's
 * `action.destructive_requires_name`. The spec's service is configured with it on, so it is on by
 * default in every profile; `PUT /_cluster/settings` may turn it off, as on a real cluster.
 */
import { isObject, type Json } from './json.ts';
import { wildcardsNotAllowed, type EsError } from './errors/index.ts';
import type { ClusterState } from './state.ts';
import { splitExpr } from './resolve.ts';

/** A cluster setting (transient over persistent; flat `a.b` or nested `{a:{b}}`), or undefined. */
export function clusterSetting(state: ClusterState, key: string): Json | undefined {
  for (const scope of [state.clusterSettings.transient, state.clusterSettings.persistent]) {
    if (key in scope && scope[key] !== null) return scope[key];
    let cur: Json | undefined = scope as Json;
    for (const seg of key.split('.')) cur = isObject(cur) ? (cur[seg] as Json | undefined) : undefined;
    if (cur !== undefined && cur !== null) return cur;
  }
  return undefined;
}

/** Whether destructive operations must name their indices. */
export function destructiveRequiresName(state: ClusterState): boolean {
  const v = clusterSetting(state, 'action.destructive_requires_name');
  return v === undefined ? state.defaults.destructiveRequiresName : String(v) === 'true';
}

/** The rejection for `_all`, `*` and wildcard patterns when names are required. */
export function destructiveCheck(state: ClusterState, expr: string | undefined): EsError | undefined {
  if (!destructiveRequiresName(state)) return undefined;
  const parts = splitExpr(expr);
  if (parts.length === 2 && parts[0] === '*' && parts[1] === '-*') return undefined;
  if (parts.length === 0 || parts.some((p) => p === '_all' || p.includes('*'))) {
    return wildcardsNotAllowed();
  }
  return undefined;
}
