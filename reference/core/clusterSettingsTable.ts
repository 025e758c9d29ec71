/**
 * The dynamic cluster settings the simulator knows (ES's ClusterSettings.BUILT_IN_CLUSTER_SETTINGS, the
 * common ones): each one's type, as its `Setting` parses it, and its default, per generation of cluster
 * settings (the profile's `clusterSettingsFamily`). What a cluster setting does is not simulated beyond
 * the few the core reads (auto-create, destructive names, scroll limits); the table makes a real cluster's
 * accepted settings accepted and its refused values refused.
 */
import type { Profile } from '../profiles.ts';
import { cmp, triple, type Triple } from '../profiles/timeline.ts';

/** An OpenSearch profile at or after a release. */
function opensearchSince(p: Profile, v: Triple): boolean {
  const at = triple(p.version.number);
  return p.distribution === 'opensearch' && at !== undefined && cmp(at, v) >= 0;
}

export type ClusterSettingsFamily = Profile['clusterSettingsFamily'];

/** How a setting's value parses (Setting.boolSetting, intSetting, byteSizeSetting, timeSetting, ...). */
export type SettingType =
  | { kind: 'bool' }
  | { kind: 'int'; min?: number; max?: number }
  | { kind: 'long'; min?: number }
  | { kind: 'double'; min?: number }
  | { kind: 'bytes' }
  /** A byte size or a share of the heap (`70%`): circuit breakers (MemorySizeValue). */
  | { kind: 'memory' }
  /** A percentage, a ratio or a byte size: disk watermarks (DiskThresholdSettings.validWatermarkSetting). */
  | { kind: 'watermark' }
  | { kind: 'time'; minMs?: number; min?: string }
  /** One of a list, with the message the setting's own parser throws for anything else. */
  | { kind: 'enum'; values: readonly string[]; message: (v: string) => string }
  | { kind: 'string' };

export interface ClusterSettingDef {
  type: SettingType;
  /** The default each family prints under `include_defaults` (absent: the setting does not exist there). */
  defaults: Partial<Record<ClusterSettingsFamily, string>>;
  /** Node-scoped, readable but not updatable through the API (`not dynamically updateable`). */
  static?: boolean;
  /** Setting it draws `[key] setting was deprecated…` where this says so of the profile (`Property.DeprecatedWarning`). */
  deprecated?: (profile: Profile) => boolean;
  /** Where the setting exists only from a version within its family, the profile's capability that says so. */
  exists?: (profile: Profile) => boolean;
  /** A list setting (Setting.listSetting): its default prints as a JSON array of the comma-split default. */
  list?: boolean;
}

const ALL: readonly ClusterSettingsFamily[] = ['elasticsearch-5', 'elasticsearch-6', 'elasticsearch-7', 'elasticsearch-8+', 'opensearch'];
const FROM_ES7: readonly ClusterSettingsFamily[] = ['elasticsearch-7', 'elasticsearch-8+', 'opensearch'];
const FROM_ES6: readonly ClusterSettingsFamily[] = ['elasticsearch-6', ...FROM_ES7];

/** One default for the families listed. */
function everywhere(value: string, families: readonly ClusterSettingsFamily[] = ALL): Partial<Record<ClusterSettingsFamily, string>> {
  return Object.fromEntries(families.map((f) => [f, value]));
}

const BOOL = { kind: 'bool' } as const;
const BYTES = { kind: 'bytes' } as const;
const MEMORY = { kind: 'memory' } as const;
const WATERMARK = { kind: 'watermark' } as const;
const STRING = { kind: 'string' } as const;
const time = (minMs?: number, min?: string): SettingType => ({ kind: 'time', minMs, min });
const int = (min?: number, max?: number): SettingType => ({ kind: 'int', min, max });

