/**
 * What the metric aggregations read of an aggregate_metric_double field (x-pack AggregateMetricsAggregatorsRegistrar):
 * `min` its min metric, `max` its max, `sum` its sum, `value_count` the sum of its value_count metrics, and
 * `avg` the sum of its sums over the sum of its value_counts (AvgAggregator for AGGREGATE_METRIC); no other
 * aggregation takes the field. Values come from the document's object, one number per metric.
 */
import type { Json } from '../../json.ts';
import { AGGREGATE_METRIC } from '../../mapping/aggregateMetric.ts';
import { sourceValues } from '../fields.ts';
import type { Row, ShardCtx } from './types.ts';
import type { SourceSpec } from './valuesSource.ts';

/** The aggregations that read an aggregate_metric_double (AggregateMetricsAggregatorsRegistrar). */
export const READS_AGGREGATE_METRIC: ReadonlySet<string> = new Set(['min', 'max', 'sum', 'avg', 'value_count']);

/** One metric's value in a row, as its sub-field's doc values hold it. */
export type MetricReader = (row: Row, metric: 'min' | 'max' | 'sum' | 'value_count') => number[];

/** A reader of the field's metrics when the spec names an aggregate_metric_double field (no script), else undefined. */
export function aggregateMetricReader(spec: SourceSpec, shard: ShardCtx): MetricReader | undefined {
  if (spec.field === undefined || spec.script !== undefined) return undefined;
  const ref = shard.values.field(spec.field).ref;
  if (ref.def?.type !== AGGREGATE_METRIC || ref.runtime) return undefined;
  // resolveField points an aggregate_metric_double at its default metric: the object is one step up.
  const base = ref.sourcePath.slice(0, -1);
  return (row, metric) => {
    const obj = 'nested' in row ? undefined : row.parsed;
    if (!obj) return [];
    return sourceValues(obj, { ...ref, sourcePath: [...base, metric] }).filter((v: Json): v is number => typeof v === 'number');
  };
}
