/**
 * One place for every difference between the versions the simulator can imitate: each capability is a
 * timeline per distribution (CAPABILITY_RULES), and a profile is a distribution at an exact version.
 * Handlers ask the profile; they never test a profile's name.
 */

/** What the cluster reports about itself on `GET /`. */
export interface VersionInfo {
  distribution?: 'opensearch';
  number: string;
  buildFlavor?: string;
  buildType?: string;
  buildHash: string;
  buildDate: string;
  luceneVersion: string;
  minimumWire?: string;
  minimumIndex?: string;
  tagline: string;
}

export interface Profile {
  name: ProfileName;
  /** Elasticsearch or OpenSearch. */
  distribution: Distribution;
  version: VersionInfo;
  /** Typed document paths (`/<index>/<type>/<id>`) and typed mapping bodies are accepted. */
  typedApis: boolean;
  /** Typeless paths (`/<index>/_doc/<id>`, `/<index>/_create/<id>`, `PUT /<index>/_mapping`) are accepted. */
  typelessApis: boolean;
  /** How many mapping types one index may hold. */
  typesPerIndex: 'many' | 'one';
  /** Shape of mappings in responses, unless `include_type_name` says otherwise. `auto`: typed iff the index has a named type. */
  mappingOutput: 'typed' | 'typeless' | 'auto';
  /** `hits.total` as a number (ES5/ES6) or `{value, relation}`. */
  totalHitsAsInt: boolean;
  /**
   * `_type` in document responses: always, never, or when the document has a named type. `doc`: every
   * document prints it (as `_doc` where types are gone), the REST compatibility view's answer for 7.x
   * clients; unlike `always`, messages (`[id]: version conflict`) keep their typeless form.
   */
  typeInResponses: 'always' | 'never' | 'named' | 'doc';
  /** `_seq_no` and `_primary_term` in document responses (ES ≥ 6). */
  seqNo: boolean;
  /** ES5's trailing `created` boolean in write responses. */
  createdFlag: boolean;
  /** The exception for creating an index that exists: ES 5 `index_already_exists_exception`, later `resource_already_exists_exception`. */
  indexExistsType: string;
  /** `no such index` (ES5/ES6) or `no such index [<expr>]`. */
  notFoundReasonWithName: boolean;
  /** A field's type change on merge: ES 5/6 `mapper [f] of different type…`, later `mapper [f] cannot be changed from type…`. */
  typeChange: 'different-type' | 'cannot-be-changed';
  /** An alias named like an index: `an index exists with the same name` (ES 5/6, OpenSearch) or `an index or data stream exists…` (ES ≥ 7.9). */
  aliasClash: 'index-exists' | 'index-or-data-stream';
  /**
   * How a document that does not parse is reported: the wording of a value that does not fit its mapped
   * field (`failed to parse [f]` in ES 5; ES 6 also names the field's type and the document; ES 7 and
   * OpenSearch add a preview of the value), and the exception (`document-parsing-exception`, ES ≥ 8.8:
   * `document_parsing_exception` with a `[line:col]` prefix; before it, `mapper_parsing_exception`).
   */
  docParseError: 'failed-to-parse' | 'names-document' | 'previews-value' | 'document-parsing-exception';
  /**
   * A document field named only with dots (`"."`, `".."`), where DocumentParser splits the name into no
   * parts: `ambiguous` (the simulator's answer for Elasticsearch, see CAPABILITY_RULES), `out-of-bounds`
   * (OpenSearch before 2.17: the split's empty array indexed at -1), `only-the-character` (OpenSearch ≥ 2.17).
   */
  dotOnlyFieldName: 'ambiguous' | 'out-of-bounds' | 'only-the-character';
  /** `string` in mappings: ES5 upgrades it to text/keyword, ES6+ reject it, the spec's service keeps it. */
  stringType: 'upgrade' | 'reject' | 'keep';
  /** ES5 tries a string as a date only when it has more than one separator. */
  dateDetection: 'separators' | 'not-a-number';
  /** `index.number_of_shards` when unset: 5 before ES 7, then 1. */
  defaultShards: number;
  /** Send `X-elastic-product: Elasticsearch` (ES ≥ 7.14; required by elasticsearch-js 8). */
  productHeader: boolean;
  /** Accept `application/vnd.elasticsearch+json; compatible-with=N` media types. */
  compatibleMediaTypes: boolean;
  /** No-handler answer: ES5/ES6 plain text, later JSON `{"error":"no handler found ..."}`. */
  noHandler: 'text' | 'json';
  /** Aliases can designate a write index (`is_write_index`, ES ≥ 6.4). */
  writeIndex: boolean;
  /** The product name in `Warning` headers. */
  warningAgent: string;
  /** `POST /_aliases` answers `"errors":false` (ES ≥ 8.14). */
  aliasesErrorsFlag: boolean;
  /** Unknown bulk action names: skipped (ES6), or a parse error. */
  bulkUnknownAction: 'skip' | 'error';
  /** ES6+ reject a bulk body whose last line lacks `\n`; ES5 drops that line. */
  bulkTrailingNewline: boolean;
  /** ES6+ answer 406 to a body without a Content-Type; ES5 guessed it. */
  strictContentType: boolean;
  /** Send ES 6.x deprecation warnings (internal versioning, `_version` in bulk, `_source_include`...). */
  legacyDeprecations: boolean;
  /** `include_type_name` and the typed/typeless mix rules of ES 6.7–6.8. */
  includeTypeName: boolean;
  /** The values `dynamic` takes besides booleans (ES: `strict`; ES 7.11+: `runtime`; OpenSearch 2.16+: `strict_allow_templates`). */
  dynamicValues: readonly string[];
  /** ES 5.x reads mapping booleans leniently (`"no"`, `"off"`, `"0"` are false, anything else true), with a warning. */
  lenientMappingBooleans: boolean;
  /**
   * Dynamic templates, as each generation reads them: `drops-unknown-types` (ES 5: an unknown
   * `match_mapping_type` is a warning and the template is dropped), `rejects-unknown-types` (ES 6: it is an
   * error), `warns-on-bad-content` (ES 7, OpenSearch: ES 7.10's reader, regex patterns and the template's
   * content checked, bad content a warning only), `rejects-bad-content` (ES 8+: bad content an error, and the
   * 8.x reader's pattern lists, `unmatch_mapping_type` and `runtime` templates).
   */
  dynamicTemplates: 'drops-unknown-types' | 'rejects-unknown-types' | 'warns-on-bad-content' | 'rejects-bad-content';
  /** Put mapping with `dynamic_templates`: ES 5/6 merge by name (replace in place, append new); ES 7+ replace the list. */
  dynamicTemplatesMerge: 'by-name' | 'replace';
  /** Runtime fields (`runtime` section, `dynamic: runtime`, runtime templates; ES 7.11+). */
  runtimeFields: boolean;
  /** Bulk action metadata takes `dynamic_templates` (field path → template name; ES 7.13+). */
  bulkDynamicTemplates: boolean;
  /** Put mapping parse errors are wrapped as `Failed to parse mapping: …` (ES 8's MapperService). */
  putMappingParseWrap: boolean;
  /** A JSON integer beyond long is mapped dynamically as `long` (ES 7.3+), or fails (`No matching token for number_type [BIG_INTEGER]`). */
  dynamicBigInteger: 'long' | 'reject';
  /**
   * The exception Jackson's number overflow surfaces as, with how its location prints: ES 5/6 (Jackson 2.8)
   * `json_parse_exception` naming the stream object, OpenSearch 2.x `input_coercion_exception`, ES 8
   * `x_content_parse_exception` with a `[line:col]` prefix (both Jackson 2.17, source redacted).
   */
  numberOverflow: 'json_parse_exception' | 'input_coercion_exception' | 'x_content_parse_exception';
  /** The data stream APIs exist (ES ≥ 7.9, OpenSearch); the simulator holds none. */
  dataStreams: boolean;
  /** `POST /_flush/synced` exists (ES 5–7; removed in ES 8 and OpenSearch 2). */
  syncedFlush: boolean;
  /** `_forcemerge?wait_for_completion=false` answers a task id and stores the result (ES ≥ 8.1 #80463, OpenSearch ≥ 2.7 #6434). */
  forceMergeTask: boolean;
  /** ForceMergeRequest has `primaryOnly`, printed in its task description (OpenSearch 2.x). */
  forceMergePrimaryOnly: boolean;
  /** `GET /_tasks?group_by=none` exists (ES ≥ 6); ES 5 groups by nodes or parents only. */
  tasksGroupByNone: boolean;
  /**
   * What `_field_caps` prints: ES 5/6 `classic` (per type: type, searchable, aggregatable); `indices` (also
   * the top-level `indices` list, ES 7.2); OpenSearch `indices-meta` (also field `meta`, ES 7.6); ES 8
   * `metadata-flag` (also `metadata_field` on every type, ES 7.13).
   */
  fieldCapsShape: 'classic' | 'indices' | 'indices-meta' | 'metadata-flag';
  /** Numeric, date, keyword, ip and boolean fields with doc values are searchable with `index: false` (ES ≥ 8.1, #82409). */
  docValuesSearchable: boolean;
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
  /** `_cat/aliases` has the `is_write_index` column (ES ≥ 7.4, OpenSearch). */
  catAliasesWriteIndex: boolean;
  /** `_cat/indices` has the default column `dataset.size` and `_cat/shards` the column `dataset` (ES ≥ 8.11, #98622; never OpenSearch). */
  catDatasetColumns: boolean;
  /** How a refused rollover names its target: ES 5/6 `source alias …`, ES ≥ 7.9 and OpenSearch `rollover target […] …`. */
  rolloverWording: 'source-alias' | 'rollover-target';
  /** The rollover conditions the version parses (ES 5 `max_age`/`max_docs`, 6.1 `max_size`, 7.12/8.2 per-shard `max_*`, 8.4 `min_*`). */
  rolloverConditions: readonly string[];
  /** The rollover answer carries `lazy` (ES ≥ 8.13 added lazy data stream rollovers; its reference's response examples show `"lazy": false`). */
  rolloverLazyFlag: boolean;
  /** Cluster health reports `discovered_master` (OpenSearch ≥ 1.0). */
  healthDiscovered: boolean;
  /**
   * The cluster manager is named so besides `master` (OpenSearch ≥ 2.0, inclusive naming): health's
   * `discovered_cluster_manager`, the node role `cluster_manager`, `_cat/nodes`' `cluster_manager` column.
   */
  clusterManagerNames: boolean;
  /** The mapping depth error names the index (`in index [x]`, ES 5/6). */
  mappingLimitNamesIndex: boolean;
  /**
   * Which generation of monitoring output the version prints, as whole tables: `_cat` columns, `_stats`
   * and `_nodes` sections, node roles, the cluster state's index and node metadata, and the index
   * settings `include_defaults` lists.
   */
  statsFamily: StatsFamily;
  /**
   * How reindex and delete/update by query name their document limit: `size` (ES 5/6, validated as
   * `size should be greater than 0…`), `max_docs` with `size` as a deprecated alias (OpenSearch, ES 7.3+),
   * or `max_docs` alone with `size` refused (ES 8).
   */
  maxDocsField: 'size' | 'max_docs-or-size' | 'max_docs';
  /** A task description prints `cancelled` (ES ≥ 7.16 for cancellable tasks, OpenSearch). */
  taskCancelled: boolean;
  /** `sort` in a reindex source draws ES's deprecation warning (ES ≥ 7.6, OpenSearch). */
  reindexSortDeprecated: boolean;
  /**
   * Requests made with `compatible-with=7` are answered through the REST compatibility view
   * (reference/wire/compat.ts): typed routes with the type ignored, `_type` accepted in bulk and msearch
   * lines, `_type: "_doc"` in answers, each with ES 8's deprecation warning. ES 8 only: the default
   * profile serves types natively.
   */
  restCompatV7: boolean;
  /** Set on the compatibility view of a request only, never on a base profile: see `restCompatV7`. */
  typesCompat: boolean;
  /**
   * An msearch body that starts with an empty line: skipped (ES 5/6), skipped with a deprecation warning
   * (OpenSearch, ES 7, ES 8 for 7.x clients), or read as an empty header (ES 8).
   */
  msearchEmptyFirstLine: 'skip' | 'warn' | 'header';
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
  /** Date patterns in date-math index names: Joda's (ES ≤ 6, default `YYYY.MM.dd`) or java.time's (default `uuuu.MM.dd`). */
  dateMathPatterns: 'joda' | 'java';
  /** A mapping's root may declare `derived` fields (OpenSearch ≥ 2.15); elsewhere it is an unsupported parameter. */
  derivedFields: boolean;
  /** Composable templates may list `ignore_missing_component_templates` (ES ≥ 8.7; OpenSearch has no such field). */
  ignoreMissingComponents: boolean;
  /**
   * Request-body parse failures (malformed JSON, ObjectParser's unknown or ill-typed fields) are
   * `x_content_parse_exception` with a `[line:col]` prefix (ES ≥ 7, OpenSearch); ES 5/6 raise
   * `json_parse_exception`, `parsing_exception` (location as `line`/`col` members) or `parse_exception`.
   */
  xContentParseErrors: boolean;
  /** A time value that does not parse (`1x`, `1.5m`): ES 5/6 `parse_exception`, ES ≥ 7 and OpenSearch `illegal_argument_exception`. */
  timeValueErrors: 'parse_exception' | 'illegal_argument_exception';
  /**
   * A scroll keep-alive above `search.max_keep_alive`: ES 5/6 say `Keep alive for scroll` with Joda periods
   * (`48 hours`), ES ≥ 7 and OpenSearch `Keep alive for request` with TimeValue strings (`2d`).
   */
  keepAliveLimitWording: 'scroll-period' | 'request-time-value';
  /**
   * A shard-level illegal argument (too many slices, keep-alive above the limit) in the search phase:
   * ES 5/6 a 500 `query_phase_execution_exception`, ES ≥ 7 and OpenSearch a 400 `illegal_argument_exception`.
   */
  shardArgumentFailure: 'query-phase-500' | 'illegal-argument-400';
  /** `search.max_open_scroll_context` when unset: no limit in ES 5/6, 500 since ES 7.0 (and OpenSearch). */
  defaultMaxOpenScrolls: number;
  /**
   * The failure past the open scroll context limit: ES 5/6 a 500 `exception`, ES 7.0–8.11 a 429
   * `es_rejected_execution_exception`, ES ≥ 8.12 a 429 `too_many_scroll_contexts_exception`
   * (elastic/elasticsearch#100968), OpenSearch a 429 `rejected_execution_exception`.
   */
  tooManyScrollsError: 'exception' | 'es_rejected_execution_exception' | 'too_many_scroll_contexts_exception' | 'rejected_execution_exception';
  /** An unknown query name: ES 5/6 `no [query] registered for [x]`, ES ≥ 7 and OpenSearch `unknown query [x]` caused by `named_object_not_found_exception`. */
  unknownQueryError: 'no-query-registered' | 'unknown-query';
  /**
   * A `terms` query with more values than `index.max_terms_count`: ES ≥ 7 and OpenSearch refuse it (a
   * shard's `illegal_argument_exception`), ES 6 only logs a deprecation, ES 5 has no such limit.
   */
  maxTermsCount: 'refuse' | 'accept';
  /** A `regexp` longer than `index.max_regex_length`: refused from ES 6.4 (its 30_limits.yml), unlimited in ES 5. */
  maxRegexLength: 'refuse' | 'accept';
  /**
   * When dynamic mapping meets `index.mapping.total_fields.limit`: ES ≥ 8.13 while parsing, as each new
   * field is added (DocumentParserContext.addDynamicMapper), so the document stops at the first field past
   * the limit; ES 5–7 and OpenSearch once the document is parsed (MapperService's merge check).
   */
  totalFieldsCheck: 'while-parsing' | 'after-parsing';
  /**
   * The date parser: ES 5/6 Joda's (lenient about digits, `Invalid format: "x"` errors, a range query's
   * bad date a `query_shard_exception`), ES ≥ 7 and OpenSearch java.time's (`failed to parse date field`).
   */
  dateParser: 'joda' | 'java';
  /**
   * Sorting on a text field without fielddata: ES 5/6 `Fielddata is disabled on text fields by default…`,
   * ES ≥ 7 `Fielddata is disabled on [f] in [index]. Text fields are not optimised…`, OpenSearch only
   * `Text fields are not optimised…`.
   */
  fielddataError: 'on-text-fields' | 'on-field-in-index' | 'not-optimised';
  /**
   * How sliced scrolls number shards: across the whole request, ordered by index name (ES ≥ 7), or per
   * index (ES 5/6, and OpenSearch, which forked before the change).
   */
  sliceShardNumbering: 'per-request' | 'per-index';
  /** The field a slice hashes by default: ES 5's `_uid` (`type#id`), ES ≥ 6's encoded `_id`. */
  sliceIdField: '_uid' | '_id';
  /** `index.number_of_routing_shards` when unset: the shard count (ES 5/6), or room to split up to 1024 shards (ES ≥ 7, OpenSearch). */
  routingShardsDefault: 'shards' | 'split-to-1024';
  /** `track_total_hits` takes an integer threshold and defaults to 10,000 (ES ≥ 7, OpenSearch); ES 5/6 take booleans only. */
  trackTotalHitsThreshold: boolean;
  /** A scroll search with `from` is refused (`using [from] is not allowed in a scroll context`, ES ≥ 7, OpenSearch). */
  scrollRefusesFrom: boolean;
  /** `slice` without `scroll` is refused (ES ≥ 7, OpenSearch); ES 5/6 ignore the slice. */
  sliceNeedsScroll: boolean;
  /** `request_cache=true` on a scroll search is refused; ES 6 only warns (deprecations.ts). */
  scrollRequestCacheRefused: boolean;
  /** `search_after` with `scroll` is a validation error (ES ≥ 8); before, and on OpenSearch, a shard failure. */
  searchAfterScrollValidated: boolean;
  /** The `_shard_doc` sort exists (ES ≥ 7.12): without a point in time, SearchRequest.validate refuses it. */
  shardDocSort: boolean;
  /** Scroll ids start with `include_context_uuid` and carry a session id per shard (ES ≥ 7, OpenSearch). */
  scrollIdContextUuid: boolean;
  /** Every scroll page carries `_scroll_id` (ES 5/6); ES ≥ 7 and OpenSearch print it only when the request renews the scroll. */
  scrollIdOnEveryPage: boolean;
  /** The setting a refused remote reindex host is named after: `reindex.remote.whitelist` (ES), `reindex.remote.allowlist` (OpenSearch). */
  remoteHostsSetting: 'whitelist' | 'allowlist';
  /** Index and alias names may not contain `:` (ES ≥ 7, OpenSearch); ES 5/6 accept it. */
  indexNameRefusesColon: boolean;
  /**
   * Writes may carry `version` with internal versioning as an optimistic concurrency check (ES 5/6, and
   * the spec's service); ES ≥ 7 and OpenSearch refuse it in favour of `if_seq_no`/`if_primary_term`.
   */
  internalVersionChecks: boolean;
  /** A create with an explicit `version` is refused (`create operations do not support explicit versions`, ES 6). */
  createRefusesExplicitVersion: boolean;
  /** `op_type=create` without an id gets an auto id (ES ≥ 6); ES 5 refuses it (`an id must be provided…`). */
  createWithAutoId: boolean;
  /** Create-index mapping errors name the type (`Failed to parse mapping [_doc]: …`); ES 8, typeless, says `Failed to parse mapping: …`. */
  createMappingErrorNamesType: boolean;
  /**
   * How template validation words a bad index pattern, and whether a name may hold `*`: ES 5/6 say
   * `template …` and allow `*`; ES ≥ 7 and OpenSearch name `index_pattern [p]` and refuse `*` in names.
   */
  templateValidation: 'template-wording' | 'pattern-wording';
  /**
   * The versions a `compatible-with` media type parameter may name, current first (ES 8: 8 and 7);
   * empty where vendor media types are not accepted (see `compatibleMediaTypes`).
   */
  compatibleWith: readonly number[];
  /**
   * A `compatible-with` version outside `compatibleWith` is refused (400 media_type_header_exception caused
   * by a status_exception "Accept version must be either version N or N-1"): ES 8's RestCompatibleVersionHelper. ES 7.11–7.17 read vendor types
   * only to drop the version (#63071: `compatible-with` matches `\d+`, RestApiVersion is a vestigial
   * V_7), so any number is served the 7.x API: an 8.x client's `compatible-with=8` works against 7.17.
   */
  compatibleVersionChecked: boolean;
  /** Writes take `require_alias` (a URL parameter, and per item in bulk) and fail where the target is no alias (ES ≥ 7.10, OpenSearch). */
  requireAlias: boolean;
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
  /** `_cat/aliases?local` draws a deprecation warning (ES 8.12–8.x; 9.0 dropped the parameter). */
  catAliasesLocalDeprecated: boolean;
  /**
   * `_cat/aliases` no longer takes `local` at all, not even from an 8.x client's compatibility view (ES ≥ 9.0:
   * the REST compatibility policy does not cover `_cat`), so it is an unrecognized parameter.
   */
  catAliasesLocalRemoved: boolean;
  /**
   * OpenSearch's `cluster_manager_timeout`, the new name of `master_timeout`: none (ES, OpenSearch 1.x), both
   * names taken and refused together without a warning (2.x), or with a deprecation warning on the old one (3.x).
   */
  masterTimeoutRenamed: 'none' | 'quiet' | 'warns';
  /**
   * `_cat/indices?health=` names a status ES knows, or the request fails (ES ≥ 7.8, the historical feature
   * `cat_indices_validate_health_param`; OpenSearch); before, an unknown status matched no index.
   */
  catIndicesValidatesHealth: boolean;
  /**
   * Which generation of dynamic cluster settings the version knows, named by the versions that print it, with their defaults
   * (core/clusterSettingsTable.ts): recovery chunking arrived in 7.x, `include_relocations` left in 8.0,
   * defaults moved (breaker total 70% → 95% in 7.0, `search.max_buckets` in 7.0 and 8.0).
   */
  clusterSettingsFamily: 'elasticsearch-5' | 'elasticsearch-6' | 'elasticsearch-7' | 'elasticsearch-8+' | 'opensearch';
  /** `PUT /_cluster/settings` with non-empty `transient` settings draws a deprecation warning (ES ≥ 7.16; OpenSearch does not). */
  transientSettingsDeprecated: boolean;
  /**
   * Alias names may be date math (`<logs-{now/d}>`), resolved by put alias, `_aliases` add and create
   * index (ES ≥ 7.13, #67226 backported as #69900); before, and in OpenSearch (forked from 7.10), such a
   * name is an invalid alias name.
   */
  aliasDateMath: boolean;
  /**
   * `action.destructive_requires_name` when the cluster was not configured: false before ES 8.0, true from
   * 8.0 (#66908); false in every OpenSearch (opensearch-project/documentation-website#10027 lists it per
   * release). The official suites of a version rely on its default (ES 5–7 wipe with wildcard deletes).
   */
  destructiveRequiresNameDefault: boolean;
  /** `GET /_capabilities` answers whether a method, path, parameters and capabilities are supported (ES ≥ 8.14). */
  capabilitiesApi: boolean;
  /**
   * Types are deprecated but served (ES 7.x, OpenSearch 1.x): a typed route and any `include_type_name`
   * draw the REST action's `[types removal]` warning.
   */
  typesDeprecated: boolean;
  /** `GET /_cat/component_templates` (ES ≥ 8.2; OpenSearch has none). */
  catComponentTemplates: boolean;
  /**
   * Requests made with `compatible-with=8` are answered through ES 9's REST compatibility view for 8.x
   * clients (`RestApiVersion.V_8`): what 9.0 removed is read as 8.x sent it, with a deprecation warning.
   */
  restCompatV8: boolean;
  /** Set on the `compatible-with=8` view of a request only, never on a base profile: see `restCompatV8`. */
  apiV8Compat: boolean;
}

