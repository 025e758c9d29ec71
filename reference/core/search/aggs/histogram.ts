/**
 * `histogram` and `date_histogram`: per shard each value is rounded to its bucket key (a document counts
 * once per key), the reduce merges keys, drops buckets under `min_doc_count`, fills empty buckets between
 * the keys and out to `extended_bounds` when `min_doc_count` is 0 (InternalHistogram/InternalDateHistogram
 * .addEmptyBuckets), then orders (key ascending unless asked otherwise).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggBadParam, aggInvalid, aggShardFailure, aggTreeProblem, aggUnknownParam, isEsError, type EsError } from '../../errors/index.ts';
import { parseDateMathIn } from './zonedDate.ts';
import { parseTimeValue } from '../timeValue.ts';
import { parseDateInterval } from './dateInterval.ts';
import { DATE_HISTOGRAM_INTERVAL } from '../../deprecations.ts';
import { UTC, type Zone } from '../../dateMath/zone.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { bucketComparator, isKeyOrder, parseOrder, validateOrder, type OrderElem } from './order.ts';
import { isNumeric, parseSource, resolveSource, type SourceSpec } from './valuesSource.ts';
import { positionOf } from './parse.ts';
import { dateFormat, javaDouble, RAW, type ValueFormat } from './format.ts';
import { rateDivisor, type RateResult } from './rate.ts';
import { CALENDAR_UNITS, calendarRounding, fixedRounding, withOffset, type Rounding } from './rounding.ts';
import type { AggImpl, AggNode, Bucket, Internal, ParseCtx, ReduceCtx, Row, ShardCtx, SubResults } from './types.ts';
import type { NumberGrouper } from './grouping.ts';
import type { FieldRef } from '../fields.ts';
import { groupDateRanges } from './rangeHistogram.ts';
import { orderKeyNames } from './legacyOrderKeys.ts';
import { groupNumericRanges, NUMERIC_RANGE_TYPES } from './numericRangeHistogram.ts';
import { docCountOf } from './rows.ts';
import { groupWeighted, type HistogramPairs } from './histogramValues.ts';

type BoundsSpec = { min?: Json; max?: Json };

interface HistoSpec {
  date: boolean;
  source: SourceSpec;
  interval: number;
  /** date: calendar unit or fixed millis. */
  calendar?: string;
  fixed?: number;
  offset: number;
  minDocCount: number;
  extended?: BoundsSpec;
  hard?: BoundsSpec;
  order: OrderElem[];
  keyed: boolean;
  zone: Zone;
}

interface HBucket {
  key: number;
  docCount: number;
  aggs: SubResults;
}

interface HistoResult extends Internal {
  kind: 'histogram';
  format: ValueFormat;
  buckets: HBucket[];
  /** Sub-aggregations collected over no documents (what empty buckets carry). */
  empty: SubResults;
  /** Bounds resolved on a shard (dates parsed with the field's format). */
  extMin: number;
  extMax: number;
  hardMin: number;
  hardMax: number;
  rounding?: Rounding;
}

const HISTO_KEYS = ['interval', 'offset', 'min_doc_count', 'extended_bounds', 'hard_bounds', 'order', 'keyed'];
/** DateHistogramAggregationBuilder's declared fields in ES 8 (no `interval`): an unknown key's candidates. */
const DATE_HISTOGRAM_FIELDS = ['field', 'missing', 'script', 'format', 'value_type', 'time_zone', 'calendar_interval', 'fixed_interval', 'offset', 'min_doc_count', 'extended_bounds', 'hard_bounds', 'order', 'keyed'];
const DATE_KEYS = ['interval', 'calendar_interval', 'fixed_interval', 'offset', 'min_doc_count', 'extended_bounds', 'hard_bounds', 'order', 'keyed'];

function parseBounds(type: string, key: string, v: Json | undefined, pctx: ParseCtx): BoundsSpec | undefined | EsError {
  if (v === undefined) return undefined;
  if (!isObject(v)) return aggBadParam(pctx.profile, type, key, positionOf(pctx.rawBody, [...pctx.path, key]));
  const o = v as JsonObject;
  for (const k of Object.keys(o)) if (k !== 'min' && k !== 'max') return aggUnknownParam(pctx.profile, key, k, positionOf(pctx.rawBody, [...pctx.path, key, k]));
  return { ...(o.min !== undefined && o.min !== null ? { min: o.min as Json } : {}), ...(o.max !== undefined && o.max !== null ? { max: o.max as Json } : {}) };
}

