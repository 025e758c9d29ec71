/**
 * A copy_to target indexes the copied values and keeps them as doc values (FieldMapper.CopyTo parses each
 * value again into the target), so term-level queries, aggregations, sorts, docvalue_fields and exists see
 * them; `_source`, the `fields` option and highlighting read the source, where the target has none.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('copy_to targets', () => {
  it('hold the copied values as terms and doc values, not in _source', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(s, 'PUT', '/m', { mappings: { properties: { a: { type: 'keyword', copy_to: 'all' }, b: { type: 'keyword', copy_to: 'all' }, all: { type: 'keyword' }, n: { type: 'long', copy_to: 'total' }, total: { type: 'long' } } } });
    call(s, 'PUT', '/m/_doc/1', { a: 'x', b: 'y', n: 5 });
    call(s, 'PUT', '/m/_doc/2?refresh=true', { a: 'x' });
    const search = (body: unknown) => call(s, 'POST', '/m/_search', body).body;
    const ids = (query: unknown) => search({ query }).hits.hits.map((h: { _id: string }) => h._id).sort();
    expect(ids({ terms: { all: ['y'] } })).toEqual(['1']);
    expect(ids({ prefix: { all: 'y' } })).toEqual(['1']);
    expect(ids({ range: { total: { gte: 5 } } })).toEqual(['1']);
    expect(ids({ exists: { field: 'total' } })).toEqual(['1']);
    const r = search({ size: 10, sort: [{ all: 'desc' }], docvalue_fields: ['all'], fields: ['all'], aggs: { t: { terms: { field: 'all' } }, s: { sum: { field: 'total' } } } });
    expect(r.aggregations.t.buckets).toEqual([{ key: 'x', doc_count: 2 }, { key: 'y', doc_count: 1 }]);
    expect(r.aggregations.s.value).toBe(5);
    expect(r.hits.hits.map((h: { sort: unknown[] }) => h.sort)).toEqual([['y'], ['x']]);
    // docvalue_fields read doc values; the fields option reads _source, where `all` has nothing.
    expect(r.hits.hits.map((h: { fields: Record<string, unknown> }) => h.fields)).toEqual([{ all: ['x', 'y'] }, { all: ['x'] }]);
  });
});
