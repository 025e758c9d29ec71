/**
 * OpenSearch's filter-rewrite debug (filterRewriteDebug.ts), after its official search.aggregation tests:
 * 330_auto_date_histogram.yml "auto_date_histogram profile shows filter rewrite info" (four dates, one segment,
 * match_all: optimized_segments 1, leaf_visited 1, inner_visited 0) and 360_date_histogram.yml "Date histogram
 * aggregation w/ shared field range test" (a range query on the same field, a point past its last range ends
 * the BKD walk before the leaf is counted: leaf_visited 0); the tree shape is Lucene's BKDWriter.getNumLeftLeafNodes.
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../../errors/index.ts';
import type { JsonObject } from '../../json.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';
import { numLeftLeafNodes, walkBkd } from './filterRewriteDebug.ts';

const dates = (list: string[]) => index('t', { date: { type: 'date' } }, list.map((d, i) => [String(i), { date: d }]));

function debugOf(list: string[], aggs: JsonObject, query?: JsonObject, profile: ProfileName = 'opensearch@2.19.0'): JsonObject | undefined {
  const r = search(cluster(dates(list)), request('search', { index: 't' }, {}, { size: 0, profile: true, aggs, ...(query ? { query } : {}) }), env(profile));
  if (isEsError(r)) throw new Error(r.cause.reason);
  return ((((r.body as JsonObject).profile as { shards: JsonObject[] }).shards[0]!.aggregations as JsonObject[])[0]!.debug as JsonObject | undefined);
}

describe('filter rewrite debug', () => {
  it('auto_date_histogram over one small segment: one leaf crossing ranges', () => {
    const d = debugOf(['2020-03-01', '2020-03-02', '2020-03-08', '2020-03-09'], { h: { auto_date_histogram: { field: 'date', buckets: 2 } } });
    expect(d).toMatchObject({ surviving_buckets: 4, optimized_segments: 1, unoptimized_segments: 0, leaf_visited: 1, inner_visited: 0 });
  });
  it('a range query on the same field: the point past the last range terminates the walk', () => {
    const list = ['2024-10-31', '2024-11-11', '2024-11-28', '2024-12-25', '2025-01-01', '2025-02-14'];
    const d = debugOf(list, { m: { date_histogram: { field: 'date', calendar_interval: 'month' } } }, { range: { date: { gte: '2024-01-01', lt: '2025-01-01' } } });
    expect(d).toMatchObject({ total_buckets: 3, optimized_segments: 1, unoptimized_segments: 0, leaf_visited: 0, inner_visited: 0 });
  });
  it('all points in one bucket: the node counts whole (inner)', () => {
    expect(debugOf(['2020-03-01', '2020-03-02'], { m: { date_histogram: { field: 'date', calendar_interval: 'month' } } })).toMatchObject({ leaf_visited: 0, inner_visited: 1 });
  });
  it('not rewritten: sub-aggregations, another query, Elasticsearch, OpenSearch before 2.14', () => {
    const list = ['2020-03-01', '2020-04-02'];
    const histo = { date_histogram: { field: 'date', calendar_interval: 'month' } };
    expect(debugOf(list, { m: { ...histo, aggs: { c: { value_count: { field: 'date' } } } } })).not.toHaveProperty('optimized_segments');
    expect(debugOf(list, { m: histo }, { term: { date: '2020-03-01' } })).not.toHaveProperty('optimized_segments');
    expect(debugOf(list, { m: histo }, undefined, 'elasticsearch@8.19.0')).not.toHaveProperty('optimized_segments');
    expect(debugOf(list, { m: histo }, undefined, 'opensearch@2.13.0')).toEqual({ total_buckets: 2 });
  });
  it('the BKD walk over several leaves (512 points each, the left subtree filled first)', () => {
    expect([2, 3, 4, 5, 6, 7].map(numLeftLeafNodes)).toEqual([1, 2, 2, 3, 4, 4]);
    // 1024 points in two leaves, each leaf in one range: two inner nodes, no leaf read.
    const pts = Array.from({ length: 1024 }, (_, i) => i);
    expect(walkBkd(pts, (v) => (v < 512 ? 0 : 1))).toEqual({ leaf: 0, inner: 2 });
    // A boundary inside the first leaf: that leaf is read, the second counts whole.
    expect(walkBkd(pts, (v) => (v < 100 ? 0 : 1))).toEqual({ leaf: 1, inner: 1 });
  });
});
