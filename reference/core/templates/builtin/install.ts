/**
 * Installing the built-in templates into a cluster state, as the stack's registries do on a fresh node:
 * what is missing is added, what exists (a user's own version of a name) is left alone.
 */
import type { ClusterState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { Env } from '../../handler.ts';
import { cloneJson, type JsonObject } from '../../json.ts';
import { builtinTemplates } from './stackTemplates.ts';
import { dataStreamSpec } from '../../dataStreams/templateSpec.ts';

/** Adds the version's built-in component and index templates that the state lacks; returns how many were added. */
export function installBuiltinTemplates(state: ClusterState, profile: Profile): number {
  const set = builtinTemplates(profile);
  let added = 0;
  for (const c of set.components) {
    if (state.templates.component.has(c.name)) continue;
    state.templates.component.set(c.name, { ...c, template: { ...c.template, ...(c.template.mappings ? { mappings: cloneJson(c.template.mappings) as JsonObject } : {}) } });
    added++;
  }
  for (const t of set.composable) {
    if (state.templates.composable.has(t.name)) continue;
    state.templates.composable.set(t.name, { ...t, patterns: [...t.patterns], ...(t.dataStream ? { dataStream: dataStreamSpec(profile, t.dataStream) } : {}) });
    added++;
  }
  return added;
}

/**
 * After a template is deleted: the stack's registry (IndexTemplateRegistry.clusterChanged, run on every cluster
 * state change of the elected master) puts back a built-in template that is missing while
 * `stack.templates.enabled` holds (the cluster setting, else the node's). On a real node it comes back a few
 * milliseconds after the delete is acknowledged; here at once, so the next request sees it as it almost always
 * would there.
 */
export function reinstallMissingBuiltins(state: ClusterState, env: Env): void {
  const setting = state.clusterSettings.transient['stack.templates.enabled'] ?? state.clusterSettings.persistent['stack.templates.enabled'];
  const on = setting === undefined ? env.stackTemplates === true : String(setting) === 'true';
  if (on) installBuiltinTemplates(state, env.profile);
}
