/**
 * `terms`, as ES computes it per shard and then reduces: each shard counts its terms, keeps its top
 * `shard_size` (default `size * 1.5 + 10` unless ordered by key) by the order with a key tie-break,
 * reports the rest as `sum_other_doc_count` and, ordered by count descending, its smallest kept count as
 * its error; the reduce merges by key, keeps the top `size` with `min_doc_count`, and sums the errors
 * (AbstractInternalTerms). Keyword terms are `sterms`, longs/dates/booleans `lterms`, doubles `dterms`.
 */
import type { Json, JsonObject } from '../../json.ts';
import { aggBadParam, aggExecutionFailure, aggInvalid, aggRequestMistake, aggShardFailure, isEsError, type EsError } from '../../errors/index.ts';
import { parseDateMath } from '../dateMath.ts';
import { toBool } from '../fields.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { compareBytes, compareIp } from './docValues.ts';
import { orderKeyNames } from './legacyOrderKeys.ts';
import { numberFilter, parseIncludeExclude, stringFilter, type IncludeExclude } from './includeExclude.ts';
import { bucketComparator, isKeyOrder, parseOrder, validateOrder, withTieBreak, type OrderElem } from './order.ts';
import { parseSource, resolveSource, isNumeric, type SourceSpec } from './valuesSource.ts';
import { positionOf } from './parse.ts';
import { RAW, type ValueFormat } from './format.ts';
import type { AggImpl, AggNode, Bucket, Internal, ReduceCtx, Row, SubResults } from './types.ts';
import type { Grouped } from './grouping.ts';
import { docCountOf } from './rows.ts';
import { compareLongKeys, longFromJson, longJson, type LongKey } from '../longValues.ts';

interface TermsSpec {
  source: SourceSpec;
  size: number;
  shardSize: number;
  minDocCount: number;
  shardMinDocCount: number;
  order: OrderElem[];
  includeExclude?: IncludeExclude;
  /** An execution_hint ExecutionMode.fromString refuses: the shard fails when the source is bytes. */
  badHint?: string;
  showError: boolean;
}

/** A term: bytes, a double, or a long (a bigint past 2^53: LongTerms keys are Java longs, longValues.ts). */
type TermKey = string | number | bigint;

interface TermBucket {
  key: TermKey;
  docCount: number;
  /** Per-bucket error: -1 unknown; accumulates as AbstractTermsBucket.updateDocCountError. */
  error: number;
  aggs: SubResults;
}

/** A terms partial or result: its value kind, shard size, buckets, other count and error. */
interface TermsResult extends Internal {
  kind: 'terms';
  valueKind: 'string' | 'long' | 'double' | 'unmapped';
  ip: boolean;
  /** Keys of an OpenSearch unsigned_long field: UnsignedLongTerms, typed `ulterms`. */
  unsigned?: true;
  format: ValueFormat;
  shardSize: number;
  buckets: TermBucket[];
  otherDocCount: number;
  docCountError: number;
  /** The distinct keys the shard collected, before shard_size (a profile's `total_buckets`); shard partials only. */
  collected?: number;
}

const KEYS = ['size', 'shard_size', 'min_doc_count', 'shard_min_doc_count', 'order', 'include', 'exclude', 'execution_hint', 'collect_mode', 'show_term_doc_count_error'];

/** BucketUtils.suggestShardSideQueueSize: `size * 1.5 + 10`, capped at Integer.MAX_VALUE. */
export function suggestShardSize(size: number): number {
  return Math.min(2147483647, Math.trunc(size * 1.5 + 10));
}

