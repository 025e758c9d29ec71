/**
 * ILM's part of the cluster state (IndexLifecycleMetadata): the policies by name with their version and
 * modification time, and the operation mode. Made on first use; ES ≥ 6.6 only.
 */
import type { ClusterState, IndexState } from '../state.ts';
export type { IlmState, IndexLifecycle, StoredPolicy } from './types.ts';
import type { Profile } from '../../profiles.ts';
import { findComposable } from '../templates/match.ts';
import { templateSettings } from '../templates/resolveTemplates.ts';
import type { ComposableTemplate } from '../templates/types.ts';
import type { IlmState } from './types.ts';

/** The ILM state, made on first use. */
export function ilmState(state: ClusterState): IlmState {
  state.ilm ??= { policies: new Map(), mode: 'RUNNING', moved: new Map() };
  return state.ilm;
}

/** `index.lifecycle.name` of an index, when it names a policy. */
export function policyOf(idx: IndexState): string | undefined {
  const v = idx.settings['index.lifecycle.name'];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** What names a policy (LifecyclePolicyUtils.calculateUsage): indices, data streams through their template, composable templates. */
export function policyUsage(state: ClusterState, profile: Profile, name: string): { indices: string[]; data_streams: string[]; composable_templates: string[] } {
  const indices = [...state.indices.values()].filter((i) => policyOf(i) === name).map((i) => i.name).sort();
  const namesPolicy = (t: ComposableTemplate): boolean => templateSettings(state, { kind: 'v2', template: t })['index.lifecycle.name'] === name;
  const templates = profile.composableTemplates ? [...state.templates.composable.values()].filter(namesPolicy).map((t) => t.name).sort() : [];
  const streams = [...state.dataStreams.keys()].filter((ds) => {
    const t = findComposable(state, ds);
    return t !== undefined && templates.includes(t.name);
  }).sort();
  return { indices, data_streams: streams, composable_templates: templates };
}