/** `+6h`, `-1d`, or millis, as DateHistogramAggregationBuilder.parseStringOffset reads an offset. */
function parseDateOffset(v: Json, pctx: ParseCtx): number | EsError {
  if (typeof v === 'number') return v;
  const s = String(v);
  if (s.startsWith('-')) {
    const n = parseTimeValue(s.slice(1), 'date_histogram.offset', pctx.profile);
    return isEsError(n) ? n : -n;
  }
  const n = parseTimeValue(s.startsWith('+') ? s.slice(1) : s, 'date_histogram.offset', pctx.profile);
  return n;
}

function parseHisto(date: boolean): AggImpl['parse'] {
  const type = date ? 'date_histogram' : 'histogram';
  return (name, body, pctx) => {
    const p = parseSource(type, body, pctx, date ? DATE_KEYS : HISTO_KEYS);
    if (isEsError(p)) return p;
    const r = p.rest;
    const at = (k: string) => positionOf(pctx.rawBody, [...pctx.path, k]);
    const spec: HistoSpec = { date, source: p.source, interval: 0, offset: 0, minDocCount: 0, order: [{ kind: 'key', asc: true }], keyed: r.keyed === true, zone: p.source.zone ?? UTC };
    if (date) {
      const style = pctx.profile.dateHistogramInterval;
      // ES 8 declares `interval` for the REST API compatibility with 7 only (DateIntervalWrapper): an unknown field,
      // the parser's declared fields suggested (fixed_interval is close enough to it).
      if (r.interval !== undefined && style === 'calendar-fixed') return aggUnknownParam(pctx.profile, type, 'interval', at('interval'), DATE_HISTOGRAM_FIELDS);
      if (r.calendar_interval !== undefined && style === 'interval') return aggUnknownParam(pctx.profile, type, 'calendar_interval', at('calendar_interval'));
      if (r.fixed_interval !== undefined && style === 'interval') return aggUnknownParam(pctx.profile, type, 'fixed_interval', at('fixed_interval'));
      const iv = parseDateInterval(type, r, pctx);
      if (isEsError(iv)) return iv;
      if (iv.calendar !== undefined) spec.calendar = iv.calendar;
      else if (iv.fixed !== undefined) spec.fixed = iv.fixed;
      else if (iv.legacy !== undefined) {
        if (style === 'interval-deprecated') pctx.warnings?.push(DATE_HISTOGRAM_INTERVAL);
        const s = String(r.interval);
        if (CALENDAR_UNITS[s]) spec.calendar = CALENDAR_UNITS[s];
        else if (typeof r.interval === 'number') spec.fixed = r.interval;
        else {
          const ms = parseTimeValue(s, `${type}.interval`, pctx.profile);
          if (isEsError(ms)) return ms;
          spec.fixed = ms;
        }
      } else return aggInvalid('Invalid interval specified, must be non-null and non-empty');
      if (r.offset !== undefined) {
        const o = parseDateOffset(r.offset as Json, pctx);
        if (isEsError(o)) return o;
        spec.offset = o;
      }
    } else {
      if (r.interval === undefined) return aggTreeProblem(`Missing required field [interval] for histogram aggregation [${name}]`);
      const iv = Number(r.interval);
      if (!(iv > 0)) return aggBadParam(pctx.profile, type, 'interval', at('interval'), `[interval] must be >0 for histogram aggregation [${name}]`);
      spec.interval = iv;
      spec.offset = r.offset === undefined ? 0 : Number(r.offset);
    }
    if (r.min_doc_count !== undefined) {
      const m = Math.trunc(Number(r.min_doc_count));
      if (m < 0) return aggBadParam(pctx.profile, type, 'min_doc_count', at('min_doc_count'), `[minDocCount] must be greater than or equal to 0. Found [${m}] in [${name}]`);
      spec.minDocCount = m;
    }
    const ext = parseBounds(type, 'extended_bounds', r.extended_bounds as Json | undefined, pctx);
    if (isEsError(ext)) return ext;
    const hard = parseBounds(type, 'hard_bounds', r.hard_bounds as Json | undefined, pctx);
    if (isEsError(hard)) return hard;
    if (ext) spec.extended = ext;
    if (hard) spec.hard = hard;
    if (!date && ext && ext.min !== undefined && ext.max !== undefined && Number(ext.min) > Number(ext.max)) {
      return aggInvalid(`[extended_bounds.min][${Number(ext.min)}] cannot be greater than [extended_bounds.max][${Number(ext.max)}] for histogram aggregation [${name}]`);
    }
    if (r.order !== undefined) {
      const o = parseOrder(r.order as Json, orderKeyNames(r.order as Json, date ? ['_time'] : [], pctx));
      if (isEsError(o)) return o;
      spec.order = o;
    }
    return spec;
  };
}

