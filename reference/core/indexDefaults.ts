/**
 * The index-level settings a version lists under `defaults` with `include_defaults=true`: every setting
 * of its IndexScopedSettings that has a default, at that default, per generation (StatsFamily). Group
 * settings (`index.routing.allocation.include.*`, analysis, similarity) have none and are not listed.
 */
import type { Profile, StatsFamily } from '../profiles.ts';
import { spanHolds } from '../api/paramSpan.ts';

type Defaults = Readonly<Record<string, string | readonly string[]>>;

/** Settings every generation has, at the same default. */
const COMMON: Defaults = {
  'index.allocation.max_retries': '5',
  'index.merge.scheduler.auto_throttle': 'true',
  'index.merge.scheduler.max_merge_count': '6',
  'index.merge.scheduler.max_thread_count': '1',
  'index.auto_expand_replicas': 'false',
  'index.routing_partition_size': '1',
  'index.blocks.read_only': 'false',
  'index.blocks.read': 'false',
  'index.blocks.write': 'false',
  'index.blocks.metadata': 'false',
  'index.blocks.read_only_allow_delete': 'false',
  'index.priority': '1',
  'index.data_path': '',
  'index.search.slowlog.threshold.fetch.debug': '-1',
  'index.search.slowlog.threshold.fetch.warn': '-1',
  'index.search.slowlog.threshold.fetch.info': '-1',
  'index.search.slowlog.threshold.fetch.trace': '-1',
  'index.search.slowlog.threshold.query.warn': '-1',
  'index.search.slowlog.threshold.query.debug': '-1',
  'index.search.slowlog.threshold.query.info': '-1',
  'index.search.slowlog.threshold.query.trace': '-1',
  'index.search.slowlog.level': 'TRACE',
  'index.indexing.slowlog.threshold.index.warn': '-1',
  'index.indexing.slowlog.threshold.index.debug': '-1',
  'index.indexing.slowlog.threshold.index.info': '-1',
  'index.indexing.slowlog.threshold.index.trace': '-1',
  'index.indexing.slowlog.level': 'TRACE',
  'index.indexing.slowlog.reformat': 'true',
  'index.indexing.slowlog.source': '1000',
  'index.merge.policy.expunge_deletes_allowed': '10.0',
  'index.merge.policy.floor_segment': '2mb',
  'index.merge.policy.max_merge_at_once': '10',
  'index.merge.policy.max_merged_segment': '5gb',
  'index.merge.policy.segments_per_tier': '10.0',
  'index.sort.field': [],
  'index.sort.order': [],
  'index.sort.missing': [],
  'index.sort.mode': [],
  'index.translog.durability': 'REQUEST',
  'index.translog.sync_interval': '5s',
  'index.translog.generation_threshold_size': '64mb',
  'index.warmer.enabled': 'true',
  'index.refresh_interval': '1s',
  'index.max_result_window': '10000',
  'index.max_rescore_window': '10000',
  'index.max_adjacency_matrix_filters': '100',
  'index.query.default_field': ['*'],
  'index.query_string.lenient': 'false',
  'index.query.parse.allow_unmapped_fields': 'true',
  'index.shard.check_on_startup': 'false',
  'index.routing.allocation.total_shards_per_node': '-1',
  'index.gc_deletes': '60s',
  'index.requests.cache.enable': 'true',
  'index.unassigned.node_left.delayed_timeout': '1m',
  'index.routing.rebalance.enable': 'all',
  'index.routing.allocation.enable': 'all',
  'index.flush_after_merge': '512mb',
  'index.fielddata.cache': 'node',
  'index.mapping.ignore_malformed': 'false',
  'index.mapping.coerce': 'false',
  'index.store.stats_refresh_interval': '10s',
  'index.mapping.nested_fields.limit': '50',
  'index.mapping.total_fields.limit': '1000',
  'index.mapping.depth.limit': '20',
  'index.load_fixed_bitset_filters_eagerly': 'true',
  'index.store.type': '',
  'index.store.preload': [],
  'index.queries.cache.enabled': 'true',
  'index.store.fs.fs_lock': 'native',
  'index.codec': 'default',
  'index.write.wait_for_active_shards': '1',
  'index.optimize_auto_generated_id': 'true',
};

