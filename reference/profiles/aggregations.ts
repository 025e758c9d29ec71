/** Aggregations: error wordings and statuses, date_histogram's interval, extended_stats, the t-digest. */
import { always, cmp, rule, triple, type RulesOf } from './timeline.ts';

/** What a profile says about aggregations. */
export interface AggregationsCapabilities {
  /**
   * An unknown aggregation type: ES 5 `Could not find aggregator type [x] in [name]`, ES 6 `Unknown
   * BaseAggregationBuilder [x]`, ES ≥ 7 and OpenSearch `Unknown aggregation type [x]` (a parsing_exception
   * caused by named_object_not_found_exception).
   */
  unknownAggWording: 'could-not-find' | 'unknown-named-object' | 'unknown-aggregation-type';
  /** The status of TooManyBucketsException: 503 (ES 7.x, OpenSearch), 400 (ES 8.x). */
  tooManyBucketsStatus: number;
  /** The status of AggregationExecutionException (a bad `buckets_path`, an order on a missing sub-aggregation). */
  aggExecutionStatus: number;
  /**
   * An invalid bucket order path (InternalOrder.Aggregation.partiallyBuiltBucketComparator) fails the shard with
   * AggregationExecutionException.InvalidPath, 400, named `invalid_path` by its class's simple name
   * (ElasticsearchException.getExceptionName), from ES 8.3 (elastic/elasticsearch#86532, "Change aggregation path
   * element errors to be 400s", merged 2022-05-06); before, and in OpenSearch, the AggregationExecutionException
   * itself (aggExecutionStatus).
   */
  aggInvalidPath: boolean;
  /**
   * A regex include/exclude on a number or ip field, or several weights in one weighted_avg document, fail the
   * shard with an IllegalArgumentException (400) from ES 8.11 (elastic/elasticsearch#99963), an
   * AggregationExecutionException (500) before and in OpenSearch.
   */
  aggRequestErrors400: boolean;
  /**
   * A `value_type` whose values source differs from the mapped field's fails that shard (ES 8.1, #81350:
   * ValuesSourceConfig.internalResolve, `Field type [keyword] is incompatible with specified value_type [ip]`);
   * earlier versions and OpenSearch read the field as mapped.
   */
  valueTypeMismatchFailsShard: boolean;
  /**
   * The old order keys `_term` and `_time`: ES 5 reads them as the key (terms `_term`, date_histogram `_time`);
   * ES 6.0 deprecated both for every bucket order ("Deprecated aggregation order key [_term] used, replaced by
   * [_key]"); ES 8.0 removed them (#39450), so they name a sub-aggregation. OpenSearch keeps the 7.x parser.
   */
  legacyOrderKeys: 'native' | 'deprecated' | 'removed';
  /**
   * How `date_histogram` takes its interval: `interval` only (ES < 7.2), `interval` deprecated beside
   * `calendar_interval`/`fixed_interval` (ES 7.2–7.x, OpenSearch), those two only (ES ≥ 8.0).
   */
  dateHistogramInterval: 'interval' | 'interval-deprecated' | 'calendar-fixed';
  /** `extended_stats` prints the population and sampling variants of variance and deviation (ES ≥ 7.9, #49554; OpenSearch ≥ 1.0). */
  extendedStatsSampling: boolean;
  /**
   * The t-digest behind `percentiles` and friends: com.tdunning t-digest 3.2's AVLTreeDigest (ES < 8.9,
   * OpenSearch 1.x and 2.x), ES's own fork libs/tdigest from 8.9 (#96086 forked it, #96787 added HybridDigest and
   * the execution hint, #96904 made the hybrid the default), t-digest 3.3's AVLTreeDigest (OpenSearch 3.0:
   * opensearch-project/OpenSearch#3634 upgraded main in 2022 and was not backported, so 2.x keeps 3.2, as
   * opensearch-project/sql#2710 notes) or its MergingDigest (OpenSearch ≥ 3.4, #18124 reapplied by #19648;
   * TDigestState.read's V_3_4_0).
   */
  tdigest: 'avl-3.2' | 'es-hybrid' | 'avl-3.3' | 'merging-3.3';
  /**
   * How `scripted_metric` hands its state to scripts: `params._agg`/`params._aggs` with combine and reduce
   * scripts optional (ES < 6.4), those beside `state`/`states` (6.4–6.x, #30111), `state`/`states` only
   * with combine and reduce scripts required (ES ≥ 7.0, OpenSearch).
   */
  scriptedMetricState: 'agg-params' | 'state-and-agg' | 'state';
  /**
   * The cluster settings `search.aggs.only_allowed_metric_scripts`, `search.aggs.allowed_inline_metric_scripts` and
   * `search.aggs.allowed_stored_metric_scripts` restrict `scripted_metric` to listed scripts (ES ≥ 8.15;
   * scripted_metric_allow_list.yml "scripted metrics agg allow list settings introduced in 8.15.0").
   */
  scriptedMetricAllowLists: boolean;
  /**
   * A `significant_terms` on a field under a nested path counts each background document that holds the term in
   * one of its nested objects (#128472, merged 2025-05, backported to 8.19 #128896, 8.18 #128969, 8.17 #128970 and
   * 9.0 #128897: the background term query wrapped in a NestedQuery); before, the term query ran on the root
   * documents alone and every `bg_count` was 0.
   */
  sigTermsNestedBackground: boolean;
  /**
   * The background of `significant_terms` keeps to the documents the search's alias filter lets through
   * (SignificanceLookup refilters through AggregationContext.filterQuery; sig_terms.yml "Test alias background
   * filter": "fixed in 8.4"); before, it counted the whole index.
   */
  sigTermsAliasBackground: boolean;
  /** `variable_width_histogram` exists (ES ≥ 7.9, #42035; OpenSearch, forked from 7.10). */
  variableWidthHistogram: boolean;
  /**
   * `search.max_buckets` when the cluster sets none (-1: no limit): none before 7.0, 10,000 in 7.0–7.8,
   * 65,535 from 7.9 (#57042), 65,536 from 7.13 (#70645, backported as #70706; the 7.x search.aggregation/
   * 10_histogram.yml "Tiny tiny tiny range" expects [65536] from 7.13); OpenSearch forked at 65,535.
   */
  maxBucketsDefault: number;
  /** `random_sampler` exists (ES ≥ 8.2, its minimal transport version; not in OpenSearch). */
  randomSampler: boolean;
  /** `random_sampler` takes `shard_seed` (ES ≥ 8.14: the builder writes it from V_8_14_0; RANDOM_AGG_SHARD_SEED). */
  randomSamplerShardSeed: boolean;
  /** `geohex_grid` exists (ES ≥ 8.1, x-pack spatial: GeoHexGridAggregationBuilder's V_8_1_0; not in OpenSearch's core). */
  geohexGrid: boolean;
  /** `geo_line` exists (ES ≥ 7.11, x-pack spatial: GeoLineAggregationBuilder, #59875; not in OpenSearch). */
  geoLine: boolean;
  /** `cartesian_bounds` and `cartesian_centroid` over `point` and `shape` fields (x-pack spatial, ES 8.6). */
  cartesianAggs: boolean;
  /**
   * The x-pack ml aggregation pieces of ES 7.14 (for APM correlations): the `bucket_correlation` and
   * `bucket_count_ks_test` sibling pipelines and the `p_value` significance heuristic; not in OpenSearch.
   */
  mlAggregations: boolean;
  /**
   * A `buckets_path` may stop at a `percentiles`/`percentile_ranks` with a single value, without naming it
   * (ES ≥ 8.4, #87220); before, and in OpenSearch, that path is refused as "contains multiple values".
   */
  bucketsPathSingleValueMetric: boolean;
  /** `adjacency_matrix` takes `show_only_intersecting`, keeping only the `A&B` buckets (OpenSearch ≥ 3.0; not in ES). */
  adjacencyShowOnlyIntersecting: boolean;
  /** terms on an unsigned_long field types as `ulterms` (OpenSearch's UnsignedLongTerms, its 80_typed_keys_unsigned.yml); ES's LongTerms keeps `lterms`. */
  unsignedLongTermsTyped: boolean;
  /**
   * A profiled cardinality on a keyword field with few terms runs GlobalOrdCardinalityAggregator (ES, as modelled
   * for every version); OpenSearch has no such class: its CardinalityAggregator counts ordinals collectors.
   */
  cardinalityGlobalOrds: boolean;
  /**
   * `multi_terms` prints a bucket's `key` terms formatted (a date as its string, a boolean as true/false):
   * OpenSearch's own multi_terms (2.1, InternalMultiTerms.formatObject); ES's x-pack one prints raw values.
   */
  multiTermsFormattedKey: boolean;
  /**
   * A parent pipeline other than `derivative` (serial_diff, cumulative_sum, moving_fn...) may sit under a
   * histogram with `min_doc_count` above 0: ES ≥ 8.3 and 7.17.4 (#86401 split validateParentAggSequentiallyOrdered
   * from ...WithoutSkips); before, every one of them refused it ("must have min_doc_count of 0").
   */
  pipelineSkipsAllowed: boolean;
  /**
   * A sibling pipeline's `buckets_path` is read as AggregationPath parses it and may pass through single-bucket
   * aggregations and keyed buckets before the multi-bucket one (ES ≥ 8.3, #85729: "Unable to find unqualified
   * multi-bucket aggregation"); before, its first name was cut at `>` or `.` and had to be multi-bucket.
   */
  siblingPathThroughSingleBucket: boolean;
  /**
   * A counter metric of a time series index is a values source of its own that the core metrics refuse (ES 8.7,
   * TimeSeriesValuesSourceType.COUNTER; avg_metric.yml "Counter field", "counter field support added in 8.7").
   */
  timeSeriesCounterValuesSource: boolean;
  /**
   * A `time_series` aggregation refuses a `composite` or a top-level `global` in the same request and sampling by
   * `random_sampler` (ES ≥ 8.7, time_series.yml "Handling for time series aggregation failures introduced in 8.7.0").
   */
  timeSeriesAggFailures: boolean;
  /**
   * A `buckets_path` may read `_source.<field>`, `_sort` or `_score` of a top_hits' only hit (ES ≥ 8.9,
   * InternalTopHits.getProperty; top_hits.yml "having": "fixed in 8.9.0"); before, and in OpenSearch, no path
   * into a top_hits is supported.
   */
  topHitsPropertyPaths: boolean;
  /**
   * A `buckets_path` reads one field's figure of a matrix_stats (`stats[value1].counts`, `stats['v'].means`): the
   * last path element takes a metric after its key (AggregationPath.PathElement's `metric`) and
   * InternalMatrixStats.getProperty reads [field, element]; x-pack's matrix_stats.yml "bug fixed in 8.4.0".
   * OpenSearch forked before.
   */
  matrixStatsPropertyPaths: boolean;
  /**
   * A composite date source's formatted key must parse back to the same instant, or the response fails
   * ("created output it couldn't parse", InternalComposite.formatObject): ES ≥ 7.14 (composite.yml "After key
   * parse checking added in 7.14"). OpenSearch forked at 7.10 and is not known to check: left unchecked there.
   */
  compositeKeyFormatChecked: boolean;
  /**
   * A `stats` / `extended_stats` with a format checks that min, max, avg and sum print before it answers
   * (InternalStats.verifyFormattingStats, stats_metric_fail_formatting.yml "fixed in 8.15.0"): a date sum past the
   * printer's year fails the search with "Cannot format stat [sum] ...". Earlier, and in OpenSearch, not checked.
   */
  statsFormatChecked: boolean;
  /**
   * `filters` given by name but rendered as a list (`keyed: false`) print each bucket's `key` (ES 8.8,
   * filters_bucket.yml "named filters with bucket sort test", "introduced in 8.8.0"); OpenSearch prints none.
   */
  filtersNamedBucketKey: boolean;
  /**
   * The `moving_avg` pipeline: in ES from 2.0, deprecated for moving_fn from 6.4 (a warning), gone in 8.0 (an
   * unknown aggregation type; only the REST API compatibility with 7 refuses it by name); OpenSearch keeps it.
   */
  movingAvgAggregation: 'accepted' | 'deprecated' | 'removed';
  /** `rare_terms` takes `threshold`, the term count past which its set becomes a cuckoo filter (ES ≥ 8.0; 285_rare_terms_low_threshold.yml). */
  rareTermsThreshold: boolean;
  /** A profiled aggregation prints its collectDebugInfo as `debug` (ES ≥ 7.9, 10_histogram.yml "debug info added in 7.9.0"; OpenSearch, forked at 7.10). */
  aggProfileDebug: boolean;
  /**
   * How a top-level `filters`, or a `terms` on few global ordinals, runs filter by filter (FilterByFilterAggregator,
   * StringTermsAggregatorFromFilters): not at all (before 7.14's names, OpenSearch); always when valid (7.14); not
   * when a second filter meets a shard holding `_doc_count` (#84427, 8.3: FiltersAggregator.Compatible then).
   */
  aggFilterByFilter: 'none' | 'adapt' | 'adapt-unless-doc-count';
  /**
   * OpenSearch's filter-rewrite optimisation of a top-level date histogram (FilterRewriteOptimizationContext)
   * prints optimized_segments, unoptimized_segments, leaf_visited and inner_visited (2.14 and later).
   */
  aggFilterRewriteDebug: boolean;
  /**
   * The parents a `composite` may sit under (CompositeAggregationBuilder's parent check; any other names its
   * factory in the refusal). Elasticsearch: `nested`, `filter` (elastic/elasticsearch#71639, 7.13) and
   * `random_sampler` (8.2). OpenSearch, forked at 7.10, allowed `nested` only until 2.12 added `filter`
   * (opensearch-project/OpenSearch#11131, labelled v2.12.0) and `reverse_nested` (approx.: its 230_composite.yml
   * "Composite aggregation with filtered reverse nested parent" sits beside the filter cases).
   */
  compositeParents: readonly string[];
  /**
   * The aggregation types of the registry this version's default distribution does not register (an unknown
   * aggregation type there). Elasticsearch added them release by release: significant_text 6.0, composite 6.1,
   * weighted_avg and moving_fn 6.4, auto_date_histogram 6.5, median_absolute_deviation and parent 6.6,
   * geotile_grid 7.0, rare_terms 7.3, and x-pack analytics' cumulative_cardinality 7.4, string_stats 7.6, boxplot and
   * top_metrics 7.7, t_test 7.8, normalize and moving_percentiles 7.9, rate 7.10, multi_terms 7.12, then ip_prefix
   * 8.1. OpenSearch has no analytics plugin and no ip_prefix (its SearchModule.registerAggregations; its users meet
   * "Unknown aggregation type [top_metrics] did you mean [top_hits]?", opensearch-project/opensearch-java#1115) and
   * its own multi_terms from 2.1. Types with a capability of their own (geo_line, random_sampler...) are not listed.
   */
  aggTypesAbsent: readonly string[];
}

