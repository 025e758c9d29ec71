/**
 * A dense_vector as `doc['v']` shows it (DenseVectorScriptDocValues): a list of at most one value, so
 * `size()` is 0 or 1; `vectorValue` (getVectorValue) is the vector as a float[] (a byte vector's bytes widened
 * to floats, ByteKnnDenseVector.getVector), `magnitude` (getMagnitude) `(float) Math.sqrt(dot(v, v))`
 * (DenseVector.getMagnitude); both throw on a document without a vector, and `value`/`get` are refused, as
 * ES refuses them ("use 'vectorValue' or 'magnitude' instead").
 */
import { markJava, type Json } from '../../json.ts';
import { JArray, JFloat, type JValue } from '../../script/painless/values.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { registerScriptDocValues } from '../scripts/docLookup.ts';
import { vectorOfValues } from './vectorField.ts';
import { dotProduct, xorBitCount } from './similarity.ts';
import type { FieldDef } from '../../mapping/types.ts';

/** One document's vector (DenseVector). */
export class JDenseVector {
  readonly jclass = 'org.elasticsearch.script.field.vectors.DenseVector';
  constructor(
    readonly vector: readonly number[],
    readonly bits = false,
  ) {}
  /**
   * DenseVector.getMagnitude: the dot product with itself, its square root cast to float; a bit vector's
   * (BitKnnDenseVector, DenseVector.getBitMagnitude, 8.15+) the root of its set bits.
   */
  get magnitude(): number {
    if (this.bits) return Math.fround(Math.sqrt(xorBitCount(this.vector, this.vector.map(() => 0))));
    return Math.fround(Math.sqrt(dotProduct(this.vector, this.vector)));
  }
}

/** The vector of the field's source values (numbers, or a byte vector's hex string), none when absent. */
function read(raw: Json[], def?: FieldDef): JValue[] {
  const vals = vectorOfValues(raw);
  return vals === null ? [] : [new JDenseVector(vals, def?.element_type === 'bit')];
}

const MISSING = "A document doesn't have a value for a vector field!";

function method(items: JValue[], name: string, args: JValue[]): JValue | undefined {
  if (args.length !== 0) return undefined;
  const vector = (): JDenseVector => (items[0] as JDenseVector | undefined) ?? javaThrow('illegal_argument_exception', MISSING);
  if (name === 'getVectorValue') return new JArray('float', vector().vector.map((x) => new JFloat(x)));
  if (name === 'getMagnitude') return new JFloat(vector().magnitude);
  if (name === 'getValue') javaThrow('unsupported_operation_exception', "accessing a vector field's value through 'get' or 'value' is not supported, use 'vectorValue' or 'magnitude' instead.");
  return undefined;
}

registerScriptDocValues('dense_vector', { cls: 'DenseVectorScriptDocValues', read, method });

/**
 * A dense_vector in `docvalue_fields` (8.16+, SearchCapabilities.DENSE_VECTOR_DOCVALUE_FIELDS: DocValueFormat.DENSE_VECTOR):
 * one value, the whole vector, floats printed as Java floats, a byte or bit vector's bytes as integers; none without one.
 */
export function denseVectorDocValue(raw: Json[], elementType: Json | undefined): Json[] {
  const vals = vectorOfValues(raw);
  if (vals === null) return [];
  if (elementType === undefined || elementType === 'float') markJava(vals, 'float');
  return [vals];
}