/** ES 5/6 and the settings they had that later versions dropped or changed. */
const LEGACY: Defaults = {
  'index.merge.policy.max_merge_at_once_explicit': '30',
  'index.compound_format': '0.1',
  'index.merge.policy.reclaim_deletes_weight': '2.0',
  'index.translog.flush_threshold_size': '512mb',
  'index.translog.retention.age': '12h',
  'index.translog.retention.size': '512mb',
  'index.mapper.dynamic': 'true',
  'index.max_slices_per_scroll': '1024',
  'index.max_inner_result_window': '100',
  'index.max_docvalue_fields_search': '100',
  'index.max_script_fields': '32',
  'index.ttl.disable_purge': 'false',
  'index.percolator.map_unmapped_fields_as_string': 'false',
};

const ES6: Defaults = {
  'index.format': '0',
  'index.max_ngram_diff': '1',
  'index.max_shingle_diff': '3',
  'index.max_terms_count': '65536',
  'index.max_regex_length': '1000',
  'index.max_refresh_listeners': '1000',
  'index.highlight.max_analyzed_offset': '-1',
  'index.max_analyzed_offset': '-1',
  'index.search.idle.after': '30s',
  'index.soft_deletes.enabled': 'false',
  'index.soft_deletes.retention.operations': '0',
  'index.soft_deletes.retention_lease.period': '12h',
  'index.default_pipeline': '_none',
  'index.mapping.nested_objects.limit': '10000',
  'index.mapping.field_name_length.limit': '9223372036854775807',
  'index.search.throttled': 'false',
  'index.frozen': 'false',
  'index.lifecycle.name': '',
  'index.lifecycle.rollover_alias': '',
  'index.lifecycle.indexing_complete': 'false',
  'index.recovery.type': '',
  'index.verified_before_close': 'false',
  'index.merge.policy.deletes_pct_allowed': '33.0',
};

/** ES 7.10+ and OpenSearch (forked from 7.10). */
const MODERN: Defaults = {
  'index.format': '0',
  'index.hidden': 'false',
  'index.max_inner_result_window': '100',
  'index.max_docvalue_fields_search': '100',
  'index.max_script_fields': '32',
  'index.max_ngram_diff': '1',
  'index.max_shingle_diff': '3',
  'index.max_terms_count': '65536',
  'index.max_regex_length': '1000',
  'index.max_refresh_listeners': '1000',
  'index.max_slices_per_scroll': '1024',
  'index.highlight.max_analyzed_offset': '1000000',
  'index.analyze.max_token_count': '10000',
  'index.search.idle.after': '30s',
  'index.soft_deletes.enabled': 'true',
  'index.soft_deletes.retention.operations': '0',
  'index.soft_deletes.retention_lease.period': '12h',
  'index.default_pipeline': '_none',
  'index.final_pipeline': '_none',
  'index.mapping.nested_objects.limit': '10000',
  'index.mapping.field_name_length.limit': '9223372036854775807',
  'index.verified_before_close': 'false',
  'index.recovery.type': '',
  'index.allocation.existing_shards_allocator': 'gateway_allocator',
  'index.translog.retention.age': '-1',
  'index.translog.retention.size': '-1',
};

