/**
 * The digests fingerprint and community_id need (MD5, SHA-1, SHA-256, SHA-512, MurmurHash3 x64 128), in
 * plain TypeScript: the core may not import node:crypto. Inputs and outputs are bytes.
 */

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

function pad(bytes: Uint8Array, blockBytes: number, lenBytes: number, bigEndian: boolean): Uint8Array {
  const bitLen = bytes.length * 8;
  const total = Math.ceil((bytes.length + 1 + lenBytes) / blockBytes) * blockBytes;
  const out = new Uint8Array(total);
  out.set(bytes);
  out[bytes.length] = 0x80;
  for (let i = 0; i < 8; i++) {
    const byte = Math.floor(bitLen / 2 ** (8 * i)) & 0xff;
    if (bigEndian) out[total - 1 - i] = byte;
    else out[total - lenBytes + i] = byte;
  }
  return out;
}

/** SHA-1. */
export function sha1(data: Uint8Array): Uint8Array {
  const m = pad(data, 64, 8, true);
  let [a0, b0, c0, d0, e0] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Int32Array(80);
  const dv = new DataView(m.buffer);
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = dv.getInt32(off + i * 4);
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let [a, b, c, d, e] = [a0, b0, c0, d0, e0];
    for (let i = 0; i < 80; i++) {
      const [f, k] = i < 20 ? [(b & c) | (~b & d), 0x5a827999] : i < 40 ? [b ^ c ^ d, 0x6ed9eba1] : i < 60 ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc] : [b ^ c ^ d, 0xca62c1d6];
      const t = (rotl(a, 5) + f + e + k + w[i]!) | 0;
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = t;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
    e0 = (e0 + e) | 0;
  }
  const out = new DataView(new ArrayBuffer(20));
  [a0, b0, c0, d0, e0].forEach((v, i) => out.setInt32(i * 4, v));
  return new Uint8Array(out.buffer);
}

/** The first `count` primes (SHA-2's constants are fractional parts of their roots). */
function firstPrimes(count: number): number[] {
  const primes: number[] = [];
  for (let n = 2; primes.length < count; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes;
}

// The primes found once, not once per constant: the 64 searches cost every start of the server milliseconds.
const K256 = firstPrimes(64).map((p) => Math.floor((Math.cbrt(p) % 1) * 2 ** 32) | 0);

/** SHA-256. */
export function sha256(data: Uint8Array): Uint8Array {
  const m = pad(data, 64, 8, true);
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const w = new Int32Array(64);
  const dv = new DataView(m.buffer);
  const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = dv.getInt32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K256[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) | 0));
  }
  const out = new DataView(new ArrayBuffer(32));
  h.forEach((v, i) => out.setInt32(i * 4, v));
  return new Uint8Array(out.buffer);
}

/** MD5. */
export function md5(data: Uint8Array): Uint8Array {
  const m = pad(data, 64, 8, false);
  const s = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
  const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);
  let [a0, b0, c0, d0] = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  const dv = new DataView(m.buffer);
  for (let off = 0; off < m.length; off += 64) {
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) [f, g] = [(b & c) | (~b & d), i];
      else if (i < 32) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (i < 48) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const t = d;
      d = c;
      c = b;
      b = (b + rotl((a + f + K[i]! + dv.getInt32(off + g * 4, true)) | 0, s[(i >> 4) * 4 + (i % 4)]!)) | 0;
      a = t;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  const out = new DataView(new ArrayBuffer(16));
  [a0, b0, c0, d0].forEach((v, i) => out.setInt32(i * 4, v, true));
  return new Uint8Array(out.buffer);
}

const M64 = (1n << 64n) - 1n;

