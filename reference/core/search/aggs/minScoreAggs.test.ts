/**
 * `min_score` reaches aggregations: ES's MinimumScoreCollector wraps the whole collector tree, so documents
 * scoring below it are counted by no aggregation either (modules/aggregations time_series.yml "Score test
 * filter all"). Our own data.
 */
import { describe, expect, it } from 'vitest';
import { fixture, searchBody } from './testkit.ts';

const st = fixture({ shelf: { type: 'keyword' }, weight: { type: 'integer' } }, [
  { shelf: 'top', weight: 5 },
  { shelf: 'top', weight: 1 },
  { shelf: 'low', weight: 9 },
]);

describe('min_score and aggregations', () => {
  it('a min_score no document reaches leaves every bucket out', () => {
    const r = searchBody(st, { size: 0, min_score: 100, aggs: { s: { terms: { field: 'shelf' } } } }, {}, 'elasticsearch@8.19.0');
    expect(r.hits.total.value).toBe(0);
    expect(r.aggregations.s.buckets).toEqual([]);
  });

  it('scores from the query decide which documents are counted', () => {
    const body = {
      size: 0,
      min_score: 4,
      query: { function_score: { field_value_factor: { field: 'weight' } } },
      aggs: { s: { terms: { field: 'shelf' } } },
    };
    const r = searchBody(st, body, {}, 'elasticsearch@8.19.0');
    expect(r.hits.total.value).toBe(2);
    expect(r.aggregations.s.buckets).toEqual([{ key: 'low', doc_count: 1 }, { key: 'top', doc_count: 1 }]);
  });

  it('without a query every document scores 1.0', () => {
    const r = searchBody(st, { size: 0, min_score: 1, aggs: { s: { terms: { field: 'shelf' } } } }, {}, 'elasticsearch@8.19.0');
    expect(r.aggregations.s.buckets).toEqual([{ key: 'top', doc_count: 2 }, { key: 'low', doc_count: 1 }]);
  });
});
