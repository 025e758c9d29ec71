/**
 * `cardinality`: the official search.aggregation/170_cardinality_metric.yml cases, the hashes it rests
 * on (MurmurHash3 x64-128's published vector), ES's precision arithmetic, and the estimate's regimes.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';
import { murmur3x64, utf8 } from './hash.ts';
import { precisionFromThreshold } from './cardinality.ts';

const MAPPING = { int_field: { type: 'integer' }, double_field: { type: 'double' }, string_field: { type: 'keyword' } } as const;
const DOCS = [1, 51, 101, 151].map((n) => ({ int_field: n, double_field: n, string_field: 'foo' }));

describe('170_cardinality_metric.yml', () => {
  const st = fixture(MAPPING, DOCS);
  const all = (extra: object = {}) => ({
    distinct_int: { cardinality: { field: 'int_field', ...extra } },
    distinct_double: { cardinality: { field: 'double_field', ...extra } },
    distinct_string: { cardinality: { field: 'string_field', ...extra } },
  });
  it('Basic test, with precision_threshold 100, and filtered', () => {
    for (const extra of [{}, { precision_threshold: 100 }]) {
      const r = aggs(st, all(extra));
      expect([r.distinct_int.value, r.distinct_double.value, r.distinct_string.value]).toEqual([4, 4, 1]);
    }
    const f = aggs(st, all(), {}, 'es8', { query: { constant_score: { filter: { range: { int_field: { gte: 50 } } } } } });
    expect([f.distinct_int.value, f.distinct_double.value, f.distinct_string.value]).toEqual([3, 3, 1]);
  });
  it('Missing field with and without missing, metadata, invalid precision', () => {
    expect(aggs(st, { m: { cardinality: { field: 'missing_field', missing: 'foo' } } }).m.value).toBe(1);
    expect(aggs(st, { m: { cardinality: { field: 'missing_field' } } }).m.value).toBe(0);
    expect(aggs(st, { m: { meta: { foo: 'bar' }, cardinality: { field: 'int_field' } } }).m).toEqual({ meta: { foo: 'bar' }, value: 4 });
    const bad = aggs(st, { distinct_int: { cardinality: { field: 'int_field', precision_threshold: -1 } } });
    expect(JSON.stringify(bad.error)).toMatch(/\[precisionThreshold\] must be greater than or equal to 0. Found \[-1\] in \[distinct_int\]/);
  });
});

describe('the sketch', () => {
  it('MurmurHash3 x64-128 gives the published vector', () => {
    // The reference vector of the x64_128 variant, seed 0 (smhasher; also in Guava's tests).
    const h = murmur3x64(utf8('The quick brown fox jumps over the lazy dog'));
    expect(BigInt.asUintN(64, h.h1).toString(16)).toBe('e34bbc7bbc071b6c');
    expect(BigInt.asUintN(64, h.h2).toString(16)).toBe('7a433ca9c49a9347');
  });
  it('precision from threshold: 3000 → 14, 100 → 10, 0 → 4, 40000 → 18 (HyperLogLogPlusPlus.precisionFromThreshold)', () => {
    expect([precisionFromThreshold(3000), precisionFromThreshold(100), precisionFromThreshold(0), precisionFromThreshold(40000)]).toEqual([14, 10, 4, 18]);
  });
  it('exact below the threshold, across shards; an estimate near the truth above it', () => {
    const few = fixture({ k: { type: 'keyword' } }, Array.from({ length: 2500 }, (_, i) => ({ k: `v${i % 2000}` })), 3);
    expect(aggs(few, { c: { cardinality: { field: 'k' } } }).c.value).toBe(2000);
    const many = fixture({ n: { type: 'long' } }, Array.from({ length: 20000 }, (_, i) => ({ n: i })), 2);
    const est = aggs(many, { c: { cardinality: { field: 'n', precision_threshold: 100 } } }).c.value;
    expect(Math.abs(est - 20000) / 20000).toBeLessThan(0.15);
  });
});
