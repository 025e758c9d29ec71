/**
 * How a profiled `terms` names its Aggregator and what it reports, as TermsAggregatorFactory chooses on the
 * shard: NumericTermsAggregator on numbers (result_strategy `long_terms` or `double_terms`, total_buckets);
 * MapStringTermsAggregator for `execution_hint: map`; on global ordinals, StringTermsAggregatorFromFilters
 * when the field has 1 to 1000 ordinals and the adaptation is valid (filtersProfile.ts), else
 * GlobalOrdinalsStringTermsAggregator.LowCardinality (no sub-aggregations nor include/exclude, one owning
 * bucket, ordinals at most half the documents and at most 2048), else GlobalOrdinalsStringTermsAggregator
 * remapping its ordinals unless it may use them as bucket ordinals (dense). Sub-aggregations are deferred
 * (DeferableBucketAggregator's `deferred_aggregators`) under breadth_first, asked or picked
 * (pickSubAggColectMode), except those the order reads.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Internal } from '../aggs/types.ts';
import { resolveField } from '../fields.ts';
import { shardReaders } from '../engine/shardViews.ts';
import { hasValuesIn, singleValuedIn, type AggPlace, type AggShape, type AggShard } from './aggShard.ts';
import { filterByFilter, termFilters } from './filtersProfile.ts';

const DOUBLE_TYPES = new Set(['double', 'float', 'half_float', 'scaled_float']);
/** TermsAggregatorFactory.MAX_ORDS_TO_TRY_FILTERS. */
const MAX_ORDS_TO_TRY_FILTERS = 1000;

