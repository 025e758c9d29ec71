/**
 * The join field's own keyword (relation names) and its `<join>#<parent>` parent-id fields, as the
 * parent-join page reads them: a terms aggregation on `my_join_field#question`, a runtime field whose
 * script reads `doc['my_join_field#question']` (ParentJoinFieldMapper, ParentIdFieldMapper).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const DOCS: [string, JsonObject][] = [
  ['q1', { kind: 'q', rel: 'topic' }],
  ['q2', { kind: 'q', rel: { name: 'topic' } }],
  ['r1', { kind: 'r', rel: { name: 'reply', parent: 'q1' } }],
  ['r2', { kind: 'r', rel: { name: 'reply', parent: 'q1' } }],
  ['n1', { kind: 'n' }],
];
const idx = index('forum', { kind: { type: 'keyword' }, rel: { type: 'join', relations: { topic: 'reply' } } }, DOCS);
// The tests order hits by `_id`, which ES 8 allows only with `indices.id_field_data.enabled` on (IdFieldMapper).
const state = cluster(idx);
state.clusterSettings.persistent['indices.id_field_data.enabled'] = 'true';
const run = (b: Json): Body => JSON.parse(encodeJson((search(state, request('search', { index: idx.name }, {}, b), env('es8')) as ApiResult).body)) as Body;

describe('join field values', () => {
  it('<join>#<parent> holds a parent\'s own id and a child\'s parent id', () => {
    const r = run({ size: 0, aggs: { p: { terms: { field: 'rel#topic' } } } });
    expect(r.aggregations.p.buckets).toEqual([{ key: 'q1', doc_count: 3 }, { key: 'q2', doc_count: 1 }]);
    const t = run({ query: { term: { 'rel#topic': 'q1' } }, sort: ['kind', { _id: 'asc' }] });
    expect(t.hits.hits.map((h: Body) => h._id)).toEqual(['q1', 'r1', 'r2']);
  });
  it('scripts read it through doc[] (a runtime field parsing the id)', () => {
    const r = run({ query: { parent_id: { type: 'reply', id: 'q1' } }, sort: [{ _id: 'asc' }], runtime_mappings: { p: { type: 'keyword', script: "emit(doc['rel#topic'].value + '!')" } }, fields: ['p'] });
    expect(r.hits.hits.map((h: Body) => h.fields.p)).toEqual([['q1!'], ['q1!']]);
  });
  it('the join field itself aggregates on relation names, and its `fields` value is the source\'s', () => {
    const r = run({ size: 0, aggs: { p: { terms: { field: 'rel' } } } });
    expect(r.aggregations.p.buckets).toEqual([{ key: 'reply', doc_count: 2 }, { key: 'topic', doc_count: 2 }]);
    const f = run({ query: { ids: { values: ['q1', 'r1'] } }, sort: [{ _id: 'asc' }], fields: ['rel'], _source: false });
    expect(f.hits.hits.map((h: Body) => h.fields.rel)).toEqual([['topic'], [{ name: 'reply', parent: 'q1' }]]);
  });
  it('a relation that is no parent, or another name, is not a field', () => {
    const r = run({ size: 0, aggs: { p: { terms: { field: 'rel#reply' } }, q: { terms: { field: 'other#topic' } } } });
    expect(r.aggregations.p.buckets).toEqual([]);
    expect(r.aggregations.q.buckets).toEqual([]);
  });
});
