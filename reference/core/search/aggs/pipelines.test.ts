/**
 * Pipeline aggregations: the official search.aggregation/300_pipeline.yml and 500_*_bucket.yml shapes
 * (values computed by hand from the same documents), buckets_path errors, gap policies and validation.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const st = fixture({ int_field: { type: 'integer' } }, [1, 2, 3, 4].map((n) => ({ int_field: n })));

describe('300_pipeline.yml', () => {
  it('Max pipeline through terms agg: an array in the path', () => {
    const r = aggs(st, {
      the_terms: { terms: { field: 'int_field' }, aggs: { the_terms_2: { terms: { field: 'int_field' }, aggs: { the_max: { max: { field: 'int_field' } } } } } },
      the_bad_max: { max_bucket: { buckets_path: 'the_terms>the_terms_2>the_max' } },
    });
    expect(JSON.stringify(r.error)).toMatch(/\[Object\[\]\] at aggregation \[the_terms_2\]/);
  });
  it('Max pipeline on terms agg: a multi-bucket aggregation at the end of the path', () => {
    const r = aggs(st, { the_terms: { terms: { field: 'int_field' }, aggs: { the_terms_2: { terms: { field: 'int_field' } } } }, the_bad_max: { max_bucket: { buckets_path: 'the_terms>the_terms_2' } } });
    expect(JSON.stringify(r.error)).toMatch(/\[LongTerms\] at aggregation \[the_terms_2\]/);
  });
  it('Max pipeline on percentiles agg without specifying percent', () => {
    const r = aggs(st, {
      the_terms: { terms: { field: 'int_field' }, aggs: { the_percentiles: { percentiles: { field: 'int_field', keyed: false, percents: [99] } } } },
      the_max: { max_bucket: { buckets_path: 'the_terms>the_percentiles' } },
    });
    expect(r.the_terms.buckets.map((b: Body) => b.the_percentiles.values)).toEqual([1, 2, 3, 4].map((v) => [{ key: 99, value: v }]));
    expect(r.the_max).toEqual({ value: 4, keys: ['4'] });
  });
  // OpenSearch's 300_pipeline.yml (and ES before 8.4, #87220): a path stopping at a percentiles is refused.
  it('Max pipeline on percentiles agg without specifying percent: refused by OpenSearch and ES 8.3', () => {
    const body = {
      the_terms: { terms: { field: 'int_field' }, aggs: { the_percentiles: { percentiles: { field: 'int_field' } } } },
      the_bad_max: { max_bucket: { buckets_path: 'the_terms>the_percentiles' } },
    };
    const want = /buckets_path must reference either a number value or a single value numeric metric aggregation, but \[the_percentiles\] contains multiple values\. Please specify which to use\./;
    for (const p of ['opensearch@2.19.0', 'opensearch@3.2.0', 'es8'] as const) expect(JSON.stringify(aggs(st, body, {}, p).error)).toMatch(want);
    const one = { ...body, the_terms: { ...body.the_terms, aggs: { the_percentiles: { percentiles: { field: 'int_field', percents: [99] } } } } };
    expect(JSON.stringify(aggs(st, one, {}, 'opensearch@2.19.0').error)).toMatch(want);
    expect(aggs(st, one, {}, 'es8').the_bad_max).toEqual({ value: 4, keys: ['4'] });
  });
  it('a path stopping at stats is "contains multiple values" too (BucketHelpers.formatResolutionError)', () => {
    const r = aggs(st, { the_terms: { terms: { field: 'int_field' }, aggs: { s: { stats: { field: 'int_field' } } } }, m: { max_bucket: { buckets_path: 'the_terms>s' } } });
    expect(JSON.stringify(r.error)).toMatch(/but \[s\] contains multiple values/);
  });
  it('Top level bucket_sort must be declared inside of another aggregation', () => {
    const r = aggs(st, { the_terms: { terms: { field: 'int_field' }, aggs: { the_max: { max: { field: 'int_field' } } } }, the_bad_bucket_sort: { bucket_sort: { sort: ['the_terms>the_max'] } } });
    expect(r.error.reason).toMatch(/bucket_sort aggregation \[the_bad_bucket_sort\] must be declared inside of another aggregation/);
  });
  it('deep cumulative sum: terms > date_histogram > cumulative_sum of avg.value, over 3 shards', () => {
    const docs = [
      { t: 'a', int: 1, '@timestamp': '2020-07-16T00:00:00.000Z' },
      { t: 'a', int: 50, '@timestamp': '2020-07-17T00:00:00.000Z' },
      { t: 'a', int: 99, '@timestamp': '2020-07-18T00:00:00.000Z' },
      { t: 'b', int: 1, '@timestamp': '2020-07-16T00:00:00.000Z' },
      { t: 'b', int: 99, '@timestamp': '2020-07-17T00:00:00.000Z' },
    ];
    const s = fixture({ t: { type: 'text', fields: { keyword: { type: 'keyword' } } }, int: { type: 'long' }, '@timestamp': { type: 'date' } }, docs, 3);
    const r = aggs(s, { t: { terms: { field: 't.keyword' }, aggs: { by_date: { date_histogram: { field: '@timestamp', fixed_interval: '1d' }, aggs: { avg: { avg: { field: 'int' } }, sum: { cumulative_sum: { buckets_path: 'avg.value' } } } } } } });
    const rows = r.t.buckets.map((b: Body) => [b.key, b.by_date.buckets.map((d: Body) => [d.key_as_string, d.avg.value, d.sum.value])]);
    expect(rows).toEqual([
      ['a', [['2020-07-16T00:00:00.000Z', 1, 1], ['2020-07-17T00:00:00.000Z', 50, 51], ['2020-07-18T00:00:00.000Z', 99, 150]]],
      ['b', [['2020-07-16T00:00:00.000Z', 1, 1], ['2020-07-17T00:00:00.000Z', 99, 100]]],
    ]);
  });
});

describe('bucket metrics and parent pipelines', () => {
  const sales = fixture({ date: { type: 'date' }, price: { type: 'long' } }, [
    { date: '2015-01-01', price: 200 }, { date: '2015-01-01', price: 10 }, { date: '2015-01-01', price: 340 },
    { date: '2015-02-01', price: 50 }, { date: '2015-02-01', price: 10 },
    { date: '2015-03-01', price: 200 }, { date: '2015-03-01', price: 175 },
  ], 2);
  const monthly = (extra: object) => ({ sales_per_month: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { sales: { sum: { field: 'price' } }, ...extra } } });
  it('avg/sum/min/max/stats/extended_stats/percentiles_bucket over monthly sums (the ES docs example: 550, 60, 375)', () => {
    const r = aggs(sales, {
      ...monthly({}),
      avg: { avg_bucket: { buckets_path: 'sales_per_month>sales' } },
      sum: { sum_bucket: { buckets_path: 'sales_per_month>sales' } },
      min: { min_bucket: { buckets_path: 'sales_per_month>sales' } },
      max: { max_bucket: { buckets_path: 'sales_per_month>sales' } },
      st: { stats_bucket: { buckets_path: 'sales_per_month>sales' } },
      pc: { percentiles_bucket: { buckets_path: 'sales_per_month>sales', percents: [25, 50, 100] } },
      cnt: { sum_bucket: { buckets_path: 'sales_per_month>_count' } },
    });
    expect(r.avg).toEqual({ value: 328.3333333333333 });
    expect(r.sum).toEqual({ value: 985 });
    expect(r.min).toEqual({ value: 60, keys: ['2015-02-01T00:00:00.000Z'] });
    expect(r.max).toEqual({ value: 550, keys: ['2015-01-01T00:00:00.000Z'] });
    expect(r.st).toEqual({ count: 3, min: 60, max: 550, avg: 328.3333333333333, sum: 985 });
    // index = round(p/100 · (n − 1)) into the sorted values (the ES docs' example prints 25.0: 375.0).
    expect(r.pc).toEqual({ values: { '25.0': 375, '50.0': 375, '100.0': 550 } });
    expect(r.cnt).toEqual({ value: 7 });
  });
  it('derivative (first bucket without one) and serial_diff with lag 1; cumulative_sum; bucket_sort', () => {
    const r = aggs(sales, monthly({ d: { derivative: { buckets_path: 'sales' } }, sd: { serial_diff: { buckets_path: 'sales', lag: 1 } }, cs: { cumulative_sum: { buckets_path: 'sales' } } }));
    const rows = r.sales_per_month.buckets.map((b: Body) => [b.sales.value, b.d?.value, b.sd?.value, b.cs.value]);
    expect(rows).toEqual([[550, undefined, undefined, 550], [60, -490, -490, 610], [375, 315, 315, 985]]);
    const sorted = aggs(sales, monthly({ srt: { bucket_sort: { sort: [{ sales: { order: 'desc' } }], size: 2 } } }));
    expect(sorted.sales_per_month.buckets.map((b: Body) => b.sales.value)).toEqual([550, 375]);
  });
  it('gap policy: empty months skipped by default, zeros with insert_zeros', () => {
    const gappy = fixture({ date: { type: 'date' }, price: { type: 'long' } }, [{ date: '2015-01-01', price: 1 }, { date: '2015-03-01', price: 3 }]);
    const run = (gap?: string) => aggs(gappy, { h: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { a: { avg: { field: 'price' } } } }, m: { avg_bucket: { buckets_path: 'h>a', ...(gap ? { gap_policy: gap } : {}) } } }).m.value;
    expect(run()).toBe(2);
    expect(run('insert_zeros')).toBe(4 / 3);
  });
  it('validation: a parent pipeline whose path names no sibling (resolvePipelineAggregatorOrder; x-pack normalize.yml, cumulative_cardinality.yml)', () => {
    const r = aggs(sales, monthly({ n: { normalize: { buckets_path: 'nope', method: 'rescale_0_1' } }, c: { cumulative_sum: { buckets_path: 'sales.value' } } }));
    expect(r.error.type).toBe('action_request_validation_exception');
    expect(r.error.reason).toBe('Validation Failed: 1: No aggregation found for path [nope];');
  });
  it('validation: a missing sibling, a non-histogram parent, a parent with min_doc_count', () => {
    // resolvePipelineAggregatorOrder answers first: the name is neither an aggregation nor a pipeline of the level.
    expect(aggs(sales, { m: { max_bucket: { buckets_path: 'nope>x' } } }).error.reason).toBe('Validation Failed: 1: No aggregation found for path [nope>x];');
    // A sibling pipeline's path may name a pipeline of its level; only then does the builder's own check answer.
    expect(aggs(sales, { a: { max_bucket: { buckets_path: 'b' } }, b: { min_bucket: { buckets_path: 'a' } } }).error.reason).toBe('Validation Failed: 1: Cyclical dependency found with pipeline aggregator [a];');
    const t = aggs(sales, { t: { terms: { field: 'price' }, aggs: { d: { derivative: { buckets_path: '_count' } } } } });
    expect(t.error.reason).toBe('Validation Failed: 1: derivative aggregation [d] must have a histogram, date_histogram or auto_date_histogram as parent;');
    // Since #86401 (8.3) only derivative needs min_doc_count 0 (validateParentAggSequentiallyOrderedWithoutSkips).
    const h = aggs(sales, { h: { histogram: { field: 'price', interval: 10, min_doc_count: 1 }, aggs: { c: { derivative: { buckets_path: '_count' } } } } });
    expect(h.error.reason).toBe('Validation Failed: 1: parent histogram of derivative aggregation [c] must have min_doc_count of 0;');
    const cs = aggs(sales, { h: { histogram: { field: 'price', interval: 10, min_doc_count: 1 }, aggs: { c: { cumulative_sum: { buckets_path: '_count' } } } } });
    expect(cs.error).toBeUndefined();
  });
  it('scripted_metric without a combine script fails on the shard (ScriptedMetricAggregationBuilder.doBuild; more in scriptedMetric.test.ts)', () => {
    const r = aggs(sales, { sm: { scripted_metric: { map_script: 'state.x = 1' } } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].reason).toBe('[combineScript] must not be null: [sm]');
  });
});

describe('normalize, cumulative_cardinality, samplers', () => {
  const st = fixture({ date: { type: 'date' }, price: { type: 'long' }, user: { type: 'keyword' } }, [
    { date: '2015-01-01', price: 1, user: 'a' }, { date: '2015-01-02', price: 3, user: 'b' },
    { date: '2015-02-01', price: 2, user: 'a' }, { date: '2015-03-01', price: 5, user: 'c' },
  ], 2);
  it('normalize percent_of_sum and rescale_0_1 over monthly sums 4, 2, 5', () => {
    const r = aggs(st, { m: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { s: { sum: { field: 'price' } }, p: { normalize: { buckets_path: 's', method: 'percent_of_sum' } }, z: { normalize: { buckets_path: 's', method: 'rescale_0_1' } } } } });
    expect(r.m.buckets.map((b: Body) => [b.p.value, b.z.value])).toEqual([[4 / 11, 2 / 3], [2 / 11, 0], [5 / 11, 1]]);
  });
  it('cumulative_cardinality counts the union so far', () => {
    const r = aggs(st, { m: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { u: { cardinality: { field: 'user' } }, cu: { cumulative_cardinality: { buckets_path: 'u' } } } } }, { typed_keys: 'true' });
    expect(r['date_histogram#m'].buckets.map((b: Body) => b['simple_long_value#cu'].value)).toEqual([2, 2, 3]);
  });
  it('sampler keeps shard_size documents per shard; diversified_sampler one per value', () => {
    const r = aggs(st, { s: { sampler: { shard_size: 1 }, aggs: { c: { value_count: { field: 'price' } } } }, d: { diversified_sampler: { field: 'user' }, aggs: { u: { terms: { field: 'user' } } } } });
    expect(r.s.doc_count).toBe(2); // one per shard, two shards
    expect(r.d.u.buckets.every((b: Body) => b.doc_count <= 2)).toBe(true);
  });
});

describe('moving_percentiles', () => {
  it('merges the window of previous buckets\' digests (shift 0 excludes the bucket itself)', () => {
    const st = fixture({ date: { type: 'date' }, price: { type: 'long' } }, [
      { date: '2015-01-01', price: 1 }, { date: '2015-01-02', price: 3 }, { date: '2015-02-01', price: 5 }, { date: '2015-03-01', price: 7 },
    ]);
    const r = aggs(st, { m: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { p: { percentiles: { field: 'price', percents: [50] } }, mp: { moving_percentiles: { buckets_path: 'p', window: 2 } } } } });
    // Windows: [] → no result at all; [jan] → median of 1, 3; [jan, feb] → median of 1, 3, 5.
    // An empty window adds nothing to its bucket (MovingPercentilesPipelineAggregator.reduceTDigest adds its
    // result only when a digest was merged; the moving percentiles docs page shows the first month without it:
    // aggregations/pipeline/moving-percentiles-aggregation.asciidoc @44c7a059).
    expect(r.m.buckets.map((b: Body) => b.mp?.values['50.0'])).toEqual([undefined, 2, 3]);
    expect('mp' in r.m.buckets[0]).toBe(false);
  });
});
