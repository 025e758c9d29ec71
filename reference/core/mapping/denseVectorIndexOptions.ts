/**
 * A dense_vector's `index_options` as DenseVectorFieldMapper.parseIndexOptions reads them: a `type` is
 * required, must be one of the version's VectorIndexType names, and each type takes only its own
 * parameters (MappingParser.checkNoRemainingFields) (search.vectors/42_knn_search_flat.yml "Test bad parameters").
 * The quantized types are scored on quantized vectors (search/vectors/knnLeafScorer.ts).
 */
import { isObject, type Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { unsupportedParameters, vectorIndexOptionsTypeMissing, vectorIndexOptionsTypeUnknown, type EsError } from '../errors/index.ts';
import { javaToString } from './javaString.ts';

/** Each type's parameters besides `type` (which types a version has: the profile's denseVectorIndexTypes). */
const PARAMS: Readonly<Record<string, readonly string[]>> = {
  hnsw: ['m', 'ef_construction'],
  int8_hnsw: ['m', 'ef_construction', 'confidence_interval', 'rescore_vector'],
  flat: [],
  int8_flat: ['confidence_interval', 'rescore_vector'],
  int4_hnsw: ['m', 'ef_construction', 'confidence_interval', 'rescore_vector'],
  int4_flat: ['confidence_interval', 'rescore_vector'],
  bbq_hnsw: ['m', 'ef_construction', 'rescore_vector'],
  bbq_flat: ['rescore_vector'],
};

/** Why a dense_vector's index_options are refused, or undefined (only Elasticsearch's dense_vector). */
export function denseVectorIndexOptionsProblem(field: string, options: Json | undefined, profile: Profile): EsError | undefined {
  if (!isObject(options) || profile.denseVectorIndexTypes.length === 0) return undefined;
  const type = options.type;
  if (type === undefined || type === null) return vectorIndexOptionsTypeMissing();
  const params = profile.denseVectorIndexTypes.includes(String(type)) ? PARAMS[String(type)] : undefined;
  if (!params) return vectorIndexOptionsTypeUnknown(String(type), field);
  // `rescore_vector` is read from 8.18 (IndexVersions.ADD_RESCORE_PARAMS_TO_QUANTIZED_VECTORS); before, an unknown parameter.
  const known = (k: string) => params.includes(k) && (k !== 'rescore_vector' || profile.denseVectorIndexRescore);
  const rest = Object.entries(options).filter(([k]) => k !== 'type' && !known(k));
  if (rest.length > 0) return unsupportedParameters(`Mapping definition for [${field}]`, rest.map(([k, v]) => `${k} : ${javaToString(v as Json)}`));
  return undefined;
}
