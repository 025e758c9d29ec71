/**
 * A dense_vector definition as DenseVectorFieldMapper.Builder checks it, in its parameters' order (element_type,
 * dims, index, similarity, index_options; FieldMapper.Builder.validate): a bit vector's `dims` a multiple of 8 in
 * [8, 32768] (8.15), `similarity` and `index_options` only on an indexed field, l2_norm the only similarity of
 * bit vectors, even dims for the int4 types and at least 64 for the bbq types (validateDimension) and the quantized index types on float vectors only
 * (IndexOptions.validateElementType).
 * `index_options` themselves are read first, when the mapping is parsed (denseVectorIndexOptions.ts).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { mapperUnknownParameter, vectorDimsInvalid, vectorParameterRefused, type EsError } from '../errors/index.ts';
import { denseVectorIndexOptionsProblem } from './denseVectorIndexOptions.ts';
import { dimsForIndexType } from './denseVectorValue.ts';

/** What every field mapper's builder parses besides its own parameters (ParametrizedFieldMapper.Builder.parse). */
const COMMON_PARAMS = new Set(['type', 'meta', 'fields', 'copy_to']);

/** The index types that take every element type (VectorIndexType.supportsElementType); the quantized ones take floats. */
const ANY_ELEMENT_TYPE = new Set(['hnsw', 'flat']);

/** Why an Elasticsearch dense_vector definition is refused, or undefined. */
export function denseVectorProblem(field: string, def: JsonObject, profile: Profile): EsError | undefined {
  // The version's Builder declares these (with every mapper's meta, fields, copy_to); index, similarity… arrived with 8.0's HNSW.
  for (const k of Object.keys(def)) if (!COMMON_PARAMS.has(k) && !profile.denseVectorParams.includes(k)) return mapperUnknownParameter(k, field, 'dense_vector');
  const options = def.index_options as Json | undefined;
  const bad = denseVectorIndexOptionsProblem(field, options, profile);
  if (bad || profile.denseVectorIndexTypes.length === 0) return bad;
  const elementType = typeof def.element_type === 'string' ? def.element_type : 'float';
  const bit = elementType === 'bit' && profile.denseVectorBit;
  if (bit && typeof def.dims === 'number' && (def.dims % 8 !== 0 || def.dims < 8 || def.dims > 4096 * 8)) return vectorDimsInvalid(def.dims, true);
  const maxDims = profile.denseVectorMaxDims;
  if (!bit && maxDims > 0 && typeof def.dims === 'number' && (def.dims < 1 || def.dims > maxDims)) return vectorDimsInvalid(def.dims, false);
  const indexed = def.index === undefined || def.index === null ? profile.denseVectorIndexedByDefault : def.index === true || def.index === 'true';
  const hasSimilarity = def.similarity !== undefined && def.similarity !== null;
  if (!indexed && hasSimilarity) return vectorParameterRefused('Field [similarity] can only be specified for a field of type [dense_vector] when it is indexed');
  if (!indexed && isObject(options)) return vectorParameterRefused('Field [index_options] can only be specified for a field of type [dense_vector] when it is indexed');
  if (bit && hasSimilarity && def.similarity !== 'l2_norm') return vectorParameterRefused('The [l2_norm] similarity is the only supported similarity for bit vectors');
  const type = isObject(options) ? String(options.type) : undefined;
  const odd = typeof def.dims === 'number' ? dimsForIndexType(options, def.dims) : undefined;
  if (odd) return vectorParameterRefused(odd.cause.reason);
  if (type !== undefined && elementType !== 'float' && !ANY_ELEMENT_TYPE.has(type)) return vectorParameterRefused(`[element_type] cannot be [${elementType}] when using index type [${type}]`);
  return undefined;
}
