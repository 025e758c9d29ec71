/**
 * `bucket_count_ks_test` (x-pack ml, ES 7.14, BucketCountKSTestAggregator): a two-sample Kolmogorov–Smirnov
 * test between the distribution a sibling's bucket counts imply and `fractions` (uniform by default), both
 * read at a sampling method's CDF points. `less` and `greater` use Hodges' one-sided approximation; `two_sided`
 * Commons Math 3.6.1's KolmogorovSmirnovTest.exactP (a lattice-path count, ported here; Java's Math.exp in the
 * one-sided ones is a HotSpot intrinsic and may end an ulp from JavaScript's). With fewer documents
 * than CDF points ES draws them 20 times at random (Randomness.get()): the simulator draws from a seeded
 * generator (./ksTestAgg.ts), one of the answers ES could give.
 */
export type Alternative = 'less' | 'greater' | 'two_sided';
export type SamplingName = 'upper_tail' | 'lower_tail' | 'uniform';

/** SamplingMethod.UpperTail's 55 CDF points (more of them towards the top), LowerTail's mirror, Uniform's even steps. */
function cdfPoints(method: SamplingName): number[] {
  const upper: number[] = [];
  for (let i = 1; i < 11; i++) for (let j = 0; j < i; j++) upper.push(0.1 * (i - 1) + 0.05 / i + (0.1 * j) / i);
  if (method === 'upper_tail') return upper;
  if (method === 'lower_tail') return upper.map((p) => 1 - p);
  const interval = 1.0 / (upper.length + 1);
  const out = [interval];
  for (let i = 1; i < upper.length; i++) out.push(out[i - 1]! + interval);
  return out;
}

const NUM_ITERATIONS = 20;
const MINIMUM_NUMBER_OF_DOCS = 23;

const cumulativeSum = (v: number[]) => {
  const out: number[] = [];
  let s = 0;
  for (const x of v) out.push((s += x));
  return out;
};

/** Java's Arrays.binarySearch on a sorted double array (−(insertion point) − 1 when absent). */
function binarySearch(xs: number[], x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = xs[mid]!;
    if (v < x) lo = mid + 1;
    else if (v > x) hi = mid - 1;
    else return mid;
  }
  return -(lo + 1);
}

function bisectRight(xs: number[], x: number): number {
  let pos = binarySearch(xs, x);
  if (pos < 0) pos = Math.abs(pos) - 1;
  if (pos <= 0) return 1;
  while (pos < xs.length && xs[pos]! <= x) pos++;
  return pos;
}

function interpolate(xs: number[], fx: number[], x: number): number {
  const i = Math.min(bisectRight(xs, x), xs.length - 1);
  return ((x - xs[i - 1]!) * fx[i]! + (xs[i]! - x) * fx[i - 1]!) / (xs[i]! - xs[i - 1]!);
}

function sidedKSStat(a: number, b: number, alt: Alternative): number {
  if (alt === 'less') return Math.max(b - a, 0);
  if (alt === 'greater') return Math.max(a - b, 0);
  return Math.abs(b - a);
}

function sidedStatistic(xa: number[], xb: number[], alt: Alternative): number {
  let ia = xa[0]! < xb[0]! ? 1 : 0;
  let ib = xa[0]! < xb[0]! ? 0 : 1;
  let t = 0;
  while (ia < xa.length && ib < xb.length) {
    t = Math.max(t, sidedKSStat(ia / xa.length, ib / xb.length, alt));
    if (xa[ia]! < xb[ib]!) ia++;
    else if (xb[ib]! < xa[ia]!) ib++;
    else {
      ia++;
      ib++;
    }
  }
  t = Math.max(t, sidedKSStat(ia / xa.length, ib / xb.length, alt));
  return alt === 'less' ? Math.min(Math.max(t, 0.0), 1.0) : t;
}