function parseTerms(name: string, body: Json, pctx: Parameters<AggImpl['parse']>[2]): TermsSpec | EsError {
  const p = parseSource('terms', body, pctx, KEYS);
  if (isEsError(p)) return p;
  const r = p.rest;
  const at = (k: string) => positionOf(pctx.rawBody, [...pctx.path, k]);
  const int = (k: string, dflt: number): number => (r[k] === undefined ? dflt : Math.trunc(Number(r[k])));
  const size = int('size', 10);
  if (size <= 0) return aggBadParam(pctx.profile, 'terms', 'size', at('size'), `[size] must be greater than 0. Found [${size}] in [${name}]`);
  let shardSize = int('shard_size', -1);
  if (r.shard_size !== undefined && shardSize <= 0) return aggBadParam(pctx.profile, 'terms', 'shard_size', at('shard_size'), `[shardSize] must be greater than 0. Found [${shardSize}] in [${name}]`);
  const minDocCount = int('min_doc_count', 1);
  if (minDocCount < 0) return aggBadParam(pctx.profile, 'terms', 'min_doc_count', at('min_doc_count'), `[minDocCount] must be greater than or equal to 0. Found [${minDocCount}] in [${name}]`);
  let shardMinDocCount = int('shard_min_doc_count', 0);
  if (shardMinDocCount < 0) return aggBadParam(pctx.profile, 'terms', 'shard_min_doc_count', at('shard_min_doc_count'), `[shardMinDocCount] must be greater than or equal to 0. Found [${shardMinDocCount}] in [${name}]`);
  let order: OrderElem[] = [{ kind: 'count', asc: false }];
  if (r.order !== undefined) {
    const o = parseOrder(r.order as Json, orderKeyNames(r.order as Json, ['_term'], pctx));
    if (isEsError(o)) return o;
    order = o;
  }
  // The PARSER reads collect_mode through SubAggCollectionMode.parse, whose ElasticsearchParseException the
  // ObjectParser wraps as the field's failure.
  if (r.collect_mode !== undefined && !['depth_first', 'breadth_first'].includes(String(r.collect_mode))) {
    return aggBadParam(pctx.profile, 'terms', 'collect_mode', at('collect_mode'), `no [collect_mode] found for value [${String(r.collect_mode)}]`, 'parse_exception');
  }
  // The hint is any string to the parser; the factory's bytes supplier reads it (ExecutionMode.fromString) on the
  // shard, and a number source never does.
  const hint = r.execution_hint === undefined || r.execution_hint === null ? undefined : String(r.execution_hint);
  const badHint = hint !== undefined && hint !== 'map' && hint !== 'global_ordinals' ? `Unknown \`execution_hint\`: [${hint}], expected any of [map, global_ordinals]` : undefined;
  const ie = parseIncludeExclude(r.include as Json | undefined, r.exclude as Json | undefined);
  if (isEsError(ie)) return ie;
  // BucketCountThresholds.ensureValidity, after the default shard size for orders other than by key.
  if (!isKeyOrder(order) && r.shard_size === undefined) shardSize = suggestShardSize(size);
  if (shardSize < size) shardSize = size;
  if (shardMinDocCount > minDocCount) shardMinDocCount = minDocCount;
  return { source: p.source, size, shardSize, minDocCount, shardMinDocCount, order, ...(ie ? { includeExclude: ie } : {}), ...(badHint ? { badHint } : {}), showError: r.show_term_doc_count_error === true || r.show_term_doc_count_error === 'true' };
}

function keyCompare(kind: TermsResult['valueKind'], ip: boolean): (a: { key: TermKey }, b: { key: TermKey }) => number {
  if (kind === 'string') return ip ? (a, b) => compareIp(a.key as string, b.key as string) : (a, b) => compareBytes(a.key as string, b.key as string);
  if (kind === 'long') return (a, b) => compareLongKeys(a.key as LongKey, b.key as LongKey);
  return (a, b) => (a.key as number) - (b.key as number);
}

