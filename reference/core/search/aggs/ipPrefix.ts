/**
 * `ip_prefix`: addresses bucketed by their network of `prefix_length` bits (IPv4 unless `is_ipv6`),
 * sorted by address; keys print the network (with `/len` when `append_prefix_length`), each bucket its
 * `is_ipv6`, `prefix_length` and, for IPv4, `netmask` (InternalIpPrefix).
 */
import type { JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { ipBytes } from './docValues.ts';
import { ipText } from './valueOrder.ts';
import { parseSource, resolveSource, type SourceSpec } from './valuesSource.ts';
import type { AggImpl, Bucket, Internal, Row, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';

interface PrefixSpec {
  source: SourceSpec;
  length: number;
  v6: boolean;
  append: boolean;
  keyed: boolean;
  minDocCount: number;
}
interface PBucket {
  net: number[];
  docCount: number;
  aggs: SubResults;
}
interface PrefixResult extends Internal {
  kind: 'ip_prefix';
  buckets: PBucket[];
}

const cmpBytes = (a: number[], b: number[]) => {
  for (let i = 0; i < 16; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

function maskOf(bits: number): number[] {
  return Array.from({ length: 16 }, (_, i) => (0xff << (8 - Math.max(0, Math.min(8, bits - i * 8)))) & 0xff);
}

/**
 * IpPrefixAggregator.maskIpAddress: every address is its 16-byte form, whatever `is_ipv6` says. An IPv6 mask
 * covers the 16 bytes (an IPv4 address, `::ffff:a.b.c.d`, is all zeros under a short prefix: "::"); an IPv4
 * mask covers the last 4 bytes only (an IPv6 address keeps its low 32 bits: "0.18.0.0"), its key 4 bytes,
 * kept here as the mapped `::ffff:` form so it prints and sorts as those 4 bytes.
 */
function subnetOf(b: number[], mask: number[], v6: boolean): number[] {
  if (v6) return b.map((x, i) => x & mask[i]!);
  return b.map((x, i) => (i < 10 ? 0 : i < 12 ? 0xff : x & mask[i]!));
}

/** The `ip_prefix` aggregation. */
export const ipPrefix: AggImpl = {
  parse(name, body, pctx) {
    const p = parseSource('ip_prefix', body, pctx, ['prefix_length', 'is_ipv6', 'append_prefix_length', 'keyed', 'min_doc_count']);
    if (isEsError(p)) return p;
    const r = p.rest;
    if (r.prefix_length === undefined) return aggInvalid(`[prefix_length] is required in [${name}]`);
    const v6 = r.is_ipv6 === true;
    const length = Number(r.prefix_length);
    if (!(length >= 0 && length <= (v6 ? 128 : 32))) return aggInvalid(`[prefix_length] must be in range [0, ${v6 ? 128 : 32}] while value is [${length}]`);
    return { source: p.source, length, v6, append: r.append_prefix_length === true, keyed: r.keyed === true, minDocCount: r.min_doc_count === undefined ? 1 : Number(r.min_doc_count) } satisfies PrefixSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as PrefixSpec;
    const src = resolveSource(spec.source, shard, 'bytes');
    if (isEsError(src)) return src;
    const mask = maskOf(spec.v6 ? spec.length : spec.length + 96);
    const groups = new Map<string, { net: number[]; rows: Row[] }>();
    for (const row of rows) {
      // The doc values in their sorted (16-byte) order; a value whose subnet equals the previous one's adds nothing.
      const values = src.strings(row).map(ipBytes).filter((b): b is number[] => b !== undefined && b !== null).sort(cmpBytes);
      let previous: string | undefined;
      for (const b of values) {
        const net = subnetOf(b, mask, spec.v6);
        const id = net.join('.');
        if (id === previous) continue;
        previous = id;
        let g = groups.get(id);
        if (!g) groups.set(id, (g = { net, rows: [] }));
        g.rows.push(row);
      }
    }
    const buckets: PBucket[] = [];
    for (const g of [...groups.values()].sort((a, b) => cmpBytes(a.net, b.net))) {
      const aggs = collectSubs(node, g.rows, shard);
      if (isEsError(aggs)) return aggs;
      buckets.push({ net: g.net, docCount: docCountOf(g.rows), aggs });
    }
    return { kind: 'ip_prefix', buckets } satisfies PrefixResult;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as PrefixSpec;
    const merged = new Map<string, PBucket[]>();
    for (const p of parts as PrefixResult[]) for (const b of p.buckets) {
      const id = b.net.join('.');
      let l = merged.get(id);
      if (!l) merged.set(id, (l = []));
      l.push(b);
    }
    const out: PBucket[] = [];
    for (const list of [...merged.values()].sort((a, b) => cmpBytes(a[0]!.net, b[0]!.net))) {
      const docCount = list.reduce((s, b) => s + b.docCount, 0);
      if (docCount < spec.minDocCount) continue;
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      out.push({ net: list[0]!.net, docCount, aggs });
    }
    return consumeBuckets(rctx, out.length) ?? ({ kind: 'ip_prefix', buckets: out } satisfies PrefixResult);
  },
  render(node, r, rctx) {
    const spec = node.spec as PrefixSpec;
    const keyOf = (b: PBucket) => ipText(b.net) + (spec.append ? `/${spec.length}` : '');
    const one = (b: PBucket): JsonObject => {
      const out: JsonObject = spec.keyed ? {} : { key: keyOf(b) };
      out.doc_count = b.docCount;
      out.is_ipv6 = spec.v6;
      out.prefix_length = spec.length;
      if (!spec.v6) out.netmask = maskOf(spec.length + 96).slice(12).join('.');
      renderSubs(node, b.aggs, rctx, out);
      return out;
    };
    const buckets = (r as PrefixResult).buckets;
    if (spec.keyed) {
      const obj: JsonObject = {};
      for (const b of buckets) obj[keyOf(b)] = one(b);
      return { buckets: obj };
    }
    return { buckets: buckets.map(one) };
  },
  typedName: () => 'ip_prefix',
  buckets: (r) => (r as PrefixResult).buckets.map((b) => ({ key: ipText(b.net), keyString: ipText(b.net), docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as PrefixResult), buckets: bs.map((b, i) => ({ ...(r as PrefixResult).buckets[i]!, docCount: b.docCount, aggs: b.aggs })) }),
};
