/**
 * The `min_hash` token filter: Lucene's MinHashFilter (lucene/analysis/common/.../minhash/MinHashFilter.java)
 * behind ES's MinHashTokenFilterFactory, which hands `hash_count`, `bucket_count`, `hash_set_size` and
 * `with_rotation` to Lucene's MinHashFilterFactory (defaults 1, 512, 1 and `bucket_count > 1`).
 *
 * The filter reads its whole input, hashes every term (MurmurHash3 x64 128 over the term's UTF-16LE bytes,
 * combined with the hash of the variant's index), keeps the smallest `hash_set_size` hashes of each of
 * `bucket_count` ranges of the hash's top 32 bits, then emits them all at one position, offsets 0 to the last
 * token's end, type `MIN_HASH`. A term is the hash's 16-bit chars (so usually no readable text): with one hash
 * the 4 chars of the high long then the 4 of the low one; with several, 2 chars of the variant's index, 4 of the
 * high long and 2 of the low one. Arithmetic is Java's `long`, done here on unsigned BigInts modulo 2^64.
 */
import { badAnalysisSetting, numberFormat, type EsError } from '../../errors/index.ts';
import { filter, type TokenFilterFactory } from '../components.ts';
import { str, type Params } from '../params.ts';
import type { Stream, Tok } from '../token.ts';
import { murmur3x64128 } from '../../ingest/hashes.ts';

const MASK = (1n << 64n) - 1n;

/** A 128-bit hash as Lucene's LongPair: `val1` the low long, `val2` the high one (unsigned here). */
export interface LongPair {
  val1: bigint;
  val2: bigint;
}

const mul = (a: bigint, b: bigint): bigint => (a * b) & MASK;

/** MinHashFilter.murmurhash3_x64_128 with seed 0: the ingest module's MurmurHash3 (h1, h2 big-endian) as a LongPair. */
export function murmurhash3x64128(key: Uint8Array): LongPair {
  const d = new DataView(murmur3x64128(key).buffer);
  return { val1: d.getBigUint64(0), val2: d.getBigUint64(8) };
}

/** A Java String's `getBytes("UTF-16LE")` (a lone surrogate, which Java's encoder replaces, is kept as its unit here). */
function utf16le(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out[2 * i] = c & 0xff;
    out[2 * i + 1] = c >> 8;
  }
  return out;
}

/** The hash of variant `i`: murmur3 over the int's 4 big-endian bytes (MinHashFilter.getBytes). */
function intHash(i: number): LongPair {
  return murmurhash3x64128(new Uint8Array([(i >>> 24) & 0xff, (i >>> 16) & 0xff, (i >>> 8) & 0xff, i & 0xff]));
}

/** LongPair.compareTo: the high longs, then the low ones, both unsigned. */
export function compareLongPair(a: LongPair, b: LongPair): number {
  if (a.val2 !== b.val2) return a.val2 < b.val2 ? -1 : 1;
  return a.val1 < b.val1 ? -1 : a.val1 > b.val1 ? 1 : 0;
}

/** FixedSizeTreeSet.add: a sorted set of at most `capacity` hashes, the largest dropped for a smaller one. */
function addBounded(set: LongPair[], h: LongPair, capacity: number): void {
  let lo = 0;
  let hi = set.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareLongPair(set[mid], h) < 0) lo = mid + 1;
    else hi = mid;
  }
  if (lo < set.length && compareLongPair(set[lo], h) === 0) return;
  if (set.length >= capacity) {
    if (lo >= set.length) return;
    set.pop();
  }
  set.splice(lo, 0, h);
}

export interface MinHashOptions {
  hashCount: number;
  bucketCount: number;
  hashSetSize: number;
  withRotation: boolean;
}

/** The chars of a term: `(char)(x >> shift)` of Java. */
const chars = (x: bigint, shifts: readonly bigint[]): string => String.fromCharCode(...shifts.map((s) => Number((x >> s) & 0xffffn)));

