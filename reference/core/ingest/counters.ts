/** The node's ingest counters (ingest/stats.ts prints them): their shapes and how a run finds its own; imports nothing, so the state and the runtime can use them. */
export interface IngestCounter {
  count: number;
  failed: number;
}

export interface IngestStatsState {
  total: IngestCounter;
  /** By pipeline id: its own counter and one per top-level processor, in order. */
  pipelines: Map<string, { counter: IngestCounter; processors: IngestCounter[] }>;
}

export const zero = (): IngestCounter => ({ count: 0, failed: 0 });

/** The counters of a pipeline with `steps` top-level processors (fresh when its processors changed in number). */
export function pipelineCounters(stats: IngestStatsState, id: string, steps: number): { counter: IngestCounter; processors: IngestCounter[] } {
  let e = stats.pipelines.get(id);
  if (!e || e.processors.length !== steps) stats.pipelines.set(id, (e = { counter: e?.counter ?? zero(), processors: Array.from({ length: steps }, zero) }));
  return e;
}
