/**
 * Bucket orders (ES's BucketOrder/InternalOrder): `_count`, `_key` (and the old `_term`/`_time`), or a
 * sub-aggregation's value by path (`agg`, `agg.metric`, `agg>sub.metric`), compounded with a key-ascending
 * tie-break unless the order already ends on the key. Sub-aggregation values compare with NaN last in
 * either direction (Comparators.compareDiscardNaN).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, aggOrderPathInvalid, isEsError, type EsError } from '../../errors/index.ts';
import type { Profile } from '../../../profiles.ts';
import type { AggNode, Internal, SubResults } from './types.ts';

/** One element of an order. */
export type OrderElem = { kind: 'count'; asc: boolean } | { kind: 'key'; asc: boolean } | { kind: 'agg'; path: string; asc: boolean };

/** A bucket as orders see it. */
export interface Orderable {
  docCount: number;
  aggs: SubResults;
}

/** Parses `order` (an object or an array of objects); `keyNames` are the names the type takes for its key. */
export function parseOrder(v: Json, keyNames: readonly string[]): OrderElem[] | EsError {
  const list = Array.isArray(v) ? v : [v];
  const out: OrderElem[] = [];
  for (const el of list) {
    if (!isObject(el)) return aggInvalid(`Order must be an object, found [${JSON.stringify(el)}]`);
    for (const [k, dir] of Object.entries(el as JsonObject)) {
      const d = String(dir).toLowerCase();
      if (d !== 'asc' && d !== 'desc') return aggInvalid(`Unknown order direction [${String(dir)}]`);
      const asc = d === 'asc';
      if (k === '_count') out.push({ kind: 'count', asc });
      else if (keyNames.includes(k)) out.push({ kind: 'key', asc });
      else out.push({ kind: 'agg', path: k, asc });
    }
  }
  return out;
}

/** The order with ES's tie-break: key ascending appended unless the order ends on the key. */
export function withTieBreak(order: OrderElem[]): OrderElem[] {
  const last = order[order.length - 1];
  return last && last.kind === 'key' ? order : [...order, { kind: 'key', asc: true }];
}

/** Java's Double.compare. */
export function doubleCompare(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  const an = Number.isNaN(a);
  const bn = Number.isNaN(b);
  if (an || bn) return an === bn ? 0 : an ? 1 : -1;
  return Object.is(a, b) ? 0 : Object.is(a, -0) ? -1 : Object.is(b, -0) ? 1 : 0;
}

/** Comparators.compareDiscardNaN: NaN last whatever the direction. */
export function compareDiscardNaN(a: number, b: number, asc: boolean): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  const r = doubleCompare(a, b);
  return asc ? r : -r;
}

/** The last step of an order path split into the aggregation's name and its metric (`agg.metric` or `agg[metric]`, AggregationPath). */
function lastStep(step: string): { name: string; metric: string | undefined } {
  const bracket = step.indexOf('[');
  if (bracket > 0 && step.endsWith(']')) return { name: step.slice(0, bracket), metric: step.slice(bracket + 1, -1) };
  const dot = step.indexOf('.');
  if (dot > 0 && bracket < 0) return { name: step.slice(0, dot), metric: step.slice(dot + 1) };
  return { name: step, metric: undefined };
}

/** Resolves a sub-aggregation order path on a bucket's aggregations: a number (NaN when it has no value), or a term. */
export function orderValue(subs: AggNode[], aggs: SubResults, path: string, docCount: number): number | string | EsError {
  const steps = path.split('>');
  let nodes = subs;
  let level = aggs;
  let count = docCount;
  for (let i = 0; i < steps.length; i++) {
    let step = steps[i]!;
    let metric: string | undefined;
    const last = i === steps.length - 1;
    if (last) ({ name: step, metric } = lastStep(step));
    if (step === '_count' && last) return count;
    const node = nodes.find((n) => n.name === step);
    const r = level.get(step);
    if (!node || !r) return NaN;
    if (node.impl.single) {
      const b = node.impl.single(r);
      if (last) return metric === '_count' || metric === 'doc_count' || metric === undefined ? b.docCount : NaN;
      nodes = node.subs;
      level = b.aggs;
      count = b.docCount;
      continue;
    }
    if (last && node.impl.sortValue) return node.impl.sortValue(node, r as Internal, metric);
    if (!last || !node.impl.value) return NaN;
    return node.impl.value(node, r as Internal, metric);
  }
  return NaN;
}

