/**
 * How a segment scores a query vector against its stored vectors: exactly (similarity.ts), or, for a float field
 * indexed `int8_hnsw` / `int8_flat` (8.12 / 8.13+) or `int4_hnsw` / `int4_flat` (8.15+), against the segment's
 * scalar-quantized vectors (scalarQuantizer.ts), as the HNSW graph and the flat scorer of
 * ES814ScalarQuantizedVectorsFormat do, or for `bbq_hnsw` / `bbq_flat` by the binary estimate around the segment's
 * centroid (binaryQuantizer.ts from 8.18, es816Quantizer.ts in 8.16 and 8.17). The quantizer is the segment's own
 * (recomputed when segments merge: Lucene99ScalarQuantizedVectorsWriter re-derives the quantiles of merged segments
 * whose quantiles differ by more than 1/128 of their range, which one-vector segments always do; the bbq writers'
 * merge takes the count-weighted mean of the merged segments' centroids, or the mean of all their vectors (deleted
 * ones included) where one had deletions: here always the mean of the merged segment's vectors, the same up to the
 * last float bits where no document was deleted).
 */
import type { ShardView } from '../engine/shardTypes.ts';
import { vectorScore } from './similarity.ts';
import { docVector, type VectorField } from './vectorField.ts';
import { quantize, quantizedScore, quantizerSteps, type Quantizer } from './scalarQuantizer.ts';
import { doneSteps, drain, sliceTicker, type Steps } from '../resumable/steps.ts';
import { bbqScore, bbqSegment, osqQuantize, type BbqSegment, type OsqVector } from './binaryQuantizer.ts';
import { es816Index, es816Query, es816Score, type Es816Doc } from './es816Quantizer.ts';

const SEGMENT_STATE = new WeakMap<ShardView, Map<string, Quantizer | BbqSegment | undefined>>();
/** Each stored vector's 1-bit code around a segment's centroid, made once (the format stores it). */
const BBQ_CODES = new WeakMap<BbqSegment, WeakMap<readonly number[], OsqVector | Es816Doc>>();

/** The code of a stored vector around the segment's centroid, made on first use and kept. */
function storedCode<T extends OsqVector | Es816Doc>(seg: BbqSegment, doc: readonly number[], make: () => T): T {
  let codes = BBQ_CODES.get(seg);
  if (!codes) BBQ_CODES.set(seg, (codes = new WeakMap()));
  let code = codes.get(doc) as T | undefined;
  if (!code) codes.set(doc, (code = make()));
  return code;
}

/**
 * A segment's quantization state of the field, made once from its vectors in doc order (deleted documents' included:
 * still in the segment), as steps: a yield point every slice of the vectors read, and within `make`.
 */
function* segmentState<T extends Quantizer | BbqSegment>(view: ShardView, vf: VectorField, key: string, make: (vectors: number[][]) => Steps<T | undefined>): Steps<T | undefined> {
  let byField = SEGMENT_STATE.get(view);
  if (!byField) SEGMENT_STATE.set(view, (byField = new Map()));
  const k = `${vf.ref.name}#${key}`;
  if (byField.has(k)) return byField.get(k) as T | undefined;
  // A yield point between loops: each counts its slices afresh (sliceTicker), so two never share one.
  yield;
  const vectors: number[][] = [];
  const due = sliceTicker();
  for (const d of view.docs) {
    if (due()) yield;
    const v = docVector(d, vf, view.index.name);
    if (v) vectors.push(v);
  }
  yield;
  const state = yield* make(vectors);
  byField.set(k, state);
  return state;
}

/** The score function of a query vector (already normalized where the field normalizes) on one segment. */
export function leafScorer(view: ShardView, vf: VectorField, query: readonly number[]): (doc: readonly number[]) => number {
  return drain(leafScorerSteps(view, vf, query));
}

/** `leafScorer` as steps: a quantized segment's state is made in slices the first time a search needs it. */
export function* leafScorerSteps(view: ShardView, vf: VectorField, query: readonly number[]): Steps<(doc: readonly number[]) => number> {
  const exact = (doc: readonly number[]) => vectorScore(vf.similarity, query, doc);
  const qz = vf.quantized;
  if (qz === undefined) return exact;
  if (qz.kind === 'bbq') {
    const seg = yield* segmentState(view, vf, 'bbq', (vectors) => doneSteps(bbqSegment(vectors, query.length)));
    if (!seg || seg.centroid.length !== query.length) return exact;
    const version = qz.version;
    if (version === 'es816') {
      const q816 = es816Query(query, seg.centroid, vf.similarity);
      return (doc) => es816Score(vf.similarity, seg, q816, storedCode(seg, doc, () => es816Index(doc, seg.centroid, vf.similarity)));
    }
    const qq = osqQuantize(query, seg.centroid, 4, vf.similarity, version);
    return (doc) => bbqScore(vf.similarity, seg, qq, storedCode(seg, doc, () => osqQuantize(doc, seg.centroid, 1, vf.similarity, version)));
  }
  const q = yield* segmentState(view, vf, `${qz.bits}-${qz.confidenceInterval}`, (vectors) => quantizerSteps(vectors, qz.confidenceInterval, qz.bits));
  if (!q) return exact;
  const qq = quantize(q, query, vf.similarity);
  return (doc) => quantizedScore(vf.similarity, q, qq, quantize(q, doc, vf.similarity));
}