function roundingOf(spec: HistoSpec): Rounding {
  const base = spec.calendar ? calendarRounding(spec.calendar as never, spec.zone) : fixedRounding(spec.fixed!, spec.zone);
  return withOffset(base, spec.offset);
}

function collectHisto(node: AggNode, rows: Row[], shard: ShardCtx, grouper?: NumberGrouper): HistoResult | EsError {
  const spec = node.spec as HistoSpec;
  const src = resolveSource({ ...spec.source, zone: spec.zone }, shard, 'double');
  if (isEsError(src)) return src;
  const bad = validateOrder(shard.ctx.profile, node, spec.order, shard.index.name);
  if (bad) return bad;
  const empty = collectSubs(node, [], shard);
  if (isEsError(empty)) return empty;
  const rounding = spec.date ? roundingOf(spec) : undefined;
  const parseBound = (v: Json | undefined, roundUp: boolean): number | undefined => {
    if (v === undefined) return undefined;
    if (!spec.date || typeof v === 'number') return Number(v);
    const r = parseDateMathIn(String(v), src.dateFormat, shard.ctx.now, roundUp, spec.zone);
    return r.ok ? r.millis : NaN;
  };
  const hmin = parseBound(spec.hard?.min, false);
  const hmax = parseBound(spec.hard?.max, true);
  // Date extended bounds round without the offset, which is then added (InternalDateHistogram.addEmptyBuckets).
  const base = spec.date ? roundingOf({ ...spec, offset: 0 }) : undefined;
  const ext = (v: number | undefined) => (v === undefined || !base ? v : base.round(v) + spec.offset);
  const emin = ext(parseBound(spec.extended?.min, false));
  const emax = ext(parseBound(spec.extended?.max, false));
  if (!spec.date) {
    const conflict = boundsConflict(spec, node.name, hmin, hmax, shard);
    if (conflict) return conflict;
  }
  const format: ValueFormat = src.kind === 'unmapped' && !spec.date ? RAW : src.format;
  const res: HistoResult = {
    kind: 'histogram', format, buckets: [], empty,
    extMin: emin === undefined ? Infinity : hmin !== undefined ? Math.max(emin, hmin) : emin,
    extMax: emax === undefined ? -Infinity : hmax !== undefined ? Math.min(emax, hmax) : emax,
    hardMin: hmin ?? -Infinity, hardMax: hmax ?? Infinity,
    ...(rounding ? { rounding } : {}),
  };
  if (src.kind === 'unmapped') return res;
  const ref = spec.source.field !== undefined && !isNumeric(src.kind) ? shard.values.field(spec.source.field).ref : undefined;
  if (spec.date && ref?.def?.type === 'date_range') return collectDateRanges(node, rows, shard, res, ref, rounding!);
  if (!spec.date && ref && NUMERIC_RANGE_TYPES.has(String(ref.def?.type))) return collectNumericRanges(node, rows, shard, res, ref);
  if (src.histogram && !spec.date) return collectHistogramField(node, rows, shard, res, src.histogram);
  if (!isNumeric(src.kind)) return aggInvalid(`Field [${spec.source.field}] of type [${String(shard.values.field(spec.source.field!).ref.def?.type)}] is not supported for aggregation [${node.type}]`);
  // Without daylight-saving transitions a date rounding is a floor on a fixed-offset line: a key holds from
  // a value rounded to it up to the next key, so neighbouring timestamps reuse it instead of rounding again.
  const memo = spec.date && spec.zone.kind !== 'region';
  let lo = NaN;
  let hi = NaN;
  let memoKey = NaN;
  const keyOf = (v: number): number | undefined => {
    if (spec.date) {
      let key: number;
      if (v >= lo && v < hi) key = memoKey;
      else {
        key = rounding!.round(v);
        if (memo && key <= v) [lo, hi, memoKey] = [v, rounding!.next(key), key];
      }
      return key >= res.hardMin && key <= res.hardMax ? key : undefined;
    }
    const k = Math.floor((v - spec.offset) / spec.interval);
    return k * spec.interval >= res.hardMin && k * spec.interval <= res.hardMax ? k * spec.interval + spec.offset : undefined;
  };
  if (grouper) {
    const grouped = grouper(keyOf);
    for (const key of [...grouped.counts.keys()].sort((a, b) => a - b)) {
      const aggs = grouped.subs(key);
      if (isEsError(aggs)) return aggs;
      res.buckets.push({ key, docCount: grouped.counts.get(key)!, aggs });
    }
    return res;
  }
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    let prev = NaN;
    for (const v of src.numbers(row)) {
      const key = keyOf(v);
      if (key === undefined) continue;
      if (key === prev) continue;
      prev = key;
      let g = groups.get(key);
      if (!g) groups.set(key, (g = []));
      g.push(row);
    }
  }
  const keys = [...groups.keys()].sort((a, b) => a - b);
  for (const key of keys) {
    const aggs = collectSubs(node, groups.get(key)!, shard);
    if (isEsError(aggs)) return aggs;
    res.buckets.push({ key, docCount: docCountOf(groups.get(key)!), aggs });
  }
  return res;
}