const ES7_ON: Defaults = {
  'index.routing.allocation.disk.watermark.ignore': 'false',
  'index.shard_limit.group': 'normal',
  'index.merge.policy.max_merge_at_once_explicit': '30',
  'index.compound_format': '1gb',
  'index.merge.policy.deletes_pct_allowed': '20.0',
  'index.translog.flush_threshold_size': '10gb',
  'index.translog.flush_threshold_age': '1m',
  'index.fast_refresh': 'false',
  'index.highlight.weight_matches_mode.enabled': 'true',
  'index.search.slowlog.include.user': 'false',
  'index.indexing.slowlog.include.user': 'false',
  'index.mapping.nested_parents.limit': '50',
  'index.mapping.total_fields.ignore_dynamic_beyond_limit': 'false',
  'index.mapping.dimension_fields.limit': '32768',
  'index.mapper.dynamic': 'true',
  'index.bloom_filter_for_id_field.enabled': 'true',
  'index.lifecycle.origination_date': '-1',
  'index.lifecycle.parse_origination_date': 'false',
  'index.lifecycle.name': '',
  'index.lifecycle.rollover_alias': '',
  'index.lifecycle.indexing_complete': 'false',
  'index.lifecycle.step.wait_time_threshold': '12h',
  'index.lifecycle.skip': 'false',
  'index.mode': 'standard',
  'index.routing_path': [],
  'index.look_ahead_time': '30m',
  'index.look_back_time': '2h',
  'index.force_memory_term_dictionary': 'false',
  'index.time_series.es87tsdb_codec.enabled': 'true',
  'index.store.snapshot.cache.enabled': 'true',
  'index.frozen': 'false',
  'index.search.throttled': 'false',
};

/**
 * OpenSearch's own settings, each with the release that registered it (IndexScopedSettings.BUILT_IN_INDEX_SETTINGS
 * on main, its defaults from IndexSettings, TieredMergePolicyProvider, LogByteSizeMergePolicyProvider and
 * IndexMetadata). A span is `since` or `since-until` (until excluded), as the parameter table writes them.
 * Where no change pins the release, the comment says approx.; a setting first behind a feature flag counts
 * from the release that registered it for everyone. Settings whose release is not pinned at all
 * (searchable snapshots, star tree, ingestion sources, the index context) are left out rather than guessed.
 */
