/**
 * `_nodes/stats/ingest` (IngestStats): ES 300_stats.yml's processor names and types, and 70_bulk.yml's
 * totals; counts of runs and failures on the write path only.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function ingestOf(sim: ReturnType<typeof testSimulator>) {
  const nodes = call(sim, 'GET', '/_nodes/stats/ingest').body.nodes;
  return Object.values(nodes as Record<string, { ingest: any }>)[0]!.ingest;
}

describe('ingest node stats', () => {
  it('names processors as IngestService does and counts conditionals only when they ran', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(sim, 'PUT', '/_ingest/pipeline/p', {
      processors: [
        { set: { tag: 'a', field: 'a', value: 1 } },
        { set: { tag: 'b', field: 'b', value: 2, if: 'false' } },
        { fail: { tag: 'c', message: 'no', ignore_failure: true } },
        { set: { tag: 'd', field: 'd', value: 4, if: 'true', ignore_failure: true } },
        { set: { field: 'e', value: 5 } },
      ],
    });
    call(sim, 'PUT', '/i/_doc/1?pipeline=p', { x: 1 });
    call(sim, 'POST', '/_ingest/pipeline/p/_simulate', { docs: [{ _source: {} }] });
    const ingest = ingestOf(sim);
    expect(ingest.total).toEqual({ count: 1, time_in_millis: 0, current: 0, failed: 0 });
    expect(ingest.pipelines.p.count).toBe(1);
    const procs = ingest.pipelines.p.processors.map((e: Record<string, { type: string; stats: { count: number; failed: number } }>) => {
      const [name, v] = Object.entries(e)[0]!;
      return [name, v.type, v.stats.count, v.stats.failed];
    });
    expect(procs).toEqual([
      ['set:a', 'set', 1, 0],
      ['set:b', 'conditional', 0, 0],
      ['fail:c', 'fail', 1, 1],
      ['compound:CompoundProcessor-d', 'conditional', 1, 0],
      ['set', 'set', 1, 0],
    ]);
  });
  it('counts a failed document on the pipeline and the total', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(sim, 'PUT', '/_ingest/pipeline/bad', { processors: [{ fail: { message: 'no' } }] });
    call(sim, 'PUT', '/i/_doc/1?pipeline=bad', {});
    const ingest = ingestOf(sim);
    expect([ingest.total.count, ingest.total.failed, ingest.pipelines.bad.failed]).toEqual([1, 1, 1]);
  });
});
