/**
 * The `aggregations` of a profiled shard (AggregationProfileShardResult): one entry per top-level
 * aggregation, its sub-aggregations as children, each named as InternalAggregationProfileTree names the
 * Aggregator the factory built on that shard (`GlobalOrdinalsStringTermsAggregator`, an inner class as
 * `AutoDateHistogramAggregator.FromSingle`, an adapter such as `StringTermsAggregatorFromFilters`) and
 * described by the aggregation's name, with the `debug` its collectDebugInfo reports (aggDebug.ts). The
 * debug counts come from the shard's partials as the search collected them (AggShard.partials) and from its
 * segments; times are nominal, as in searchProfile.ts.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Internal } from '../aggs/types.ts';
import { NOMINAL_NS, type AggShard } from './aggShard.ts';
import { aggShape, type AggPlace } from './aggDebug.ts';

const SUB_KEYS = new Set(['aggs', 'aggregations', 'meta']);

/** The partials of a sub-aggregation under each bucket of its parent's partials (one per owning bucket, as ES collects them). */
function childPartials(parents: readonly Internal[], name: string): Internal[] {
  const out: Internal[] = [];
  for (const p of parents) {
    const o = p as { buckets?: unknown; aggs?: unknown };
    if (Array.isArray(o.buckets)) {
      for (const b of o.buckets as { aggs?: unknown }[]) {
        const c = b.aggs instanceof Map ? (b.aggs as Map<string, Internal>).get(name) : undefined;
        if (c) out.push(c);
      }
    } else if (o.aggs instanceof Map) {
      const c = (o.aggs as Map<string, Internal>).get(name);
      if (c) out.push(c);
    }
  }
  return out;
}

function breakdown(collects: number): JsonObject {
  return {
    reduce: 0,
    build_aggregation: NOMINAL_NS,
    build_aggregation_count: 1,
    initialize: NOMINAL_NS,
    initialize_count: 1,
    reduce_count: 0,
    collect: collects * NOMINAL_NS,
    collect_count: collects,
    build_leaf_collector: NOMINAL_NS,
    build_leaf_collector_count: 1,
    post_collection: NOMINAL_NS,
    post_collection_count: 1,
  };
}

function one(name: string, def: JsonObject, place: AggPlace, partials: readonly Internal[] | undefined, shard: AggShard): JsonObject | undefined {
  const type = Object.keys(def).find((k) => !SUB_KEYS.has(k));
  if (type === undefined) return undefined;
  const subs = (def.aggs ?? def.aggregations) as Json | undefined;
  const shape = aggShape(type, def[type] as Json, isObject(subs) ? subs : undefined, place, partials, shard);
  const collects = shape.collects ?? place.docs;
  const b = breakdown(collects);
  const out: JsonObject = { type: shape.type, description: name, time_in_nanos: (4 + collects) * NOMINAL_NS, breakdown: b };
  if (shape.debug && shard.profile.aggProfileDebug) out.debug = shape.debug;
  if (isObject(subs)) {
    const childPlace: AggPlace = { parent: type, parentBuckets: shape.childCardinality ?? 'many', docs: shape.childDocs ?? place.docs };
    const children = level(subs, childPlace, partials, shard);
    if (children.length > 0) out.children = children;
  }
  return out;
}

function level(aggs: JsonObject, place: AggPlace, parents: readonly Internal[] | undefined, shard: AggShard): JsonObject[] {
  const out: JsonObject[] = [];
  for (const [name, def] of Object.entries(aggs)) {
    if (!isObject(def)) continue;
    const partials = parents === undefined ? undefined : childPartials(parents, name);
    const e = one(name, def, place, partials, shard);
    if (e) out.push(e);
  }
  return out;
}

/** The profile entries of a request's aggregations on one shard. */
export function aggProfiles(aggs: Json | undefined, shard: AggShard): JsonObject[] {
  if (!isObject(aggs)) return [];
  const out: JsonObject[] = [];
  const top: AggPlace = { parentBuckets: 'one', docs: shard.matched };
  for (const [name, def] of Object.entries(aggs)) {
    if (!isObject(def)) continue;
    const p = shard.partials?.get(name);
    const e = one(name, def, top, shard.partials ? (p ? [p] : []) : undefined, shard);
    if (e) out.push(e);
  }
  return out;
}

/** A shard for tests and callers without a collection: every document matched, no partials, one segment of all documents. */
export function plainShard(index: IndexState, profile: AggShard['profile'], matched: number, extra: Partial<AggShard> = {}): AggShard {
  return { index, shard: 0, profile, now: 0, matched, matchAll: true, rewriteToFilterByFilter: true, segments: [{ docs: [...index.docs.values()] }], ...extra };
}