/**
 * HistogramAggregationBuilder.innerBuild: extended bounds outside the hard bounds fail the shard, the hard
 * bounds printed as DoubleBounds.toString (`min--max`, an absent end empty) and the extended as `min--max`
 * of their Doubles (`null` when absent).
 */
function boundsConflict(spec: HistoSpec, name: string, hmin: number | undefined, hmax: number | undefined, shard: ShardCtx): EsError | undefined {
  if (!spec.hard || !spec.extended) return undefined;
  const emin = spec.extended.min === undefined ? undefined : Number(spec.extended.min);
  const emax = spec.extended.max === undefined ? undefined : Number(spec.extended.max);
  const outside = (hmax !== undefined && emax !== undefined && hmax < emax) || (hmin !== undefined && emin !== undefined && hmin > emin);
  if (!outside) return undefined;
  const d = (v: number | undefined, absent: string) => (v === undefined ? absent : javaDouble(v));
  return aggShardFailure(`Extended bounds have to be inside hard bounds, hard bounds: [${d(hmin, '')}--${d(hmax, '')}], extended bounds: [${d(emin, 'null')}--${d(emax, 'null')}]`, shard.index.name, shard.shard);
}

/** A date histogram over a `date_range` field: each document in every bucket its range touches (rangeHistogram.ts). */
function collectDateRanges(node: AggNode, rows: Row[], shard: ShardCtx, res: HistoResult, ref: FieldRef, rounding: Rounding): HistoResult | EsError {
  const spec = node.spec as HistoSpec;
  const fieldFormat = typeof ref.def?.format === 'string' ? ref.def.format : 'strict_date_optional_time||epoch_millis';
  res.format = dateFormat(spec.source.format ?? fieldFormat, spec.zone);
  const limit = shard.ctx.maxBuckets < 0 ? 65_536 : shard.ctx.maxBuckets;
  for (const [key, group] of groupDateRanges(rows, ref, shard.index.name, fieldFormat, shard.ctx.now, rounding, res.hardMin, res.hardMax, limit)) {
    const aggs = collectSubs(node, group, shard);
    if (isEsError(aggs)) return aggs;
    res.buckets.push({ key, docCount: docCountOf(group), aggs });
  }
  return res;
}

/** A histogram over a pre-aggregated `histogram` field (HistoBackedHistogramAggregator): doc_count sums the counts. */
function collectHistogramField(node: AggNode, rows: Row[], shard: ShardCtx, res: HistoResult, read: (row: Row) => HistogramPairs): HistoResult | EsError {
  const spec = node.spec as HistoSpec;
  const groups = groupWeighted(rows, read, (v) => {
    const k = Math.floor((v - spec.offset) / spec.interval) * spec.interval + spec.offset;
    return k >= res.hardMin && k <= res.hardMax ? [k] : [];
  });
  for (const key of [...groups.keys()].sort((a, b) => a - b)) {
    const g = groups.get(key)!;
    const aggs = collectSubs(node, g.rows, shard);
    if (isEsError(aggs)) return aggs;
    res.buckets.push({ key, docCount: g.count, aggs });
  }
  return res;
}

