/**
 * How a segment scores a query vector against its stored vectors: exactly (similarity.ts), or, for a float field
 * indexed `int8_hnsw` / `int8_flat` (8.12 / 8.13+), against the segment's int8-quantized vectors (scalarQuantizer.ts),
 * as the HNSW graph and the flat scorer of ES814ScalarQuantizedVectorsFormat do. The quantizer is the segment's own
 * (recomputed when segments merge: Lucene99ScalarQuantizedVectorsWriter re-derives the quantiles of merged segments
 * whose quantiles differ by more than 1/128 of their range, which one-vector segments always do).
 */
import type { ShardView } from '../engine/shardTypes.ts';
import { vectorScore } from './similarity.ts';
import { docVector, type VectorField } from './vectorField.ts';
import { quantize, quantizedScore, quantizerOf, type Quantizer } from './scalarQuantizer.ts';

const QUANTIZERS = new WeakMap<ShardView, Map<string, Quantizer | undefined>>();

/** The segment's quantizer of the field, from its vectors in doc order (deleted documents' included: still in the segment). */
function segmentQuantizer(view: ShardView, vf: VectorField, ci: number): Quantizer | undefined {
  let byField = QUANTIZERS.get(view);
  if (!byField) QUANTIZERS.set(view, (byField = new Map()));
  const key = `${vf.ref.name}#${ci}`;
  if (byField.has(key)) return byField.get(key);
  const vectors: number[][] = [];
  for (const d of view.docs) {
    const v = docVector(d, vf, view.index.name);
    if (v) vectors.push(v);
  }
  const q = quantizerOf(vectors, ci);
  byField.set(key, q);
  return q;
}

/** The score function of a query vector (already normalized where the field normalizes) on one segment. */
export function leafScorer(view: ShardView, vf: VectorField, query: readonly number[]): (doc: readonly number[]) => number {
  const exact = (doc: readonly number[]) => vectorScore(vf.similarity, query, doc);
  if (vf.quantized === undefined) return exact;
  const q = segmentQuantizer(view, vf, vf.quantized.confidenceInterval);
  if (!q) return exact;
  const qq = quantize(q, query, vf.similarity);
  return (doc) => quantizedScore(vf.similarity, q, qq, quantize(q, doc, vf.similarity));
}
