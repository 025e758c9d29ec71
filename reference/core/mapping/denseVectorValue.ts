/**
 * A dense_vector value as DenseVectorFieldMapper.parse reads it: an array of numbers, or (8.13+, byte and bit
 * element types) one hex string (ElementType.parseHexEncodedVector). A bit vector packs its `dims` bits in
 * dims/8 bytes, so its array or decoded string counts 8 dimensions a byte (8.15+). A field mapped without `dims`
 * takes them from the first value it is given (parseDimensionCount, a dynamic mapping update).
 */
import type { Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { vectorBitsExceeded, vectorDimsFailure, vectorHexFailure, vectorIndexTypeDims, vectorIndexTypeMinDims, vectorNotAnArrayFailure, type ValueFailure } from '../errors/index.ts';
import { isObject } from '../json.ts';
import { decodeHexVector } from '../search/vectors/hexVector.ts';
import type { FieldDef } from './types.ts';

/** How many dimensions one array element or decoded byte counts for the field. */
function perElement(mapper: FieldDef, profile: Profile): number {
  return mapper.element_type === 'bit' && profile.denseVectorBit ? 8 : 1;
}

/** Whether the field takes a hex string (ElementType.BYTE and BIT; FLOAT wants an array). */
function takesHex(mapper: FieldDef, profile: Profile): boolean {
  return profile.denseVectorHex && (mapper.element_type === 'byte' || (mapper.element_type === 'bit' && profile.denseVectorBit));
}

/** The dimensions a value gives the field (its array's or its hex string's), or the failure it is; undefined for a value of another shape. */
export function denseVectorDimsOf(mapper: FieldDef, value: Json, profile: Profile): number | ValueFailure | undefined {
  if (Array.isArray(value)) return value.length * perElement(mapper, profile);
  if (typeof value !== 'string' || !profile.denseVectorHex) return undefined;
  if (!takesHex(mapper, profile)) return vectorNotAnArrayFailure();
  const bytes = decodeHexVector(value);
  return Array.isArray(bytes) ? bytes.length * perElement(mapper, profile) : vectorHexFailure(bytes.error);
}

/** Why a value does not fit the field's `dims` (checkDimensionExceeded, checkDimensionMatches, BIT's byte count), or undefined. */
export function denseVectorValueProblem(mapper: FieldDef, value: Json, path: string, id: string, profile: Profile): ValueFailure | undefined {
  const given = denseVectorDimsOf(mapper, value, profile);
  if (given === undefined || typeof given === 'object') return given;
  const dims = mapper.dims;
  // The first value of a field without dims sets them, and its index type checks them (parse: validateDimension).
  if (typeof dims !== 'number') return dimsForIndexType(mapper.index_options, given);
  if (given === dims) return undefined;
  // BIT's array: the extra byte is caught by its own check (the element index stays below `dims`), a hex string by checkDimensionMatches.
  if (perElement(mapper, profile) === 8 && Array.isArray(value) && given > dims) return vectorBitsExceeded(path, dims, Math.floor(dims / 8) * 8 + 8);
  return vectorDimsFailure(path, id, given, dims, Array.isArray(value));
}

/** The field's definition with the `dims` its first value gave, in the place ES prints them (after `element_type`). */
export function withDims(mapper: FieldDef, dims: number): FieldDef {
  const out: FieldDef = { type: mapper.type };
  if (mapper.element_type !== undefined) out.element_type = mapper.element_type;
  out.dims = dims;
  for (const [k, v] of Object.entries(mapper)) if (!(k in out)) out[k] = v;
  return out;
}

/**
 * The dims an index type refuses (VectorIndexType.supportsDimension, IndexOptions.validateDimension): odd ones for the
 * int4 types, fewer than BBQ_MIN_DIMS (64) for the bbq types; the failure, or undefined.
 */
export function dimsForIndexType(options: unknown, dims: number): ValueFailure | undefined {
  const type = isObject(options as never) ? (options as { type?: unknown }).type : undefined;
  if ((type === 'int4_hnsw' || type === 'int4_flat') && dims % 2 !== 0) return vectorIndexTypeDims(type, dims);
  if ((type === 'bbq_hnsw' || type === 'bbq_flat') && dims < 64) return vectorIndexTypeMinDims(type, 64, dims);
  return undefined;
}

/** DocumentParser's MIN_DIMS_FOR_DYNAMIC_FLOAT_MAPPING and DenseVectorFieldMapper.MAX_DIMS_COUNT: the array lengths dynamic mapping makes a vector of. */
export function dynamicVectorLength(n: number): boolean {
  return n >= 128 && n <= 4096;
}