function collectTerms(node: AggNode, rows: Row[], shard: Parameters<AggImpl['collect']>[2], grouped?: Grouped<TermKey>): TermsResult | EsError {
  const spec = node.spec as TermsSpec;
  const src = resolveSource(spec.source, shard, 'bytes');
  if (isEsError(src)) return src;
  const bad = validateOrder(shard.ctx.profile, node, spec.order, shard.index.name);
  if (bad) return bad;
  const numeric = isNumeric(src.kind);
  if (spec.badHint && !numeric && src.kind !== 'unmapped') return aggShardFailure(spec.badHint, shard.index.name, shard.shard);
  const valueKind: TermsResult['valueKind'] = src.kind === 'unmapped' ? 'unmapped' : !numeric ? 'string' : src.kind === 'double' ? 'double' : 'long';
  const ip = src.kind === 'ip';
  const unsigned = shard.ctx.profile.unsignedLongTermsTyped && !spec.source.script && spec.source.field !== undefined && shard.values.field(spec.source.field)?.ref.def?.type === 'unsigned_long';
  const base: TermsResult = { kind: 'terms', valueKind, ip, ...(unsigned ? { unsigned: true as const } : {}), format: src.format, shardSize: spec.shardSize, buckets: [], otherDocCount: 0, docCountError: 0 };
  if (valueKind === 'unmapped') return base;
  const ie = spec.includeExclude;
  if (ie && ie.regex && numeric) {
    return aggRequestMistake(shard.ctx.profile, `Aggregation [${node.name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of numeric values for include/exclude clauses used to filter numeric fields`, shard.index.name);
  }
  // TermsAggregatorFactory's bytes supplier: a regex with a formatted bytes source (an ip) has its own wording.
  if (ie && ie.regex && ip) {
    return aggRequestMistake(shard.ctx.profile, `Aggregation [${node.name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of values for include/exclude clauses`, shard.index.name);
  }
  const parseNum = (v: Json): number => {
    if (src.kind === 'date') {
      const r = typeof v === 'number' ? { ok: true as const, millis: v } : parseDateMath(String(v), src.dateFormat, shard.ctx.now, false);
      return r.ok ? r.millis : NaN;
    }
    if (src.kind === 'boolean') return toBool(v) ? 1 : 0;
    return Number(v);
  };
  const sFilter = ie && !numeric ? stringFilter(ie) : undefined;
  const nFilter = ie && numeric ? numberFilter(ie, parseNum) : undefined;
  if (grouped) return finishTerms(node, spec, base, shard, grouped);
  const groups = new Map<TermKey, Row[]>();
  // A long field groups by its exact values (LongTerms); the rest by doubles.
  const values = valueKind === 'long' && src.longs ? src.longs : src.numbers;
  for (const row of rows) {
    if (numeric) {
      const vs = values(row);
      let prev: LongKey = NaN;
      for (const v of vs) {
        if (v === prev) continue; // a document counts once per distinct value
        prev = v;
        if (nFilter && !nFilter(Number(v))) continue;
        let g = groups.get(v);
        if (!g) groups.set(v, (g = []));
        g.push(row);
      }
    } else {
      for (const v of src.strings(row)) {
        if (sFilter && !sFilter(v)) continue;
        let g = groups.get(v);
        if (!g) groups.set(v, (g = []));
        g.push(row);
      }
    }
  }
  if (spec.minDocCount === 0) {
    // Terms of the shard's other documents enter with a count of zero.
    for (const doc of shard.allDocs()) {
      if (numeric) {
        for (const v of values(doc)) if (!groups.has(v) && (!nFilter || nFilter(Number(v)))) groups.set(v, []);
      } else for (const v of src.strings(doc)) if (!groups.has(v) && (!sFilter || sFilter(v))) groups.set(v, []);
    }
  }
  const counts = new Map<TermKey, number>();
  for (const [key, g] of groups) counts.set(key, docCountOf(g));
  return finishTerms(node, spec, base, shard, { counts, subs: (key) => collectSubs(node, groups.get(key)!, shard) });
}

/**
 * `terms` over a shard whose documents are grouped (here, or from columns by columnar.ts, with neither
 * include/exclude nor `min_doc_count: 0`): checks the source and order as `collect` does, then keeps the top.
 */
export function collectTermsGrouped(node: AggNode, shard: Parameters<AggImpl['collect']>[2], grouped: Grouped<TermKey>): Internal | EsError {
  return collectTerms(node, [], shard, grouped);
}

function finishTerms(node: AggNode, spec: TermsSpec, base: TermsResult, shard: Parameters<AggImpl['collect']>[2], grouped: Grouped<TermKey>): TermsResult | EsError {
  const { valueKind, ip } = base;
  let total = 0;
  const candidates: TermBucket[] = [];
  for (const [key, n] of grouped.counts) {
    total += n;
    if (n < spec.shardMinDocCount) continue;
    candidates.push({ key, docCount: n, error: 0, aggs: new Map() });
  }
  const byAgg = spec.order.some((o) => o.kind === 'agg');
  const collectFor = (b: TermBucket): EsError | undefined => {
    const subs = grouped.subs(b.key);
    if (isEsError(subs)) return subs;
    b.aggs = subs;
    return undefined;
  };
  if (byAgg) for (const b of candidates) {
    const e = collectFor(b);
    if (e) return e;
  }
  const cmp = bucketComparator<TermBucket>(spec.order, node.subs, keyCompare(valueKind, ip));
  candidates.sort(cmp);
  const kept = candidates.slice(0, spec.shardSize);
  if (!byAgg) for (const b of kept) {
    const e = collectFor(b);
    if (e) return e;
  }
  let keptDocs = 0;
  for (const b of kept) keptDocs += b.docCount;
  // Shards answer in key order since 7.10 (the reduce merge-sorts them).
  kept.sort(keyCompare(valueKind, ip));
  return { ...base, buckets: kept, otherDocCount: total - keptDocs, collected: grouped.counts.size };
}

/** The error a shard's answer carries (AbstractInternalTerms.getDocCountError). */
function shardError(t: TermsResult, order: OrderElem[]): number {
  const size = t.buckets.length;
  if (size === 0 || size < t.shardSize || isKeyOrder(order)) return 0;
  const first = withTieBreak(order)[0]!;
  if (first.kind === 'count' && !first.asc) {
    let min = Infinity;
    for (const b of t.buckets) min = Math.min(min, b.docCount);
    return t.docCountError > 0 ? t.docCountError : min;
  }
  return -1;
}

