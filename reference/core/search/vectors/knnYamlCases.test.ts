/**
 * Tests of the knn behaviours taken from Elasticsearch's search.vectors YAML tests (rest-api-spec, Apache-2.0):
 * alias filters as knn pre-filters, unmapped fields, `search_type` refused, knn `_name`, nested vector fields
 * and their inner hits, the `_knn_search` endpoint, and the term query's `term` key.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { knnSearchApi, knnSearchBody, KNN_SEARCH_DEPRECATION } from '../../apis/knnSearchApi.ts';
import type { ProfileName } from '../../../profiles.ts';
import type { IndexState } from '../../state.ts';
import { cluster, env, index, request } from '../testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const ES819: ProfileName = 'elasticsearch@8.19.0';

function run(idx: IndexState, body: Json, target = idx.name, query: Record<string, string> = {}, profile: ProfileName = ES819): Body {
  const r = search(cluster(idx), request('search', { index: target }, query, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}
const ids = (r: Body): string[] => r.hits.hits.map((h: Body) => h._id);

// 60_knn_search_filter_alias.yml: five documents, an alias filtered on name v1.
const aliasIndex = () => {
  const docs: [string, JsonObject][] = [
    ['1', { name: 'v1', test_vector: [230.0, 300.33, -34.8988, 15.555] }],
    ['2', { name: 'v1', test_vector: [0.5, 0.5, 0.5, -1] }],
    ['3', { name: 'v2', test_vector: [0.5, 0.5, 0.5, 0.5] }],
    ['4', { name: 'v2', test_vector: [0.5, 0.5, 0.5, 0] }],
    ['5', { name: 'v2', test_vector: [0.5, 0.5, 0.5, 0.4] }],
  ];
  const idx = index('test', { test_vector: { type: 'dense_vector', dims: 4, index: true, similarity: 'l2_norm' }, name: { type: 'keyword' } }, docs);
  idx.aliases.set('test-alias', { filter: { term: { name: 'v1' } } });
  return idx;
};
const QV = [230.0, 300.33, -34.8988, 0.5];

describe('alias filters are knn pre-filters (KnnVectorQueryBuilder.doToQuery)', () => {
  it('the knn option through a filtered alias finds its k among the alias documents (60_knn_search_filter_alias.yml)', () => {
    expect(ids(run(aliasIndex(), { knn: { field: 'test_vector', query_vector: QV, k: 3, num_candidates: 100 } }))).toEqual(['1', '3', '5']);
    const r = run(aliasIndex(), { knn: { field: 'test_vector', query_vector: QV, k: 3, num_candidates: 100 } }, 'test-alias');
    expect(r.hits.total.value).toBe(2);
    expect(ids(r)).toEqual(['1', '2']);
  });
  it('so does the knn query (110_knn_query_with_filter.yml)', () => {
    const r = run(aliasIndex(), { query: { knn: { field: 'test_vector', query_vector: QV, k: 2, num_candidates: 2 } } }, 'test-alias');
    expect(ids(r)).toEqual(['1', '2']);
  });
});

describe('knn on a field the index does not map', () => {
  const knn = { knn: { field: 'nonexistent', query_vector: [1, 0, 0, 0], k: 2, num_candidates: 3 } };
  it('matches nothing from 8.16 (45_knn_search_byte.yml "Test nonexistent field is match none")', () => {
    expect(run(aliasIndex(), knn).hits.hits).toEqual([]);
  });
  it('is refused where allow_unmapped_fields is false: query_shard_exception of failIfFieldMappingNotFound', () => {
    const idx = index('strict', { v: { type: 'dense_vector', dims: 4 } }, [], { 'index.query.parse.allow_unmapped_fields': 'false' });
    const r = run(idx, knn);
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'No field mapping can be found for the field with name [nonexistent]' });
  });
  it('is an illegal argument before 8.16', () => {
    expect(run(aliasIndex(), knn, 'test', {}, 'elasticsearch@8.15.0').error.root_cause[0].reason).toBe('field [nonexistent] does not exist in the mapping');
  });
});

describe('the knn option', () => {
  it('refuses an explicit search_type (RestSearchAction.checkSearchType; 40_knn_search.yml)', () => {
    const r = run(aliasIndex(), { knn: { field: 'test_vector', query_vector: QV, k: 2, num_candidates: 3 } }, 'test', { search_type: 'query_then_fetch' });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'cannot set [search_type] when using [knn] search, since the search type is determined automatically' });
  });
  it('names its hits with `_name`, listed before the query\'s own names (40_knn_search.yml "Knn search with _name")', () => {
    const r = run(aliasIndex(), { knn: { field: 'test_vector', query_vector: QV, k: 2, num_candidates: 3, _name: 'my_knn_query' }, query: { term: { name: { term: 'v2', _name: 'my_query' } } } });
    const byId = Object.fromEntries(r.hits.hits.map((h: Body) => [h._id, h.matched_queries]));
    expect(byId['3']).toEqual(['my_knn_query', 'my_query']);
    expect(byId['1']).toEqual(['my_knn_query']);
    expect(byId['4']).toEqual(['my_query']);
  });
});

// 100_knn_nested_search.yml: paragraphs as nested objects, two shards.
const nestedIndex = () =>
  index(
    'test',
    { name: { type: 'keyword' }, nested: { type: 'nested', properties: { paragraph_id: { type: 'keyword' }, vector: { type: 'dense_vector', dims: 5, index: true, similarity: 'l2_norm' } } } },
    [
      ['1', { name: 'cow.jpg', nested: [{ paragraph_id: 0, vector: [230.0, 300.33, -34.8988, 15.555, -200.0] }, { paragraph_id: 1, vector: [240.0, 300, -3, 1, -20] }] }],
      ['2', { name: 'moose.jpg', nested: [{ paragraph_id: 0, vector: [-0.5, 100.0, -13, 14.8, -156.0] }, { paragraph_id: 2, vector: [0, 100.0, 0, 14.8, -156.0] }, { paragraph_id: 3, vector: [0, 1.0, 0, 1.8, -15.0] }] }],
      ['3', { name: 'rabbit.jpg', nested: [{ paragraph_id: 0, vector: [0.5, 111.3, -13.0, 14.8, -156.0] }] }],
    ],
    { 'index.number_of_shards': '2' },
  );
const NQV = [-0.5, 90.0, -10, 14.8, -156.0];

describe('knn on a nested vector field', () => {
  it('each parent scores its best child; k parents (100_knn_nested_search.yml)', () => {
    const r = run(nestedIndex(), { knn: { field: 'nested.vector', query_vector: NQV, k: 2, num_candidates: 3 } });
    expect(ids(r)).toEqual(['2', '3']);
    // moose's paragraph 0: d² = 10² + 3² = 109, so 1/110.
    expect(r.hits.hits[0]._score).toBeCloseTo(1 / 110, 6);
  });
  it('inner_hits: every child scored exactly, best first, with the fields option on the nested object', () => {
    const r = run(nestedIndex(), { knn: { field: 'nested.vector', query_vector: NQV, k: 1, num_candidates: 3, boost: 2, inner_hits: { size: 2, fields: ['nested.paragraph_id'], _source: false } } });
    const inner = r.hits.hits[0].inner_hits.nested.hits;
    expect(inner.total.value).toBe(3);
    expect(inner.hits.map((h: Body) => h.fields)).toEqual([{ nested: [{ paragraph_id: ['0'] }] }, { nested: [{ paragraph_id: ['2'] }] }]);
    expect(inner.hits[0]._score).toBeCloseTo(2 / 110, 6);
  });
});

describe('the _knn_search endpoint (ES 8.0 - 8.x)', () => {
  it('runs the knn with its top-level filter and size k, with the deprecation warning (40_knn_search.yml)', () => {
    expect(knnSearchBody({ knn: { field: 'v', k: 2 }, filter: { term: { a: 1 } }, fields: ['name'] })).toEqual({ knn: { field: 'v', k: 2, filter: { term: { a: 1 } } }, size: 2, fields: ['name'] });
    const idx = aliasIndex();
    const r = knnSearchApi(cluster(idx), request('knn_search', { index: 'test' }, {}, { knn: { field: 'test_vector', query_vector: QV, k: 2, num_candidates: 3 }, filter: { term: { name: 'v2' } } }), env(ES819));
    if (isEsError(r)) throw new Error(r.cause.reason);
    expect((r.body as Body).hits.hits.map((h: Body) => h._id)).toEqual(['3', '5']);
    expect(r.warnings).toContain(KNN_SEARCH_DEPRECATION);
  });
});

describe('the term query', () => {
  it('reads its value from `term` as well as `value` (TermQueryBuilder TERM_FIELD)', () => {
    expect(ids(run(aliasIndex(), { query: { term: { name: { term: 'v1' } } } })).sort()).toEqual(['1', '2']);
  });
});

describe('hex-encoded byte vectors (8.13+)', () => {
  // 175_knn_query_hex_encoded_byte_vectors.yml: byte vectors indexed as hex, queried as hex or as numbers.
  const hexIndex = () =>
    index('hex', { b: { type: 'dense_vector', dims: 3, index: true, similarity: 'l2_norm', element_type: 'byte' } }, [
      ['1', { b: '807f0a' }],
      ['2', { b: '000100' }],
      ['3', { b: '40f6e2' }],
    ]);
  it('a hex query_vector and its numbers find the same order: 3, 2, 1', () => {
    expect(ids(run(hexIndex(), { query: { knn: { field: 'b', query_vector: '400ae2', num_candidates: 100 } } }))).toEqual(['3', '2', '1']);
    expect(ids(run(hexIndex(), { query: { knn: { field: 'b', query_vector: [64, 10, -30], num_candidates: 100 } } }))).toEqual(['3', '2', '1']);
  });
  it('a string that is no hex fails to parse as the knn query_vector, with HexFormat\'s reason', () => {
    const r = run(hexIndex(), { query: { knn: { field: 'b', query_vector: '40af20a', num_candidates: 100 } } });
    expect(r.status).toBe(400);
    expect(r.error.reason).toContain('[knn] failed to parse field [query_vector]');
    expect(r.error.caused_by.reason).toBe('string length not even: 7');
  });
});

describe('vector functions of score scripts (ScoreScriptUtils)', () => {
  // 42_knn_search_flat.yml "Cosine similarity with indexed vector": rabbit ~1, moose ~0.999, cow ~0.78.
  const scored = (source: string, qv: number[]) => {
    const idx = index('flat', { vector: { type: 'dense_vector', dims: 5, index: true, similarity: 'l2_norm' } }, [
      ['1', { vector: [230.0, 300.33, -34.8988, 15.555, -200.0] }],
      ['2', { vector: [-0.5, 100.0, -13, 14.8, -156.0] }],
      ['3', { vector: [0.5, 111.3, -13.0, 14.8, -156.0] }],
    ]);
    return run(idx, { query: { script_score: { query: { match_all: {} }, script: { source, params: { query_vector: qv } } } } }).hits.hits.map((h: Body) => [h._id, h._score]);
  };
  it('cosineSimilarity orders rabbit, moose, cow within the file\'s bounds', () => {
    const r = scored("cosineSimilarity(params.query_vector, 'vector')", [0.5, 111.3, -13.0, 14.8, -156.0]);
    expect(r.map((x: [string, number]) => x[0])).toEqual(['3', '2', '1']);
    expect(r[0][1]).toBeGreaterThanOrEqual(0.999);
    expect(r[0][1]).toBeLessThanOrEqual(1.001);
    expect(r[2][1]).toBeGreaterThanOrEqual(0.78);
    expect(r[2][1]).toBeLessThanOrEqual(0.791);
  });
  it('l2norm and l1norm are distances (1 + distance keeps the score positive)', () => {
    const q = [-0.5, 100.0, -13, 14.8, -156.0];
    const l2 = scored("1 / (1 + l2norm(params.query_vector, 'vector'))", q);
    expect(l2[0]).toEqual(['2', 1]);
    const l1 = scored("1 / (1 + l1norm(params.query_vector, 'vector'))", q);
    expect(l1[0]).toEqual(['2', 1]);
  });
});
