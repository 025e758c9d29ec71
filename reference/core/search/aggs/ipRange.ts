/**
 * `ip_range`: ranges of addresses compared on their 16-byte encoding (IPv4 mapped into IPv6), `from`
 * inclusive and `to` exclusive, or a CIDR `mask`; sorted by (from, to) as BinaryRangeAggregator sorts them.
 */
import { isObject, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { ipBytes } from './docValues.ts';
import { ipText } from './valueOrder.ts';
import { parseSource, resolveSource, type SourceSpec } from './valuesSource.ts';
import type { AggImpl, Bucket, Internal, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';
import { objectArray } from './objectArray.ts';

interface IpRangeDef {
  key: string;
  from?: number[];
  to?: number[];
  fromText?: string;
  toText?: string;
}
interface IpRangeSpec {
  source: SourceSpec;
  ranges: IpRangeDef[];
  keyed: boolean;
}
interface IpBucket {
  def: IpRangeDef;
  docCount: number;
  aggs: SubResults;
}
interface IpRangeResult extends Internal {
  kind: 'ip_range';
  buckets: IpBucket[];
}

function cmp(a: number[] | undefined, b: number[] | undefined, missing: number): number {
  if (!a || !b) return a === b ? 0 : !a ? missing : -missing;
  for (let i = 0; i < 16; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

function maskRange(mask: string): { from: number[]; to?: number[] } | undefined {
  const [addr, bitsText] = mask.split('/');
  const bytes = addr ? ipBytes(addr) : undefined;
  if (!bytes || bitsText === undefined) return undefined;
  const v4 = !addr!.includes(':');
  const bits = Number(bitsText) + (v4 ? 96 : 0);
  if (!(bits >= 0 && bits <= 128)) return undefined;
  const from = bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return b & ((0xff << (8 - keep)) & 0xff);
  });
  // The exclusive end: the last address of the block plus one (none past the end of the space).
  const last = from.map((b, i) => b | (0xff >> Math.max(0, Math.min(8, bits - i * 8))));
  const to = [...last];
  let i = 15;
  while (i >= 0 && to[i] === 0xff) to[i--] = 0;
  if (i < 0) return { from };
  to[i]! += 1;
  return { from, to };
}

/** The `ip_range` aggregation. */
export const ipRange: AggImpl = {
  parse(name, body, pctx) {
    const p = parseSource('ip_range', body, pctx, ['ranges', 'keyed']);
    if (isEsError(p)) return p;
    const given = objectArray(p.rest.ranges);
    if (!Array.isArray(given) || given.length === 0) return aggInvalid(`No [ranges] specified for the [${name}] aggregation`);
    const ranges: IpRangeDef[] = [];
    for (const r of given) {
      if (!isObject(r)) return aggInvalid(`[ranges] must be objects in [${name}]`);
      const o = r as JsonObject;
      if (o.mask !== undefined) {
        const m = maskRange(String(o.mask));
        if (!m) return aggInvalid(`Invalid mask: ${String(o.mask)}`);
        ranges.push({ key: o.key !== undefined ? String(o.key) : String(o.mask), from: m.from, ...(m.to ? { to: m.to } : {}), fromText: ipText(m.from), ...(m.to ? { toText: ipText(m.to) } : {}) });
        continue;
      }
      const from = o.from === undefined || o.from === null ? undefined : ipBytes(String(o.from));
      const to = o.to === undefined || o.to === null ? undefined : ipBytes(String(o.to));
      if ((o.from != null && !from) || (o.to != null && !to)) return aggInvalid(`'${String(from ? o.to : o.from)}' is not an IP string literal.`);
      const fromText = from ? String(o.from) : undefined;
      const toText = to ? String(o.to) : undefined;
      ranges.push({ key: o.key !== undefined ? String(o.key) : `${fromText ?? '*'}-${toText ?? '*'}`, ...(from ? { from, fromText } : {}), ...(to ? { to, toText } : {}) });
    }
    ranges.sort((a, b) => cmp(a.from, b.from, -1) || cmp(a.to, b.to, 1));
    return { source: p.source, ranges, keyed: p.rest.keyed === true } satisfies IpRangeSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as IpRangeSpec;
    const src = resolveSource(spec.source, shard, 'bytes');
    if (isEsError(src)) return src;
    const res: IpRangeResult = { kind: 'ip_range', buckets: [] };
    const encoded = new Map<string, number[] | undefined>();
    const enc = (s: string) => {
      if (!encoded.has(s)) encoded.set(s, ipBytes(s));
      return encoded.get(s);
    };
    for (const def of spec.ranges) {
      const sel = rows.filter((row) => src.strings(row).some((v) => {
        const b = enc(v);
        return b !== undefined && (!def.from || cmp(b, def.from, 0) >= 0) && (!def.to || cmp(b, def.to, 0) < 0);
      }));
      const aggs = collectSubs(node, sel, shard);
      if (isEsError(aggs)) return aggs;
      res.buckets.push({ def, docCount: docCountOf(sel), aggs });
    }
    return res;
  },
  reduce(node, parts, rctx) {
    const ps = parts as IpRangeResult[];
    const out: IpRangeResult = { kind: 'ip_range', buckets: [] };
    for (let i = 0; i < ps[0]!.buckets.length; i++) {
      const list = ps.map((p) => p.buckets[i]!);
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      out.buckets.push({ def: list[0]!.def, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
    }
    return consumeBuckets(rctx, out.buckets.length) ?? out;
  },
  render(node, r, rctx) {
    const spec = node.spec as IpRangeSpec;
    const one = (b: IpBucket): JsonObject => {
      const out: JsonObject = spec.keyed ? {} : { key: b.def.key };
      if (b.def.fromText !== undefined) out.from = b.def.fromText;
      if (b.def.toText !== undefined) out.to = b.def.toText;
      out.doc_count = b.docCount;
      renderSubs(node, b.aggs, rctx, out);
      return out;
    };
    const buckets = (r as IpRangeResult).buckets;
    if (spec.keyed) {
      const obj: JsonObject = {};
      for (const b of buckets) obj[b.def.key] = one(b);
      return { buckets: obj };
    }
    return { buckets: buckets.map(one) };
  },
  typedName: () => 'ip_range',
  buckets: (r) => (r as IpRangeResult).buckets.map((b) => ({ key: b.def.key, keyString: b.def.key, docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as IpRangeResult), buckets: bs.map((b, i) => ({ ...(r as IpRangeResult).buckets[i]!, docCount: b.docCount, aggs: b.aggs })) }),
};
