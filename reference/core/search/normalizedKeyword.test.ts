/**
 * A keyword field with a `normalizer` keeps normalized terms and doc values, so every way of reading it sees
 * the normalized value: term-level queries normalize their value (KeywordFieldType.indexedValueForSearch:
 * term, terms, prefix, range bounds, fuzzy), a wildcard pattern is normalized between its wildcards
 * (StringFieldType.normalizeWildcardPattern), a regexp is not; aggregations, sorts, `docvalue_fields` and
 * the `fields` option print normalized values. The reference's normalizer page: "the normalizer is applied
 * prior to indexing the keyword, as well as at search-time when the keyword field is searched via a query
 * parser such as the match query or via a term-level query such as the term query"; the built-in
 * `lowercase` normalizer ships from 7.9 (approx.: absent from the 7.7 page, present on 7.17's).
 * OpenSearch's wildcard field normalizes a regexp too (search/270_wildcard_fieldtype_queries.yml).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function sim(profile = 'elasticsearch@8.19.0', type = 'keyword') {
  const s = testSimulator({ profile: profile as never });
  expect(call(s, 'PUT', '/k', { mappings: { properties: { f: { type, normalizer: 'lowercase' } } } }).status).toBe(200);
  call(s, 'PUT', '/k/_doc/1', { f: 'AbCd' });
  call(s, 'PUT', '/k/_doc/2', { f: 'ABCD' });
  call(s, 'PUT', '/k/_doc/3?refresh=true', { f: 'Zed' });
  return s;
}

const ids = (s: ReturnType<typeof sim>, query: unknown): string[] =>
  (call(s, 'POST', '/k/_search', { query, sort: ['_doc'] }).body.hits.hits as { _id: string }[]).map((h) => h._id).sort();

describe('a keyword field with a normalizer', () => {
  it('is searched through its normalized terms', () => {
    const s = sim();
    expect(ids(s, { term: { f: 'ABCD' } })).toEqual(['1', '2']);
    expect(ids(s, { terms: { f: ['aBcD', 'ZED'] } })).toEqual(['1', '2', '3']);
    expect(ids(s, { prefix: { f: 'AB' } })).toEqual(['1', '2']);
    expect(ids(s, { wildcard: { f: 'A?C*' } })).toEqual(['1', '2']);
    expect(ids(s, { range: { f: { gte: 'a', lt: 'B' } } })).toEqual(['1', '2']);
    expect(ids(s, { fuzzy: { f: 'ABCE' } })).toEqual(['1', '2']);
    expect(ids(s, { match: { f: 'zEd' } })).toEqual(['3']);
    // A regexp runs over the normalized terms as written: an upper-case pattern finds nothing.
    expect(ids(s, { regexp: { f: 'AB.*' } })).toEqual([]);
    expect(ids(s, { regexp: { f: 'ab.*' } })).toEqual(['1', '2']);
  });
  it('aggregates, sorts and prints normalized values', () => {
    const s = sim();
    const r = call(s, 'POST', '/k/_search', { sort: [{ f: 'desc' }, '_doc'], docvalue_fields: ['f'], fields: ['f'], _source: false, aggs: { t: { terms: { field: 'f' } } } });
    expect(r.body.aggregations.t.buckets).toEqual([{ key: 'abcd', doc_count: 2 }, { key: 'zed', doc_count: 1 }]);
    expect(r.body.hits.hits.map((h: { sort: unknown[] }) => h.sort[0])).toEqual(['zed', 'abcd', 'abcd']);
    expect(r.body.hits.hits.map((h: { fields: { f: string[] } }) => h.fields.f)).toEqual([['zed'], ['abcd'], ['abcd']]);
  });
  it('the built-in lowercase normalizer is refused before it shipped', () => {
    const s = testSimulator({ profile: 'elasticsearch@7.7.0' as never });
    const r = call(s, 'PUT', '/k', { mappings: { properties: { f: { type: 'keyword', normalizer: 'lowercase' } } } });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].reason).toBe('normalizer [lowercase] not found for field [f]');
  });
  it("OpenSearch's wildcard field normalizes a regexp pattern as well", () => {
    const s = sim('opensearch@3.2.0', 'wildcard');
    expect(ids(s, { regexp: { f: 'AB.*' } })).toEqual(['1', '2']);
    expect(ids(s, { wildcard: { f: '*BC*' } })).toEqual(['1', '2']);
  });
});