/** A histogram over a numeric range field: each document in every bucket its range touches (numericRangeHistogram.ts). */
function collectNumericRanges(node: AggNode, rows: Row[], shard: ShardCtx, res: HistoResult, ref: FieldRef): HistoResult | EsError {
  const spec = node.spec as HistoSpec;
  const limit = shard.ctx.maxBuckets < 0 ? 65_536 : shard.ctx.maxBuckets;
  for (const [key, group] of groupNumericRanges(rows, ref, shard.index.name, spec.interval, spec.offset, res.hardMin, res.hardMax, limit)) {
    const aggs = collectSubs(node, group, shard);
    if (isEsError(aggs)) return aggs;
    res.buckets.push({ key, docCount: group.length, aggs });
  }
  return res;
}

/** A histogram over a shard whose documents `grouper` groups by the keys of their values (columnar.ts). */
export function collectHistoGrouped(node: AggNode, shard: ShardCtx, grouper: NumberGrouper): Internal | EsError {
  return collectHisto(node, [], shard, grouper);
}

function reduceHisto(node: AggNode, parts: Internal[], rctx: ReduceCtx): HistoResult | EsError {
  const spec = node.spec as HistoSpec;
  const ps = parts as HistoResult[];
  const first = ps.find((p) => p.format.kind !== 'raw' || p.buckets.length > 0) ?? ps[0]!;
  const merged = new Map<number, HBucket[]>();
  for (const p of ps) for (const b of p.buckets) {
    let l = merged.get(b.key);
    if (!l) merged.set(b.key, (l = []));
    l.push(b);
  }
  let buckets: HBucket[] = [];
  for (const key of [...merged.keys()].sort((a, b) => a - b)) {
    const list = merged.get(key)!;
    const docCount = list.reduce((s, b) => s + b.docCount, 0);
    if (docCount < spec.minDocCount) continue;
    const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
    if (isEsError(aggs)) return aggs;
    buckets.push({ key, docCount, aggs });
  }
  const over = consumeBuckets(rctx, buckets.length);
  if (over) return over;
  if (spec.minDocCount === 0) {
    const emptyAggs = reduceSubs(node, [first.empty], rctx);
    if (isEsError(emptyAggs)) return emptyAggs;
    const room = rctx.ctx.maxBuckets < 0 ? 10_000_000 : rctx.ctx.maxBuckets - rctx.buckets.count + 1;
    const filled = fillEmpty(spec, first, buckets, emptyAggs, buckets.length + room);
    const more = consumeBuckets(rctx, filled.length - buckets.length);
    if (more) return more;
    buckets = filled;
  }
  // A rate deeper down (under terms, filters...) takes this bucket's length too: its nearest sized ancestor.
  if (spec.date && node.subs.some((s) => s.type !== 'rate' && hasDeeperRate(s))) {
    const rounding = first.rounding ?? roundingOf(spec);
    for (const b of buckets) {
      const e = divideDeeperRates(node.subs, b.aggs, (rn) => rateDivisor(rn, spec, b.key, rounding, rctx.ctx.indexName ?? ''));
      if (e) return e;
    }
  }
  // A rate under a date histogram divides by its bucket's length, known now that the bucket is final.
  const rates = spec.date ? node.subs.filter((s) => s.type === 'rate') : [];
  if (rates.length > 0) {
    const rounding = first.rounding ?? roundingOf(spec);
    for (const b of buckets) {
      const aggs: SubResults = new Map(b.aggs);
      for (const rn of rates) {
        const r = aggs.get(rn.name) as RateResult | undefined;
        // A counter rate measures its series' own span (TimeSeriesRateAggregator), not the bucket's.
        if (!r || r.counter) continue;
        const d = rateDivisor(rn, spec, b.key, rounding, rctx.ctx.indexName ?? '');
        if (isEsError(d)) return d;
        aggs.set(rn.name, { ...r, divisor: d } as RateResult);
      }
      b.aggs = aggs;
    }
  }
  if (!(isKeyOrder(spec.order) && spec.order[0]!.asc && spec.order.length === 1)) {
    if (isKeyOrder(spec.order) && spec.order.length === 1) buckets.reverse();
    else buckets.sort(bucketComparator<HBucket>(spec.order, node.subs, (a, b) => a.key - b.key));
  }
  return { ...first, buckets };
}

/** Whether a sub-aggregation holds a rate whose nearest sized ancestor is the date histogram above it. */
function hasDeeperRate(n: AggNode): boolean {
  if (n.type === 'date_histogram' || n.type === 'composite') return false;
  return n.subs.some((s) => s.type === 'rate' || hasDeeperRate(s));
}

