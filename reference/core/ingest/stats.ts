/**
 * The node's ingest statistics (IngestStats, `_nodes/stats/ingest`): documents through ingest on the write
 * path (`total`), each pipeline's runs, nested ones included (Pipeline's metric), and each of its top-level
 * processors' (IngestService.getProcessorMetrics: a processor wrapped for `ignore_failure`/`on_failure` is
 * listed as itself; a conditional one counts only when its condition held). Simulation counts nothing.
 * A side table like readStats: not durable, as ES keeps it in the node's memory. `time_in_millis` stays 0
 * (the simulator's clock does not move while a pipeline runs) and `current` is 0 between requests.
 */
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { storedPipeline } from './store.ts';
import type { Step } from './types.ts';

import { zero, type IngestCounter, type IngestStatsState } from './counters.ts';


export function ingestStatsOf(state: ClusterState): IngestStatsState {
  return (state.ingestStats ??= { total: zero(), pipelines: new Map() });
}

/**
 * What puts the node's ingest counters back as they are now: a write that stopped before its scripts ran
 * (docs/writePass.ts) counted documents it did not ingest yet.
 */
export function ingestStatsGuard(state: ClusterState): () => void {
  const s = state.ingestStats;
  if (!s) return () => delete state.ingestStats;
  const total = { ...s.total };
  const pipelines = [...s.pipelines].map(([id, e]) => [id, { counter: { ...e.counter }, processors: e.processors.map((c) => ({ ...c })) }] as const);
  return () => {
    state.ingestStats = { total, pipelines: new Map(pipelines) };
  };
}

const metric = (c: IngestCounter): JsonObject => ({ count: c.count, time_in_millis: 0, current: 0, failed: c.failed });

/** IngestService.getProcessorName: the (unwrapped) type, then `:tag`; a conditional around a compound names the compound. */
function processorEntry(s: Step, c: IngestCounter): JsonObject {
  const wrapped = s.if !== undefined && (s.ignoreFailure || s.onFailure !== undefined);
  const name = wrapped ? `compound:CompoundProcessor-${s.tag ?? ''}` : s.tag ? `${s.type}:${s.tag}` : s.type;
  return { [name]: { type: s.if !== undefined ? 'conditional' : s.type, stats: metric(c) } };
}

/** The `ingest` section of the node's stats: every stored pipeline, run or not. */
export function renderIngestStats(state: ClusterState, profile: Profile): JsonObject {
  const stats = state.ingestStats;
  const pipelines: JsonObject = {};
  for (const id of [...state.pipelines.keys()].sort()) {
    const p = storedPipeline(state, profile, id);
    if (!p) continue;
    const e = stats?.pipelines.get(id);
    const own = e && e.processors.length === p.steps.length ? e : undefined;
    pipelines[id] = { ...metric(own?.counter ?? zero()), processors: p.steps.map((s, i) => processorEntry(s, own?.processors[i] ?? zero())) };
  }
  return { total: metric(stats?.total ?? zero()), pipelines };
}
