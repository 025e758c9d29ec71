/**
 * The `_tsid`, routing hash and `_id` of a time series document, byte for byte as Elasticsearch builds them:
 * - routing hash (IndexRouting.ExtractFromSource.Builder.buildHash): the routing_path fields sorted by name,
 *   `hash = 31 * hash + (murmur3_32(name) ^ murmur3_32(value))`, Lucene's murmurhash3_x86_32 with seed 0;
 * - `_tsid` 8.13+ (TimeSeriesIdBuilder.buildTsidHash): a vint length, hash128 of the dimension names, a
 *   murmur3_32 per value, hash128 of the values. Both hash128s read whole backing arrays (`BytesRef.bytes`), so
 *   their zero padding counts: a name's array is `new BytesRef(CharSequence)`'s, three bytes per UTF-16 unit;
 *   a value's is a BytesStreamOutput's, grown by BigArrays.overSize / ArrayUtil.oversize steps;
 * - legacy `_tsid` (8.1-8.12, buildLegacyTsid): the dimensions serialised;
 * - `_id` (TsidExtractingIdFieldMapper.createId): routing hash (int LE) + murmur3_128(tsid).h1 (long LE) +
 *   the timestamp (long BE, so ids sort by time), url-safe base64 without padding.
 * Checked against ES's own tests: 25_id_generation.yml's ids (routing hash and tsid hash) and its bulk
 * error's `_tsid` (`KCjEJ9R_…`), reproduced in tsid.test.ts.
 */
import { murmur3 } from '../search/routing.ts';
import { murmur3x64, utf8 } from '../search/aggs/hash.ts';
import { base64url } from '../base64url.ts';

/** One dimension value as TimeSeriesIdBuilder serialises it. */
export type DimensionValue = { kind: 'string'; value: string } | { kind: 'long'; value: bigint } | { kind: 'boolean'; value: boolean };

/** StreamOutput.putVInt. */
function vint(n: number): number[] {
  const out: number[] = [];
  while ((n & ~0x7f) !== 0) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
}

/** ArrayUtil.oversize(n, 1) on a 64-bit JVM. */
function oversize(n: number): number {
  return (n + Math.max(n >> 3, 3) + 7) & 0x7ffffff8;
}

/** BigArrays.overSize(n, PAGE_SIZE_IN_BYTES = 16384, 1): what a BytesStreamOutput grows to. */
function overSize(n: number): number {
  return n < 16384 ? Math.min(oversize(n), 16384) : Math.ceil(n / 16384) * 16384;
}

/** A BytesStreamOutput fed `writes` (one write call per chunk): its bytes and its zero-padded backing array. */
function streamed(writes: number[][]): { bytes: Uint8Array; backing: Uint8Array } {
  let cap = 0;
  const bytes: number[] = [];
  for (const w of writes) {
    if (w.length === 0) continue;
    if (bytes.length + w.length > cap) cap = overSize(bytes.length + w.length);
    bytes.push(...w);
  }
  const backing = new Uint8Array(Math.max(cap, bytes.length));
  backing.set(bytes);
  return { bytes: Uint8Array.from(bytes), backing };
}

function longBE(v: bigint): number[] {
  const out: number[] = [];
  let x = BigInt.asUintN(64, v);
  for (let i = 0; i < 8; i++) {
    out.unshift(Number(x & 0xffn));
    x >>= 8n;
  }
  return out;
}

function longLE(v: bigint): number[] {
  return longBE(v).reverse();
}

function intLE(v: number): number[] {
  return [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];
}

/** A value's serialised form (TimeSeriesIdBuilder.addString / addLong / addBoolean). */
function encode(v: DimensionValue): { bytes: Uint8Array; backing: Uint8Array } {
  if (v.kind === 'string') {
    const b = [...utf8(v.value)];
    // out.write('s'); out.writeBytesRef(value): writeVInt (a one-byte vint is one writeByte) then the bytes.
    return streamed([[0x73], vint(b.length), b]);
  }
  if (v.kind === 'long') return streamed([[0x6c], longBE(v.value)]);
  return streamed([[0x62], [v.value ? 0x74 : 0x66]]);
}

/** UTF-8 compare of names, as BytesRef.compareTo sorts them. */
function byName<T>(a: [string, T], b: [string, T]): number {
  const x = utf8(a[0]);
  const y = utf8(b[0]);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

function hash128Bytes(data: Uint8Array): number[] {
  const h = murmur3x64(data);
  return [...longLE(h.h1), ...longLE(h.h2)];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The hashed `_tsid` (8.13+) of a document's dimensions (name → values; the first value is the one hashed alone). */
export function tsidHash(dims: Map<string, DimensionValue[]>): Uint8Array {
  const sorted = [...dims.entries()].sort(byName);
  const n = Math.min(512, sorted.length);
  const out: number[] = vint(32 + 4 * n);
  // `new BytesRef(fieldName)` sizes its array for the worst case, 3 bytes per UTF-16 unit.
  out.push(...hash128Bytes(concat(sorted.map(([name]) => { const b = new Uint8Array(Math.max(name.length * 3, utf8(name).length)); b.set(utf8(name)); return b; }))));
  for (const [, values] of sorted.slice(0, n)) out.push(...intLE(murmur3(encode(values[0]!).bytes, 0)));
  out.push(...hash128Bytes(concat(sorted.flatMap(([, values]) => values.map((v) => encode(v).backing)))));
  return Uint8Array.from(out);
}

/** The legacy `_tsid` (8.1-8.12): the count, then each name (a BytesRef) and its one value. */
export function tsidLegacy(dims: Map<string, DimensionValue[]>): Uint8Array {
  const sorted = [...dims.entries()].sort(byName);
  const out: number[] = vint(sorted.length);
  for (const [name, values] of sorted) {
    const b = [...utf8(name)];
    out.push(...vint(b.length), ...b, ...encode(values[0]!).bytes);
  }
  return Uint8Array.from(out);
}

/** The routing hash of the routing_path fields (name, string value) a source holds. */
export function routingHash(pairs: Array<[string, string]>): number {
  const sorted = [...pairs].sort(byName);
  let hash = 0;
  sorted.forEach(([name, value], i) => {
    const h = murmur3(utf8(name), 0) ^ murmur3(utf8(value), 0);
    hash = i === 0 ? h : (Math.imul(31, hash) + h) | 0;
  });
  return hash;
}

/** TsidExtractingIdFieldMapper.createId: the `_id` of a time series document. */
export function timeSeriesId(routing: number, tsid: Uint8Array, timestamp: bigint): string {
  const h = murmur3x64(tsid);
  return base64url([...intLE(routing), ...longLE(h.h1), ...longBE(timestamp)]);
}

/** The `_ts_routing_hash` of an id: its first four bytes, base64 (TimeSeriesRoutingHashFieldMapper). */
export function routingHashOfId(routing: number): string {
  return base64url(intLE(routing));
}
