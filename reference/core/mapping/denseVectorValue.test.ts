/** Tests of dense_vector values against the mapping (denseVectorValue.ts): bit vectors, hex strings, dims from the first value. */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { denseVectorDimsOf, denseVectorValueProblem, withDims } from './denseVectorValue.ts';

const es819 = getProfile('elasticsearch@8.19.0');
const bit = { type: 'dense_vector', element_type: 'bit', dims: 40 };

describe('dense_vector values (DenseVectorFieldMapper.parse, ElementType.parseKnnVector)', () => {
  it('a bit vector holds 8 dimensions a byte: 5 bytes for dims 40 (45_knn_search_bit.yml)', () => {
    expect(denseVectorValueProblem(bit, [2, -1, 1, 4, -3], 'vector', '1', es819)).toBeUndefined();
    expect(denseVectorValueProblem(bit, 'ff00ff00ff', 'vector', '1', es819)).toBeUndefined();
    expect(denseVectorValueProblem(bit, [1, 2, 3, 4], 'vector', '1', es819)?.cause.reason).toBe("The [dense_vector] field [vector] in doc [document with id '1'] has a different number of dimensions [32] than defined in the mapping [40]");
    expect(denseVectorValueProblem(bit, [1, 2, 3, 4, 5, 6], 'vector', '1', es819)?.cause.reason).toBe('The number of dimensions for field [vector] should be [40] but found [48]');
  });
  it('a hex string is checked whole (checkDimensionMatches), a float field refuses it', () => {
    const byte = { type: 'dense_vector', element_type: 'byte', dims: 3 };
    expect(denseVectorValueProblem(byte, '807f0a0b', 'v', '1', es819)?.cause.reason).toContain('has a different number of dimensions [4] than defined in the mapping [3]');
    expect(denseVectorValueProblem({ type: 'dense_vector', dims: 3 }, '807f0a', 'v', '1', es819)?.cause.type).toBe('parsing_exception');
  });
  it('a field without dims takes them from its first value (170_knn_search_hex_encoded_byte_vectors.yml "Dynamic dimensions for hex-encoded string")', () => {
    const byte = { type: 'dense_vector', element_type: 'byte', index: false };
    expect(denseVectorDimsOf(byte, '807f0a', es819)).toBe(3);
    expect(denseVectorDimsOf({ type: 'dense_vector', element_type: 'bit' }, [1, 2], es819)).toBe(16);
    expect(Object.keys(withDims(byte, 3))).toEqual(['type', 'element_type', 'dims', 'index']);
  });
});

describe('dims from a first value an int4 field refuses', () => {
  it('odd dims fail the document (parse: indexOptions.validateDimension), even ones set them', () => {
    const int4 = { type: 'dense_vector', index: true, similarity: 'l2_norm', index_options: { type: 'int4_hnsw' } };
    expect(denseVectorValueProblem(int4, [1, 2, 3, 4, 5], 'vector', '1', es819)?.cause.reason).toBe('int4_hnsw only supports even dimensions; provided=5');
    expect(denseVectorValueProblem(int4, [1, 2, 3, 4, 5, 6], 'vector', '1', es819)).toBeUndefined();
  });
});
