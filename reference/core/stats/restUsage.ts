/**
 * The node's REST usage counters (UsageService, `GET /_nodes/usage`): how many requests each REST handler
 * served, and since when the node counts. A side table keyed by the cluster state, as a node keeps these in
 * memory: a restart (a state loaded from `--data`) starts again from zero.
 */
import type { ClusterState } from '../state.ts';

interface Usage {
  since: number;
  byApi: Map<string, number>;
}

const USAGE = new WeakMap<ClusterState, Usage>();

/** Counts one request of an API, served at `now`. */
export function countRestAction(state: ClusterState, api: string, now: number): void {
  let u = USAGE.get(state);
  if (!u) USAGE.set(state, (u = { since: now, byApi: new Map() }));
  u.byApi.set(api, (u.byApi.get(api) ?? 0) + 1);
}

/** The counts by API name and the time counting began (`now` when nothing was counted yet). */
export function restUsage(state: ClusterState, now: number): { since: number; byApi: ReadonlyMap<string, number> } {
  return USAGE.get(state) ?? { since: now, byApi: new Map() };
}
