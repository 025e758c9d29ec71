/**
 * The deprecation warnings the simulator sends (as `Warning` headers), in one place. Only profiles whose
 * family emitted them send them (ES 6.x deprecated much of what 7.0 removed); the YAML runner fails a
 * step on a missing or an unexpected warning, so these must be exact.
 */
import type { Profile } from '../profiles.ts';

/** Whether this profile emits ES 6.x deprecation warnings. */
export function emitsLegacyWarnings(profile: Profile): boolean {
  return profile.legacyDeprecations;
}

/** Internal versioning used for optimistic concurrency control (index, delete, bulk). */
export function internalVersioning(index: string, type: string): string {
  return `Usage of internal versioning for optimistic concurrency control is deprecated and will be removed. Please use the \`if_seq_no\` and \`if_primary_term\` parameters instead. (request for index [${index}], type [${type}])`;
}

/** OpenSearch 2.19+ (#16712): the update API ran an existing document through the index's default or final pipeline. */
export function updateThroughPipeline(index: string): string {
  return `the index [${index}] has a default ingest pipeline or a final ingest pipeline, the support of the ingest pipelines for update operation causes unexpected result and will be removed in 3.0.0`;
}

/** An underscore-prefixed bulk metadata field (`_version`, `_routing`, ...). */
export function deprecatedField(used: string, expected: string): string {
  return `Deprecated field [${used}] used, expected [${expected}] instead`;
}

/** A deprecated query parameter (`_source_include`, ...). */
export function deprecatedParameter(used: string, expected: string): string {
  return `Deprecated parameter [${used}] used, expected [${expected}] instead`;
}

/** `preference=_primary` and friends. */
export function primaryPreference(value: string): string {
  return `[${value}] has been deprecated in 6.1+, and will be removed in 7.0; use [_only_nodes] or [_prefer_nodes]`;
}

/**
 * A new index with soft deletes disabled (ES 7.6–7.x, OpenSearch 1.x: MetadataCreateIndexService's deprecation
 * logger), naming the product: OpenSearch says "future OpenSearch versions" (the line opensearch-project/OpenSearch#1903
 * removed for 2.0, and OpenSearch's own YAML test indices.create/10_basic.yml of that time expects it).
 */
export function softDeletesDisabled(index: string, product: 'Elasticsearch' | 'OpenSearch'): string {
  return `Creating indices with soft-deletes disabled is deprecated and will be removed in future ${product} versions. Please do not specify value for setting [index.soft_deletes.enabled] of index [${index}].`;
}

/** `?local` on `_cat/aliases` (ES 8.12–8.x: RestAliasAction). */
export function catAliasesLocal(value: boolean): string {
  return `the [?local=${value}] query parameter to cat-aliases requests has no effect and will be removed in a future version`;
}

/** `master_timeout` on OpenSearch ≥ 3.0 (BaseRestHandler.parseDeprecatedMasterTimeoutParameter; #2863 worded it). */
export const MASTER_TIMEOUT =
  'Parameter [master_timeout] is deprecated and will be removed in 3.0. To support inclusive language, please use [cluster_manager_timeout] instead.';

/** The cluster state in a reroute answer (ES 8.6-8.x: ClusterRerouteResponse.STATE_FIELD_DEPRECATION_MESSAGE, elastic/elasticsearch#90399). */
export const REROUTE_STATE_FIELD =
  'The [state] field in the response to the reroute API is deprecated and will be removed in a future version. Specify ?metric=none to adopt the future behaviour.';

/** Non-empty `transient` cluster settings (ES ≥ 7.16: RestClusterUpdateSettingsAction, before any setting is checked). */
export const TRANSIENT_SETTINGS =
  '[transient settings removal] Updating cluster settings through transient settings is deprecated. Some Elastic products may make use of transient settings and those should not be changed. Any custom use of transient settings should be replaced by persistent settings.';

/** `request_cache` set on a scroll search. */
export const SCROLL_REQUEST_CACHE = 'Explicitly set [request_cache] for a scroll query is deprecated and will return a 400 error in future versions';

const PRIMARY_PREFERENCES = new Set(['_primary', '_primary_first', '_replica', '_replica_first']);

