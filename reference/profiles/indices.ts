/** Indexes and what names them: creation, aliases, templates, data streams, blocks, rollover, maintenance. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about indexes and what names them. */
export interface IndicesCapabilities {
  /** The exception for creating an index that exists: ES 5 `index_already_exists_exception`, later `resource_already_exists_exception`. */
  indexExistsType: string;
  /** `no such index` (ES5/ES6) or `no such index [<expr>]`. */
  notFoundReasonWithName: boolean;
  /** An alias named like an index: `an index exists with the same name` (ES 5/6, OpenSearch) or `an index or data stream exists…` (ES ≥ 7.9). */
  aliasClash: 'index-exists' | 'index-or-data-stream';
  /** `index.number_of_shards` when unset: 5 before ES 7, then 1. */
  defaultShards: number;
  /**
   * X-Pack's DataTier.DefaultHotAllocationSettingProvider (ES ≥ 7.10 default distribution): a new index
   * that names no tier preference nor allocation filter gets `index.routing.allocation.include._tier_preference`
   * `data_content` (`data_hot` for a data stream's backing index). OpenSearch has no data tiers.
   */
  defaultTierPreference: boolean;
  /** `index.number_of_routing_shards` when unset: the shard count (ES 5/6), or room to split up to 1024 shards (ES ≥ 7, OpenSearch). */
  routingShardsDefault: 'shards' | 'split-to-1024';
  /**
   * `index.routing_partition_size` (one routing value spread over several shards): unknown before ES 5.3
   * (#22274), a static index setting (updatable on a closed index) until ES 7.16 made it final (#79556,
   * backported as #79616); OpenSearch, forked from 7.10, keeps it static.
   */
  routingPartitionSize: 'absent' | 'static' | 'final';
  /**
   * A `join` field on a partitioned index is refused by ParentJoinFieldMapper: "cannot set join field" (ES 6,
   * the TypeParser's wording), "cannot create join field" (ES ≥ 7, checkIndexCompatibility; OpenSearch).
   */
  partitionedJoinVerb: 'set' | 'create';
  /**
   * A request by id without routing on a partitioned index whose mapping does not require routing (it has none
   * yet): refused by IndexRouting.Partitioned (ES ≥ 7.16, #77211 backported as #77562: "A routing value is
   * required for gets from a partitioned index"); before, and in OpenSearch, OperationRouting.generateShardId
   * only asserts it and routes by the id, offset within the partition by the id's own hash.
   */
  partitionedNoRouting: 'refuse' | 'route-by-id';
  /** Index and alias names may not contain `:` (ES ≥ 7, OpenSearch); ES 5/6 accept it. */
  indexNameRefusesColon: boolean;
  /** Date patterns in date-math index names: Joda's (ES ≤ 6, default `YYYY.MM.dd`) or java.time's (default `uuuu.MM.dd`). */
  dateMathPatterns: 'joda' | 'java';
  /**
   * Closed indices keep a routing table, replicated like open ones (ES ≥ 7.2, #33888; OpenSearch): cluster
   * health expands to them and reports their shards, `_cat/indices` prints their health. Before, a
   * closed index had no shards: health left it out and `_cat/indices` printed no health.
   */
  closedIndicesReplicated: boolean;
  /**
   * A new index with `index.soft_deletes.enabled: false`: accepted (ES < 7.6), accepted with a deprecation
   * warning (ES 7.6–7.x, OpenSearch 1.x), or refused (ES ≥ 8.0, OpenSearch ≥ 2.0: MetadataCreateIndexService).
   */
  softDeletesDisabled: 'accept' | 'warn' | 'refuse';
  /**
   * `action.destructive_requires_name` when the cluster was not configured: false before ES 8.0, true from
   * 8.0 (#66908); false in every OpenSearch (opensearch-project/documentation-website#10027 lists it per
   * release). The official suites of a version rely on its default (ES 5–7 wipe with wildcard deletes).
   */
  destructiveRequiresNameDefault: boolean;
  /** Aliases can designate a write index (`is_write_index`, ES ≥ 6.4). */
  writeIndex: boolean;
  /** `POST /_aliases` answers `"errors":false` (ES ≥ 8.14). */
  aliasesErrorsFlag: boolean;
  /**
   * Alias names may be date math (`<logs-{now/d}>`), resolved by put alias, `_aliases` add and create
   * index (ES ≥ 7.13, #67226 backported as #69900); before, and in OpenSearch (forked from 7.10), such a
   * name is an invalid alias name.
   */
  aliasDateMath: boolean;
  /** The data stream APIs exist (ES ≥ 7.9, OpenSearch 1.0+). */
  dataStreams: boolean;
  /** Backing indices are named `.ds-<stream>-<yyyy.MM.dd>-<generation>` (ES ≥ 7.11), else `.ds-<stream>-<generation>`. */
  dataStreamDatedNames: boolean;
  /**
   * What `GET /_data_stream` prints after `generation` (and `_meta`), in order: `status`, `template`,
   * `ilm_policy` (ES), `hidden`/`system` (7.11), `allow_custom_routing`/`replicated` (7.16), the 8.11 ILM/DSL fields.
   */
  dataStreamInfo: readonly string[];
  /** `data_stream.hidden` in templates (ES ≥ 7.11). */
  dataStreamHidden: boolean;
  /**
   * Routing on writes to a stream: `refused` (ES < 7.16, OpenSearch: always, "target the backing indices
   * directly"), or allowed by the template's `data_stream.allow_custom_routing` (7.16's wording, then 8.x's).
   */
  dataStreamCustomRouting: 'refused' | 'template-flag-7' | 'template-flag';
  /** `POST /_data_stream/_migrate/<alias>` (ES ≥ 7.11). */
  dataStreamMigrate: boolean;
  /** `POST /_data_stream/_modify` (ES ≥ 7.16) . */
  dataStreamModify: boolean;
  /** `POST /_data_stream/_promote/<name>`: a CCR-replicated stream becomes a regular one (ES ≥ 7.11; OpenSearch has none). */
  dataStreamPromote: boolean;
  /** `GET|PUT /_data_stream/<name>/_settings`, and `settings` in GET /_data_stream (ES 8.19 and 9.1+; not 9.0). */
  dataStreamSettingsApi: boolean;
  /** GET /_data_stream prints `index_mode` for the stream and each backing index (ES 8.19, 9.1+: #122486 and its 8.19 backport #128154). */
  dataStreamIndexMode: boolean;
  /** `GET|PUT /_data_stream/<name>/_mappings`, and `mappings` in GET /_data_stream (ES 9.2+). */
  dataStreamMappingsApi: boolean;
  /**
   * `index.mode: time_series` (TSDB, tsdb/): none (OpenSearch, ES < 8.1: its settings are unknown), `legacy`
   * (8.1-8.12: the `_tsid` is the dimensions serialised), `hashed` (8.13+: TimeSeriesIdBuilder.buildTsidHash).
   */
  timeSeriesMode: 'none' | 'legacy' | 'hashed';
  /**
   * Field caps report `time_series_metric` only for time_series indices (ES 8.5, x-pack
   * aggregate-metrics/110_field_caps.yml: "metric params only on time series indices"); before, any index's.
   * `time_series_dimension` is reported for every index.
   */
  timeSeriesCapsOnTsdbOnly: boolean;
  /**
   * A number at a routing path of a time series index routes as its text (IndexRouting.ExtractFromSource takes
   * VALUE_NUMBER beside VALUE_STRING: ES ≥ 8.11, time_series.yml "Number for keyword routing field", "Fix in
   * 8.11"); before, "Routing values must be strings but found [VALUE_NUMBER]".
   */
  timeSeriesNumericRouting: boolean;
  /** The streams toggles `POST /_streams/logs/_enable|_disable` and `GET /_streams/status` (ES 9.1+). */
  streamsApi: boolean;
  /** The streams toggles name the stream type in the path (`/_streams/{name}/_enable`: logs, logs.otel, logs.ecs; approx. 9.3). */
  streamsNamedTypes: boolean;
  /**
   * GET /_data_stream prints `failure_store: {enabled, rollover_on_write, indices}` and templates take
   * `data_stream_options.failure_store` (the failure store GA: ES 8.19 and 9.1+; a feature flag before).
   */
  dataStreamFailureStore: boolean;
  /** A failure store's own lifecycle (`failure_store.lifecycle` in data stream options; ES 8.19 and 9.1+). */
  failureStoreLifecycle: boolean;
  /** Aliases on data streams (ES ≥ 7.14). */
  dataStreamAliases: boolean;
  /**
   * A data stream alias holds one filter for all its streams (ES 7.15 – 8.6: DataStreamAlias.filter): a
   * filtered add replaces it for every stream, an unfiltered add keeps it. 8.7 keeps one per stream (#92692).
   */
  dataStreamAliasSharedFilter: boolean;
  /**
   * The data stream lifecycle APIs (`/_data_stream/<name>/_lifecycle`, `/<index>/_lifecycle/explain`,
   * `/_lifecycle/stats`; ES 8.11 GA), and from 8.14 the effective retention and `global_retention` they print.
   */
  dataStreamLifecycle: boolean;
  /** The lifecycle APIs print the effective retention and `global_retention` (ES ≥ 8.14). */
  lifecycleEffectiveRetention: boolean;
  /**
   * Global retention from the cluster settings `data_streams.lifecycle.retention.{default,max}` (ES ≥ 8.16,
   * DataStreamGlobalRetentionSettings): GET .../_lifecycle prints it and the capability
   * `data_stream_global_retention` (lifecycle/20_basic.yml: "Global retention was exposed in 8.16+").
   */
  lifecycleGlobalRetention: boolean;
  /** A stream keeps its template's `_meta` and GET /_data_stream prints it (ES ≥ 7.11, DataStream.metadata). */
  dataStreamMeta: boolean;
  /**
   * The templates a fresh node installs (`StackTemplateRegistry`, unless `stack.templates.enabled: false`):
   * none (ES < 7.9, OpenSearch), the 7.9 set (`logs-mappings`, ...), or the 8.x `@`-named set.
   */
  builtinTemplates: 'none' | 'stack-7' | 'stack-8' | 'stack-8.12';
  /** A template's `data_stream` names its `timestamp_field` and prints it (OpenSearch's DataStreamTemplate). */
  dataStreamTimestampField: boolean;
  /** `PUT /{index}/_block/{block}` and `GET /_resolve/index/{name}` exist (ES ≥ 7.9, OpenSearch). */
  blockAndResolveApis: boolean;
  /** A `cluster_block_exception` on an index names it (`index [x] blocked by: …`, ES ≥ 7, OpenSearch). */
  blockReasonNamesIndex: boolean;
  /**
   * `index.blocks.read_only_allow_delete` as ClusterBlock 12: ES 6 `forbidden` (403, "index read-only / allow
   * delete (api)", blocks writes and metadata writes); OpenSearch `flood-stage` (429, "disk usage exceeded
   * flood-stage watermark…"); ES ≥ 8.1 `flood-stage-writes-only` (the same, metadata writes allowed, #81781).
   */
  readOnlyAllowDeleteBlock: 'forbidden' | 'flood-stage' | 'flood-stage-writes-only';
  /** How a refused rollover names its target: ES 5/6 `source alias …`, ES ≥ 7.9 and OpenSearch `rollover target […] …`. */
  rolloverWording: 'source-alias' | 'rollover-target';
  /** The rollover conditions the version parses (ES 5 `max_age`/`max_docs`, 6.1 `max_size`, 7.12/8.2 per-shard `max_*`, 8.4 `min_*`). */
  rolloverConditions: readonly string[];
  /** The rollover answer carries `lazy` (ES ≥ 8.13 added lazy data stream rollovers; its reference's response examples show `"lazy": false`). */
  rolloverLazyFlag: boolean;
  /**
   * How a legacy `_template` names the indexes it applies to: ES 5's one `template` pattern; ES 6's
   * `index_patterns`, still reading `template` with a deprecation warning; `index_patterns` only (ES 7+, OpenSearch).
   */
  legacyTemplatePatterns: 'template' | 'index_patterns+template' | 'index_patterns';
  /** Composable `_index_template` and `_component_template`, which win over legacy templates (ES ≥ 7.8, OpenSearch ≥ 1). */
  composableTemplates: boolean;
  /** `PUT /_template` warns that legacy templates are deprecated (ES ≥ 7.8; OpenSearch does not). */
  legacyTemplatesDeprecated: boolean;
  /** A missing component template: ES 8's `resource_not_found_exception`, OpenSearch's `index_template_missing_exception`. */
  componentTemplateMissing: 'resource_not_found' | 'index_template_missing';
  /** Composable templates may list `ignore_missing_component_templates` (ES ≥ 8.7; OpenSearch has no such field). */
  ignoreMissingComponents: boolean;
  /**
   * How template validation words a bad index pattern, and whether a name may hold `*`: ES 5/6 say
   * `template …` and allow `*`; ES ≥ 7 and OpenSearch name `index_pattern [p]` and refuse `*` in names.
   */
  templateValidation: 'template-wording' | 'pattern-wording';
  /** `POST /_flush/synced` exists (ES 5–7; removed in ES 8 and OpenSearch 2). */
  syncedFlush: boolean;
  /** `_forcemerge?wait_for_completion=false` answers a task id and stores the result (ES ≥ 8.1 #80463, OpenSearch ≥ 2.7 #6434). */
  forceMergeTask: boolean;
  /** ForceMergeRequest has `primaryOnly`, printed in its task description (OpenSearch 2.x). */
  forceMergePrimaryOnly: boolean;
  /** `/{index}/_split/{target}` exists (ES ≥ 6.1, #26931; OpenSearch). Shrink exists in every modelled version. */
  resizeSplit: boolean;
  /** `/{index}/_clone/{target}` exists (ES ≥ 7.4, its REST spec's `since`; OpenSearch). */
  resizeClone: boolean;
  /**
   * What a resize copies from its source's settings (MetadataCreateIndexService.prepareResizeIndexSettings):
   * `analysis-only` (ES < 6.4: `index.analysis.*`, `index.similarity.*`, `index.sort.*`); `on-request` (6.4–6.8:
   * all with `?copy_settings=true`, else the few with a deprecation warning); `by-default` (ES 7.x, OpenSearch:
   * all, the parameter deprecated); `always` (ES ≥ 8.0: the parameter is gone).
   */
  resizeCopySettings: 'analysis-only' | 'on-request' | 'by-default' | 'always';
  /** The resize words of ES < 6.1, when shrink was the only one: `index.shrink.source.*` settings, "to shrink index". */
  resizeShrinkWording: boolean;
  /**
   * A shrink body's size that picks the target's shard count: none; ES ≥ 7.13's `max_primary_shard_size`;
   * OpenSearch ≥ 2.5's `max_shard_size`, whose ResizeRequest.validate also refuses a target with
   * `index.blocks.read_only`/`metadata` and a routing partition size (a validation error there).
   */
  resizeMaxShardSize: 'none' | 'max_primary_shard_size' | 'max_shard_size';
  /** `?wait_for_completion=false` on a resize answers a task id and stores the result (OpenSearch ≥ 2.7). */
  resizeTask: boolean;
  /** The major a given `copy_settings` is said to leave in (its deprecation warning): `8.0.0` (ES 7.x, OpenSearch 1.x), `3.0.0` (OpenSearch ≥ 2). */
  copySettingsRemovedIn: string;
  /**
   * How a clone that changes the shard count words it (IndexMetadata.selectCloneShard): ES 7.x's concatenation
   * left a doubled space and `( n)`; the reformatted source of ES 8 and OpenSearch prints it plainly.
   */
  cloneShardCountWording: 'spaced' | 'plain';
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const INDICES_RULES: RulesOf<IndicesCapabilities> = {
  // Data tiers came with 7.10 (#60994's setting provider; the 7.10 release notes' "Data tiers").
  defaultTierPreference: rule([['5.0.0', false], ['7.10.0', true]], always(false)),
  indexExistsType: rule([['5.0.0', 'index_already_exists_exception'], ['6.0.0', 'resource_already_exists_exception']], always('resource_already_exists_exception')),
  notFoundReasonWithName: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  // Data streams (7.9) widened the name clash message.
  aliasClash: rule([['5.0.0', 'index-exists'], ['7.9.0', 'index-or-data-stream']], always('index-exists')),
  // One shard by default from 7.0 (#30539).
  defaultShards: rule([['5.0.0', 5], ['7.0.0', 1]], always(1)),
  routingShardsDefault: rule([['5.0.0', 'shards'], ['7.0.0', 'split-to-1024']], always('split-to-1024')),
  routingPartitionSize: rule([['5.0.0', 'absent'], ['5.3.0', 'static'], ['7.16.0', 'final']], always('static')),
  partitionedJoinVerb: rule([['5.0.0', 'set'], ['7.0.0', 'create']], always('create')),
  partitionedNoRouting: rule([['5.0.0', 'route-by-id'], ['7.16.0', 'refuse']], always('route-by-id')),
  indexNameRefusesColon: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  dateMathPatterns: rule([['5.0.0', 'joda'], ['7.0.0', 'java']], always('java')),
  // Closed indices are replicated from 7.2 (#33888); ClusterHealthRequest expands to them (lenientExpand).
  closedIndicesReplicated: rule([['5.0.0', false], ['7.2.0', true]], always(true)),
  // Soft deletes off: deprecated in 7.6 (#50502), refused for indices created on 8.0+ (validateSoftDeleteSettings);
  // OpenSearch warned in 1.x and refuses for indices created on 2.0+.
  softDeletesDisabled: rule([['5.0.0', 'accept'], ['7.6.0', 'warn'], ['8.0.0', 'refuse']], [['1.0.0', 'warn'], ['2.0.0', 'refuse']]),
  // The default flipped to true in 8.0 (#66908, migration guide 8.0 settings); OpenSearch kept false.
  destructiveRequiresNameDefault: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  // `is_write_index`: 6.4 (#31520).
  writeIndex: rule([['5.0.0', false], ['6.4.0', true]], always(true)),
  // `POST /_aliases` answers `errors` from 8.14 (#106514).
  aliasesErrorsFlag: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  aliasDateMath: rule([['5.0.0', false], ['7.13.0', true]], always(false)),
  dataStreams: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  // Dated backing index names: 7.11 (#58056); OpenSearch forked from 7.10 and keeps `.ds-<stream>-<generation>`.
  dataStreamDatedNames: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  // GetDataStreamAction.Response's fields: hidden/system 7.11 (#64001, #64311), allow_custom_routing and
  // replicated 7.16 (approx.), the ILM/lifecycle fields 8.11 (approx.). OpenSearch has no ILM.
  dataStreamInfo: rule(
    [
      ['5.0.0', ['status', 'template', 'ilm_policy']],
      ['7.11.0', ['status', 'template', 'ilm_policy', 'hidden', 'system']],
      ['7.16.0', ['status', 'template', 'ilm_policy', 'hidden', 'system', 'allow_custom_routing', 'replicated']],
      ['8.11.0', ['status', 'template', 'ilm_policy', 'next_generation_managed_by', 'prefer_ilm', 'hidden', 'system', 'allow_custom_routing', 'replicated', 'rollover_on_write']],
    ],
    always(['status', 'template']),
  ),
  dataStreamHidden: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  dataStreamCustomRouting: rule([['5.0.0', 'refused'], ['7.16.0', 'template-flag-7'], ['8.0.0', 'template-flag']], always('refused')),
  dataStreamMigrate: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  dataStreamModify: rule([['5.0.0', false], ['7.16.0', true]], always(false)),
  // Promote came with CCR's data stream replication (#61993, backported as #64525 to 7.11; approx. for the API itself).
  dataStreamPromote: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  dataStreamLifecycle: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  lifecycleEffectiveRetention: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  lifecycleGlobalRetention: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  dataStreamMeta: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  dataStreamAliases: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  dataStreamAliasSharedFilter: rule([['5.0.0', false], ['7.15.0', true], ['8.7.0', false]], always(false)),
  // The failure store left its feature flag in 9.1 and 8.19 (DataStream.isFailureStoreFeatureFlagEnabled gone).
  dataStreamFailureStore: rule([['5.0.0', false], ['8.19.0', true], ['9.0.0', false], ['9.1.0', true]], always(false)),
  // DataStreamFailureStore's `lifecycle` (FailuresLifecycle): 9.1, and 8.19, whose failure store page (asciidoc of the
  // 8.19 branch: `index_mode` in its GET _data_stream answer) prints `failure_store.lifecycle` with its 30d effective
  // retention and sets `failure_store.lifecycle.data_retention` through the options API (the 9.1-only skip of
  // 240_failure_store_info.yml names the capability the 9.x test asks for, not the feature).
  failureStoreLifecycle: rule([['5.0.0', false], ['8.19.0', true], ['9.0.0', false], ['9.1.0', true]], always(false)),
  // The data stream settings API: 9.1 and its 8.19 backport (both branches' REST specs have it; 9.0's has not).
  dataStreamSettingsApi: rule([['5.0.0', false], ['8.19.0', true], ['9.0.0', false], ['9.1.0', true]], always(false)),
  // `index_mode` in GET /_data_stream: #122486 (main, February 2025: 9.1) backported to 8.19 only (#128154).
  dataStreamIndexMode: rule([['5.0.0', false], ['8.19.0', true], ['9.0.0', false], ['9.1.0', true]], always(false)),
  // The data stream mappings API: 9.2.0 (its API reference: "Generally available; Added in 9.2.0"); not in 8.19.
  dataStreamMappingsApi: rule([['5.0.0', false], ['9.2.0', true]], always(false)),
  // TSDB: settings from 8.1 (tech preview, GA 8.7); IndexVersions.TIME_SERIES_ID_HASHING came with 8.13.
  timeSeriesMode: rule([['5.0.0', 'none'], ['8.1.0', 'legacy'], ['8.13.0', 'hashed']], always('none')),
  timeSeriesCapsOnTsdbOnly: rule([['5.0.0', false], ['8.5.0', true]], always(false)),
  timeSeriesNumericRouting: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  // The streams module: 9.1 (elasticsearch-py 9.1's logs_enable takes no name); named types later (the 9.4
  // clients suite and the API reference name them; 9.3 approx., no release note at hand).
  streamsApi: rule([['5.0.0', false], ['9.1.0', true]], always(false)),
  streamsNamedTypes: rule([['5.0.0', false], ['9.3.0', true]], always(false)),
  // StackTemplateRegistry: 7.9 (#56814); the `@custom` components 8.x (approx. 8.0); renamed to `logs@mappings`,
  // `ecs@mappings`, ... in 8.12 (#102456, approx.). OpenSearch installs none.
  builtinTemplates: rule([['5.0.0', 'none'], ['7.9.0', 'stack-7'], ['8.0.0', 'stack-8'], ['8.12.0', 'stack-8.12']], always('none')),
  // OpenSearch's DataStreamTemplate keeps `timestamp_field: {name}` (opensearch-project/OpenSearch#1100 era, 1.0).
  dataStreamTimestampField: rule(always(false), always(true)),
  blockAndResolveApis: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  blockReasonNamesIndex: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  // ClusterBlock 12 became the 429 flood-stage block with #50166 (elastic/elasticsearch#49393), pushed to 7.x
  // after its CI run #52672 of 2020-02-22, after 7.6.0 shipped (2020-02-11): 7.7.0. Writes-only in 8.1 (#81781).
  readOnlyAllowDeleteBlock: rule([['5.0.0', 'forbidden'], ['7.7.0', 'flood-stage'], ['8.1.0', 'flood-stage-writes-only']], always('flood-stage')),
  rolloverWording: rule([['5.0.0', 'source-alias'], ['7.9.0', 'rollover-target']], always('rollover-target')),
  rolloverConditions: rule(
    [
      ['5.0.0', ['max_age', 'max_docs']],
      ['6.1.0', ['max_age', 'max_docs', 'max_size']],
      ['7.12.0', ['max_age', 'max_docs', 'max_size', 'max_primary_shard_size']],
      ['8.2.0', ['max_age', 'max_docs', 'max_size', 'max_primary_shard_size', 'max_primary_shard_docs']],
      ['8.4.0', ['max_age', 'max_docs', 'max_size', 'max_primary_shard_size', 'max_primary_shard_docs', 'min_age', 'min_docs', 'min_size', 'min_primary_shard_size', 'min_primary_shard_docs']],
    ],
    always(['max_age', 'max_docs', 'max_size']),
  ),
  rolloverLazyFlag: rule([['5.0.0', false], ['8.13.0', true]], always(false)),
  legacyTemplatePatterns: rule([['5.0.0', 'template'], ['6.0.0', 'index_patterns+template'], ['7.0.0', 'index_patterns']], always('index_patterns')),
  // Composable templates: 7.8 (#53101).
  composableTemplates: rule([['5.0.0', false], ['7.8.0', true]], always(true)),
  legacyTemplatesDeprecated: rule([['5.0.0', false], ['7.8.0', true]], always(false)),
  componentTemplateMissing: rule(always('resource_not_found'), always('index_template_missing')),
  ignoreMissingComponents: rule([['5.0.0', false], ['8.7.0', true]], always(false)),
  templateValidation: rule([['5.0.0', 'template-wording'], ['7.0.0', 'pattern-wording']], always('pattern-wording')),
  // Synced flush: removed in 8.0 (#50882); OpenSearch 2.0 removed it too.
  syncedFlush: rule([['5.0.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
  forceMergeTask: rule([['5.0.0', false], ['8.1.0', true]], [['1.0.0', false], ['2.7.0', true]]),
  // `primary_only` on force merge: OpenSearch 2.13.0 (#11269, backported as #12609; #13279 pins the version).
  forceMergePrimaryOnly: rule(always(false), [['1.0.0', false], ['2.13.0', true]]),
  resizeSplit: rule([['5.0.0', false], ['6.1.0', true]], always(true)),
  resizeClone: rule([['5.0.0', false], ['7.4.0', true]], always(true)),
  // copy_settings: 6.4 (#30255, the unset case deprecated in the same line); the default in 7.0 (RestResizeHandler then
  // warns when it is given); gone in 8.0 (its REST spec drops it). OpenSearch kept 7.10's handler.
  resizeCopySettings: rule([['5.0.0', 'analysis-only'], ['6.4.0', 'on-request'], ['7.0.0', 'by-default'], ['8.0.0', 'always']], always('by-default')),
  // index.shrink.source.* became index.resize.source.* with split (6.1, #26931).
  resizeShrinkWording: rule([['5.0.0', true], ['6.1.0', false]], always(false)),
  // max_single_primary_size came in 7.12 and was renamed max_primary_shard_size in 7.13 (the 7.13 REST spec's body);
  // OpenSearch's max_shard_size: 2.5 (ResizeRequest streams it from Version.V_2_5_0).
  resizeMaxShardSize: rule([['5.0.0', 'none'], ['7.13.0', 'max_primary_shard_size']], [['1.0.0', 'none'], ['2.5.0', 'max_shard_size']]),
  // RestResizeHandler's wait_for_completion: OpenSearch 2.7 (its REST spec's x-version-added), as for force merge.
  resizeTask: rule(always(false), [['1.0.0', false], ['2.7.0', true]]),
  // RestResizeHandler's warning: ES 7.x names 8.0.0; OpenSearch 2.x renamed the release (approx.: 1.x kept 7.10's text).
  copySettingsRemovedIn: rule(always('8.0.0'), [['1.0.0', '8.0.0'], ['2.0.0', '3.0.0']]),
  // ES reformatted its server sources for 8.0 (spotless; approx. for the 7.x line); OpenSearch did so in 1.x.
  cloneShardCountWording: rule([['5.0.0', 'spaced'], ['8.0.0', 'plain']], always('plain')),
};
