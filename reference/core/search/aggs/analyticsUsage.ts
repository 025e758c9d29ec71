/**
 * The analytics plugin's usage counters (`GET /_xpack/usage` → `analytics.stats`): AnalyticsPlugin registers
 * each of its aggregations with `usage.track(Item, PARSER)`, a parser that counts once it returns cleanly, so
 * every search request whose body names the aggregation counts one per occurrence, whether or not the search
 * then succeeds. The counters live in the node's memory (AnalyticsUsage's EnumCounters), summed over nodes by
 * AnalyticsStatsAction: here one node, not durable, reset when the simulator starts.
 */
import type { JsonObject } from '../../json.ts';
import type { ClusterState } from '../../state.ts';
import type { AggNode, AggTree } from './types.ts';
import type { Profile } from '../../../profiles.ts';

/** The aggregations a version counts (StackCapabilities.analyticsUsageItems). */
type Items = Profile['analyticsUsageItems'];

/** Counts one use of each tracked aggregation the parsed request names, at any depth (pipelines included). */
export function noteAnalyticsUsage(state: ClusterState, tree: AggTree, items: Items): void {
  if (items.length === 0) return;
  const tracked = new Set<string>(items);
  const counts = (state.analyticsUsage ??= new Map());
  const visit = (nodes: readonly AggNode[]): void => {
    for (const n of nodes) {
      if (tracked.has(n.type)) counts.set(n.type, (counts.get(n.type) ?? 0) + 1);
      visit(n.subs);
      visit(n.pipelines);
    }
  };
  visit(tree.aggs);
  visit(tree.pipelines);
}

/** `analytics.stats` (AnalyticsStatsAction.Response.toXContent): `<item>_usage` for every item, in the enum's order. */
export function analyticsUsageStats(state: ClusterState, items: Items): JsonObject {
  const out: JsonObject = {};
  for (const item of items) out[`${item}_usage`] = state.analyticsUsage?.get(item) ?? 0;
  return out;
}
