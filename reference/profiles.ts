/**
 * One place for every difference between the version families the simulator can imitate.
 * Handlers ask the profile; they never test a profile's name.
 */

export type ProfileName = 'default' | 'es5' | 'es6' | 'es8' | 'opensearch2';

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
   * field, the exception (ES 8 `document_parsing_exception` with a `[line:col]` prefix, earlier versions
   * and OpenSearch `mapper_parsing_exception`).
   */
  docParseError: 'es5' | 'es6' | 'es7' | 'es8';
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
   * Dynamic templates, as each family reads them: `es5` (an unknown `match_mapping_type` is a warning and the
   * template is dropped), `es6` (rejected), `os` (ES 7.10's reader: content checked with a warning only),
   * `es8` (ES 8.15: pattern lists, `unmatch_mapping_type`, `runtime` templates, content checked and rejected).
   */
  dynamicTemplates: 'es5' | 'es6' | 'os' | 'es8';
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
   * What `_field_caps` prints: ES 5/6 `classic` (per type: type, searchable, aggregatable); OpenSearch
   * `indices-meta` (also the top-level `indices` list, ES 7.2, and field `meta`, ES 7.6); ES 8
   * `metadata-flag` (also `metadata_field` on every type, ES 7.13).
   */
  fieldCapsShape: 'classic' | 'indices-meta' | 'metadata-flag';
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
  /** How a refused rollover names its target: ES 5/6 `source alias …`, ES ≥ 7.9 and OpenSearch `rollover target […] …`. */
  rolloverWording: 'source-alias' | 'rollover-target';
  /** The rollover conditions the version parses (ES 5 `max_age`/`max_docs`, 6.1 `max_size`, 7.12/8.2 per-shard `max_*`, 8.4 `min_*`). */
  rolloverConditions: readonly string[];
  /** The rollover answer carries `lazy` (ES ≥ 8.13 added lazy data stream rollovers; its reference's response examples show `"lazy": false`). */
  rolloverLazyFlag: boolean;
  /** Cluster health reports `discovered_master` and `discovered_cluster_manager` (OpenSearch ≥ 2.2). */
  healthDiscovered: boolean;
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
   * (reference/http/compat.ts): typed routes with the type ignored, `_type` accepted in bulk and msearch
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
}

/** Generations of node, index and shard statistics (their `_cat` columns and `_stats` sections). */
export type StatsFamily = 'es5' | 'es6' | 'es8' | 'opensearch2';

const es8Version: VersionInfo = {
  number: '8.15.0',
  buildFlavor: 'default',
  buildType: 'tar',
  buildHash: '1a77947f34deddb41af25e6f0ddb8e830159c179',
  buildDate: '2024-08-05T10:05:34.233336849Z',
  luceneVersion: '9.11.1',
  minimumWire: '7.17.0',
  minimumIndex: '7.0.0',
  tagline: 'You Know, for Search',
};

