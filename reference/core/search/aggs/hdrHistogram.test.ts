/**
 * HDR percentiles: search.aggregation/190_percentiles_hdr_metric.yml (elastic/elasticsearch rest-api-spec; 5
 * shards, int and double fields 1, 51, 101, 151) — values HdrHistogram 2.1.9's DoubleHistogram gives, to the bit.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';
import { DoubleHistogram } from './hdrHistogram.ts';

const MAPPING = { int_field: { type: 'integer' }, double_field: { type: 'double' }, string_field: { type: 'keyword' } } as const;
const DOCS = [1, 51, 101, 151].map((n) => ({ int_field: n, double_field: n, string_field: 'foo' }));
const st = fixture(MAPPING, DOCS, 5);
const ALL = { '1.0': 1, '5.0': 1, '25.0': 1, '50.0': 51.0302734375, '75.0': 101.0615234375, '95.0': 151.1240234375, '99.0': 151.1240234375 };

describe('190_percentiles_hdr_metric.yml', () => {
  it('Basic test, with and without number_of_significant_value_digits 3', () => {
    for (const hdr of [{}, { number_of_significant_value_digits: 3 }]) {
      const r = aggs(st, { pi: { percentiles: { field: 'int_field', hdr } }, pd: { percentiles: { field: 'double_field', hdr } } });
      expect(r.pi.values).toEqual(ALL);
      expect(r.pd.values).toEqual(ALL);
    }
  });
  it('Filtered test: 51, 101, 151', () => {
    const r = aggs(st, { pi: { percentiles: { field: 'int_field', hdr: {} } } }, {}, 'es8', { query: { constant_score: { filter: { range: { int_field: { gte: 50 } } } } } });
    expect(r.pi.values).toEqual({ '1.0': 51, '5.0': 51, '25.0': 51, '50.0': 101.03125, '75.0': 101.03125, '95.0': 151.09375, '99.0': 151.09375 });
  });
  it('Missing field with missing param; non-keyed', () => {
    const m = aggs(st, { pm: { percentiles: { field: 'missing_field', missing: 1.0, hdr: {} } } });
    expect(Object.values(m.pm.values)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const nk = aggs(st, { pi: { percentiles: { field: 'int_field', percents: [5.0, 25.0, 50.0], keyed: false, hdr: {} } } });
    expect(nk.pi.values).toEqual([{ key: 5, value: 1 }, { key: 25, value: 1 }, { key: 50, value: 51.0302734375 }]);
  });
  it('Invalid params test', () => {
    for (const d of [-1, 10]) {
      const r = aggs(st, { pi: { percentiles: { field: 'int_field', hdr: { number_of_significant_value_digits: d } } } });
      expect(r.error.reason).toMatch(/\[numberOfSignificantValueDigits\] must be between 0 and 5/);
    }
    expect(aggs(st, { pi: { percentiles: { field: 'int_field', hdr: { number_of_significant_value_digits: null } } } }).status).toBe(400);
    expect(aggs(st, { pi: { percentiles: { field: 'int_field', hdr: {}, percents: [] } } }).status).toBe(400);
    expect(aggs(st, { pi: { percentiles: { field: 'string_field', hdr: {} } } }).status).toBe(400);
  });
});

describe('DoubleHistogram', () => {
  it('a first value sets the range: 51 alone reads back exactly (the range shifts down to [32, 256), 1/32 units)', () => {
    const h = new DoubleHistogram(3);
    h.record(51);
    expect(h.lowest).toBe(32);
    expect(h.valueAtPercentile(50)).toBe(51);
  });
  it('negative values are refused (autoAdjustRangeForValueSlowPath)', () => {
    const h = new DoubleHistogram(3);
    expect(() => h.record(-10)).toThrow(/Negative values cannot be recorded/);
  });
});

describe('430_percentile_ranks_hdr_metric.yml (close_to, error 1)', () => {
  const one = fixture({ int: { type: 'integer' } }, [1, 51, 101, 151].map((n) => ({ int: n })));
  it('basic: 50 → 25, 99 → 50; filtered (≥ 50): 50 → 0; missing 1.0: 100', () => {
    const r = aggs(one, { p: { percentile_ranks: { field: 'int', values: [50, 99], hdr: {} } } });
    expect(r.p.values['50.0']).toBeCloseTo(25, 0);
    expect(r.p.values['99.0']).toBeCloseTo(50, 0);
    const f = aggs(one, { p: { percentile_ranks: { field: 'int', values: [50], hdr: { number_of_significant_value_digits: 3 } } } }, {}, 'es8', { query: { range: { int: { gte: 50 } } } });
    expect(f.p.values['50.0']).toBeCloseTo(0, 0);
    const m = aggs(one, { p: { percentile_ranks: { field: 'missing', missing: 1.0, values: [50, 99], hdr: {} } } });
    expect([m.p.values['50.0'], m.p.values['99.0']]).toEqual([100, 100]);
  });
});

describe('HDR percentile ranks at the ends of the double range', () => {
  it('a rank far above every value is 100: `(long) (value * ratio)` saturates, as Java casts', () => {
    const r = aggs(st, { pr: { percentile_ranks: { field: 'int_field', values: [1e308, 1e20], hdr: {} } } });
    expect(r.pr.values).toEqual({ '1.0E308': 100, '1.0E20': 100 });
  });
  it('a rank below zero fails as countsArrayIndex does (ArrayIndexOutOfBoundsException, 500), found by a mutation probe', () => {
    const r = aggs(st, { pr: { percentile_ranks: { field: 'int_field', values: [-5], hdr: {} } } });
    expect(r.status).toBe(500);
    expect(r.error.type).toBe('array_index_out_of_bounds_exception');
    expect(r.error.reason).toBe('Histogram recorded value cannot be negative.');
  });
});
