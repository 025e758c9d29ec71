/**
 * `range` and `date_range`: ranges sorted by (from, to) as RangeAggregator.sortRanges does, each `from`
 * inclusive and `to` exclusive, a document counted once per range; keys `from-to` with `*` for an open
 * end, printed in the source's format (a date range's in its date format).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError, type EsError } from '../../errors/index.ts';
import { parseDateMathIn } from './zonedDate.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { isNumeric, parseSource, resolveSource, type SourceSpec } from './valuesSource.ts';
import { doubleCompare } from './order.ts';
import { dateFormat, javaDouble, type ValueFormat } from './format.ts';
import { DEFAULT_DATE_FORMAT } from '../../mapping/dates.ts';
import { storedPrecision } from './rangePrecision.ts';
import type { AggImpl, AggNode, Bucket, Internal, Row, ShardCtx, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';
import { groupWeighted } from './histogramValues.ts';
import { objectArray } from './objectArray.ts';

interface RangeDef {
  key?: string;
  from?: Json;
  to?: Json;
}
interface RangeSpec {
  date: boolean;
  source: SourceSpec;
  ranges: RangeDef[];
  keyed: boolean;
}
interface RBucket {
  key: string;
  from: number;
  to: number;
  docCount: number;
  aggs: SubResults;
  /** The key was given, not generated. */
  explicit: boolean;
}
interface RangeResult extends Internal {
  kind: 'range';
  format: ValueFormat;
  buckets: RBucket[];
}

function parseRange(date: boolean): AggImpl['parse'] {
  const type = date ? 'date_range' : 'range';
  return (name, body, pctx) => {
    const p = parseSource(type, body, pctx, ['ranges', 'keyed']);
    if (isEsError(p)) return p;
    const ranges = objectArray(p.rest.ranges);
    if (!Array.isArray(ranges) || ranges.length === 0) return aggInvalid(`No [ranges] specified for the [${name}] aggregation`);
    const defs: RangeDef[] = [];
    for (const r of ranges) {
      if (!isObject(r)) return aggInvalid(`[ranges] must be objects in [${name}]`);
      const o = r as JsonObject;
      defs.push({ ...(o.key !== undefined ? { key: String(o.key) } : {}), ...(o.from !== undefined && o.from !== null ? { from: o.from as Json } : {}), ...(o.to !== undefined && o.to !== null ? { to: o.to as Json } : {}) });
    }
    return { date, source: p.source, ranges: defs, keyed: p.rest.keyed === true } satisfies RangeSpec;
  };
}

function boundOf(v: Json | undefined, dflt: number, spec: RangeSpec, dateFmt: string, now: number, dateField: boolean): number | EsError {
  if (v === undefined) return dflt;
  if (typeof v === 'number' && !(spec.date && Number.isFinite(v))) return v;
  // RangeAggregationBuilder.innerBuild parses a string bound with the field's format (config.format()), so a
  // `range` on a date field reads `2021-05-01T00:00:00Z` as a date (40_range.yml "Range aggregation on date field").
  if (spec.date || (dateField && typeof v === 'string')) {
    // DateRangeAggregationBuilder.innerBuild: a numeric bound is printed as a long and parsed with the
    // field's format, so `from: 1000` on an epoch_second field is 1000000 ms (41_date_range.yml "Date range").
    const text = typeof v === 'number' ? String(Math.trunc(v)) : String(v);
    const r = parseDateMathIn(text, dateFmt, now, false, spec.source.zone);
    if (!r.ok) return aggInvalid(`failed to parse date field [${String(v)}] with format [${dateFmt}]`);
    return r.millis;
  }
  const n = Number(v);
  if (Number.isNaN(n)) return aggInvalid(`For input string: "${String(v)}"`);
  return n;
}

