/**
 * Vector similarities as Lucene scores them, in float32: VectorUtil's dot product, cosine and squared
 * distance (DefaultVectorUtilSupport: one float accumulator stepped by fused multiply-adds, four above 32
 * dimensions), and VectorSimilarityFunction's scores (EUCLIDEAN 1/(1+d²), DOT_PRODUCT and COSINE
 * max((1+s)/2, 0), MAXIMUM_INNER_PRODUCT scaled). The OpenSearch k-NN plugin's space types translate the
 * same way (SpaceType.scoreTranslation), with l1 and linf as 1/(1+d).
 */
const f = Math.fround;

/** Math.fma on floats: the product is exact in a double, then one rounding of the sum (twice here only in rare ties). */
function fma(a: number, b: number, c: number): number {
  return f(a * b + c);
}

/** VectorUtil.dotProduct. */
export function dotProduct(a: readonly number[], b: readonly number[]): number {
  let res = 0;
  let i = 0;
  if (a.length > 32) {
    let acc1 = 0, acc2 = 0, acc3 = 0, acc4 = 0;
    const upper = a.length & ~3;
    for (; i < upper; i += 4) {
      acc1 = fma(a[i]!, b[i]!, acc1);
      acc2 = fma(a[i + 1]!, b[i + 1]!, acc2);
      acc3 = fma(a[i + 2]!, b[i + 2]!, acc3);
      acc4 = fma(a[i + 3]!, b[i + 3]!, acc4);
    }
    res = f(res + f(f(f(acc1 + acc2) + acc3) + acc4));
  }
  for (; i < a.length; i++) res = fma(a[i]!, b[i]!, res);
  return res;
}

/** VectorUtil.squareDistance. */
export function squareDistance(a: readonly number[], b: readonly number[]): number {
  let res = 0;
  for (let i = 0; i < a.length; i++) {
    const d = f(a[i]! - b[i]!);
    res = fma(d, d, res);
  }
  return res;
}

/** VectorUtil.cosine: float accumulators, the quotient in double, cast once. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let sum = 0, n1 = 0, n2 = 0;
  for (let i = 0; i < a.length; i++) {
    sum = fma(a[i]!, b[i]!, sum);
    n1 = fma(a[i]!, a[i]!, n1);
    n2 = fma(b[i]!, b[i]!, n2);
  }
  return f(sum / Math.sqrt(n1 * n2));
}

/** VectorUtil.l2normalize: each component divided by the (float) norm, unless already a unit vector. */
export function l2normalize(v: readonly number[]): number[] {
  const l1 = dotProduct(v, v);
  if (l1 === 0 || Math.abs(l1 - 1) <= 1e-5) return [...v];
  const norm = f(Math.sqrt(l1));
  return v.map((x) => f(x / norm));
}

/** Sum of absolute differences and the largest one (OpenSearch's l1 and linf spaces). */
function l1(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s = f(s + Math.abs(f(a[i]! - b[i]!)));
  return s;
}
function linf(a: readonly number[], b: readonly number[]): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(f(a[i]! - b[i]!)));
  return m;
}

/** VectorUtil.xorBitCount: the bits two byte vectors differ in (each byte as unsigned). */
export function xorBitCount(a: readonly number[], b: readonly number[]): number {
  let bits = 0;
  for (let i = 0; i < a.length; i++) for (let x = (a[i]! ^ b[i]!) & 0xff; x !== 0; x &= x - 1) bits++;
  return bits;
}

/**
 * A similarity by name: ES's (`l2_norm`, `dot_product`, `cosine`, `max_inner_product`) or OpenSearch's space types;
 * and how two element types score apart from floats: `byte_dot_product` (Lucene's DOT_PRODUCT on byte vectors,
 * 0.5 + dot / (dims × 2¹⁵)) and `bit_hamming` (a bit vector's l2_norm, 8.15: ES815BitFlatVectorsFormat's
 * hammingScore, (bits − differing bits) / bits).
 */
export type VectorSimilarity = 'l2_norm' | 'dot_product' | 'cosine' | 'max_inner_product' | 'l1' | 'linf' | 'byte_dot_product' | 'bit_hamming';

/** VectorSimilarityFunction.MAXIMUM_INNER_PRODUCT's scaling (VectorUtil.scaleMaxInnerProductScore). */
export function scaleMaxInnerProduct(dot: number): number {
  return dot < 0 ? f(1 / f(1 + f(-1 * dot))) : f(dot + 1);
}

/** The score of a stored vector for a query vector (both already normalized where the field normalizes). */
export function vectorScore(sim: VectorSimilarity, query: readonly number[], doc: readonly number[]): number {
  switch (sim) {
    case 'l2_norm':
      return f(1 / f(1 + squareDistance(query, doc)));
    case 'dot_product':
      return Math.max(f(f(1 + dotProduct(query, doc)) / 2), 0);
    case 'cosine':
      return Math.max(f(f(1 + cosine(query, doc)) / 2), 0);
    case 'max_inner_product':
      return scaleMaxInnerProduct(dotProduct(query, doc));
    case 'l1':
      return f(1 / f(1 + l1(query, doc)));
    case 'linf':
      return f(1 / f(1 + linf(query, doc)));
    case 'byte_dot_product':
      return f(0.5 + f(dotProduct(query, doc) / f(query.length * (1 << 15))));
    case 'bit_hamming':
      return f((query.length * 8 - xorBitCount(query, doc)) / (query.length * 8));
  }
}

/**
 * The score a `similarity` threshold of the knn option stands for (DenseVectorFieldMapper.VectorSimilarity.score,
 * by element type): l2_norm's is a distance (for bit vectors a hamming distance out of `dims` bits), the others a
 * similarity (a byte dot product's raw, scaled by dims × 2¹⁵).
 */
export function thresholdScore(sim: VectorSimilarity, similarity: number, dims = 0): number {
  switch (sim) {
    case 'l2_norm':
      return f(1 / f(1 + f(similarity * similarity)));
    case 'bit_hamming':
      return f(f(dims - similarity) / dims);
    case 'byte_dot_product':
      return f(0.5 + f(similarity / f(dims * (1 << 15))));
    case 'max_inner_product':
      return similarity < 0 ? f(1 / f(1 + f(-1 * similarity))) : f(similarity + 1);
    default:
      return f(f(1 + similarity) / 2);
  }
}
