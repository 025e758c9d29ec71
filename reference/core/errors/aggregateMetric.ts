/**
 * aggregate_metric_double mappings ES refuses (x-pack AggregateDoubleMetricFieldMapper.Builder): a metric
 * outside min, max, sum, value_count; no `metrics`; no `default_metric` where several metrics leave it open;
 * a default metric the field does not hold. Each is an IllegalArgumentException the mapping parse reports.
 */
import { mapperParsing, type EsError } from './base.ts';

/** A `metrics` entry or `default_metric` that is no metric of the field type. */
export function aggregateMetricUnsupported(metric: string): EsError {
  return mapperParsing(`Metric [${metric}] is not supported.`);
}

/** `metrics` missing or empty, or `default_metric` missing with several metrics (`Property [...] is required`). */
export function aggregateMetricPropertyRequired(property: 'metrics' | 'default_metric', field: string): EsError {
  return mapperParsing(`Property [${property}] is required for field [${field}].`);
}

/** A `default_metric` that `metrics` does not list. */
export function aggregateMetricDefaultNotInMetrics(metric: string, field: string): EsError {
  return mapperParsing(`Default metric [${metric}] is not defined in the metrics of field [${field}].`);
}

/** A `time_series_metric` outside the field type's (FieldMapper.Parameter.restrictedStringParam's check). */
export function timeSeriesMetricUnknown(value: string, accepted: readonly string[]): EsError {
  return mapperParsing(`Unknown value [${value}] for field [time_series_metric] - accepted values are [${accepted.join(', ')}]`);
}
