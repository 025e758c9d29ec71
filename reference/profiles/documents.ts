/** Document writes: versions and sequence numbers, bulk, create, reindex and by-query limits. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about document writes. */
export interface DocumentsCapabilities {
  /** `_seq_no` and `_primary_term` in document responses (ES ≥ 6). */
  seqNo: boolean;
  /** ES5's trailing `created` boolean in write responses. */
  createdFlag: boolean;
  /** Unknown bulk action names: skipped (ES6), or a parse error. */
  bulkUnknownAction: 'skip' | 'error';
  /** ES6+ reject a bulk body whose last line lacks `\n`; ES5 drops that line. */
  bulkTrailingNewline: boolean;
  /** Bulk action metadata takes `dynamic_templates` (field path → template name; ES 7.13+). */
  bulkDynamicTemplates: boolean;
  /** Send ES 6.x deprecation warnings (internal versioning, `_version` in bulk, `_source_include`...). */
  legacyDeprecations: boolean;
  /**
   * Writes may carry `version` with internal versioning as an optimistic concurrency check (ES 5/6, and
   * the spec's service); ES ≥ 7 and OpenSearch refuse it in favour of `if_seq_no`/`if_primary_term`.
   */
  internalVersionChecks: boolean;
  /** A create with an explicit `version` is refused (`create operations do not support explicit versions`, ES 6). */
  createRefusesExplicitVersion: boolean;
  /** `op_type=create` without an id gets an auto id (ES ≥ 6); ES 5 refuses it (`an id must be provided…`). */
  createWithAutoId: boolean;
  /** Writes take `require_alias` (a URL parameter, and per item in bulk) and fail where the target is no alias (ES ≥ 7.10, OpenSearch). */
  requireAlias: boolean;
  /** Index and create take `require_data_stream` (a URL parameter, and per item in bulk): the target must be, or become, a data stream (ES ≥ 8.13). */
  requireDataStream: boolean;
  /**
   * How reindex and delete/update by query name their document limit: `size` (ES 5/6, validated as
   * `size should be greater than 0…`), `max_docs` with `size` as a deprecated alias (OpenSearch, ES 7.3+),
   * or `max_docs` alone with `size` refused (ES 8).
   */
  maxDocsField: 'size' | 'max_docs-or-size' | 'max_docs';
  /** `sort` in a reindex source draws ES's deprecation warning (ES ≥ 7.6, OpenSearch). */
  reindexSortDeprecated: boolean;
  /** The setting a refused remote reindex host is named after: `reindex.remote.whitelist` (ES), `reindex.remote.allowlist` (OpenSearch). */
  remoteHostsSetting: 'whitelist' | 'allowlist';
  /**
   * The exception Jackson's number overflow surfaces as, with how its location prints: ES 5/6 (Jackson 2.8)
   * `json_parse_exception` naming the stream object, OpenSearch 2.x `input_coercion_exception`, ES 8
   * `x_content_parse_exception` with a `[line:col]` prefix (both Jackson 2.17, source redacted).
   */
  numberOverflow: 'json_parse_exception' | 'input_coercion_exception' | 'x_content_parse_exception';
  /**
   * GET of a document prints its `_ignored` names at the top level: FieldsVisitor always loads the stored
   * `_ignored` field (elastic/elasticsearch#29658, ES 6.4); from ES 8.15 `_ignored` lives in doc values for
   * new indices and GET leaves it out (official get/120_stored_fields_ignored.yml). OpenSearch keeps it stored.
   */
  getIgnoredMetaField: boolean;
  /**
   * The update API's body is read by UpdateRequest's ObjectParser, which refuses an unknown field with
   * `[UpdateRequest] unknown field [x] did you mean [y]?` (ES 7.6+, official update/90_error.yml "Implemented
   * in 7.6"; OpenSearch forked from 7.10 with the same parser). Before, the hand-written loop skipped it.
   */
  updateBodyStrict: boolean;
  /** A single-document read through an alias of several indices says `has more than one index … [a, b]` (ES 7.9's grammar fix, before OpenSearch forked), not `one indices … [[a, b]]`. */
  singleIndexOpGrammarFixed: boolean;
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const DOCUMENTS_RULES: RulesOf<DocumentsCapabilities> = {
  // Sequence numbers: 6.0 (#10708).
  seqNo: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  createdFlag: rule([['5.0.0', true], ['6.0.0', false]], always(false)),
  getIgnoredMetaField: rule([['5.0.0', false], ['6.4.0', true], ['8.15.0', false]], always(true)),
  bulkUnknownAction: rule([['5.0.0', 'skip'], ['7.0.0', 'error']], always('error')),
  bulkTrailingNewline: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  bulkDynamicTemplates: rule([['5.0.0', false], ['7.13.0', true]], always(false)),
  legacyDeprecations: rule([['5.0.0', false], ['6.0.0', true], ['7.0.0', false]], always(false)),
  // Internal versioning as a concurrency check: removed in 7.0 (#38254).
  internalVersionChecks: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  createRefusesExplicitVersion: rule([['5.0.0', false], ['6.0.0', true], ['7.0.0', false]], always(false)),
  createWithAutoId: rule([['5.0.0', false], ['6.0.0', true]], always(true)),
  // `require_alias` on index, create, update and bulk: 7.10 (#58917), before OpenSearch forked.
  requireAlias: rule([['5.0.0', false], ['7.10.0', true]], always(true)),
  // `require_data_stream`: 8.13 (190_require_data_stream.yml: "require_data_stream was introduced in 8.13.0"); OpenSearch has none.
  requireDataStream: rule([['5.0.0', false], ['8.13.0', true]], always(false)),
  // `max_docs`: 7.3 (#43373), `size` refused in 8.0.
  maxDocsField: rule([['5.0.0', 'size'], ['7.3.0', 'max_docs-or-size'], ['8.0.0', 'max_docs']], always('max_docs-or-size')),
  reindexSortDeprecated: rule([['5.0.0', false], ['7.6.0', true]], always(true)),
  // OpenSearch renamed the allow list for 2.0 (#2221, inclusive naming #1547; release label v2.0.0 only). Its
  // backport went to the 1.x branch, from which no release was cut after 1.3 (1.3.x patches come from the 1.3
  // branch), so every 1.x release says whitelist.
  updateBodyStrict: rule([['5.0.0', false], ['7.6.0', true]], always(true)),
  singleIndexOpGrammarFixed: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  remoteHostsSetting: rule(always('whitelist'), [['1.0.0', 'whitelist'], ['2.0.0', 'allowlist']]),
  // Jackson's InputCoercionException exists from Jackson 2.10; ES moved from 2.8.11 to 2.10.3 with #53523,
  // backported to 7.x as #53576 on 2020-03-14 (after 7.6.0 shipped on 2020-02-11), so 7.7.0. x-content
  // wraps it with `[line:col]` in 8.x.
  numberOverflow: rule([['5.0.0', 'json_parse_exception'], ['7.7.0', 'input_coercion_exception'], ['8.0.0', 'x_content_parse_exception']], always('input_coercion_exception')),
};
