/**
 * `filters` parsing, after the official search.aggregation/220_filters_bucket.yml "Bad params": no
 * filters, an empty list and an empty map are all "[filters] cannot be empty." (FiltersAggregationBuilder).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

describe('filters: Bad params', () => {
  const st = fixture({ n: { type: 'integer' } }, [{ n: 1 }]);
  it.each([[{}], [{ filters: [] }], [{ filters: {} }]])('%j is refused', (body) => {
    const r = aggs(st, { f: { filters: body } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.error)).toContain('[filters] cannot be empty.');
  });
  it('one anonymous filter is a bucket', () => {
    expect(aggs(st, { f: { filters: { filters: [{ match_all: {} }] } } }).f).toEqual({ buckets: [{ doc_count: 1 }] });
  });
});
