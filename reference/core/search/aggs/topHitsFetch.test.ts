/**
 * `top_hits` fetch options: its own `docvalue_fields` and `stored_fields`, and the search's `fields` option,
 * which its sub-search copies (fetched for top hits since 7.11). Expected values from
 * search.aggregation/200_top_hits.yml ("docvalue fields", "stored fields", "fetch fields").
 */
import { describe, expect, it } from 'vitest';
import { fixture, searchBody } from './testkit.ts';
import type { JsonObject } from '../../json.ts';

const st = () => fixture({ page: { type: 'integer' }, text: { type: 'text', store: true } }, [
  { page: 1, text: 'the quick brown fox' },
  { page: 1, text: 'jumped over the lazy dog' },
  { page: 2, text: 'The vorpal blade went snicker-snack!' },
]);
const hitsOf = (body: JsonObject, top: JsonObject) => {
  const r = searchBody(st(), { size: 0, ...body, aggs: { page: { terms: { field: 'page' }, aggs: { top_hits: { top_hits: top } } } } });
  return r.aggregations.page.buckets.map((b: { top_hits: { hits: { hits: { fields?: unknown }[] } } }) => b.top_hits.hits.hits.map((h) => h.fields));
};

describe('top_hits fetch options', () => {
  it('docvalue_fields: the doc values of each hit', () => {
    expect(hitsOf({}, { docvalue_fields: ['page'] })).toEqual([[{ page: [1] }, { page: [1] }], [{ page: [2] }]]);
  });
  it('stored_fields: the stored field of each hit', () => {
    expect(hitsOf({}, { stored_fields: 'text' })).toEqual([[{ text: ['the quick brown fox'] }, { text: ['jumped over the lazy dog'] }], [{ text: ['The vorpal blade went snicker-snack!'] }]]);
  });
  it("the search's fields option reaches the top hits", () => {
    const f = hitsOf({ fields: ['text', 'page'] }, {});
    expect(f[0][0]).toEqual({ text: ['the quick brown fox'], page: [1] });
    expect(f[1][0]).toEqual({ text: ['The vorpal blade went snicker-snack!'], page: [2] });
  });
  it('without any, a hit has no fields', () => {
    expect(hitsOf({}, {})).toEqual([[undefined, undefined], [undefined]]);
  });
});

describe('top_hits matched_queries', () => {
  it("200_top_hits.yml named queries: the search query's named clauses each hit matches", () => {
    const query = { bool: { should: [{ match: { text: { query: 'the', _name: 'the' } } }, { match: { text: { query: 'snack', _name: 'snack' } } }] } };
    const r = searchBody(st(), { size: 0, query, aggs: { page: { terms: { field: 'page' }, aggs: { top_hits: { top_hits: {} } } } } });
    const m = r.aggregations.page.buckets.map((b: { top_hits: { hits: { hits: { matched_queries?: string[] }[] } } }) => b.top_hits.hits.hits.map((h) => h.matched_queries));
    expect(m).toEqual([[['the'], ['the']], [['the', 'snack']]]);
  });
});
