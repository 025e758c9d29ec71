/**
 * `multi_terms` (buckets keyed by a tuple of terms, `key_as_string` joined with `|`) and `rare_terms`
 * (terms in at most `max_doc_count` documents, by count then key). Multi-terms counts per shard, keeps
 * its top `shard_size` and reduces as `terms` does; rare terms are exact here (ES's cuckoo filter can
 * drop a rare term on a false positive, which is not simulated).
 */
import type { Json, JsonObject } from '../../json.ts';
import { aggInvalid, aggShardFailure, isEsError } from '../../errors/index.ts';
import { includeValueParser } from './includeValues.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { compareBytes, compareIp } from './docValues.ts';
import { bucketComparator, isKeyOrder, parseOrder, validateOrder, withTieBreak, type OrderElem } from './order.ts';
import { isNumeric, parseSource, resolveSource, type Source, type SourceSpec } from './valuesSource.ts';
import { numberFilter, parseIncludeExclude, stringFilter, type IncludeExclude } from './includeExclude.ts';
import { suggestShardSize } from './terms.ts';
import type { ValueFormat } from './format.ts';
import { formattedMultiKey } from './multiTermsKey.ts';
import type { AggImpl, Bucket, Internal, Row, ShardCtx, SubResults } from './types.ts';
import { javaDouble } from './format.ts';
import { docCountOf } from './rows.ts';
import { compareLongKeys, longFromJson, longJson, type LongKey } from '../longValues.ts';

/** A converted position's doubles print as Java's Double.toString (DocValueFormat.RAW of a double). */
const RAW_DOUBLE: ValueFormat = { kind: 'decimal', format: (v: number | string) => javaDouble(Number(v)) };

/** A term of a tuple: bytes, a double, or a long (a bigint past 2^53, longValues.ts). */
type Part = string | number | bigint;

/** A tuple's identity (JSON.stringify refuses bigints; a bigint never equals a number here, longValues.ts). */
function tupleId(key: Part[]): string {
  return key.map((p) => (typeof p === 'bigint' ? `n${p}` : JSON.stringify(p))).join(',');
}

/** A key for a response: a long past 2^53 spliced as its digits. */
function partJson(p: Part): Json {
  return typeof p === 'bigint' ? longJson(p) : p;
}
interface MBucket {
  key: Part[];
  docCount: number;
  aggs: SubResults;
}
interface MultiSpec {
  sources: SourceSpec[];
  size: number;
  shardSize: number;
  minDocCount: number;
  order: OrderElem[];
  showError: boolean;
}
/**
 * How a position's terms are kept (MultiTermsAggregator's TermValuesSource): bytes, an ip's bytes, longs,
 * unsigned longs or doubles. A position kept differently on two shards is reduced as doubles
 * (InternalMultiTerms.KeyConverter: an unsigned_long in one index and a long in another).
 */
type PartType = 'bytes' | 'ip' | 'long' | 'ulong' | 'double';
interface MultiResult extends Internal {
  kind: 'multi_terms';
  buckets: MBucket[];
  otherDocCount: number;
  docCountError: number;
  shardSize: number;
  formats: ValueFormat[];
  types: PartType[];
}

/** Tuples in key order; an ip by its address bytes (192.168.0.5 before 192.168.0.13), as its BytesRef sorts. */
function compareTuple(a: Part[], b: Part[], types: readonly PartType[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    const c = typeof x === 'string' ? (types[i] === 'ip' ? compareIp(x, y as string) : compareBytes(x, y as string)) : compareLongKeys(x as LongKey, y as LongKey);
    if (c !== 0) return c;
  }
  return 0;
}
const keyCmpOf = (types: readonly PartType[]) => (a: { key: Part[] }, b: { key: Part[] }) => compareTuple(a.key, b.key, types);

function partTypeOf(s: Source, field: string | undefined, shard: ShardCtx): PartType {
  if (s.kind === 'ip') return 'ip';
  if (!isNumeric(s.kind)) return 'bytes';
  if (s.kind === 'double') return 'double';
  return field !== undefined && shard.values.field(field).ref.def?.type === 'unsigned_long' ? 'ulong' : 'long';
}

