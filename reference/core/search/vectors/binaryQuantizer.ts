/**
 * bbq ("better binary quantization") of float vectors, as Elasticsearch 8.18+ scores a `bbq_hnsw` / `bbq_flat`
 * field's knn search (ES818BinaryQuantizedVectorsFormat and its scorer ES818BinaryFlatVectorsScorer, over
 * OptimizedScalarQuantizer). Per segment, the centroid of its vectors (the float mean, component by component, in doc
 * order: ES818BinaryQuantizedVectorsWriter.FieldWriter's dimensionSums divided by the count); each stored vector,
 * centred on it, quantized to one bit a component on an interval optimized for it (the MINIMUM_MSE_GRID start scaled
 * to the vector's deviation, then at most 5 steps of coordinate descent on the quantization loss with lambda 0.1),
 * keeping its interval, the sum of its bits and a correction (the dot product with the centroid, or for l2_norm the
 * centred vector's squared norm); the query quantized alike to 4 bits; the score an estimate from the integer dot
 * product of the codes and those corrective terms, then the similarity's own scaling.
 *
 * Float arithmetic step by step as the scalar Java does it. Two versions: the first release's (8.18.0 / 9.0.0: the
 * start interval (grid + mean) × deviation, statistics in double) and the one elastic/elasticsearch#126778 fixed
 * ("Fix bbq quantization algorithm but for differently distributed components", 8.x and main, April 2025: grid ×
 * deviation + mean), whose statistics and descent sums run in float (ESVectorUtil's kernels, #127118); the loss that
 * decides whether a descent step is kept is taken in double in both, as the first form's `loss` does. Where the JVM
 * vectorizes those kernels (Panama, several lanes summed apart) the last bits of a sum can differ, so an estimate can
 * differ from the node's in its last float bits, rarely more.
 */
import { dotProduct, scaleMaxInnerProduct, type VectorSimilarity } from './similarity.ts';

const f = Math.fround;

/** OptimizedScalarQuantizer.MINIMUM_MSE_GRID for 1 and 4 bits (the lower end; the upper is its opposite). */
const GRID: Readonly<Record<number, number>> = { 1: f(-0.798), 4: f(-2.514) };
const LAMBDA = f(0.1);
const ITERS = 5;
/** ES818BinaryFlatVectorsScorer.FOUR_BIT_SCALE. */
const FOUR_BIT_SCALE = f(1 / 15);

/** Which OptimizedScalarQuantizer a release runs: 8.18.0's, or the fixed one of #126778. */
export type OsqVersion = 'osq-8.18' | 'osq';

/** A quantized vector: its codes (0 .. 2^bits − 1 a component) and OptimizedScalarQuantizer.QuantizationResult. */
export interface OsqVector {
  codes: number[];
  lower: number;
  upper: number;
  additional: number;
  componentSum: number;
}

/** A segment's bbq state: its centroid and the centroid's dot product with itself. */
export interface BbqSegment {
  centroid: number[];
  centroidDp: number;
}

/** Java's Math.round: floor(x + 0.5), and 0 for NaN (an interval of one point: 0 × ∞). */
const round = (x: number): number => (Number.isNaN(x) ? 0 : Math.floor(x + 0.5));
const clamp = (x: number, a: number, b: number): number => Math.min(Math.max(x, a), b);

/** The segment's centroid: the float sums of each component over its vectors (doc order), divided by their count. */
export function bbqSegment(vectors: readonly (readonly number[])[], dims: number): BbqSegment {
  const sums = new Array<number>(dims).fill(0);
  for (const v of vectors) for (let i = 0; i < dims; i++) sums[i] = f(sums[i]! + v[i]!);
  if (vectors.length === 0) return { centroid: sums, centroidDp: 0 };
  const centroid = sums.map((s) => f(s / vectors.length));
  return { centroid, centroidDp: dotProduct(centroid, centroid) };
}

/** OptimizedScalarQuantizer's quantization loss of an interval (its `loss`, in double). */
function loss(v: readonly number[], a: number, b: number, points: number, norm2: number): number {
  const step = (b - a) / (points - 1);
  const stepInv = 1 / step;
  let xe = 0;
  let e = 0;
  for (const xi of v) {
    const xiq = a + step * round((clamp(xi, a, b) - a) * stepInv);
    xe += xi * (xi - xiq);
    e += (xi - xiq) * (xi - xiq);
  }
  return ((1 - LAMBDA) * xe * xe) / norm2 + LAMBDA * e;
}

/** The sums of the coordinate descent's normal equations (calculateOSQGridPoints), in float or double. */
function gridPoints(v: readonly number[], a: number, b: number, points: number, inFloat: boolean): number[] {
  const g = inFloat ? f : (x: number) => x;
  const stepInv = f(f(points - 1) / f(b - a));
  let daa = 0, dab = 0, dbb = 0, dax = 0, dbx = 0;
  for (const xi of v) {
    const k = round(inFloat ? f(f(clamp(xi, a, b) - a) * stepInv) : (clamp(xi, a, b) - a) * stepInv);
    const s = f(k / (points - 1));
    const ms = g(1 - s);
    daa = g(daa + g(ms * ms));
    dab = g(dab + g(ms * s));
    dbb = g(dbb + g(s * s));
    dax = g(dax + g(xi * ms));
    dbx = g(dbx + g(xi * s));
  }
  return [daa, dab, dbb, dax, dbx];
}

