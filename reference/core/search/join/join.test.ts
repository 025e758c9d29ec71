/** Tests of has_child, has_parent and parent_id (the parent-join docs' example index). */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

// docs/reference/mapping/types/parent-join.asciidoc: questions 1 and 2, answers 3 and 4 of question 1.
const DOCS: [string, JsonObject][] = [
  ['1', { my_id: '1', text: 'This is a question', my_join_field: { name: 'question' } }],
  ['2', { my_id: '2', text: 'This is another question', my_join_field: { name: 'question' } }],
  ['3', { my_id: '3', text: 'This is an answer', my_join_field: { name: 'answer', parent: '1' } }],
  ['4', { my_id: '4', text: 'This is another answer', my_join_field: { name: 'answer', parent: '1' } }],
];
const idx = index('my-index', { my_id: { type: 'keyword' }, text: { type: 'text' }, my_join_field: { type: 'join', relations: { question: 'answer' } } }, DOCS);

function ids(query: Json): string[] | Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query, sort: ['my_id'] }), env('es8'));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => h._id);
}

describe('parent-join queries', () => {
  it('has_child: the parents of matching children, within min_children and max_children', () => {
    expect(ids({ has_child: { type: 'answer', query: { match: { text: 'another' } } } })).toEqual(['1']);
    expect(ids({ has_child: { type: 'answer', query: { match_all: {} }, min_children: 2 } })).toEqual(['1']);
    expect(ids({ has_child: { type: 'answer', query: { match_all: {} }, min_children: 3 } })).toEqual([]);
    expect(ids({ has_child: { type: 'answer', query: { match_all: {} }, max_children: 1 } })).toEqual([]);
  });
  it('has_parent: the children whose parent matches; parent_id: the children of one parent', () => {
    expect(ids({ has_parent: { parent_type: 'question', query: { term: { my_id: '1' } } } })).toEqual(['3', '4']);
    expect(ids({ has_parent: { parent_type: 'question', query: { term: { my_id: '2' } } } })).toEqual([]);
    expect(ids({ parent_id: { type: 'answer', id: '1' } })).toEqual(['3', '4']);
  });
  it('a relation the join field does not hold fails on the shard, unless ignore_unmapped (HasChildQueryBuilder)', () => {
    expect((ids({ has_child: { type: 'question', query: { match_all: {} } } }) as Body).error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: "[has_child] join field [my_join_field] doesn't hold [question] as a child" });
    expect((ids({ has_parent: { parent_type: 'answer', query: { match_all: {} } } }) as Body).error.root_cause[0].reason).toBe("[has_parent] join field [my_join_field] doesn't hold [answer] as a parent");
    expect(ids({ has_child: { type: 'question', query: { match_all: {} }, ignore_unmapped: true } })).toEqual([]);
  });
});

describe('has_child score_mode (GlobalOrdinalsWithScoreCollector)', () => {
  const scores = (query: Json) => {
    const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query }), env('es8'));
    return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => [h._id, h._score]);
  };
  it('sum, max and avg of the children\'s scores; none scores the boost', () => {
    const child = (mode: string) => ({ has_child: { type: 'answer', score_mode: mode, query: { constant_score: { filter: { match_all: {} }, boost: 3 } } } });
    expect(scores(child('sum'))).toEqual([['1', 6]]);
    expect(scores(child('max'))).toEqual([['1', 3]]);
    expect(scores(child('avg'))).toEqual([['1', 3]]);
    expect(scores(child('none'))).toEqual([['1', 1]]);
  });
});

describe('parent-join: what parent-join/11_parent_child.yml and 20_parent_join.yml pin', () => {
  const body = (b: Json): Body => JSON.parse(encodeJson((search(cluster(idx), request('search', { index: idx.name }, {}, b), env('es8')) as ApiResult).body)) as Body;
  it('inner_hits print _version, _seq_no and _primary_term when asked', () => {
    const r = body({ query: { has_child: { type: 'answer', query: { term: { my_id: '3' } }, inner_hits: { seq_no_primary_term: true, version: true } } } });
    const inner = r.hits.hits[0].inner_hits.answer.hits.hits[0];
    expect(Object.keys(inner).slice(0, 6)).toEqual(['_index', '_id', '_version', '_seq_no', '_primary_term', '_score']);
    expect(inner._primary_term).toBe(1);
    const plain = body({ query: { has_child: { type: 'answer', query: { term: { my_id: '3' } }, inner_hits: {} } } }).hits.hits[0].inner_hits.answer.hits.hits[0];
    expect(plain._seq_no).toBeUndefined();
  });
  it('the fields option returns a join field\'s object from _source (SourceValueFetcher.identity)', () => {
    const r = body({ query: { ids: { values: ['3'] } }, fields: ['my_join_field'], _source: false });
    expect(r.hits.hits[0].fields).toEqual({ my_join_field: [{ name: 'answer', parent: '1' }] });
  });
});
