/**
 * Tests of knn beyond exact float scoring, pinned by Elasticsearch's search.vectors YAML tests (rest-api-spec,
 * Apache-2.0): bit vectors (45_knn_search_bit.yml, 8.15), int8 quantization (41_knn_search_byte_quantized.yml,
 * 42_knn_search_int8_flat.yml), the knn query inside `nested` (130_knn_query_nested_search.yml), dense_vector
 * doc values (200_dense_vector_docvalue_fields.yml) and 8.15's dimension message.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import type { ProfileName } from '../../../profiles.ts';
import type { IndexState } from '../../state.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { quantize, quantizedScore, quantizerOf } from './scalarQuantizer.ts';
import { thresholdScore, vectorScore, xorBitCount } from './similarity.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const ES819: ProfileName = 'elasticsearch@8.19.0';

function run(idx: IndexState, body: Json, profile: ProfileName = ES819, target = idx.name): Body {
  const r = search(cluster(idx), request('search', { index: target }, {}, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}
const ids = (r: Body): string[] => r.hits.hits.map((h: Body) => h._id);

const ANIMALS: [string, JsonObject][] = [
  ['1', { name: 'cow.jpg', vector: [230.0, 300.33, -34.8988, 15.555, -200.0] }],
  ['2', { name: 'moose.jpg', vector: [-0.5, 100.0, -13, 14.8, -156.0] }],
  ['3', { name: 'rabbit.jpg', vector: [0.5, 111.3, -13.0, 14.8, -156.0] }],
];
const QV = [-0.5, 90.0, -10, 14.8, -156.0];

describe('bit vectors (element_type bit, 8.15: ES815BitFlatVectorsFormat.hammingScore)', () => {
  const bits = () => index('test', { vector: { type: 'dense_vector', element_type: 'bit', dims: 40, index: true, similarity: 'l2_norm' } }, [
    ['1', { vector: [2, -1, 1, 4, -3] }],
    ['2', { vector: [127, -128, 0, 1, -1] }],
    ['3', { vector: [5, 4, 3, 2, 127] }],
  ]);
  it('scores (bits − differing bits) / bits, each byte unsigned', () => {
    expect(xorBitCount([127, -128, 0, 1, -1], [5, 4, 3, 2, 127])).toBe(12);
    expect(vectorScore('bit_hamming', [127, -128, 0, 1, -1], [5, 4, 3, 2, 127])).toBe(Math.fround(28 / 40));
    const r = run(bits(), { knn: { field: 'vector', query_vector: [127, -128, 0, 1, -1], k: 3, num_candidates: 3 } });
    expect(ids(r)).toEqual(['2', '3', '1']);
    expect(r.hits.hits.map((h: Body) => h._score)).toEqual([1, 0.7, 0.575]);
  });
  it('a similarity is a hamming distance out of dims bits (VectorSimilarity.L2_NORM.score for BIT)', () => {
    expect(thresholdScore('bit_hamming', 1, 40)).toBe(Math.fround(39 / 40));
    expect(ids(run(bits(), { knn: { field: 'vector', query_vector: [5, 4, 3, 2, 127], k: 3, num_candidates: 3, similarity: 1 } }))).toEqual(['3']);
  });
  it('the query gives 8 dimensions a byte; a mismatch names bits, in 8.15 wording', () => {
    const r = run(bits(), { knn: { field: 'vector', query_vector: [1, 2, 3, 4, 5, 6], k: 2, num_candidates: 3 } });
    expect(r.error.root_cause[0].reason).toBe('The query vector has a different number of dimensions [48] than the document vectors [40].');
  });
  it('8.14 words a float mismatch as createKnnQuery did (175_knn_query_hex_encoded_byte_vectors.yml of that time)', () => {
    const floats = index('test', { vector: { type: 'dense_vector', dims: 5, index: true, similarity: 'l2_norm' } }, ANIMALS);
    const r = run(floats, { knn: { field: 'vector', query_vector: [1, 2], k: 2, num_candidates: 3 } }, 'elasticsearch@8.14.0');
    expect(r.error.root_cause[0].reason).toBe('the query vector has a different dimension [2] than the index vectors [5]');
  });
});

describe('byte vectors with dot_product (VectorSimilarityFunction.DOT_PRODUCT on bytes)', () => {
  it('score 0.5 + dot / (dims × 2¹⁵), the threshold likewise (VectorSimilarity.DOT_PRODUCT.score for BYTE)', () => {
    expect(vectorScore('byte_dot_product', [1, 2], [3, 4])).toBe(Math.fround(0.5 + Math.fround(11 / 65536)));
    expect(thresholdScore('byte_dot_product', 11, 2)).toBe(vectorScore('byte_dot_product', [1, 2], [3, 4]));
  });
});

describe('int8 quantization (Lucene ScalarQuantizer, 7 bits)', () => {
  const all = ANIMALS.map(([, d]) => (d.vector as number[]).map(Math.fround));
  it("quantiles: the confidence interval's tails dropped from the batch's values (0.9 of 15 values: one at each end)", () => {
    const q = quantizerOf(all, Math.fround(0.9))!;
    expect([q.lower, q.upper]).toEqual([-156, 230]);
    expect(quantize(q, all[1]!, 'l2_norm').bytes).toEqual([51, 84, 47, 56, 0]);
  });
  it('a quantized distance may pass a threshold the exact one misses (41/42 "KNN Vector similarity search only")', () => {
    const q = quantizerOf(all, Math.fround(0.9))!;
    const query = quantize(q, QV.map(Math.fround), 'l2_norm');
    const moose = quantizedScore('l2_norm', q, query, quantize(q, all[1]!, 'l2_norm'));
    expect(vectorScore('l2_norm', QV.map(Math.fround), all[1]!)).toBeLessThan(thresholdScore('l2_norm', 10.3));
    expect(moose).toBeGreaterThanOrEqual(thresholdScore('l2_norm', 10.3));
    const idx = index('int8', { vector: { type: 'dense_vector', dims: 5, index: true, similarity: 'l2_norm', index_options: { type: 'int8_flat', confidence_interval: 0.9 } } }, ANIMALS);
    const r = run(idx, { knn: { field: 'vector', query_vector: QV, k: 3, num_candidates: 3, similarity: 10.3 } });
    expect(ids(r)).toEqual(['2']);
    expect(Math.fround(r.hits.hits[0]._score)).toBe(moose);
  });
  it('hnsw fields stay exact', () => {
    const idx = index('hnsw', { vector: { type: 'dense_vector', dims: 5, index: true, similarity: 'l2_norm', index_options: { type: 'hnsw' } } }, ANIMALS);
    expect(run(idx, { knn: { field: 'vector', query_vector: QV, k: 3, num_candidates: 3, similarity: 10.3 } }).hits.hits).toEqual([]);
  });
});

describe('the knn query inside a nested query (130_knn_query_nested_search.yml)', () => {
  const nested = () => index('test', {
    name: { type: 'keyword' },
    nested: { type: 'nested', properties: { paragraph_id: { type: 'keyword' }, vector: { type: 'dense_vector', dims: 5, index: true, similarity: 'l2_norm' } } },
  }, [
    ['1', { name: 'cow.jpg', nested: [{ paragraph_id: 0, vector: [230.0, 300.33, -34.8988, 15.555, -200.0] }, { paragraph_id: 1, vector: [240.0, 300, -3, 1, -20] }] }],
    ['2', { name: 'moose.jpg', nested: [{ paragraph_id: 0, vector: [-0.5, 100.0, -13, 14.8, -156.0] }, { paragraph_id: 2, vector: [0, 100.0, 0, 14.8, -156.0] }, { paragraph_id: 3, vector: [0, 1.0, 0, 1.8, -15.0] }] }],
    ['3', { name: 'rabbit.jpg', nested: [{ paragraph_id: 0, vector: [0.5, 111.3, -13.0, 14.8, -156.0] }] }],
  ]);
  const knn = (extra: JsonObject = {}) => ({ knn: { field: 'nested.vector', query_vector: QV, num_candidates: 3, ...extra } });
  it('keeps k parents, each by its best child (DiversifyingChildrenFloatKnnVectorQuery)', () => {
    const r = run(nested(), { query: { nested: { path: 'nested', query: knn() } } });
    expect(r.hits.total.value).toBe(3);
    expect(ids(r)).toEqual(['2', '3', '1']);
  });
  it('inner hits score every child of the parent exactly (8.13)', () => {
    const r = run(nested(), { query: { nested: { path: 'nested', query: knn({ k: 1, num_candidates: 1 }), inner_hits: { size: 3, _source: false } } } });
    expect(ids(r)).toEqual(['2']);
    expect(r.hits.hits[0].inner_hits.nested.hits.hits.length).toBe(3);
  });
  it('a filter on parent fields selects parents; one on nested fields, children (8.14)', () => {
    const parents = run(nested(), { query: { nested: { path: 'nested', query: knn({ filter: { term: { name: 'rabbit.jpg' } } }) } } });
    expect(ids(parents)).toEqual(['3']);
    const children = run(nested(), { query: { nested: { path: 'nested', query: knn({ filter: { term: { 'nested.paragraph_id': '3' } } }) } } });
    expect(ids(children)).toEqual(['2']);
  });
});

describe('dense_vector in docvalue_fields (8.16: DocValueFormat.DENSE_VECTOR)', () => {
  const idx = () => index('test', { f: { type: 'dense_vector', dims: 3, index: true }, b: { type: 'dense_vector', element_type: 'byte', dims: 3, index: false } }, [['1', { f: [1.5, 2, -3.25], b: [1, -2, 3] }]]);
  it('one value, the whole vector', () => {
    expect(run(idx(), { _source: false, docvalue_fields: ['f', 'b'] }).hits.hits[0].fields).toEqual({ f: [[1.5, 2, -3.25]], b: [[1, -2, 3]] });
  });
});
