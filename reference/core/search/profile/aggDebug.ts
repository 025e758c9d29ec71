/**
 * Which Aggregator a factory builds for one aggregation on one shard, as InternalAggregationProfileTree names
 * it, and what its collectDebugInfo reports: the bucket counts (`total_buckets`, `surviving_buckets`) from
 * the shard's partials, one per owning bucket, as the collection that ran made them; the filter-by-filter
 * adaptations (filtersProfile.ts, termsProfile.ts); OpenSearch's filter rewrite (filterRewriteDebug.ts).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { fieldSourceValues, resolveField, toMillis } from '../fields.ts';
import type { Internal } from '../aggs/types.ts';
import type { AggPlace, AggShape, AggShard } from './aggShard.ts';

export type { AggPlace, AggShape };
import { cardinalityProfile } from './cardinalityProfile.ts';
import { termsProfile } from './termsProfile.ts';
import { filtersProfile } from './filtersProfile.ts';
import { filterRewriteDebug } from './filterRewriteDebug.ts';
import type { SigTextDebug } from '../aggs/significantTerms.ts';
import { NOMINAL_NS } from './aggShard.ts';

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

/** The documents of the shard's reader, deleted ones included (IndexReader.maxDoc). */
function maxDoc(shard: AggShard): number {
  return shard.segments.reduce((n, seg) => n + seg.docs.length, 0);
}

/**
 * RangeAggregator.build (ES 7.11 and later, named as inner classes from 7.14): a range collected document by
 * document is RangeAggregator.NoOverlap, or .Overlap when a range starts before the previous one ends (ranges
 * sorted as the collection sorted them); debug: ranges and average_docs_per_range (maxDoc / ranges). Filter
 * by filter (RangeAggregator.FromFilters) needs 5000 documents per range (DOCS_PER_RANGE_TO_USE_FILTERS): not
 * modelled, such shards being far larger than the simulator's.
 */
function rangeShape(partials: readonly Internal[] | undefined, shard: AggShard): AggShape | undefined {
  if (shard.profile.aggFilterByFilter === 'none' || !partials || partials.length === 0) return undefined;
  const buckets = (partials[0] as { buckets?: { from: number; to: number }[] }).buckets;
  if (!buckets || buckets.length === 0) return undefined;
  let overlap = false;
  for (let i = 1; i < buckets.length; i++) if (buckets[i]!.from < buckets[i - 1]!.to) overlap = true;
  return { type: overlap ? 'RangeAggregator.Overlap' : 'RangeAggregator.NoOverlap', debug: { ranges: buckets.length, average_docs_per_range: maxDoc(shard) / buckets.length } };
}

/** ES's Rounding.PreparedRounding.DEFAULT_ARRAY_ROUNDING_MAX_THRESHOLD: at most this many fixed rounding points. */
const ARRAY_ROUNDING_MAX = 128;

/**
 * DateHistogramAggregator.build (7.11 and later): when the rounding prepared over the shard's values (their
 * minimum and maximum points, deleted documents' too) has at most 128 fixed rounding points, the histogram
 * runs as a range aggregation over them (DateHistogramAggregator.FromDateRange, delegate RangeAggregator.NoOverlap,
 * one range per point, the last one open); else DateHistogramAggregator (10_histogram.yml "date_histogram
 * profiler" spans 195 months for that reason).
 */
function fromDateRange(partials: readonly Internal[] | undefined, body: Json, shard: AggShard): AggShape | undefined {
  if (shard.profile.aggFilterByFilter === 'none' || !partials || partials.length === 0) return undefined;
  const o = isObject(body) ? body : {};
  const rounding = (partials[0] as { rounding?: { round(v: number): number; next(v: number): number } }).rounding;
  if (!rounding || typeof o.field !== 'string' || o.script !== undefined || o.hard_bounds !== undefined) return undefined;
  const ref = resolveField(shard.index, o.field);
  if (ref.kind !== 'date' || ref.runtime) return undefined;
  let min = Infinity;
  let max = -Infinity;
  for (const seg of shard.segments) {
    for (const d of seg.docs) {
      for (const v of fieldSourceValues(d, ref)) {
        if (v === null) continue;
        const ms = toMillis(v, ref.format);
        if (Number.isNaN(ms)) continue;
        if (ms < min) min = ms;
        if (ms > max) max = ms;
      }
    }
  }
  if (min === Infinity) return undefined;
  let points = 1;
  for (let r = rounding.round(min); (r = rounding.next(r)) <= max; ) if (++points > ARRAY_ROUNDING_MAX) return undefined;
  return {
    type: 'DateHistogramAggregator.FromDateRange',
    debug: { delegate: 'RangeAggregator.NoOverlap', delegate_debug: { ranges: points, average_docs_per_range: maxDoc(shard) / points } },
  };
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
    case 'range':
    case 'date_range': {
      const r = rangeShape(partials, shard);
      if (r) return r;
      return { type: 'RangeAggregator', childCardinality: 'many' };
    }
    case 'histogram':
    case 'date_histogram': {
      const adapted = type === 'date_histogram' ? fromDateRange(partials, body, shard) : undefined;
      if (adapted) return adapted;
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
    case 'significant_text': {
      // MapStringTermsAggregator over SignificantTextCollectorSource: total_buckets (its bucketOrds, every owning
      // bucket's terms), the source's counts, the significant_terms result strategy (the times are nominal).
      const out: AggShape = { type: 'MapStringTermsAggregator' };
      if (partials) {
        const sum = { terms: 0, values: 0, chars: 0, docs: 0, analyzed: 0 };
        for (const p of partials) {
          const d = (p as { textDebug?: SigTextDebug }).textDebug;
          if (d) for (const k of Object.keys(sum) as (keyof SigTextDebug)[]) sum[k] += d[k];
        }
        out.debug = {
          total_buckets: sum.terms,
          collection_strategy: 'analyze text from _source',
          values_fetched: sum.values,
          chars_fetched: sum.chars,
          extract_ns: NOMINAL_NS * sum.docs,
          extract_count: sum.docs,
          collect_analyzed_ns: NOMINAL_NS * sum.analyzed,
          collect_analyzed_count: sum.analyzed,
          result_strategy: 'significant_terms',
        };
      }
      return out;
    }
    default:
      // A single-bucket aggregation collects its sub-aggregations under its parent's cardinality.
      if (SINGLE_BUCKET.has(type)) return { type: className(type), childCardinality: place.parentBuckets };
      return { type: className(type) };
  }
}
