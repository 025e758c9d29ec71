/** Tests of dense_vector index_options checks (denseVectorIndexOptions.ts). */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { denseVectorIndexOptionsProblem } from './denseVectorIndexOptions.ts';

const es819 = getProfile('elasticsearch@8.19.0');

describe('dense_vector index_options (DenseVectorFieldMapper.parseIndexOptions)', () => {
  it('flat takes no m (42_knn_search_flat.yml "Test bad parameters": checkNoRemainingFields)', () => {
    expect(denseVectorIndexOptionsProblem('vector', { type: 'flat', m: 42 }, es819)?.cause.reason).toBe('Mapping definition for [vector] has unsupported parameters:  [m : 42]');
    expect(denseVectorIndexOptionsProblem('vector', { type: 'hnsw', m: 16, ef_construction: 200 }, es819)).toBeUndefined();
  });
  it('a type is required, and must be one the version has (flat from 8.13)', () => {
    expect(denseVectorIndexOptionsProblem('v', {}, es819)?.cause.reason).toBe('[index_options] requires field [type] to be configured');
    expect(denseVectorIndexOptionsProblem('v', { type: 'flat' }, getProfile('elasticsearch@8.12.0'))?.cause.reason).toBe('Unknown vector index options type [flat] for field [v]');
  });
  it('rescore_vector is a parameter of the quantized types from 8.18 only (ADD_RESCORE_PARAMS_TO_QUANTIZED_VECTORS)', () => {
    const opts = { type: 'bbq_hnsw', rescore_vector: { oversample: 2 } };
    expect(denseVectorIndexOptionsProblem('v', opts, es819)).toBeUndefined();
    expect(denseVectorIndexOptionsProblem('v', opts, getProfile('elasticsearch@8.17.0'))?.cause.reason).toBe('Mapping definition for [v] has unsupported parameters:  [rescore_vector : {oversample=2}]');
    expect(denseVectorIndexOptionsProblem('v', { type: 'hnsw', rescore_vector: { oversample: 2 } }, es819)?.cause.reason).toBe('Mapping definition for [v] has unsupported parameters:  [rescore_vector : {oversample=2}]');
  });
});
