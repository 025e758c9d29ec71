/** Tests of hex-encoded byte vectors (hexVector.ts). */
import { describe, expect, it } from 'vitest';
import { decodeHexVector } from './hexVector.ts';

describe('hex-encoded byte vectors', () => {
  it('decodes pairs to signed bytes (175_knn_query_hex_encoded_byte_vectors.yml: 807f0a is [-128, 127, 10])', () => {
    expect(decodeHexVector('807f0a')).toEqual([-128, 127, 10]);
    expect(decodeHexVector('40F6e2')).toEqual([64, -10, -30]);
  });
  it('refuses what Java HexFormat.parseHex refuses, with its message', () => {
    expect(decodeHexVector('40af20a')).toEqual({ error: 'string length not even: 7' });
    expect(decodeHexVector('4x')).toEqual({ error: 'not a hexadecimal digit: "x" = 120' });
  });
});
