/**
 * Named queries: matched_queries per hit (ES's MatchedQueriesPhase). The first two cases are the official
 * search/410_named_queries.yml (elastic/elasticsearch, rest-api-spec, "named_queries" and
 * "named_queries_with_score", 8.8+); the order test follows java.util.HashMap's iteration order.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { javaHashMapOrder, namedQueriesOf } from './namedQueries.ts';
import type { ProfileName } from '../../profiles.ts';

const docs: [string, Record<string, Json>][] = [['1', { field: 1 }], ['2', { field: [1, 2] }]];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, query: Record<string, string> = {}, profile: ProfileName = 'es8'): any {
  const st = cluster(index('test_1', { field: { type: 'long' } }, docs as never));
  const r = search(st, request('search', { index: 'test_1' }, query, body), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const QUERY = { query: { bool: { should: [{ match: { field: { query: 1, _name: 'match_field_1' } } }, { match: { field: { query: 2, _name: 'match_field_2', boost: 10 } } }] } } };

describe('named queries', () => {
  it('lists the named queries each hit matches (410_named_queries.yml)', () => {
    const r = run(QUERY);
    expect(r.hits.hits.map((h: { _id: string; matched_queries: Json }) => [h._id, h.matched_queries])).toEqual([['2', ['match_field_1', 'match_field_2']], ['1', ['match_field_1']]]);
  });
  it('include_named_queries_score gives each one\'s own score (8.8+)', () => {
    const r = run(QUERY, { include_named_queries_score: 'true' });
    expect(r.hits.hits[0].matched_queries).toEqual({ match_field_1: 1, match_field_2: 10 });
    expect(r.hits.hits[1].matched_queries).toEqual({ match_field_1: 1 });
  });
  it('a hit matching no named query has no matched_queries; a sorted search gets them too', () => {
    const r = run({ query: { bool: { should: [{ match: { field: { query: 2, _name: 'two' } } }, { match_all: {} }] } }, sort: [{ field: { order: 'asc' } }] });
    expect(r.hits.hits.map((h: { matched_queries?: Json }) => h.matched_queries)).toEqual([undefined, ['two']]);
  });
  it('collects names from fields and from compound bodies, children before parents', () => {
    expect(namedQueriesOf({ bool: { _name: 'b', filter: [{ term: { f: { value: 1, _name: 't' } } }, { terms: { f: [1], _name: 'ts' } }] } }).map((n) => n.name)).toEqual(['t', 'ts', 'b']);
  });
  it('orders names as java.util.HashMap iterates them (by spread hash bucket)', () => {
    // "b" (98) and "a" (97) land in buckets 2 and 1 of the copy's table of 4: a first.
    expect(javaHashMapOrder(['b', 'a'])).toEqual(['a', 'b']);
    expect(javaHashMapOrder(['match_field_2', 'match_field_1'])).toEqual(['match_field_1', 'match_field_2']);
  });
});
