/** Tests of nested documents and the `nested` query: scope, score modes, errors, inner_hits. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import type { IndexState } from '../../state.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { nestedDocCount } from './scope.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(idx: IndexState, body: Json, query: Record<string, string> = {}, profile: 'es8' | 'es6' = 'es8'): Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, query, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

// The example of ES's nested field type page (docs/reference/mapping/types/nested.asciidoc).
const USERS: [string, JsonObject][] = [
  ['1', { group: 'fans', user: [{ first: 'John', last: 'Smith' }, { first: 'Alice', last: 'White' }] }],
];
const usersIndex = (nested: boolean) => index('my-index', { group: { type: 'keyword' }, user: { ...(nested ? { type: 'nested' } : {}), properties: { first: { type: 'text' }, last: { type: 'text' } } } }, USERS);
const aliceSmith = (q: (inner: Json) => Json): Json => q({ bool: { must: [{ match: { 'user.first': 'Alice' } }, { match: { 'user.last': 'Smith' } }] } });

describe('nested documents', () => {
  it('an object array flattens (Alice Smith matches); nested keeps each object whole (ES docs, nested field type)', () => {
    expect(run(usersIndex(false), { query: aliceSmith((x) => x) }).hits.total.value).toBe(1);
    expect(run(usersIndex(true), { query: aliceSmith((x) => ({ nested: { path: 'user', query: x } })) }).hits.total.value).toBe(0);
    const aliceWhite = { nested: { path: 'user', query: { bool: { must: [{ match: { 'user.first': 'Alice' } }, { match: { 'user.last': 'White' } }] } } } };
    expect(run(usersIndex(true), { query: aliceWhite }).hits.total.value).toBe(1);
  });
  it('a field under a nested path has no value in the root document: a plain query on it matches nothing', () => {
    expect(run(usersIndex(true), { query: { match: { 'user.first': 'alice' } } }).hits.total.value).toBe(0);
    expect(run(usersIndex(true), { query: { exists: { field: 'user.first' } } }).hits.total.value).toBe(0);
    expect(run(usersIndex(true), { query: { exists: { field: 'user.first' } }, sort: ['_doc'] }).hits.total.value).toBe(0);
  });
  it('include_in_root copies the nested fields into the root document (NestedObjectMapper)', () => {
    const idx = index('my-index', { user: { type: 'nested', include_in_root: true, properties: { first: { type: 'text' } } } }, USERS);
    expect(run(idx, { query: { match: { 'user.first': 'alice' } } }).hits.total.value).toBe(1);
  });
  it('counts one hidden document per nested object, at every level (Lucene block)', () => {
    const idx = index('i', { a: { type: 'nested', properties: { b: { type: 'nested' } } } }, []);
    expect(nestedDocCount(idx, { parsed: { a: [{ b: [{}, {}] }, { b: {} }, {}] } } as never)).toBe(6);
  });
});

describe('nested score_mode (ToParentBlockJoinQuery.Score)', () => {
  // Oracle: the nested objects indexed as documents of their own have the same BM25 statistics as the
  // hidden nested documents, so each child's score is the flat index's score for it.
  const objs: JsonObject[] = [{ t: 'fox' }, { t: 'fox fox quick brown' }, { t: 'dog' }];
  const nestedIdx = index('n', { c: { type: 'nested', properties: { t: { type: 'text' } } } }, [['1', { c: objs }], ['2', { c: [{ t: 'cat' }] }]]);
  const flatIdx = index('f', { c: { properties: { t: { type: 'text' } } } }, [...objs, { t: 'cat' }].map((o, i): [string, JsonObject] => [String(i), { c: o }]));
  const flat = run(flatIdx, { query: { match: { 'c.t': 'fox' } } }).hits.hits as { _id: string; _score: number }[];
  // Scores print as Java's shortest float text: read back to the float they stand for.
  const s0 = Math.fround(flat.find((h) => h._id === '0')!._score);
  const s1 = Math.fround(flat.find((h) => h._id === '1')!._score);
  const score = (mode?: string, boost?: number) => run(nestedIdx, { query: { nested: { path: 'c', query: { match: { 'c.t': 'fox' } }, ...(mode ? { score_mode: mode } : {}), ...(boost ? { boost } : {}) } } }).hits.hits[0]._score as number;
  it('avg (the default) divides the double sum by the count, then casts to float', () => {
    expect(Math.fround(score())).toBe(Math.fround((s0 + s1) / 2));
    expect(Math.fround(score('avg'))).toBe(Math.fround((s0 + s1) / 2));
  });
  it('sum, max, min, none', () => {
    expect(Math.fround(score('sum'))).toBe(Math.fround(s0 + s1));
    expect(Math.fround(score('max'))).toBe(Math.max(s0, s1));
    expect(Math.fround(score('min'))).toBe(Math.min(s0, s1));
    expect(score('none')).toBe(0);
  });
  it('the boost reaches the child weight (createWeight passes it down)', () => {
    expect(score('max', 2)).toBe(Math.max(run(flatIdx, { query: { match: { 'c.t': { query: 'fox', boost: 2 } } } }).hits.hits[0]._score));
  });
});

describe('nested errors and ignore_unmapped (NestedQueryBuilder)', () => {
  it('a path that is not a nested field fails on the shard; ignore_unmapped makes it match nothing', () => {
    const r = run(usersIndex(false), { query: { nested: { path: 'user', query: { match_all: {} } } } });
    expect([r.status, r.error.type, r.error.root_cause[0].type, r.error.root_cause[0].reason]).toEqual([400, 'search_phase_execution_exception', 'query_shard_exception', 'failed to create query: [nested] failed to find nested object under path [user]']);
    expect(r.error.failed_shards[0].reason.caused_by).toEqual({ type: 'illegal_state_exception', reason: '[nested] failed to find nested object under path [user]' });
    expect(run(usersIndex(false), { query: { nested: { path: 'nope', ignore_unmapped: true, query: { match_all: {} } } } }).hits.total.value).toBe(0);
  });
  it('parse errors: an unknown score_mode, a missing query or path, an unknown key', () => {
    const q = (body: Json) => run(usersIndex(true), { query: { nested: body } }).error;
    expect(q({ path: 'user', query: { match_all: {} }, score_mode: 'median' })).toMatchObject({ type: 'illegal_argument_exception', reason: 'No score mode for child query [median] found' });
    expect(q({ query: { match_all: {} } })).toMatchObject({ type: 'illegal_argument_exception', reason: "[nested] requires 'path' field" });
    expect(q({ path: 'user' })).toMatchObject({ type: 'illegal_argument_exception', reason: "[nested] requires 'query' field" });
    expect(q({ path: 'user', query: { match_all: {} }, foo: 1 })).toMatchObject({ type: 'parsing_exception', reason: '[nested] query does not support [foo]' });
  });
});

describe('inner_hits of nested', () => {
  // search.inner_hits/10_basic.yml "Nested inner hits".
  const idx = index('test', { nested_field: { type: 'nested' } }, [['1', { nested_field: [{ foo: 'bar' }] }]]);
  it('names the hit by its path, with _nested field and offset, the object as _source', () => {
    const r = run(idx, { query: { nested: { path: 'nested_field', query: { match_all: {} }, inner_hits: {} } } }, { rest_total_hits_as_int: 'true' });
    const h = r.hits.hits[0].inner_hits.nested_field.hits;
    expect(h.total).toBe(1);
    expect(h.hits[0]).toEqual({ _index: 'test', _id: '1', _nested: { field: 'nested_field', offset: 0 }, _score: 1, _source: { foo: 'bar' } });
  });
  it('size 3 by default, from, name, scores descending; each level of a deeper path in _nested', () => {
    const deep = index('d', { a: { type: 'nested', properties: { b: { type: 'nested', properties: { x: { type: 'keyword' } } } } } }, [['1', { a: [{ b: [{ x: 'p' }, { x: 'q' }] }, { b: [{ x: 'q' }, { x: 'q' }, { x: 'q' }] }] }]]);
    const r = run(deep, { query: { nested: { path: 'a.b', query: { term: { 'a.b.x': 'q' } }, inner_hits: { name: 'bs', from: 1 } } } });
    const h = r.hits.hits[0].inner_hits.bs.hits;
    expect(h.total).toEqual({ value: 4, relation: 'eq' });
    expect(h.hits.map((x: Body) => x._nested)).toEqual([
      { field: 'a', offset: 1, _nested: { field: 'b', offset: 0 } },
      { field: 'a', offset: 1, _nested: { field: 'b', offset: 1 } },
      { field: 'a', offset: 1, _nested: { field: 'b', offset: 2 } },
    ]);
  });
  it('an inner_hits name used twice is refused (InnerHitContextBuilder)', () => {
    const q = { nested: { path: 'nested_field', query: { match_all: {} }, inner_hits: {} } };
    expect(run(idx, { query: { bool: { should: [q, q] } } }).error).toMatchObject({ type: 'illegal_argument_exception', reason: '[inner_hits] already contains an entry for key [nested_field]' });
  });
});
