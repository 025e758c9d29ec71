/** Search: hit totals, scroll and slices, query parsing limits, msearch. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about search. */
export interface SearchCapabilities {
  /** `hits.total` as a number (ES5/ES6) or `{value, relation}`. */
  totalHitsAsInt: boolean;
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
  /**
   * How sliced scrolls number shards: across the whole request, ordered by index name (ES ≥ 7), or per
   * index (ES 5/6, and OpenSearch, which forked before the change).
   */
  sliceShardNumbering: 'per-request' | 'per-index';
  /** The field a slice hashes by default: ES 5's `_uid` (`type#id`), ES ≥ 6's encoded `_id`. */
  sliceIdField: '_uid' | '_id';
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
  /** The `match_bool_prefix` query and multi_match's `bool_prefix` type (ES 7.2, elastic/elasticsearch#43147; OpenSearch has them); before, an unknown query and an unknown type. */
  matchBoolPrefixQuery: boolean;
  /** multi_match's `use_dis_max` and `cutoff_frequency`: accepted (deprecated) before ES 8.0, which removed them ("does not support"). */
  multiMatchLegacyOptions: boolean;
  /**
   * Field data on `_id` (a random_score seeded by `_id`…) is refused unless `indices.id_field_data.enabled`
   * is set, which defaults to false since ES 8.0 (IdFieldMapper: "Fielddata access on the _id field is
   * disallowed"); ES 7 and OpenSearch allow it with a deprecation warning.
   */
  idFielddataDisallowed: boolean;
  /**
   * Loading field data on `_id` (a sort on it) logs IdFieldMapper's "Loading the fielddata on the _id field is
   * deprecated…" warning: ES 7.6–7.x (where the setting is on by default) and OpenSearch 1.x (its
   * IdFieldMapper kept 7.10's). ES 8 warns the same once the setting is turned on: not modelled.
   */
  idFielddataDeprecated: boolean;
  /**
   * The JavaCC of Lucene's classic QueryParser, which words its lexical errors: JavaCC 5 (`Encountered: <EOF> after : "…"`)
   * before Lucene 9 (ES 8.0), JavaCC 7 (`after prefix "…" (in lexical state 2)`) from Lucene 9 (ES 8, OpenSearch 3).
   */
  queryParserJavacc7: boolean;
  /** `include_named_queries_score`: matched_queries as an object of each named query's score (ES 8.8, OpenSearch 2.13); before, the parameter does nothing. */
  namedQueriesScore: boolean;
  /** `_percolator_document_slot_<slot>_matched_queries`: the stored query's named queries that matched each slot (ES 8.13, its 20_matched_queries.yml); OpenSearch has none. */
  percolatorNamedMatches: boolean;
  /**
   * query_string checks a `/regexp/` against `index.max_regex_length` itself ("used in the [query_string]"),
   * before resolving fields (QueryStringQueryParser.getRegexpQuery, seen in the 8.x source; the earliest
   * version is not pinned down, 8.0 assumed); before, each field's regexp query checks it ("Regexp Query request").
   */
  queryStringRegexLength: boolean;
  /** A `regexp` longer than `index.max_regex_length`: refused from ES 6.4 (its 30_limits.yml), unlimited in ES 5. */
  maxRegexLength: 'refuse' | 'accept';
  /**
   * `indices.query.bool.max_clause_count` as the version has it by default (a static node setting): 1024
   * before ES 8 and in OpenSearch; 4096 in ES 8.0; from ES 8.1 computed from the heap and the search thread
   * pool (SearchUtils.calculateMaxClauseValue: max(1024, heap MB × 64 / pool)), 16384 for the node the
   * simulator describes (1 GB heap, 2 processors: a search pool of 2 × 3 / 2 + 1 = 4).
   */
  maxClauseCount: number;
  /**
   * Lucene 9 (ES 8.0, OpenSearch 2.0) counts the leaf clauses of the whole rewritten query against the limit
   * (IndexSearcher.rewrite's clause-counting visitor throws TooManyNestedClauses); Lucene 8 counts per boolean
   * query only (`none`). The failure reaches the client as the raw Lucene exception, a 500 (`server-error`:
   * elastic/elasticsearch#112177), until ES 8.16 wraps it in a 400 IllegalArgumentException "Query rewrite
   * failed: too many clauses" (`illegal-argument`, elastic/elasticsearch#112678). OpenSearch answers 500 in
   * every release simulated (its 400, opensearch-project/OpenSearch#21725, came after them).
   */
  nestedClauseLimit: 'none' | 'server-error' | 'illegal-argument';
  /**
   * A search body's `size` or `from` beyond Java's int (`size: 2147483648`): SearchSourceBuilder reads them with
   * parser.intValue(), where Jackson throws InputCoercionException. OpenSearch maps no such exception before
   * 3.1, so the client gets a 500 `input_coercion_exception`; 3.1 answers it as a 400 (OpenSearch's
   * search/30_limits.yml "Request with size exceeding max integer value": skipped before 3.1.0 because it
   * "returns 500 before 3.1.0"). Elasticsearch's answer is not pinned here: the reference
   * lets the number through to the result window check (`result-window`).
   */
  searchIntOverflow: 'result-window' | 'server-error' | 'bad-request';
  /**
   * The `fields` option on a hit of an index without `_source`: FetchFieldsPhase refuses it ("Unable to retrieve
   * the requested [fields] since _source is disabled in the mappings for index [i]") from the option's 7.10 until
   * elastic/elasticsearch#87267 (8.3) reads such fields as absent; OpenSearch, forked at 7.10, keeps the refusal
   * (its search/330_fetch_fields.yml "Test disable source").
   */
  fieldsRefusedWithoutSource: boolean;
  /**
   * A query_string `/regex/` on a text or keyword field is normalized by the field's search analyzer (Lucene's
   * QueryParserBase.getRegexpQuery: `/UPPERCASE/` finds the indexed `uppercase`). Elasticsearch stopped doing so
   * for the wildcard field before OpenSearch forked, so OpenSearch 1.x did not either, until 2.4 restored it
   * (opensearch-project/OpenSearch#3578; its search/190_index_prefix_search.yml "search with uppercase regex",
   * skipped before 2.4.0). The reference keeps Elasticsearch's regex as written.
   */
  queryStringRegexNormalized: boolean;
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
   * An msearch body that starts with an empty line: skipped (ES 5/6), skipped with a deprecation warning
   * (OpenSearch, ES 7, ES 8 for 7.x clients), or read as an empty header (ES 8).
   */
  msearchEmptyFirstLine: 'skip' | 'warn' | 'header';
  /** `search_after` with `scroll` is a validation error (ES ≥ 8); before, and on OpenSearch, a shard failure. */
  searchAfterScrollValidated: boolean;
  /**
   * The can_match pre-filter also runs, from one shard up, when an index is read-only or the first sort is on a
   * field (TransportSearchAction.shouldPreFilterSearchShards, ES ≥ 7.6 and OpenSearch); before, only past 128 shards
   * (or `pre_filter_shard_size`) and for a query that can rewrite to match_none.
   */
  preFilterOnSortOrReadOnly: boolean;
  /**
   * The `_shard_doc` sort: Elasticsearch ≥ 7.12 (#68562: without a point in time SearchRequest.validate refuses
   * it, and a search through one gets it as an implicit tiebreaker); OpenSearch ≥ 3.3 (ShardDocSortBuilder,
   * opensearch-project/OpenSearch#18924: refused without a point in time, with scroll or twice, never added
   * implicitly; its value is the shard id << 32 | the shard-wide doc id). Before, `_shard_doc` is an unmapped
   * field like any other.
   */
  shardDocSort: 'none' | 'es' | 'os';
  /** Elasticsearch's point in time (`POST /<index>/_pit`, `DELETE /_pit`, a search's `pit`): ES ≥ 7.10 (#61062). */
  pitApi: boolean;
  /** Async search (`/_async_search`, x-pack's async-search plugin, free): Elasticsearch ≥ 7.7 (#49931); OpenSearch has none. */
  asyncSearchApi: boolean;
  /** `GET /_async_search/status/{id}`: Elasticsearch ≥ 7.11 (#62947). */
  asyncSearchStatusApi: boolean;
  /** `completion_time_in_millis` in async search answers: Elasticsearch ≥ 8.10 (#97700). */
  asyncSearchCompletionTime: boolean;
  /** `/{index}/_terms_enum` (x-pack's TermsEnum action): Elasticsearch ≥ 7.14 (#66452); OpenSearch has none. */
  termsEnumApi: boolean;
  /**
   * OpenSearch's search pipelines (SearchPipelineService: `PUT|GET|DELETE /_search/pipeline/<id>`, the
   * `search_pipeline` parameter and body key, `index.search.default_pipeline`), by the processor types the
   * version's search-pipeline-common module registers: none before 2.9 (2.7 and 2.8 kept the feature behind
   * an experimental flag); filter_query, script and rename_field from 2.9; oversample, truncate_hits and
   * collapse from 2.12; sort from 2.16; split from 2.17 (the processors' "Introduced" notes in OpenSearch's
   * documentation). Elasticsearch has none.
   */
  searchPipelineProcessors: readonly string[];
  /** The search pipeline APIs exist (OpenSearch ≥ 2.9, the versions with processors above). */
  searchPipelineApi: boolean;
  /** OpenSearch's point in time (`/_search/point_in_time`, `create_pit`, `delete_pit`, `get_all_pits`): OpenSearch ≥ 2.4. */
  openSearchPitApi: boolean;
  /** The ranking evaluation API (`[/{index}]/_rank_eval`, the rank-eval module): Elasticsearch ≥ 6.2 (#27478); every OpenSearch. */
  rankEvalApi: boolean;
  /**
   * The rank-eval metrics the version registers (RankEvalPlugin): precision, mean_reciprocal_rank and dcg from 6.2;
   * expected_reciprocal_rank from 6.4 (#31891, documented by #32314); recall from 7.7 (#52577, backported by #52889).
   * OpenSearch forked with all five.
   */
  rankEvalMetrics: readonly string[];
  /** The name of a rank-eval score: `quality_level` before Elasticsearch 6.4 (#32168 renamed it), `metric_score` after and in OpenSearch. */
  rankEvalScoreField: 'quality_level' | 'metric_score';
  /** `DELETE /_search/point_in_time/_all` with nothing open answers `{"pits":[]}` (OpenSearch ≥ 2.10; its 10_basic.yml "Delete all"); before, a 404. */
  openSearchDeleteAllEmptyOk: boolean;
  /** The open point-in-time answer carries `_shards` after `id` (ES ≥ 8.16, with `allow_partial_search_results`, #111516). */
  pitOpenShardsHeader: boolean;
  /** `search.max_open_pit_context` (OpenSearch, default 300): a limit on open point-in-time shard contexts; Elasticsearch has none. */
  maxOpenPitContexts: number;
  /**
   * How a point-in-time id lays out a shard's reader context (SearchContextIdForNode): ES 7 (node, context,
   * cluster alias), ES ≥ 8 (optional node and alias first), OpenSearch (ES 7's, its version word masked).
   */
  pitIdLayout: 'es7' | 'es8' | 'os';
  /** The `fields` search option (ES ≥ 7.10, #60100; OpenSearch, forked at 7.10.2, has it). */
  fieldsOption: boolean;
  /** `docvalue_fields` on a date without `format` gives epoch millis (ES 5/6); ES ≥ 7 and OpenSearch format it with the field's format. */
  docvalueDatesAsMillis: boolean;
  /**
   * `docvalue_fields` `format: use_field_mapping`: the mapping's format (ES 6.4–6.x), the same with a
   * deprecation (ES 7.x, FetchDocValuesPhase; OpenSearch kept that phase), a literal pattern (ES 8: only the
   * v7 compatible parser drops it).
   */
  useFieldMappingFormat: 'literal' | 'mapping' | 'deprecated';
  /**
   * A term query on a `keyword` field is a ConstantScoreQuery (score 1 × boost) unless the mapping sets
   * `use_similarity: true`: OpenSearch 3.0 (opensearch-project/OpenSearch#17889, KeywordFieldType.termQuery);
   * BM25 on every Elasticsearch and OpenSearch before 3.0.
   */
  keywordTermConstantScore: boolean;
  /**
   * Where the exceptions ES names in messages live (`_validate/query`'s detailed errors): ES 7's
   * `org.elasticsearch.common.xcontent`, ES 8's `org.elasticsearch.xcontent` (the x-content library split),
   * OpenSearch's `org.opensearch.core.*`.
   */
  exceptionPackages: 'es7' | 'es8' | 'os';
  /** The scoring queries each version has (else an unknown query): `script_score` (ES 7.0), `rank_feature` (ES 7.0; `feature` before), `distance_feature` (ES 7.2), `pinned` (ES 7.4, x-pack; not OpenSearch). */
  scoringQueries: { scriptScore: boolean; rankFeature: boolean; distanceFeature: boolean; pinned: boolean };
  /** The `sparse_vector` query over a sparse_vector field (x-pack inference, ES 8.15; not OpenSearch, whose neural_sparse is another). */
  sparseVectorQuery: boolean;
  /** The full-text queries each version has (else an unknown query): `intervals` (ES 7.0; OpenSearch has it), `combined_fields` (ES 7.13, #71213; OpenSearch 3.2, its search/400_combined_fields.yml). */
  fullTextQueries: { intervals: boolean; combinedFields: boolean };
  /**
   * A context-enabled completion field needs contexts when written (`Contexts are mandatory in context
   * enabled completion field`) and when asked (`Missing mandatory contexts in context query`): ES ≥ 7.0
   * (#31473; the official suggest/30_context.yml) and OpenSearch; ES 5/6 index and suggest without them.
   */
  completionContextsMandatory: boolean;
  /**
   * The `intervals` rules a version parses, in the order its `Unknown interval type` message lists them
   * (`fuzzy` is parsed but never listed): ES 7.0 match/any_of/all_of, 7.3 prefix and wildcard, 7.6 fuzzy,
   * 8.16 regexp and range (#111465); OpenSearch 1.3 regexp (forked with 7.10's).
   */
  intervalRules: readonly string[];
  /**
   * OpenSearch's `mode` on `match` and `all_of` (`ordered`, `unordered`, `unordered_no_overlap`), `ordered`
   * deprecated, and `case_insensitive` on `regexp` (1.3; its search/230_interval_query.yml).
   */
  intervalsMode: boolean;
  /**
   * ES 7.2 (the official 230_interval_query.yml: "Implemented in 7.2") added the `overlapping`, `before` and
   * `after` filters and `use_field`; 7.0–7.1 answer `Unknown filter type` and `unknown field`.
   */
  intervalsUseField: boolean;
  /** How many terms a multi-term intervals rule may expand to: Lucene's 128 (ES 7, OpenSearch), `max_clause_count` from ES 8. */
  intervalMaxExpansions: '128' | 'max-clause-count';
  /**
   * The `common` terms query: ES 5–7 (deprecated with a warning from 7.3), gone in 8.0 (an unknown
   * query; only the v7 compatible API keeps it); OpenSearch keeps it (deprecated, warning as ES 7).
   */
  commonTermsQuery: 'accepted' | 'deprecated' | 'removed';
  /**
   * bool's `disable_coord`: functional in ES 5 (Lucene coord), a deprecated no-op from 6.0 to 7.x and in OpenSearch
   * (BoolQueryBuilder DISABLE_COORD_FIELD.withAllDeprecated("disable_coord has been removed")), gone in ES 8 (an unknown field).
   */
  boolDisableCoord: 'accepted' | 'deprecated' | 'removed';
  /** A sort's `nested_path`/`nested_filter`: deprecated for `nested` from ES 6.1 to 7.x and in OpenSearch (FieldSortBuilder's deprecation log). */
  sortNestedPathDeprecated: boolean;
  /**
   * ES 8.0 removed a sort's `nested_path`/`nested_filter` (FieldSortBuilder's parser: "[nested_path] has been removed in
   * favour of the [nested] parameter") and refuses a field under a nested path sorted outside any nested context
   * (validateMissingNestedPath: "it is mandatory to set the [nested] context on the nested sort field"); ES 7.x and
   * OpenSearch sort it on the root documents' values, which Lucene keeps in the child documents (all missing).
   */
  sortNestedContextRequired: boolean;
  /** `cutoff_frequency` on `match`: accepted before ES 8.0 (deprecated from 7.3), refused by 8.0; OpenSearch accepts it (deprecated). */
  matchCutoffFrequency: 'accepted' | 'deprecated' | 'removed';
  /** `match` still reads its `type` (boolean/phrase/phrase_prefix) and `slop` keys: ES 5.x, deprecated there, gone in 6.0. */
  matchTypeAndSlop: boolean;
  /**
   * `case_insensitive` on term, prefix, wildcard and regexp (ES 7.10: elastic/elasticsearch#61596 and #59441;
   * OpenSearch forked with it); before, `[term] query does not support [case_insensitive]`.
   */
  caseInsensitiveTermLevel: boolean;
  /**
   * A terms lookup's `type` draws ParseField.withAllDeprecated's warning (TermsLookup's parser, ES 7.7.1+ by
   * 7.x search/171_terms_query_with_types.yml's skip " - 7.7.0"; OpenSearch forked with it). Read only
   * where the typed dialect still takes the key (`typedApis`).
   */
  termsLookupTypeDeprecated: boolean;
  /**
   * `_explain` rewrites its query on the coordinating node, so a terms lookup fetches its terms: ES 8.3
   * (elastic/elasticsearch#87013), OpenSearch 3.0 (opensearch-project/OpenSearch#17286); before, the shard
   * fails it ("async actions are left after rewrite").
   */
  explainRewritesLookups: boolean;
  /**
   * A terms lookup may name a `query` instead of an `id`: the values at `path` of every lookup-index document
   * the query matches (OpenSearch 3.2, opensearch-project/OpenSearch#18195); Elasticsearch has none.
   */
  termsLookupByQuery: boolean;
  /**
   * A terms query may take `value_type: bitmap` (one base64 RoaringBitmap matched against an `integer` field),
   * and a terms lookup `store: true` (the looked-up field's stored value, not its source): OpenSearch 2.17's
   * bitmap filtering (opensearch-project/OpenSearch#14774, TermsQueryBuilder.ValueType); Elasticsearch has none.
   */
  termsBitmap: boolean;
  /**
   * A regexp's counted repeat refused before it is built (RegExp.toAutomatonInternal: (operand states − 1) ×
   * bound over `max_determinized_states`), in Lucene 8's words (`states`: ES 7, OpenSearch 1) or Lucene 9's
   * (`effort`: ES 8, OpenSearch 2). Lucene 10 (ES 9, OpenSearch 3) dropped the check with RegExp's own
   * determinization; ES 5/6 wrap it in a query_shard_exception naming the query's JSON, not modelled (`none`).
   */
  regexpRepeatLimit: 'states' | 'effort' | 'none';
  /**
   * An unsigned_long sort's `sum`, `avg` and `median` combine the exact unsigned values, wrapping at 2^64 and
   * rounding a mean half up (OpenSearch 3.0; its search/260_sort_unsigned_long.yml skips " - 2.19.99").
   */
  unsignedLongSortModesExact: boolean;
  /**
   * The field types a query may search through doc values alone when mapped `index: false` (MappedFieldType's
   * doc-values fallback); any other non-indexed field fails the query ("Cannot search on field [f] since it is
   * not indexed."). Elasticsearch 8.1 for numbers, dates, keyword, boolean and ip (approx.); OpenSearch 2.12 for
   * numbers (search/360_number_field_term_doc_values_only.yml) and 3.0 for the others (340_doc_values_field.yml,
   * 370_ip_field_doc_values.yml).
   */
  docValuesOnlySearch: readonly string[];
  /**
   * A phrase on a text field indexed without positions (`index_options: docs|freqs`) fails the query:
   * MatchQuery.checkForPositions's IllegalStateException (ES 5-7, OpenSearch), TextFieldType.checkForPositions's
   * IllegalArgumentException from 8.0 (approx.), "field:[f] was indexed without position data; cannot run PhraseQuery".
   */
  phraseWithoutPositions: 'illegal_state_exception' | 'illegal_argument_exception';
  /**
   * The `fields` option on a flattened field's root: the object as `_source` has it (7.11+), or from 8.16
   * (approx., with index.mapping.ignore_above, search/530_ignore_above_stored_source.yml) its top-level values
   * past ignore_above left out and one-element arrays printed as their element (RootFlattenedFieldType's fetcher).
   */
  flattenedFetchFiltered: boolean;
  /**
   * The `fields` option fetches a key under a flattened field named in full (`labels.route`, KeyedFlattenedFieldType's
   * value fetcher) from 7.13 (search/340_flattened.yml "Test fetching flattened subfields via fields option"); before,
   * such a name matches no field.
   */
  flattenedKeysFetched: boolean;
  /**
   * Integer, short and byte fields sort as Lucene INT (SortField.Type.INT), so a missing value sorts and prints
   * as Integer.MAX_VALUE / MIN_VALUE, not Long's: elastic/elasticsearch#127968 (9.1), backported as #128832 to
   * 8.19; not in 9.0 (search/95_sort_mixed_numeric_types.yml "Sort missing values sort last"). OpenSearch: LONG.
   */
  intSortForIntFields: boolean;
  /**
   * A `_script` sort of `type: version` (ScriptSortType.VERSION, ES 8.3, as the x-pack versionfield's
   * 20_scripts.yml "Sort script returning version value"); before, and in OpenSearch, an unknown ScriptSortType.
   */
  scriptSortVersion: boolean;
  /**
   * The phrase suggester refuses a field whose own analyzer's shingles emit no unigrams ("The default analyzer for
   * field: [...] doesn't emit unigrams", PhraseSuggestionBuilder.build) whatever `force_unigrams` says. Not in
   * OpenSearch: its analysis-common search.suggest/20_phrase_field_match_only_text.yml gets the candidate generator's
   * "since it doesn't emit unigrams" for such a field and no error with `force_unigrams: false`.
   */
  phraseDefaultAnalyzerUnigramCheck: boolean;
}

