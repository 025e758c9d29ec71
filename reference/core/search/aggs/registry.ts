/** Every aggregation type the simulator computes, by the name the request gives it. */
import { avg, extendedStats, max, min, stats, sum, valueCount, weightedAvg } from './metrics.ts';
import { terms } from './terms.ts';
import { dateHistogram, histogram } from './histogram.ts';
import { dateRange, range } from './range.ts';
import { filter, filters, global, missing, nested, reverseNested } from './singleBucket.ts';
import type { AggImpl } from './types.ts';

export const REGISTRY: Record<string, AggImpl> = {
  avg, sum, min, max, stats, extended_stats: extendedStats, value_count: valueCount, weighted_avg: weightedAvg,
  terms,
  histogram, date_histogram: dateHistogram,
  range, date_range: dateRange,
  filter, filters, missing, global, nested, reverse_nested: reverseNested,
};