/** OptimizedScalarQuantizer.optimizeIntervals: the interval after at most ITERS descent steps that do not raise the loss. */
function optimizeIntervals(interval: [number, number], v: readonly number[], norm2: number, points: number, inFloat: boolean): void {
  let initialLoss = loss(v, interval[0], interval[1], points, norm2);
  const scale = f(f(1 - LAMBDA) / norm2);
  if (!Number.isFinite(scale)) return;
  const g = inFloat ? f : (x: number) => x;
  for (let i = 0; i < ITERS; i++) {
    const [daa, dab, dbb, dax, dbx] = gridPoints(v, interval[0], interval[1], points, inFloat);
    const m0 = g(g(g(scale * dax) * dax) + g(LAMBDA * daa));
    const m1 = g(g(g(scale * dax) * dbx) + g(LAMBDA * dab));
    const m2 = g(g(g(scale * dbx) * dbx) + g(LAMBDA * dbb));
    const det = m0 * m2 - m1 * m1;
    if (det === 0) return;
    const aOpt = f((m2 * dax - m1 * dbx) / det);
    const bOpt = f((m0 * dbx - m1 * dax) / det);
    if (Math.abs(f(interval[0] - aOpt)) < 1e-8 && Math.abs(f(interval[1] - bOpt)) < 1e-8) return;
    const newLoss = loss(v, aOpt, bOpt, points, norm2);
    if (newLoss > initialLoss) return;
    interval[0] = aOpt;
    interval[1] = bOpt;
    initialLoss = newLoss;
  }
}

/** OptimizedScalarQuantizer.scalarQuantize of a vector (already l2-normalized where the field normalizes) to `bits` around the centroid. */
export function osqQuantize(vector: readonly number[], centroid: readonly number[], bits: 1 | 4, sim: VectorSimilarity, version: OsqVersion): OsqVector {
  const inFloat = version === 'osq';
  const g = inFloat ? f : (x: number) => x;
  const centred: number[] = [];
  let mean = 0, variance = 0, norm2 = 0, centroidDot = 0;
  let min = Infinity, max = -Infinity;
  for (let i = 0; i < vector.length; i++) {
    centroidDot = f(centroidDot + f(vector[i]! * centroid[i]!));
    const c = f(vector[i]! - centroid[i]!);
    centred.push(c);
    min = Math.min(min, c);
    max = Math.max(max, c);
    norm2 = f(norm2 + f(c * c));
    const delta = g(c - mean);
    mean = g(mean + g(delta / (i + 1)));
    variance = g(variance + g(delta * g(c - mean)));
  }
  variance = g(variance / vector.length);
  const std = g(Math.sqrt(variance));
  const lo = GRID[bits]!;
  // #126778: the start interval is grid × deviation + mean; 8.18.0 scaled (grid + mean) by the deviation.
  const interval: [number, number] = inFloat
    ? [f(clamp(f(f(lo * std) + mean), min, max)), f(clamp(f(f(-lo * std) + mean), min, max))]
    : [f(clamp((lo + mean) * std, min, max)), f(clamp((-lo + mean) * std, min, max))];
  const points = 1 << bits;
  optimizeIntervals(interval, centred, norm2, points, inFloat);
  const [a, b] = interval;
  const step = f(f(b - a) / (points - 1));
  const codes: number[] = [];
  let componentSum = 0;
  for (const c of centred) {
    // A step of 0 (an interval of one point) divides 0 by 0, which rounds to 0.
    const code = round(f(f(clamp(c, a, b) - a) / step));
    codes.push(code);
    componentSum += code;
  }
  return { codes, lower: a, upper: b, additional: sim === 'l2_norm' ? norm2 : centroidDot, componentSum };
}

/** ES818BinaryFlatVectorsScorer.BinarizedRandomVectorScorer.score: a 4-bit query against a 1-bit stored vector. */
export function bbqScore(sim: VectorSimilarity, seg: BbqSegment, query: OsqVector, doc: OsqVector): number {
  let qcDist = 0;
  for (let i = 0; i < doc.codes.length; i++) qcDist += query.codes[i]! * doc.codes[i]!;
  const x1 = doc.componentSum;
  const ax = doc.lower;
  const lx = f(doc.upper - ax);
  const ay = query.lower;
  const ly = f(f(query.upper - ay) * FOUR_BIT_SCALE);
  const y1 = query.componentSum;
  const dims = doc.codes.length;
  let score = f(f(f(f(f(ax * ay) * dims) + f(f(ay * lx) * x1)) + f(f(ax * ly) * y1)) + f(f(lx * ly) * qcDist));
  if (sim === 'l2_norm') {
    score = f(f(query.additional + doc.additional) - f(2 * score));
    return Math.max(f(1 / f(1 + score)), 0);
  }
  score = f(score + f(f(query.additional + doc.additional) - seg.centroidDp));
  if (sim === 'max_inner_product') return scaleMaxInnerProduct(score);
  return Math.max(f(f(1 + score) / 2), 0);
}
