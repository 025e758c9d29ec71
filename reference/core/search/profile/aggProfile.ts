/**
 * The `aggregations` of a profiled shard (AggregationProfileShardResult): one entry per top-level
 * aggregation, its sub-aggregations as children, each named by the Aggregator class ES builds for it
 * (`GlobalAggregator`, `GlobalOrdinalsStringTermsAggregator` for terms on keywords, `NumericTermsAggregator`
 * on numbers, …) and described by the aggregation's name. Times are nominal, as in searchProfile.ts.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import { resolveField } from '../fields.ts';
import { cardinalityProfile } from './cardinalityProfile.ts';
import { termsProfile } from './termsProfile.ts';

const NOMINAL_NS = 100;
const CLASSES: Record<string, string> = {
  global: 'GlobalAggregator',
  filter: 'FilterAggregator',
  filters: 'FiltersAggregator',
  avg: 'AvgAggregator',
  sum: 'SumAggregator',
  min: 'MinAggregator',
  max: 'MaxAggregator',
  stats: 'StatsAggregator',
  extended_stats: 'ExtendedStatsAggregator',
  value_count: 'ValueCountAggregator',
  cardinality: 'CardinalityAggregator',
  date_histogram: 'DateHistogramAggregator',
  histogram: 'NumericHistogramAggregator',
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
const SUB_KEYS = new Set(['aggs', 'aggregations', 'meta']);

function className(type: string, body: Json, index: IndexState): string {
  if (type === 'terms') {
    const field = isObject(body) && typeof body.field === 'string' ? body.field : undefined;
    return field && resolveField(index, field).kind === 'number' ? 'NumericTermsAggregator' : 'GlobalOrdinalsStringTermsAggregator';
  }
  return CLASSES[type] ?? `${type.replace(/(^|_)(\w)/g, (_m, _u, c: string) => c.toUpperCase())}Aggregator`;
}

function one(name: string, def: JsonObject, index: IndexState, docs: number, globalOrds: boolean): JsonObject | undefined {
  const type = Object.keys(def).find((k) => !SUB_KEYS.has(k));
  if (type === undefined) return undefined;
  const breakdown = {
    reduce: 0,
    build_aggregation: NOMINAL_NS,
    build_aggregation_count: 1,
    initialize: NOMINAL_NS,
    initialize_count: 1,
    reduce_count: 0,
    collect: docs * NOMINAL_NS,
    collect_count: docs,
    build_leaf_collector: NOMINAL_NS,
    build_leaf_collector_count: 1,
    post_collection: NOMINAL_NS,
    post_collection_count: 1,
  };
  const card = type === 'cardinality' ? cardinalityProfile(def[type] as Json, index, globalOrds) : type === 'terms' ? termsProfile(def[type] as Json, (def.aggs ?? def.aggregations) as Json | undefined, index) : undefined;
  const out: JsonObject = { type: card?.type ?? className(type, def[type] as Json, index), description: name, time_in_nanos: (4 + docs) * NOMINAL_NS, breakdown };
  if (card?.debug) out.debug = card.debug;
  const subs = (def.aggs ?? def.aggregations) as Json | undefined;
  if (isObject(subs)) {
    const children = aggProfiles(subs, index, docs, globalOrds);
    if (children.length > 0) out.children = children;
  }
  return out;
}

/** The profile entries of a request's aggregations on one shard (`docs`: what the shard collected; `globalOrds`: the profile's cardinalityGlobalOrds). */
export function aggProfiles(aggs: Json | undefined, index: IndexState, docs: number, globalOrds = true): JsonObject[] {
  if (!isObject(aggs)) return [];
  const out: JsonObject[] = [];
  for (const [name, def] of Object.entries(aggs)) {
    if (!isObject(def)) continue;
    const e = one(name, def, index, docs, globalOrds);
    if (e) out.push(e);
  }
  return out;
}
