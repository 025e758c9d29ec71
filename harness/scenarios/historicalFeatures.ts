/**
 * Elasticsearch's historical cluster features: names a YAML test may list in `requires.cluster_features`
 * or `skip.cluster_features` that stand for "the cluster is at least this version". Elasticsearch's runner
 * (`ESRestTestFeatureService`) grants them by the nodes' version; so does this one. Copied, name by name,
 * from elastic/elasticsearch `test/yaml-rest-runner/src/main/java/org/elasticsearch/test/rest/yaml/YamlTestLegacyFeatures.java`
 * (commit 6917341e9f3a6bdc4d62b6bc384d10204ec120d5), `getHistoricalFeatures()`.
 */
const BY_VERSION: Readonly<Record<string, readonly string[]>> = {
  '7.2.0': ['cat_indices_replicate_closed', 'cluster_health_indices_options', 'cluster_stats_packaging_types', 'indices_replicate_closed', 'field_caps_unmapped', 'indices_flush', 'indices_stats_forbid_closed'],
  '7.3.0': ['indices_recovery_detailed'],
  '7.4.0': ['cat_aliases_show_write_index', 'indices_clone'],
  '7.5.0': ['bulk_auto_id'],
  '7.6.0': ['field_caps_metadata'],
  '7.7.0': ['cat_aliases_hidden'],
  '7.8.0': ['cat_indices_validate_health_param', 'templates_v2', 'indices_simulate_index_template'],
  '7.9.0': ['templates_v2_merge', 'field_caps_index_filter', 'indices_blocks', 'indices_resolve', 'indices_simulate_template'],
  '7.9.1': ['bulk_pipeline_validate'],
  '7.10.0': ['bulk_require_alias', 'cat_tasks_x_opaque_id', 'index_require_alias'],
  '7.11.0': ['indices_alias_must_exist'],
  '7.12.0': ['cat_plugins_new_format', 'features_get', 'indices_rollover_max_primary_size'],
  '7.13.0': ['cluster_stats_runtime_fields', 'features_reset', 'indices_alias_date_math', 'indices_stats_file_stats'],
  '7.15.0': ['indices_stats_disk'],
  '7.16.0': ['cat_template_name_validation', 'indices_get_index_template_validation'],
  '8.0.0': [
    'cat_recovery_new_bytes_format', 'cluster_templates_delete_multiple', 'indices_force_merge', 'indices_templates_delete_multiple',
    'indices_put_alias_date_nanos_filter', 'indices_close_wait_deprecated', 'indices_get_mapping_reject_local', 'indices_simulate_template_replace',
    'indices_stats_no_translog_retention',
  ],
  '8.1.0': ['cluster_stats_indexing_pressure', 'field_caps_doc_values', 'field_caps_timeseries', 'indices_force_merge_wait', 'indices_get_features'],
  '8.2.0': ['field_caps_field_type_filter', 'indices_resolve_system', 'indices_rollover_max_primaries', 'indices_simulate_index_template_if_exists', 'indices_stats_disk_star'],
  '8.3.0': ['cat_shards_fix_hidden_indices', 'cluster_desired_nodes_old', 'index_fix_array_null', 'allowed_warnings_regex'],
  '8.4.0': ['cluster_desired_nodes_dry_run', 'cluster_stats_mapping_sizes', 'get_synthetic', 'indices_rollover_conditions', 'indices_stats_disk_dense_vectors'],
  '8.5.0': ['field_caps_fields', 'get_ignore_malformed', 'get_synthetic_v2', 'indices_split_routing'],
  '8.6.0': ['cluster_desired_balance', 'cluster_prevalidate_node_removal', 'get_synthetic_v3', 'indices_get_mapping_fix_wildcards', 'indices_stats_write_load'],
  '8.6.1': ['bulk_dynamic_template_op_type'],
  '8.7.0': ['cluster_desired_balance_stats', 'cluster_prevalidate_node_removal_reason', 'templates_v2_ignore_missing', 'health_report'],
  '8.8.0': [
    'bulk_dynamic_template_document_parse_exception', 'cluster_desired_balance_extended', 'cluster_info', 'cluster_stats_snapshots',
    'get_synthetic_flattened', 'index_date_nanos_validation', 'indices_stats_global_ordinals',
  ],
  '8.9.0': ['cluster_info_extended', 'indices_dynamic_mapping_array', 'indices_stats_idle'],
  '8.10.0': ['cat_allocation_node_role', 'cluster_desired_nodes_no_settings_validation', 'cluster_stats_dense_vectors'],
  '8.11.0': ['cat_indices_dataset_size', 'cat_shards_dataset_size', 'cluster_allocation_role', 'datastream_lifecycle', 'indices_simulate_template_lifecycle'],
  '8.12.0': ['cat_aliases_local_deprecated', 'cluster_desired_balance_stats_undesired_count', 'indices_get_alias_local_deprecated'],
};

/** Historical feature name → the Elasticsearch version that has it. */
export const HISTORICAL_FEATURES: ReadonlyMap<string, string> = new Map(Object.entries(BY_VERSION).flatMap(([v, names]) => names.map((n) => [n, v] as const)));