/** Sets the divisor of every rate below `nodes` that no nearer date histogram or composite sizes (the reduced results are this reduce's own). */
function divideDeeperRates(nodes: AggNode[], aggs: SubResults, divisor: (rn: AggNode) => number | EsError, top = true): EsError | undefined {
  for (const n of nodes) {
    const r = aggs.get(n.name);
    if (!r) continue;
    if (n.type === 'rate') {
      if (top || (r as RateResult).counter) continue;
      const d = divisor(n);
      if (isEsError(d)) return d;
      (r as RateResult).divisor = d;
      continue;
    }
    if (n.type === 'date_histogram' || n.type === 'composite' || !hasDeeperRate(n)) continue;
    const inner = n.impl.single ? [n.impl.single(r)] : n.impl.buckets ? n.impl.buckets(r) : [];
    for (const b of inner) {
      const e = divideDeeperRates(n.subs, b.aggs, divisor, false);
      if (e) return e;
    }
  }
  return undefined;
}

/** Empty buckets between keys and out to the extended bounds (InternalHistogram.iterateEmptyBuckets). */
function fillEmpty(spec: HistoSpec, r: HistoResult, list: HBucket[], empty: SubResults, limit: number): HBucket[] {
  const round = spec.date ? (k: number) => r.rounding!.round(k) : (k: number) => Math.floor((k - spec.offset) / spec.interval) * spec.interval + spec.offset;
  const next = spec.date ? (k: number) => r.rounding!.next(k) : (k: number) => round(k + spec.interval + spec.interval / 2);
  const out: HBucket[] = [];
  const add = (key: number) => out.push({ key, docCount: 0, aggs: empty });
  // A fill past `search.max_buckets` stops one bucket over the limit: the count then refuses it.
  if (list.length === 0) {
    if (Number.isFinite(r.extMin) && Number.isFinite(r.extMax)) for (let k = round(r.extMin); k <= r.extMax && out.length < limit; k = next(k)) add(k);
    return out;
  }
  if (Number.isFinite(r.extMin)) for (let k = round(r.extMin); k < list[0]!.key && out.length < limit; k = next(k)) add(k);
  let last: HBucket | undefined;
  for (const b of list) {
    if (last) for (let k = next(last.key); k < b.key && out.length < limit; k = next(k)) add(k);
    out.push(b);
    last = b;
  }
  if (Number.isFinite(r.extMax)) for (let k = next(last!.key); k <= r.extMax && out.length < limit; k = next(k)) add(k);
  return out;
}

function keyString(r: HistoResult, key: number): string {
  return r.format.kind === 'raw' ? javaDouble(key) : r.format.format(key);
}

function histoImpl(date: boolean): AggImpl {
  return {
    parse: parseHisto(date),
    collect: collectHisto,
    reduce: reduceHisto,
    render(node, r, rctx) {
      const h = r as HistoResult;
      const spec = node.spec as HistoSpec;
      const render = (b: HBucket): JsonObject => {
        const out: JsonObject = {};
        if (h.format.kind !== 'raw') out.key_as_string = h.format.format(b.key);
        out.key = b.key;
        out.doc_count = b.docCount;
        renderSubs(node, b.aggs, rctx, out);
        return out;
      };
      if (spec.keyed) {
        const obj: JsonObject = {};
        for (const b of h.buckets) obj[keyString(h, b.key)] = render(b);
        return { buckets: obj };
      }
      return { buckets: h.buckets.map(render) };
    },
    typedName: () => (date ? 'date_histogram' : 'histogram'),
    buckets: (r) => (r as HistoResult).buckets.map((b) => ({ key: b.key, keyString: keyString(r as HistoResult, b.key), docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
    withBuckets: (r, bs) => ({ ...(r as HistoResult), buckets: bs.map((b) => ({ key: b.key as number, docCount: b.docCount, aggs: b.aggs })) }) as HistoResult,
  };
}

/**
 * The key after `key` in a histogram or date_histogram (InternalHistogram.nextKey: key + interval;
 * InternalDateHistogram.nextKey: the rounding's next value), for moving_avg's predictions; undefined for other parents.
 */
export function histogramNextKey(node: AggNode): ((key: number) => number) | undefined {
  if (node.type !== 'histogram' && node.type !== 'date_histogram') return undefined;
  const spec = node.spec as HistoSpec;
  if (!spec.date) return (k) => k + spec.interval;
  const r = roundingOf(spec);
  return (k) => r.next(k);
}

/** The `histogram` aggregation. */
export const histogram = histoImpl(false);
/** The `date_histogram` aggregation. */
export const dateHistogram = histoImpl(true);
