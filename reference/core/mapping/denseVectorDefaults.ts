/**
 * A dense_vector as DenseVectorFieldMapper stores and prints it: the Builder's defaults written out, because its
 * parameters serialize whenever they are set (80_dense_vector_indexed_by_default.yml matches `index: true` and
 * `similarity: cosine` for a mapping that gave only `dims`). From 8.11 (INDEXED_BY_DEFAULT_INDEX_VERSION) a field is
 * indexed unless told otherwise, with `cosine` (`l2_norm` for bit vectors, 8.15); from 8.14
 * (DEFAULT_DENSE_VECTOR_TO_INT8_HNSW) an indexed float field without `index_options` is `int8_hnsw` (m 16,
 * ef_construction 100), and so scored on quantized vectors (search/vectors/knnLeafScorer.ts); from 9.1
 * (DEFAULT_DENSE_VECTOR_TO_BBQ_HNSW) one of 384 dims or more is `bbq_hnsw` instead. The HNSW types print
 * their `m` and `ef_construction` whether given or not (HnswIndexOptions.toXContent and its int8/int4/bbq kin), and
 * from 8.19 / 9.1 the bbq types their default `rescore_vector: {oversample: 3}` (DEFAULT_OVERSAMPLE, #127134).
 */
import { isObject, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { FieldDef } from './types.ts';

/** DenseVectorFieldMapper's Lucene99HnswVectorsFormat.DEFAULT_MAX_CONN and DEFAULT_BEAM_WIDTH. */
const HNSW_DEFAULTS = { m: 16, ef_construction: 100 };
const HNSW_TYPES = new Set(['hnsw', 'int8_hnsw', 'int4_hnsw', 'bbq_hnsw']);

/** DenseVectorFieldMapper.BBQ_DIMS_DEFAULT_THRESHOLD and DEFAULT_OVERSAMPLE. */
const BBQ_DIMS_DEFAULT_THRESHOLD = 384;
const DEFAULT_OVERSAMPLE = 3;

/** The index options with the defaults filled in, in toXContent's order (type, m, ef_construction, the rest, rescore_vector). */
function completeOptions(options: JsonObject, profile: Profile): JsonObject {
  const bbq = options.type === 'bbq_hnsw' || options.type === 'bbq_flat';
  const rescore = options.rescore_vector ?? (bbq && profile.bbqDefaultOversample ? { oversample: DEFAULT_OVERSAMPLE } : undefined);
  const { type, m, ef_construction, rescore_vector: _given, ...rest } = options;
  const hnsw = HNSW_TYPES.has(String(type)) ? { m: m ?? HNSW_DEFAULTS.m, ef_construction: ef_construction ?? HNSW_DEFAULTS.ef_construction } : {};
  return { type, ...hnsw, ...rest, ...(rescore !== undefined ? { rescore_vector: rescore } : {}) };
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
    if (isObject(def.index_options)) set.index_options = completeOptions(def.index_options, profile);
    else if (profile.denseVectorDefaultInt8Hnsw && elementType === 'float') {
      const bbq = profile.denseVectorDefaultBbqHnsw && typeof def.dims === 'number' && def.dims >= BBQ_DIMS_DEFAULT_THRESHOLD;
      set.index_options = completeOptions({ type: bbq ? 'bbq_hnsw' : 'int8_hnsw' }, profile);
    }
  }
  const out: FieldDef = {};
  for (const k of ORDER) if (set[k] !== undefined) out[k] = set[k];
  return Object.assign(out, set);
}
