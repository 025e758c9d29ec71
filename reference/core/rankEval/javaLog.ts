/**
 * Java's `Math.log` of a whole number, as DiscountedCumulativeGain's discount `log(rank + 1)` needs it. HotSpot
 * answers Math.log with an intrinsic that is correctly rounded on these arguments, where V8's fdlibm port is
 * one ulp off for some (ln 3 among them: 196 of the ranks up to 20001 differ), which moves a DCG's last digit.
 * So the logarithm is computed in 200-bit fixed point (m·ln 2 + 2·atanh((n − 2^m)/(n + 2^m))) and rounded once;
 * checked against a JDK 25 for every n up to 20001 (javaLog.test.ts keeps a sample).
 */

const SCALE = 200n;
const ONE = 1n << SCALE;

/** atanh(num/den) in fixed point, for num/den ≤ 1/3 (its odd powers' series). */
function atanhFixed(num: bigint, den: bigint): bigint {
  const n2 = num * num;
  const d2 = den * den;
  let power = (ONE * num) / den;
  let sum = 0n;
  for (let k = 1n; power !== 0n; k += 2n) {
    sum += power / k;
    power = (power * n2) / d2;
  }
  return sum;
}

const LN2 = 2n * atanhFixed(1n, 3n);
const cache = new Map<number, number>();

/** Math.log(n) as Java computes it, for a whole n ≥ 1 (correctly rounded: Number(bigint) rounds to nearest). */
export function javaLogInt(n: number): number {
  let v = cache.get(n);
  if (v !== undefined) return v;
  const big = BigInt(n);
  let m = 0n;
  let p = 1n;
  while (p * 2n <= big) {
    p *= 2n;
    m++;
  }
  v = Number(m * LN2 + 2n * atanhFixed(big - p, big + p)) * 2 ** -200;
  if (cache.size < 100_000) cache.set(n, v);
  return v;
}
