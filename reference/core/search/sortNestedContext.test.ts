/** Tests of a field sort on a nested field without a `nested` option, and of the removed `nested_path`/`nested_filter`. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import type { ProfileName } from '../../profiles.ts';
import { search } from '../apis/search.ts';
import type { IndexState } from '../state.ts';
import { cluster, env, index, request } from './testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(idx: IndexState, body: Json, profile: ProfileName): Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

// The documents of search.aggregation/200_top_hits_metric.yml (ES 8.x and OpenSearch 2.x suites).
const users = (props: Record<string, Json> = {}) =>
  index('my-index', { group: { type: 'keyword' }, users: { type: 'nested', ...props, properties: { last: { type: 'keyword' } } } }, [
    ['1', { group: 'fans', users: [{ last: 'Smith' }, { last: 'White' }] }],
    ['2', { group: 'fans', users: [{ last: 'Doe' }] }],
  ]);
const ES7 = 'elasticsearch@7.17.3';
const ES8 = 'elasticsearch@8.19.0';
const OS2 = 'opensearch@2.19.0';

describe('a sort on a nested field outside a nested context', () => {
  it('ES 8 refuses it (FieldSortBuilder.validateMissingNestedPath; elastic/elasticsearch#84469 shows the 400)', () => {
    const r = run(users(), { sort: [{ 'users.last': 'asc' }] }, ES8);
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toEqual({ type: 'query_shard_exception', reason: 'it is mandatory to set the [nested] context on the nested sort field: [users.last].', index_uuid: expect.any(String), index: 'my-index' });
    expect(r.error.type).toBe('search_phase_execution_exception');
  });

  it('ES 8 accepts it when the nested path is include_in_root (validateMissingNestedPath reads isIncludeInRoot)', () => {
    const r = run(users({ include_in_root: true }), { sort: [{ 'users.last': 'asc' }] }, ES8);
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['2', '1']);
  });

  for (const p of [ES7, OS2] as const) {
    it(`${p} sorts the root documents as missing the value (index order; 200_top_hits_metric.yml "sequence numbers" in OpenSearch)`, () => {
      const r = run(users(), { sort: [{ 'users.last': 'asc' }] }, p);
      expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['1', '2']);
      const top = run(users(), { size: 0, aggs: { g: { terms: { field: 'group' }, aggs: { u: { top_hits: { sort: 'users.last' } } } } } }, p);
      expect(top.aggregations.g.buckets[0].u.hits.hits.map((h: Body) => h._id)).toEqual(['1', '2']);
    });
  }

  it('inside a nested aggregation the nested documents hold the values (200_top_hits_metric.yml "with nested documents")', () => {
    for (const p of [ES7, ES8, OS2] as const) {
      const r = run(users(), { size: 0, aggs: { n: { nested: { path: 'users' }, aggs: { u: { top_hits: { sort: 'users.last' } } } } } }, p);
      expect(r.aggregations.n.u.hits.hits.map((h: Body) => [h._id, h._nested.offset])).toEqual([['2', 0], ['1', 0], ['1', 1]]);
      // Descending: each nested document's own value (White before Smith), not its root's every value.
      const d = run(users(), { size: 0, aggs: { n: { nested: { path: 'users' }, aggs: { u: { top_hits: { sort: { 'users.last': 'desc' } } } } } } }, p);
      expect(d.aggregations.n.u.hits.hits.map((h: Body) => [h._id, h._nested.offset])).toEqual([['1', 1], ['1', 0], ['2', 0]]);
    }
  });
});

describe('nested_path and nested_filter in a field sort', () => {
  it('ES 8 refuses them in FieldSortBuilder\'s parser (ParsingException wrapped by ObjectParser)', () => {
    const r = run(users(), { sort: [{ 'users.last': { order: 'asc', nested_path: 'users' } }] }, ES8);
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toMatch(/^\[1:\d+\] \[field_sort\] failed to parse field \[nested_path\]$/);
    expect(r.error.caused_by).toMatchObject({ type: 'parsing_exception', reason: '[nested_path] has been removed in favour of the [nested] parameter' });
    const f = run(users(), { sort: [{ 'users.last': { nested_filter: { match_all: {} } } }] }, ES8);
    expect(f.error.caused_by.reason).toBe('[nested_filter] has been removed in favour of the [nested] parameter');
  });

  it('ES 7 sorts with them as the nested option would', () => {
    const r = run(users(), { sort: [{ 'users.last': { order: 'asc', nested_path: 'users' } }] }, ES7);
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['2', '1']);
  });
});
