/**
 * `random_sampler`: the checks of search.aggregation/450_random_sampler.yml (RandomSamplerAggregationBuilder's
 * messages), the answer at probability 1.0, and its timeline (8.2).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';
import { sampledDocIds, shardIdHash } from './randomSampling.ts';

const st = fixture({ product: { type: 'keyword' }, value: { type: 'long' } }, [1, 1, 1, 4, 4, 4].map((value) => ({ product: value === 1 ? 'server' : 'VCR', value })));
const mean = { mean: { avg: { field: 'value' } } };

describe('random_sampler', () => {
  it('at probability 1.0: every document, with seed and probability printed', () => {
    const r = aggs(st, { sampled: { random_sampler: { probability: 1.0, seed: 42 }, aggs: mean } });
    expect(r.sampled).toEqual({ seed: 42, probability: 1, doc_count: 6, mean: { value: 2.5 } });
  });
  it('the builder\'s checks (450_random_sampler.yml "poor settings")', () => {
    const at = (a: Parameters<typeof aggs>[1]) => aggs(st, a);
    expect(at({ s: { random_sampler: { probability: 1.5 }, aggs: mean } }).error.reason).toBe('[probability] must be between 0.0 and 0.5 or exactly 1.0, was [1.5]');
    expect(at({ s: { random_sampler: { probability: 0.0 }, aggs: mean } }).error.reason).toBe('[probability] must be greater than 0.0, was [0.0]');
    expect(at({ sampled: { random_sampler: { probability: 0.2 } } }).error.root_cause[0].reason).toBe('[random_sampler] aggregation [sampled] must have sub-aggregations');
    expect(at({ sampled: { random_sampler: { probability: 0.1 }, aggs: { unique: { cardinality: { field: 'product' } } } } }).error.root_cause[0].reason).toBe('[random_sampler] aggregation [sampled] does not support sampling [cardinality] aggregation [unique]');
    expect(at({ terms: { terms: { field: 'product' }, aggs: { sampled: { random_sampler: { probability: 0.1 }, aggs: { max: { max: { field: 'value' } } } } } } }).error.root_cause[0].reason).toBe('[random_sampler] aggregation [sampled] cannot have a parent aggregation');
    // modules/aggregations random_sampler.yml: a sampler below it is refused the same way (no supportsSampling override).
    expect(at({ sampled: { random_sampler: { probability: 0.1 }, aggs: { inner_sampler: { sampler: {} } } } }).error.root_cause[0].reason).toBe('[random_sampler] aggregation [sampled] does not support sampling [sampler] aggregation [inner_sampler]');
  });
  it('below 1.0: the sample of RandomSamplingQuery, scaled back by InternalRandomSampler.reduce', () => {
    // 200 docs whose value is their Lucene doc id (one segment, indexed in order, no deletes).
    const many = fixture({ value: { type: 'long' } }, Array.from({ length: 200 }, (_, i) => ({ value: i })));
    const uuid = many.indices.get('test')!.uuid;
    const ids = sampledDocIds(200, 0.1, 42, shardIdHash('test', uuid, 0));
    const sumIds = ids.reduce((a, b) => a + b, 0);
    const r = aggs(many, { s: { random_sampler: { probability: 0.1, seed: 42 }, aggs: { sum: { sum: { field: 'value' } }, n: { value_count: { field: 'value' } }, lo: { min: { field: 'value' } }, st: { stats: { field: 'value' } } } } });
    // doc_count is the sample's (not scaled); Sum/ValueCount/InternalStats.finalizeSampling scale by 1/p, Min keeps its value.
    expect(r.s.doc_count).toBe(ids.length);
    expect(r.s.sum.value).toBe(sumIds / 0.1);
    expect(r.s.n.value).toBe(Math.round(ids.length * (1 / 0.1)));
    expect(r.s.lo.value).toBe(ids[0]);
    expect(r.s.st).toMatchObject({ count: Math.round(ids.length * 10), sum: sumIds / 0.1, min: ids[0], max: ids[ids.length - 1] });
  });
  it('shard_seed (8.14+) replaces the shard\'s seed: the JVM\'s sample for seed 42, shard seed 7 (randomSampling.test.ts)', () => {
    const sixty = fixture({ value: { type: 'long' } }, Array.from({ length: 60 }, (_, i) => ({ value: i })));
    const r = aggs(sixty, { s: { random_sampler: { probability: 0.1, seed: 42, shard_seed: 7 }, aggs: { lo: { min: { field: 'value' } }, hi: { max: { field: 'value' } }, sum: { sum: { field: 'value' } } } } });
    // Sampled doc ids 12, 13, 37, 42; InternalRandomSampler prints shard_seed between seed and probability.
    expect(Object.keys(r.s).slice(0, 4)).toEqual(['seed', 'shard_seed', 'probability', 'doc_count']);
    expect(r.s).toMatchObject({ seed: 42, shard_seed: 7, probability: 0.1, doc_count: 4, lo: { value: 12 }, hi: { value: 42 }, sum: { value: (12 + 13 + 37 + 42) / 0.1 } });
    expect(aggs(sixty, { s: { random_sampler: { probability: 0.1, shard_seed: 7 }, aggs: { lo: { min: { field: 'value' } } } } }, {}, 'elasticsearch@8.13.0' as never).error.reason).toMatch(/shard_seed/);
  });
  it('terms under the sampler: AbstractInternalTerms.finalizeSampling scales bucket counts, the error and the other count', () => {
    const sixty = fixture({ tag: { type: 'keyword' }, value: { type: 'long' } }, Array.from({ length: 60 }, (_, i) => ({ tag: i % 2 === 0 ? 'even' : 'odd', value: i })));
    // Sampled doc ids 12, 13, 37, 42 (seed 42, shard seed 7): two even, two odd; each count scaled by 1/0.1.
    const r = aggs(sixty, { s: { random_sampler: { probability: 0.1, seed: 42, shard_seed: 7 }, aggs: { t: { terms: { field: 'tag', size: 1 }, aggs: { sum: { sum: { field: 'value' } } } } } } });
    expect(r.s.doc_count).toBe(4);
    expect(r.s.t).toEqual({ doc_count_error_upper_bound: 0, sum_other_doc_count: 20, buckets: [{ key: 'even', doc_count: 20, sum: { value: (12 + 42) / 0.1 } }] });
  });
  it('histogram and filter under the sampler: each bucket\'s doc_count scaled (InternalHistogram, InternalFilter)', () => {
    const sixty = fixture({ value: { type: 'long' } }, Array.from({ length: 60 }, (_, i) => ({ value: i })));
    // Sampled doc ids 12, 13, 37, 42 (seed 42, shard seed 7), values = ids.
    const r = aggs(sixty, { s: { random_sampler: { probability: 0.1, seed: 42, shard_seed: 7 }, aggs: {
      h: { histogram: { field: 'value', interval: 20 }, aggs: { n: { value_count: { field: 'value' } } } },
      f: { filter: { range: { value: { gte: 30 } } }, aggs: { lo: { min: { field: 'value' } } } },
    } } });
    expect(r.s.h.buckets).toEqual([
      { key: 0, doc_count: 20, n: { value: 20 } },
      { key: 20, doc_count: 10, n: { value: 10 } },
      { key: 40, doc_count: 10, n: { value: 10 } },
    ]);
    expect(r.s.f).toEqual({ doc_count: 20, lo: { value: 37 } });
  });
  it('below 1.0 on an index with nested fields: a clear 400 (nested objects take Lucene doc ids of their own)', () => {
    const withNested = fixture({ value: { type: 'long' }, c: { type: 'nested' } }, [{ value: 1, c: [{ x: 1 }] }]);
    expect(aggs(withNested, { s: { random_sampler: { probability: 0.1 }, aggs: mean } }).status).toBe(400);
  });
  it('below 1.0 with a sub-aggregation it cannot scale: a clear 400; unknown before 8.2', () => {
    // string_stats and boxplot have no finalizeSampling rule here (finalizeSampling.ts): refused, at any depth.
    expect(aggs(st, { s: { random_sampler: { probability: 0.1 }, aggs: { t: { string_stats: { field: 'product' } } } } }).error.reason).toMatch(/not supported by this simulator/);
    expect(aggs(st, { s: { random_sampler: { probability: 0.1 }, aggs: { t: { terms: { field: 'product' }, aggs: { e: { boxplot: { field: 'value' } } } } } } }).error.reason).toMatch(/Sampling \[boxplot\]/);
    expect(aggs(st, { s: { random_sampler: { probability: 1.0 }, aggs: mean } }, {}, 'elasticsearch@8.1.3' as never).error.reason).toMatch(/random_sampler/);
  });
});
