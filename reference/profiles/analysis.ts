/** Analysis: filters and names that came and went, and how `_analyze` names what a request builds. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about analysis. */
export interface AnalysisCapabilities {
  /** The `standard` token filter (a no-op) exists: ES 5/6; removed for indices created from 7.0 ("The [standard] token filter has been removed."). */
  standardTokenFilter: boolean;
  /**
   * The camelCase `nGram` / `edgeNGram` filter and tokenizer names: `allowed` (ES 5/6), `deprecated` (a
   * warning: ES 7, OpenSearch), `removed` (an error for indices created from ES 8.0).
   */
  camelCaseNgramNames: 'allowed' | 'deprecated' | 'removed';
  /** Analyzer names starting with `_` and `index.analysis.analyzer.default_index` are refused (ES ≥ 7.0; before, deprecated). */
  analyzerNamesChecked: boolean;
  /** `delimited_payload_filter`, the old name of `delimited_payload`, is accepted (ES 5/6; refused for indices created from 7.0). */
  delimitedPayloadFilterName: boolean;
  /**
   * How `_analyze` names the components it builds for a request, and words their errors: `by-kind` (ES 5/6:
   * `_anonymous_tokenizer`, `_anonymous_tokenfilter`, `_anonymous_charfilter`; "token filter", "char filter")
   * or `by-type` (ES ≥ 7, OpenSearch: `__anonymous__<type>`; "filter", "char_filter", AnalysisRegistry.getComponentFactory).
   */
  anonymousAnalysisNames: 'by-kind' | 'by-type';
  /**
   * The built-in `lowercase` normalizer (AnalysisModule.setupNormalizers: LowercaseNormalizerProvider). The
   * reference's 7.7 page says none ships, 7.17's that `lowercase` does: 7.9 here (approx.); OpenSearch has it.
   */
  lowercaseNormalizer: boolean;
  /**
   * The synonyms API (`/_synonyms`: sets of rules kept by the cluster, SynonymsManagementAPIService) and the
   * `synonyms_set` parameter of synonym filters: ES 8.10 (#97962 and the 8.10 YAML tests' "Introduced in
   * 8.10.0"). OpenSearch has neither (its filters read inline rules or files only).
   */
  synonymsApi: boolean;
  /** `GET /_synonyms[/<set>]` refuses `from + size` over 10,000 (AbstractSynonymsPagedResultAction): ES 8.15 ("Synonym size checks introduced in 8.15.0"). */
  synonymsResultWindow: boolean;
  /**
   * An `updateable` synonym filter is `lenient` unless told otherwise (SynonymTokenFilterFactory,
   * IndexVersions.LENIENT_UPDATEABLE_SYNONYMS): indices created from ES 8.16 ("introduced in 8.16.0").
   */
  updateableSynonymsLenient: boolean;
  /**
   * A lenient filter naming a synonyms set that does not exist loads no rules instead of failing the index's
   * shards: #125659 (March 2025, backported to 8.x): 8.18 here (approx.).
   */
  synonymsSetLenientOnMissing: boolean;
  /**
   * A synonym filter reads its rules only when an analyzer uses it (SynonymTokenFilterFactory's constructor asks
   * only that a source be configured; getChainAwareTokenFilterFactory reads the rules against the chain before
   * it): an index may define an unused synonym filter whose file or set does not exist. From #33702 (merged
   * 2018-09, 6.5 here, approx.); before, the rules were read when the filter was built. OpenSearch forked after.
   */
  synonymRulesReadPerChain: boolean;
  /** `POST /<index>/_reload_search_analyzers` (TransportReloadAnalyzersAction, x-pack 7.3, in server from 8.x); not in OpenSearch (its ISM plugin has `_plugins/_refresh_search_analyzers`). */
  reloadSearchAnalyzersApi: boolean;
  /**
   * Analyzers have an AnalysisMode (ES 7.3, #43368; OpenSearch keeps it): an `updateable` filter runs at search
   * time only, so a mapping whose index-time `analyzer` holds one is refused (TextParams: checkAllowedInMode).
   */
  analysisModes: boolean;
  /**
   * The Snowball stemmers are Lucene 9's (Snowball 2.0.0-61, LUCENE-9220): those the simulator holds besides
   * English and Porter. Lucene 8 (ES 5-7, OpenSearch 1) shipped Snowball 1 stemmers, Lucene 10 (ES 9, OpenSearch 3)
   * Snowball 3's (apache/lucene#13209, #13230: Kp and Lovins removed); neither is held.
   */
  lucene9Snowball: boolean;
  /** `stemmer` language `persian` (Lucene's PersianStemFilter): ES 8.11 (elastic/elasticsearch#99106); not in OpenSearch (approx.: none seen). */
  persianStemmer: boolean;
  /** `stemmer` language `spanish_plural` (Lucene's SpanishPluralStemFilter): ES 8.14 (elastic/elasticsearch#106952); not in OpenSearch (approx.). */
  spanishPluralStemmer: boolean;
  /**
   * The `persian` analyzer ends with PersianStemFilter (Lucene 10's PersianAnalyzer): ES 9.0 (its 20_analyzers.yml
   * "persian stemming" asks for 9.0; analysis-common's 80_persian_search.yml says so) and OpenSearch 3.0 (Lucene 10).
   */
  persianAnalyzerStems: boolean;
  /**
   * The `romanian` analyzer folds the cedilla ş ţ to the comma-below ș ț (Lucene 10's RomanianNormalizationFilter,
   * apache/lucene#13233, "for 10.0"; ES 9.0 for new indices, elastic/elasticsearch#113906; OpenSearch 3.0 with
   * Lucene 10, approx.). Lucene 9's RomanianAnalyzer has no such step.
   */
  romanianAnalyzerNormalizes: boolean;
  /**
   * The token filters that run a Painless script per token (the `analysis` script context): `condition`
   * (ScriptedConditionTokenFilterFactory, elastic/elasticsearch#31958, 6.4) and `predicate_token_filter`
   * (#33431, 6.5); OpenSearch kept both.
   */
  scriptedTokenFilters: 'none' | 'condition' | 'both';
  /**
   * A `mappings` line starting with `#` is a comment, unless it is a rule for `#` itself (`# => x`, Analysis's
   * `^\s*#\s*=>`): OpenSearch's word lists drop comment lines (opensearch-project/OpenSearch 6d20423, 2.4,
   * whose dropping of `# =>` rules #7591 and #10220 repaired; the hashtag exception here from 2.11, approx.).
   * Elasticsearch reads every inline line as a rule ("Invalid Mapping Rule").
   */
  mappingRuleComments: boolean;
  /**
   * The `delimited_termfreq` token filter (Lucene's DelimitedTermFrequencyTokenFilter: `foo|3` is `foo` with term
   * frequency 3), OpenSearch 2.10 (its 40_token_filters.yml: "added in v2.10.0"); not in Elasticsearch.
   */
  delimitedTermFreqFilter: boolean;
  /**
   * `htmlStrip`, the camelCase name of the pre-configured `html_strip` char filter (CommonAnalysisPlugin, deprecated
   * from 6.3 with OpenSearch's "[htmpStrip] ... is deprecated" warning, which the reference does not emit): kept by
   * OpenSearch (its analysis-common indices.analyze/10_analyze.yml "htmlStrip_deprecated"); gone in Elasticsearch 8
   * with the other camelCase names (approx.).
   */
  htmlStripCamelCaseName: boolean;
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const ANALYSIS_RULES: RulesOf<AnalysisCapabilities> = {
  standardTokenFilter: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  // CommonAnalysisPlugin: nGram/edgeNGram filters deprecated in 6.4 (warned from 7.0), refused for 8.0 indices.
  camelCaseNgramNames: rule([['5.0.0', 'allowed'], ['7.0.0', 'deprecated'], ['8.0.0', 'removed']], always('deprecated')),
  analyzerNamesChecked: rule([['5.0.0', false], ['7.0.0', true]], always(true)),
  delimitedPayloadFilterName: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  anonymousAnalysisNames: rule([['5.0.0', 'by-kind'], ['7.0.0', 'by-type']], always('by-type')),
  lowercaseNormalizer: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  synonymsApi: rule([['5.0.0', false], ['8.10.0', true]], always(false)),
  synonymsResultWindow: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  updateableSynonymsLenient: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  synonymsSetLenientOnMissing: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  synonymRulesReadPerChain: rule([['5.0.0', false], ['6.5.0', true]], always(true)),
  reloadSearchAnalyzersApi: rule([['5.0.0', false], ['7.3.0', true]], always(false)),
  analysisModes: rule([['5.0.0', false], ['7.3.0', true]], always(true)),
  lucene9Snowball: rule([['5.0.0', false], ['8.0.0', true], ['9.0.0', false]], [['0.0.0', false], ['2.0.0', true], ['3.0.0', false]]),
  persianStemmer: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  spanishPluralStemmer: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  persianAnalyzerStems: rule([['5.0.0', false], ['9.0.0', true]], [['0.0.0', false], ['3.0.0', true]]),
  romanianAnalyzerNormalizes: rule([['5.0.0', false], ['9.0.0', true]], [['0.0.0', false], ['3.0.0', true]]),
  scriptedTokenFilters: rule([['5.0.0', 'none'], ['6.4.0', 'condition'], ['6.5.0', 'both']], always('both')),
  mappingRuleComments: rule(always(false), [['0.0.0', false], ['2.11.0', true]]),
  delimitedTermFreqFilter: rule(always(false), [['0.0.0', false], ['2.10.0', true]]),
  htmlStripCamelCaseName: rule([['5.0.0', true], ['8.0.0', false]], always(true)),
};
