/**
 * Which Aggregator a factory builds for one aggregation on one shard, as InternalAggregationProfileTree names
 * it, and what its collectDebugInfo reports: the bucket counts (`total_buckets`, `surviving_buckets`) from
 * the shard's partials, one per owning bucket, as the collection that ran made them; the filter-by-filter
 * adaptations (filtersProfile.ts, termsProfile.ts); OpenSearch's filter rewrite (filterRewriteDebug.ts).
 */
import type { Json, JsonObject } from '../../json.ts';
import type { Internal } from '../aggs/types.ts';
import type { AggPlace, AggShape, AggShard } from './aggShard.ts';

export type { AggPlace, AggShape };
import { cardinalityProfile } from './cardinalityProfile.ts';
import { termsProfile } from './termsProfile.ts';
import { filtersProfile } from './filtersProfile.ts';
import { filterRewriteDebug } from './filterRewriteDebug.ts';

const CLASSES: Record<string, string> = {
  global: 'GlobalAggregator',
  filter: 'FilterAggregator',
  avg: 'AvgAggregator',
  sum: 'SumAggregator',
  min: 'MinAggregator',
  max: 'MaxAggregator',
  stats: 'StatsAggregator',
  extended_stats: 'ExtendedStatsAggregator',
  value_count: 'ValueCountAggregator',
  range: 'RangeAggregator',
  date_range: 'RangeAggregator',
  top_hits: 'TopHitsAggregator',
  nested: 'NestedAggregator',
  reverse_nested: 'ReverseNestedAggregator',
  composite: 'CompositeAggregator',
  missing: 'MissingAggregator',
  percentiles: 'TDigestPercentilesAggregator',
  significant_terms: 'MapStringTermsAggregator',
};

const SINGLE_BUCKET = new Set(['global', 'filter', 'nested', 'reverse_nested', 'missing', 'sampler', 'children', 'parent']);

function className(type: string): string {
  return CLASSES[type] ?? `${type.replace(/(^|_)(\w)/g, (_m, _u, c: string) => c.toUpperCase())}Aggregator`;
}

/** The buckets a shard collected over all owning buckets (LongKeyedBucketOrds.size()): its partials' buckets. */
function bucketCount(partials: readonly Internal[]): number {
  let n = 0;
  for (const p of partials) {
    const b = (p as { buckets?: unknown }).buckets;
    if (Array.isArray(b)) n += b.length;
  }
  return n;
}

/** The profiled shape of aggregation `type` with `body` and sub-aggregations `subs` at `place` on `shard` (`partials`: its partials there, when known). */
export function aggShape(type: string, body: Json, subs: JsonObject | undefined, place: AggPlace, partials: readonly Internal[] | undefined, shard: AggShard): AggShape {
  const subNames = subs ? Object.keys(subs) : [];
  switch (type) {
    case 'terms':
      return termsProfile(body, subs, place, partials, shard);
    case 'cardinality':
      return cardinalityProfile(body, shard.index, shard.profile.cardinalityGlobalOrds);
    case 'filters':
      return filtersProfile(body, subs, place, shard);
    case 'histogram':
    case 'date_histogram': {
      // AbstractHistogramAggregator / DateHistogramAggregator.collectDebugInfo: total_buckets = bucketOrds.size().
      const out: AggShape = { type: type === 'histogram' ? 'NumericHistogramAggregator' : 'DateHistogramAggregator' };
      if (partials) out.debug = { total_buckets: bucketCount(partials) };
      const rewrite = type === 'date_histogram' ? filterRewriteDebug(body, subNames, place, shard, partials) : undefined;
      if (rewrite) out.debug = { ...(out.debug ?? {}), ...rewrite };
      return out;
    }
    case 'auto_date_histogram': {
      // AutoDateHistogramAggregator.build: FromSingle when collecting from a single bucket, else FromMany; every
      // sub-aggregation is deferred (shouldDefer answers true); FromSingle's debug is surviving_buckets.
      const single = place.parentBuckets === 'one';
      const debug: JsonObject = {};
      if (subNames.length > 0) debug.deferred_aggregators = subNames;
      if (partials) debug.surviving_buckets = bucketCount(partials);
      const rewrite = single ? filterRewriteDebug(body, subNames, place, shard, partials) : undefined;
      const out: AggShape = { type: single ? 'AutoDateHistogramAggregator.FromSingle' : 'AutoDateHistogramAggregator.FromMany' };
      if (Object.keys(debug).length > 0 || rewrite) out.debug = { ...debug, ...(rewrite ?? {}) };
      return out;
    }
    default:
      // A single-bucket aggregation collects its sub-aggregations under its parent's cardinality.
      if (SINGLE_BUCKET.has(type)) return { type: className(type), childCardinality: place.parentBuckets };
      return { type: className(type) };
  }
}
