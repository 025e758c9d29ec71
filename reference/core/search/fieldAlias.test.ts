/**
 * Field aliases in a search: the alias is its target wherever a field is read (FieldAliasMapper; ES's
 * MappingLookup maps the alias's name to the target's MappedFieldType), in queries, sorts, aggregations and
 * collapse (the official 6.8 search/110_field_collapsing.yml "field collapsing on a field alias"), while
 * `docvalue_fields` and `fields` print values under the name asked for (FetchDocValuesPhase, FieldFetcher key
 * by the requested name).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { resolveField } from './fields.ts';

const idx = index(
  'fa',
  { title: { type: 'text' }, t: { type: 'alias', path: 'title' }, tag: { type: 'keyword' }, tg: { type: 'alias', path: 'tag' }, n: { type: 'long' }, na: { type: 'alias', path: 'n' } },
  [
    ['1', { title: 'quick brown fox', tag: 'red', n: 1 }],
    ['2', { title: 'lazy dog', tag: 'blue', n: 2 }],
  ],
);
const st = cluster(idx);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const r = search(st, request('search', { index: 'fa' }, {}, body), env('elasticsearch@8.19.0'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const ids = (r: { hits: { hits: { _id: string }[] } }) => r.hits.hits.map((h) => h._id);

describe('field aliases', () => {
  it('resolve to their target', () => {
    expect(resolveField(idx, 'tg')).toMatchObject({ name: 'tag', kind: 'keyword' });
    expect(resolveField(idx, 't')).toMatchObject({ name: 'title', kind: 'text' });
  });
  it('queries, sorts, aggregations and collapse read the target', () => {
    expect(ids(run({ query: { term: { tg: 'red' } } }))).toEqual(['1']);
    expect(ids(run({ query: { match: { t: 'dog' } } }))).toEqual(['2']);
    expect(ids(run({ query: { range: { na: { gte: 2 } } } }))).toEqual(['2']);
    expect(run({ query: { query_string: { query: 'tg:blue' } } }).hits.total.value).toBe(1);
    expect(ids(run({ sort: [{ na: 'desc' }] }))).toEqual(['2', '1']);
    expect(run({ size: 0, aggs: { m: { max: { field: 'na' } } } }).aggregations.m.value).toBe(2);
    expect(run({ collapse: { field: 'tg' } }).hits.hits.map((h: { fields: Json }) => h.fields)).toEqual([{ tg: ['red'] }, { tg: ['blue'] }]);
  });
  it('docvalue_fields and fields print under the alias name', () => {
    const h = run({ query: { ids: { values: ['1'] } }, docvalue_fields: ['tg', 'na'], _source: false }).hits.hits[0];
    expect(h.fields).toEqual({ tg: ['red'], na: [1] });
    expect(run({ query: { ids: { values: ['1'] } }, fields: ['tg'], _source: false }).hits.hits[0].fields).toEqual({ tg: ['red'] });
  });
});