/** SHA-512 (with BigInt words: fingerprint hashes small documents). */
export function sha512(data: Uint8Array): Uint8Array {
  const m = pad(data, 128, 16, true);
  const primes = firstPrimes(80);
  const frac = (x: number, root: (v: number) => number): bigint => {
    // 64 fractional bits of an irrational root, computed exactly with BigInt Newton steps.
    const scale = 1n << 64n;
    const exp = root === Math.sqrt ? 2n : 3n;
    const target = BigInt(x) * scale ** exp;
    let r = BigInt(Math.floor(root(x) * 2 ** 20)) << 44n;
    for (let i = 0; i < 100; i++) {
      const next = exp === 2n ? (r + target / r) / 2n : (2n * r + target / (r * r)) / 3n;
      if (next === r) break;
      r = next;
    }
    while (r ** exp > target) r--;
    while ((r + 1n) ** exp <= target) r++;
    return r & M64;
  };
  const K = primes.map((p) => frac(p, Math.cbrt));
  const h = primes.slice(0, 8).map((p) => frac(p, Math.sqrt));
  const rotr = (x: bigint, n: bigint): bigint => ((x >> n) | (x << (64n - n))) & M64;
  const dv = new DataView(m.buffer);
  const w: bigint[] = new Array(80);
  for (let off = 0; off < m.length; off += 128) {
    for (let i = 0; i < 16; i++) w[i] = dv.getBigUint64(off + i * 8);
    for (let i = 16; i < 80; i++) {
      const s0 = rotr(w[i - 15]!, 1n) ^ rotr(w[i - 15]!, 8n) ^ (w[i - 15]! >> 7n);
      const s1 = rotr(w[i - 2]!, 19n) ^ rotr(w[i - 2]!, 61n) ^ (w[i - 2]! >> 6n);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) & M64;
    }
    let [a, b, c, d, e, f, g, hh] = h as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    for (let i = 0; i < 80; i++) {
      const t1 = (hh + (rotr(e, 14n) ^ rotr(e, 18n) ^ rotr(e, 41n)) + ((e & f) ^ (~e & M64 & g)) + K[i]! + w[i]!) & M64;
      const t2 = ((rotr(a, 28n) ^ rotr(a, 34n) ^ rotr(a, 39n)) + ((a & b) ^ (a & c) ^ (b & c))) & M64;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) & M64;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) & M64;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) & M64));
  }
  const out = new DataView(new ArrayBuffer(64));
  h.forEach((v, i) => out.setBigUint64(i * 8, v));
  return new Uint8Array(out.buffer);
}

/** MurmurHash3 x64 128 with seed 0; the digest is h1 then h2, big-endian (ES's Murmur3Hasher.digest; the hash pinned by Lucene's TestMinHashFilter values in analysis/filters/minHash.test.ts). */
export function murmur3x64128(data: Uint8Array, seed = 0n): Uint8Array {
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  const rotl64 = (x: bigint, r: bigint): bigint => ((x << r) | (x >> (64n - r))) & M64;
  const fmix = (k: bigint): bigint => {
    k ^= k >> 33n;
    k = (k * 0xff51afd7ed558ccdn) & M64;
    k ^= k >> 33n;
    k = (k * 0xc4ceb9fe1a85ec53n) & M64;
    return k ^ (k >> 33n);
  };
  let h1 = seed;
  let h2 = seed;
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const blocks = Math.floor(data.length / 16);
  for (let i = 0; i < blocks; i++) {
    let k1 = dv.getBigUint64(i * 16, true);
    let k2 = dv.getBigUint64(i * 16 + 8, true);
    k1 = (rotl64((k1 * c1) & M64, 31n) * c2) & M64;
    h1 ^= k1;
    h1 = (((rotl64(h1, 27n) + h2) & M64) * 5n + 0x52dce729n) & M64;
    k2 = (rotl64((k2 * c2) & M64, 33n) * c1) & M64;
    h2 ^= k2;
    h2 = (((rotl64(h2, 31n) + h1) & M64) * 5n + 0x38495ab5n) & M64;
  }
  let k1 = 0n;
  let k2 = 0n;
  const tail = blocks * 16;
  for (let i = data.length - tail - 1; i >= 0; i--) {
    const b = BigInt(data[tail + i]!);
    if (i >= 8) k2 ^= b << BigInt(8 * (i - 8));
    else k1 ^= b << BigInt(8 * i);
  }
  if (k2 !== 0n) h2 ^= (rotl64((k2 * c2) & M64, 33n) * c1) & M64;
  if (k1 !== 0n) h1 ^= (rotl64((k1 * c1) & M64, 31n) * c2) & M64;
  h1 ^= BigInt(data.length);
  h2 ^= BigInt(data.length);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  const out = new DataView(new ArrayBuffer(16));
  out.setBigUint64(0, h1);
  out.setBigUint64(8, h2);
  return new Uint8Array(out.buffer);
}

/** Standard base64 of bytes. */
export function base64(bytes: Uint8Array): string {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += A[(n >> 18) & 63]! + A[(n >> 12) & 63]! + (b === undefined ? '=' : A[(n >> 6) & 63]!) + (c === undefined ? '=' : A[n & 63]!);
  }
  return out;
}
