/**
 * Tests of Lucene's ScalarQuantizer as scalarQuantizer.ts models it, after Lucene's TestScalarQuantizer (Apache-2.0):
 * testQuantiles (the 0.9, 0.95 and 0.99 intervals of 0 … 999 are [50, 949], [25, 974], [5, 994]), testEdgeCase (five
 * equal values give that value for both ends) and testQuantizeAndDeQuantize (quantized, dequantized and quantized
 * again, a vector keeps its codes, and the dequantized values lie within half a step of the originals), for the 7 bits
 * of int8 and the 4 bits of int4 (15 steps).
 */
import { describe, expect, it } from 'vitest';
import { quantize, quantizerOf } from './scalarQuantizer.ts';

/** A deterministic spread of floats in (−1, 1) (the Lucene test draws random ones). */
function floats(n: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.fround((x / 2147483648) * 2 - 1);
  });
}

describe('ScalarQuantizer quantiles (TestScalarQuantizer.testQuantiles, testEdgeCase)', () => {
  const values = Array.from({ length: 1000 }, (_, i) => 999 - i);
  it.each([
    [0.9, 50, 949],
    [0.95, 25, 974],
    [0.99, 5, 994],
  ])('confidence interval %f: [%f, %f]', (ci, lower, upper) => {
    const q = quantizerOf([values], Math.fround(ci))!;
    expect([q.lower, q.upper]).toEqual([lower, upper]);
  });
  it('equal values', () => {
    const q = quantizerOf([[1, 1, 1, 1, 1]], Math.fround(0.9))!;
    expect([q.lower, q.upper]).toEqual([1, 1]);
  });
});

describe('quantize, dequantize, quantize again (TestScalarQuantizer.testQuantizeAndDeQuantize)', () => {
  const vectors = Array.from({ length: 100 }, (_, i) => floats(128, i + 1));
  it.each([7, 4])('%i bits: the same codes, values within half a step', (bits) => {
    const q = quantizerOf(vectors, 1, bits)!;
    expect(q.alpha).toBeCloseTo((q.upper - q.lower) / ((1 << bits) - 1), 6);
    for (const v of vectors) {
      const { bytes } = quantize(q, v, 'dot_product');
      for (const b of bytes) expect(b >= 0 && b < 1 << bits).toBe(true);
      const dequantized = bytes.map((b) => Math.fround(Math.fround(q.alpha * b) + q.lower));
      dequantized.forEach((d, j) => expect(Math.abs(d - v[j]!)).toBeLessThanOrEqual(q.alpha / 2 + 1e-6));
      expect(quantize(q, dequantized, 'dot_product').bytes).toEqual(bytes);
    }
  });
});
