/** Collapse, rescore, profile and retrievers: what each version accepts and prints. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about collapse, rescore, profile and retrievers. */
export interface HitShapingCapabilities {
  /**
   * `collapse` with `search_after`: refused outright before ES 7.14 and OpenSearch 3.3 (`cannot use
   * \`collapse\` in conjunction with \`search_after\``), allowed when the sort is the collapse field alone
   * from ES 7.14 (SearchAfterBuilder.buildFieldDoc's `Cannot use [collapse] in conjunction with
   * [search_after] unless…`) and OpenSearch 3.3 (`collapse field and sort field must be the same…`).
   */
  collapseSearchAfter: 'refuse' | 'same-field-es' | 'same-field-os';
  /** `collapse` with `rescore`: refused before ES 8.15 (elastic/elasticsearch#107779) and on OpenSearch. */
  collapseWithRescore: boolean;
  /**
   * Collapse on a field of another type: ES ≥ 7.11 `collapse is not supported for the field [f] of the type
   * [t]` (MappedFieldType.collapseType, #63495, approx. 7.11); before, and on OpenSearch, `unknown type for
   * collapse field \`f\`, only keywords and numbers are accepted`.
   */
  collapseTypeError: 'unknown-type' | 'not-supported';
  /**
   * A profiled shard names its node, index and shard in fields of its own (`node_id`, `shard_id`, `index`,
   * `cluster`) from ES 8.9 (approx., #95173); before, and on OpenSearch, only `id`.
   */
  profileShardFields: boolean;
  /**
   * The fetch phase in a profiled shard: none before ES 7.16 and on OpenSearch, from 7.16 (fetch profiling),
   * with a `StoredFieldsPhase` child from 8.6 (370_profile.yml's "stored fields phase added in 8.6"); the
   * `dfs` section for dfs_query_then_fetch from 8.6 ("dfs profiling implemented in 8.6.0").
   */
  profileFetch: 'none' | 'fetch' | 'fetch-stored-fields-phase';
  /**
   * The `dfs.knn` section of a profiled search with the `knn` option (DfsProfiler, SearchProfileDfsPhaseResult):
   * `combined` (8.7-8.8: one object, every knn's queries under a KnnQueryCollector of reason search_multi),
   * `per-knn` (8.9+: an array of one QueryProfileShardResult per knn, collected by a ProfileCollectorManager);
   * `none` before (8.6's single-knn form is not established) and on OpenSearch (no `knn` option).
   */
  profileDfsKnn: 'none' | 'combined' | 'per-knn';
  /** The `retriever` search option (ES 8.14, with `standard`, `knn`, `rrf`); before, and on OpenSearch, an unknown key. */
  retrieverOption: boolean;
  /**
   * `hits.max_score` of a search sorted on `_score` descending first, then on other fields: the top hit's
   * score from OpenSearch 3.2 (opensearch-project/OpenSearch#18715, TopDocsCollectorContext); null before
   * and on Elasticsearch, where only a relevance sort (none, or `_score` desc alone) or `track_scores` keeps
   * it (QueryPhaseCollectorManager.getMaxScore).
   */
  maxScorePrimaryScoreSort: boolean;
  /** The `linear` retriever (LinearRetrieverBuilder, RankRRFFeatures.LINEAR_RETRIEVER_SUPPORTED): ES 8.18 and 9.0; before, an unknown retriever. */
  linearRetriever: boolean;
  /** The `rescorer` retriever (RescorerRetrieverBuilder, elastic/elasticsearch#118585, backported as #119023): ES 8.18 and 9.0. */
  rescorerRetriever: boolean;
  /** `explain` over an rrf retriever gives RRFRankDoc.explain's fused explanation (rrf/500_rrf_retriever_explain.yml: `gte_v8.15.0`). */
  rrfExplain: boolean;
  /** The `_ignored` metadata field on hits (IgnoredFieldMapper, ES 6.4; OpenSearch has it). */
  /** Hits print `ignored_field_values`: the malformed values the `fields` option set aside, per field (ES ≥ 8.0). */
  ignoredFieldValues: boolean;
  ignoredMetaField: boolean;
  /** `_ignored` has doc values (ES ≥ 8.15): aggregations read it; before, `Fielddata is not supported on field [_ignored]`. */
  ignoredDocValues: boolean;
  /**
   * A keyword value past `ignore_above` is named in `_ignored`: ES ≥ 7.14 (elastic/elasticsearch#74228);
   * before, and in OpenSearch (KeywordFieldMapper.parseCreateField just returns), only malformed values are.
   */
  ignoredIgnoreAbove: boolean;
  /**
   * Metadata fields named in `fields`: skipped (elastic/elasticsearch#58710, ES 7.10, and OpenSearch); from 7.13
   * (#70575) looked up by exact name, so one whose type has no value fetcher (`_seq_no`...) fails the fetch
   * phase; from 7.16 (#78939) `_id`, `_index`, `_routing` and `_version` have values too.
   */
  fieldsMetadata: 'skip' | 'fail-internal' | 'doc-meta';
  /**
   * A metadata field without value fetcher (`_seq_no`, `_source`, `_feature`, `_nested_path`, `_field_names`)
   * named in `fields` is a 400 IllegalArgumentException (`error fetching [f]: …`), no longer a 500
   * UnsupportedOperationException: elastic/elasticsearch#117229 (merged 2024-11 for 9.0, with the 8.x test feature
   * meta_fetch_fields_error_code_changed beside 8.17's source-mode feature): 8.18 here (approx.).
   */
  internalFieldFetchBadRequest: boolean;
  /**
   * A `fields` entry's refused `format` fails as `error fetching [f]: …` (` which matched [pattern]` for a
   * pattern) from ES 7.16 (FieldFetcher.buildValueFetcher; 330_fetch_fields.yml "error changed in 7.16.0");
   * before, and on OpenSearch, with the mapper's own message.
   */
  fieldFetchErrorPrefix: boolean;
  /**
   * What `index.max_docvalue_fields_search` counts: every name without a wildcard, mapped or not, up to ES 7.10
   * and on OpenSearch (MapperService.simpleMatchToFullName returns a plain name as it is; OpenSearch's
   * search/30_limits.yml asks for three unmapped fields and expects the refusal); only mapped fields from ES
   * 7.11 (approx.: the lookup moved to the mapping with runtime fields; ES's own 30_limits.yml then maps its
   * three fields).
   */
  docvalueLimitCountsUnmapped: boolean;
}

