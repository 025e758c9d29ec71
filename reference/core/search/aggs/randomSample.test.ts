/**
 * random_sampler's sample over the engine's segments: each segment restarts RandomSamplingQuery's skip sequence
 * (a new SplittableRandom per leaf in `Weight.scorer`), deleted documents keep their doc ids (maxDoc counts
 * them) and are dropped by liveDocs after (RandomSamplerAggregator.getLeafCollector). The doc ids 12, 13, 37,
 * 42 for seed 42 and shard seed 7 over 60 docs are the JVM's (randomSampling.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../profiles.ts';
import { Simulator } from '../../../simulator.ts';
import { shardSegments } from '../engine/indexEngine.ts';

const PROFILE = 'elasticsearch@8.19.0';

function call(sim: Simulator, method: string, path: string, body?: string, nd = false) {
  const r = sim.handle({ method, path, query: {}, headers: { 'content-type': nd ? 'application/x-ndjson' : 'application/json' }, ...(body !== undefined ? { body } : {}) });
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${String(r.body)}`);
  return JSON.parse(String(r.body));
}

describe('random_sampler over segments', () => {
  it('two segments of 60 docs, doc 12 of the first deleted: ids 13, 37, 42 of the first, 12, 13, 37, 42 of the second', () => {
    const sim = new Simulator({ profile: PROFILE, now: () => 1_700_000_000_000, refresh: 'explicit' });
    call(sim, 'PUT', '/p', JSON.stringify({ settings: { number_of_shards: 1 }, mappings: { properties: { v: { type: 'long' } } } }));
    for (const base of [0, 60]) {
      call(sim, 'POST', '/p/_bulk', Array.from({ length: 60 }, (_, i) => `{"index":{"_id":"${base + i}"}}\n{"v":${base + i}}\n`).join(''), true);
      call(sim, 'POST', '/p/_refresh');
    }
    call(sim, 'DELETE', '/p/_doc/12');
    call(sim, 'POST', '/p/_refresh');
    const segs = shardSegments(sim.state.indices.get('p')!, getProfile(PROFILE))[0]!;
    expect(segs.map((s) => [s.docs.length, s.delCount])).toEqual([[60, 1], [60, 0]]);
    const r = call(sim, 'POST', '/p/_search', JSON.stringify({ size: 0, aggs: { s: { random_sampler: { probability: 0.1, seed: 42, shard_seed: 7 }, aggs: {
      lo: { min: { field: 'v' } }, hi: { max: { field: 'v' } }, h: { histogram: { field: 'v', interval: 60 } },
    } } } }));
    expect(r.aggregations.s.doc_count).toBe(7);
    expect(r.aggregations.s.lo.value).toBe(13);
    expect(r.aggregations.s.hi.value).toBe(102);
    expect(r.aggregations.s.h.buckets).toEqual([{ key: 0, doc_count: 30 }, { key: 60, doc_count: 40 }]);
  });
});
