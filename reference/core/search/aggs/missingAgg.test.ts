/**
 * `missing` with a `missing` parameter: every document without a value takes that value, so none is missing
 * (MissingAggregator over a MissingValues source; ES modules/aggregations missing.yml "missing param",
 * documents of our own).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

describe('missing aggregation', () => {
  const st = fixture({ a: { type: 'long' }, b: { type: 'long' }, k: { type: 'keyword' } }, [{ a: 1 }, { a: 2, b: 5 }, { a: 3, k: 'x' }]);
  it('counts the documents without a value', () => {
    expect(aggs(st, { m: { missing: { field: 'b' } } }).m).toEqual({ doc_count: 2 });
    expect(aggs(st, { m: { missing: { field: 'k' } } }).m).toEqual({ doc_count: 2 });
  });
  it('counts none once `missing` gives them a value, mapped or not', () => {
    expect(aggs(st, { m: { missing: { field: 'b', missing: 1 } } }).m).toEqual({ doc_count: 0 });
    expect(aggs(st, { m: { missing: { field: 'k', missing: 'y' } } }).m).toEqual({ doc_count: 0 });
    expect(aggs(st, { m: { missing: { field: 'nope', missing: 1 } } }).m).toEqual({ doc_count: 0 });
    expect(aggs(st, { m: { missing: { field: 'nope' } } }).m).toEqual({ doc_count: 3 });
  });
});
