/**
 * Request-time checks of pipeline paths: AggregatorFactories.Builder.resolvePipelineAggregatorOrder (a path
 * must name an aggregation of its level, then sub-aggregations) and BucketMetricsPipelineAggregationBuilder
 * .validate (a sibling path read as AggregationPath parses it). Pinned by ES's modules/aggregations YAML
 * (min_bucket/avg_bucket "bad path" and "dotted name", bucket_script/bucket_selector/bucket_sort "invalid
 * path", bucket_sort "no action fails") and by the 8.19 sources of those two classes.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';
import type { Json } from '../../json.ts';
import { pathElementsAsStrings, parseAggregationPath } from './pipelineValidation.ts';

const st = fixture({ '@timestamp': { type: 'date' }, v: { type: 'long' }, g: { type: 'long' } }, [
  { '@timestamp': '2022-01-01T00:00:00', v: 1, g: 12 },
  { '@timestamp': '2022-01-01T01:00:00', v: 2 },
  { '@timestamp': '2022-01-01T02:00:00', v: 1, g: 11 },
]);
const hourly = { date_histogram: { field: '@timestamp', fixed_interval: '1h' } };

describe('AggregationPath.parse', () => {
  it('keeps a dotted name before `>` whole and splits the last element at its last dot or bracket', () => {
    expect(parseAggregationPath('@time.stamp>v')).toEqual([{ name: '@time.stamp' }, { name: 'v' }]);
    expect(parseAggregationPath('histo.v')).toEqual([{ name: 'histo', key: 'v' }]);
    expect(parseAggregationPath('a>b[99.9]')).toEqual([{ name: 'a' }, { name: 'b', key: '99.9' }]);
    expect(parseAggregationPath("f['k'] > h.m.x")).toEqual([{ name: 'f', key: 'k', quoted: true }, { name: 'h.m', key: 'x' }]);
  });
  it('lists a quoted key with its quotes, as getPathElementsAsStringList does (resolvePropertyFromPath reads them)', () => {
    expect(pathElementsAsStrings(parseAggregationPath("sale_type['hat']>sales"))).toEqual(['sale_type', "'hat'", 'sales']);
    expect(pathElementsAsStrings(parseAggregationPath('p[99.9]'))).toEqual(['p', '99.9']);
  });
});

describe('pipeline paths checked before the search runs', () => {
  it('a sibling pipeline reads a histogram whose name has a dot', () => {
    const r = aggs(st, { '@t.s': { ...hourly, aggs: { v: { avg: { field: 'v' } } } }, d: { min_bucket: { buckets_path: '@t.s>v' } } });
    expect(r.d.value).toBe(1);
  });

  it('a path to a sub-aggregation the histogram lacks fails the request (resolvePipelineAggregatorOrder)', () => {
    const r = aggs(st, { h: hourly, d: { max_bucket: { buckets_path: 'h>v' } } });
    expect(r.error.type).toBe('action_request_validation_exception');
    expect(r.error.reason).toBe('Validation Failed: 1: No aggregation [v] found for path [h>v];');
  });

  it('a parent pipeline naming nothing of its level says so, whatever the pipeline', () => {
    for (const pipe of [
      { bucket_script: { buckets_path: { x: 'nothing' }, script: 'params.x' } },
      { bucket_selector: { buckets_path: { x: 'nothing' }, script: 'params.x > 0' } },
      { bucket_sort: { sort: ['nothing'] } },
    ]) {
      const r = aggs(st, { h: { ...hourly, aggs: { p: pipe } } });
      expect(r.error.reason).toBe('Validation Failed: 1: No aggregation found for path [nothing];');
    }
  });

  it('pipelines reading each other in a circle are refused', () => {
    const r = aggs(st, { h: { ...hourly, aggs: { a: { bucket_script: { buckets_path: { x: 'b' }, script: 'params.x' } }, b: { bucket_script: { buckets_path: { x: 'a' }, script: 'params.x' } } } } });
    expect(r.error.reason).toBe('Validation Failed: 1: Cyclical dependency found with pipeline aggregator [a];');
  });

  it('a bucket_sort with nothing to do is refused', () => {
    const r = aggs(st, { h: { ...hourly, aggs: { bad: { bucket_sort: {} } } } });
    expect(r.error.reason).toBe('Validation Failed: 1: [bad] is configured to perform nothing. Please set either of [sort, size, from] to use bucket_sort;');
  });

  it('from 8.3 a sibling path may go through a single-bucket aggregation; before, it had to start at a multi-bucket one', () => {
    const req = { f: { filter: { exists: { field: 'v' } }, aggs: { h: { ...hourly, aggs: { v: { sum: { field: 'v' } } } } } }, m: { max_bucket: { buckets_path: 'f>h>v' } } };
    expect(aggs(st, req).m.value).toBe(2);
    expect(aggs(st, req, {}, 'elasticsearch@8.2.0').error.reason).toBe(
      'Validation Failed: 1: The first aggregation in buckets_path must be a multi-bucket aggregation for aggregation [m] found :org.elasticsearch.search.aggregations.bucket.filter.FilterAggregationBuilder for buckets path: f>h>v;',
    );
    const onMetric = aggs(st, { s: { sum: { field: 'v' } }, m: { max_bucket: { buckets_path: 's' } } });
    expect(onMetric.error.reason).toBe(
      'Validation Failed: 1: Unable to find unqualified multi-bucket aggregation in buckets_path. Path must include a multi-bucket aggregation for aggregation [m] found :org.elasticsearch.search.aggregations.metrics.SumAggregationBuilder for buckets path: s;',
    );
  });
});

describe('bucket_sort gaps (BucketSortPipelineAggregator.ComparableBucket)', () => {
  const keys = (r: Body) => (r.h.buckets as { key_as_string: string }[]).map((b) => b.key_as_string.slice(11, 13));
  it('drops a bucket only when none of its sort values resolved, under skip and keep_values alike', () => {
    const sorted = (sort: Json[], gap: string) => keys(aggs(st, { h: { ...hourly, aggs: { g: { max: { field: 'g' } }, s: { bucket_sort: { sort, gap_policy: gap } } } } }));
    expect(sorted([{ g: 'asc' }], 'skip')).toEqual(['02', '00']);
    expect(sorted([{ g: 'asc' }], 'keep_values')).toEqual(['02', '00']);
    expect(sorted([{ g: 'asc' }, { _key: 'asc' }], 'skip')).toEqual(['02', '00', '01']);
    expect(sorted([{ g: 'asc' }], 'insert_zeros')).toEqual(['01', '02', '00']);
  });
});
