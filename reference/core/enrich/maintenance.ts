/**
 * EnrichPolicyMaintenanceService: every `enrich.cleanup_period` (15 minutes) the master deletes the `.enrich-*`
 * indices no policy uses, those of a policy that no longer exists and those its alias has moved off. The
 * simulator has no timer: the first execution schedules the first run, and a request arriving at or after the
 * due time runs it first (as the step runs other expiries), then schedules the next.
 */
import type { ClusterState } from '../state.ts';
import { isObject } from '../json.ts';
import { enrichAlias } from './policy.ts';
import { enrichStatsOf } from './lookup.ts';
import { sourceMapping } from './mappings.ts';

/** `enrich.cleanup_period`'s default (EnrichPlugin.ENRICH_CLEANUP_PERIOD). */
export const CLEANUP_PERIOD_MS = 15 * 60 * 1000;

/** Schedules the maintenance run, unless one is already due. */
export function scheduleEnrichMaintenance(state: ClusterState, now: number): void {
  const stats = enrichStatsOf(state);
  stats.nextMaintenance ??= now + CLEANUP_PERIOD_MS;
}

/** Runs the maintenance if it is due: deletes the enrich indices no policy uses, and schedules the next run. */
export function runEnrichMaintenance(state: ClusterState, now: number): void {
  const due = state.enrichStats?.nextMaintenance;
  if (due === undefined || now < due) return;
  state.enrichStats!.nextMaintenance = now + CLEANUP_PERIOD_MS;
  const policies = state.enrichPolicies ?? new Map();
  for (const idx of [...state.indices.values()]) {
    if (!idx.name.startsWith('.enrich-')) continue;
    const meta = sourceMapping(idx)?._meta;
    const policy = isObject(meta) && typeof meta.enrich_policy_name === 'string' ? meta.enrich_policy_name : undefined;
    if (policy !== undefined && policies.has(policy) && idx.aliases.has(enrichAlias(policy))) continue;
    state.indices.delete(idx.name);
  }
}
