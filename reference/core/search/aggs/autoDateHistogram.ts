/**
 * `auto_date_histogram`: the coarsest of ES's roundings (seconds, minutes, hours, days, months, years,
 * each with inner intervals) that keeps the buckets near `buckets`. Each shard raises its rounding while
 * it holds more than `buckets × the largest inner interval` keys or spans more than that many rough unit
 * durations; the reduce re-rounds every shard to the coarsest of theirs, fills empty buckets, raises the
 * rounding again if the fill overshot, then merges consecutive buckets by the first inner interval that
 * fits (InternalAutoDateHistogram.reduce).
 */
import type { JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { UTC, type Zone } from '../../dateMath/zone.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { parseSource, resolveSource, isNumeric, type SourceSpec } from './valuesSource.ts';
import { calendarRounding, type CalendarUnit, type Rounding } from './rounding.ts';
import type { ValueFormat } from './format.ts';
import type { AggImpl, Bucket, Internal, Row, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';

interface RoundingInfo {
  unit: CalendarUnit;
  rough: number;
  abbr: string;
  inner: number[];
}

const ROUNDINGS: RoundingInfo[] = [
  { unit: 'second', rough: 1000, abbr: 's', inner: [1, 5, 10, 30] },
  { unit: 'minute', rough: 60_000, abbr: 'm', inner: [1, 5, 10, 30] },
  { unit: 'hour', rough: 3_600_000, abbr: 'h', inner: [1, 3, 12] },
  { unit: 'day', rough: 86_400_000, abbr: 'd', inner: [1, 7] },
  { unit: 'month', rough: 30 * 86_400_000, abbr: 'M', inner: [1, 3] },
  { unit: 'year', rough: 365 * 86_400_000, abbr: 'y', inner: [1, 5, 10, 20, 50, 100] },
];
const MINIMUM: Record<string, number> = { second: 0, minute: 1, hour: 2, day: 3, month: 4, year: 5 };

interface AutoSpec {
  source: SourceSpec;
  target: number;
  minIdx: number;
  zone: Zone;
}
interface ABucket {
  key: number;
  docCount: number;
  aggs: SubResults;
}
interface AutoResult extends Internal {
  kind: 'auto_date_histogram';
  idx: number;
  inner: number;
  buckets: ABucket[];
  empty: SubResults;
  format: ValueFormat;
}

const roundingAt = (idx: number, zone: Zone): Rounding => calendarRounding(ROUNDINGS[idx]!.unit, zone);
const maxInner = (idx: number) => Math.max(...ROUNDINGS[idx]!.inner);

/** The `auto_date_histogram` aggregation. */
export const autoDateHistogram: AggImpl = {
  parse(name, body, pctx) {
    const p = parseSource('auto_date_histogram', body, pctx, ['buckets', 'minimum_interval']);
    if (isEsError(p)) return p;
    const target = p.rest.buckets === undefined ? 10 : Number(p.rest.buckets);
    if (!(target > 0)) return aggInvalid(`[buckets] must be greater than 0. Found [${target}] in [${name}]`);
    let minIdx = 0;
    if (p.rest.minimum_interval !== undefined) {
      const m = MINIMUM[String(p.rest.minimum_interval)];
      if (m === undefined) return aggInvalid(`minimum_interval must be one of [second, minute, hour, day, month, year]`);
      minIdx = m;
    }
    return { source: p.source, target, minIdx, zone: p.source.zone ?? UTC } satisfies AutoSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as AutoSpec;
    const src = resolveSource(spec.source, shard, 'double');
    if (isEsError(src)) return src;
    const empty = collectSubs(node, [], shard);
    if (isEsError(empty)) return empty;
    const base: AutoResult = { kind: 'auto_date_histogram', idx: spec.minIdx, inner: 1, buckets: [], empty, format: src.format };
    if (src.kind === 'unmapped' || !isNumeric(src.kind)) return base;
    let min = Infinity;
    let max = -Infinity;
    for (const row of rows) for (const v of src.numbers(row)) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    let idx = spec.minIdx;
    let groups = new Map<number, Row[]>();
    for (;;) {
      const r = roundingAt(idx, spec.zone);
      groups = new Map();
      for (const row of rows) {
        let prev = NaN;
        for (const v of src.numbers(row)) {
          const k = r.round(v);
          if (k === prev) continue;
          prev = k;
          let g = groups.get(k);
          if (!g) groups.set(k, (g = []));
          g.push(row);
        }
      }
      const tooMany = groups.size > spec.target * maxInner(idx);
      const tooWide = max - min > spec.target * ROUNDINGS[idx]!.rough * maxInner(idx);
      if (idx < ROUNDINGS.length - 1 && (tooMany || tooWide)) idx++;
      else break;
    }
    for (const key of [...groups.keys()].sort((a, b) => a - b)) {
      const aggs = collectSubs(node, groups.get(key)!, shard);
      if (isEsError(aggs)) return aggs;
      base.buckets.push({ key, docCount: docCountOf(groups.get(key)!), aggs });
    }
    return { ...base, idx };
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as AutoSpec;
    const ps = parts as AutoResult[];
    let idx = Math.max(...ps.map((p) => p.idx));
    const rebucket = (list: ABucket[], i: number): ABucket[] | ReturnType<typeof reduceSubs> => {
      const r = roundingAt(i, spec.zone);
      const merged = new Map<number, ABucket[]>();
      for (const b of list) {
        const k = r.round(b.key);
        let l = merged.get(k);
        if (!l) merged.set(k, (l = []));
        l.push(b);
      }
      const out: ABucket[] = [];
      for (const k of [...merged.keys()].sort((a, b) => a - b)) {
        const l = merged.get(k)!;
        const aggs = l.length === 1 ? l[0]!.aggs : reduceSubs(node, l.map((b) => b.aggs), rctx);
        if (isEsError(aggs)) return aggs;
        out.push({ key: k, docCount: l.reduce((s, b) => s + b.docCount, 0), aggs });
      }
      return out;
    };
    const emptyAggs = reduceSubs(node, [ps[0]!.empty], rctx);
    if (isEsError(emptyAggs)) return emptyAggs;
    const fill = (list: ABucket[], i: number): ABucket[] => {
      if (list.length === 0) return list;
      const r = roundingAt(i, spec.zone);
      const out: ABucket[] = [];
      let prev: ABucket | undefined;
      for (const b of list) {
        if (prev) for (let k = r.next(prev.key); k < b.key && out.length < 1_000_000; k = r.next(k)) out.push({ key: k, docCount: 0, aggs: emptyAggs });
        out.push(b);
        prev = b;
      }
      return out;
    };
    // Every shard's buckets, reduced per key at the coarsest rounding of any shard.
    const all: ABucket[] = [];
    for (const p of ps) all.push(...p.buckets);
    let cur = rebucket(all, idx);
    if (isEsError(cur)) return cur;
    cur = fill(cur as ABucket[], idx);
    while ((cur as ABucket[]).length > spec.target * maxInner(idx) && idx < ROUNDINGS.length - 1) {
      idx++;
      const again = rebucket(cur as ABucket[], idx);
      if (isEsError(again)) return again;
      cur = fill(again as ABucket[], idx);
    }
    let buckets = cur as ABucket[];
    let inner = 1;
    if (buckets.length > spec.target) {
      const r = roundingAt(idx, spec.zone);
      for (const interval of ROUNDINGS[idx]!.inner) {
        const resulting = Math.ceil(buckets.length / interval);
        if (resulting > spec.target) continue;
        inner = interval;
        const merged: ABucket[] = [];
        let same: ABucket[] = [];
        let key = r.round(buckets[0]!.key);
        const flush = () => {
          const aggs = reduceSubs(node, same.map((b) => b.aggs), rctx);
          if (isEsError(aggs)) return aggs;
          merged.push({ key, docCount: same.reduce((s, b) => s + b.docCount, 0), aggs });
          return undefined;
        };
        for (let i = 0; i < buckets.length; i++) {
          if (i % interval === 0 && same.length > 0) {
            const e = flush();
            if (e) return e;
            same = [];
            key = r.round(buckets[i]!.key);
          }
          same.push(buckets[i]!);
        }
        if (same.length > 0) {
          const e = flush();
          if (e) return e;
        }
        buckets = merged;
        break;
      }
    }
    const over = consumeBuckets(rctx, buckets.length);
    if (over) return over;
    return { ...ps[0]!, idx, inner, buckets } satisfies AutoResult;
  },
  render(node, res, rctx) {
    const r = res as AutoResult;
    return {
      buckets: r.buckets.map((b) => {
        const out: JsonObject = { key_as_string: r.format.format(b.key), key: b.key, doc_count: b.docCount };
        renderSubs(node, b.aggs, rctx, out);
        return out;
      }),
      interval: `${r.inner}${ROUNDINGS[r.idx]!.abbr}`,
    };
  },
  typedName: () => 'auto_date_histogram',
  buckets: (r) => (r as AutoResult).buckets.map((b) => ({ key: b.key, keyString: (r as AutoResult).format.format(b.key), docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as AutoResult), buckets: bs.map((b) => ({ key: b.key as number, docCount: b.docCount, aggs: b.aggs })) }),
};