const OPENSEARCH: Readonly<Record<string, readonly [string | readonly string[], string]>> = {
  // 7.10's compound format and translog threshold, kept by the fork.
  'index.compound_format': ['0.1', '1.0.0'],
  'index.merge.policy.deletes_pct_allowed': ['20.0', '1.0.0'],
  'index.merge.policy.reclaim_deletes_weight': ['2.0', '1.0.0'],
  'index.translog.flush_threshold_size': ['512mb', '1.0.0'],
  // Lucene 9 (OpenSearch 2.0) dropped TieredMergePolicy's maxMergeAtOnceExplicit; the API spec marks it x-version-removed 2.0.
  'index.merge.policy.max_merge_at_once_explicit': ['30', '1.0.0-2.0.0'],
  // Lucene 9's merge on flush (LUCENE-10078) and the flush and cleanup switches arrived with 2.0 (approx.).
  'index.merge_on_flush.enabled': ['true', '2.0.0'],
  'index.merge_on_flush.max_full_flush_merge_wait_time': ['10s', '2.0.0'],
  'index.merge_on_flush.policy': ['default', '2.0.0'],
  'index.check_pending_flush.enabled': ['true', '2.0.0'],
  'index.use_compound_file': ['true', '2.0.0'],
  'index.unreferenced_file_cleanup.enabled': ['true', '2.0.0'],
  // Segment replication left its feature flag in 2.7 (approx.); search pipelines in 2.9 (approx.); remote store in 2.10 (approx.).
  'index.replication.type': ['DOCUMENT', '2.7.0'],
  'index.search.default_pipeline': ['_none', '2.9.0'],
  'index.remote_store.enabled': ['false', '2.10.0'],
  'index.remote_store.segment.repository': ['', '2.10.0'],
  'index.remote_store.translog.repository': ['', '2.10.0'],
  'index.remote_store.translog.buffer_interval': ['650ms', '2.10.0'],
  'index.remote_store.translog.keep_extra_gen': ['100', '2.10.0'],
  // `index.merge.policy` and the log_byte_size policy: opensearch-project/OpenSearch#9992 (documented for 2.11,
  // documentation-website#5137). Its default is the word `default` (IndexSettings.DEFAULT_POLICY), a string
  // beside the tiered policy's `index.merge.policy.*` keys, so the nested form prints those keys dotted.
  'index.merge.policy': ['default', '2.11.0'],
  'index.merge.log_byte_size_policy.merge_factor': ['10', '2.11.0'],
  'index.merge.log_byte_size_policy.min_merge': ['16mb', '2.11.0'],
  'index.merge.log_byte_size_policy.max_merge_segment': ['5gb', '2.11.0'],
  'index.merge.log_byte_size_policy.max_merge_segment_forced_merge': ['9223372036854775807b', '2.11.0'],
  'index.merge.log_byte_size_policy.max_merged_docs': ['2147483647', '2.11.0'],
  'index.merge.log_byte_size_policy.no_cfs_ratio': ['0.1', '2.11.0'],
  // The doc id fuzzy set and concurrent segment search's index switch: 2.12 (approx.); its `mode`, whose index
  // default stays `none` (the cluster setting decides `auto`): 2.17 (approx.).
  'index.optimize_doc_id_lookup.fuzzy_set.enabled': ['false', '2.12.0'],
  'index.optimize_doc_id_lookup.fuzzy_set.false_positive_probability': ['0.2047', '2.12.0'],
  'index.search.concurrent_segment_search.enabled': ['false', '2.12.0'],
  'index.search.concurrent_segment_search.mode': ['none', '2.17.0'],
  // Search replicas, primary shard limits and append-only indices: 3.0 (approx.).
  'index.number_of_search_replicas': ['0', '3.0.0'],
  'index.routing.allocation.total_primary_shards_per_node': ['-1', '3.0.0'],
  'index.append_only.enabled': ['false', '3.0.0'],
};

/** OpenSearch's own settings at a version. */
function openSearchAt(version: string): Defaults {
  const out: Record<string, string | readonly string[]> = {};
  for (const [k, [v, span]] of Object.entries(OPENSEARCH)) if (spanHolds(span, version)) out[k] = v;
  return out;
}

const BY_FAMILY: Record<Exclude<StatsFamily, 'opensearch'>, Defaults> = {
  'elasticsearch-5': { ...COMMON, ...LEGACY },
  'elasticsearch-6': { ...COMMON, ...LEGACY, ...ES6 },
  'elasticsearch-7+': { ...COMMON, ...MODERN, ...ES7_ON },
};

/** ES 5.0–5.2: no `index.routing_partition_size` yet (5.3, #22274). */
const WITHOUT_PARTITION: Defaults = Object.fromEntries(Object.entries(BY_FAMILY['elasticsearch-5']).filter(([k]) => k !== 'index.routing_partition_size'));

/** The defaults a version lists (its generation's, and OpenSearch's own by release). */
export function indexDefaults(profile: Profile): Readonly<Record<string, string | readonly string[]>> {
  if (profile.routingPartitionSize === 'absent') return WITHOUT_PARTITION;
  if (profile.statsFamily !== 'opensearch') return BY_FAMILY[profile.statsFamily];
  return { ...COMMON, ...MODERN, ...openSearchAt(profile.version.number) };
}

let listed: Set<string> | undefined;
/**
 * Whether some version lists the key among its index settings' defaults: a setting the simulator keeps
 * without checking its value (`index.routing.rebalance.enable`, `index.priority`…), instead of refusing it.
 */
export function isListedIndexSetting(key: string): boolean {
  listed ??= new Set([...Object.values(BY_FAMILY).flatMap((d) => Object.keys(d)), ...Object.keys(OPENSEARCH)]);
  return listed.has(key);
}