/** The timelines of collapse, rescore, profile and retrievers. */
export const HIT_SHAPING_RULES: RulesOf<HitShapingCapabilities> = {
  collapseSearchAfter: rule([['5.0.0', 'refuse'], ['7.14.0', 'same-field-es']], [['0.0.0', 'refuse'], ['3.3.0', 'same-field-os']]),
  collapseWithRescore: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  collapseTypeError: rule([['5.0.0', 'unknown-type'], ['7.11.0', 'not-supported']], always('unknown-type')),
  profileShardFields: rule([['5.0.0', false], ['8.9.0', true]], always(false)),
  profileFetch: rule([['5.0.0', 'none'], ['7.16.0', 'fetch'], ['8.6.0', 'fetch-stored-fields-phase']], always('none')),
  // 370_profile.yml: "multi-knn dfs profiling implemented in 8.7.0" (a `dfs.knn` object), then "profile output
  // extensions in 8.9.0" (`dfs.knn.0`, SearchProfileDfsPhaseResult writing a `knn` array).
  profileDfsKnn: rule([['5.0.0', 'none'], ['8.7.0', 'combined'], ['8.9.0', 'per-knn']], always('none')),
  retrieverOption: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  maxScorePrimaryScoreSort: rule(always(false), [['0.0.0', false], ['3.2.0', true]]),
  linearRetriever: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  rescorerRetriever: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  rrfExplain: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  ignoredMetaField: rule([['5.0.0', false], ['6.4.0', true]], always(true)),
  // IgnoredFieldMapper with doc values: 8.15 (IgnoredFieldMapper.Defaults / the _ignored docs' aggregation example).
  ignoredDocValues: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  ignoredFieldValues: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  ignoredIgnoreAbove: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  fieldsMetadata: rule([['5.0.0', 'skip'], ['7.13.0', 'fail-internal'], ['7.16.0', 'doc-meta']], always('skip')),
  internalFieldFetchBadRequest: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  fieldFetchErrorPrefix: rule([['5.0.0', false], ['7.16.0', true]], always(false)),
  docvalueLimitCountsUnmapped: rule([['5.0.0', true], ['7.11.0', false]], always(true)),
};
