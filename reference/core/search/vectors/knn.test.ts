/** Tests of vector search: similarities as Lucene scores them, the knn option and the knn query, per distribution. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import type { ProfileName } from '../../../profiles.ts';
import type { IndexState } from '../../state.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { cosine, dotProduct, l2normalize, vectorScore } from './similarity.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(idx: IndexState, body: Json, profile: ProfileName = 'es8'): Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

// The knn_test index of the clients' YAML test knn_search.yml (elasticsearch-clients-tests-8.19).
const DOCS: [string, JsonObject][] = [
  ['1', { name: 'cow.jpg', vector: [230.0, 300.33, -34.8988, 15.555, -200.0] }],
  ['2', { name: 'moose.jpg', vector: [-0.5, 100.0, -13, 14.8, -156.0] }],
  ['3', { name: 'rabbit.jpg', vector: [0.5, 111.3, -13.0, 14.8, -156.0] }],
];
const knnIndex = (similarity = 'l2_norm') => index('knn_test', { name: { type: 'keyword' }, vector: { type: 'dense_vector', dims: 5, index: true, similarity } }, DOCS);
const QV = [-0.5, 90.0, -10, 14.8, -156.0];

describe('similarities (Lucene VectorSimilarityFunction)', () => {
  it('l2_norm is 1/(1+d²), dot_product and cosine (1+s)/2, max_inner_product scaled: exact small cases', () => {
    expect(vectorScore('l2_norm', [1, 1], [2, 3])).toBe(Math.fround(1 / 6)); // d² = 1 + 4
    expect(vectorScore('dot_product', [0.6, 0.8], [0.6, 0.8])).toBe(1);
    expect(vectorScore('cosine', [1, 0], [0, 1])).toBe(0.5);
    expect(vectorScore('max_inner_product', [1, 2], [3, 4])).toBe(12); // dot 11 → 11 + 1
    expect(vectorScore('max_inner_product', [1, 0], [-3, 0])).toBe(0.25); // dot -3 → 1/(1+3)
  });
  it('cosine on a unit vector is its dot product; l2normalize leaves unit vectors alone', () => {
    expect(cosine([3, 4], [3, 4])).toBe(1);
    expect(l2normalize([0.6, 0.8])).toEqual([0.6, 0.8]);
    expect(dotProduct(l2normalize([3, 4]), [1, 0])).toBe(Math.fround(Math.fround(3) / Math.fround(5)));
  });
});

describe('the knn search option (ES 8.4+)', () => {
  it('knn_search.yml: k 2 nearest of the query vector, moose then rabbit', () => {
    const r = run(knnIndex(), { knn: { field: 'vector', query_vector: QV, k: 2, num_candidates: 3 } });
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['2', '3']);
    expect(r.hits.total).toEqual({ value: 2, relation: 'eq' });
    // l2_norm: 1/(1+d²) with d² of moose = 0 + 100 + 9 + 0 + 0.
    expect(Math.fround(r.hits.hits[0]._score)).toBe(Math.fround(1 / 110));
  });
  it('with a query: the union of both, scores summed (DfsQueryPhase: bool.should)', () => {
    const r = run(knnIndex(), { query: { term: { name: 'cow.jpg' } }, knn: { field: 'vector', query_vector: QV, k: 1, num_candidates: 3, boost: 2 } });
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['cow.jpg', 'moose.jpg'].map((n) => DOCS.find((d) => d[1].name === n)![0]));
    expect(Math.fround(r.hits.hits[1]._score)).toBe(Math.fround(Math.fround(1 / 110) * 2));
  });
  it('filter restricts the candidates; similarity is a threshold', () => {
    expect(run(knnIndex(), { knn: { field: 'vector', query_vector: QV, k: 2, num_candidates: 3, filter: { term: { name: 'cow.jpg' } } } }).hits.hits.map((h: Body) => h._id)).toEqual(['1']);
    // l2_norm's similarity is a distance (VectorSimilarity.L2_NORM.score): moose is at d² = 109 (d ≈ 10.44), so 10 keeps it out and 11 lets it in.
    expect(run(knnIndex(), { knn: { field: 'vector', query_vector: QV, k: 3, num_candidates: 3, similarity: 10 } }).hits.total.value).toBe(0);
    expect(run(knnIndex(), { knn: { field: 'vector', query_vector: QV, k: 3, num_candidates: 3, similarity: 11 } }).hits.hits.map((h: Body) => h._id)).toEqual(['2']);
  });
  it('several knn at once: the union, each scored by its own clause', () => {
    const r = run(knnIndex(), { knn: [{ field: 'vector', query_vector: QV, k: 1, num_candidates: 3 }, { field: 'vector', query_vector: DOCS[0]![1].vector as number[], k: 1, num_candidates: 3 }] });
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['1', '2']);
    expect(r.hits.hits[0]._score).toBe(1);
  });
  it('errors: parameters out of range; a field with other dims, unmapped, not a vector (KnnSearchBuilder, DenseVectorFieldType)', () => {
    expect(run(knnIndex(), { knn: { field: 'vector', query_vector: QV, k: 5, num_candidates: 3 } }).error).toMatchObject({ type: 'illegal_argument_exception', reason: '[num_candidates] cannot be less than [k]' });
    expect(run(knnIndex(), { knn: { field: 'vector', query_vector: QV, k: 0, num_candidates: 3 } }).error.reason).toBe('[k] must be greater than 0');
    const dims = run(knnIndex(), { knn: { field: 'vector', query_vector: [1, 2], k: 1, num_candidates: 3 } });
    expect([dims.status, dims.error.root_cause[0].reason]).toEqual([400, 'The query vector has a different number of dimensions [2] than the document vectors [5].']);
    expect(run(knnIndex(), { knn: { field: 'nope', query_vector: QV, k: 1, num_candidates: 3 } }).error.root_cause[0].reason).toBe('field [nope] does not exist in the mapping');
    expect(run(knnIndex(), { knn: { field: 'name', query_vector: QV, k: 1, num_candidates: 3 } }).error.root_cause[0].reason).toBe('[knn] queries are only supported on [dense_vector] fields');
  });
  it('8.3 (before 8.4) knn is an unknown key of the body', () => {
    expect(run(knnIndex(), { knn: { field: 'vector', query_vector: QV, k: 1, num_candidates: 3 } }, 'elasticsearch@8.3.0').error.type).toBe('parsing_exception');
  });
});

describe('the knn query', () => {
  it('ES 8.12+: per shard the best k, scored as the option scores', () => {
    const r = run(knnIndex(), { query: { knn: { field: 'vector', query_vector: QV, k: 2 } } });
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['2', '3']);
    expect(Math.fround(r.hits.hits[0]._score)).toBe(Math.fround(1 / 110));
  });
  it('OpenSearch k-NN plugin: {knn: {field: {vector, k}}} on a knn_vector, l2 by default', () => {
    const os = index('knn_test', { name: { type: 'keyword' }, vector: { type: 'knn_vector', dimension: 5 } }, DOCS, { 'index.knn': 'true' });
    const r = run(os, { query: { knn: { vector: { vector: QV, k: 2 } } } }, 'opensearch2');
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['2', '3']);
    expect(Math.fround(r.hits.hits[0]._score)).toBe(Math.fround(1 / 110));
    const filtered = run(os, { query: { knn: { vector: { vector: QV, k: 2, filter: { term: { name: 'cow.jpg' } } } } } }, 'opensearch2');
    expect(filtered.hits.hits.map((h: Body) => h._id)).toEqual(['1']);
  });
});

describe('dense_vector values', () => {
  it('a vector of another length than dims is refused (DenseVectorFieldMapper)', async () => {
    const { step } = await import('../../step.ts');
    const { emptyState } = await import('../../state.ts');
    const s = emptyState();
    const e = env('es8');
    step(s, request('indices.create', { index: 'v' }, {}, { mappings: { properties: { v: { type: 'dense_vector', dims: 2 } } } }), e);
    const r = step(s, request('index', { index: 'v', id: '1' }, {}, { v: [1, 2, 3] }), e);
    expect(isEsError(r) && r.cause.causedBy?.reason).toBe("The [dense_vector] field [v] in doc [document with id '1'] has more dimensions than defined in the mapping [2]");
    const ok = step(s, request('index', { index: 'v', id: '1' }, {}, { v: [1, 2] }), e);
    expect(isEsError(ok)).toBe(false);
  });
});
