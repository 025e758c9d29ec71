/**
 * Elasticsearch's named (non-historical) cluster features that a YAML test may require, with the release
 * whose nodes first publish them. Each is a NodeFeature a FeatureSpecification registers; a cluster has it
 * when its nodes do, so on a single-version target it stands for "at least this version".
 */
const SINCE: Readonly<Record<string, string | readonly string[]>> = {
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
  // FlattenedFieldMapper.IGNORE_ABOVE_SUPPORT: the fields API leaves out a flattened field's values longer than
  // its ignore_above (elastic/elasticsearch#112944, merged 2024-09-17 for 8.16, search/600_flattened_ignore_above.yml).
  'flattened.ignore_above_support': '8.16.0',
  // FlattenedFieldMapper.IGNORE_ABOVE_WITH_ARRAYS_SUPPORT: registered in MapperFeatures.getFeatures in the same
  // 8.16 block as IndexSettings.IGNORE_ABOVE_INDEX_LEVEL_SETTING (mapper.ignore_above_index_level_setting, above)
  // and DenseVectorFieldMapper.BBQ_FORMAT (8.16's bbq index types).
  'mapper.flattened.ignore_above_with_arrays_support': '8.16.0',
  // SourceFieldMapper.SOURCE_MODE_FROM_INDEX_SETTING, with the `index.mapping.source.mode` setting
  // (elastic/elasticsearch#114433, backported to 8.x as #114680); 8.17 deprecates `_source.mode` in favour of
  // it (#117106), and the reference models the setting from 8.17 (profiles/mappings.ts syntheticSource).
  'mapper.source.mode_from_index_setting': '8.17.0',
  // Test features (SearchFeatures.getTestFeatures), which the test clusters the YAML tests run on publish.
  // COMPLETION_FIELD_SUPPORTS_DUPLICATE_SUGGESTIONS: elastic/elasticsearch#121324 (2025-01-30, 9.0), backported
  // to 8.x as #121457 the next day (8.18).
  'search.completion_field.duplicate.support': '8.18.0',
  // IndexFeatures.SYNONYMS_SET_LENIENT_ON_NON_EXISTING (a test feature): a lenient synonym filter naming a set that
  // does not exist loads no rules and the shards start: elastic/elasticsearch#125659 (2025-03-26), backported by
  // #125865 (2025-03-28, before 8.18.0's release); 8.18 here (approx.), as profiles/analysis.ts models it.
  'index.synonyms_set_lenient_on_non_existing': '8.18.0',
  // INT_SORT_FOR_INT_SHORT_BYTE_FIELDS: #127968 (2025-05-09, 9.1; an integer's missing sort value becomes
  // Integer.MAX_VALUE), backported as #128832 (2025-06-03) to the 8.x line, i.e. 8.19; not to 9.0.
  'search.sort.int_sort_for_int_short_byte_fields': ['8.19.0', '9.1.0'],
  // DenseVectorFieldMapper.INT4_QUANTIZATION (`int4_hnsw`, `int4_flat`), published with 8.15's index types
  // (VectorIndexType INT4_HNSW and INT4_FLAT, the profile's denseVectorIndexTypes).
  'mapper.vectors.int4_quantization': '8.15.0',
  // DenseVectorFieldMapper's dense_vector `index_options.rescore_vector` (IndexVersions
  // ADD_RESCORE_PARAMS_TO_QUANTIZED_VECTORS and its 8.x backport, 8_528_0_00: 8.18), then `oversample: 0` allowed
  // (RESCORE_PARAMS_ALLOW_ZERO…, 8_529) and the bbq types' default oversample of 3 (#127134, DEFAULT_OVERSAMPLE_VALUE_FOR_BBQ
  // and its backport 8_530, before 8_531's semantic_text bbq default of 8.19): 8.19 and 9.1 (profiles/structure.ts).
  'mapper.dense_vector.rescore_vector': '8.18.0',
  'mapper.dense_vector.rescore_zero_vector': ['8.19.0', '9.1.0'],
  'mapper.dense_vector.default_oversample_value_for_bbq': ['8.19.0', '9.1.0'],
};

/**
 * The version from which `version`'s nodes have a named feature, or undefined for a feature not listed. A
 * feature backported to an older line lists one version per line: the entry of the latest line not above
 * `version`'s applies (`['8.19.0', '9.1.0']`: 8.19 and 9.1 on, not 9.0).
 */
export function namedFeatureSince(feature: string, version: string): string | undefined {
  const since = Object.hasOwn(SINCE, feature) ? SINCE[feature] : undefined;
  if (since === undefined || typeof since === 'string') return since;
  const major = Number(version.split('.')[0]);
  const lines = since.filter((v) => Number(v.split('.')[0]) <= major);
  return lines.length > 0 ? lines[lines.length - 1] : since[0];
}
