/**
 * A `time_series_metric: counter` field of a time series index reads as TimeSeriesValuesSourceType.COUNTER
 * (NumberFieldType.fielddataBuilder, ES 8.7+), which only `rate` registers: the core metrics refuse it on the
 * shard as ValuesSourceRegistry does any unregistered type ("Field [f] of type [long] is not supported for
 * aggregation [avg]"). The same field in a standard index stays an ordinary number.
 */
import { aggFieldNotSupported, type EsError } from '../../errors/index.ts';
import { isTsdbIndex } from '../../tsdb/document.ts';
import type { AggNode, ShardCtx } from './types.ts';

/** `rate` registers COUNTER (TimeSeriesRateAggregator); x-pack's top_metrics resolves its fields its own way. */
const OWN_REGISTRY = new Set(['rate', 'top_metrics']);

/** The refusal of a counter field by a numeric metric, or undefined. */
export function counterNotSupported(node: AggNode, field: string | undefined, shard: ShardCtx): EsError | undefined {
  if (field === undefined || !shard.ctx.profile.timeSeriesCounterValuesSource || OWN_REGISTRY.has(node.type)) return undefined;
  const def = shard.values.field(field).ref.def;
  if (def?.time_series_metric !== 'counter' || !isTsdbIndex(shard.ctx.profile, shard.index)) return undefined;
  return aggFieldNotSupported(field, String(def.type), node.type, shard.index.name);
}