/** Generations of node, index and shard statistics (their `_cat` columns and `_stats` sections), named by the versions that print each. */
export type StatsFamily = 'elasticsearch-5' | 'elasticsearch-6' | 'elasticsearch-7+' | 'opensearch';

// ---------------------------------------------------------------------------------------------------
// Versions as the axis. Every capability is a timeline per distribution: the value it takes from each
// listed version on (ascending; the first step holds from the oldest supported version). A profile is a
// distribution and an exact version; the five historical names are aliases of exact versions.
// Where a step's version is not pinned by a cited change, its comment says so (`approx.`).
// ---------------------------------------------------------------------------------------------------

/** The capabilities: everything in a profile but its identity. */
export type Capabilities = Omit<Profile, 'name' | 'version' | 'distribution'>;

type Steps<T> = readonly (readonly [string, T])[];
/** A capability's timeline: Elasticsearch's steps and OpenSearch's. */
interface Rule<T> {
  readonly es: Steps<T>;
  readonly os: Steps<T>;
}
const rule = <T>(es: Steps<T>, os: Steps<T>): Rule<T> => ({ es, os });
/** The same value in every version of a distribution. */
const always = <T>(v: T): Steps<T> => [['0.0.0', v]];

const CAPABILITY_RULES: { readonly [K in keyof Capabilities]: Rule<Capabilities[K]> } = {
  // Mapping types: several per index in 5.x, one in 6.x (#24317), typeless APIs in 6.7 (#35790), typed
  // endpoints deprecated in 7.0 and removed in 8.0 (#41676); OpenSearch kept 7.x's deprecated typed
  // endpoints in 1.x and removed them in 2.0 (opensearch-project/OpenSearch#1940).
  typedApis: rule([['5.0.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
  typelessApis: rule([['5.0.0', false], ['6.7.0', true]], always(true)),
  typesPerIndex: rule([['5.0.0', 'many'], ['6.0.0', 'one']], always('one')),
  mappingOutput: rule([['5.0.0', 'typed'], ['7.0.0', 'typeless']], always('typeless')),
  // `rest_total_hits_as_int` became opt-in in 7.0 (#35849).
  totalHitsAsInt: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  // 7.x (and OpenSearch 1.x) print `_type: "_doc"` on every document; 8.0 and OpenSearch 2.0 dropped it.
  typeInResponses: rule([['5.0.0', 'always'], ['7.0.0', 'doc'], ['8.0.0', 'never']], [['1.0.0', 'doc'], ['2.0.0', 'never']]),
  // Sequence numbers: 6.0 (#10708).
  seqNo: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  createdFlag: rule([['5.0.0', true], ['6.0.0', false]], always(false)),
  indexExistsType: rule([['5.0.0', 'index_already_exists_exception'], ['6.0.0', 'resource_already_exists_exception']], always('resource_already_exists_exception')),
  notFoundReasonWithName: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  typeChange: rule([['5.0.0', 'different-type'], ['7.0.0', 'cannot-be-changed']], always('cannot-be-changed')),
  // Data streams (7.9) widened the name clash message.
  aliasClash: rule([['5.0.0', 'index-exists'], ['7.9.0', 'index-or-data-stream']], always('index-exists')),
  // DocumentParsingException (with `[line:col]`) replaced MapperParsingException for documents in 8.8 (#92646, 8.8.0 release notes).
  docParseError: rule([['5.0.0', 'failed-to-parse'], ['6.0.0', 'names-document'], ['7.0.0', 'previews-value'], ['8.8.0', 'document-parsing-exception']], always('previews-value')),
  // A field named only with dots. OpenSearch answered array_index_out_of_bounds_exception "Index -1 out of
  // bounds for length 0" (opensearch-project/OpenSearch#14911, on 2.15 and earlier) until #15126 (labelled
  // v2.17.0) made splitAndValidatePath refuse it: "field name cannot contain only the character [.]" (the
  // 3.x YAML test index/120_field_name.yml). Elasticsearch also answered an out-of-bounds error (#21862)
  // until #70972 (2021) said "field name cannot contain only dots"; the release that took it is not
  // checked, so Elasticsearch keeps the simulator's earlier answer, the one for `.a` and `a..b`.
  dotOnlyFieldName: rule(always('ambiguous'), [['1.0.0', 'out-of-bounds'], ['2.17.0', 'only-the-character']]),
  stringType: rule([['5.0.0', 'upgrade'], ['6.0.0', 'reject']], always('reject')),
  dateDetection: rule([['5.0.0', 'separators'], ['6.0.0', 'not-a-number']], always('not-a-number')),
  // One shard by default from 7.0 (#30539).
  defaultShards: rule([['5.0.0', 5], ['7.0.0', 1]], always(1)),
  // The product header: 7.14 (#74349).
  productHeader: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  // Versioned media types are read from 7.11 (REST API compatibility, #51816) on.
  compatibleMediaTypes: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  noHandler: rule([['5.0.0', 'text'], ['7.0.0', 'json']], always('json')),
  // `is_write_index`: 6.4 (#31520).
  writeIndex: rule([['5.0.0', false], ['6.4.0', true]], always(true)),
  warningAgent: rule(always(''), always('')), // computed from the version: see warningAgentOf
  // `POST /_aliases` answers `errors` from 8.14 (#106514).
  aliasesErrorsFlag: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  bulkUnknownAction: rule([['5.0.0', 'skip'], ['7.0.0', 'error']], always('error')),
  bulkTrailingNewline: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  // Strict content-type checking: 6.0 (#22691).
  strictContentType: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  legacyDeprecations: rule([['5.0.0', false], ['6.0.0', true], ['7.0.0', false]], always(false)),
  // `include_type_name`: 6.7–7.x (#37285 added it, 8.0 removed it); OpenSearch 1.x kept it, 2.0 removed it.
  includeTypeName: rule([['5.0.0', false], ['6.7.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
  // `dynamic: runtime`: 7.11 (#65489); `strict_allow_templates`: OpenSearch 2.16 (#14292); `false_allow_templates`: 3.3 (#19065).
  dynamicValues: rule(
    [['5.0.0', ['strict']], ['7.11.0', ['strict', 'runtime']]],
    [['1.0.0', ['strict']], ['2.16.0', ['strict', 'strict_allow_templates']], ['3.3.0', ['strict', 'strict_allow_templates', 'false_allow_templates']]],
  ),
  lenientMappingBooleans: rule([['5.0.0', true], ['6.0.0', false]], always(false)),
  dynamicTemplates: rule([['5.0.0', 'drops-unknown-types'], ['6.0.0', 'rejects-unknown-types'], ['7.0.0', 'warns-on-bad-content'], ['8.0.0', 'rejects-bad-content']], always('warns-on-bad-content')),
  dynamicTemplatesMerge: rule([['5.0.0', 'by-name'], ['7.0.0', 'replace']], always('replace')),
  // Runtime fields: 7.11; bulk `dynamic_templates`: 7.13 (#69948).
  runtimeFields: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  bulkDynamicTemplates: rule([['5.0.0', false], ['7.13.0', true]], always(false)),
  putMappingParseWrap: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  // A big integer maps as `long` from 7.3: #42827 ("Allow big integers and decimals to be mapped dynamically",
  // merged mid-June 2019, after 7.2 branched; 7.2.0 shipped 2019-06-25), closing #37846.
  dynamicBigInteger: rule([['5.0.0', 'reject'], ['7.3.0', 'long']], always('long')),
  // Jackson's InputCoercionException exists from Jackson 2.10; ES moved from 2.8.11 to 2.10.3 with #53523,
  // backported to 7.x as #53576 on 2020-03-14 (after 7.6.0 shipped on 2020-02-11), so 7.7.0. x-content
  // wraps it with `[line:col]` in 8.x.
  numberOverflow: rule([['5.0.0', 'json_parse_exception'], ['7.7.0', 'input_coercion_exception'], ['8.0.0', 'x_content_parse_exception']], always('input_coercion_exception')),
  dataStreams: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  // Synced flush: removed in 8.0 (#50882); OpenSearch 2.0 removed it too.
  syncedFlush: rule([['5.0.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
  forceMergeTask: rule([['5.0.0', false], ['8.1.0', true]], [['1.0.0', false], ['2.7.0', true]]),
  // `primary_only` on force merge: OpenSearch 2.13.0 (#11269, backported as #12609; #13279 pins the version).
  forceMergePrimaryOnly: rule(always(false), [['1.0.0', false], ['2.13.0', true]]),
  tasksGroupByNone: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  // Field caps: `indices` 7.2 (#42116), `meta` 7.6 (#49419, backported to 7.x as #50333 on 2019-12-18, after
  // 7.5.0 shipped on 2019-12-02), `metadata_field` 7.13 (#69977, backported to 7.x as #71047 a week after 7.12
  // shipped).
  fieldCapsShape: rule([['5.0.0', 'classic'], ['7.2.0', 'indices'], ['7.6.0', 'indices-meta'], ['7.13.0', 'metadata-flag']], always('indices-meta')),
  docValuesSearchable: rule([['5.0.0', false], ['8.1.0', true]], always(false)),
  blockAndResolveApis: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  blockReasonNamesIndex: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  // ClusterBlock 12 became the 429 flood-stage block with #50166 (elastic/elasticsearch#49393), pushed to 7.x
  // after its CI run #52672 of 2020-02-22, after 7.6.0 shipped (2020-02-11): 7.7.0. Writes-only in 8.1 (#81781).
  readOnlyAllowDeleteBlock: rule([['5.0.0', 'forbidden'], ['7.7.0', 'flood-stage'], ['8.1.0', 'flood-stage-writes-only']], always('flood-stage')),
  catAliasesWriteIndex: rule([['5.0.0', false], ['7.4.0', true]], always(true)),
  // elastic/elasticsearch#98622 (merged 2023-08, "dataset.size added in 8.11.0" in its review) adds the
  // columns, shown by default; OpenSearch forked before it.
  catDatasetColumns: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
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
  // `discovered_master`: OpenSearch 1.0.0 (#656, backported to 1.0 as #819); `discovered_cluster_manager`
  // beside it, the `cluster_manager` role and `_cat` column: 2.0.0 (#2437, #2438, opensearch-project/OpenSearch#1549).
  healthDiscovered: rule(always(false), always(true)),
  clusterManagerNames: rule(always(false), [['1.0.0', false], ['2.0.0', true]]),
  mappingLimitNamesIndex: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  statsFamily: rule([['5.0.0', 'elasticsearch-5'], ['6.0.0', 'elasticsearch-6'], ['7.0.0', 'elasticsearch-7+']], always('opensearch')),
  // `max_docs`: 7.3 (#43373), `size` refused in 8.0.
  maxDocsField: rule([['5.0.0', 'size'], ['7.3.0', 'max_docs-or-size'], ['8.0.0', 'max_docs']], always('max_docs-or-size')),
  taskCancelled: rule([['5.0.0', false], ['7.16.0', true]], always(true)),
  reindexSortDeprecated: rule([['5.0.0', false], ['7.6.0', true]], always(true)),
  // REST compatibility with 7.x clients: ES 8 only.
  restCompatV7: rule([['5.0.0', false], ['8.0.0', true], ['9.0.0', false]], always(false)),
  typesCompat: rule(always(false), always(false)),
  msearchEmptyFirstLine: rule([['5.0.0', 'skip'], ['7.0.0', 'warn'], ['8.0.0', 'header']], always('warn')),
  legacyTemplatePatterns: rule([['5.0.0', 'template'], ['6.0.0', 'index_patterns+template'], ['7.0.0', 'index_patterns']], always('index_patterns')),
  // Composable templates: 7.8 (#53101).
  composableTemplates: rule([['5.0.0', false], ['7.8.0', true]], always(true)),
  legacyTemplatesDeprecated: rule([['5.0.0', false], ['7.8.0', true]], always(false)),
  componentTemplateMissing: rule(always('resource_not_found'), always('index_template_missing')),
  dateMathPatterns: rule([['5.0.0', 'joda'], ['7.0.0', 'java']], always('java')),
  derivedFields: rule(always(false), [['1.0.0', false], ['2.15.0', true]]),
  ignoreMissingComponents: rule([['5.0.0', false], ['8.7.0', true]], always(false)),
  xContentParseErrors: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  timeValueErrors: rule([['5.0.0', 'parse_exception'], ['7.0.0', 'illegal_argument_exception']], always('illegal_argument_exception')),
  keepAliveLimitWording: rule([['5.0.0', 'scroll-period'], ['7.0.0', 'request-time-value']], always('request-time-value')),
  shardArgumentFailure: rule([['5.0.0', 'query-phase-500'], ['7.0.0', 'illegal-argument-400']], always('illegal-argument-400')),
  defaultMaxOpenScrolls: rule([['5.0.0', Infinity], ['7.0.0', 500]], always(500)),
  // elastic/elasticsearch#100968 (8.12).
  tooManyScrollsError: rule(
    [['5.0.0', 'exception'], ['7.0.0', 'es_rejected_execution_exception'], ['8.12.0', 'too_many_scroll_contexts_exception']],
    always('rejected_execution_exception'),
  ),
  unknownQueryError: rule([['5.0.0', 'no-query-registered'], ['7.0.0', 'unknown-query']], always('unknown-query')),
  // `index.max_terms_count` enforced from 7.0 (ES 6 only logged a deprecation).
  maxTermsCount: rule([['5.0.0', 'accept'], ['7.0.0', 'refuse']], always('refuse')),
  // `index.max_regex_length`: 6.4 (#31294; the 6.8 suite's 30_limits.yml).
  maxRegexLength: rule([['5.0.0', 'accept'], ['6.4.0', 'refuse']], always('refuse')),
  // The total-fields limit checked as each dynamic field is added: 8.13 (DocumentParserContext.addDynamicMapper).
  totalFieldsCheck: rule([['5.0.0', 'after-parsing'], ['8.13.0', 'while-parsing']], always('after-parsing')),
  dateParser: rule([['5.0.0', 'joda'], ['7.0.0', 'java']], always('java')),
  fielddataError: rule([['5.0.0', 'on-text-fields'], ['7.0.0', 'on-field-in-index']], always('not-optimised')),
  sliceShardNumbering: rule([['5.0.0', 'per-index'], ['7.0.0', 'per-request']], always('per-index')),
  sliceIdField: rule([['5.0.0', '_uid'], ['6.0.0', '_id']], always('_id')),
  routingShardsDefault: rule([['5.0.0', 'shards'], ['7.0.0', 'split-to-1024']], always('split-to-1024')),
  trackTotalHitsThreshold: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  scrollRefusesFrom: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  sliceNeedsScroll: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  // ES 5 refused `request_cache` on a scroll, ES 6 only warned (deprecations.ts), 7.0 refuses again.
  scrollRequestCacheRefused: rule([['5.0.0', true], ['6.0.0', false], ['7.0.0', true]], always(true)),
  scrollIdContextUuid: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  // SearchRequest.validate gained `[search_after] cannot be used in a scroll context` in 8.x; SearchService's
  // shard check (a SearchException) answers it before.
  searchAfterScrollValidated: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  // `_shard_doc` came with 7.12 (#68562); OpenSearch, forked at 7.10, has no such sort.
  shardDocSort: rule([['5.0.0', false], ['7.12.0', true]], always(false)),
  scrollIdOnEveryPage: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  // OpenSearch renamed the allow list for 2.0 (#2221, inclusive naming #1547; release label v2.0.0 only). Its
  // backport went to the 1.x branch, from which no release was cut after 1.3 (1.3.x patches come from the 1.3
  // branch), so every 1.x release says whitelist.
  remoteHostsSetting: rule(always('whitelist'), [['1.0.0', 'whitelist'], ['2.0.0', 'allowlist']]),
  indexNameRefusesColon: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  // Internal versioning as a concurrency check: removed in 7.0 (#38254).
  internalVersionChecks: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  createRefusesExplicitVersion: rule([['5.0.0', false], ['6.0.0', true], ['7.0.0', false]], always(false)),
  createWithAutoId: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  createMappingErrorNamesType: rule([['5.0.0', true], ['8.0.0', false]], always(true)),
  templateValidation: rule([['5.0.0', 'template-wording'], ['7.0.0', 'pattern-wording']], always('pattern-wording')),
  // The versions a `compatible-with` parameter may name: the current major and, from 8.0, the one before.
  compatibleWith: rule([['5.0.0', []], ['7.11.0', [7]], ['8.0.0', [8, 7]], ['9.0.0', [9, 8]]], always([])),
  // The version range is checked from 8.0 (RestCompatibleVersionHelper); 7.x drops the number unread (#63071).
  compatibleVersionChecked: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  // `require_alias` on index, create, update and bulk: 7.10 (#58917), before OpenSearch forked.
  requireAlias: rule([['5.0.0', false], ['7.10.0', true]], always(true)),
  // Closed indices are replicated from 7.2 (#33888); ClusterHealthRequest expands to them (lenientExpand).
  closedIndicesReplicated: rule([['5.0.0', false], ['7.2.0', true]], always(true)),
  // Soft deletes off: deprecated in 7.6 (#50502), refused for indices created on 8.0+ (validateSoftDeleteSettings);
  // OpenSearch warned in 1.x and refuses for indices created on 2.0+.
  // The historical features of ES's YAML tests (YamlTestLegacyFeatures): cat_aliases_local_deprecated 8.12.0,
  // cat_indices_validate_health_param 7.8.0.
  catAliasesLocalDeprecated: rule([['5.0.0', false], ['8.12.0', true], ['9.0.0', false]], always(false)),
  // #115393 (9.0) removed `local` from the alias APIs, keeping it for 8.x clients on get-aliases only.
  catAliasesLocalRemoved: rule([['5.0.0', false], ['9.0.0', true]], always(false)),
  // `cluster_manager_timeout` beside a deprecated `master_timeout`: OpenSearch 2.0 (#2658 and its siblings,
  // opensearch-project/OpenSearch#2511); #2920 took the warning out of 2.x for the 1.x High Level REST Client's
  // sake, to be emitted from 3.0 on, where parseDeprecatedMasterTimeoutParameter logs it.
  masterTimeoutRenamed: rule(always('none'), [['1.0.0', 'none'], ['2.0.0', 'quiet'], ['3.0.0', 'warns']]),
  catIndicesValidatesHealth: rule([['5.0.0', false], ['7.8.0', true]], always(true)),
  aliasDateMath: rule([['5.0.0', false], ['7.13.0', true]], always(false)),
  // RestClusterUpdateSettingsAction's TRANSIENT_SETTINGS_DEPRECATION_MESSAGE. Not 7.16 nor 8.0: the first
  // deprecation (#78794, 7.x #79288) was undone before either shipped (#80558; 7.16 #80570, 8.0 #80564; #80556
  // "was never released"). The softer wording came back later in 8.x (8.15 sends it); which 8.x minor is not
  // pinned, so the step at 8.1 is approx.
  transientSettingsDeprecated: rule([['5.0.0', false], ['8.1.0', true]], always(false)),
  clusterSettingsFamily: rule([['5.0.0', 'elasticsearch-5'], ['6.0.0', 'elasticsearch-6'], ['7.0.0', 'elasticsearch-7'], ['8.0.0', 'elasticsearch-8+']], always('opensearch')),
  softDeletesDisabled: rule([['5.0.0', 'accept'], ['7.6.0', 'warn'], ['8.0.0', 'refuse']], [['1.0.0', 'warn'], ['2.0.0', 'refuse']]),
  // The default flipped to true in 8.0 (#66908, migration guide 8.0 settings); OpenSearch kept false.
  destructiveRequiresNameDefault: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  // The capabilities API: 8.14 (#106820, RestNodesCapabilitiesAction); OpenSearch has none.
  capabilitiesApi: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  // Typed endpoints deprecated in 7.0 (#35190 and the REST actions' TYPES_DEPRECATION_MESSAGE), removed in
  // 8.0; OpenSearch 1.x kept 7.10's, 2.0 removed them (#1940).
  // `_cat/component_templates`: #71274, merged on main on 2022-03-01 (closing #68941), after 8.1 had branched
  // (8.1.0 shipped 2022-03-08 without it): 8.2.0.
  catComponentTemplates: rule([['5.0.0', false], ['8.2.0', true]], always(false)),
  // REST compatibility with 8.x clients: ES 9 (#113151 bumped the compatible versions to 9/8).
  restCompatV8: rule([['5.0.0', false], ['9.0.0', true]], always(false)),
  apiV8Compat: rule(always(false), always(false)),
  typesDeprecated: rule([['5.0.0', false], ['7.0.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
};

// ---------------------------------------------------------------------------------------------------
// Identities: what `GET /` reports for a version.
// ---------------------------------------------------------------------------------------------------

export type Distribution = 'elasticsearch' | 'opensearch';

/** The supported majors per distribution, for the one line that refuses anything else. */
const SUPPORTED: Readonly<Record<Distribution, { readonly from: number; readonly to: number; readonly text: string }>> = {
  elasticsearch: { from: 5, to: 9, text: 'elasticsearch@5.0.0 to the latest 9.x' },
  opensearch: { from: 1, to: 3, text: 'opensearch@1.0.0 to the latest 3.x' },
};

/** Builds as released: hash, date and Lucene of the versions the simulator was checked against. */
const KNOWN_BUILDS: Readonly<Record<string, Omit<VersionInfo, 'number' | 'tagline' | 'distribution'>>> = {
  'elasticsearch@5.6.16': { buildHash: '3a740d1', buildDate: '2019-03-13T15:33:36.565Z', luceneVersion: '6.6.1' },
  'elasticsearch@6.8.13': {
    buildFlavor: 'default', buildType: 'tar', buildHash: 'be13c69', buildDate: '2020-10-16T09:09:46.555371Z',
    luceneVersion: '7.7.3', minimumWire: '5.6.0', minimumIndex: '5.0.0',
  },
  'elasticsearch@8.15.0': {
    buildFlavor: 'default', buildType: 'tar', buildHash: '1a77947f34deddb41af25e6f0ddb8e830159c179',
    buildDate: '2024-08-05T10:05:34.233336849Z', luceneVersion: '9.11.1', minimumWire: '7.17.0', minimumIndex: '7.0.0',
  },
  'opensearch@2.17.1': {
    buildType: 'tar', buildHash: '1893d20797e30110e5877170e44d42275ce5951e', buildDate: '2024-09-26T21:59:52.691008096Z',
    luceneVersion: '9.11.1', minimumWire: '7.10.0', minimumIndex: '7.0.0',
  },
};

/** The Lucene a release line ships (the first step whose version is not above the release's). */
const LUCENE: Readonly<Record<Distribution, Steps<string>>> = {
  elasticsearch: [
    ['5.0.0', '6.2.0'], ['5.6.0', '6.6.1'], ['6.0.0', '7.0.1'], ['6.8.0', '7.7.3'], ['7.0.0', '8.0.0'], ['7.10.0', '8.7.0'],
    ['7.17.0', '8.11.3'], ['8.0.0', '9.0.0'], ['8.15.0', '9.11.1'], ['8.16.0', '9.12.0'], ['8.18.0', '9.12.1'],
    ['9.0.0', '10.1.0'], ['9.1.0', '10.2.2'], ['9.2.0', '10.3.1'],
  ],
  opensearch: [
    ['1.0.0', '8.8.2'], ['1.3.0', '8.10.1'], ['2.0.0', '9.1.0'], ['2.11.0', '9.7.0'], ['2.17.0', '9.11.1'], ['2.19.0', '9.12.1'],
    ['3.0.0', '10.1.0'], ['3.2.0', '10.2.2'],
  ],
};

/** The oldest versions a node talks to and reads indexes of (the previous major's last minor; 7.x reads 6.0). */
function compatibilityOf(dist: Distribution, [maj]: Triple): { minimumWire: string; minimumIndex: string } {
  if (dist === 'opensearch') {
    if (maj === 1) return { minimumWire: '6.8.0', minimumIndex: '6.0.0-beta1' };
    if (maj === 2) return { minimumWire: '7.10.0', minimumIndex: '7.0.0' };
    return { minimumWire: '2.19.0', minimumIndex: '2.0.0' };
  }
  if (maj <= 5) return { minimumWire: '5.0.0', minimumIndex: '2.0.0' };
  if (maj === 6) return { minimumWire: '5.6.0', minimumIndex: '5.0.0' };
  if (maj === 7) return { minimumWire: '6.8.0', minimumIndex: '6.0.0-beta1' };
  if (maj === 8) return { minimumWire: '7.17.0', minimumIndex: '7.0.0' };
  return { minimumWire: '8.18.0', minimumIndex: '8.0.0' };
}

/**
 * A build id for a version the simulator has no released build for: stable per version (so answers stay
 * deterministic), 40 hex digits like a commit, and not any real commit of Elastic's or OpenSearch's.
 */
function syntheticHash(key: string): string {
  let out = '';
  let h = 0x811c9dc5;
  for (let round = 0; out.length < 40; round++) {
    for (const c of `${key}#${round}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 40);
}

function versionInfoOf(dist: Distribution, number: string, v: Triple): VersionInfo {
  const known = KNOWN_BUILDS[`${dist}@${number}`];
  const base = known ?? {
    ...(dist === 'elasticsearch' && v[0] >= 6 ? { buildFlavor: 'default' } : {}),
    buildType: 'tar',
    buildHash: syntheticHash(`${dist}@${number}`),
    buildDate: '2026-01-01T00:00:00.000000000Z',
    luceneVersion: stepAt(LUCENE[dist], v),
    ...(dist === 'elasticsearch' && v[0] === 5 ? {} : compatibilityOf(dist, v)),
  };
  return {
    ...(dist === 'opensearch' ? { distribution: 'opensearch' as const } : {}),
    number,
    ...base,
    tagline: dist === 'opensearch' ? 'The OpenSearch Project: https://opensearch.org/' : 'You Know, for Search',
  };
}

/** `Elasticsearch-8.15.0-1a77947`: how the version signs its `Warning` headers. */
function warningAgentOf(dist: Distribution, info: VersionInfo): string {
  return `${dist === 'opensearch' ? 'OpenSearch' : 'Elasticsearch'}-${info.number}-${info.buildHash.slice(0, 7)}`;
}

// ---------------------------------------------------------------------------------------------------
// Resolution: a spec (`elasticsearch@7.17.3`, or an alias) to a profile.
// ---------------------------------------------------------------------------------------------------

type Triple = readonly [number, number, number];

function cmp(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function triple(v: string): Triple | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** The value of a timeline at a version. */
function stepAt<T>(steps: Steps<T>, v: Triple): T {
  let out = steps[0]![1];
  for (const [from, value] of steps) if (cmp(triple(from)!, v) <= 0) out = value;
  return out;
}

/** Every capability's value at a distribution's version. */
export function capabilitiesAt(dist: Distribution, v: Triple): Capabilities {
  const out: Record<string, unknown> = {};
  for (const [k, r] of Object.entries(CAPABILITY_RULES) as [keyof Capabilities, Rule<unknown>][]) {
    out[k] = stepAt(dist === 'opensearch' ? r.os : r.es, v);
  }
  return out as Capabilities;
}

/** Timelines whose steps are not strictly ascending (a step out of order would silently never apply). */
export function unorderedTimelines(): string[] {
  const out: string[] = [];
  for (const [k, r] of Object.entries(CAPABILITY_RULES) as [string, Rule<unknown>][]) {
    for (const [dist, steps] of [['es', r.es], ['os', r.os]] as const) {
      for (let i = 1; i < steps.length; i++) {
        const a = triple(steps[i - 1]![0]);
        const b = triple(steps[i]![0]);
        if (!a || !b || cmp(a, b) >= 0) out.push(`${k}.${dist}: ${steps[i - 1]![0]} then ${steps[i]![0]}`);
      }
    }
  }
  return out;
}

/** The five historical names, each an exact version (the spec's service adds its own dialect on 8.15.0). */
const ALIASES = {
  default: 'elasticsearch@8.15.0',
  es5: 'elasticsearch@5.6.16',
  es6: 'elasticsearch@6.8.13',
  es8: 'elasticsearch@8.15.0',
  opensearch2: 'opensearch@2.17.1',
} as const;

export type ProfileAlias = keyof typeof ALIASES;
/** A profile's name: one of the aliases, or a distribution and an exact version. */
export type ProfileName = ProfileAlias | `elasticsearch@${string}` | `opensearch@${string}`;

/**
 * The spec's service: its typed form (several types, `string` kept, internal versions as checks) and
 * today's typeless form on one server, speaking the 8.x wire so that current official clients work unchanged.
 * ES 8's REST compatibility view stays off: this dialect serves types natively.
 */
const SPEC_SERVICE: Partial<Capabilities> = {
  typedApis: true,
  typesPerIndex: 'many',
  mappingOutput: 'auto',
  typeInResponses: 'named',
  stringType: 'keep',
  internalVersionChecks: true,
  createMappingErrorNamesType: true,
  restCompatV7: false,
};

const cache = new Map<string, Profile>();

/** Why a spec names no profile, in one line; undefined when it does. */
export function profileSpecError(spec: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(ALIASES, spec)) return undefined;
  const m = /^(elasticsearch|opensearch)@(.*)$/.exec(spec);
  const range = `${SUPPORTED.elasticsearch.text}, ${SUPPORTED.opensearch.text}, or one of ${Object.keys(ALIASES).join(', ')}`;
  if (!m) return `unknown profile "${spec}": give a distribution and an exact version (${range})`;
  const dist = m[1] as Distribution;
  const v = triple(m[2]!);
  if (!v) return `profile "${spec}": the version must be major.minor.patch (${range})`;
  const s = SUPPORTED[dist];
  if (v[0] < s.from || v[0] > s.to) return `profile "${spec}" is outside the supported versions (${range})`;
  return undefined;
}

/** Whether a string names a profile (an alias or a supported `distribution@x.y.z`). */
export function isProfileName(s: string): s is ProfileName {
  return profileSpecError(s) === undefined;
}

/** The profile a name resolves to; throws the one-line reason on a name outside the supported range (CLIs validate first). */
export function getProfile(name: ProfileName = 'default'): Profile {
  const hit = cache.get(name);
  if (hit) return hit;
  const err = profileSpecError(name);
  if (err) throw new Error(err);
  const spec = (ALIASES as Record<string, string>)[name] ?? name;
  const [distText, number] = spec.split('@') as [Distribution, string];
  const v = triple(number)!;
  const version = versionInfoOf(distText, number, v);
  const profile: Profile = {
    ...capabilitiesAt(distText, v),
    ...(name === 'default' ? SPEC_SERVICE : {}),
    name,
    distribution: distText,
    version,
    warningAgent: warningAgentOf(distText, version),
  };
  cache.set(name, profile);
  return profile;
}

/** The historical names; every `distribution@version` in the supported range is a profile too. */
export const PROFILE_NAMES = Object.keys(ALIASES) as ProfileAlias[];

/** The exact profile for what a cluster reports on `GET /` (its distribution and version number). */
export function profileForVersion(distribution: string, number: string): ProfileName | undefined {
  const dist: Distribution = distribution.toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch';
  const core = /^(\d+\.\d+\.\d+)/.exec(number)?.[1];
  if (!core) return undefined;
  const spec = `${dist}@${core}` as ProfileName;
  return isProfileName(spec) ? spec : undefined;
}

/** The release of each major the simulator was checked against: what a major alone (a suite's folder name) means. */
const CHECKED: Readonly<Record<Distribution, Readonly<Record<number, string>>>> = {
  elasticsearch: { 5: '5.6.16', 6: '6.8.13', 7: '7.17.3', 8: '8.19.0', 9: '9.1.0' },
  opensearch: { 1: '1.3.19', 2: '2.19.0', 3: '3.2.0' },
};

/**
 * The one family rule: the profile for a distribution and a version (`8.19.2`, `8.19.2-SNAPSHOT`, a line
 * `7.10` as a suite's folder names it, or a major alone, `7`). The exact version when it is supported (a
 * line: its first release); a major alone, its checked release; outside the supported range, the nearest
 * supported major's checked release; no readable version, the alias of the distribution's historical profile.
 */
export function nearestProfile(distribution: string, number: string): ProfileName {
  const dist: Distribution = distribution.toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch';
  const line = /^(\d+)\.(\d+)$/.exec(number.trim());
  const exact = profileForVersion(dist, line ? `${line[1]}.${line[2]}.0` : number);
  if (exact) return exact;
  const major = /^(\d+)/.exec(number.trim())?.[1];
  if (major === undefined) return dist === 'opensearch' ? 'opensearch2' : 'default';
  const s = SUPPORTED[dist];
  const m = Math.min(Math.max(Number(major), s.from), s.to);
  return `${dist}@${CHECKED[dist][m]!}` as ProfileName;
}

/**
 * Why a profile forced on a target contradicts what the target reports (another distribution or another
 * version), in one line; undefined when they agree.
 */
export function profileContradiction(forced: ProfileName, distribution: string, number: string): string | undefined {
  const p = getProfile(forced);
  const dist: Distribution = distribution.toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch';
  const core = /^(\d+\.\d+\.\d+)/.exec(number)?.[1] ?? number;
  if (p.distribution === dist && p.version.number === core) return undefined;
  return `--profile ${forced} (${p.distribution} ${p.version.number}) contradicts the target's ${dist} ${number}: failures may be the profile's, not the target's`;
}

/** `version.created` as ES writes it into index settings (6.8.13 → "6081399"). */
export function versionCreatedId(p: Profile): string {
  const [maj, min, rev] = p.version.number.split('.').map(Number);
  const id = maj * 1_000_000 + min * 10_000 + rev * 100 + 99;
  return p.version.distribution === 'opensearch' ? String(id ^ 0x08000000) : String(id);
}