function reduceTerms(node: AggNode, parts: Internal[], rctx: ReduceCtx): TermsResult | EsError {
  const spec = node.spec as TermsSpec;
  const all = parts as TermsResult[];
  const leading = all.filter((p) => p.valueKind !== 'unmapped');
  // A field mapped as a long in one index and a double in another reduces as doubles (LongTerms.reduce).
  const ref = leading.find((p) => p.valueKind === 'double') ?? leading[0] ?? all[0]!;
  let sumError = 0;
  let other = 0;
  const merged = new Map<TermKey, TermBucket[]>();
  for (const t of leading) {
    other += t.otherDocCount;
    const e = shardError(t, spec.order);
    if (sumError !== -1) sumError = e === -1 ? -1 : sumError + e;
    for (const b of t.buckets) {
      // Keys of long and double shards meet as doubles (a field mapped differently across indices).
      let list = merged.get(b.key);
      if (!list) merged.set(b.key, (list = []));
      list.push({ ...b, error: spec.showError ? b.error - e : -1 });
    }
  }
  const reduced: TermBucket[] = [];
  for (const [key, list] of merged) {
    let docCount = 0;
    let error = 0;
    for (const b of list) {
      docCount += b.docCount;
      if (error !== -1) error = b.error === -1 ? -1 : error + b.error;
    }
    const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
    if (isEsError(aggs)) return aggs;
    reduced.push({ key, docCount, error, aggs });
  }
  const kc = keyCompare(ref.valueKind, ref.ip);
  let result: TermBucket[];
  if (isKeyOrder(spec.order) && spec.minDocCount <= 1) {
    reduced.sort(spec.order[0]!.asc ? kc : (a, b) => kc(b, a));
    result = reduced.slice(0, spec.size);
    for (const b of reduced.slice(spec.size)) other += b.docCount;
  } else {
    const cmp = bucketComparator<TermBucket>(spec.order, node.subs, kc);
    const eligible = reduced.filter((b) => b.docCount >= spec.minDocCount);
    eligible.sort(cmp);
    result = eligible.slice(0, spec.size);
    for (const b of eligible.slice(spec.size)) other += b.docCount;
  }
  const over = consumeBuckets(rctx, result.length);
  if (over) return over;
  for (const b of result) b.error = sumError === -1 ? -1 : b.error === -1 ? -1 : b.error + sumError;
  const docCountError = sumError === -1 ? -1 : parts.length === 1 ? 0 : sumError;
  return { ...ref, buckets: result, otherDocCount: other, docCountError };
}

function renderKey(t: TermsResult, b: TermBucket, out: JsonObject): void {
  if (t.valueKind === 'string' || t.valueKind === 'unmapped') {
    out.key = b.key as string;
    return;
  }
  out.key = typeof b.key === 'bigint' ? longJson(b.key) : b.key;
  if (t.format.kind !== 'raw') out.key_as_string = t.format.format(typeof b.key === 'bigint' ? Number(b.key) : b.key);
}

/** The `terms` aggregation. */
export const terms: AggImpl = {
  parse: parseTerms,
  collect: collectTerms,
  reduce: reduceTerms,
  render(node, r, rctx) {
    const t = r as TermsResult;
    const spec = node.spec as TermsSpec;
    const buckets = t.buckets.map((b) => {
      const out: JsonObject = {};
      renderKey(t, b, out);
      out.doc_count = b.docCount;
      if (spec.showError) out.doc_count_error_upper_bound = b.error;
      renderSubs(node, b.aggs, rctx, out);
      return out;
    });
    return { doc_count_error_upper_bound: t.docCountError, sum_other_doc_count: t.otherDocCount, buckets };
  },
  typedName: (_n, r) => {
    const k = (r as TermsResult).valueKind;
    if (k === 'long' && (r as TermsResult).unsigned) return 'ulterms';
    return k === 'long' ? 'lterms' : k === 'double' ? 'dterms' : 'sterms';
  },
  buckets: (r) => (r as TermsResult).buckets.map((b) => toBucket(r as TermsResult, b)),
  withBuckets: (r, bs) => ({ ...(r as TermsResult), buckets: bs.map((b) => ({ key: longFromJson(b.key) ?? (b.key as TermKey), docCount: b.docCount, error: (b as Bucket & { error?: number }).error ?? 0, aggs: b.aggs })) }) as TermsResult,
};

function toBucket(t: TermsResult, b: TermBucket): Bucket {
  if (typeof b.key === 'bigint') return Object.assign({ key: longJson(b.key), keyString: String(b.key), docCount: b.docCount, aggs: b.aggs }, { error: b.error });
  const keyString = t.valueKind === 'string' || t.format.kind !== 'raw' ? t.format.format(b.key) : RAW.format(b.key);
  return Object.assign({ key: b.key as Json, keyString, docCount: b.docCount, aggs: b.aggs }, { error: b.error });
}