const modern = {
  typedApis: false,
  typelessApis: true,
  typesPerIndex: 'one',
  mappingOutput: 'typeless',
  totalHitsAsInt: false,
  typeInResponses: 'never',
  seqNo: true,
  createdFlag: false,
  indexExistsType: 'resource_already_exists_exception',
  notFoundReasonWithName: true,
  typeChange: 'cannot-be-changed',
  aliasClash: 'index-or-data-stream',
  docParseError: 'es8',
  stringType: 'reject',
  dateDetection: 'not-a-number',
  defaultShards: 1,
  productHeader: true,
  compatibleMediaTypes: true,
  noHandler: 'json',
  writeIndex: true,
  warningAgent: 'Elasticsearch-8.15.0-1a77947',
  aliasesErrorsFlag: true,
  bulkUnknownAction: 'error',
  bulkTrailingNewline: true,
  strictContentType: true,
  legacyDeprecations: false,
  includeTypeName: false,
  dynamicValues: ['strict', 'runtime'],
  lenientMappingBooleans: false,
  dynamicTemplates: 'es8',
  dynamicTemplatesMerge: 'replace',
  runtimeFields: true,
  bulkDynamicTemplates: true,
  putMappingParseWrap: true,
  dynamicBigInteger: 'long',
  numberOverflow: 'x_content_parse_exception',
  dataStreams: true,
  syncedFlush: false,
  forceMergeTask: true,
  forceMergePrimaryOnly: false,
  tasksGroupByNone: true,
  fieldCapsShape: 'metadata-flag',
  docValuesSearchable: true,
  blockAndResolveApis: true,
  blockReasonNamesIndex: true,
  readOnlyAllowDeleteBlock: 'flood-stage-writes-only',
  catAliasesWriteIndex: true,
  rolloverWording: 'rollover-target',
  rolloverConditions: [
    'max_age', 'max_docs', 'max_size', 'max_primary_shard_size', 'max_primary_shard_docs',
    'min_age', 'min_docs', 'min_size', 'min_primary_shard_size', 'min_primary_shard_docs',
  ],
  rolloverLazyFlag: true,
  healthDiscovered: false,
  mappingLimitNamesIndex: false,
  statsFamily: 'es8',
  maxDocsField: 'max_docs',
  taskCancelled: true,
  reindexSortDeprecated: true,
  restCompatV7: false,
  typesCompat: false,
  msearchEmptyFirstLine: 'header',
  legacyTemplatePatterns: 'index_patterns',
  composableTemplates: true,
  legacyTemplatesDeprecated: true,
  componentTemplateMissing: 'resource_not_found',
  dateMathPatterns: 'java',
  derivedFields: false,
  ignoreMissingComponents: true,
  xContentParseErrors: true,
  timeValueErrors: 'illegal_argument_exception',
  keepAliveLimitWording: 'request-time-value',
  shardArgumentFailure: 'illegal-argument-400',
  defaultMaxOpenScrolls: 500,
  tooManyScrollsError: 'too_many_scroll_contexts_exception',
  unknownQueryError: 'unknown-query',
  maxTermsCount: 'refuse',
  maxRegexLength: 'refuse',
  totalFieldsCheck: 'while-parsing',
  dateParser: 'java',
  fielddataError: 'on-field-in-index',
  sliceShardNumbering: 'per-request',
  sliceIdField: '_id',
  routingShardsDefault: 'split-to-1024',
  trackTotalHitsThreshold: true,
  scrollRefusesFrom: true,
  sliceNeedsScroll: true,
  scrollRequestCacheRefused: true,
  scrollIdContextUuid: true,
  scrollIdOnEveryPage: false,
  remoteHostsSetting: 'whitelist',
  indexNameRefusesColon: true,
  internalVersionChecks: false,
  createRefusesExplicitVersion: false,
  createWithAutoId: true,
  createMappingErrorNamesType: false,
  templateValidation: 'pattern-wording',
  compatibleWith: [8, 7],
} as const;

/** Mapping inference in ES 5.x/6.x: no runtime fields, templates merged by name, Jackson 2.8's number errors. */
const typedFamilyMapping = {
  dynamicValues: ['strict'],
  dynamicTemplatesMerge: 'by-name',
  runtimeFields: false,
  bulkDynamicTemplates: false,
  putMappingParseWrap: false,
  dynamicBigInteger: 'reject',
  numberOverflow: 'json_parse_exception',
} as const;

/** Search, scroll and request parsing in ES 5.x/6.x: what 7.0 changed (Joda dates, ObjectParser errors, scroll rules). */
const typedFamilySearch = {
  xContentParseErrors: false,
  timeValueErrors: 'parse_exception',
  keepAliveLimitWording: 'scroll-period',
  shardArgumentFailure: 'query-phase-500',
  defaultMaxOpenScrolls: Infinity,
  tooManyScrollsError: 'exception',
  unknownQueryError: 'no-query-registered',
  maxTermsCount: 'accept',
  maxRegexLength: 'refuse',
  totalFieldsCheck: 'after-parsing',
  dateParser: 'joda',
  fielddataError: 'on-text-fields',
  sliceShardNumbering: 'per-index',
  routingShardsDefault: 'shards',
  trackTotalHitsThreshold: false,
  scrollRefusesFrom: false,
  sliceNeedsScroll: false,
  scrollIdContextUuid: false,
  scrollIdOnEveryPage: true,
  indexNameRefusesColon: false,
  internalVersionChecks: true,
  createMappingErrorNamesType: true,
  templateValidation: 'template-wording',
  compatibleWith: [],
} as const;