/** MinHashFilter over a whole stream (it consumes its input before emitting anything). */
export function minHash(s: Stream, o: MinHashOptions): Stream {
  if (s.tokens.length === 0) return s;
  // bucketSize = ceil(2^32 / bucketCount): the top 32 bits of the high long pick the bucket.
  const n = BigInt(o.bucketCount);
  const bucketSize = ((1n << 32n) + n - 1n) / n;
  const sets: LongPair[][][] = Array.from({ length: o.hashCount }, () => Array.from({ length: o.bucketCount }, () => []));
  const variants = Array.from({ length: o.hashCount }, (_, i) => intHash(i));
  for (const t of s.tokens) {
    const h = murmurhash3x64128(utf16le(t.term));
    for (let i = 0; i < o.hashCount; i++) {
      // combineOrdered(hash, intHash(i)): (0 * 37 + hash) * 37 + intHash.
      const r = { val1: (mul(h.val1, 37n) + variants[i].val1) & MASK, val2: (mul(h.val2, 37n) + variants[i].val2) & MASK };
      addBounded(sets[i][Number((r.val2 >> 32n) / bucketSize)], r, o.hashSetSize);
    }
  }
  const endOffset = s.tokens[s.tokens.length - 1].end;
  // "fix up any wrap around bucket values": an empty bucket takes the smallest hash of the next non-empty one.
  if (o.withRotation && o.hashSetSize === 1) {
    for (const buckets of sets) {
      for (let b = 0; b < o.bucketCount; b++) {
        if (buckets[b].length > 0) continue;
        for (let off = 1; off < o.bucketCount; off++) {
          const next = buckets[(b + off) % o.bucketCount];
          if (next.length > 0) {
            addBounded(buckets[b], next[0], o.hashSetSize);
            break;
          }
        }
      }
    }
  }
  const tokens: Tok[] = [];
  for (let i = 0; i < o.hashCount; i++) {
    const prefix = o.hashCount > 1 ? String.fromCharCode((i >>> 16) & 0xffff, i & 0xffff) : '';
    const lowShifts = o.hashCount === 1 ? [48n, 32n, 16n, 0n] : [48n, 32n];
    for (const bucket of sets[i]) {
      for (const h of bucket) {
        const term = prefix + chars(h.val2, [48n, 32n, 16n, 0n]) + chars(h.val1, lowShifts);
        tokens.push({ term, posInc: tokens.length === 0 ? 1 : 0, posLen: 1, start: 0, end: endOffset, type: 'MIN_HASH', keyword: false });
      }
    }
  }
  return { tokens, endOffset: s.endOffset, endPosInc: s.endPosInc };
}

/** Lucene's `getInt` (Integer.parseInt): a NumberFormatException for anything else. */
function javaInt(p: Params, key: string, dflt: number): number | EsError {
  const v = str(p, key);
  if (v === undefined) return dflt;
  const n = /^[+-]?\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 ? n : numberFormat(v);
}

export const minHashFactory: TokenFilterFactory = (p, ctx) => {
  const hashCount = javaInt(p, 'hash_count', 1);
  if (typeof hashCount !== 'number') return hashCount;
  const bucketCount = javaInt(p, 'bucket_count', 512);
  if (typeof bucketCount !== 'number') return bucketCount;
  const hashSetSize = javaInt(p, 'hash_set_size', 1);
  if (typeof hashSetSize !== 'number') return hashSetSize;
  // Lucene's getBoolean is Boolean.parseBoolean: anything but "true" (any case) is false.
  const rotation = str(p, 'with_rotation');
  const withRotation = rotation === undefined ? bucketCount > 1 : rotation.toLowerCase() === 'true';
  // MinHashFilter's constructor checks, in this order.
  if (hashCount <= 0) return badAnalysisSetting('hashCount must be greater than zero');
  if (bucketCount <= 0) return badAnalysisSetting('bucketCount must be greater than zero');
  if (hashSetSize <= 0) return badAnalysisSetting('hashSetSize must be greater than zero');
  const o: MinHashOptions = { hashCount, bucketCount, hashSetSize, withRotation };
  return filter(ctx.name, (s) => minHash(s, o));
};