/**
 * `include_type_name` in ES 7.x and OpenSearch 1.x: each REST action's TYPES_DEPRECATION_MESSAGE, sent
 * whenever the parameter is present (`request.hasParam`), whatever its value.
 */
const INCLUDE_TYPE_NAME_WARNINGS: Readonly<Record<string, string>> = {
  'indices.create': '[types removal] Using include_type_name in create index requests is deprecated. The parameter will be removed in the next major version.',
  'indices.get': '[types removal] Using `include_type_name` in get indices requests is deprecated. The parameter will be removed in the next major version.',
  'indices.get_mapping': '[types removal] Using include_type_name in get mapping requests is deprecated. The parameter will be removed in the next major version.',
  'indices.put_mapping': '[types removal] Using include_type_name in put mapping requests is deprecated. The parameter will be removed in the next major version.',
  'indices.put_template': '[types removal] Specifying include_type_name in put index template requests is deprecated. The parameter will be removed in the next major version.',
};

/**
 * `?local` on get-aliases from an 8.x client of ES 9 (RestGetAliasesAction under RestApiVersion.V_8): read
 * as a boolean, without effect, with this warning; 9.x's own API no longer has the parameter.
 */
export function getAliasesLocal(value: boolean): string {
  return `the [?local=${value}] query parameter to get-aliases requests has no effect and will be removed in a future version`;
}

/** Warnings that depend only on an API's query parameters (search and count; `include_type_name`; ES 9's v8 `local`). */
export function queryWarnings(profile: Profile, api: string, query: Record<string, string>): string[] {
  if (profile.apiV8Compat && (api === 'indices.get_alias' || api === 'indices.exists_alias') && (query.local === '' || query.local === 'true' || query.local === 'false')) {
    return [getAliasesLocal(query.local !== 'false')];
  }
  if (profile.typesDeprecated && query.include_type_name !== undefined) {
    const w = INCLUDE_TYPE_NAME_WARNINGS[api];
    return w === undefined ? [] : [w];
  }
  if (!profile.legacyDeprecations || (api !== 'search' && api !== 'count')) return [];
  const out: string[] = [];
  const pref = query.preference;
  if (pref !== undefined && PRIMARY_PREFERENCES.has(pref)) out.push(primaryPreference(pref));
  if (api === 'search' && query.scroll !== undefined && query.request_cache !== undefined) out.push(SCROLL_REQUEST_CACHE);
  return out;
}

/** `elasticsearch_version` in an enrich policy (ES 8.12+: EnrichPolicy's parser, x-pack enrich/10_basic.yml). */
export const ENRICH_POLICY_VERSION = 'the [elasticsearch_version] field of an enrich policy has no effect and will be removed in Elasticsearch 9.0';

/** `sort` in a reindex source (ES ≥ 7.6, OpenSearch): ReindexValidator's warning. */
export const REINDEX_SORT = 'The sort option in reindex is deprecated. Instead consider using query filtering to find the desired subset of data.';

/**
 * ES 8's warnings for the typed routes it serves to `compatible-with=7` requests (each REST action's
 * TYPES_DEPRECATION_MESSAGE), by API name. An API listed here has compatibility typed routes.
 */
export const TYPED_ROUTE_WARNINGS: Readonly<Record<string, string>> = {
  index: '[types removal] Specifying types in document index requests is deprecated, use the typeless endpoints instead (/{index}/_doc/{id}, /{index}/_doc, or /{index}/_create/{id}).',
  create: '[types removal] Specifying types in document index requests is deprecated, use the typeless endpoints instead (/{index}/_doc/{id}, /{index}/_doc, or /{index}/_create/{id}).',
  get: '[types removal] Specifying types in document get requests is deprecated, use the /{index}/_doc/{id} endpoint instead.',
  exists: '[types removal] Specifying types in document get requests is deprecated, use the /{index}/_doc/{id} endpoint instead.',
  delete: '[types removal] Specifying types in document index requests is deprecated, use the /{index}/_doc/{id} endpoint instead.',
  update: '[types removal] Specifying types in document update requests is deprecated, use the endpoint /{index}/_update/{id} instead.',
  get_source: '[types removal] Specifying types in get_source and exist_source requests is deprecated.',
  exists_source: '[types removal] Specifying types in get_source and exist_source requests is deprecated.',
  mget: '[types removal] Specifying types in multi get requests is deprecated.',
  bulk: '[types removal] Specifying types in bulk requests is deprecated.',
  search: '[types removal] Specifying types in search requests is deprecated.',
  count: '[types removal] Specifying types in count requests is deprecated.',
  // ES 8's RestMultiSearchAction reuses the template action's wording.
  msearch: '[types removal] Specifying types in multi search template requests is deprecated.',
  delete_by_query: '[types removal] Specifying types in search requests is deprecated.',
  update_by_query: '[types removal] Specifying types in search requests is deprecated.',
};

