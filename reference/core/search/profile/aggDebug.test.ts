/**
 * Aggregation profile debug read from the shard's collection (aggDebug.ts), through the search handler, after
 * the official YAML tests: 10_histogram.yml "histogram profiler" (NumericHistogramAggregator, total_buckets 3:
 * AbstractHistogramAggregator.collectDebugInfo counts the buckets collected, not the empty ones the reduce adds);
 * 20_terms.yml "numeric profiler" (NumericTermsAggregator total_buckets); 330_auto_date_histogram.yml "profile at
 * top level" (AutoDateHistogramAggregator.FromSingle, surviving_buckets; under a parent FromMany); ES's
 * DateHistogramAggregator.build and RangeAggregator.build (FromDateRange over at most 128 rounding points,
 * NoOverlap/Overlap with their ranges and average_docs_per_range); and that a
 * search without `profile` keeps no partials (AggContext.onShardPartials stays unset).
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../../errors/index.ts';
import type { Json, JsonObject } from '../../json.ts';
import { search } from '../../apis/search.ts';
import { runAggregations, parseAggregations } from '../aggs/index.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

const numbers = () => index('test_2', { n: { type: 'long' }, date: { type: 'date' }, b: { type: 'boolean' } }, [
  ['1', { n: 1, date: '2020-03-01', b: true }],
  ['2', { n: 2, date: '2020-03-02', b: true }],
  ['3', { n: 10, date: '2020-03-08', b: false }],
  ['4', { n: 17, date: '2020-03-09', b: false }],
]);

function aggEntries(aggs: JsonObject, profile: ProfileName = 'elasticsearch@8.19.0'): JsonObject[] {
  const r = search(cluster(numbers()), request('search', { index: 'test_2' }, {}, { size: 0, profile: true, aggs }), env(profile));
  if (isEsError(r)) throw new Error(r.cause.reason);
  return (((r.body as JsonObject).profile as { shards: JsonObject[] }).shards[0]!.aggregations as JsonObject[]);
}

describe('bucket counts from the shard collection', () => {
  it('histogram: total_buckets counts the keys collected (3), not the empty bucket between them', () => {
    const [e] = aggEntries({ histo: { histogram: { field: 'n', interval: 5 } } });
    expect(e).toMatchObject({ type: 'NumericHistogramAggregator', description: 'histo', breakdown: { collect_count: 4 }, debug: { total_buckets: 3 } });
  });
  it('date_histogram over at most 128 rounding points runs as ranges (FromDateRange); over more, natively with total_buckets', () => {
    // 2020-03-01 to 2020-03-09 by day: nine fixed rounding points, nine ranges over the shard's four documents.
    const [near] = aggEntries({ d: { date_histogram: { field: 'date', calendar_interval: 'day' } } });
    expect(near).toMatchObject({ type: 'DateHistogramAggregator.FromDateRange', debug: { delegate: 'RangeAggregator.NoOverlap', delegate_debug: { ranges: 9, average_docs_per_range: 4 / 9 } } });
    // By minute the same span has 11,521 points: DateHistogramAggregator, one bucket per distinct minute.
    const [far] = aggEntries({ d: { date_histogram: { field: 'date', fixed_interval: '1m' } } });
    expect(far).toMatchObject({ type: 'DateHistogramAggregator', debug: { total_buckets: 4 } });
    // OpenSearch never adapts it.
    expect(aggEntries({ d: { date_histogram: { field: 'date', calendar_interval: 'day' } } }, 'opensearch@2.13.0')[0]).toMatchObject({ type: 'DateHistogramAggregator', debug: { total_buckets: 4 } });
  });
  it('range: RangeAggregator.NoOverlap, or .Overlap when ranges overlap, with ranges and average_docs_per_range', () => {
    expect(aggEntries({ r: { range: { field: 'n', ranges: [{ to: 5 }, { from: 5 }] } } })[0]).toMatchObject({ type: 'RangeAggregator.NoOverlap', debug: { ranges: 2, average_docs_per_range: 2 } });
    expect(aggEntries({ r: { range: { field: 'n', ranges: [{ to: 10 }, { from: 5 }] } } })[0]).toMatchObject({ type: 'RangeAggregator.Overlap' });
    expect(aggEntries({ r: { range: { field: 'n', ranges: [{ to: 5 }] } } }, 'opensearch@2.13.0')[0]!.type).toBe('RangeAggregator');
  });
  it('numeric terms: total_buckets counts every distinct value, beyond size', () => {
    const [e] = aggEntries({ t: { terms: { field: 'n', size: 1 } } });
    expect(e).toMatchObject({ type: 'NumericTermsAggregator', debug: { result_strategy: 'long_terms', total_buckets: 4 } });
  });
  it('auto_date_histogram: FromSingle at the top with surviving_buckets, FromMany under a parent', () => {
    const [top] = aggEntries({ histo: { auto_date_histogram: { field: 'date', buckets: 2 } } });
    expect(top).toMatchObject({ type: 'AutoDateHistogramAggregator.FromSingle', debug: { surviving_buckets: 4 } });
    const [parent] = aggEntries({ t: { terms: { field: 'b' }, aggs: { histo: { auto_date_histogram: { field: 'date', buckets: 2 } } } } });
    const child = (parent!.children as JsonObject[])[0]!;
    // Two owning buckets (true, false), each with its two days: four buckets over both.
    expect(child).toMatchObject({ type: 'AutoDateHistogramAggregator.FromMany', debug: { surviving_buckets: 4 } });
  });
  it('before 7.9 no debug is printed', () => {
    const [e] = aggEntries({ histo: { histogram: { field: 'n', interval: 5 } } }, 'elasticsearch@6.8.13');
    expect(e!.debug).toBeUndefined();
  });
});

describe('partials are kept only for a profiled search', () => {
  it('runAggregations tells onShardPartials of each shard its partials', () => {
    const idx = numbers();
    const tree = parseAggregations({ h: { histogram: { field: 'n', interval: 5 } } } as Json, { profile: env().profile });
    if (isEsError(tree)) throw new Error('parse');
    const seen: number[] = [];
    const ctx = { profile: env().profile, now: 0, state: cluster(idx), typedKeys: false, allDocs: () => [...idx.docs.values()], maxBuckets: 65536 };
    const docs = [...idx.docs.values()];
    runAggregations(tree, [{ index: idx, shard: 0, docs }], { ...ctx, onShardPartials: (_i, shard, p) => seen.push(shard, p.length) });
    expect(seen).toEqual([0, 1]);
  });
});