function collectRange(node: AggNode, rows: Row[], shard: ShardCtx): RangeResult | EsError {
  const spec = node.spec as RangeSpec;
  const src = resolveSource(spec.source, shard, 'double');
  if (isEsError(src)) return src;
  if (src.kind !== 'unmapped' && !isNumeric(src.kind) && !src.histogram) return aggInvalid(`Field [${spec.source.field}] of type [${String(shard.values.field(spec.source.field!).ref.def?.type)}] is not supported for aggregation [${node.type}]`);
  const fmtText = spec.source.format ?? src.dateFormat;
  const ranges: { key?: string; from: number; to: number; matchFrom: number; matchTo: number }[] = [];
  const fieldType = src.kind === 'unmapped' || !spec.source.field ? undefined : String(shard.values.field(spec.source.field).ref.def?.type);
  const fix = storedPrecision(fieldType);
  for (const r of spec.ranges) {
    const from = boundOf(r.from, -Infinity, spec, fmtText, shard.ctx.now, src.kind === 'date');
    if (isEsError(from)) return from;
    const to = boundOf(r.to, Infinity, spec, fmtText, shard.ctx.now, src.kind === 'date');
    if (isEsError(to)) return to;
    ranges.push({ ...(r.key !== undefined ? { key: r.key } : {}), from, to, matchFrom: fix(from), matchTo: fix(to) });
  }
  ranges.sort((a, b) => doubleCompare(a.matchFrom, b.matchFrom) || doubleCompare(a.matchTo, b.matchTo));
  // An unmapped field under date_range keeps DATE's default format (CoreValuesSourceType.DATE), so its keys
  // print as dates (41_date_range.yml "Date range unmapped with children").
  const format = spec.date && src.kind === 'unmapped' && src.format.kind === 'raw' ? dateFormat(DEFAULT_DATE_FORMAT) : src.format;
  const res: RangeResult = { kind: 'range', format, buckets: [] };
  // HistoBackedRangeAggregator: a histogram field's document counts in every range its values fall in, by their counts.
  const weighted = src.histogram ? groupWeighted(rows, src.histogram, (v) => ranges.filter((r) => v >= r.matchFrom && v < r.matchTo)) : undefined;
  for (const r of ranges) {
    const w = weighted?.get(r);
    const sel = weighted ? (w?.rows ?? []) : src.kind === 'unmapped' ? [] : rows.filter((row) => src.numbers(row).some((v) => v >= r.matchFrom && v < r.matchTo));
    const aggs = collectSubs(node, sel, shard);
    if (isEsError(aggs)) return aggs;
    // A raw range prints its bounds as doubles (`*-100.0`), DocValueFormat.RAW.format(double).
    const fmt = (v: number) => (format.kind === 'raw' ? javaDouble(v) : format.format(v));
    const key = r.key ?? `${Number.isFinite(r.from) ? fmt(r.from) : '*'}-${Number.isFinite(r.to) ? fmt(r.to) : '*'}`;
    res.buckets.push({ key, from: r.from, to: r.to, docCount: weighted ? (w?.count ?? 0) : docCountOf(sel), aggs, explicit: r.key !== undefined });
  }
  return res;
}

function rangeImpl(date: boolean): AggImpl {
  return {
    parse: parseRange(date),
    collect: collectRange,
    reduce(node, parts, rctx) {
      const ps = parts as RangeResult[];
      const out: RangeResult = { kind: 'range', format: ps[0]!.format, buckets: [] };
      for (let i = 0; i < ps[0]!.buckets.length; i++) {
        const list = ps.map((p) => p.buckets[i]!);
        const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
        if (isEsError(aggs)) return aggs;
        out.buckets.push({ ...list[0]!, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
      }
      const over = consumeBuckets(rctx, out.buckets.length);
      return over ?? out;
    },
    render(node, r, rctx) {
      const spec = node.spec as RangeSpec;
      const res = r as RangeResult;
      const f = res.format;
      const one = (b: RBucket): JsonObject => {
        const out: JsonObject = spec.keyed ? {} : { key: b.key };
        if (Number.isFinite(b.from)) {
          out.from = b.from;
          if (f.kind !== 'raw') out.from_as_string = f.format(b.from);
        }
        if (Number.isFinite(b.to)) {
          out.to = b.to;
          if (f.kind !== 'raw') out.to_as_string = f.format(b.to);
        }
        out.doc_count = b.docCount;
        renderSubs(node, b.aggs, rctx, out);
        return out;
      };
      if (spec.keyed) {
        const obj: JsonObject = {};
        for (const b of res.buckets) obj[b.key] = one(b);
        return { buckets: obj };
      }
      return { buckets: res.buckets.map(one) };
    },
    typedName: () => (date ? 'date_range' : 'range'),
    buckets: (r) => (r as RangeResult).buckets.map((b) => ({ key: b.key, keyString: b.key, docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
    withBuckets: (r, bs) => ({ ...(r as RangeResult), buckets: bs.map((b, i) => ({ ...(r as RangeResult).buckets.find((x) => x.key === b.key) ?? (r as RangeResult).buckets[i]!, docCount: b.docCount, aggs: b.aggs })) }),
  };
}

/** The `range` aggregation. */
export const range = rangeImpl(false);
/** The `date_range` aggregation. */
export const dateRange = rangeImpl(true);
