/**
 * Tests of the bbq estimator (binaryQuantizer.ts). The edge cases and range checks follow Elasticsearch's
 * OptimizedScalarQuantizerTests (server/src/test/.../codec/vectors/es818: testAbusiveEdgeCases, a 4096-dim zero vector
 * quantizes to all-zero codes with finite intervals, and a one-value vector to codes within [0, 2^bits); and
 * testMathematicalConsistency, random vectors give finite results, lower ≤ upper, a non-negative component sum); the
 * exactness case checks the score's corrective algebra (ES818BinaryFlatVectorsScorer.score) where quantization loses
 * nothing, on data of our own.
 */
import { describe, expect, it } from 'vitest';
import { bbqScore, bbqSegment, osqQuantize, type OsqVector, type OsqVersion } from './binaryQuantizer.ts';
import { vectorScore, type VectorSimilarity } from './similarity.ts';
import { es816Index, es816Query, es816Score } from './es816Quantizer.ts';

const SIMS: VectorSimilarity[] = ['l2_norm', 'dot_product', 'max_inner_product'];
const VERSIONS: OsqVersion[] = ['osq-8.18', 'osq'];

/** OptimizedScalarQuantizerTests.assertValidResults and assertValidQuantizedRange. */
function expectValid(r: OsqVector, bits: number): void {
  expect(Number.isFinite(r.lower) && Number.isFinite(r.upper) && Number.isFinite(r.additional)).toBe(true);
  expect(r.lower).toBeLessThanOrEqual(r.upper);
  expect(r.componentSum).toBeGreaterThanOrEqual(0);
  for (const c of r.codes) expect(c >= 0 && c < 1 << bits).toBe(true);
}

/** A small deterministic generator (no Math.random in tests of a deterministic simulator). */
function floats(n: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.fround(x / 2147483648);
  });
}

describe('OptimizedScalarQuantizer edge cases (after OptimizedScalarQuantizerTests.testAbusiveEdgeCases)', () => {
  it('a 4096-dim zero vector around a zero centroid: all codes 0, finite results, for 1 and 4 bits', () => {
    const zero = new Array<number>(4096).fill(0);
    for (const sim of SIMS) for (const v of VERSIONS) for (const bits of [1, 4] as const) {
      const r = osqQuantize(zero, zero, bits, sim, v);
      expectValid(r, bits);
      expect(r.codes.every((c) => c === 0)).toBe(true);
    }
  });
  it('a one-value vector: codes within range', () => {
    for (const sim of SIMS) for (const v of VERSIONS) for (const bits of [1, 4] as const) expectValid(osqQuantize([0.625], [0.25], bits, sim, v), bits);
  });
});

describe('OptimizedScalarQuantizer on random vectors (after testMathematicalConsistency)', () => {
  it('finite intervals, lower ≤ upper, codes in range', () => {
    const vector = floats(777, 7);
    const centroid = floats(777, 11);
    for (const sim of SIMS) for (const v of VERSIONS) for (const bits of [1, 4] as const) expectValid(osqQuantize(vector, centroid, bits, sim, v), bits);
  });
});

describe('the score estimate (ES818BinaryFlatVectorsScorer.score)', () => {
  // Centred on the centroid [1, 1, 1, 1], the stored vectors are ±0.5 and the query ±0.25 a component: one bit and
  // four bits hold them without loss once the intervals reach [−0.5, 0.5] and [−0.25, 0.25], which the descent does
  // from the MINIMUM_MSE_GRID start; then the corrective terms must give back the exact similarity.
  const a = [1.5, 0.5, 1.5, 0.5];
  const b = [0.5, 1.5, 0.5, 1.5];
  const q = [1.25, 0.75, 1.25, 0.75];
  it('is the exact score where quantization loses nothing, for each similarity and version', () => {
    const seg = bbqSegment([a, b], 4);
    expect(seg.centroid).toEqual([1, 1, 1, 1]);
    for (const sim of SIMS) for (const v of VERSIONS) {
      const qq = osqQuantize(q, seg.centroid, 4, sim, v);
      for (const d of [a, b]) expect(bbqScore(sim, seg, qq, osqQuantize(d, seg.centroid, 1, sim, v))).toBeCloseTo(vectorScore(sim, q, d), 5);
    }
  });
  it('is an estimate otherwise: near the exact score, not equal to it', () => {
    const docs = [floats(64, 3), floats(64, 5), floats(64, 9)].map((d) => d.map((x) => Math.fround(x - 0.5)));
    const query = floats(64, 13).map((x) => Math.fround(x - 0.5));
    const seg = bbqSegment(docs, 64);
    const qq = osqQuantize(query, seg.centroid, 4, 'l2_norm', 'osq');
    for (const d of docs) {
      const est = bbqScore('l2_norm', seg, qq, osqQuantize(d, seg.centroid, 1, 'l2_norm', 'osq'));
      const exact = vectorScore('l2_norm', query, d);
      expect(est).not.toBe(exact);
      expect(Math.abs(est - exact)).toBeLessThan(0.1);
    }
  });
  it('the centroid is the float mean of the segment\'s vectors in doc order', () => {
    expect(bbqSegment([[0.1, 3], [0.2, 5], [0.3, 7]], 2).centroid).toEqual([Math.fround(Math.fround(Math.fround(Math.fround(0.1) + Math.fround(0.2)) + Math.fround(0.3)) / 3), 5]);
  });
});

describe('a segment of one vector: the vector is its centroid, and every estimator gives the exact score back', () => {
  // OSQ: the centred vector is zero, so its interval and codes are 0 and only the corrective terms remain (|q − c|²,
  // or q·c + c·c − c·c). ES816: ‖o − c‖ = 0 takes the `oDotC + vDotC − cDotC` branch (ES816BinaryFlatVectorsScorer's
  // comment: "centroid == doc vector"), and for l2_norm every factor but the query's distance to the centroid is 0.
  const doc = [0.5, -1.25, 2, 0.75];
  const query = [1, 0.25, -0.5, 1.5];
  it('for each similarity and estimator', () => {
    const seg = bbqSegment([doc], 4);
    for (const sim of SIMS) {
      const exact = vectorScore(sim, query, doc);
      for (const v of VERSIONS) expect(bbqScore(sim, seg, osqQuantize(query, seg.centroid, 4, sim, v), osqQuantize(doc, seg.centroid, 1, sim, v))).toBeCloseTo(exact, 6);
      expect(es816Score(sim, seg, es816Query(query, seg.centroid, sim), es816Index(doc, seg.centroid, sim))).toBeCloseTo(exact, 6);
    }
  });
});