/** Checks an order's paths name sub-aggregations that can sort (AggregationPath.validate), as the shard does. */
export function validateOrder(profile: Profile, node: AggNode, order: OrderElem[], index: string): EsError | undefined {
  for (const o of order) {
    if (o.kind !== 'agg') continue;
    const first = o.path.split('>')[0]!.split('.')[0]!.split('[')[0]!;
    const sub = node.subs.find((s) => s.name === first);
    if (!sub) {
      return aggOrderPathInvalid(profile, `Invalid aggregation order path [${o.path}]. The provided aggregation [${first}] either does not exist, or is a pipeline aggregation and cannot be used to sort the buckets.`, index);
    }
    if (sub.impl.buckets) return aggOrderPathInvalid(profile, `Invalid aggregation order path [${o.path}]. Buckets can only be sorted on a sub-aggregator path that is built out of zero or more single-bucket aggregations within the path and a final single-bucket or a metrics aggregation at the path end.`, index);
    const key = unknownSortKey(node, o.path);
    if (key !== undefined) return aggOrderPathInvalid(profile, `Invalid aggregation order path [${o.path}]. unknown metric [${key}]`, index);
  }
  return undefined;
}

/** The metric an order path ends on that its aggregation does not have (TopMetricsAggregator.validateSortPathKey). */
function unknownSortKey(node: AggNode, path: string): string | undefined {
  const steps = path.split('>');
  let nodes = node.subs;
  for (let i = 0; i < steps.length; i++) {
    const last = i === steps.length - 1;
    const { name, metric } = last ? lastStep(steps[i]!) : { name: steps[i]!, metric: undefined };
    const n = nodes.find((x) => x.name === name);
    if (!n) return undefined;
    if (!last) {
      nodes = n.subs;
      continue;
    }
    const keys = n.impl.sortKeys?.(n);
    return keys && metric !== undefined && !keys.includes(metric) ? metric : undefined;
  }
  return undefined;
}

/** BytesRef order of two terms (UTF-8 bytes, unsigned). */
function compareBytes(a: string, b: string): number {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** Orders two sort values: numbers as compareDiscardNaN, terms as bytes, a missing value (NaN) last either way. */
function compareSortValues(a: number | string, b: number | string, asc: boolean): number {
  if (typeof a === 'number' && typeof b === 'number') return compareDiscardNaN(a, b, asc);
  if (typeof a === 'number' && Number.isNaN(a)) return typeof b === 'number' && Number.isNaN(b) ? 0 : 1;
  if (typeof b === 'number' && Number.isNaN(b)) return -1;
  const r = typeof a === 'string' && typeof b === 'string' ? compareBytes(a, b) : typeof a === 'number' ? -1 : 1;
  return asc ? r : -r;
}

/** A comparator for buckets under an order; `keyCompare` orders keys ascending. */
export function bucketComparator<B extends Orderable>(order: OrderElem[], subs: AggNode[], keyCompare: (a: B, b: B) => number): (a: B, b: B) => number {
  const full = withTieBreak(order);
  const cache = new Map<B, Map<string, number | string>>();
  const value = (b: B, path: string): number | string => {
    let m = cache.get(b);
    if (!m) cache.set(b, (m = new Map()));
    let v = m.get(path);
    if (v === undefined) {
      const r = orderValue(subs, b.aggs, path, b.docCount);
      v = isEsError(r) ? NaN : r;
      m.set(path, v);
    }
    return v;
  };
  return (a, b) => {
    for (const o of full) {
      let c: number;
      if (o.kind === 'count') c = o.asc ? a.docCount - b.docCount : b.docCount - a.docCount;
      else if (o.kind === 'key') c = o.asc ? keyCompare(a, b) : keyCompare(b, a);
      else c = compareSortValues(value(a, o.path), value(b, o.path), o.asc);
      if (c !== 0) return c;
    }
    return 0;
  };
}

/** Whether the order's first element is the key (key orders need no per-shard error). */
export function isKeyOrder(order: OrderElem[]): boolean {
  return order[0]?.kind === 'key';
}