/** CombinatoricsUtils.binomialCoefficientDouble. */
function binomialCoefficientDouble(n: number, k: number): number {
  if (n === k || k === 0) return 1;
  if (k === 1 || k === n - 1) return n;
  if (k > n / 2) return binomialCoefficientDouble(n, n - k);
  if (n < 67) return Number(binomialExact(n, k));
  let result = 1;
  for (let i = 1; i <= k; i++) result *= (n - k + i) / i;
  return Math.floor(result + 0.5);
}
function binomialExact(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** KolmogorovSmirnovTest.exactP(d, n, m, strict) (3.6.1): 1 − the lattice paths staying within d, over all paths. */
export function exactP(d: number, n: number, m: number, strict: boolean): number {
  // calculateIntegralD(d, m, n, strict): d scaled to the lattice, ties within 1e-12.
  const tol = 1e-12;
  const nm = m * n;
  const upperBound = Math.ceil((d - tol) * nm);
  const lowerBound = Math.floor((d + tol) * nm);
  const cnm = strict && lowerBound === upperBound ? upperBound + 1 : upperBound;
  // c(i, j): whether the lattice point (i, j) lies within the band |i/m − j/n| < d (≤ when strict).
  const c = (i: number, j: number) => {
    const gap = Math.abs(i * n - j * m);
    return (strict ? gap <= cnm : gap < cnm) ? 1 : 0;
  };
  // n(m, n, …): the paths' recursion n(i,j) = n(i−1,j) + n(i,j−1), unwound row by row.
  const lag = new Array<number>(n).fill(0);
  let last = 0;
  for (let k = 0; k < n; k++) lag[k] = c(0, k + 1);
  for (let k = 1; k <= m; k++) {
    last = c(k, 0);
    for (let l = 1; l <= n; l++) {
      lag[l - 1] = c(k, l) * (last + lag[l - 1]!);
      last = lag[l - 1]!;
    }
  }
  return 1 - last / binomialCoefficientDouble(n + m, m);
}

function oneTest(nSamples: number, fX: number[], fY: number[], monotonic: number[], cdf: number[], alternatives: Alternative[], shuffle: (n: number) => number[]): Map<Alternative, number> {
  const samples = nSamples >= cdf.length ? cdf.map((_p, i) => i) : shuffle(cdf.length).slice(0, nSamples);
  const x = samples.map((i) => interpolate(fX, monotonic, cdf[i]!)).sort((a, b) => a - b);
  const y = samples.map((i) => interpolate(fY, monotonic, cdf[i]!)).sort((a, b) => a - b);
  const out = new Map<Alternative, number>();
  const zConstant = (x.length * y.length) / (x.length + y.length);
  const continuityConstant = (x.length + 2 * y.length) / Math.sqrt(x.length * y.length * (x.length + y.length));
  for (const alt of alternatives) {
    const statistic = sidedStatistic(x, y, alt);
    if (alt === 'two_sided') out.set(alt, exactP(statistic, x.length, y.length, false));
    else {
      const z = Math.sqrt(zConstant) * statistic;
      const unBounded = Math.exp(-2 * Math.pow(z, 2) - (2 * z * continuityConstant) / 3.0);
      out.set(alt, Math.min(1.0, Math.max(unBounded, 0.0)));
    }
  }
  return out;
}

/**
 * BucketCountKSTestAggregator.ksTest over the bucket counts (a 0 prepended, as doReduce does) and the fractions
 * (likewise, uniform when not given). `shuffle(n)` is a permutation of 0…n−1 (Collections.shuffle).
 */
export function ksTest(counts: number[], fractions: number[] | undefined, alternatives: Alternative[], method: SamplingName, shuffle: (n: number) => number[]): Map<Alternative, number> {
  const values = [0, ...counts];
  const fr = fractions ? [0, ...fractions] : [0, ...counts.map(() => 1.0 / counts.length)];
  const cdf = cdfPoints(method);
  const total = counts.reduce((a, b) => a + b, 0);
  const nSamples = Math.min(total, cdf.length);
  const nan = () => new Map(alternatives.map((a) => [a, NaN] as const));
  const fX = cumulativeSum(values);
  if (fX[fX.length - 1]! <= 0) return nan();
  const lastX = fX[fX.length - 1]!;
  for (let i = 0; i < fX.length; i++) fX[i]! /= lastX;
  const fY = cumulativeSum(fr);
  if (fY[fY.length - 1]! <= 0) return nan();
  if (nSamples < MINIMUM_NUMBER_OF_DOCS) return nan();
  const lastY = fY[fY.length - 1]!;
  for (let i = 0; i < fY.length; i++) fY[i]! /= lastY;
  const monotonic = fY.map((_v, i) => i + 1);
  if (nSamples >= cdf.length) return oneTest(nSamples, fX, fY, monotonic, cdf, alternatives, shuffle);
  // 20 draws, averaged in log space (a 0 p-value adds nothing), clamped to [0, 1].
  const memo = new Map<Alternative, number>();
  for (let it = 0; it < NUM_ITERATIONS; it++) {
    for (const [alt, v] of oneTest(nSamples, fX, fY, monotonic, cdf, alternatives, shuffle)) {
      const prev = memo.get(alt);
      memo.set(alt, prev === undefined ? v : prev + (v === 0.0 ? 0.0 : Math.log(v)));
    }
  }
  for (const alt of alternatives) memo.set(alt, Math.min(1.0, Math.max(Math.exp(memo.get(alt)! / NUM_ITERATIONS), 0.0)));
  return memo;
}
