/**
 * Which numbers of an aggregation's body ES writes as Java doubles, by the aggregation's typed name (its
 * InternalAggregation class): a metric's `value` (InternalNumericMetricsAggregation.SingleValue holds a
 * double), stats' min/max/avg/sum, percentiles, a histogram's or a `dterms`'s bucket `key`, a range's
 * `from`/`to`. Jackson prints those as Double.toString does (`7.0`, `1.23456785E7`); counts (`doc_count`,
 * `value_count`, `cardinality`) and a date histogram's keys are longs and print as integers. The marks are
 * read by the encoder only (json.ts `markJava`).
 */
import { isObject, markJava, type Json, type JsonObject } from '../../json.ts';

const STATS = ['min', 'max', 'avg', 'sum'];
const EXTENDED = [...STATS, 'sum_of_squares', 'variance', 'variance_population', 'variance_sampling', 'std_deviation', 'std_deviation_population', 'std_deviation_sampling'];
const BOXPLOT = ['min', 'max', 'q1', 'q2', 'q3', 'lower', 'upper'];

/** Each bucket of a multi-bucket body (`buckets` as an array, or keyed by its key). */
function eachBucket(body: JsonObject, f: (b: JsonObject) => void): void {
  const buckets = body.buckets;
  if (Array.isArray(buckets)) for (const b of buckets) isObject(b) && f(b);
  else if (isObject(buckets)) for (const b of Object.values(buckets)) isObject(b) && f(b);
}

/** Percentiles' `values`: keyed (every member a double) or a list of `{key, value}`. */
function percentileValues(body: JsonObject): void {
  const v = body.values;
  if (isObject(v)) markJava(v, 'double');
  else if (Array.isArray(v)) for (const e of v) if (isObject(e)) markJava(e, 'double', ['key', 'value']);
}

function extended(body: JsonObject): void {
  markJava(body, 'double', EXTENDED);
  if (isObject(body.std_deviation_bounds)) markJava(body.std_deviation_bounds, 'double');
}

function latLon(v: Json | undefined): void {
  if (isObject(v)) markJava(v, 'double', ['lat', 'lon']);
}

const value = (body: JsonObject) => markJava(body, 'double', ['value']);
const bucketKeys = (body: JsonObject) => eachBucket(body, (b) => markJava(b, 'double', ['key']));
const ranges = (body: JsonObject) => eachBucket(body, (b) => markJava(b, 'double', ['from', 'to']));

const BY_TYPE: Readonly<Record<string, (body: JsonObject) => void>> = {
  avg: value,
  sum: value,
  min: value,
  max: value,
  median_absolute_deviation: value,
  weighted_avg: value,
  rate: value,
  t_test: value,
  simple_value: value,
  bucket_metric_value: value,
  derivative: (body) => markJava(body, 'double', ['value', 'normalized_value']),
  stats: (body) => markJava(body, 'double', STATS),
  stats_bucket: (body) => markJava(body, 'double', STATS),
  extended_stats: extended,
  extended_stats_bucket: extended,
  tdigest_percentiles: percentileValues,
  hdr_percentiles: percentileValues,
  tdigest_percentile_ranks: percentileValues,
  hdr_percentile_ranks: percentileValues,
  percentiles_bucket: percentileValues,
  boxplot: (body) => markJava(body, 'double', BOXPLOT),
  geo_bounds: (body) => {
    const b = body.bounds;
    if (isObject(b)) for (const corner of Object.values(b)) latLon(corner as Json);
  },
  geo_centroid: (body) => latLon(body.location as Json | undefined),
  // InternalKSTestAggregation: a map of alternative to p-value, every one a double (`1.0`).
  bucket_count_ks_test: (body) => markJava(body, 'double'),
  // InternalCartesianBounds and InternalCartesianCentroid hold doubles (a float widened: 4886.0, not 4886).
  cartesian_bounds: (body) => {
    const b = body.bounds;
    if (isObject(b)) for (const corner of Object.values(b)) if (isObject(corner)) markJava(corner, 'double', ['x', 'y']);
  },
  cartesian_centroid: (body) => {
    if (isObject(body.location)) markJava(body.location, 'double', ['x', 'y']);
  },
  string_stats: (body) => {
    markJava(body, 'double', ['avg_length', 'entropy']);
    if (isObject(body.distribution)) markJava(body.distribution, 'double');
  },
  matrix_stats: (body) => {
    if (!Array.isArray(body.fields)) return;
    for (const f of body.fields) {
      if (!isObject(f)) continue;
      markJava(f, 'double', ['mean', 'variance', 'skewness', 'kurtosis']);
      if (isObject(f.covariance)) markJava(f.covariance, 'double');
      if (isObject(f.correlation)) markJava(f.correlation, 'double');
    }
  },
  histogram: bucketKeys,
  dterms: bucketKeys,
  drareterms: bucketKeys,
  variable_width_histogram: (body) => eachBucket(body, (b) => markJava(b, 'double', ['min', 'key', 'max'])),
  range: ranges,
  date_range: ranges,
  geo_distance: ranges,
  sigsterms: (body) => eachBucket(body, (b) => markJava(b, 'double', ['score'])),
  siglterms: (body) => eachBucket(body, (b) => markJava(b, 'double', ['score'])),
};

/** Marks the doubles of one aggregation's rendered body, by its typed name. */
export function markAggDoubles(typedName: string, body: JsonObject): void {
  BY_TYPE[typedName]?.(body);
}
