/**
 * Scalar quantization of float vectors, as Lucene 9.12 scores an `int8_hnsw` / `int8_flat` field's knn search
 * (ES814ScalarQuantizedVectorsFormat over Lucene's ScalarQuantizer, 7 bits), and `int4_hnsw` / `int4_flat` (8.15, the
 * same quantizer with 4 bits: 15 steps, not 127): per segment, the quantiles of a
 * sample of its vectors (ScalarQuantizer.fromVectors: every 20 vectors' values, the confidence interval's tails
 * dropped by getUpperAndLowerQuantile, lower and upper averaged over the batches), each component clamped to them
 * and rounded to 0..127 (quantizeFloat, with the corrective offset for dot products), and the score of two quantized
 * vectors (Lucene99ScalarQuantizedVectorScorer: squareDistance or dotProduct × alpha², plus both offsets). Float
 * arithmetic step by step, so the scores are the engine's. A segment of more than 25,000 vectors is sampled at
 * random by Lucene (reservoirSampleIndices): not modelled, it is scored exactly (quantizerOf answers undefined).
 */
import { scaleMaxInnerProduct, type VectorSimilarity } from './similarity.ts';
import { drain, noteWork, sliceTicker, type Steps } from '../resumable/steps.ts';

const f = Math.fround;
/** ScalarQuantizer.SCRATCH_SIZE and SCALAR_QUANTIZATION_SAMPLE_SIZE. */
const SCRATCH_SIZE = 20;
const SAMPLE_SIZE = 25_000;

/** A segment's quantizer: its quantiles, and scale and alpha ((2^bits − 1) / (upper − lower) and its inverse). */
export interface Quantizer {
  lower: number;
  upper: number;
  scale: number;
  alpha: number;
}

/** Lucene99ScalarQuantizedVectorsFormat.calculateDefaultConfidenceInterval: max(0.9, 1 − 1/(dims + 1)). */
export function defaultConfidenceInterval(dims: number): number {
  return Math.max(f(0.9), f(1 - f(1 / (dims + 1))));
}

/** ScalarQuantizer's constructor: the divisor is (1 << bits) − 1. */
function quantizer(lower: number, upper: number, bits: number): Quantizer {
  const divisor = (1 << bits) - 1;
  return { lower, upper, scale: f(divisor / f(upper - lower)), alpha: f(f(upper - lower) / divisor) };
}

/** ScalarQuantizer.getUpperAndLowerQuantile: the values left once the confidence interval's tails are dropped, their min and max. */
function quantiles(values: number[], ci: number): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length <= 2) return [sorted[0]!, sorted[sorted.length - 1]!];
  const cut = Math.trunc(f(f(f(sorted.length * f(1 - ci)) / 2) + 0.5));
  return [sorted[cut]!, sorted[sorted.length - 1 - cut]!];
}

/** ScalarQuantizer.fromVectors for a segment's vectors in doc order, or undefined past the sample size (random sampling). */
export function quantizerOf(vectors: readonly (readonly number[])[], ci: number, bits = 7): Quantizer | undefined {
  return drain(quantizerSteps(vectors, ci, bits));
}

/**
 * `quantizerOf` as steps: a yield point between batches once a slice's work is done (a unit per number sorted:
 * 40,000 vectors of 64 dimensions sort 2,000 batches, half a second whole).
 */
export function* quantizerSteps(vectors: readonly (readonly number[])[], ci: number, bits = 7): Steps<Quantizer | undefined> {
  if (vectors.length === 0) return quantizer(0, 0, bits);
  if (vectors.length > SAMPLE_SIZE) return undefined;
  if (ci === 1) {
    const all = vectors.flat();
    return quantizer(Math.min(...all), Math.max(...all), bits);
  }
  const batch = Math.min(SCRATCH_SIZE, vectors.length);
  let lowerSum = 0;
  let upperSum = 0;
  let count = 0;
  // Only whole batches count: the vectors past the last full one are left out, as Lucene leaves them.
  const due = sliceTicker();
  for (let start = 0; start + batch <= vectors.length; start += batch) {
    if (due()) yield;
    const values = vectors.slice(start, start + batch).flat();
    noteWork(values.length);
    const [lo, hi] = quantiles(values, ci);
    lowerSum += lo;
    upperSum += hi;
    count++;
  }
  return quantizer(f(f(lowerSum) / count), f(f(upperSum) / count), bits);
}

/** ScalarQuantizer.quantize: the bytes and the corrective offset (0 for euclidean). */
export function quantize(q: Quantizer, v: readonly number[], sim: VectorSimilarity): { bytes: number[]; offset: number } {
  const bytes: number[] = [];
  let correction = 0;
  for (const x of v) {
    const dx = f(x - q.lower);
    const dxc = f(Math.max(q.lower, Math.min(q.upper, x)) - q.lower);
    const dxs = f(q.scale * dxc);
    // Java's Math.round: NaN (a segment whose quantiles meet, scale infinite times 0) rounds to 0.
    const rounded = Number.isNaN(dxs) ? 0 : Math.floor(dxs + 0.5);
    const dxq = f(rounded * q.alpha);
    bytes.push(rounded);
    correction = f(correction + f(f(q.lower * f(x - f(q.lower / 2))) + f(f(dx - dxq) * dxq)));
  }
  return { bytes, offset: sim === 'l2_norm' ? 0 : correction };
}

/** Lucene99ScalarQuantizedVectorScorer's score of a quantized query against a quantized stored vector. */
export function quantizedScore(sim: VectorSimilarity, q: Quantizer, query: { bytes: number[]; offset: number }, doc: { bytes: number[]; offset: number }): number {
  const constMultiplier = f(q.alpha * q.alpha);
  let acc = 0;
  if (sim === 'l2_norm') {
    for (let i = 0; i < doc.bytes.length; i++) acc += (doc.bytes[i]! - query.bytes[i]!) ** 2;
    return f(1 / f(1 + f(acc * constMultiplier)));
  }
  for (let i = 0; i < doc.bytes.length; i++) acc += doc.bytes[i]! * query.bytes[i]!;
  const adjusted = f(f(f(acc * constMultiplier) + query.offset) + doc.offset);
  return sim === 'max_inner_product' ? scaleMaxInnerProduct(adjusted) : Math.max(f(f(1 + adjusted) / 2), 0);
}
