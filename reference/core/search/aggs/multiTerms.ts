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
import { compareBytes } from './docValues.ts';
import { bucketComparator, isKeyOrder, parseOrder, validateOrder, withTieBreak, type OrderElem } from './order.ts';
import { isNumeric, parseSource, resolveSource, type Source, type SourceSpec } from './valuesSource.ts';
import { numberFilter, parseIncludeExclude, stringFilter, type IncludeExclude } from './includeExclude.ts';
import { suggestShardSize } from './terms.ts';
import type { ValueFormat } from './format.ts';
import { formattedMultiKey } from './multiTermsKey.ts';
import type { AggImpl, Bucket, Internal, Row, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';

type Part = string | number;
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
}
interface MultiResult extends Internal {
  kind: 'multi_terms';
  buckets: MBucket[];
  otherDocCount: number;
  docCountError: number;
  shardSize: number;
  formats: ValueFormat[];
}

function compareTuple(a: Part[], b: Part[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    const c = typeof x === 'string' ? compareBytes(x, y as string) : (x as number) - (y as number);
    if (c !== 0) return c;
  }
  return 0;
}
const keyCmp = (a: { key: Part[] }, b: { key: Part[] }) => compareTuple(a.key, b.key);

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
    return { sources, size, shardSize, minDocCount: o.min_doc_count === undefined ? 1 : Number(o.min_doc_count), order } satisfies MultiSpec;
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
        const vals: Part[] = isNumeric(s.kind) ? [...new Set(s.numbers(row))] : s.strings(row);
        const next: Part[][] = [];
        for (const c of combos) for (const v of vals) next.push([...c, v]);
        combos = next;
      }
      for (const key of combos) {
        const id = JSON.stringify(key);
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
    cands.sort(bucketComparator<MBucket>(spec.order, node.subs, keyCmp));
    const kept = cands.slice(0, spec.shardSize);
    const keptDocs = kept.reduce((s, b) => s + b.docCount, 0);
    return { kind: 'multi_terms', buckets: kept, otherDocCount: total - keptDocs, docCountError: 0, shardSize: spec.shardSize, formats: srcs.map((s) => s.format) } satisfies MultiResult;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as MultiSpec;
    const ps = parts as MultiResult[];
    let other = 0;
    let error = 0;
    const merged = new Map<string, MBucket[]>();
    for (const p of ps) {
      other += p.otherDocCount;
      const first = withTieBreak(spec.order)[0]!;
      const e = p.buckets.length === 0 || p.buckets.length < p.shardSize || isKeyOrder(spec.order) ? 0 : first.kind === 'count' && !first.asc ? Math.min(...p.buckets.map((b) => b.docCount)) : -1;
      if (error !== -1) error = e === -1 ? -1 : error + e;
      for (const b of p.buckets) {
        const id = JSON.stringify(b.key);
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
    eligible.sort(bucketComparator<MBucket>(spec.order, node.subs, keyCmp));
    const result = eligible.slice(0, spec.size);
    for (const b of eligible.slice(spec.size)) other += b.docCount;
    const over = consumeBuckets(rctx, result.length);
    if (over) return over;
    return { ...ps[0]!, buckets: result, otherDocCount: other, docCountError: ps.length === 1 ? 0 : error } satisfies MultiResult;
  },
  render(node, res, rctx) {
    const r = res as MultiResult;
    return {
      doc_count_error_upper_bound: r.docCountError,
      sum_other_doc_count: r.otherDocCount,
      buckets: r.buckets.map((b) => {
        const key = rctx.ctx.profile.multiTermsFormattedKey ? formattedMultiKey(b.key, r.formats) : b.key;
        const out: JsonObject = { key, key_as_string: b.key.map((k, i) => (typeof k === 'string' || r.formats[i]!.kind !== 'raw' ? r.formats[i]!.format(k) : String(k))).join('|'), doc_count: b.docCount };
        renderSubs(node, b.aggs, rctx, out);
        return out;
      }),
    };
  },
  typedName: () => 'multi_terms',
  buckets: (r) => (r as MultiResult).buckets.map((b) => ({ key: b.key as Json, keyString: b.key.join('|'), docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as MultiResult), buckets: bs.map((b) => ({ key: b.key as Part[], docCount: b.docCount, aggs: b.aggs })) }),
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
      const vals: Part[] = numeric ? [...new Set(src.numbers(row))] : src.strings(row);
      for (const v of vals) {
        if ((sf && !sf(v as string)) || (nf && !nf(v as number))) continue;
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
        const out: JsonObject = { key: k };
        if (r.numeric && r.format.kind !== 'raw') out.key_as_string = r.format.format(k);
        out.doc_count = c.rows;
        renderSubs(node, c.aggs[0]!, rctx, out);
        return out;
      }),
    };
  },
  typedName: (_n, r) => ((r as RareResult).numeric ? ((r as RareResult).long ? 'lrareterms' : 'drareterms') : 'srareterms'),
  // A multi-bucket aggregation to `buckets_path` (280_rare_terms.yml "avg_bucket" averages over its buckets).
  buckets: (r) => rareEntries(r as RareResult).map(([k, c]) => ({ key: k as Json, keyString: (r as RareResult).format.format(k), docCount: c.rows, aggs: c.aggs[0] ?? new Map() }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as RareResult), counts: new Map(bs.map((b) => [b.key as Part, { rows: b.docCount, aggs: [b.aggs] }])) }),
};

/** The reduced terms in the answer's order: fewest documents first, then by key. */
function rareEntries(r: RareResult): [Part, { rows: number; aggs: SubResults[] }][] {
  return [...r.counts].sort((a, b) => a[1].rows - b[1].rows || (typeof a[0] === 'string' ? compareBytes(a[0], b[0] as string) : (a[0] as number) - (b[0] as number)));
}
