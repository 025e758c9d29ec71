/**
 * The allow lists of `scripted_metric` (ES 8.15): with the cluster setting `search.aggs.only_allowed_metric_scripts`
 * on, each of the aggregation's scripts must be listed, an inline one by its source in
 * `search.aggs.allowed_inline_metric_scripts`, a stored one by its id in `search.aggs.allowed_stored_metric_scripts`
 * (the two lists never stand in for each other). The builder checks init, map, combine and reduce in that order
 * when it builds its factory on the shard, and the first one not listed fails the shard with an
 * IllegalArgumentException `[init_script] contains not allowed script: [<aggregation>]`.
 */
import type { Json } from '../../json.ts';
import type { ClusterState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { clusterSetting } from '../../destructive.ts';
import type { ScriptSpec } from '../../script/runScript.ts';

/** A list setting as PUT _cluster/settings keeps it: a JSON array, or one comma-separated string. */
function listSetting(state: ClusterState, key: string): string[] {
  const v: Json | undefined = clusterSetting(state, key);
  if (Array.isArray(v)) return v.map(String);
  return typeof v === 'string' ? v.split(',').filter((x) => x !== '') : [];
}

/** The scripts to check, by their parameter name, in the builder's order. */
export type ScriptedScripts = readonly (readonly [string, ScriptSpec | undefined])[];

/** The first script not allowed, as the builder's message, or undefined when all may run. */
export function notAllowedScript(profile: Profile, state: ClusterState, aggName: string, scripts: ScriptedScripts): string | undefined {
  if (!profile.scriptedMetricAllowLists || String(clusterSetting(state, 'search.aggs.only_allowed_metric_scripts')) !== 'true') return undefined;
  const inline = listSetting(state, 'search.aggs.allowed_inline_metric_scripts');
  const stored = listSetting(state, 'search.aggs.allowed_stored_metric_scripts');
  for (const [param, script] of scripts) {
    if (!script) continue;
    const allowed = script.id !== undefined ? stored.includes(script.id) : inline.includes(script.source ?? '');
    if (!allowed) return `[${param}] contains not allowed script: [${aggName}]`;
  }
  return undefined;
}
