/**
 * `adjacency_matrix`'s `show_only_intersecting`, OpenSearch ≥ 3.0 only: OpenSearch's
 * search.aggregation/70_adjacency_matrix.yml ("Show only intersections", skipped below 3.0.0).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

// The file's documents: num [1, 2], [2, 3], [3, 4].
const st = fixture({ num: { type: 'integer' } }, [{ num: [1, 2] }, { num: [2, 3] }, { num: [3, 4] }]);
const body = { conns: { adjacency_matrix: { show_only_intersecting: true, filters: { 1: { term: { num: 1 } }, 2: { term: { num: 2 } }, 4: { term: { num: 4 } } } } } };
const keys = (r: Body) => r.conns.buckets.map((b: Body) => [b.key, b.doc_count]);

describe('adjacency_matrix show_only_intersecting', () => {
  it('OpenSearch 3.2 keeps the intersections only', () => {
    expect(keys(aggs(st, body, {}, 'opensearch@3.2.0'))).toEqual([['1&2', 1]]);
  });
  it('OpenSearch 2.19 and ES know no such option: every non-empty bucket, as in the file\'s first case', () => {
    const all = [['1', 1], ['1&2', 1], ['2', 2], ['4', 1]];
    expect(keys(aggs(st, body, {}, 'opensearch@2.19.0'))).toEqual(all);
    expect(keys(aggs(st, body, {}, 'es8'))).toEqual(all);
  });
});
