/**
 * The guard behind the spec's rule 3 (`DELETE /_all` is rejected by configuration): ES's
 * `action.destructive_requires_name`. The spec's service is configured with it on, so it is on by
 * default in every profile; `PUT /_cluster/settings` may turn it off, as on a real cluster.
 */
import type { Json } from '../json.ts';
import { illegalArgument, type EsError } from '../errors.ts';
import type { ClusterState } from '../state.ts';

/** The effective value of a cluster setting (transient over persistent), or undefined. */
export function clusterSetting(state: ClusterState, key: string): Json | undefined {
  const t = state.clusterSettings.transient[key];
  if (t !== undefined && t !== null) return t;
  const p = state.clusterSettings.persistent[key];
  return p === null ? undefined : p;
}

/** Whether destructive operations must name their indices. */
export function destructiveRequiresName(state: ClusterState): boolean {
  const v = clusterSetting(state, 'action.destructive_requires_name');
  return v === undefined ? state.defaults.destructiveRequiresName : String(v) === 'true';
}

/** The rejection for `_all`, `*` and wildcard patterns when names are required. */
export function destructiveCheck(state: ClusterState, expr: string | undefined): EsError | undefined {
  if (!destructiveRequiresName(state)) return undefined;
  const parts = (expr ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 2 && parts[0] === '*' && parts[1] === '-*') return undefined;
  if (parts.length === 0 || parts.some((p) => p === '_all' || p.includes('*'))) {
    return illegalArgument('Wildcard expressions or all indices are not allowed');
  }
  return undefined;
}
