/**
 * `percentiles`, `percentile_ranks`, `median_absolute_deviation`: the official
 * search.aggregation/180_percentiles_tdigest_metric.yml expectations (t-digest 3.2's AVLTreeDigest, ES
 * 7.x), the sorting digest of ES ≥ 8.9 (Dist.quantile), and the parameter errors of the same file.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const MAPPING = { int_field: { type: 'integer' }, double_field: { type: 'double' }, string_field: { type: 'keyword' } } as const;
const DOCS = [1, 51, 101, 151].map((n) => ({ int_field: n, double_field: n, string_field: 'foo' }));
const ES7 = 'elasticsearch@7.17.0';

describe('180_percentiles_tdigest_metric.yml (ES 7.x digest)', () => {
  const st = fixture(MAPPING, DOCS);
  it('Basic test, compression 200, metadata', () => {
    for (const extra of [{}, { tdigest: { compression: 200 } }]) {
      const r = aggs(st, { p: { meta: { foo: 'bar' }, percentiles: { field: 'int_field', ...extra } } }, {}, ES7);
      expect(r.p).toEqual({ meta: { foo: 'bar' }, values: { '1.0': 1, '5.0': 1, '25.0': 26, '50.0': 76, '75.0': 126, '95.0': 151, '99.0': 151 } });
    }
  });
  it('Filtered test', () => {
    const r = aggs(st, { p: { percentiles: { field: 'double_field' } } }, {}, ES7, { query: { constant_score: { filter: { range: { int_field: { gte: 50 } } } } } });
    expect(r.p.values).toEqual({ '1.0': 51, '5.0': 51, '25.0': 63.5, '50.0': 101, '75.0': 138.5, '95.0': 151, '99.0': 151 });
  });
  it('Missing field with and without missing; explicit percents; non-keyed', () => {
    expect(Object.values(aggs(st, { p: { percentiles: { field: 'missing_field', missing: 1.0 } } }, {}, ES7).p.values)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(aggs(st, { p: { percentiles: { field: 'missing_field' } } }, {}, ES7).p.values['50.0']).toBeNull();
    expect(aggs(st, { p: { percentiles: { field: 'int_field', percents: [5.0, 25.0, 50.0] } } }, {}, ES7).p.values).toEqual({ '5.0': 1, '25.0': 26, '50.0': 76 });
    expect(aggs(st, { p: { percentiles: { field: 'int_field', percents: [5.0, 25.0, 50.0], keyed: false } } }, {}, ES7).p.values).toEqual([
      { key: 5, value: 1 },
      { key: 25, value: 26 },
      { key: 50, value: 76 },
    ]);
  });
  it('Invalid params test', () => {
    expect(JSON.stringify(aggs(st, { p: { percentiles: { field: 'int_field', tdigest: { compression: -1 } } } }))).toMatch(/\[compression\] must be greater than or equal to 0. Found \[-1.0\]/);
    for (const percents of [[], null, ['foo']]) expect(aggs(st, { p: { percentiles: { field: 'int_field', percents } } }).status).toBe(400);
    // A lone number is a list of one (ObjectParser.parseArray; modules/aggregations empty_field_metric.yml `percents: 50`).
    expect(Object.keys(aggs(st, { p: { percentiles: { field: 'int_field', percents: 50 } } }).p.values)).toEqual(['50.0']);
    expect(aggs(st, { p: { percentiles: { field: 'string_field' } } }).status).toBe(400);
  });
});

describe('ES ≥ 8.9: the sorting digest (Dist.quantile over every value)', () => {
  it('interpolates between neighbours at q·(n−1)', () => {
    const r = aggs(fixture(MAPPING, DOCS), { p: { percentiles: { field: 'int_field', percents: [25, 50, 75, 99] } } });
    expect(r.p.values).toEqual({ '25.0': 38.5, '50.0': 76, '75.0': 113.5, '99.0': 149.5 });
  });
  it('percentile_ranks read Dist.cdf; median_absolute_deviation the median of deviations', () => {
    const st = fixture(MAPPING, DOCS);
    const r = aggs(st, { r: { percentile_ranks: { field: 'int_field', values: [1, 76, 151] } }, mad: { median_absolute_deviation: { field: 'int_field' } } });
    // cdf(1) = 0.5/4, cdf(76) = (1.5 + 0.5)/4, cdf(151) = (4 - 0.5)/4.
    expect(r.r.values).toEqual({ '1.0': 12.5, '76.0': 50, '151.0': 87.5 });
    // median 76; deviations 75, 25, 25, 75 → median 50.
    expect(r.mad).toEqual({ value: 50 });
  });
});

describe('ES ≥ 8.9: execution_hint and the hybrid digest', () => {
  const st = fixture(MAPPING, DOCS);
  it('high_accuracy (an AVLTreeDigest) reads single-value centroids as Dist.quantile; a bad hint is refused', () => {
    const r = aggs(st, { p: { percentiles: { field: 'int_field', percents: [25, 50], tdigest: { execution_hint: 'high_accuracy' } } } });
    expect(r.p.values).toEqual({ '25.0': 38.5, '50.0': 76 });
    // TDigestExecutionHint.parse's message.
    const bad = aggs(st, { p: { percentiles: { field: 'int_field', tdigest: { execution_hint: 'fast' } } } });
    expect(bad.status).toBe(400);
    expect(bad.error.reason).toBe('Invalid execution_hint [fast], valid values are [default, high_accuracy]');
    expect(aggs(st, { m: { median_absolute_deviation: { field: 'int_field', execution_hint: 'nope' } } }).status).toBe(400);
    expect(aggs(st, { b: { boxplot: { field: 'int_field', execution_hint: 'HIGH_ACCURACY' } } }).b.q1).toBe(38.5);
  });
  it('compression below 0.5 holds no sorted values: the MergingDigest interpolates between centres at q·n', () => {
    // HybridDigest(0.1): 20 · Math.round(0.1) = 0, so every value goes to MergingDigest(10); p25: index 1,
    // half-way between the centres of 1 and 51; p1 clamps to the minimum (MergingDigest.quantile).
    const r = aggs(st, { p: { percentiles: { field: 'int_field', percents: [1, 25, 50, 75, 99], tdigest: { compression: 0.1 } } } });
    expect(r.p.values).toEqual({ '1.0': 1, '25.0': 26, '50.0': 76, '75.0': 126, '99.0': 151 });
  });
  it('past 20 · compression values (and across shards) the digest merges, keeping its ends exact', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ int_field: (i * 7919) % 3001 }));
    const big = fixture(MAPPING, many, 2);
    const r = aggs(big, { p: { percentiles: { field: 'int_field', percents: [0, 50, 100] } }, r: { percentile_ranks: { field: 'int_field', values: [-1, 5000] } } });
    const sorted = many.map((d) => d.int_field).sort((a, b) => a - b);
    expect(r.p.values['0.0']).toBe(sorted[0]);
    expect(r.p.values['100.0']).toBe(sorted[sorted.length - 1]);
    expect(Math.abs(r.p.values['50.0'] - 1500)).toBeLessThan(15);
    expect(r.r.values).toEqual({ '-1.0': 0, '5000.0': 100 });
  });
});

describe('OpenSearch ≥ 3.0: t-digest 3.3 (a singleton answers its own value)', () => {
  const OS3 = 'opensearch@3.2.0';
  const st = fixture(MAPPING, DOCS);
  it('1, 51, 101, 151 → p25 51, p50 101, p75 151, at compression 100 and 200 alike (the 3.3 library run)', () => {
    for (const extra of [{}, { tdigest: { compression: 200 } }]) {
      const r = aggs(st, { p: { percentiles: { field: 'int_field', ...extra } } }, {}, OS3);
      expect(r.p.values).toEqual({ '1.0': 1, '5.0': 1, '25.0': 51, '50.0': 101, '75.0': 151, '95.0': 151, '99.0': 151 });
    }
    const f = aggs(st, { p: { percentiles: { field: 'double_field' } } }, {}, OS3, { query: { range: { int_field: { gte: 50 } } } });
    expect(f.p.values).toEqual({ '1.0': 51, '5.0': 51, '25.0': 51, '50.0': 101, '75.0': 151, '95.0': 151, '99.0': 151 });
  });
  it('percentile_ranks: between two singletons the left one counts whole (MergingDigest.cdf)', () => {
    const r = aggs(st, { r: { percentile_ranks: { field: 'int_field', values: [0, 50, 51, 99, 151] } } }, {}, OS3);
    expect(r.r.values).toEqual({ '0.0': 0, '50.0': 25, '51.0': 37.5, '99.0': 50, '151.0': 87.5 });
  });
  it('OpenSearch 2.x keeps t-digest 3.2 (opensearch-project/sql#2710)', () => {
    const r = aggs(st, { p: { percentiles: { field: 'int_field', percents: [25, 50, 75] } } }, {}, 'opensearch@2.19.0');
    expect(r.p.values).toEqual({ '25.0': 26, '50.0': 76, '75.0': 126 });
  });
});

describe('t-digest 3.2 (ES < 8.9): percentile_ranks interpolate between midpoints, below the first value too', () => {
  it('420_percentile_ranks_tdigest_metric.yml: 50 over 51, 101, 151 → 16', () => {
    const st = fixture(MAPPING, DOCS);
    const f = aggs(st, { r: { percentile_ranks: { field: 'int_field', values: [50] } } }, {}, ES7, { query: { range: { int_field: { gte: 50 } } } });
    expect(f.r.values['50.0']).toBeCloseTo(16, 10);
    expect(aggs(st, { r: { percentile_ranks: { field: 'int_field', values: [50, 99] } } }, {}, ES7).r.values).toEqual({ '50.0': 37, '99.0': 61.5 });
  });
});

describe('median_absolute_deviation (ES modules/aggregations median_absolute_deviation_metric.yml values)', () => {
  const st = fixture({ int_field: { type: 'integer' }, incomplete_field: { type: 'integer' } }, [
    { int_field: 100, incomplete_field: 1000 },
    { int_field: 200, incomplete_field: 2000 },
    { int_field: 300 },
  ]);
  it('100 at any compression or hint; 1000 with the missing value; a bad hint refused', () => {
    for (const extra of [{}, { compression: 500 }, { execution_hint: 'high_accuracy' }, { execution_hint: 'default' }]) {
      expect(aggs(st, { m: { median_absolute_deviation: { field: 'int_field', ...extra } } }).m).toEqual({ value: 100 });
    }
    expect(aggs(st, { m: { median_absolute_deviation: { field: 'incomplete_field', missing: 3000 } } }).m).toEqual({ value: 1000 });
    expect(aggs(st, { m: { median_absolute_deviation: { field: 'int_field', execution_hint: 'no_such_hint' } } }).error.reason).toBe(
      'Invalid execution_hint [no_such_hint], valid values are [default, high_accuracy]',
    );
  });
  it('execution_hint is an unknown field before 8.9 and in OpenSearch', () => {
    for (const profile of [ES7, 'opensearch@3.2.0'] as const) {
      const r = aggs(st, { m: { median_absolute_deviation: { field: 'int_field', execution_hint: 'default' } } }, {}, profile);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r)).toContain('execution_hint');
    }
  });
});
