/**
 * `cardinality`: the official search.aggregation/170_cardinality_metric.yml cases, the hashes it rests
 * on (MurmurHash3 x64-128's published vector), ES's precision arithmetic, and the estimate's regimes.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';
import { murmur3x64, utf8 } from './hash.ts';
import { estimate, estimateBias, hllCardinality, precisionFromThreshold } from './cardinality.ts';
import { BIAS_DATA, RAW_ESTIMATE_DATA } from './hllTables.ts';

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
  it('precision_threshold as declareLong reads it: a numeric string, else 400 (found by a mutation probe: a crash before)', () => {
    expect(aggs(st, { d: { cardinality: { field: 'int_field', precision_threshold: '100' } } }).d.value).toBe(4);
    const word = aggs(st, { d: { cardinality: { field: 'int_field', precision_threshold: 'x' } } });
    expect(word.status).toBe(400);
    expect(word.error.caused_by).toMatchObject({ type: 'number_format_exception', reason: 'For input string: "x"' });
    const list = aggs(st, { d: { cardinality: { field: 'int_field', precision_threshold: [1] } } });
    expect(list.status).toBe(400);
    expect(list.error.reason).toMatch(/precision_threshold doesn't support values of type: START_ARRAY/);
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

describe('the estimate, as AbstractHyperLogLog and AbstractLinearCounting compute it', () => {
  it('the tables are ES\'s: first and last values per precision (AbstractHyperLogLog.java RAW_ESTIMATE_DATA / BIAS_DATA)', () => {
    expect(RAW_ESTIMATE_DATA().map((r) => r.length)).toEqual([79, 159, 200, 200, 200, 201, 200, 201, 201, 200, 201, 201, 200, 201, 200]);
    expect(RAW_ESTIMATE_DATA()[0]!.slice(0, 3)).toEqual([11, 11.717, 12.207]);
    expect(BIAS_DATA()[8]!.slice(0, 2)).toEqual([2953, 2900.4782]);
    expect(BIAS_DATA()[14]!.at(-1)).toBe(-713.308999999892);
  });
  it('estimateBias: an exact raw estimate gives its bias (the Double.isInfinite(w) branch)', () => {
    expect(estimateBias(14, RAW_ESTIMATE_DATA()[10]![5]!)).toBe(BIAS_DATA()[10]![5]!);
    // Between two raw estimates, a weighted mean of the six biases ES pairs with the weight ring: within their range.
    const b = estimateBias(4, 30);
    expect(b).toBeGreaterThan(Math.min(...BIAS_DATA()[0]!.slice(0, 40)));
    expect(b).toBeLessThan(Math.max(...BIAS_DATA()[0]!.slice(0, 40)));
  });
  it('a set counts by linear counting over 2^25 slots: 10,000 hashes read 10,001 (round(m·ln(m/(m−n))))', () => {
    const set = new Set(Array.from({ length: 10000 }, (_, i) => i * 2));
    expect(estimate({ kind: 'cardinality', p: 18, set } as never)).toBe(10001);
    expect(estimate({ kind: 'cardinality', p: 18, set: new Set([1, 2, 3]) } as never)).toBe(3);
  });
  it('registers all at run length 1 at p 6: e1 = alpha·m² / (m/2), bias-corrected since e1 ≤ 5m, alpha by the formula at m = 64', () => {
    const regs = new Uint8Array(64).fill(1);
    const alpha = 0.7213 / (1 + 1.079 / 64);
    const e1 = alpha * 64 * 64 / 32;
    expect(hllCardinality(regs, 6)).toBe(Math.round(e1 - estimateBias(6, e1)));
    // No zero register and above p 6's threshold (40): the bias-corrected estimate, not linear counting.
    expect(hllCardinality(regs, 6)).toBeGreaterThan(40);
  });
  it('linear counting of the registers while at or below the threshold (p 14: 11500)', () => {
    const regs = new Uint8Array(1 << 14);
    for (let i = 0; i < 1000; i++) regs[i * 7] = 3;
    expect(hllCardinality(regs, 14)).toBe(Math.round(16384 * Math.log(16384 / (16384 - 1000))));
  });
});

describe('execution_hint', () => {
  it('an unknown hint fails the shard as ExecutionMode.fromString does; a known one changes no count', () => {
    const st = fixture(MAPPING, DOCS);
    const bad = aggs(st, { d: { cardinality: { field: 'string_field', execution_hint: 'bogus' } } });
    expect(bad.error.type).toBe('search_phase_execution_exception');
    expect(bad.error.root_cause[0].reason).toBe('Invalid execution mode for cardinality aggregation.  Got [bogus]expected one of [global_ordinal, segment_ordinal, direct]');
    for (const h of ['direct', 'SEGMENT_ORDINALS', 'save_time_heuristic']) expect(aggs(st, { d: { cardinality: { field: 'int_field', execution_hint: h } } }).d.value).toBe(4);
  });
});
