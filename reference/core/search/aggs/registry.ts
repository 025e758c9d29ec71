/** Every aggregation type the simulator computes, by the name the request gives it. */
import { cartesianBounds, cartesianCentroid } from './cartesian.ts';
import { avg, extendedStats, max, min, stats, sum, valueCount, weightedAvg } from './metrics.ts';
import { terms } from './terms.ts';
import { dateHistogram, histogram } from './histogram.ts';
import { dateRange, range } from './range.ts';
import { children, diversifiedSampler, filter, filters, global, missing, nested, parent, reverseNested, sampler } from './singleBucket.ts';
import { timeSeries } from './timeSeries.ts';
import { avgBucket, bucketSort, cumulativeCardinality, cumulativeSum, normalize, derivative, extendedStatsBucket, maxBucket, minBucket, percentilesBucket, serialDiff, statsBucket, sumBucket } from './pipelines.ts';
import { bucketScript, bucketSelector, movingFn } from './scriptPipelines.ts';
import { cardinality } from './cardinality.ts';
import { medianAbsoluteDeviation, percentileRanks, percentiles } from './percentiles.ts';
import { topHits } from './topHits.ts';
import { composite } from './composite.ts';
import { ipRange } from './ipRange.ts';
import { ipPrefix } from './ipPrefix.ts';
import { adjacencyMatrix } from './adjacency.ts';
import { boxplot, stringStats, topMetrics } from './moreMetrics.ts';
import { multiTerms, rareTerms } from './multiTerms.ts';
import { significantTerms, significantText } from './significantTerms.ts';
import { autoDateHistogram } from './autoDateHistogram.ts';
import { rate } from './rate.ts';
import { geoBounds, geoCentroid } from './geo.ts';
import { geoLine } from './geoLine.ts';
import { geohashGrid, geotileGrid } from './geoGrid.ts';
import { geohexGrid } from './geohexGrid.ts';
import { movingPercentiles } from './movingPercentiles.ts';
import { movingAvg } from './movingAvg.ts';
import { matrixStats } from './matrixStats.ts';
import { geoDistance } from './geoDistance.ts';
import { tTest } from './tTest.ts';
import { scriptedMetric } from './scriptedMetric.ts';
import { variableWidthHistogram } from './variableWidth.ts';
import { randomSampler } from './randomSampler.ts';
import { bucketCorrelation } from './bucketCorrelation.ts';
import { bucketCountKsTest } from './ksTestAgg.ts';
import type { AggImpl } from './types.ts';

export const REGISTRY: Record<string, AggImpl> = {
  avg, sum, min, max, stats, extended_stats: extendedStats, value_count: valueCount, weighted_avg: weightedAvg,
  geo_distance: geoDistance, geo_bounds: geoBounds, geo_centroid: geoCentroid, geo_line: geoLine, geohash_grid: geohashGrid, geotile_grid: geotileGrid, geohex_grid: geohexGrid, cartesian_centroid: cartesianCentroid, cartesian_bounds: cartesianBounds, rate, terms, composite, top_hits: topHits, cardinality, percentiles, percentile_ranks: percentileRanks, median_absolute_deviation: medianAbsoluteDeviation,
  histogram, date_histogram: dateHistogram, auto_date_histogram: autoDateHistogram, variable_width_histogram: variableWidthHistogram,
  range, date_range: dateRange, ip_range: ipRange, ip_prefix: ipPrefix, adjacency_matrix: adjacencyMatrix, multi_terms: multiTerms, rare_terms: rareTerms,
  matrix_stats: matrixStats, t_test: tTest, significant_terms: significantTerms, significant_text: significantText, string_stats: stringStats, boxplot, top_metrics: topMetrics, scripted_metric: scriptedMetric,
  filter, filters, missing, global, nested, reverse_nested: reverseNested, time_series: timeSeries, sampler, diversified_sampler: diversifiedSampler, random_sampler: randomSampler, children, parent,
  avg_bucket: avgBucket, sum_bucket: sumBucket, min_bucket: minBucket, max_bucket: maxBucket, stats_bucket: statsBucket,
  extended_stats_bucket: extendedStatsBucket, percentiles_bucket: percentilesBucket,
  moving_percentiles: movingPercentiles, cumulative_sum: cumulativeSum, cumulative_cardinality: cumulativeCardinality, normalize, derivative, serial_diff: serialDiff, bucket_sort: bucketSort,
  bucket_script: bucketScript, bucket_selector: bucketSelector, moving_fn: movingFn, moving_avg: movingAvg, bucket_correlation: bucketCorrelation, bucket_count_ks_test: bucketCountKsTest,
};
