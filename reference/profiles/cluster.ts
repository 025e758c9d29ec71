/** The cluster and its monitoring: `_cat`, statistics, tasks, health, cluster settings, node naming. */
import { always, rule, type RulesOf } from './timeline.ts';

/** Generations of node, index and shard statistics (their `_cat` columns and `_stats` sections), named by the versions that print each. */
export type StatsFamily = 'elasticsearch-5' | 'elasticsearch-6' | 'elasticsearch-7+' | 'opensearch';

/** What a profile says about the cluster and its monitoring. */
export interface ClusterCapabilities {
  /**
   * Which generation of monitoring output the version prints, as whole tables: `_cat` columns, `_stats`
   * and `_nodes` sections, node roles, the cluster state's index and node metadata, and the index
   * settings `include_defaults` lists.
   */
  statsFamily: StatsFamily;
  /**
   * `_stats`' fielddata section ends with `global_ordinals` (build_time_in_millis, and per field its build time
   * and shard_max_value_count once built): ES ≥ 8.8 (FieldDataStats.GlobalOrdinalsStats, TransportVersion V_8_8_0).
   */
  fielddataGlobalOrdinals: boolean;
  /** `_cat/aliases` has the `is_write_index` column (ES ≥ 7.4, OpenSearch). */
  catAliasesWriteIndex: boolean;
  /** `_cat/indices` has the default column `dataset.size` and `_cat/shards` the column `dataset` (ES ≥ 8.11, #98622; never OpenSearch). */
  catDatasetColumns: boolean;
  /**
   * Cluster health counts unassigned primaries apart: `unassigned_primary_shards` after `unassigned_shards` at the
   * cluster, index and shard levels, and `_cat/health`'s default column `unassign.pri` (ES ≥ 8.16, #112024;
   * never OpenSearch).
   */
  healthUnassignedPrimaries: boolean;
  /** `_cat/aliases?local` draws a deprecation warning (ES 8.12–8.x; 9.0 dropped the parameter). */
  catAliasesLocalDeprecated: boolean;
  /**
   * `_cat/aliases` no longer takes `local` at all, not even from an 8.x client's compatibility view (ES ≥ 9.0:
   * the REST compatibility policy does not cover `_cat`), so it is an unrecognized parameter.
   */
  catAliasesLocalRemoved: boolean;
  /**
   * `_cat/indices?health=` names a status ES knows, or the request fails (ES ≥ 7.8, the historical feature
   * `cat_indices_validate_health_param`; OpenSearch); before, an unknown status matched no index.
   */
  catIndicesValidatesHealth: boolean;
  /** `GET /_cat/component_templates` (ES ≥ 8.2; OpenSearch has none). */
  catComponentTemplates: boolean;
  /** `GET /_tasks?group_by=none` exists (ES ≥ 6); ES 5 groups by nodes or parents only. */
  tasksGroupByNone: boolean;
  /** A task description prints `cancelled` (ES ≥ 7.16 for cancellable tasks, OpenSearch). */
  taskCancelled: boolean;
  /** Cluster health reports `discovered_master` (OpenSearch ≥ 1.0). */
  healthDiscovered: boolean;
  /**
   * The cluster manager is named so besides `master` (OpenSearch ≥ 2.0, inclusive naming): health's
   * `discovered_cluster_manager`, the node role `cluster_manager`, `_cat/nodes`' `cluster_manager` column.
   */
  clusterManagerNames: boolean;
  /**
   * What `POST /_cluster/reroute` answers beside `acknowledged`: the resulting cluster state (`state`), the state
   * under a deprecation warning unless `?metric=none` (ES 8.6, elastic/elasticsearch#90399), or nothing (ES 9.0,
   * #114231). OpenSearch forked before the deprecation and prints the state.
   */
  rerouteState: 'state' | 'deprecated' | 'none';
  /**
   * OpenSearch's `cluster_manager_timeout`, the new name of `master_timeout`: none (ES, OpenSearch 1.x), both
   * names taken and refused together without a warning (2.x), or with a deprecation warning on the old one (3.x).
   */
  masterTimeoutRenamed: 'none' | 'quiet' | 'warns';
  /**
   * Which generation of dynamic cluster settings the version knows, named by the versions that print it, with their defaults
   * (core/clusterSettingsTable.ts): recovery chunking arrived in 7.x, `include_relocations` left in 8.0,
   * defaults moved (breaker total 70% → 95% in 7.0, `search.max_buckets` in 7.0 and 8.0).
   */
  clusterSettingsFamily: 'elasticsearch-5' | 'elasticsearch-6' | 'elasticsearch-7' | 'elasticsearch-8+' | 'opensearch';
  /** `PUT /_cluster/settings` with non-empty `transient` settings draws a deprecation warning (ES ≥ 7.16; OpenSearch does not). */
  transientSettingsDeprecated: boolean;
  /**
   * The legacy monitoring collection settings (`xpack.monitoring.collection.*`, MonitoringService) warn when
   * set (`Property.DeprecatedWarning`, ES ≥ 7.16); before, they are taken silently.
   */
  monitoringSettingsDeprecated: boolean;
  /** `GET /_capabilities` answers whether a method, path, parameters and capabilities are supported (ES ≥ 8.14). */
  capabilitiesApi: boolean;
  /** `GET /_info/{target}`, the cluster info API (RestClusterInfoAction, ES ≥ 8.9). */
  clusterInfoApi: boolean;
  /** `GET /_nodes/usage` (RestNodesUsageAction, ES ≥ 6.0, OpenSearch). */
  nodesUsageApi: boolean;
  /** `POST /_nodes/reload_secure_settings` (RestReloadSecureSettingsAction, ES ≥ 6.4, OpenSearch). */
  reloadSecureSettingsApi: boolean;
  /** `GET /_cat/circuit_breaker` (RestCatCircuitBreakerAction, ES ≥ 9.3; OpenSearch has none). */
  catCircuitBreakerApi: boolean;
  /** X-Pack's repositories metering API (`/_nodes/{node_id}/_repositories_metering`, ES ≥ 7.10 default distribution; OpenSearch has none). */
  repositoriesMeteringApi: boolean;
  /** `GET /_health_report[/{feature}]`, the health API (RestGetHealthAction, ES ≥ 8.7; OpenSearch has none). */
  healthReportApi: boolean;
  /** `GET /_features` (RestGetFeatureUpgradeStatus's sibling RestGetFeaturesAction, ES ≥ 7.12; OpenSearch has none). */
  featuresApi: boolean;
  /** The dangling indices APIs, `GET /_dangling` and `POST`/`DELETE /_dangling/{index_uuid}` (ES ≥ 7.9; OpenSearch, forked from 7.10). */
  danglingIndicesApi: boolean;
  /** `_cat/allocation`'s `node.role` column: none, hidden (ES 8.10, "node.role column added in 8.10.0"), or shown by default (8.14). */
  catAllocationNodeRole: 'none' | 'hidden' | 'shown';
  /**
   * `_cat/allocation` shows the allocation stats `shards.undesired`, `write_load.forecast` and
   * `disk.indices.forecast` after `shards` (elastic/elasticsearch#97561, approved 2024-03-12 after 8.13 had
   * branched: 8.14.0). The 8.19 RestAllocationAction also shows `node.role` by default, which 8.10's hid; the
   * change is taken to be the same release (not pinned further).
   */
  catAllocationForecasts: boolean;
  /** `GET /_resolve/cluster/{name}`: which clusters an index expression reaches (ES ≥ 8.13, TransportVersions.V_8_13_0; never OpenSearch). */
  resolveClusterApi: boolean;
  /** `POST /_features/_reset` (RestResetFeatureStateAction, ES ≥ 7.13). */
  featuresResetApi: boolean;
  /** The indicators `GET /_health_report` runs (HealthIndicatorService implementations the version registers), none before the API. */
  healthIndicators: readonly string[];
  /** The sections `GET /_cluster/stats` prints beyond the oldest shape (core/apis/clusterStats.ts), by the versions that added them. */
  clusterStatsParts: readonly ClusterStatsPart[];
  /**
   * The figures OpenSearch's `search` stats section (SearchStats.Stats.toXContent) prints beyond Elasticsearch's, by the
   * release whose wire format added them: `point_in_time_*` (Version.V_2_4_0), `concurrent_query_*` and
   * `concurrent_avg_slice_count` (V_2_10_0), `search_idle_reactivate_count_total` (V_2_14_0), `startree_query_*`
   * (V_3_2_0, approx.: the release whose stream gate reads them). None on Elasticsearch.
   */
  searchStatsExtras: readonly SearchStatsExtra[];
}

