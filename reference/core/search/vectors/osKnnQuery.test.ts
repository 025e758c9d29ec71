/**
 * The OpenSearch k-NN plugin's knn query as its versions read it: radial search (k-NN 2.14,
 * KNNQueryBuilder maxDistance/minScore, RNNQueryFactory; Lucene.distanceToRadialThreshold), the builder's
 * checks (KNNQueryBuilder.Builder.validate at 2.19.0.0; validateSingleQueryType and the hand-written parser at
 * 2.14.0.0 / 2.13.0.0) and doToQuery's checks of the field, in their words.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function cluster(profile: string) {
  const sim = testSimulator({ profile: profile as never });
  call(sim, 'PUT', '/v', {
    settings: { 'index.knn': true },
    mappings: {
      properties: {
        l2: { type: 'knn_vector', dimension: 3, method: { name: 'hnsw', space_type: 'l2', engine: 'lucene' } },
        cos: { type: 'knn_vector', dimension: 3, method: { name: 'hnsw', space_type: 'cosinesimil', engine: 'faiss' } },
        nm: { type: 'knn_vector', dimension: 3, method: { name: 'hnsw', space_type: 'l2', engine: 'nmslib' } },
        tag: { type: 'keyword' },
      },
    },
  });
  call(sim, 'PUT', '/v/_doc/1', { l2: [1, 2, 3], cos: [1, 2, 3], nm: [1, 2, 3], tag: 'a' });
  call(sim, 'PUT', '/v/_doc/2', { l2: [3, 2, 1], cos: [3, 2, 1], nm: [3, 2, 1], tag: 'b' });
  call(sim, 'PUT', '/v/_doc/3?refresh=true', { l2: [1, 1, 2], cos: [-1, -1, -1], nm: [1, 1, 2], tag: 'a' });
  const knn = (field: string, body: object) => call(sim, 'POST', '/v/_search', { query: { knn: { [field]: { vector: [1, 1, 1], ...body } } }, _source: false });
  return { sim, knn };
}

const ids = (r: { body: { hits: { hits: { _id: string; _score: number }[] } } }) => r.body.hits.hits.map((h) => [h._id, h._score]);

describe('OpenSearch k-NN radial search (2.14+)', () => {
  it('max_distance keeps every document within the squared l2 distance, scored 1 / (1 + d)', () => {
    const { knn } = cluster('opensearch@2.19.0');
    // Squared distances from [1,1,1]: doc 3 is 1, docs 1 and 2 are 5.
    expect(ids(knn('l2', { max_distance: 1 }))).toEqual([['3', 0.5]]);
    expect(ids(knn('l2', { max_distance: 5 }))).toEqual([['3', 0.5], ['1', 0.16666667], ['2', 0.16666667]]);
    expect(ids(knn('l2', { max_distance: 0.5 }))).toEqual([]);
  });

  it('min_score keeps the documents scoring at least it, with the filter', () => {
    const { knn } = cluster('opensearch@3.2.0');
    expect(ids(knn('l2', { min_score: 0.2 }))).toEqual([['3', 0.5]]);
    expect(ids(knn('l2', { min_score: 0.1, filter: { term: { tag: 'b' } } }))).toEqual([['2', 0.16666667]]);
    // cosinesimil on faiss: a max_distance d is the score (2 - d) / 2; doc 3 points away (cosine -1, score 0).
    expect(ids(knn('cos', { max_distance: 1 })).map((x) => x[0])).toEqual(['1', '2']);
  });

  it('refuses what the builder and doToQuery refuse, in their words', () => {
    const { knn } = cluster('opensearch@2.19.0');
    expect(knn('l2', { k: 2, max_distance: 1 }).body.error.reason).toBe('[knn] requires exactly one of k, distance or score to be set');
    expect(knn('l2', {}).body.error.reason).toBe('[knn] requires exactly one of k, distance or score to be set');
    expect(knn('l2', { k: 10001 }).body.error.reason).toBe('[knn] requires k to be in the range (0, 10000]');
    expect(knn('l2', { min_score: 0 }).body.error.reason).toBe('[knn] requires minScore to be greater than 0');
    const nm = knn('nm', { max_distance: 1 });
    expect(nm.status).toBe(400);
    expect(nm.body.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'failed to create query: Engine [NMSLIB] does not support radial search' });
    expect(knn('l2', { min_score: 2 }).body.error.root_cause[0].reason).toBe('failed to create query: [knn] requires score to be in the range [0, 1] for space type: L2');
    expect(knn('l2', { max_distance: -1 }).body.error.root_cause[0].reason).toBe('failed to create query: [knn] requires distance to be non-negative for space type: L2');
    expect(knn('tag', { k: 1 }).body.error.root_cause[0].reason).toBe("failed to create query: Field 'tag' is not knn_vector type.");
    const dims = call(cluster('opensearch@2.19.0').sim, 'POST', '/v/_search', { query: { knn: { l2: { vector: [1, 1], k: 1 } } } });
    expect(dims.body.error.root_cause[0].reason).toBe('failed to create query: Query vector has invalid dimension: 2. Dimension should be: 3');
  });

  it('an unknown key: the ObjectParser of 2.17+ at the key, the hand-written parser before at the value', () => {
    const r = cluster('opensearch@2.19.0').knn('l2', { k: 1, bogus: 1 });
    expect(r.body.error.type).toBe('x_content_parse_exception');
    expect(r.body.error.reason).toMatch(/^\[1:\d+\] \[knn\] unknown field \[bogus\]/);
    const old = cluster('opensearch@2.13.0').knn('l2', { max_distance: 1 });
    expect(old.body.error).toMatchObject({ type: 'parsing_exception', reason: '[knn] query does not support [max_distance]' });
    expect(cluster('opensearch@2.13.0').knn('l2', { k: 0 }).body.error.reason).toBe('[knn] requires k > 0');
  });

  it('ignore_unmapped matches nothing on an unmapped field; method_parameters and rescore are read from 2.17', () => {
    const { knn } = cluster('opensearch@2.19.0');
    expect(knn('nope', { k: 1, ignore_unmapped: true }).body.hits.total.value).toBe(0);
    expect(knn('nope', { k: 1 }).status).toBe(400);
    expect(knn('l2', { k: 1, method_parameters: { ef_search: 10 }, rescore: false }).body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['3']);
  });
});
