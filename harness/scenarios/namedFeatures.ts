/**
 * Elasticsearch's named (non-historical) cluster features that a YAML test may require, with the release
 * whose nodes first publish them. Each is a NodeFeature a FeatureSpecification registers; a cluster has it
 * when its nodes do, so on a single-version target it stands for "at least this version".
 */
const SINCE: Readonly<Record<string, string>> = {
  // KnnVectorQueryBuilder.K_PARAM_SUPPORTED, with the knn query's `k` (read from TransportVersions.V_8_15_0).
  'search.vectors.k_param_supported': '8.15.0',
  // DefaultHighlighter.UNIFIED_HIGHLIGHTER_MATCHED_FIELDS (RestFeatures), with matched_fields on the unified
  // highlighter: elastic/elasticsearch#107640, merged for 8.15 (its review asked gte_v8.15.0 of the YAML test).
  unified_highlighter_matched_fields: '8.15.0',
  // MapperFeatures' index-level `index.mapping.ignore_above` (elastic/elasticsearch#113121, for 8.16: #112795 is
  // labelled v8.16.0), with which keyword, flattened and wildcard refuse a negative ignore_above.
  'mapper.ignore_above_index_level_setting': '8.16.0',
  // ScriptTermStats.TERM_STAT_FEATURE, with the score context's `_termStats` (lang-painless's
  // 190_term_statistics_script_score.yml: "support for term stats has been added in 8.16").
  'script.term_stats': '8.16.0',
  // DenseVectorFieldMapper.BIT_VECTORS (`element_type: bit`) and the hamming script function
  // (ScriptFeatures' script.hamming): both published from 8.15, as the lang-painless YAML tests that
  // require them say (146_dense_vector_bit_basic, 151_dense_vector_byte_hamming).
  'mapper.vectors.bit_vectors': '8.15.0',
  'script.hamming': '8.15.0',
  // DenseVectorFieldMapper.INT4_QUANTIZATION (`int4_hnsw`, `int4_flat`), published with 8.15's index types
  // (VectorIndexType INT4_HNSW and INT4_FLAT, the profile's denseVectorIndexTypes).
  'mapper.vectors.int4_quantization': '8.15.0',
};

/** Named feature → the Elasticsearch version whose nodes have it. */
export const NAMED_FEATURES: ReadonlyMap<string, string> = new Map(Object.entries(SINCE));
