/**
 * Planted aggregation faults, each a decorator of a correct target that gets one number or one order of an
 * aggregation answer wrong the way a wrong implementation does; and one harmless variation (equal-count
 * buckets ordered by key, as Elasticsearch orders them). Aggregations are read along the request's
 * definitions, so a fault touches only the aggregation type it concerns.
 */
import { isObject } from '../model/values.ts';
import { JavaDouble, plainNumber } from '../model/javaNumberClasses.ts';
import type { Target } from '../targets/target.ts';
import { mapSearch, type Json } from './searchFaults.ts';

/** The aggregation type of a definition (its one key besides sub-aggregations and meta). */
const typeOf = (def: unknown): string | undefined => (isObject(def) ? Object.keys(def).find((k) => k !== 'aggs' && k !== 'aggregations' && k !== 'meta') : undefined);
const subsOf = (def: unknown): Json => (isObject(def) ? ((isObject(def.aggs) ? def.aggs : isObject(def.aggregations) ? def.aggregations : {}) as Json) : {});

/** The name an answer gives an aggregation: with `typed_keys`, `type#name`. */
const defName = (key: string, defs: Json): string | undefined => (key in defs ? key : key.includes('#') && key.slice(key.indexOf('#') + 1) in defs ? key.slice(key.indexOf('#') + 1) : undefined);

/**
 * Every aggregation of an answer (at every depth: in buckets, keyed or listed, and in single-bucket
 * aggregations) rewritten by `f`, given its type and definition; sub-aggregations first.
 */
function walkAggs(holder: Json, defs: Json, f: (type: string, def: Json, agg: Json) => Json): Json {
  const out: Json = { ...holder };
  for (const [key, v] of Object.entries(holder)) {
    const name = defName(key, defs);
    if (name === undefined || !isObject(v)) continue;
    const def = defs[name] as Json;
    const subs = subsOf(def);
    let agg = walkAggs(v, subs, f);
    const b = agg.buckets;
    if (Array.isArray(b)) agg = { ...agg, buckets: b.map((x) => (isObject(x) ? walkAggs(x, subs, f) : x)) };
    else if (isObject(b)) agg = { ...agg, buckets: Object.fromEntries(Object.entries(b).map(([k, x]) => [k, isObject(x) ? walkAggs(x, subs, f) : x])) };
    const type = typeOf(def);
    out[key] = type === undefined ? agg : f(type, def, agg);
  }
  return out;
}

/** Rewrite every aggregation of every search answer along the request's definitions. */
export function mapAggs(inner: Target, f: (type: string, def: Json, agg: Json) => Json): Target {
  return mapSearch(inner, (a, req) => (isObject(a.aggregations) && isObject(req) ? { ...a, aggregations: walkAggs(a.aggregations, subsOf(req), f) } : a));
}

const count = (b: unknown): number => (isObject(b) && typeof b.doc_count === 'number' ? b.doc_count : 0);
const lastCount = (agg: Json): number => (Array.isArray(agg.buckets) && agg.buckets.length ? count(agg.buckets[agg.buckets.length - 1]) : 0);

/** Terms' `sum_other_doc_count` counts the last returned bucket as "other" too (an off-by-one at the size cut). */
export function termsOtherCountWrong(inner: Target): Target {
  return mapAggs(inner, (type, _def, agg) => (type === 'terms' && typeof agg.sum_other_doc_count === 'number' && lastCount(agg) > 0 ? { ...agg, sum_other_doc_count: agg.sum_other_doc_count + lastCount(agg) } : agg));
}

/**
 * Terms' `doc_count_error_upper_bound` raised by the last bucket's count: a server that takes every returned
 * list as cut by `shard_size` (Elasticsearch adds a shard's last count only when that shard had more terms).
 */
export function termsErrorBoundWrong(inner: Target): Target {
  return mapAggs(inner, (type, _def, agg) => {
    const e = plainNumber(agg.doc_count_error_upper_bound);
    return type === 'terms' && typeof e === 'number' && e >= 0 && lastCount(agg) > 0 ? { ...agg, doc_count_error_upper_bound: e + lastCount(agg) } : agg;
  });
}

/** The next double above x (one unit in the last place up). */
export function nextUp(x: number): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return Number.MIN_VALUE;
  const f = new Float64Array([x]);
  const i = new BigInt64Array(f.buffer);
  i[0] = i[0]! + (x > 0 ? 1n : -1n);
  return f[0]!;
}

/** Every percentile value one double ulp up: a last digit off, as an interpolation done in another order gives. */
export function percentilesLastDigit(inner: Target): Target {
  const up = (v: unknown): unknown => {
    const x = plainNumber(v);
    return typeof x === 'number' ? new JavaDouble(nextUp(x)) : v;
  };
  return mapAggs(inner, (type, _def, agg) => {
    if (type !== 'percentiles' && type !== 'percentile_ranks') return agg;
    const vs = agg.values;
    if (Array.isArray(vs)) return { ...agg, values: vs.map((e) => (isObject(e) ? { ...e, value: up(e.value) } : e)) };
    if (isObject(vs)) return { ...agg, values: Object.fromEntries(Object.entries(vs).map(([k, v]) => [k, k.endsWith('_as_string') ? v : up(v)])) };
    return agg;
  });
}

/** Cardinality one more than there are distinct values (exact below `precision_threshold` in Elasticsearch). */
export function cardinalityOffByOne(inner: Target): Target {
  return mapAggs(inner, (type, _def, agg) => (type === 'cardinality' && typeof agg.value === 'number' ? { ...agg, value: agg.value + 1 } : agg));
}

/** Terms buckets of the default order (count descending): a run of equal counts rewritten by `f`. */
function mapTies(inner: Target, f: (run: unknown[]) => unknown[]): Target {
  return mapAggs(inner, (type, def, agg) => {
    const opts = def[type];
    if (type !== 'terms' || (isObject(opts) && opts.order !== undefined) || !Array.isArray(agg.buckets)) return agg;
    const bs = agg.buckets;
    const out: unknown[] = [];
    for (let i = 0; i < bs.length; ) {
      let j = i + 1;
      while (j < bs.length && count(bs[j]) === count(bs[i])) j++;
      out.push(...f(bs.slice(i, j)));
      i = j;
    }
    return { ...agg, buckets: out };
  });
}

/**
 * Equal-count terms buckets in reverse key order: Elasticsearch breaks a tie of counts by key ascending
 * (`InternalOrder.compound(order, KEY_ASC)`), so the order of ties is part of the answer.
 */
export function tiedBucketsReversed(inner: Target): Target {
  return mapTies(inner, (run) => [...run].reverse());
}

const keyCompare = (a: unknown, b: unknown): number => {
  const x = isObject(a) ? plainNumber(a.key) : undefined;
  const y = isObject(b) ? plainNumber(b.key) : undefined;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
};

/** Harmless: equal-count terms buckets sorted by key ascending, as Elasticsearch orders them (a no-op on a conforming reference). */
export function tiedBucketsByKey(inner: Target): Target {
  return mapTies(inner, (run) => [...run].sort(keyCompare));
}