const DV_NUMBERS = ['byte', 'short', 'integer', 'long', 'float', 'half_float', 'double', 'scaled_float', 'unsigned_long'];
const DV_OTHERS = ['date', 'date_nanos', 'keyword', 'boolean', 'ip'];

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const SEARCH_RULES: RulesOf<SearchCapabilities> = {
  // `rest_total_hits_as_int` became opt-in in 7.0 (#35849).
  totalHitsAsInt: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  trackTotalHitsThreshold: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  scrollRefusesFrom: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  sliceNeedsScroll: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  // ES 5 refused `request_cache` on a scroll, ES 6 only warned (deprecations.ts), 7.0 refuses again.
  scrollRequestCacheRefused: rule([['5.0.0', true], ['6.0.0', false], ['7.0.0', true]], always(true)),
  scrollIdContextUuid: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  scrollIdOnEveryPage: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  sliceShardNumbering: rule([['5.0.0', 'per-index'], ['7.0.0', 'per-request']], always('per-index')),
  sliceIdField: rule([['5.0.0', '_uid'], ['6.0.0', '_id']], always('_id')),
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
  matchBoolPrefixQuery: rule([['5.0.0', false], ['7.2.0', true]], always(true)),
  multiMatchLegacyOptions: rule([['5.0.0', true], ['8.0.0', false]], always(true)),
  idFielddataDisallowed: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  idFielddataDeprecated: rule([['5.0.0', false], ['7.6.0', true], ['8.0.0', false]], [['1.0.0', true], ['2.0.0', false]]),
  maxRegexLength: rule([['5.0.0', 'accept'], ['6.4.0', 'refuse']], always('refuse')),
  maxClauseCount: rule([['5.0.0', 1024], ['8.0.0', 4096], ['8.1.0', 16384]], always(1024)),
  nestedClauseLimit: rule([['5.0.0', 'none'], ['8.0.0', 'server-error'], ['8.16.0', 'illegal-argument']], [['1.0.0', 'none'], ['2.0.0', 'server-error']]),
  queryStringRegexLength: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  namedQueriesScore: rule([['5.0.0', false], ['8.8.0', true]], [['0.0.0', false], ['2.13.0', true]]),
  percolatorNamedMatches: rule([['5.0.0', false], ['8.13.0', true]], always(false)),
  queryParserJavacc7: rule([['5.0.0', false], ['8.0.0', true]], [['0.0.0', false], ['3.0.0', true]]),
  searchIntOverflow: rule(always('result-window'), [['0.0.0', 'server-error'], ['3.1.0', 'bad-request']]),
  fieldsRefusedWithoutSource: rule([['5.0.0', false], ['7.10.0', true], ['8.3.0', false]], always(true)),
  queryStringRegexNormalized: rule(always(false), [['0.0.0', false], ['2.4.0', true]]),
  dateParser: rule([['5.0.0', 'joda'], ['7.0.0', 'java']], always('java')),
  fielddataError: rule([['5.0.0', 'on-text-fields'], ['7.0.0', 'on-field-in-index']], always('not-optimised')),
  msearchEmptyFirstLine: rule([['5.0.0', 'skip'], ['7.0.0', 'warn'], ['8.0.0', 'header']], always('warn')),
  // SearchRequest.validate gained `[search_after] cannot be used in a scroll context` in 8.x; SearchService's
  // shard check (a SearchException) answers it before.
  searchAfterScrollValidated: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  preFilterOnSortOrReadOnly: rule([['5.0.0', false], ['7.6.0', true]], always(true)),
  scoringQueries: rule(
    [
      ['5.0.0', { scriptScore: false, rankFeature: false, distanceFeature: false, pinned: false }],
      ['7.0.0', { scriptScore: true, rankFeature: true, distanceFeature: false, pinned: false }],
      ['7.2.0', { scriptScore: true, rankFeature: true, distanceFeature: true, pinned: false }],
      ['7.4.0', { scriptScore: true, rankFeature: true, distanceFeature: true, pinned: true }],
    ],
    always({ scriptScore: true, rankFeature: true, distanceFeature: true, pinned: false }),
  ),
  sparseVectorQuery: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  fullTextQueries: rule(
    [
      ['5.0.0', { intervals: false, combinedFields: false }],
      ['7.0.0', { intervals: true, combinedFields: false }],
      ['7.13.0', { intervals: true, combinedFields: true }],
    ],
    [
      ['1.0.0', { intervals: true, combinedFields: false }],
      ['3.2.0', { intervals: true, combinedFields: true }],
    ],
  ),
  // `_shard_doc` came with ES 7.12 (#68562); OpenSearch, forked at 7.10, got its own in 3.3 (#18924).
  shardDocSort: rule([['5.0.0', 'none'], ['7.12.0', 'es']], [['0.0.0', 'none'], ['3.3.0', 'os']]),
  unsignedLongSortModesExact: rule(always(false), [['1.0.0', false], ['3.0.0', true]]),
  flattenedFetchFiltered: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  flattenedKeysFetched: rule([['5.0.0', false], ['7.13.0', true]], always(false)),
  intSortForIntFields: rule([['5.0.0', false], ['8.19.0', true], ['9.0.0', false], ['9.1.0', true]], always(false)),
  phraseWithoutPositions: rule([['5.0.0', 'illegal_state_exception'], ['8.0.0', 'illegal_argument_exception']], always('illegal_state_exception')),
  docValuesOnlySearch: rule(
    [['5.0.0', []], ['8.1.0', [...DV_NUMBERS, ...DV_OTHERS]]],
    [['1.0.0', []], ['2.12.0', DV_NUMBERS], ['3.0.0', [...DV_NUMBERS, ...DV_OTHERS]]],
  ),
  pitApi: rule([['5.0.0', false], ['7.10.0', true]], always(false)),
  termsEnumApi: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  asyncSearchApi: rule([['5.0.0', false], ['7.7.0', true]], always(false)),
  asyncSearchStatusApi: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  asyncSearchCompletionTime: rule([['5.0.0', false], ['8.10.0', true]], always(false)),
  openSearchPitApi: rule(always(false), [['1.0.0', false], ['2.4.0', true]]),
  rankEvalApi: rule([['5.0.0', false], ['6.2.0', true]], always(true)),
  rankEvalMetrics: rule(
    [
      ['5.0.0', []],
      ['6.2.0', ['precision', 'mean_reciprocal_rank', 'dcg']],
      ['6.4.0', ['precision', 'mean_reciprocal_rank', 'dcg', 'expected_reciprocal_rank']],
      ['7.7.0', ['precision', 'recall', 'mean_reciprocal_rank', 'dcg', 'expected_reciprocal_rank']],
    ],
    always(['precision', 'recall', 'mean_reciprocal_rank', 'dcg', 'expected_reciprocal_rank']),
  ),
  rankEvalScoreField: rule([['5.0.0', 'quality_level'], ['6.4.0', 'metric_score']], always('metric_score')),
  searchPipelineApi: rule(always(false), [['1.0.0', false], ['2.9.0', true]]),
  searchPipelineProcessors: rule(always([]), [
    ['1.0.0', []],
    ['2.9.0', ['filter_query', 'script', 'rename_field']],
    ['2.12.0', ['filter_query', 'script', 'oversample', 'rename_field', 'truncate_hits', 'collapse']],
    ['2.16.0', ['filter_query', 'script', 'oversample', 'rename_field', 'truncate_hits', 'collapse', 'sort']],
    ['2.17.0', ['filter_query', 'script', 'oversample', 'rename_field', 'truncate_hits', 'collapse', 'sort', 'split']],
  ]),
  openSearchDeleteAllEmptyOk: rule(always(false), [['1.0.0', false], ['2.10.0', true]]),
  // approx.: the `_shards` header came with allow_partial_search_results on open PIT (8.16).
  pitOpenShardsHeader: rule([['5.0.0', false], ['8.16.0', true]], always(true)),
  maxOpenPitContexts: rule(always(Infinity), always(300)),
  pitIdLayout: rule([['5.0.0', 'es7'], ['8.0.0', 'es8']], always('os')),
  fieldsOption: rule([['5.0.0', false], ['7.10.0', true]], always(true)),
  docvalueDatesAsMillis: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  useFieldMappingFormat: rule([['5.0.0', 'literal'], ['6.4.0', 'mapping'], ['7.0.0', 'deprecated'], ['8.0.0', 'literal']], always('deprecated')),
  keywordTermConstantScore: rule(always(false), [['0.0.0', false], ['3.0.0', true]]),
  // The x-content library moved to org.elasticsearch.xcontent in 8.0 (approx.).
  exceptionPackages: rule([['5.0.0', 'es7'], ['8.0.0', 'es8']], always('os')),
  completionContextsMandatory: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  intervalRules: rule(
    [
      ['5.0.0', []],
      ['7.0.0', ['match', 'any_of', 'all_of']],
      ['7.3.0', ['match', 'any_of', 'all_of', 'prefix', 'wildcard']],
      ['7.6.0', ['match', 'any_of', 'all_of', 'prefix', 'wildcard', 'fuzzy']],
      ['8.16.0', ['match', 'any_of', 'all_of', 'prefix', 'wildcard', 'regexp', 'fuzzy', 'range']],
    ],
    [
      ['0.0.0', ['match', 'any_of', 'all_of', 'prefix', 'wildcard', 'fuzzy']],
      // regexp and `mode` came with 1.3 (OpenSearch's search/230_interval_query.yml: "introduced in 1.3").
      ['1.3.0', ['match', 'any_of', 'all_of', 'prefix', 'wildcard', 'regexp', 'fuzzy']],
    ],
  ),
  intervalsMode: rule(always(false), [['0.0.0', false], ['1.3.0', true]]),
  intervalsUseField: rule([['5.0.0', false], ['7.2.0', true]], always(true)),
  intervalMaxExpansions: rule([['5.0.0', '128'], ['8.0.0', 'max-clause-count']], always('128')),
  commonTermsQuery: rule([['5.0.0', 'accepted'], ['7.3.0', 'deprecated'], ['8.0.0', 'removed']], always('deprecated')),
  sortNestedPathDeprecated: rule([['5.0.0', false], ['6.1.0', true], ['8.0.0', false]], always(true)),
  // approx. before 7.0: ES 2.x once required nested_path (elastic/elasticsearch#13429); the 7.10 fork (OpenSearch) does not.
  sortNestedContextRequired: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  boolDisableCoord: rule([['5.0.0', 'accepted'], ['6.0.0', 'deprecated'], ['8.0.0', 'removed']], always('deprecated')),
  matchCutoffFrequency: rule([['5.0.0', 'accepted'], ['7.3.0', 'deprecated'], ['8.0.0', 'removed']], always('deprecated')),
  matchTypeAndSlop: rule([['5.0.0', true], ['6.0.0', false]], always(false)),
  caseInsensitiveTermLevel: rule([['5.0.0', false], ['7.10.0', true]], always(true)),
  regexpRepeatLimit: rule([['5.0.0', 'none'], ['7.0.0', 'states'], ['8.0.0', 'effort'], ['9.0.0', 'none']], [['1.0.0', 'states'], ['2.0.0', 'effort'], ['3.0.0', 'none']]),
  termsLookupByQuery: rule([['5.0.0', false]], [['1.0.0', false], ['3.2.0', true]]),
  termsBitmap: rule([['5.0.0', false]], [['1.0.0', false], ['2.17.0', true]]),
  termsLookupTypeDeprecated: rule([['5.0.0', false], ['7.7.1', true]], always(true)),
  explainRewritesLookups: rule([['5.0.0', false], ['8.3.0', true]], [['1.0.0', false], ['3.0.0', true]]),
  scriptSortVersion: rule([['5.0.0', false], ['8.3.0', true]], always(false)),
  phraseDefaultAnalyzerUnigramCheck: rule(always(true), always(false)),
};
