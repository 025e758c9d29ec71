/**
 * The document sample of ES's `RandomSamplingQuery` (8.x, chunk size 1), bit for bit: a `SplittableRandom`
 * seeded with `BitMixer.mix(shardSeed ^ seed)` per segment feeds `FastGeometric`, whose draws are the
 * skips between sampled doc ids (`RandomSamplingIterator`). The JDK's SplittableRandom and HPPC's mix32
 * are public-domain/Apache algorithms (SplitMix64, MurmurHash3's finalizer); every float step of
 * FastGeometric is rounded to float (`Math.fround`) as the JVM does.
 */

const M64 = (1n << 64n) - 1n;
const GOLDEN_GAMMA = 0x9e3779b97f4a7c15n;

/** `java.util.SplittableRandom`: nextInt only (what RandomSamplingQuery uses). */
export class SplittableRandom {
  private seed: bigint;
  /** `seed` is a Java long; an int widens sign-extended. */
  constructor(seed: number | bigint) {
    this.seed = BigInt.asUintN(64, BigInt(seed));
  }
  /** `nextInt()`: mix32(nextSeed()). */
  nextInt(): number {
    this.seed = (this.seed + GOLDEN_GAMMA) & M64;
    let z = this.seed;
    z = ((z ^ (z >> 33n)) * 0x62a9d9ed799705f5n) & M64;
    return Number(BigInt.asIntN(32, (((z ^ (z >> 28n)) * 0xcb24d0a5c88c35b3n) & M64) >> 32n));
  }
}

/** Lucene's `BitMixer.mix(int)`: MurmurHash3's 32-bit finalizer. */
export function bitMix32(k: number): number {
  k = Math.imul(k ^ (k >>> 16), 0x85ebca6b);
  k = Math.imul(k ^ (k >>> 13), 0xc2b2ae35);
  return (k ^ (k >>> 16)) | 0;
}

/** Java's `String.hashCode()`. */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/**
 * `ShardId.hashCode()` — the shard's random seed (SearchService passes `indexShard().shardId().hashCode()`
 * to the aggregation context): `Index.hashCode()` (31·name + uuid) then 31·that + shard number.
 */
export function shardIdHash(indexName: string, indexUuid: string, shard: number): number {
  const index = (Math.imul(javaStringHash(indexName), 31) + javaStringHash(indexUuid)) | 0;
  return (Math.imul(index, 31) + shard) | 0;
}

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const floatToIntBits = (x: number): number => { f32[0] = x; return i32[0]!; };
const intBitsToFloat = (b: number): number => { i32[0] = b; return f32[0]!; };
const fr = Math.fround;
/** Java's `(int)` of a float or double: NaN to 0, toward zero, saturated. */
const toJavaInt = (x: number): number => (Number.isNaN(x) ? 0 : x >= 2147483647 ? 2147483647 : x <= -2147483648 ? -2147483648 : Math.trunc(x));

const BITS = 13;
const SHIFT = 23 - BITS;
/** FastLogarithm's table (16,384 logarithms), made at the first random_sampler that needs it, not at every start. */
let log2Table: Float32Array | undefined;
function makeLog2Table(): Float32Array {
  const t = new Float32Array(1 << (BITS + 1));
  const dx = 1 << SHIFT;
  let x = 0x3f800000 + dx / 2;
  const log2 = fr(Math.log(2.0));
  for (let i = 0; i < t.length; i++) {
    t[i] = fr(fr(Math.log(intBitsToFloat(x))) / log2);
    x += dx;
  }
  return t;
}
const fastLog2 = (x: number): number => {
  const bits = floatToIntBits(x);
  return fr((log2Table ??= makeLog2Table())[(bits & 0x7fffff) >>> SHIFT]! + (((bits >>> 23) & 0xff) - 127));
};
const BIASES = [fr(fr(-0.49294917) / 256.0), fr(fr(4.7501511) / 65536.0), fr(fr(31.557305) / 4294967296.0)];
const PERMITTED_BITS = [8, 16, 32];
const RANGES = [256.0, 65536.0, 4294967296.0];

/** ES's `FastGeometric`: geometric draws (≥ 1) from 8, 16 or 32 random bits each. */
export class FastGeometric {
  private current: number;
  private readonly samples: number[];
  private readonly norm: number;
  private readonly rngRange: number;
  private readonly log2RngRange: number;
  private readonly bias: number;
  private readonly mask: number;
  private readonly bitsPerSample: number;
  private readonly needToGenerate: number;
  constructor(private readonly rng: () => number, p: number) {
    const bits = toJavaInt((1.5 * Math.log(Math.log(0.01) / Math.log(1.0 - p) - 1.0)) / Math.log(2.0));
    let pos = PERMITTED_BITS.indexOf(bits);
    if (pos < 0) pos = Math.min(PERMITTED_BITS.filter((b) => b < bits).length, PERMITTED_BITS.length - 1);
    this.bitsPerSample = PERMITTED_BITS[pos]!;
    this.needToGenerate = 32 / this.bitsPerSample;
    this.mask = 0x7fffffff >>> (32 - this.bitsPerSample - 1);
    this.current = this.needToGenerate - 1;
    this.samples = new Array<number>(this.needToGenerate).fill(0);
    this.norm = fr(Math.log(2.0) / Math.log(1.0 - p));
    this.rngRange = RANGES[pos]!;
    this.log2RngRange = fastLog2(RANGES[pos]!);
    this.bias = BIASES[pos]!;
  }
  /** The next draw. */
  next(): number {
    this.current++;
    if (this.current === this.needToGenerate) {
      this.generate();
      this.current = 0;
    }
    return this.samples[this.current]! + 1;
  }
  private generate(): void {
    const rn = this.rng();
    if (this.needToGenerate === 1) {
      const u = fr(fr(fr(0.5 * this.rngRange) + fr(rn)) + 0.5);
      this.samples[0] = toJavaInt(fr(this.norm * fr(fastLog2(u) - this.log2RngRange)));
    } else {
      for (let i = 0, shift = this.bitsPerSample; shift <= 32; i++, shift += this.bitsPerSample) {
        const u = fr(fr((rn >>> shift) & this.mask) + 0.5);
        this.samples[i] = toJavaInt(fr(this.norm * fr(fr(fastLog2(u) - this.log2RngRange) + this.bias)));
      }
    }
  }
}

/**
 * The doc ids (0 ≤ id < maxDoc) one segment's `RandomSamplingQuery` scorer matches: a fresh SplittableRandom
 * per segment (`Weight.scorer`), so each segment restarts the same skip sequence. Deleted documents are
 * among the candidates (the aggregator drops them after, by liveDocs).
 */
export function sampledDocIds(maxDoc: number, p: number, seed: number, shardSeed: number): number[] {
  const random = new SplittableRandom(bitMix32(shardSeed ^ seed));
  const g = new FastGeometric(() => random.nextInt(), p);
  const out: number[] = [];
  for (let doc = -1 + g.next(); doc < maxDoc; doc += g.next()) out.push(doc);
  return out;
}