const ALLOCATION_ENABLE: SettingType = {
  kind: 'enum', values: ['all', 'primaries', 'new_primaries', 'none'], message: (v) => `Illegal allocation.enable value [${v.toUpperCase()}]`,
};
const REBALANCE_ENABLE: SettingType = {
  kind: 'enum', values: ['all', 'primaries', 'replicas', 'none'], message: (v) => `Illegal rebalance.enable value [${v.toUpperCase()}]`,
};
/**
 * ClusterRebalanceType.parseString takes snake and camel case in any case, and names the Setting by its
 * toString(): the setting as pretty-printed JSON.
 */
const ALLOW_REBALANCE: SettingType = {
  kind: 'enum',
  values: ['always', 'indices_primaries_active', 'indicesprimariesactive', 'indices_all_active', 'indicesallactive'],
  message: (v) =>
    `Illegal value for {\n  "key" : "cluster.routing.allocation.allow_rebalance",\n  "properties" : [ "Dynamic", "NodeScope" ],\n  "is_group_setting" : false,\n  "default" : "indices_all_active"\n}: ${v}`,
};

/** The table: setting key → definition. */
export const CLUSTER_SETTINGS: Readonly<Record<string, ClusterSettingDef>> = {
  // Actions.
  'action.auto_create_index': { type: STRING, defaults: everywhere('true') },
  // StackTemplateRegistry.STACK_TEMPLATES_ENABLED (ES ≥ 7.9; NodeScope, Dynamic).
  'stack.templates.enabled': { type: BOOL, defaults: everywhere('true', ['elasticsearch-7', 'elasticsearch-8+']) },
  // Read by dataStreams/logsdbDefault.ts, whose default is the version's (true on 9.x): listed here as 8.x's.
  'cluster.logsdb.enabled': { type: BOOL, defaults: everywhere('false', ['elasticsearch-8+']) },
  // IndicesService.INDICES_ID_FIELD_DATA_ENABLED_SETTING (ES 7.6+, dynamic; listed for every 7.x): true in 7.x, false from 8.0 (an 8.0 breaking change).
  'indices.id_field_data.enabled': { type: BOOL, defaults: { 'elasticsearch-7': 'true', 'elasticsearch-8+': 'false', opensearch: 'true' } },
  'action.destructive_requires_name': { type: BOOL, defaults: { 'elasticsearch-5': 'false', 'elasticsearch-6': 'false', 'elasticsearch-7': 'false', 'elasticsearch-8+': 'true', opensearch: 'false' } },
  'action.search.shard_count.limit': { type: { kind: 'long', min: 1 }, defaults: everywhere('9223372036854775807') },
  // Recovery (RecoverySettings).
  'indices.recovery.max_bytes_per_sec': { type: BYTES, defaults: everywhere('40mb') },
  'indices.recovery.max_concurrent_file_chunks': { type: int(1, 8), defaults: { 'elasticsearch-7': '2', 'elasticsearch-8+': '2', opensearch: '2' } },
  'indices.recovery.max_concurrent_operations': { type: int(1, 4), defaults: { 'elasticsearch-7': '1', 'elasticsearch-8+': '1' } },
  'indices.recovery.retry_delay_state_sync': { type: time(), defaults: everywhere('500ms') },
  'indices.recovery.retry_delay_network': { type: time(), defaults: everywhere('5s') },
  'indices.recovery.activity_timeout': { type: time(), defaults: everywhere('30m') },
  'indices.recovery.internal_action_timeout': { type: time(), defaults: everywhere('15m') },
  'indices.recovery.internal_action_long_timeout': { type: time(), defaults: everywhere('30m') },
  'indices.recovery.use_snapshots': { type: BOOL, defaults: { 'elasticsearch-8+': 'true' } },
  // Shard allocation and rebalancing.
  'cluster.routing.allocation.enable': { type: ALLOCATION_ENABLE, defaults: everywhere('all') },
  'cluster.routing.rebalance.enable': { type: REBALANCE_ENABLE, defaults: everywhere('all') },
  'cluster.routing.allocation.allow_rebalance': { type: ALLOW_REBALANCE, defaults: everywhere('indices_all_active') },
  'cluster.routing.allocation.cluster_concurrent_rebalance': { type: int(-1), defaults: everywhere('2') },
  'cluster.routing.allocation.node_concurrent_recoveries': { type: int(0), defaults: everywhere('2') },
  'cluster.routing.allocation.node_concurrent_incoming_recoveries': { type: int(0), defaults: everywhere('2') },
  'cluster.routing.allocation.node_concurrent_outgoing_recoveries': { type: int(0), defaults: everywhere('2') },
  'cluster.routing.allocation.node_initial_primaries_recoveries': { type: int(0), defaults: everywhere('4') },
  'cluster.routing.allocation.same_shard.host': { type: BOOL, defaults: everywhere('false') },
  'cluster.routing.allocation.total_shards_per_node': { type: int(-1), defaults: everywhere('-1') },
  'cluster.routing.allocation.awareness.attributes': { type: STRING, defaults: everywhere('') },
  'cluster.routing.allocation.balance.shard': { type: { kind: 'double', min: 0 }, defaults: everywhere('0.45') },
  'cluster.routing.allocation.balance.index': { type: { kind: 'double', min: 0 }, defaults: everywhere('0.55') },
  'cluster.routing.allocation.balance.threshold': { type: { kind: 'double', min: 0 }, defaults: everywhere('1.0') },
  // Disk-based allocation (DiskThresholdSettings).
  'cluster.routing.allocation.disk.threshold_enabled': { type: BOOL, defaults: everywhere('true') },
  'cluster.routing.allocation.disk.watermark.low': { type: WATERMARK, defaults: everywhere('85%') },
  'cluster.routing.allocation.disk.watermark.high': { type: WATERMARK, defaults: everywhere('90%') },
  'cluster.routing.allocation.disk.watermark.flood_stage': { type: WATERMARK, defaults: everywhere('95%', FROM_ES6) },
  'cluster.routing.allocation.disk.include_relocations': { type: BOOL, defaults: { 'elasticsearch-5': 'true', 'elasticsearch-6': 'true', 'elasticsearch-7': 'true', opensearch: 'true' } },
  'cluster.info.update.interval': { type: time(10_000, '10s'), defaults: everywhere('30s') },
  // Cluster-wide limits and blocks.
  'cluster.max_shards_per_node': { type: int(1), defaults: everywhere('1000', FROM_ES6) },
  'cluster.blocks.read_only': { type: BOOL, defaults: everywhere('false') },
  'cluster.blocks.read_only_allow_delete': { type: BOOL, defaults: everywhere('false', FROM_ES6) },
  'cluster.indices.close.enable': { type: BOOL, defaults: everywhere('true') },
  // Search.
  'search.default_search_timeout': { type: time(), defaults: everywhere('-1') },
  'search.default_keep_alive': { type: time(), defaults: everywhere('5m') },
  'search.max_keep_alive': { type: time(), defaults: everywhere('1d', FROM_ES6) },
  'search.keep_alive_interval': { type: time(), defaults: everywhere('1m') },
  'search.max_open_scroll_context': { type: int(0), defaults: { 'elasticsearch-6': '2147483647', 'elasticsearch-7': '500', 'elasticsearch-8+': '500', opensearch: '500' } },
  // OpenSearch's point-in-time limits (SearchService.MAX_OPEN_PIT_CONTEXT, MAX_PIT_KEEPALIVE_SETTING).
  'search.max_open_pit_context': { type: int(0), defaults: { opensearch: '300' } },
  'point_in_time.max_keep_alive': { type: time(), defaults: { opensearch: '24h' } },
  // Concurrent segment search's cluster switches (SearchService.CLUSTER_CONCURRENT_SEGMENT_SEARCH_SETTING, 2.12 approx.,
  // and CLUSTER_CONCURRENT_SEGMENT_SEARCH_MODE, 2.17 approx., as the index settings of indexDefaults.ts). The mode's
  // default here is 2.x's `none` (3.0 made it `auto`: not modelled); its values (all, auto, none) are not checked.
  // Searches run the same whatever they say: the simulator has no threads to spread segments over.
  'search.concurrent_segment_search.enabled': { type: BOOL, defaults: { opensearch: 'false' }, exists: (p) => opensearchSince(p, [2, 12, 0]) },
  'search.concurrent_segment_search.mode': { type: STRING, defaults: { opensearch: 'none' }, exists: (p) => opensearchSince(p, [2, 17, 0]) },
  'search.max_buckets': { type: int(0), defaults: { 'elasticsearch-6': '-1', 'elasticsearch-7': '65535', 'elasticsearch-8+': '65536', opensearch: '65535' } },
  // SearchService.ENABLE_REWRITE_AGGS_TO_FILTER_BY_FILTER (7.13.2): whether aggregations may run filter by filter.
  'search.aggs.rewrite_to_filter_by_filter': { type: BOOL, defaults: { 'elasticsearch-7': 'true', 'elasticsearch-8+': 'true' } },
  // SearchModule's scripted metric allow lists (8.15): read by aggs/scriptedMetricAllowList.ts.
  'search.aggs.only_allowed_metric_scripts': { type: BOOL, defaults: { 'elasticsearch-8+': 'false' }, exists: (p) => p.scriptedMetricAllowLists },
  'search.aggs.allowed_inline_metric_scripts': { type: STRING, defaults: { 'elasticsearch-8+': '' }, exists: (p) => p.scriptedMetricAllowLists, list: true },
  'search.aggs.allowed_stored_metric_scripts': { type: STRING, defaults: { 'elasticsearch-8+': '' }, exists: (p) => p.scriptedMetricAllowLists, list: true },
  'search.low_level_cancellation': { type: BOOL, defaults: { 'elasticsearch-5': 'false', 'elasticsearch-6': 'false', 'elasticsearch-7': 'true', 'elasticsearch-8+': 'true', opensearch: 'true' } },
  'search.default_allow_partial_results': { type: BOOL, defaults: everywhere('true', FROM_ES6) },
  'search.allow_expensive_queries': { type: BOOL, defaults: everywhere('true', FROM_ES7) },
  // Circuit breakers (HierarchyCircuitBreakerService).
  'indices.breaker.total.limit': { type: MEMORY, defaults: { 'elasticsearch-5': '70%', 'elasticsearch-6': '70%', 'elasticsearch-7': '95%', 'elasticsearch-8+': '95%', opensearch: '95%' } },
  'indices.breaker.fielddata.limit': { type: MEMORY, defaults: everywhere('40%') },
  'indices.breaker.fielddata.overhead': { type: { kind: 'double', min: 0 }, defaults: everywhere('1.03') },
  'indices.breaker.request.limit': { type: MEMORY, defaults: everywhere('60%') },
  'indices.breaker.request.overhead': { type: { kind: 'double', min: 0 }, defaults: everywhere('1.0') },
  'indices.breaker.total.use_real_memory': { type: BOOL, defaults: everywhere('true', FROM_ES7), static: true },
  'network.breaker.inflight_requests.limit': { type: MEMORY, defaults: everywhere('100%') },
  'network.breaker.inflight_requests.overhead': { type: { kind: 'double', min: 0 }, defaults: everywhere('2.0') },
  // The failure store's patterns (DataStreamFailureStoreSettings.DATA_STREAMS_FAILURE_STORE_ENABLED_SETTING, a
  // dynamic list of simple wildcards): a stream whose name matches, and whose options leave the failure store
  // unset, has it on. ClusterSettings registers it only where the failure store is on (a feature flag before
  // its GA in 8.19 and 9.1: `isFailureStoreFeatureFlagEnabled() ? ... : null`).
  // DataStreamGlobalRetentionSettings (8.16+): retention for the streams the lifecycle manages, -1 for none.
  'data_streams.lifecycle.retention.default': { type: time(), defaults: everywhere('-1', ['elasticsearch-8+']), exists: (p) => p.lifecycleGlobalRetention },
  'data_streams.lifecycle.retention.max': { type: time(), defaults: everywhere('-1', ['elasticsearch-8+']), exists: (p) => p.lifecycleGlobalRetention },
  // DataStreamGlobalRetentionSettings.FAILURE_STORE_DEFAULT_RETENTION_SETTING: the failure store's own default
  // retention, 30d (#127573; in 8.19 through its patch transport version, and in the 8.19 failure store page).
  'data_streams.lifecycle.retention.failures_default': { type: time(), defaults: everywhere('30d', ['elasticsearch-8+']), exists: (p) => p.dataStreamFailureStore },
  // How often the data stream lifecycle runs (DataStreamLifecycleService.DATA_STREAM_LIFECYCLE_POLL_INTERVAL_SETTING,
  // 5m, at least 1s), and ILM (LifecycleSettings.LIFECYCLE_POLL_INTERVAL_SETTING, 10m, at least 1s): the
  // tutorials lower both to watch a rollover happen. Accepted and kept; nothing runs on a timer here.
  'data_streams.lifecycle.poll_interval': { type: time(1000, '1s'), defaults: everywhere('5m', ['elasticsearch-8+']), exists: (p) => p.dataStreamLifecycle },
  'indices.lifecycle.poll_interval': { type: time(1000, '1s'), defaults: everywhere('10m', ['elasticsearch-6', 'elasticsearch-7', 'elasticsearch-8+']), exists: (p) => p.ilmApi },
  'data_streams.failure_store.enabled': { type: STRING, defaults: everywhere('', ['elasticsearch-8+']), exists: (p) => p.dataStreamFailureStore, list: true },
  // X-Pack monitoring's collection (MonitoringService: ENABLED, ELASTICSEARCH_COLLECTION_ENABLED, INTERVAL), in
  // the default distribution from 6.3 (listed here from 7.0); OpenSearch has no X-Pack.
  'xpack.monitoring.collection.enabled': { type: BOOL, defaults: everywhere('false', ['elasticsearch-7', 'elasticsearch-8+']), deprecated: (p) => p.monitoringSettingsDeprecated },
  'xpack.monitoring.elasticsearch.collection.enabled': { type: BOOL, defaults: everywhere('true', ['elasticsearch-7', 'elasticsearch-8+']), deprecated: (p) => p.monitoringSettingsDeprecated },
  'xpack.monitoring.collection.interval': { type: time(1000, '1s'), defaults: everywhere('10s', ['elasticsearch-7', 'elasticsearch-8+']), deprecated: (p) => p.monitoringSettingsDeprecated },
};

/** Prefixes of group settings, any key under them accepted (allocation filters, loggers). */
export const CLUSTER_SETTING_PREFIXES: readonly string[] = [
  'cluster.routing.allocation.include.',
  'cluster.routing.allocation.exclude.',
  'cluster.routing.allocation.require.',
  'cluster.routing.allocation.awareness.force.',
  'logger.',
];

/** The definition of a key in a family (and, given one, a profile), or undefined where it does not know it. */
export function clusterSettingDef(family: ClusterSettingsFamily, key: string, profile?: Profile): ClusterSettingDef | undefined {
  const def = Object.prototype.hasOwnProperty.call(CLUSTER_SETTINGS, key) ? CLUSTER_SETTINGS[key] : undefined;
  if (def && profile && def.exists && !def.exists(profile)) return undefined;
  return def && def.defaults[family] !== undefined ? def : undefined;
}
