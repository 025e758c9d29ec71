/**
 * The aggregate_metric_double field type (x-pack AggregateDoubleMetricFieldMapper, ES 7.11+): a document
 * gives pre-aggregated `min`, `max`, `sum` and `value_count` in an object; the mapping names which
 * (`metrics`) and which one queries, sorts and the `exists` query use (`default_metric`, implied when one
 * metric is listed). The metric aggregations read the matching metric (search/aggs/metrics.ts).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { aggregateMetricDefaultNotInMetrics, aggregateMetricPropertyRequired, aggregateMetricUnsupported, timeSeriesMetricUnknown, type EsError } from '../errors/index.ts';
import { aggregateMetricMultiFields } from '../deprecations.ts';
import type { FieldDef } from './types.ts';

export const AGGREGATE_METRIC = 'aggregate_metric_double';

/** The metrics the field type knows (AggregateDoubleMetricFieldMapper.Metric). */
export const METRICS: readonly string[] = ['min', 'max', 'sum', 'value_count'];

/** The `time_series_metric` values the field type takes. */
const TIME_SERIES_METRICS: readonly string[] = ['gauge', 'counter', 'summary'];

/**
 * Checks a parsed definition as Builder.build does, in its order, and fills in an implied default metric;
 * `warnings` gets the multi-fields deprecation where the profile has it.
 */
export function checkAggregateMetric(name: string, out: FieldDef, profile: Profile, warnings: string[]): EsError | undefined {
  const leaf = name.split('.').pop()!;
  const raw: Json[] = Array.isArray(out.metrics) ? out.metrics : out.metrics === undefined || out.metrics === null ? [] : [out.metrics as Json];
  for (const m of raw) if (!METRICS.includes(String(m))) return aggregateMetricUnsupported(String(m));
  if (out.default_metric !== undefined && !METRICS.includes(String(out.default_metric))) return aggregateMetricUnsupported(String(out.default_metric));
  const metrics = [...new Set(raw.map(String))];
  if (metrics.length === 0) return aggregateMetricPropertyRequired('metrics', leaf);
  // TimeSeriesParams.metricParam with the field type's own list (x-pack aggregate-metrics/90_tsdb_mappings.yml).
  const tsm = out.time_series_metric;
  if (tsm !== undefined && tsm !== null && !TIME_SERIES_METRICS.includes(String(tsm))) return timeSeriesMetricUnknown(String(tsm), TIME_SERIES_METRICS);
  if (out.fields !== undefined && profile.aggregateMetricMultiFieldsWarning) warnings.push(aggregateMetricMultiFields());
  if (out.default_metric === undefined) {
    if (metrics.length !== 1) return aggregateMetricPropertyRequired('default_metric', leaf);
    out.default_metric = metrics[0]!;
  }
  if (!metrics.includes(String(out.default_metric))) return aggregateMetricDefaultNotInMetrics(String(out.default_metric), leaf);
  return undefined;
}

/** The metric a field's queries, sorts and `exists` read. */
export function defaultMetricOf(def: FieldDef): string {
  return String(def.default_metric ?? (Array.isArray(def.metrics) && def.metrics.length === 1 ? def.metrics[0] : 'max'));
}

/**
 * The `fields` option's value of one aggregate_metric_double object (ES 8.4+: its doc values, each metric
 * the mapping lists, in the Metric enum's order), or undefined when the source holds no object there.
 */
export function metricsObject(v: Json, def: FieldDef): JsonObject | undefined {
  if (!isObject(v)) return undefined;
  const listed = Array.isArray(def.metrics) ? def.metrics.map(String) : [];
  const out: JsonObject = {};
  for (const m of METRICS) if (listed.includes(m) && typeof v[m] === 'number') out[m] = v[m];
  return Object.keys(out).length > 0 ? out : undefined;
}
