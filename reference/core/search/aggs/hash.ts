/**
 * The hashes aggregations depend on: Lucene's BitMixer.mix64 (terms partitions and cardinality of
 * numbers) and MurmurHash3 x64 128 as ES's MurmurHash3.hash128 (cardinality of bytes), on 64-bit
 * integers as BigInt, returning signed longs.
 */
const M64 = (1n << 64n) - 1n;

/** BitMixer.mix64 of a signed long. */
export function mix64(z0: bigint): bigint {
  let z = z0 & M64;
  z = ((z ^ (z >> 32n)) * 0x4cd6944c5cc20b6dn) & M64;
  z = ((z ^ (z >> 29n)) * 0xfc12c5b19d3259e9n) & M64;
  z = z ^ (z >> 32n);
  return BigInt.asIntN(64, z);
}

/** A long value's bits (as Java's `(long) value`, truncating a double). */
export function longBits(v: number): bigint {
  return BigInt.asIntN(64, BigInt(Math.trunc(v)));
}

/** Double.doubleToLongBits. */
export function doubleBits(v: number): bigint {
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, Number.isNaN(v) ? NaN : v);
  return buf.getBigInt64(0);
}

function rotl64(x: bigint, r: bigint): bigint {
  return ((x << r) | (x >> (64n - r))) & M64;
}

function fmix64(k0: bigint): bigint {
  let k = k0;
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & M64;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & M64;
  k ^= k >> 33n;
  return k;
}

function getLong(b: Uint8Array, i: number): bigint {
  let v = 0n;
  for (let j = 7; j >= 0; j--) v = (v << 8n) | BigInt(b[i + j]!);
  return v;
}

/** MurmurHash3.hash128(bytes, 0, length, seed).h1 (and h2), as ES computes it (x64 variant). */
export function murmur3x64(bytes: Uint8Array, seed = 0n): { h1: bigint; h2: bigint } {
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  let h1 = seed & M64;
  let h2 = seed & M64;
  const len = bytes.length;
  const nblocks = len >> 4;
  for (let i = 0; i < nblocks; i++) {
    let k1 = getLong(bytes, i * 16);
    let k2 = getLong(bytes, i * 16 + 8);
    k1 = (k1 * c1) & M64;
    k1 = rotl64(k1, 31n);
    k1 = (k1 * c2) & M64;
    h1 ^= k1;
    h1 = rotl64(h1, 27n);
    h1 = (h1 + h2) & M64;
    h1 = (h1 * 5n + 0x52dce729n) & M64;
    k2 = (k2 * c2) & M64;
    k2 = rotl64(k2, 33n);
    k2 = (k2 * c1) & M64;
    h2 ^= k2;
    h2 = rotl64(h2, 31n);
    h2 = (h2 + h1) & M64;
    h2 = (h2 * 5n + 0x38495ab5n) & M64;
  }
  let k1 = 0n;
  let k2 = 0n;
  const t = nblocks * 16;
  const rem = len & 15;
  // The tail: bytes 8..14 into k2, bytes 0..7 into k1, little-endian (MurmurHash3's fall-through switch).
  for (let i = rem - 1; i >= 8; i--) k2 ^= BigInt(bytes[t + i]!) << BigInt(8 * (i - 8));
  if (rem > 8) {
    k2 = (k2 * c2) & M64;
    k2 = rotl64(k2, 33n);
    k2 = (k2 * c1) & M64;
    h2 ^= k2;
  }
  for (let i = Math.min(rem, 8) - 1; i >= 0; i--) k1 ^= BigInt(bytes[t + i]!) << BigInt(8 * i);
  if (rem > 0) {
    k1 = (k1 * c1) & M64;
    k1 = rotl64(k1, 31n);
    k1 = (k1 * c2) & M64;
    h1 ^= k1;
  }
  h1 ^= BigInt(len);
  h2 ^= BigInt(len);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  return { h1: BigInt.asIntN(64, h1), h2: BigInt.asIntN(64, h2) };
}

const ENC = new TextEncoder();
/** UTF-8 bytes of a string. */
export function utf8(s: string): Uint8Array {
  return ENC.encode(s);
}