const PROFILES: Record<ProfileName, Profile> = {
  // The spec's service: its typed form (several types, `string`) and today's typeless form, on one server,
  // speaking the 8.x wire so that current official clients work unchanged.
  default: {
    ...modern,
    name: 'default',
    version: es8Version,
    typedApis: true,
    typesPerIndex: 'many',
    mappingOutput: 'auto',
    typeInResponses: 'named',
    stringType: 'keep',
    internalVersionChecks: true,
    createMappingErrorNamesType: true,
  },
  es5: {
    ...modern,
    name: 'es5',
    version: {
      number: '5.6.16',
      buildHash: '3a740d1',
      buildDate: '2019-03-13T15:33:36.565Z',
      luceneVersion: '6.6.1',
      tagline: 'You Know, for Search',
    },
    typedApis: true,
    typelessApis: false,
    typesPerIndex: 'many',
    mappingOutput: 'typed',
    totalHitsAsInt: true,
    typeInResponses: 'always',
    seqNo: false,
    createdFlag: true,
    indexExistsType: 'index_already_exists_exception',
    notFoundReasonWithName: false,
    typeChange: 'different-type',
    aliasClash: 'index-exists',
    docParseError: 'es5',
    stringType: 'upgrade',
    dateDetection: 'separators',
    defaultShards: 5,
    productHeader: false,
    compatibleMediaTypes: false,
    noHandler: 'text',
    writeIndex: false,
    warningAgent: 'Elasticsearch-5.6.16-3a740d1',
    aliasesErrorsFlag: false,
    bulkUnknownAction: 'skip',
    bulkTrailingNewline: false,
    strictContentType: false,
    ...typedFamilyMapping,
    ...typedFamilySearch,
    maxRegexLength: 'accept',
    sliceIdField: '_uid',
    createWithAutoId: false,
    lenientMappingBooleans: true,
    dynamicTemplates: 'es5',
    dataStreams: false,
    syncedFlush: true,
    forceMergeTask: false,
    forceMergePrimaryOnly: false,
    tasksGroupByNone: false,
    fieldCapsShape: 'classic',
    docValuesSearchable: false,
    blockAndResolveApis: false,
    blockReasonNamesIndex: false,
    readOnlyAllowDeleteBlock: 'forbidden',
    catAliasesWriteIndex: false,
    rolloverWording: 'source-alias',
    rolloverConditions: ['max_age', 'max_docs'],
    rolloverLazyFlag: false,
    mappingLimitNamesIndex: true,
    statsFamily: 'es5',
    maxDocsField: 'size',
    taskCancelled: false,
    reindexSortDeprecated: false,
    msearchEmptyFirstLine: 'skip',
    legacyTemplatePatterns: 'template',
    composableTemplates: false,
    legacyTemplatesDeprecated: false,
    dateMathPatterns: 'joda',
  },
  es6: {
    ...modern,
    name: 'es6',
    version: {
      number: '6.8.13',
      buildFlavor: 'default',
      buildType: 'tar',
      buildHash: 'be13c69',
      buildDate: '2020-10-16T09:09:46.555371Z',
      luceneVersion: '7.7.3',
      minimumWire: '5.6.0',
      minimumIndex: '5.0.0',
      tagline: 'You Know, for Search',
    },
    typedApis: true,
    typelessApis: true,
    typesPerIndex: 'one',
    mappingOutput: 'typed',
    totalHitsAsInt: true,
    typeInResponses: 'always',
    notFoundReasonWithName: false,
    typeChange: 'different-type',
    aliasClash: 'index-exists',
    docParseError: 'es6',
    defaultShards: 5,
    productHeader: false,
    compatibleMediaTypes: false,
    noHandler: 'text',
    warningAgent: 'Elasticsearch-6.8.13-be13c69',
    legacyDeprecations: true,
    includeTypeName: true,
    aliasesErrorsFlag: false,
    bulkUnknownAction: 'skip',
    ...typedFamilyMapping,
    ...typedFamilySearch,
    scrollRequestCacheRefused: false,
    createRefusesExplicitVersion: true,
    dynamicTemplates: 'es6',
    dataStreams: false,
    syncedFlush: true,
    forceMergeTask: false,
    forceMergePrimaryOnly: false,
    fieldCapsShape: 'classic',
    docValuesSearchable: false,
    blockAndResolveApis: false,
    blockReasonNamesIndex: false,
    readOnlyAllowDeleteBlock: 'forbidden',
    catAliasesWriteIndex: false,
    rolloverWording: 'source-alias',
    rolloverConditions: ['max_age', 'max_docs', 'max_size'],
    rolloverLazyFlag: false,
    mappingLimitNamesIndex: true,
    statsFamily: 'es6',
    maxDocsField: 'size',
    taskCancelled: false,
    reindexSortDeprecated: false,
    msearchEmptyFirstLine: 'skip',
    legacyTemplatePatterns: 'index_patterns+template',
    composableTemplates: false,
    legacyTemplatesDeprecated: false,
    dateMathPatterns: 'joda',
  },
  es8: { ...modern, name: 'es8', version: es8Version, restCompatV7: true },
  opensearch2: {
    ...modern,
    name: 'opensearch2',
    totalFieldsCheck: 'after-parsing',
    rolloverConditions: ['max_age', 'max_docs', 'max_size'],
    rolloverLazyFlag: false,
    version: {
      distribution: 'opensearch',
      number: '2.17.1',
      buildType: 'tar',
      buildHash: '1893d20797e30110e5877170e44d42275ce5951e',
      buildDate: '2024-09-26T21:59:52.691008096Z',
      luceneVersion: '9.11.1',
      minimumWire: '7.10.0',
      minimumIndex: '7.0.0',
      tagline: 'The OpenSearch Project: https://opensearch.org/',
    },
    aliasClash: 'index-exists',
    docParseError: 'es7',
    productHeader: false,
    compatibleMediaTypes: false,
    warningAgent: 'OpenSearch-2.17.1-1893d20',
    aliasesErrorsFlag: false,
    // `false_allow_templates` came with OpenSearch 3.3 (#19065); 2.17 rejects it like any non-boolean.
    dynamicValues: ['strict', 'strict_allow_templates'],
    dynamicTemplates: 'os',
    runtimeFields: false,
    bulkDynamicTemplates: false,
    putMappingParseWrap: false,
    numberOverflow: 'input_coercion_exception',
    healthDiscovered: true,
    statsFamily: 'opensearch2',
    maxDocsField: 'max_docs-or-size',
    msearchEmptyFirstLine: 'warn',
    forceMergePrimaryOnly: true,
    fieldCapsShape: 'indices-meta',
    docValuesSearchable: false,
    readOnlyAllowDeleteBlock: 'flood-stage',
    legacyTemplatesDeprecated: false,
    componentTemplateMissing: 'index_template_missing',
    derivedFields: true,
    ignoreMissingComponents: false,
    tooManyScrollsError: 'rejected_execution_exception',
    fielddataError: 'not-optimised',
    sliceShardNumbering: 'per-index',
    remoteHostsSetting: 'allowlist',
    createMappingErrorNamesType: true,
    compatibleWith: [],
  },
};

export const PROFILE_NAMES = Object.keys(PROFILES) as ProfileName[];

/** The profile of a name; throws on an unknown name (a caller bug: CLIs validate first). */
export function getProfile(name: ProfileName = 'default'): Profile {
  const p = PROFILES[name];
  if (!p) throw new Error(`unknown profile ${name}`);
  return p;
}

/** Whether a string names a profile. */
export function isProfileName(s: string): s is ProfileName {
  return Object.prototype.hasOwnProperty.call(PROFILES, s);
}

/** `version.created` as ES writes it into index settings (6.8.13 → "6081399"). */
export function versionCreatedId(p: Profile): string {
  const [maj, min, rev] = p.version.number.split('.').map(Number);
  const id = maj * 1_000_000 + min * 10_000 + rev * 100 + 99;
  return p.version.distribution === 'opensearch' ? String(id ^ 0x08000000) : String(id);
}