/** The analytics aggregations of x-pack (AnalyticsPlugin.getAggregations/getPipelineAggregations) and ip_prefix. */
const X_ANALYTICS = ['cumulative_cardinality', 'string_stats', 'boxplot', 'top_metrics', 't_test', 'normalize', 'moving_percentiles', 'rate', 'multi_terms'];
/** Each type of the registry added after 5.0, by the Elasticsearch release that added it (see aggTypesAbsent). */
const ES_AGG_SINCE: readonly (readonly [string, string])[] = [
  ['6.0.0', 'significant_text'], ['6.1.0', 'composite'], ['6.4.0', 'weighted_avg'], ['6.4.0', 'moving_fn'],
  ['6.5.0', 'auto_date_histogram'], ['6.6.0', 'median_absolute_deviation'], ['6.6.0', 'parent'], ['7.0.0', 'geotile_grid'],
  ['7.3.0', 'rare_terms'], ['7.4.0', 'cumulative_cardinality'], ['7.6.0', 'string_stats'], ['7.7.0', 'boxplot'],
  ['7.7.0', 'top_metrics'], ['7.8.0', 't_test'], ['7.9.0', 'normalize'], ['7.9.0', 'moving_percentiles'], ['7.10.0', 'rate'],
  ['7.12.0', 'multi_terms'], ['8.1.0', 'ip_prefix'],
];
/** Elasticsearch's steps of aggTypesAbsent: at each release above, the types still to come. */
function esAbsentSteps(): [string, readonly string[]][] {
  const versions = [...new Set(['5.0.0', ...ES_AGG_SINCE.map(([v]) => v)])];
  return versions.map((v) => [v, ES_AGG_SINCE.filter(([since]) => cmp(triple(since)!, triple(v)!) > 0).map(([, t]) => t)]);
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const AGGREGATIONS_RULES: RulesOf<AggregationsCapabilities> = {
  aggTypesAbsent: rule(esAbsentSteps(), [['1.0.0', [...X_ANALYTICS, 'ip_prefix']], ['2.1.0', [...X_ANALYTICS.filter((t) => t !== 'multi_terms'), 'ip_prefix']]]),
  compositeParents: rule(always(['nested', 'filter', 'random_sampler']), [['0.0.0', ['nested']], ['2.12.0', ['nested', 'filter', 'reverse_nested']]]),
  // The unknown-type wording: 6.0 moved aggregations to named x-content (#22009); 7.x's parseAggregators
  // wraps NamedObjectNotFoundException as `Unknown aggregation type` (approx. 7.0).
  unknownAggWording: rule([['5.0.0', 'could-not-find'], ['6.0.0', 'unknown-named-object'], ['7.0.0', 'unknown-aggregation-type']], always('unknown-aggregation-type')),
  // TooManyBucketsException answered 503 (SERVICE_UNAVAILABLE) through 7.x; 8.x answers 400 (approx. 8.0).
  tooManyBucketsStatus: rule([['5.0.0', 503], ['8.0.0', 400]], always(503)),
  aggExecutionStatus: rule(always(500), always(500)),
  aggInvalidPath: rule([['5.0.0', false], ['8.3.0', true]], always(false)),
  aggRequestErrors400: rule([['5.0.0', false], ['8.11.0', true]], always(false)),
  // 20_terms.yml "Value type mismatch fails shard" skips " - 8.0.99" ("Fixed in 8.1").
  valueTypeMismatchFailsShard: rule([['5.0.0', false], ['8.1.0', true]], always(false)),
  legacyOrderKeys: rule([['5.0.0', 'native'], ['6.0.0', 'deprecated'], ['8.0.0', 'removed']], always('deprecated')),
  // `calendar_interval`/`fixed_interval`: 7.2 (#33727), `interval` removed from date_histogram in 8.0.
  dateHistogramInterval: rule([['5.0.0', 'interval'], ['7.2.0', 'interval-deprecated'], ['8.0.0', 'calendar-fixed']], always('interval-deprecated')),
  extendedStatsSampling: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  tdigest: rule([['5.0.0', 'avl-3.2'], ['8.9.0', 'es-hybrid']], [['1.0.0', 'avl-3.2'], ['3.0.0', 'avl-3.3'], ['3.4.0', 'merging-3.3']]),
  // `state`/`states` from 6.4 (#30111); `params._agg` removed and combine/reduce required in 7.0.
  randomSampler: rule([['5.0.0', false], ['8.2.0', true]], always(false)),
  randomSamplerShardSeed: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  geohexGrid: rule([['5.0.0', false], ['8.1.0', true]], always(false)),
  geoLine: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  cartesianAggs: rule([['5.0.0', false], ['8.6.0', true]], always(false)),
  mlAggregations: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  rareTermsThreshold: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  // #86401 (8.3.0), backported to 7.17.4 (#86947); OpenSearch forked before it.
  movingAvgAggregation: rule([['5.0.0', 'accepted'], ['6.4.0', 'deprecated'], ['8.0.0', 'removed']], always('deprecated')),
  pipelineSkipsAllowed: rule([['5.0.0', false], ['7.17.4', true], ['8.0.0', false], ['8.3.0', true]], always(false)),
  // #85729 merged 2022-05-23 into 8.3; OpenSearch forked before it.
  siblingPathThroughSingleBucket: rule([['5.0.0', false], ['8.3.0', true]], always(false)),
  timeSeriesCounterValuesSource: rule([['5.0.0', false], ['8.7.0', true]], always(false)),
  timeSeriesAggFailures: rule([['5.0.0', false], ['8.7.0', true]], always(false)),
  topHitsPropertyPaths: rule([['5.0.0', false], ['8.9.0', true]], always(false)),
  matrixStatsPropertyPaths: rule([['5.0.0', false], ['8.4.0', true]], always(false)),
  compositeKeyFormatChecked: rule([['5.0.0', false], ['7.14.0', true]], always(false)),
  statsFormatChecked: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  filtersNamedBucketKey: rule([['5.0.0', false], ['8.8.0', true]], always(false)),
  variableWidthHistogram: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  // The backports merged 2025-06-04/05, after 8.17.7, 8.18.2 and 9.0.2 (approx.: the patch releases are inferred
  // from the merge dates); 8.19.0 and 9.1.0 have it. OpenSearch forked before it.
  sigTermsAliasBackground: rule([['5.0.0', false], ['8.4.0', true]], always(false)),
  sigTermsNestedBackground: rule([['5.0.0', false], ['8.17.8', true], ['8.18.0', false], ['8.18.3', true], ['8.19.0', true], ['9.0.0', false], ['9.0.3', true]], always(false)),
  maxBucketsDefault: rule([['5.0.0', -1], ['7.0.0', 10_000], ['7.9.0', 65_535], ['7.13.0', 65_536]], always(65_535)),
  // #87220 merged 2022-06 into 8.4; OpenSearch forked before it and has no such shortcut (its 300_pipeline.yml).
  // OpenSearch's 70_adjacency_matrix.yml: "show_only_intersecting was added in 3.0.0".
  multiTermsFormattedKey: rule(always(false), always(true)),
  adjacencyShowOnlyIntersecting: rule(always(false), [['1.0.0', false], ['3.0.0', true]]),
  unsignedLongTermsTyped: rule(always(false), always(true)),
  cardinalityGlobalOrds: rule(always(true), always(false)),
  bucketsPathSingleValueMetric: rule([['5.0.0', false], ['8.4.0', true]], always(false)),
  // Profile debug: 10_histogram.yml "histogram profiler" skips " - 7.8.99"; 20_terms.yml's filter-by-filter
  // names "changed in 8.0.0 to be backported to 7.14.0"; doc_count_field.yml "Filters agg with doc_count" 8.3.0.
  aggProfileDebug: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  aggFilterByFilter: rule([['5.0.0', 'none'], ['7.14.0', 'adapt'], ['8.3.0', 'adapt-unless-doc-count']], always('none')),
  // 330_auto_date_histogram.yml: "debug info for filter rewrite added in 3.0.0 (to be backported to 2.14.0)".
  aggFilterRewriteDebug: rule(always(false), [['1.0.0', false], ['2.14.0', true]]),
  scriptedMetricState: rule([['5.0.0', 'agg-params'], ['6.4.0', 'state-and-agg'], ['7.0.0', 'state']], always('state')),
  scriptedMetricAllowLists: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
};
