/**
 * The vector functions of score scripts (ScoreScriptUtils, float `dense_vector`): `cosineSimilarity`,
 * `dotProduct`, `l1norm` and `l2norm` of a query vector (a list) against a document's vector field, in
 * float as KnnDenseVector computes them: the query normalized in double then cast (FloatDenseVectorFunction),
 * dot products by VectorUtil, magnitudes `(float) Math.sqrt(dot(v, v))`, the result a float widened to double.
 * A cosine field normalized at index time (8.11+) is read back from the source unnormalized. `hamming` (8.15+)
 * counts the differing bits of byte vectors; on a bit field (8.15+) `l1norm` is that count and `l2norm` its root.
 */
import { className, JDouble, JList, type JValue } from '../../script/painless/values.ts';
import { decodeHexVector } from './hexVector.ts';
import { isNumeric, toNumber } from '../../script/painless/javaNumbers.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { registerScoreFunction, type ScoreScriptDoc } from '../scripts/scoreFunctions.ts';
import { docVector, vectorField } from './vectorField.ts';
import { dotProduct, squareDistance, xorBitCount } from './similarity.ts';
import { noteWork } from '../resumable/steps.ts';

const f = Math.fround;

function queryOf(v: JValue | undefined): number[] {
  if (!(v instanceof JList)) javaThrow('class_cast_exception', 'Cannot cast to java.util.List');
  // Each element is read as a Number (`number.floatValue()`): a null is a NullPointerException, anything
  // else a ClassCastException, as the unboxing in FloatDenseVectorFunction's loop throws.
  return v.items.map((x) => {
    if (x === null || x === undefined) javaThrow('null_pointer_exception', null);
    if (!isNumeric(x as JValue)) javaThrow('class_cast_exception', `class ${className(x as JValue)} cannot be cast to class java.lang.Number`);
    return toNumber(x as never);
  });
}

/** The document's vector of the field, checked as DenseVectorScriptDocValues and DenseVector.checkDimensions check it. */
function docOf(at: ScoreScriptDoc, field: JValue | undefined, dims: number): number[] {
  const name = String(field);
  const vf = vectorField(at.index, at.profile, name);
  if (vf === 'unmapped') javaThrow('illegal_argument_exception', `No field found for [${name}] in mapping`);
  if (vf === 'not-vector') javaThrow('class_cast_exception', `Cannot cast to DenseVectorDocValuesField`);
  const v = docVector(at.doc, { ...vf, normalize: false }, at.index.name);
  if (!v) javaThrow('illegal_argument_exception', "A document doesn't have a value for a vector field!");
  if (v.length !== dims) javaThrow('illegal_argument_exception', `The query vector has a different number of dimensions [${dims}] than the document vectors [${v.length}].`);
  // A unit of work per number compared (the query read from its list each call, as the script passes it): a script
  // scoring every document yields every few dozen of them, not every few thousand (resumable/steps.ts SLICE_WORK).
  noteWork(dims);
  return v;
}

const magnitude = (v: readonly number[]): number => f(Math.sqrt(dotProduct(v, v)));

registerScoreFunction('cosineSimilarity', 2, (at) => ([q, field]) => {
  const raw = queryOf(q);
  // FloatDenseVectorFunction: the magnitude summed in double over the given numbers, each component divided as a float.
  let m = 0;
  for (const x of raw) m += x * x;
  const qm = f(Math.sqrt(m));
  const query = raw.map((x) => f(f(x) / qm));
  const doc = docOf(at, field, query.length);
  return new JDouble(f(dotProduct(doc, query) / magnitude(doc)));
});

registerScoreFunction('dotProduct', 2, (at) => ([q, field]) => {
  const query = queryOf(q).map(f);
  return new JDouble(dotProduct(docOf(at, field, query.length), query));
});

/** Whether the field holds bit vectors (8.15+): l1norm and l2norm then count differing bits (BitKnnDenseVector). */
function bitField(at: ScoreScriptDoc, field: JValue | undefined): boolean {
  const vf = vectorField(at.index, at.profile, String(field));
  return typeof vf === 'object' && vf.similarity === 'bit_hamming';
}

/** The differing bits of a bit field's vector and a byte query (a list or a hex string). */
function bitDistance(at: ScoreScriptDoc, q: JValue | undefined, field: JValue | undefined): number {
  const query = byteQueryOf(q);
  return xorBitCount(docOf(at, field, query.length), query);
}

registerScoreFunction('l1norm', 2, (at) => ([q, field]) => {
  // BitKnnDenseVector.l1Norm: the hamming distance.
  if (bitField(at, field)) return new JDouble(bitDistance(at, q, field));
  const query = queryOf(q).map(f);
  const doc = docOf(at, field, query.length);
  // FloatKnnDenseVector.l1Norm(float[]): each difference in float, summed in a double.
  let r = 0;
  for (let i = 0; i < doc.length; i++) r += Math.abs(f(doc[i]! - query[i]!));
  return new JDouble(r);
});

registerScoreFunction('l2norm', 2, (at) => ([q, field]) => {
  // BitKnnDenseVector.l2Norm: the square root of the hamming distance, as a float.
  if (bitField(at, field)) return new JDouble(f(Math.sqrt(bitDistance(at, q, field))));
  const query = queryOf(q).map(f);
  // FloatKnnDenseVector.l2Norm(float[]): Math.sqrt of VectorUtil's float square distance, a double (not cast back to
  // float: 41_knn_search_byte_quantized.yml's rescore case matches 1 / (1 + l2norm²) with the knn's float score).
  return new JDouble(Math.sqrt(squareDistance(docOf(at, field, query.length), query)));
});

/** A byte query vector (ByteDenseVectorFunction): a list of bytes, or a hex string (HexFormat.parseHex). */
function byteQueryOf(v: JValue | undefined): number[] {
  if (typeof v === 'string') {
    const bytes = decodeHexVector(v);
    if (!Array.isArray(bytes)) javaThrow('illegal_argument_exception', bytes.error);
    return bytes;
  }
  if (!(v instanceof JList)) javaThrow('illegal_argument_exception', `Unsupported input object for byte vectors: ${className(v ?? null)}`);
  return queryOf(v).map((x) => (((Math.trunc(x) % 256) + 384) % 256) - 128);
}

// ScoreScriptUtils.Hamming (8.15+): the number of differing bits of two byte (or bit) vectors, VectorUtil.xorBitCount;
// a float field is refused.
registerScoreFunction('hamming', 2, (at) => ([q, field]) => {
  const vf = vectorField(at.index, at.profile, String(field));
  if (typeof vf === 'object' && vf.ref.def?.element_type !== 'byte' && vf.ref.def?.element_type !== 'bit') {
    javaThrow('illegal_argument_exception', 'hamming distance is only supported for byte or bit vectors');
  }
  const query = byteQueryOf(q);
  const doc = docOf(at, field, query.length);
  return xorBitCount(doc, query);
}, (p) => p.scriptHamming);
