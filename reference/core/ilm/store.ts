/**
 * ILM's part of the cluster state (IndexLifecycleMetadata): the policies by name with their version and
 * modification time, and the operation mode. Made on first use; ES ≥ 6.6 only.
 */
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { findComposable } from '../templates/match.ts';
import { templateSettings } from '../templates/resolveTemplates.ts';
import type { ComposableTemplate } from '../templates/types.ts';
import type { PolicyDef } from './policy.ts';

/** A stored policy (LifecyclePolicyMetadata): the policy, its version (1 on creation, +1 per update), when it last changed. */
export interface StoredPolicy {
  name: string;
  def: PolicyDef;
  version: number;
  modifiedDate: number;
}

/** Where an index stands in its policy once something moved it (move-to-step); absent, it stands where ILM's first run leaves it. */
export interface IndexLifecycle {
  phase: string;
  action: string;
  step: string;
  /** When the index entered its phase, action and step. */
  phaseTime: number;
  actionTime: number;
  stepTime: number;
  /** The policy version and modification time the phase was entered with (explain's `phase_execution`). */
  version: number;
  modifiedDate: number;
}

export interface IlmState {
  policies: Map<string, StoredPolicy>;
  /** OperationMode: RUNNING, or STOPPED (STOPPING lasts until no index is in an unsafe action: none ever is here). */
  mode: 'RUNNING' | 'STOPPED';
  /** Indices some request moved within their policy, by index uuid. */
  moved: Map<string, IndexLifecycle>;
}

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