/**
 * ES 7.x's and OpenSearch 1.x's warnings for their typed routes: ES 8's compatibility messages but for
 * msearch, whose 7.x RestMultiSearchAction says "multi search requests", and explain.
 */
export const TYPED_ROUTE_WARNINGS_V7: Readonly<Record<string, string>> = {
  ...TYPED_ROUTE_WARNINGS,
  msearch: '[types removal] Specifying types in multi search requests is deprecated.',
  // RestExplainAction.TYPES_DEPRECATION_MESSAGE, printed when the request has a `type` (7.x); ES 8's compat
  // route keeps the text, but the simulator serves no typed explain under compatibility, so it is only here.
  explain: '[types removal] Specifying a type in explain requests is deprecated.',
};

/** `_type` in a bulk action line of a `compatible-with=7` request (sent once per request). */
export const BULK_TYPES = TYPED_ROUTE_WARNINGS.bulk!;

/** `type`/`types` in an msearch header line of a `compatible-with=7` request. */
export const MSEARCH_TYPES = TYPED_ROUTE_WARNINGS.msearch!;

/** `GET /_cat/master` on OpenSearch ≥ 2.0, a ReplacedRoute of `/_cat/cluster_manager`. */
export const CAT_MASTER_REPLACED = '[GET /_cat/master] is deprecated! Use [GET /_cat/cluster_manager] instead.';

/** An msearch body starting with an empty line (ES 7.x, OpenSearch, and ES 8 for 7.x clients). */
export const MSEARCH_EMPTY_FIRST_LINE = 'support for empty first line before any action metadata in msearch API is deprecated and will be removed in the next major version';

/** MovAvgPipelineAggregationBuilder.parse (ES 6.4-7.x, OpenSearch): the moving_avg aggregation's deprecation. */
export const MOVING_AVG_DEPRECATED = 'The moving_avg aggregation has been deprecated in favor of the moving_fn aggregation.';

/** `interval` on a date_histogram, ES 7.2–7.x (DateIntervalWrapper): use `fixed_interval` or `calendar_interval`. */
export const DATE_HISTOGRAM_INTERVAL = '[interval] on [date_histogram] is deprecated, use [fixed_interval] or [calendar_interval] in the future.';

/** A setting declared `Property.DeprecatedWarning` was set (Setting.checkDeprecation, DEPRECATED_WARN_MESSAGE). */
export function deprecatedSetting(key: string): string {
  return `[${key}] setting was deprecated in Elasticsearch and will be removed in a future release.`;
}

/** ES 8.14+ (AggregateDoubleMetricFieldMapper.Builder.build): `fields` under an aggregate_metric_double do nothing. */
export function aggregateMetricMultiFields(): string {
  return 'Adding multifields to [aggregate_metric_double] mappers has no effect and will be forbidden in future';
}

/** ES 6.4–6.8: a shrink or split without `copy_settings` (RestResizeHandler; 7.0 made copying the default). */
export function resizeWithoutCopySettings(): string {
  return 'resize operations without copying settings is deprecated; set parameter [copy_settings] to [true] for future default behavior';
}

/** ES 7.x and OpenSearch: `copy_settings` given at all (RestResizeHandler), naming the major that drops it. */
export function copySettingsDeprecated(profile: Profile): string {
  return `parameter [copy_settings] is deprecated and will be removed in ${profile.copySettingsRemovedIn}`;
}
