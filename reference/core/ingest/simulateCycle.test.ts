/**
 * Verbose simulation of a pipeline processor that leads into a cycle: TrackingResultProcessor runs the
 * called pipeline on a copy first, so the cycle is the calling processor's one error entry and nothing of
 * the called pipelines is traced (ES 90_simulate.yml "Pipeline Processor with Circular Pipelines").
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('verbose simulate and pipeline cycles', () => {
  it('reports the cycle once, at the first pipeline processor', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(sim, 'PUT', '/_ingest/pipeline/ping', { processors: [{ set: { field: 'a', value: 1 } }, { pipeline: { name: 'pong' } }] });
    call(sim, 'PUT', '/_ingest/pipeline/pong', { processors: [{ pipeline: { name: 'ping' } }] });
    const r = call(sim, 'POST', '/_ingest/pipeline/_simulate?verbose=true', {
      pipeline: { processors: [{ set: { field: 'b', value: 2 } }, { pipeline: { name: 'ping', tag: 'go' } }] },
      docs: [{ _source: {} }],
    });
    const results = r.body.docs[0].processor_results;
    expect(results.map((x: { processor_type: string; status: string }) => `${x.processor_type}:${x.status}`)).toEqual(['set:success', 'pipeline:error']);
    expect(results[1].tag).toBe('go');
    expect(results[1].error.reason).toBe('Cycle detected for pipeline: ping');
  });
  it('traces a pipeline without a cycle as before: the processor, then what it runs', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(sim, 'PUT', '/_ingest/pipeline/inner', { processors: [{ set: { field: 'a', value: 1 } }] });
    const r = call(sim, 'POST', '/_ingest/pipeline/_simulate?verbose=true', { pipeline: { processors: [{ pipeline: { name: 'inner' } }] }, docs: [{ _source: {} }] });
    expect(r.body.docs[0].processor_results.map((x: { processor_type: string }) => x.processor_type)).toEqual(['pipeline', 'set']);
  });
});
