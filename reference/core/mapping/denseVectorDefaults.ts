/**
 * A dense_vector as DenseVectorFieldMapper stores and prints it: the Builder's defaults written out, because its
 * parameters serialize whenever they are set (80_dense_vector_indexed_by_default.yml matches `index: true` and
 * `similarity: cosine` for a mapping that gave only `dims`). From 8.11 (INDEXED_BY_DEFAULT_INDEX_VERSION) a field is
 * indexed unless told otherwise, with `cosine` (`l2_norm` for bit vectors, 8.15); from 8.14
 * (DEFAULT_DENSE_VECTOR_TO_INT8_HNSW) an indexed float field without `index_options` is `int8_hnsw` (m 16,
 * ef_construction 100), and so scored on quantized vectors (search/vectors/knnLeafScorer.ts). The HNSW types print
 * their `m` and `ef_construction` whether given or not (HnswIndexOptions.toXContent and its int8/int4/bbq kin).
 */
import { isObject, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { FieldDef } from './types.ts';

/** DenseVectorFieldMapper's Lucene99HnswVectorsFormat.DEFAULT_MAX_CONN and DEFAULT_BEAM_WIDTH. */
const HNSW_DEFAULTS = { m: 16, ef_construction: 100 };
const HNSW_TYPES = new Set(['hnsw', 'int8_hnsw', 'int4_hnsw', 'bbq_hnsw']);

/** The index options with the HNSW defaults filled in, in toXContent's order (type, m, ef_construction, the rest). */
function completeOptions(options: JsonObject): JsonObject {
  if (!HNSW_TYPES.has(String(options.type))) return options;
  const { type, m, ef_construction, ...rest } = options;
  return { type, m: m ?? HNSW_DEFAULTS.m, ef_construction: ef_construction ?? HNSW_DEFAULTS.ef_construction, ...rest };
}

/** The Builder's parameter order, which toXContent keeps. */
const ORDER = ['type', 'element_type', 'dims', 'index', 'similarity', 'index_options'];

/** The definition with the defaults a version's Builder sets, in its parameters' order (a new object; `def` is left alone). */
export function withDenseVectorDefaults(def: FieldDef, profile: Profile): FieldDef {
  if (!profile.denseVectorIndexedByDefault) return def;
  const set: FieldDef = { ...def };
  if (def.index === undefined || def.index === null) set.index = true;
  if (set.index === true || set.index === 'true') {
    const elementType = typeof def.element_type === 'string' ? def.element_type : 'float';
    if (def.similarity === undefined || def.similarity === null) set.similarity = elementType === 'bit' && profile.denseVectorBit ? 'l2_norm' : 'cosine';
    if (isObject(def.index_options)) set.index_options = completeOptions(def.index_options);
    else if (profile.denseVectorDefaultInt8Hnsw && elementType === 'float') set.index_options = { type: 'int8_hnsw', ...HNSW_DEFAULTS };
  }
  const out: FieldDef = {};
  for (const k of ORDER) if (set[k] !== undefined) out[k] = set[k];
  return Object.assign(out, set);
}
