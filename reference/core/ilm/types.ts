/** The shapes of ILM's state (policy.ts parses policies, store.ts keeps them): types only, so the cluster state can name them. */
import type { JsonObject } from '../json.ts';

/** One phase as kept: its `min_age` text and age in ms, its actions as printed. */
export interface PhaseDef {
  minAge: string;
  minAgeMs: number;
  actions: JsonObject;
}

/** A parsed policy: its phases by name (HashMap order), `_meta`, `deprecated`. */
export interface PolicyDef {
  phases: Record<string, PhaseDef>;
  meta?: JsonObject;
  deprecated?: boolean;
}

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

