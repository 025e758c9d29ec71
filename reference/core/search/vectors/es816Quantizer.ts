/**
 * bbq as 8.16 and 8.17 score it (ES816BinaryQuantizedVectorsFormat, its BinaryQuantizer and ES816BinaryFlatVectorsScorer,
 * the RaBitQ estimator that 8.18's OptimizedScalarQuantizer replaced): each stored vector, centred on its segment's
 * centroid (binaryQuantizer.ts bbqSegment, the same mean), keeps the sign of each component as one bit and its
 * corrective terms (for l2_norm its distance to the centroid and the projection Σ|x|/√d / ‖x‖; otherwise OOQ, the
 * normalized vector's inner product with its signs over √d, ‖o − c‖ and o·c); the query, centred (and for the dot
 * products normalized), is cut to 4 bits between its own min and max (truncated, not rounded); the score is the
 * estimated distance or dot product corrected by RaBitQ's error bound (maxX1 = 1.9 / √(discretized dims − 1)).
 * Float arithmetic as the scalar Java does it (ESVectorUtil's kernels may run vectorized on a node: last-bit differences).
 */
import { dotProduct, scaleMaxInnerProduct, squareDistance, type VectorSimilarity } from './similarity.ts';
import type { BbqSegment } from './binaryQuantizer.ts';

const f = Math.fround;

/** A stored vector's bits (1 where its centred component is positive) and corrective terms. */
export interface Es816Doc {
  bits: number[];
  /** l2_norm: [distance to the centroid, projection]; otherwise [OOQ, ‖o − c‖, o·c]. */
  corrections: number[];
}

/** A query's 4-bit codes and BinaryQuantizer.QueryFactors. */
export interface Es816Query {
  codes: number[];
  quantizedSum: number;
  distToC: number;
  lower: number;
  width: number;
  normVmC: number;
  vDotC: number;
}

/** BQVectorUtils.norm: the root of the float dot product with itself. */
const norm = (v: readonly number[]): number => f(Math.sqrt(dotProduct(v, v)));

/** BinaryQuantizer.quantizeForIndex. */
export function es816Index(vector: readonly number[], centroid: readonly number[], sim: VectorSimilarity): Es816Doc {
  const dims = vector.length;
  const sqrtDims = f(Math.sqrt(dims));
  const centred = vector.map((x, i) => f(x - centroid[i]!));
  const bits = centred.map((x) => (x > 0 ? 1 : 0));
  const n = norm(centred);
  if (sim === 'l2_norm') {
    const dist = f(Math.sqrt(squareDistance(vector, centroid)));
    let sum = 0;
    for (const x of centred) sum = f(sum + f(Math.abs(x) / sqrtDims));
    let projection = f(sum / n);
    // sumAndNormalize: a zero norm gives 0.8 ("can be anything").
    if (!Number.isFinite(projection)) projection = f(0.8);
    return { bits, corrections: [dist, projection] };
  }
  const oDotC = dotProduct(vector, centroid);
  const unit = centred.map((x) => f(x / n));
  let ooq = 0;
  // computerOOQ walks whole bytes of the original dims.
  for (let i = 0; i < Math.floor(dims / 8) * 8; i++) ooq = f(ooq + f(unit[i]! * (2 * bits[i]! - 1)));
  return { bits, corrections: [f(ooq / sqrtDims), n, oDotC] };
}

/** BinaryQuantizer.quantizeForQuery. */
export function es816Query(vector: readonly number[], centroid: readonly number[], sim: VectorSimilarity): Es816Query {
  const distToC = squareDistance(vector, centroid);
  let vmC = vector.map((x, i) => f(x - centroid[i]!));
  let normVmC = 0;
  if (sim !== 'l2_norm') {
    normVmC = norm(vmC);
    vmC = vmC.map((x) => f(x / normVmC));
  }
  let lower = f(1e20);
  let upper = f(-1e20);
  for (const x of vmC) {
    if (x < lower) lower = x;
    if (x > upper) upper = x;
  }
  const width = f(f(upper - lower) / 15);
  const oneOverWidth = f(1 / width);
  let quantizedSum = 0;
  // (byte) ((v − lower) × 1/width): truncated toward zero (NaN, a query of one value, casts to 0).
  const codes = vmC.map((x) => {
    const q = f(f(x - lower) * oneOverWidth);
    const code = Number.isNaN(q) ? 0 : Math.trunc(q);
    quantizedSum += code;
    return code;
  });
  return { codes, quantizedSum, distToC, lower, width, normVmC, vDotC: sim === 'l2_norm' ? 0 : dotProduct(vector, centroid) };
}

/** ES816BinaryFlatVectorsScorer.BinarizedRandomVectorScorer.score. */
export function es816Score(sim: VectorSimilarity, seg: BbqSegment, q: Es816Query, doc: Es816Doc): number {
  const dims = doc.bits.length;
  const sqrtDims = f(Math.sqrt(dims));
  const discretized = Math.ceil(dims / 64) * 64;
  const maxX1 = f(1.9 / Math.sqrt(discretized - 1.0));
  let qcDist = 0;
  let xbSum = 0;
  for (let i = 0; i < dims; i++) {
    qcDist += q.codes[i]! * doc.bits[i]!;
    xbSum += doc.bits[i]!;
  }
  if (sim === 'l2_norm') {
    const [targetDistToC, x0] = doc.corrections as [number, number];
    const sqrX = f(targetDistToC * targetDistToC);
    const xX0 = f(targetDistToC / x0);
    const factorPPC = f((-2.0 / sqrtDims) * xX0 * (xbSum * 2.0 - dims));
    const factorIP = f((-2.0 / sqrtDims) * xX0);
    let score = f(f(f(sqrX + q.distToC) + f(factorPPC * q.lower)) + f(f(f(qcDist * 2 - q.quantizedSum) * factorIP) * q.width));
    const projectionDist = f(Math.sqrt(xX0 * xX0 - f(targetDistToC * targetDistToC)));
    const error = f(f(2 * maxX1) * projectionDist);
    const y = f(Math.sqrt(q.distToC));
    const errorBound = f(y * error);
    if (Number.isFinite(errorBound)) score = f(score + errorBound);
    return Math.max(f(1 / f(1 + score)), 0);
  }
  const [ooq, normOC, oDotC] = doc.corrections as [number, number, number];
  let dist: number;
  if (normOC === 0 || ooq === 0) dist = f(f(oDotC + q.vDotC) - seg.centroidDp);
  else {
    const a = f(f(f(2 * q.width) / sqrtDims) * qcDist);
    const b = f(f(f(2 * q.lower) / sqrtDims) * xbSum);
    const c = f(f(q.width / sqrtDims) * q.quantizedSum);
    const d = f(sqrtDims * q.lower);
    const estimatedDot = f(f(f(f(a + b) - c) - d) / ooq);
    dist = f(f(f(f(f(q.normVmC * normOC) * estimatedDot) + oDotC) + q.vDotC) - seg.centroidDp);
  }
  const ooqSqr = f(ooq * ooq);
  const errorBound = f(f(q.normVmC * normOC) * (maxX1 * Math.sqrt(f(f(1 - ooqSqr) / ooqSqr))));
  const score = Number.isFinite(errorBound) ? f(dist - errorBound) : dist;
  if (sim === 'max_inner_product') return scaleMaxInnerProduct(score);
  return Math.max(f(f(1 + score) / 2), 0);
}
