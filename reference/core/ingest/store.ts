/**
 * Stored pipelines: the cluster state keeps each pipeline's configuration as sent (ES's IngestMetadata
 * keeps the source bytes); the compiled form is cached per configuration object and profile, as each
 * node's IngestService keeps its Pipeline instances.
 */
import { isEsError } from '../errors/index.ts';
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { compilePipeline } from './compile.ts';
import type { Pipeline, Runtime, TraceEntry } from './types.ts';

const compiled = new WeakMap<JsonObject, Map<Profile, Pipeline | undefined>>();

/** A stored pipeline, compiled; undefined when none has the id (or its stored configuration no longer compiles). */
export function storedPipeline(state: ClusterState, profile: Profile, id: string): Pipeline | undefined {
  const config = state.pipelines.get(id);
  if (!config) return undefined;
  let perProfile = compiled.get(config);
  if (!perProfile) compiled.set(config, (perProfile = new Map()));
  if (!perProfile.has(profile)) {
    const p = compilePipeline(id, config, profile, state);
    perProfile.set(profile, isEsError(p) ? undefined : p);
  }
  return perProfile.get(profile);
}

/** The runtime pipelines run in: stored pipelines by id, the clock, an optional verbose trace. */
export function runtimeOf(state: ClusterState, profile: Profile, now: number, trace?: TraceEntry[]): Runtime {
  return { profile, state, now, pipeline: (id) => storedPipeline(state, profile, id), ...(trace ? { trace } : {}) };
}
