/**
 * A vector field as a knn search sees it: ES's `dense_vector` (dims, similarity, index; cosine on float
 * vectors normalized from 8.11) or OpenSearch's `knn_vector` (dimension, space_type at the top or under
 * `method`, l2 by default), and a document's vector read from its source.
 */
import { isObject, type Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { resolveField, valuesOf, type FieldRef } from '../fields.ts';
import { l2normalize, type VectorSimilarity } from './similarity.ts';
import { decodeHexVector } from './hexVector.ts';
import { defaultConfidenceInterval } from './scalarQuantizer.ts';
import type { OsqVersion } from './binaryQuantizer.ts';
import { noteWork } from '../resumable/steps.ts';

/** A vector field of an index, or why a knn search cannot run on the field. */
export interface VectorField {
  ref: FieldRef;
  dims: number | undefined;
  similarity: VectorSimilarity;
  indexed: boolean;
  /** Whether stored and query vectors are l2-normalized before scoring (then scored as dot products). */
  normalize: boolean;
  /** A query vector's numbers for each of `dims`: 1, or 1/8 for a bit vector (a byte holds 8 dimensions). */
  perDim: number;
  /**
   * Scored on quantized vectors (knnLeafScorer.ts): `int8_*` and `int4_*` by Lucene's ScalarQuantizer (7 or 4 bits, the
   * quantiles' confidence interval), `bbq_*` by OptimizedScalarQuantizer (binaryQuantizer.ts; 8.16 and 8.17: es816Quantizer.ts).
   */
  quantized?: Quantization;
  /** `index_options.rescore_vector.oversample` (8.18+): the knn's oversample where the search gives none; 0 turns it off. */
  indexOversample?: number;
}

/** How a quantized field's vectors are scored. */
export type Quantization = { kind: 'scalar'; bits: 4 | 7; confidenceInterval: number } | { kind: 'bbq'; version: OsqVersion | 'es816' };

const OS_SPACES: Record<string, VectorSimilarity> = { l2: 'l2_norm', cosinesimil: 'cosine', innerproduct: 'max_inner_product', l1: 'l1', linf: 'linf' };

/** The vector field `name` maps, or the kind of problem: unmapped, or not a vector field. */
export function vectorField(index: IndexState, profile: Profile, name: string): VectorField | 'unmapped' | 'not-vector' {
  const ref = resolveField(index, name);
  const def = ref.def;
  if (!def || ref.kind === 'unmapped') return 'unmapped';
  if (def.type === 'dense_vector') {
    const dims = typeof def.dims === 'number' ? def.dims : undefined;
    const indexed = def.index === undefined ? profile.denseVectorIndexedByDefault : def.index === true || def.index === 'true';
    const bit = def.element_type === 'bit' && profile.denseVectorBit;
    const sim = (typeof def.similarity === 'string' ? def.similarity : bit ? 'l2_norm' : 'cosine') as VectorSimilarity;
    const normalize = sim === 'cosine' && profile.cosineNormalized && def.element_type !== 'byte';
    const quantized = quantization(def.index_options, def.element_type, dims, profile);
    const indexOversample = profile.denseVectorIndexRescore ? indexRescore(def.index_options) : undefined;
    return {
      ref,
      dims,
      similarity: normalize ? 'dot_product' : elementScoring(sim, def.element_type, bit),
      indexed,
      normalize,
      perDim: bit ? 1 / 8 : 1,
      ...(quantized ? { quantized } : {}),
      ...(indexOversample !== undefined ? { indexOversample } : {}),
    };
  }
  if (def.type === 'knn_vector') {
    const method = isObject(def.method as Json) ? (def.method as { space_type?: Json }) : {};
    const space = String(def.space_type ?? method.space_type ?? 'l2');
    return { ref, dims: typeof def.dimension === 'number' ? def.dimension : undefined, similarity: OS_SPACES[space] ?? 'l2_norm', indexed: true, normalize: false, perDim: 1 };
  }
  return 'not-vector';
}

/** How the element type scores the mapping's similarity (VectorSimilarityFunction on bytes, ES's bit scorer). */
function elementScoring(sim: VectorSimilarity, elementType: unknown, bit: boolean): VectorSimilarity {
  if (bit) return 'bit_hamming';
  return elementType === 'byte' && sim === 'dot_product' ? 'byte_dot_product' : sim;
}

const SCALAR_BITS: Readonly<Record<string, 4 | 7>> = { int8_hnsw: 7, int8_flat: 7, int4_hnsw: 4, int4_flat: 4 };

/**
 * The quantization of a float field's index type, or none where it is scored on its floats. A confidence interval of
 * 0, int4's default (Int4HnswIndexOptions: "dynamic quantiles"), asks for Lucene's ScalarQuantizer.fromVectorsAutoInterval,
 * whose candidate quantiles are drawn from a `static final Random(42)` shared by the whole JVM: what a segment gets
 * depends on every such draw the node made before, so no model of the index alone can give it; those fields are scored
 * on their floats.
 */
function quantization(options: Json | undefined, elementType: unknown, dims: number | undefined, profile: Profile): Quantization | undefined {
  if (!isObject(options)) return undefined;
  if (elementType !== undefined && elementType !== 'float') return undefined;
  const type = String(options.type);
  if (type === 'bbq_hnsw' || type === 'bbq_flat') return profile.bbqQuantizer === 'none' ? undefined : { kind: 'bbq', version: profile.bbqQuantizer };
  const bits = SCALAR_BITS[type];
  if (bits === undefined) return undefined;
  const ci = options.confidence_interval;
  if (ci === 0 || (bits === 4 && typeof ci !== 'number')) return undefined;
  return { kind: 'scalar', bits, confidenceInterval: typeof ci === 'number' ? Math.fround(ci) : defaultConfidenceInterval(dims ?? 1) };
}

/** The index options' `rescore_vector.oversample`, or undefined without one. */
function indexRescore(options: Json | undefined): number | undefined {
  const rv = isObject(options) ? options.rescore_vector : undefined;
  const over = isObject(rv) ? rv.oversample : undefined;
  return typeof over === 'number' ? Math.fround(over) : undefined;
}

const VECTORS = new WeakMap<Doc, Map<string, number[] | null>>();

/** A document's vector in the field (normalized where the field normalizes), or null without one. */
export function docVector(doc: Doc, vf: VectorField, indexName: string): number[] | null {
  let byField = VECTORS.get(doc);
  if (!byField) VECTORS.set(doc, (byField = new Map()));
  const key = vf.ref.name + (vf.normalize ? '#n' : '');
  if (byField.has(key)) return byField.get(key)!;
  const vals = vectorOfValues(valuesOf(doc, vf.ref, indexName));
  // Parsing it is work a sliced loop counts, a unit per number (knnScan.ts); kept after, a later read costs nothing.
  noteWork(vals?.length ?? 1);
  const out = vals === null ? null : vf.normalize ? l2normalize(vals) : vals;
  byField.set(key, out);
  return out;
}

/** The float vector a field's source values hold (a byte vector may be one hex string, 8.13+), or null without one. */
export function vectorOfValues(raw: readonly Json[]): number[] | null {
  const hex = raw.length === 1 && typeof raw[0] === 'string' ? decodeHexVector(raw[0]) : undefined;
  const vals = (Array.isArray(hex) ? hex : raw).map((v) => Math.fround(Number(v)));
  return vals.length === 0 || vals.some((x) => Number.isNaN(x)) ? null : vals;
}
