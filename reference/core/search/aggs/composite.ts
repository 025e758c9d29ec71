/**
 * `composite`: buckets keyed by the combination of its sources' values (`terms`, `histogram`,
 * `date_histogram`), each source ordered asc or desc with missing values first or last, paged with
 * `after`; every shard answers its first `size` keys after `after`, the reduce merges and cuts again,
 * and `after_key` is the last key shown.
 */
import { isObject, markJava, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, aggShardFailure, compositeFormatNotReadable, compositeSourceUnknownField, isEsError, tooManyBuckets, type EsError } from '../../errors/index.ts';
import { positionOf } from './parse.ts';
import { keyAt } from '../../byScroll/bodyPosition.ts';
import { parseDateMathIn } from './zonedDate.ts';
import { geotileFormat, geotileKey, geotilePrecision, parseGeotileAfter } from './compositeGeotile.ts';
import { reader as geoReader } from './geo.ts';
import { parseZone, UTC, type Zone } from '../../dateMath/zone.ts';
import { parseTimeValue } from '../timeValue.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { compareBytes } from './docValues.ts';
import { isNumeric, resolveSource } from './valuesSource.ts';
import { parseScriptSpec, type ScriptSpec } from '../../script/runScript.ts';
import { dateFormat, javaDouble, type ValueFormat } from './format.ts';
import { CALENDAR_UNITS, calendarRounding, fixedRounding, withOffset, type Rounding } from './rounding.ts';
import type { AggImpl, AggNode, Bucket, Internal, ParseCtx, Row, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';
import { compositeRates } from './compositeRate.ts';
import { canonical, compareLongKeys, exactInputs, longFromJson, longJson, type LongKey } from '../longValues.ts';

/** Sorted values with repeats dropped (a document counts once per key). */
function dedupe(vs: readonly LongKey[]): LongKey[] {
  const out: LongKey[] = [];
  for (const v of vs) if (out.length === 0 || out[out.length - 1] !== v) out.push(v);
  return out;
}
import { DATE_HISTOGRAM_INTERVAL } from '../../deprecations.ts';

type SourceKind = 'terms' | 'histogram' | 'date_histogram' | 'geotile_grid';

interface SourceDef {
  name: string;
  kind: SourceKind;
  field?: string;
  /** A `script` instead of (or beside) the field, with its `value_type`. */
  script?: ScriptSpec;
  valueType?: string;
  asc: boolean;
  missingBucket: boolean;
  missingFirst: boolean;
  interval?: number;
  calendar?: string;
  fixed?: number;
  offset: number;
  zone: Zone;
  format?: string;
  /** geotile_grid: the zoom. */
  precision?: number;
}

interface CompositeSpec {
  sources: SourceDef[];
  size: number;
  after?: JsonObject;
  /** Why `after` does not fit the sources: CompositeAggregationBuilder.doBuild refuses it on the shard. */
  afterMismatch?: string;
}

/** A key part: bytes, a double, a long (a bigint past 2^53, longValues.ts), or null for a missing bucket. */
type KeyPart = string | number | bigint | null;

/** A key's identity (JSON.stringify refuses bigints; a bigint never equals a number here). */
function keyId(key: KeyPart[]): string {
  return key.map((p) => (typeof p === 'bigint' ? `n${p}` : JSON.stringify(p))).join(',');
}

interface CBucket {
  key: KeyPart[];
  docCount: number;
  aggs: SubResults;
}

interface CompositeResult extends Internal {
  kind: 'composite';
  buckets: CBucket[];
  formats: (ValueFormat | undefined)[];
  /** Which sources' keys are Java doubles (a histogram's; terms of a floating-point field), printed `2.0`. */
  doubles?: boolean[];
}

/**
 * The names DateHistogramValuesSourceBuilder's ObjectParser declares in ES 8 (its own, DateIntervalWrapper's
 * without the v7-only `interval`, CompositeValuesSourceParserHelper.declareValuesSourceFields'), which
 * SuggestingErrorOnUnknown draws its suggestion from.
 */
const DATE_SOURCE_FIELDS = ['format', 'calendar_interval', 'fixed_interval', 'offset', 'time_zone', 'field', 'script', 'value_type', 'missing_bucket', 'missing_order', 'order'];

function parseSourceDef(entry: Json, pctx: ParseCtx, at: number): SourceDef | EsError {
  if (!isObject(entry) || Object.keys(entry).length !== 1) return aggInvalid('[sources] expects a list of single-key objects');
  const [name, def] = Object.entries(entry as JsonObject)[0]!;
  if (!isObject(def) || Object.keys(def).length !== 1) return aggInvalid(`[${name}] expects a single value source`);
  const [kind, body] = Object.entries(def as JsonObject)[0]!;
  if (kind !== 'terms' && kind !== 'histogram' && kind !== 'date_histogram' && kind !== 'geotile_grid') {
    return aggInvalid(`Unknown value source type [${kind}] for [${name}]`);
  }
  const o = (body ?? {}) as JsonObject;
  let script: ScriptSpec | undefined;
  if (o.script !== undefined) {
    const sc = parseScriptSpec(o.script as Json, pctx.profile);
    if (isEsError(sc)) return sc;
    script = sc;
  }
  if (typeof o.field !== 'string' && !script) return aggInvalid(`Required one of fields [field, script], but none were specified. `);
  const order = String(o.order ?? 'asc');
  if (order !== 'asc' && order !== 'desc') return aggInvalid(`Unknown order direction [${order}]`);
  const asc = order === 'asc';
  const mo = String(o.missing_order ?? 'default');
  const src: SourceDef = { name, kind, ...(typeof o.field === 'string' ? { field: o.field } : {}), ...(script ? { script } : {}), ...(o.value_type !== undefined ? { valueType: String(o.value_type) } : {}), asc, missingBucket: o.missing_bucket === true, missingFirst: mo === 'default' ? asc : mo === 'first', offset: 0, zone: UTC };
  if (o.missing_order !== undefined && !src.missingBucket) return aggInvalid(`missingOrder can only be set if missingBucket is true`);
  if (kind === 'geotile_grid') {
    const p = geotilePrecision(o);
    if (isEsError(p)) return p;
    src.precision = p;
  }
  if (kind === 'histogram') {
    const iv = Number(o.interval);
    if (!(iv > 0)) return aggInvalid(`[interval] must be greater than 0 for [histogram] source`);
    src.interval = iv;
  }
  if (kind === 'date_histogram') {
    if (o.interval !== undefined && pctx.profile.dateHistogramInterval === 'calendar-fixed') {
      const here = [...pctx.path, 'sources', at, name, kind, 'interval'];
      return compositeSourceUnknownField(pctx.profile, 'interval', positionOf(pctx.rawBody, here), keyAt(pctx.rawBody, here), DATE_SOURCE_FIELDS);
    }
    if (o.time_zone !== undefined) {
      const z = parseZone(String(o.time_zone));
      if (!('kind' in z && (z.kind === 'fixed' || z.kind === 'region'))) return aggInvalid(`unknown time zone [${String(o.time_zone)}]`);
      src.zone = z as Zone;
    }
    const iv = o.calendar_interval ?? o.interval;
    // The source reads its interval through DateIntervalWrapper as date_histogram does, so the legacy
    // `interval` draws the same deprecation (ES 7.2-7.17, OpenSearch; 230_composite.yml "with format").
    if (o.interval !== undefined && pctx.profile.dateHistogramInterval === 'interval-deprecated') pctx.warnings?.push(DATE_HISTOGRAM_INTERVAL);
    if (o.calendar_interval !== undefined || (o.interval !== undefined && CALENDAR_UNITS[String(o.interval)])) {
      const u = CALENDAR_UNITS[String(iv)];
      if (!u) return aggInvalid(`The supplied interval [${String(iv)}] could not be parsed as a calendar interval.`);
      src.calendar = u;
    } else if (o.fixed_interval !== undefined || o.interval !== undefined) {
      const ms = typeof (o.fixed_interval ?? o.interval) === 'number' ? Number(o.fixed_interval ?? o.interval) : parseTimeValue(String(o.fixed_interval ?? o.interval), 'date_histogram.fixedInterval', pctx.profile);
      if (isEsError(ms)) return ms;
      src.fixed = ms;
    } else return aggInvalid('Invalid interval specified, must be non-null and non-empty');
    if (o.offset !== undefined) {
      const s = String(o.offset);
      const neg = s.startsWith('-');
      const ms = typeof o.offset === 'number' ? o.offset : parseTimeValue(s.replace(/^[+-]/, ''), 'offset', pctx.profile);
      if (isEsError(ms)) return ms;
      src.offset = neg ? -ms : ms;
    }
    if (o.format !== undefined) src.format = String(o.format);
  }
  return src;
}

function compareParts(s: SourceDef, a: KeyPart, b: KeyPart): number {
  if (a === null || b === null) {
    if (a === b) return 0;
    // Missing first or last, whatever the direction.
    return (a === null) === s.missingFirst ? -1 : 1;
  }
  const c = typeof a === 'string' ? compareBytes(a, b as string) : compareLongKeys(a as LongKey, b as LongKey);
  return s.asc ? c : -c;
}

function compareKeys(sources: SourceDef[], a: KeyPart[], b: KeyPart[]): number {
  for (let i = 0; i < sources.length; i++) {
    const c = compareParts(sources[i]!, a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

/** A key part as it prints: a formatted date source prints its string, others their value. */
function formatPart(fmt: ValueFormat | undefined, k: KeyPart): Json {
  if (typeof k === 'bigint') return longJson(k);
  return fmt && typeof k === 'number' ? fmt.format(k) : k;
}

/**
 * InternalComposite.formatObject (ES 7.14+): a date source's key printed with its `format` must parse back to
 * the same long, or the after_key could not page; `yyyy-MM` on daily buckets, or a week-based `YYYY` beside
 * `MM-dd`, refuse the whole response. A source without a format prints the raw long and is not checked.
 */
function unreadableDateKey(sources: readonly SourceDef[], buckets: readonly CBucket[], now: number): EsError | undefined {
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i]!;
    if (s.kind !== 'date_histogram' || s.format === undefined) continue;
    const fmt = dateFormat(s.format, s.zone);
    for (const b of buckets) {
      const k = b.key[i];
      if (typeof k !== 'number') continue;
      const back = parseDateMathIn(fmt.format(k), s.format, now, false, s.zone);
      if (back.ok && back.millis === k) continue;
      const formatter = `DocValueFormat.DateTime(format[${s.format}] locale[], ${s.zone.id}, MILLISECONDS)`;
      return compositeFormatNotReadable(formatter, k, back.ok ? back.millis : NaN);
    }
  }
  return undefined;
}

/** The `composite` aggregation. */
export const composite: AggImpl = {
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    // ConstructingObjectParser's message for a missing constructor argument; null or [] reach validateSources.
    if (o.sources === undefined) return aggInvalid(`Required [sources]`);
    if (!Array.isArray(o.sources) || o.sources.length === 0) return aggInvalid(`Composite [sources] cannot be null or empty`);
    const sources: SourceDef[] = [];
    for (let i = 0; i < o.sources.length; i++) {
      const s = parseSourceDef(o.sources[i]!, pctx, i);
      if (isEsError(s)) return s;
      if (sources.some((x) => x.name === s.name)) return aggInvalid(`Composite source names must be unique, found duplicates: [${s.name}]`);
      sources.push(s);
    }
    const size = o.size === undefined ? 10 : Number(o.size);
    if (size <= 0) return aggInvalid(`[size] must be greater than 0. Found [${size}] in [${name}]`);
    let after: JsonObject | undefined;
    let afterMismatch: string | undefined;
    if (o.after !== undefined) {
      if (!isObject(o.after)) return aggInvalid('[after] must be an object');
      // A long past 2^53 in `after` keeps the digits the request spelled (longValues.ts).
      after = exactInputs(o.after as JsonObject, pctx.rawBody, [...pctx.path, 'after']);
      const given = Object.keys(after);
      if (given.length !== sources.length) afterMismatch = `[after] has ${given.length} value(s) but [sources] has ${sources.length}`;
      else {
        const missing = sources.find((s) => !given.includes(s.name));
        if (missing) afterMismatch = `Missing value for [after.${missing.name}]`;
      }
    }
    return { sources, size, ...(after ? { after } : {}), ...(afterMismatch ? { afterMismatch } : {}) } satisfies CompositeSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as CompositeSpec;
    // doBuild checks `after` against the sources on the shard: every shard fails, a search_phase_execution_exception.
    if (spec.afterMismatch) return aggShardFailure(spec.afterMismatch, shard.index.name, shard.shard);
    // CompositeAggregator's constructor refuses a page larger than search.max_buckets, on the shard.
    const limit = shard.ctx.maxBuckets;
    if (limit >= 0 && spec.size > limit) return tooManyBuckets(shard.ctx.profile, limit, spec.size, shard.ctx.indexName ?? null);
    const readers: { values(row: Row): KeyPart[]; format?: ValueFormat; double?: boolean; parseAfter(v: Json): KeyPart }[] = [];
    for (const s of spec.sources) {
      // A script without value_type reads as the source's natural type: strings for terms, numbers or dates otherwise.
      if (s.kind === 'geotile_grid') {
        const points = s.field !== undefined ? geoReader({ field: s.field }, shard) : undefined;
        const zoom = s.precision!;
        readers.push({
          values: (row) => [...new Set((points?.(row) ?? []).map(([lat, lon]) => geotileKey(lat, lon, zoom)))].sort((a, b) => a - b),
          format: geotileFormat(zoom),
          parseAfter: (v) => (v === null ? null : parseGeotileAfter(v, zoom)),
        });
        continue;
      }
      const valueType = s.valueType ?? (s.script && s.field === undefined ? (s.kind === 'terms' ? 'string' : s.kind === 'date_histogram' ? 'date' : 'double') : undefined);
      const src = resolveSource({ field: s.field, zone: s.zone, ...(s.script ? { script: s.script } : {}), ...(valueType ? { valueType } : {}) }, shard, 'bytes');
      if (isEsError(src)) return src;
      const numeric = isNumeric(src.kind);
      let rounding: Rounding | undefined;
      if (s.kind === 'date_histogram') rounding = withOffset(s.calendar ? calendarRounding(s.calendar as never, s.zone) : fixedRounding(s.fixed!, s.zone), s.offset);
      const fmt = s.kind === 'date_histogram' && s.format ? dateFormat(s.format, s.zone) : undefined;
      const keyOf = (v: number): KeyPart => {
        if (s.kind === 'histogram') return Math.floor(v / s.interval!) * s.interval!;
        // Keys stay epoch millis (ES keeps longs and formats only on output), so `after` compares numerically.
        if (rounding) return rounding.round(v);
        return v;
      };
      readers.push({
        values: (row) => {
          if (src.kind === 'unmapped') return [];
          // A terms source on a long field keys by its exact values (LongValuesSource).
          if (s.kind === 'terms' && src.longs) return dedupe(src.longs(row));
          if (numeric) {
            const out: KeyPart[] = [];
            for (const v of src.numbers(row)) {
              const k = keyOf(v);
              if (out[out.length - 1] !== k) out.push(k);
            }
            return out;
          }
          return s.kind === 'terms' ? src.strings(row) : [];
        },
        ...(fmt ? { format: fmt } : {}),
        double: s.kind === 'histogram' || (s.kind === 'terms' && src.kind === 'double'),
        parseAfter: (v) => {
          if (v === null) return null;
          const exact = longFromJson(v);
          if (exact !== undefined) return s.kind === 'terms' && src.longs ? canonical(exact) : Number(exact);
          if (s.kind === 'date_histogram' && typeof v === 'string') {
            // DocValueFormat.DateTime.parseLong: the source's format (or the field's) read in its time_zone.
            const r = parseDateMathIn(v, s.format ?? src.dateFormat, shard.ctx.now, false, s.zone);
            return r.ok ? r.millis : NaN;
          }
          return numeric || s.kind !== 'terms' ? Number(v) : String(v);
        },
      });
    }
    const afterKey = spec.after ? spec.sources.map((s, i) => readers[i]!.parseAfter(spec.after![s.name] as Json)) : undefined;
    const groups = new Map<string, { key: KeyPart[]; rows: Row[] }>();
    for (const row of rows) {
      let combos: KeyPart[][] = [[]];
      for (let i = 0; i < spec.sources.length; i++) {
        let vals = readers[i]!.values(row);
        if (vals.length === 0) {
          if (!spec.sources[i]!.missingBucket) {
            combos = [];
            break;
          }
          vals = [null];
        }
        const next: KeyPart[][] = [];
        for (const c of combos) for (const v of vals) next.push([...c, v]);
        combos = next;
      }
      for (const key of combos) {
        if (afterKey && compareKeys(spec.sources, key, afterKey) <= 0) continue;
        const id = keyId(key);
        let g = groups.get(id);
        if (!g) groups.set(id, (g = { key, rows: [] }));
        if (g.rows[g.rows.length - 1] !== row) g.rows.push(row);
      }
    }
    const sorted = [...groups.values()].sort((a, b) => compareKeys(spec.sources, a.key, b.key)).slice(0, spec.size);
    const buckets: CBucket[] = [];
    for (const g of sorted) {
      const aggs = collectSubs(node, g.rows, shard);
      if (isEsError(aggs)) return aggs;
      buckets.push({ key: g.key, docCount: docCountOf(g.rows), aggs });
    }
    return { kind: 'composite', buckets, formats: readers.map((r) => r.format), doubles: readers.map((r) => r.double === true) } satisfies CompositeResult;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as CompositeSpec;
    const merged = new Map<string, CBucket[]>();
    for (const p of parts as CompositeResult[]) for (const b of p.buckets) {
      const id = keyId(b.key);
      let l = merged.get(id);
      if (!l) merged.set(id, (l = []));
      l.push(b);
    }
    const out: CBucket[] = [];
    const keys = [...merged.values()].sort((a, b) => compareKeys(spec.sources, a[0]!.key, b[0]!.key)).slice(0, spec.size);
    for (const list of keys) {
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      out.push({ key: list[0]!.key, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
    }
    const over = consumeBuckets(rctx, out.length);
    if (over) return over;
    const rated = compositeRates(node, spec.sources, out, rctx.ctx.indexName ?? '');
    if (rated) return rated;
    const unreadable = rctx.ctx.profile.compositeKeyFormatChecked ? unreadableDateKey(spec.sources, out, rctx.ctx.now) : undefined;
    if (unreadable) return unreadable;
    const first = parts[0] as CompositeResult | undefined;
    return { kind: 'composite', buckets: out, formats: first?.formats ?? [], ...(first?.doubles ? { doubles: first.doubles } : {}) } satisfies CompositeResult;
  },
  render(node, res, rctx) {
    const spec = node.spec as CompositeSpec;
    const r = res as CompositeResult;
    const keyObj = (k: KeyPart[]): JsonObject => {
      const o: JsonObject = {};
      spec.sources.forEach((s, i) => {
        o[s.name] = formatPart(r.formats[i], k[i]!);
        if (r.doubles?.[i]) markJava(o, 'double', [s.name]);
      });
      return o;
    };
    const out: JsonObject = {};
    if (r.buckets.length > 0) out.after_key = keyObj(r.buckets[r.buckets.length - 1]!.key);
    out.buckets = r.buckets.map((b) => {
      const o: JsonObject = { key: keyObj(b.key), doc_count: b.docCount };
      renderSubs(node, b.aggs, rctx, o);
      return o;
    });
    return out;
  },
  typedName: () => 'composite',
  buckets: (r) => (r as CompositeResult).buckets.map((b) => ({ key: b.key.map((k) => (typeof k === 'bigint' ? longJson(k) : k)), keyString: b.key.map((k, i) => { const f = formatPart((r as CompositeResult).formats[i], k); return typeof f === 'number' ? javaDouble(f) : String(f); }).join('|'), docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as CompositeResult), buckets: bs.map((b) => ({ key: (b.key as Json[]).map((k) => { const x = longFromJson(k); return x === undefined ? (k as KeyPart) : canonical(x); }), docCount: b.docCount, aggs: b.aggs })) }),
};

const FACTORIES: Record<string, string> = {
  terms: 'TermsAggregatorFactory', histogram: 'HistogramAggregatorFactory', date_histogram: 'DateHistogramAggregatorFactory', range: 'RangeAggregatorFactory',
  date_range: 'DateRangeAggregatorFactory', filter: 'FilterAggregatorFactory', filters: 'FiltersAggregatorFactory', global: 'GlobalAggregatorFactory',
  missing: 'MissingAggregatorFactory', composite: 'CompositeAggregationFactory', reverse_nested: 'ReverseNestedAggregatorFactory',
};

/**
 * A composite below anything but the parents the version allows (profiles/aggregations.ts compositeParents:
 * CompositeAggregationBuilder walks up through those and names the first other ancestor's factory). `ancestors`: nearest first.
 */
export function compositeParentError(ancestors: AggNode[], allowed: readonly string[]): EsError | undefined {
  const invalid = ancestors.find((a) => !allowed.includes(a.type));
  if (!invalid) return undefined;
  return aggInvalid(`[composite] aggregation cannot be used with a parent aggregation of type: [${FACTORIES[invalid.type] ?? invalid.type}]`);
}