/** The `multi_terms` aggregation. */
export const multiTerms: AggImpl = {
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    if (!Array.isArray(o.terms) || o.terms.length < 2) return aggInvalid(`The [terms] parameter in the aggregation [${name}] must be present and have at least 2 fields or scripts.`);
    const sources: SourceSpec[] = [];
    for (const [i, t] of o.terms.entries()) {
      const p = parseSource('multi_terms', t as Json, { ...pctx, path: [...pctx.path, 'terms', i] }, []);
      if (isEsError(p)) return p;
      sources.push(p.source);
    }
    const size = o.size === undefined ? 10 : Number(o.size);
    if (size <= 0) return aggInvalid(`[size] must be greater than 0. Found [${size}] in [${name}]`);
    let order: OrderElem[] = [{ kind: 'count', asc: false }];
    if (o.order !== undefined) {
      const r = parseOrder(o.order as Json, ['_key']);
      if (isEsError(r)) return r;
      order = r;
    }
    let shardSize = o.shard_size === undefined ? (isKeyOrder(order) ? size : suggestShardSize(size)) : Number(o.shard_size);
    if (shardSize < size) shardSize = size;
    return { sources, size, shardSize, minDocCount: o.min_doc_count === undefined ? 1 : Number(o.min_doc_count), order, showError: o.show_term_doc_count_error === true } satisfies MultiSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as MultiSpec;
    const srcs: Source[] = [];
    for (const s of spec.sources) {
      const r = resolveSource(s, shard, 'bytes');
      if (isEsError(r)) return r;
      srcs.push(r);
    }
    const bad = validateOrder(shard.ctx.profile, node, spec.order, shard.index.name);
    if (bad) return bad;
    const groups = new Map<string, { key: Part[]; rows: Row[] }>();
    const add = (row: Row, counted: boolean) => {
      let combos: Part[][] = [[]];
      for (const s of srcs) {
        const vals: Part[] = isNumeric(s.kind) ? [...new Set<Part>(s.longs ? s.longs(row) : s.numbers(row))] : s.strings(row);
        const next: Part[][] = [];
        for (const c of combos) for (const v of vals) next.push([...c, v]);
        combos = next;
      }
      for (const key of combos) {
        const id = tupleId(key);
        let g = groups.get(id);
        if (!g) groups.set(id, (g = { key, rows: [] }));
        if (counted) g.rows.push(row);
      }
    };
    for (const row of rows) add(row, true);
    // MultiTermsAggregator.collectZeroDocEntriesIfNeeded: with min_doc_count 0, every document of the shard adds
    // its combinations without a count, unless the order is by count descending and the shard already has shard_size.
    const first = spec.order[0];
    if (spec.minDocCount === 0 && !(first?.kind === 'count' && !first.asc && groups.size >= spec.shardSize)) for (const d of shard.allDocs()) add(d, false);
    let total = 0;
    const cands: MBucket[] = [];
    for (const g of groups.values()) {
      total += docCountOf(g.rows);
      const aggs = collectSubs(node, g.rows, shard);
      if (isEsError(aggs)) return aggs;
      cands.push({ key: g.key, docCount: docCountOf(g.rows), aggs });
    }
    const types = srcs.map((s, i) => partTypeOf(s, spec.sources[i]!.field, shard));
    cands.sort(bucketComparator<MBucket>(spec.order, node.subs, keyCmpOf(types)));
    const kept = cands.slice(0, spec.shardSize);
    const keptDocs = kept.reduce((s, b) => s + b.docCount, 0);
    return { kind: 'multi_terms', buckets: kept, otherDocCount: total - keptDocs, docCountError: 0, shardSize: spec.shardSize, formats: srcs.map((s) => s.format), types } satisfies MultiResult;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as MultiSpec;
    const ps = parts as MultiResult[];
    let other = 0;
    // InternalMultiTerms.getDocCountError is the shard's own docCountError, which MultiTermsAggregator
    // builds as 0: unlike `terms`, the last bucket's count is not taken as the bound (multi_terms.yml "shard_size").
    let error = 0;
    for (const p of ps) if (error !== -1) error = p.docCountError === -1 ? -1 : error + p.docCountError;
    // A position whose terms were kept differently on two shards is converted to doubles (KeyConverter.DOUBLE).
    const types = ps[0]!.types.map((t, i) => (ps.some((p) => p.types[i] !== t) ? 'double' : t));
    const formats = ps[0]!.formats.map((f, i) => (types[i] === 'double' && ps.some((p) => p.types[i] !== 'double') ? RAW_DOUBLE : f));
    const convert = (key: Part[]): Part[] => key.map((k, i) => (types[i] === 'double' && typeof k !== 'string' ? Number(k) : k));
    const merged = new Map<string, MBucket[]>();
    for (const p of ps) {
      other += p.otherDocCount;
      for (const raw of p.buckets) {
        const b = types.some((t, i) => t !== p.types[i]) ? { ...raw, key: convert(raw.key) } : raw;
        const id = tupleId(b.key);
        let l = merged.get(id);
        if (!l) merged.set(id, (l = []));
        l.push(b);
      }
    }
    const reduced: MBucket[] = [];
    for (const list of merged.values()) {
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      reduced.push({ key: list[0]!.key, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
    }
    const eligible = reduced.filter((b) => b.docCount >= spec.minDocCount);
    eligible.sort(bucketComparator<MBucket>(spec.order, node.subs, keyCmpOf(types)));
    const result = eligible.slice(0, spec.size);
    for (const b of eligible.slice(spec.size)) other += b.docCount;
    const over = consumeBuckets(rctx, result.length);
    if (over) return over;
    return { ...ps[0]!, buckets: result, otherDocCount: other, docCountError: ps.length === 1 ? 0 : error, formats, types } satisfies MultiResult;
  },
  render(node, res, rctx) {
    const r = res as MultiResult;
    return {
      doc_count_error_upper_bound: r.docCountError,
      sum_other_doc_count: r.otherDocCount,
      buckets: r.buckets.map((b) => {
        const key = rctx.ctx.profile.multiTermsFormattedKey ? formattedMultiKey(b.key, r.formats) : b.key.map(partJson);
        const out: JsonObject = { key, key_as_string: b.key.map((k, i) => (typeof k === 'bigint' || (typeof k !== 'string' && r.formats[i]!.kind === 'raw') ? String(k) : r.formats[i]!.format(k))).join('|'), doc_count: b.docCount };
        // Every shard reports an error of 0 (above), so each bucket's bound is 0 too.
        if ((node.spec as MultiSpec).showError) out.doc_count_error_upper_bound = 0;
        renderSubs(node, b.aggs, rctx, out);
        return out;
      }),
    };
  },
  typedName: () => 'multi_terms',
  buckets: (r) => (r as MultiResult).buckets.map((b) => ({ key: b.key.map(partJson), keyString: b.key.join('|'), docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as MultiResult), buckets: bs.map((b) => ({ key: (b.key as Json[]).map((p) => longFromJson(p) ?? (p as Part)), docCount: b.docCount, aggs: b.aggs })) }),
};

interface RareSpec {
  source: SourceSpec;
  maxDocCount: number;
  includeExclude?: IncludeExclude;
}
interface RareResult extends Internal {
  kind: 'rare_terms';
  numeric: boolean;
  long: boolean;
  format: ValueFormat;
  counts: Map<Part, { rows: number; aggs: SubResults[] }>;
}

/** The `rare_terms` aggregation. */
export const rareTerms: AggImpl = {
  parse(name, body, pctx) {
    // `threshold` only sizes the exact set before the cuckoo filter; the simulator's set is always exact.
    const p = parseSource('rare_terms', body, pctx, ['max_doc_count', 'precision', 'include', 'exclude', ...(pctx.profile.rareTermsThreshold ? ['threshold'] : [])]);
    if (isEsError(p)) return p;
    const max = p.rest.max_doc_count === undefined ? 1 : Number(p.rest.max_doc_count);
    if (max < 1) return aggInvalid(`[maxDocCount] must be greater than 0. Found [${max}] in [${name}]`);
    if (max > 100) return aggInvalid(`[maxDocCount] must be smaller than or equal to 100. Found [${max}] in [${name}]`);
    const ie = parseIncludeExclude(p.rest.include as Json | undefined, p.rest.exclude as Json | undefined);
    if (isEsError(ie)) return ie;
    return { source: p.source, maxDocCount: max, ...(ie ? { includeExclude: ie } : {}) } satisfies RareSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as RareSpec;
    const src = resolveSource(spec.source, shard, 'bytes');
    if (isEsError(src)) return src;
    const numeric = isNumeric(src.kind);
    // RareTermsAggregatorFactory's suppliers, as the shard builds the aggregator (IllegalArgumentException).
    const ie = spec.includeExclude;
    if (ie?.regex && numeric) return aggShardFailure(`Aggregation [${node.name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of numeric values for include/exclude clauses used to filter numeric fields`, shard.index.name);
    if (ie?.regex && src.format.kind !== 'raw') return aggShardFailure(`Aggregation [${node.name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of values for include/exclude clauses`, shard.index.name);
    if (src.kind === 'double') return aggShardFailure('RareTerms aggregation does not support floating point fields.', shard.index.name);
    const sf = ie && !numeric ? stringFilter(ie) : undefined;
    const nf = ie && numeric ? numberFilter(ie, includeValueParser(src, shard.ctx.now)) : undefined;
    const groups = new Map<Part, Row[]>();
    if (src.kind !== 'unmapped') for (const row of rows) {
      // LongRareTerms keys are Java longs: exact past 2^53 (longValues.ts).
      const vals: Part[] = numeric ? [...new Set<Part>(src.longs ? src.longs(row) : src.numbers(row))] : src.strings(row);
      for (const v of vals) {
        if ((sf && !sf(v as string)) || (nf && !nf(Number(v)))) continue;
        let g = groups.get(v);
        if (!g) groups.set(v, (g = []));
        g.push(row);
      }
    }
    // Every term is sent with its count: one over the threshold on any shard is not rare.
    const counts = new Map<Part, { rows: number; aggs: SubResults[] }>();
    for (const [k, g] of groups) {
      const aggs = g.length <= spec.maxDocCount ? collectSubs(node, g, shard) : new Map();
      if (isEsError(aggs)) return aggs;
      counts.set(k, { rows: g.length, aggs: [aggs] });
    }
    // Floating point fields were refused above: numeric terms are longs (LongRareTerms).
    return { kind: 'rare_terms', numeric, long: true, format: src.format, counts } satisfies RareResult;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as RareSpec;
    const ps = parts as RareResult[];
    const counts = new Map<Part, { rows: number; aggs: SubResults[] }>();
    for (const p of ps) for (const [k, c] of p.counts) {
      const cur = counts.get(k);
      if (cur) {
        cur.rows += c.rows;
        cur.aggs.push(...c.aggs);
      } else counts.set(k, { rows: c.rows, aggs: [...c.aggs] });
    }
    const out = new Map<Part, { rows: number; aggs: SubResults[] }>();
    for (const [k, c] of counts) {
      if (c.rows > spec.maxDocCount) continue;
      const aggs = reduceSubs(node, c.aggs, rctx);
      if (isEsError(aggs)) return aggs;
      out.set(k, { rows: c.rows, aggs: [aggs] });
    }
    const over = consumeBuckets(rctx, out.size);
    return over ?? { ...(ps.find((p) => p.counts.size > 0) ?? ps[0]!), counts: out };
  },
  render(node, res, rctx) {
    const r = res as RareResult;
    return {
      buckets: rareEntries(r).map(([k, c]) => {
        const out: JsonObject = { key: partJson(k) };
        if (r.numeric && r.format.kind !== 'raw') out.key_as_string = r.format.format(typeof k === 'bigint' ? Number(k) : k);
        out.doc_count = c.rows;
        renderSubs(node, c.aggs[0]!, rctx, out);
        return out;
      }),
    };
  },
  typedName: (_n, r) => ((r as RareResult).numeric ? ((r as RareResult).long ? 'lrareterms' : 'drareterms') : 'srareterms'),
  // A multi-bucket aggregation to `buckets_path` (280_rare_terms.yml "avg_bucket" averages over its buckets).
  buckets: (r) => rareEntries(r as RareResult).map(([k, c]) => ({ key: partJson(k), keyString: typeof k === 'bigint' ? String(k) : (r as RareResult).format.format(k), docCount: c.rows, aggs: c.aggs[0] ?? new Map() }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as RareResult), counts: new Map(bs.map((b) => [longFromJson(b.key) ?? (b.key as Part), { rows: b.docCount, aggs: [b.aggs] }])) }),
};

/** The reduced terms in the answer's order: fewest documents first, then by key. */
function rareEntries(r: RareResult): [Part, { rows: number; aggs: SubResults[] }][] {
  return [...r.counts].sort((a, b) => a[1].rows - b[1].rows || (typeof a[0] === 'string' ? compareBytes(a[0], b[0] as string) : compareLongKeys(a[0] as LongKey, b[0] as LongKey)));
}