/** A group of figures OpenSearch's search stats added (see `searchStatsExtras`). */
export type SearchStatsExtra = 'point_in_time' | 'concurrent' | 'idle_reactivate' | 'startree';

/** A part of the cluster stats answer that a version added (ClusterStatsIndices, ClusterStatsNodes, ClusterStatsResponse). */
export type ClusterStatsPart =
  | 'cluster_uuid' | 'discovery_types' | 'packaging_types' | 'ingest' | 'mappings' | 'analysis' | 'indexing_pressure' | 'versions'
  | 'runtime_fields' | 'mapping_sizes' | 'search_usage' | 'snapshots' | 'dense_vector' | 'sparse_vector' | 'repositories' | 'ccs'
  | 'analysis_synonyms';

const HEALTH_8_7: readonly string[] = ['master_is_stable', 'shards_availability', 'disk', 'ilm', 'slm', 'repository_integrity'];

const STATS_7_0: readonly ClusterStatsPart[] = ['cluster_uuid', 'discovery_types'];
const STATS_7_7: readonly ClusterStatsPart[] = [...STATS_7_0, 'packaging_types', 'ingest', 'mappings', 'analysis'];
const STATS_7_9: readonly ClusterStatsPart[] = [...STATS_7_7, 'indexing_pressure'];
const STATS_7_13: readonly ClusterStatsPart[] = [...STATS_7_9, 'versions', 'runtime_fields'];
const STATS_8_4: readonly ClusterStatsPart[] = [...STATS_7_13, 'mapping_sizes'];
const STATS_8_6: readonly ClusterStatsPart[] = [...STATS_8_4, 'search_usage'];
const STATS_8_8: readonly ClusterStatsPart[] = [...STATS_8_6, 'snapshots'];
const STATS_8_10: readonly ClusterStatsPart[] = [...STATS_8_8, 'dense_vector', 'analysis_synonyms'];
const STATS_8_15: readonly ClusterStatsPart[] = [...STATS_8_10, 'sparse_vector'];
const STATS_8_16: readonly ClusterStatsPart[] = [...STATS_8_15, 'repositories', 'ccs'];

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const CLUSTER_RULES: RulesOf<ClusterCapabilities> = {
  searchStatsExtras: rule(always([]), [
    ['1.0.0', []],
    ['2.4.0', ['point_in_time']],
    ['2.10.0', ['point_in_time', 'concurrent']],
    ['2.14.0', ['point_in_time', 'concurrent', 'idle_reactivate']],
    ['3.2.0', ['point_in_time', 'concurrent', 'idle_reactivate', 'startree']],
  ]),
  fielddataGlobalOrdinals: rule([['5.0.0', false], ['8.8.0', true]], always(false)),
  statsFamily: rule([['5.0.0', 'elasticsearch-5'], ['6.0.0', 'elasticsearch-6'], ['7.0.0', 'elasticsearch-7+']], always('opensearch')),
  catAliasesWriteIndex: rule([['5.0.0', false], ['7.4.0', true]], always(true)),
  // elastic/elasticsearch#98622 (merged 2023-08, "dataset.size added in 8.11.0" in its review) adds the
  // columns, shown by default; OpenSearch forked before it.
  catDatasetColumns: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  // elastic/elasticsearch#112024, merged 2024-08-20 (closing #111727), after 8.15 had branched: 8.16.0.
  healthUnassignedPrimaries: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  // The historical features of ES's YAML tests (YamlTestLegacyFeatures): cat_aliases_local_deprecated 8.12.0,
  // cat_indices_validate_health_param 7.8.0.
  catAliasesLocalDeprecated: rule([['5.0.0', false], ['8.12.0', true], ['9.0.0', false]], always(false)),
  // #115393 (9.0) removed `local` from the alias APIs, keeping it for 8.x clients on get-aliases only.
  catAliasesLocalRemoved: rule([['5.0.0', false], ['9.0.0', true]], always(false)),
  catIndicesValidatesHealth: rule([['5.0.0', false], ['7.8.0', true]], always(true)),
  // `_cat/component_templates`: #71274, merged on main on 2022-03-01 (closing #68941), after 8.1 had branched
  // (8.1.0 shipped 2022-03-08 without it): 8.2.0.
  catComponentTemplates: rule([['5.0.0', false], ['8.2.0', true]], always(false)),
  tasksGroupByNone: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  taskCancelled: rule([['5.0.0', false], ['7.16.0', true]], always(true)),
  // `discovered_master`: OpenSearch 1.0.0 (#656, backported to 1.0 as #819); `discovered_cluster_manager`
  // beside it, the `cluster_manager` role and `_cat` column: 2.0.0 (#2437, #2438, opensearch-project/OpenSearch#1549).
  healthDiscovered: rule(always(false), always(true)),
  clusterManagerNames: rule(always(false), [['1.0.0', false], ['2.0.0', true]]),
  rerouteState: rule([['5.0.0', 'state'], ['8.6.0', 'deprecated'], ['9.0.0', 'none']], always('state')),
  // `cluster_manager_timeout` beside a deprecated `master_timeout`: OpenSearch 2.0 (#2658 and its siblings,
  // opensearch-project/OpenSearch#2511); #2920 took the warning out of 2.x for the 1.x High Level REST Client's
  // sake, to be emitted from 3.0 on, where parseDeprecatedMasterTimeoutParameter logs it.
  masterTimeoutRenamed: rule(always('none'), [['1.0.0', 'none'], ['2.0.0', 'quiet'], ['3.0.0', 'warns']]),
  clusterSettingsFamily: rule([['5.0.0', 'elasticsearch-5'], ['6.0.0', 'elasticsearch-6'], ['7.0.0', 'elasticsearch-7'], ['8.0.0', 'elasticsearch-8+']], always('opensearch')),
  // RestClusterUpdateSettingsAction's TRANSIENT_SETTINGS_DEPRECATION_MESSAGE. Not 7.16 nor 8.0: the first
  // deprecation (#78794, 7.x #79288) was undone before either shipped (#80558; 7.16 #80570, 8.0 #80564; #80556
  // "was never released"). The softer wording came back later in 8.x (8.15 sends it); which 8.x minor is not
  // pinned, so the step at 8.1 is approx.
  transientSettingsDeprecated: rule([['5.0.0', false], ['8.1.0', true]], always(false)),
  // Internal monitoring collection deprecated for Metricbeat/Elastic Agent in 7.16 (approx.: the release notes' deprecations).
  monitoringSettingsDeprecated: rule([['5.0.0', false], ['7.16.0', true]], always(false)),
  // The capabilities API: 8.14 (#106820, RestNodesCapabilitiesAction); OpenSearch has none.
  capabilitiesApi: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  // The cluster info API: 8.9 (ingest-common's 15_info_ingest.yml skips below 8.9: "/_info/ingest only
  // available from v8.9"); OpenSearch has none.
  clusterInfoApi: rule([['5.0.0', false], ['8.9.0', true]], always(false)),
  // The nodes usage API: ES 6.0 (#24169).
  nodesUsageApi: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  // Reloadable secure settings: 6.4 (#29135, the release notes' "Reload secure settings"); OpenSearch kept them.
  reloadSecureSettingsApi: rule([['5.0.0', false], ['6.4.0', true]], always(true)),
  // The cat circuit breaker API: #136890 (merged 2025-10, backported rest-api-spec options to 9.3: #141753).
  catCircuitBreakerApi: rule([['5.0.0', false], ['9.3.0', true]], always(false)),
  // The repositories metering API (x-pack repositories-metering-api, #60371): 7.10, experimental; OpenSearch has none.
  repositoriesMeteringApi: rule([['5.0.0', false], ['7.10.0', true]], always(false)),
  // The health API left `_internal/_health` for `_health_report` in 8.7 (health_report.json's spec, "stability": "stable" from 8.7).
  healthReportApi: rule([['5.0.0', false], ['8.7.0', true]], always(false)),
  // Feature states for snapshots (#63282) brought GET /_features in 7.12 and the reset API (#69469) in 7.13 (approx.: release notes).
  featuresApi: rule([['5.0.0', false], ['7.12.0', true]], always(false)),
  danglingIndicesApi: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  catAllocationNodeRole: rule([['5.0.0', 'none'], ['8.10.0', 'hidden'], ['8.14.0', 'shown']], always('none')),
  catAllocationForecasts: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  resolveClusterApi: rule([['5.0.0', false], ['8.13.0', true]], always(false)),
  featuresResetApi: rule([['5.0.0', false], ['7.13.0', true]], always(false)),
  // 8.7: master stability, shard availability, disk, ILM, SLM, repository integrity; shards capacity 8.8 (#94552,
  // approx.); data stream lifecycle 8.13 (health/70_data_stream_lifecycle.yml: "added in 8.13.0"); file settings
  // 8.18 (approx.: FileSettingsService.FileSettingsHealthIndicatorService).
  healthIndicators: rule(
    [
      ['5.0.0', []],
      ['8.7.0', HEALTH_8_7],
      ['8.8.0', [...HEALTH_8_7, 'shards_capacity']],
      ['8.13.0', [...HEALTH_8_7, 'shards_capacity', 'data_stream_lifecycle']],
      ['8.18.0', [...HEALTH_8_7, 'shards_capacity', 'data_stream_lifecycle', 'file_settings']],
    ],
    always([]),
  ),
  // cluster.stats/10_basic.yml pins packaging types at 7.2, runtime fields 7.13, mapping sizes 8.4, snapshots 8.8 and
  // dense vectors 8.10; analysis-common's cluster.stats/20_analysis_stats_synonyms.yml the analysis `synonyms` at 8.10
  // (AnalysisStats' SYNONYM_SETS_VERSION, V_8_10_X); the rest are approx. (release notes: mappings/analysis 7.7, indexing pressure 7.9, versions
  // 7.11, search usage 8.6, sparse vectors 8.15, repositories and CCS telemetry 8.16). OpenSearch forked at 7.10.
  clusterStatsParts: rule(
    [['5.0.0', []], ['7.0.0', STATS_7_0], ['7.7.0', STATS_7_7], ['7.9.0', STATS_7_9], ['7.13.0', STATS_7_13], ['8.4.0', STATS_8_4], ['8.6.0', STATS_8_6], ['8.8.0', STATS_8_8], ['8.10.0', STATS_8_10], ['8.15.0', STATS_8_15], ['8.16.0', STATS_8_16]],
    always(STATS_7_9),
  ),
};
