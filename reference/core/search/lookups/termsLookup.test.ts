/**
 * The terms lookup, as TermsQueryBuilder.doRewrite runs it (the official YAML test
 * rest-api-spec/test/search/170_terms_query.yml "Terms Query with No.of terms exceeding index.max_terms_count"
 * looks up `followers` of user 'u1' from index `test_index`, path `followers`): the looked-up document's values
 * at `path` become the query's terms; a missing document matches nothing; a missing index is the GET's 404;
 * the lookup element's own errors are TermsLookup's ConstructingObjectParser's.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { count } from '../../apis/count.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { extractRawValues } from './termsLookup.ts';

const st = cluster(
  index('users', { user: { type: 'keyword' }, followers: { type: 'keyword' } }, [
    ['u1', { user: 'u1', followers: ['u2', 'u3'] }],
    ['u2', { user: 'u2', followers: ['u1'] }],
    ['u3', { user: 'u3', followers: [], nested: { list: [{ id: 'u1' }, { id: 'u2' }] } }],
  ]),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, api = search): any {
  const r = api(st, request('search', { index: 'users' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const ids = (r: { hits: { hits: { _id: string }[] } }) => r.hits.hits.map((h) => h._id).sort();

describe('terms lookup', () => {
  it('matches the values at path in the looked-up document', () => {
    expect(ids(run({ query: { terms: { user: { index: 'users', id: 'u1', path: 'followers' } } } }))).toEqual(['u2', 'u3']);
    expect(ids(run({ query: { bool: { filter: { terms: { user: { index: 'users', id: 'u3', path: 'nested.list.id' } } } } } }))).toEqual(['u1', 'u2']);
    expect(run({ query: { terms: { user: { index: 'users', id: 'u2', path: 'followers' } } } }, count).count).toBe(1);
  });
  it('runs inside a filter aggregation too (the official 7.x search.aggregation/51_filter_with_types.yml)', () => {
    const r = run({ size: 0, aggs: { f: { filter: { terms: { user: { index: 'users', id: 'u1', path: 'followers' } } } } } });
    expect(r.aggregations.f.doc_count).toBe(2);
  });
  it('a missing document or path matches nothing; a missing index is index_not_found_exception', () => {
    expect(ids(run({ query: { terms: { user: { index: 'users', id: 'nope', path: 'followers' } } } }))).toEqual([]);
    expect(ids(run({ query: { terms: { user: { index: 'users', id: 'u1', path: 'nothing' } } } }))).toEqual([]);
    const e = run({ query: { terms: { user: { index: 'other', id: 'u1', path: 'followers' } } } });
    expect(e.status).toBe(404);
    expect(e.error.type).toBe('index_not_found_exception');
  });
  it("the lookup element's errors", () => {
    const e = run({ query: { terms: { user: { index: 'users', id: 'u1' } } } });
    expect(e.error.root_cause[0].type).toBe('x_content_parse_exception');
    expect(e.error.root_cause[0].reason).toMatch(/Required \[path\]$/);
    expect(run({ query: { terms: { user: { index: 'users', id: 'u1', path: 'p', foo: 1 } } } }).error.root_cause[0].reason).toMatch(/\[terms_lookup\] unknown field \[foo\]$/);
  });
  it('extractRawValues walks objects and arrays, flattening', () => {
    expect(extractRawValues('a.b', { a: [{ b: 1 }, { b: [2, 3] }, { c: 4 }] })).toEqual([1, 2, 3]);
    expect(extractRawValues('a.b', { 'a.b': 5 })).toEqual([5]);
  });
});