/** The sub-aggregation names the order reads (`a>b` reads `a`). */
function orderedBy(o: JsonObject): Set<string> {
  const orders = Array.isArray(o.order) ? o.order : o.order !== undefined ? [o.order] : [];
  return new Set(orders.flatMap((e) => (isObject(e) ? Object.keys(e) : [])).filter((k) => k !== '_key' && k !== '_count' && k !== '_term').map((k) => k.split(/[>.[]/)[0]!));
}

/** The shard size TermsAggregatorFactory works with: asked, or BucketUtils.suggestShardSideQueueSize unless ordered by key. */
function shardSizeOf(o: JsonObject): number {
  const size = typeof o.size === 'number' ? o.size : 10;
  if (typeof o.shard_size === 'number') return o.shard_size;
  const byKey = isObject(o.order) && Object.keys(o.order).every((k) => k === '_key' || k === '_term');
  return byKey ? size : Math.min(2 ** 31 - 1, Math.floor(size * 1.5 + 10));
}

/** Whether sub-aggregations are collected breadth first (asked, else TermsAggregatorFactory.pickSubAggColectMode with `maxOrd`, -1 unknown). */
function breadthFirst(o: JsonObject, subs: JsonObject | undefined, maxOrd: number): boolean {
  if (o.collect_mode !== undefined) return o.collect_mode === 'breadth_first';
  if (!subs || Object.keys(subs).length === 0) return false;
  const expected = shardSizeOf(o);
  if (expected === 2 ** 31 - 1) return false;
  return maxOrd === -1 || maxOrd > expected;
}

function deferred(o: JsonObject, subs: JsonObject | undefined, breadth: boolean): string[] | undefined {
  if (!breadth || !subs) return undefined;
  const used = orderedBy(o);
  const names = Object.keys(subs).filter((n) => !used.has(n));
  return names.length > 0 ? names : undefined;
}

/** The distinct keys the shard collected over every owning bucket (a bucket-ords `size()`). */
function collected(partials: readonly Internal[]): number {
  let n = 0;
  for (const p of partials) {
    const t = p as { collected?: number; buckets?: unknown[] };
    n += t.collected ?? t.buckets?.length ?? 0;
  }
  return n;
}

/** LongKeyedBucketOrds.decribe() of the ords a remapping collection strategy builds (buildForValueRange over [0, maxOrd - 1]). */
function ordsDescription(buckets: AggPlace['parentBuckets'], maxOrd: number): string {
  if (buckets === 'one' || buckets === 1) return 'single bucket ords';
  if (buckets === 'many') return 'many bucket ords';
  const shift = Math.clz32(0) + Math.clz32(buckets); // Long.numberOfLeadingZeros of an int
  const max = maxOrd - 1;
  const maxBits = max <= 0 ? 0 : 64 - (32 + Math.clz32(max));
  return maxBits < shift ? `many bucket ords packed using [${64 - shift}/${shift}] bits` : 'many bucket ords';
}

/** The profiled shape of a terms aggregation with `body` and sub-aggregations `subs` at `place` on `shard`. */
export function termsProfile(body: Json, subs: JsonObject | undefined, place: AggPlace, partials: readonly Internal[] | undefined, shard: AggShard): AggShape {
  const o = isObject(body) ? body : {};
  const field = typeof o.field === 'string' ? o.field : undefined;
  const ref = field === undefined ? undefined : resolveField(shard.index, field);
  const withTotal = (debug: JsonObject): JsonObject => (partials ? { ...debug, total_buckets: collected(partials) } : debug);
  if (ref && (ref.kind === 'number' || ref.kind === 'date' || ref.kind === 'boolean')) {
    // NumericTermsAggregator.collectDebugInfo: total_buckets (bucketOrds.size()) and result_strategy.
    const debug: JsonObject = withTotal({ result_strategy: DOUBLE_TYPES.has(String(ref.def?.type)) ? 'double_terms' : 'long_terms' });
    const defer = deferred(o, subs, breadthFirst(o, subs, -1));
    if (defer) debug.deferred_aggregators = defer;
    return { type: 'NumericTermsAggregator', debug };
  }
  // Ordinals need a keyword-like field read from doc values; a script, a runtime field or a hint of map hashes the bytes.
  const ordinals = ref !== undefined && ref.kind === 'keyword' && !ref.runtime && o.script === undefined;
  if (o.execution_hint === 'map' || !ordinals || field === undefined) {
    const debug: JsonObject = withTotal({ result_strategy: 'terms' });
    const defer = deferred(o, subs, breadthFirst(o, subs, -1));
    if (defer) debug.deferred_aggregators = defer;
    return { type: 'MapStringTermsAggregator', debug };
  }
  const reader = shardReaders(shard.index, shard.profile)[shard.shard];
  const terms = reader ? reader.terms(field) : [];
  const maxOrd = terms.length;
  const hasFilter = o.include !== undefined || o.exclude !== undefined;
  if (maxOrd > 0 && maxOrd <= MAX_ORDS_TO_TRY_FILTERS && shard.rewriteToFilterByFilter && ref.def?.index !== false && o.missing === undefined) {
    const filters = termFilters(field, terms, o, shard);
    const adapted = filterByFilter(filters, subs, place, shard);
    if (adapted) return { type: 'StringTermsAggregatorFromFilters', debug: { delegate: adapted.type, delegate_debug: adapted.debug }, collects: 0, childCardinality: Math.max(1, filters.length) };
  }
  const subCount = subs ? Object.keys(subs).length : 0;
  // A segment without values reads as single-valued (DocValues.emptySortedSet is a singleton); LowCardinality
  // skips it instead (segments_without_values).
  const segments = { single: 0, multi: 0, without: 0, lowSingle: 0 };
  for (const s of shard.segments) {
    const has = hasValuesIn(shard.index, field, s);
    if (!has) segments.without++;
    if (singleValuedIn(shard.index, field, s)) {
      segments.single++;
      if (has) segments.lowSingle++;
    } else segments.multi++;
  }
  const breadth = breadthFirst(o, subs, maxOrd);
  const defer = deferred(o, subs, breadth);
  const debug: JsonObject = {};
  if (defer) debug.deferred_aggregators = defer;
  const numDocs = shard.segments.reduce((n, s) => n + s.docs.filter((_d, i) => !s.deleted || !s.deleted[i]).length, 0);
  if (subCount === 0 && !hasFilter && place.parentBuckets === 'one' && maxOrd / numDocs <= 0.5 && maxOrd <= 2048) {
    // LowCardinality counts segment ordinals and maps them after each segment: dense, one bucket per global ordinal.
    Object.assign(debug, { collection_strategy: 'dense', total_buckets: maxOrd, result_strategy: 'terms', segments_with_single_valued_ords: segments.lowSingle, segments_with_multi_valued_ords: segments.multi, has_filter: false, segments_without_values: segments.without });
    return { type: 'GlobalOrdinalsStringTermsAggregator.LowCardinality', debug };
  }
  const aggSort = [...orderedBy(o)].length > 0;
  const remap = !(!hasFilter && place.parentBuckets === 'one' && (subCount === 0 || (!aggSort && breadth)));
  Object.assign(debug, {
    collection_strategy: remap ? `remap using ${ordsDescription(place.parentBuckets, maxOrd)}` : 'dense',
    ...(partials || !remap ? { total_buckets: remap ? collected(partials!) : maxOrd } : {}),
    result_strategy: 'terms',
    segments_with_single_valued_ords: segments.single,
    segments_with_multi_valued_ords: segments.multi,
    has_filter: hasFilter,
  });
  return { type: 'GlobalOrdinalsStringTermsAggregator', debug };
}
