/** Tests of the dense_vector Builder checks (denseVectorParams.ts), from Elasticsearch's search.vectors YAML tests. */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { denseVectorProblem } from './denseVectorParams.ts';

const es819 = getProfile('elasticsearch@8.19.0');
const reason = (def: Record<string, unknown>, p = es819) => denseVectorProblem('vector', { type: 'dense_vector', ...def } as never, p)?.cause.reason;

describe('dense_vector parameters (DenseVectorFieldMapper.Builder validators)', () => {
  it('similarity and index_options need an indexed field (41_knn_search_byte_quantized.yml "Test bad quantization parameters")', () => {
    expect(reason({ dims: 5, index: false, similarity: 'dot_product' })).toBe('Field [similarity] can only be specified for a field of type [dense_vector] when it is indexed');
    expect(reason({ dims: 5, index: false, index_options: { type: 'int8_hnsw' } })).toBe('Field [index_options] can only be specified for a field of type [dense_vector] when it is indexed');
    expect(reason({ dims: 5, index: false })).toBeUndefined();
  });
  it('quantized index types take float vectors only (IndexOptions.validateElementType; 42_knn_search_int8_flat.yml, 45_knn_search_bit.yml)', () => {
    expect(reason({ dims: 5, element_type: 'byte', index: true, index_options: { type: 'int8_flat' } })).toBe('[element_type] cannot be [byte] when using index type [int8_flat]');
    expect(reason({ dims: 32, element_type: 'bit', index: true, similarity: 'l2_norm', index_options: { type: 'int4_hnsw' } })).toBe('[element_type] cannot be [bit] when using index type [int4_hnsw]');
    expect(reason({ dims: 32, element_type: 'bit', index: true, similarity: 'l2_norm', index_options: { type: 'hnsw' } })).toBeUndefined();
  });
  it('bit vectors (8.15): dims a multiple of 8, l2_norm only', () => {
    expect(reason({ dims: 12, element_type: 'bit' })).toBe('The number of dimensions for should be a multiple of 8 but was [12]');
    expect(reason({ dims: 40, element_type: 'bit', similarity: 'cosine' })).toBe('The [l2_norm] similarity is the only supported similarity for bit vectors');
    expect(reason({ dims: 40, element_type: 'bit' })).toBeUndefined();
  });
  // 7.x's x-pack DenseVectorFieldMapper.Builder declares dims and meta only (ParametrizedFieldMapper: "unknown parameter"),
  // 8.0 adds index, similarity and index_options, 8.6 element_type (45_knn_search_byte.yml, gte_v8.6.0).
  it('7.x takes dims only; 8.0–8.5 no element_type', () => {
    expect(reason({ dims: 5, index: false, similarity: 'dot_product' }, getProfile('elasticsearch@7.17.3'))).toBe('unknown parameter [index] on mapper [vector] of type [dense_vector]');
    expect(reason({ dims: 5, meta: { unit: 'cm' } }, getProfile('elasticsearch@7.17.3'))).toBeUndefined();
    expect(reason({ dims: 5, element_type: 'byte' }, getProfile('elasticsearch@8.5.0'))).toBe('unknown parameter [element_type] on mapper [vector] of type [dense_vector]');
    expect(reason({ dims: 5, index: true, similarity: 'cosine' }, getProfile('elasticsearch@8.5.0'))).toBeUndefined();
  });
});

describe('int4 index types take even dims (IndexOptions.validateDimension; 42_knn_search_int4_flat.yml "Test odd dimensions fail indexing")', () => {
  it('at mapping time', () => {
    expect(reason({ dims: 5, index: true, similarity: 'l2_norm', index_options: { type: 'int4_flat' } })).toBe('int4_flat only supports even dimensions; provided=5');
    expect(reason({ dims: 6, index: true, similarity: 'l2_norm', index_options: { type: 'int4_flat' } })).toBeUndefined();
  });
});
