/**
 * The numeric sort modes beyond min and max (`avg`, `sum`, `median`): MultiValueMode's picks over a
 * document's sorted doc values, long fields in Java's wrapping long arithmetic, the others in doubles.
 */

/** A numeric sort mode that combines a document's values rather than choosing one. */
export type CombiningMode = 'avg' | 'sum' | 'median';

const MIN_LONG = -(2n ** 63n);
const MAX_LONG = 2n ** 63n - 1n;

/** A key as a long doc value: truncated, and clamped the way a double past Long's range converts. */
function asLong(v: number): bigint {
  if (v >= 9223372036854775807) return MAX_LONG;
  if (v <= -9223372036854775808) return MIN_LONG;
  return BigInt(Math.trunc(v));
}

/** Java's `long` addition: wraps past Long.MAX_VALUE. */
function addLong(a: bigint, b: bigint): bigint {
  return BigInt.asIntN(64, a + b);
}

/**
 * The key MultiValueMode picks (opensearch-project/OpenSearch server/.../search/MultiValueMode.java):
 * SUM adds the sorted values, AVG divides the sum (`Math.round` for longs when there are several),
 * MEDIAN takes the middle value or the mean of the middle two (`Math.round` for longs).
 */
export function combineKeys(mode: CombiningMode, keys: number[], long: boolean): number | null {
  if (keys.length === 0) return null;
  const vs = [...keys].sort((a, b) => a - b);
  const n = vs.length;
  if (mode === 'median') {
    const mid = Math.floor((n - 1) / 2);
    if (n % 2 === 1) return vs[mid]!;
    const m = (vs[mid]! + vs[mid + 1]!) / 2;
    return long ? Math.round(m) : m;
  }
  if (long) {
    const total = vs.reduce((t, v) => addLong(t, asLong(v)), 0n);
    if (mode === 'sum' || n === 1) return Number(total);
    return Math.round(Number(total) / n);
  }
  let total = 0;
  for (const v of vs) total += v;
  return mode === 'sum' ? total : total / n;
}

/** Java's `Math.round(double)` as a long: half up, saturating at Long's range. */
function roundToLong(d: number): bigint {
  const r = Math.round(d);
  if (r >= 9223372036854775807) return MAX_LONG;
  if (r <= -9223372036854775808) return MIN_LONG;
  return BigInt(r);
}

/**
 * combineKeys for a long field's exact doc values (every digit past 2^53, as SortedNumericDocValues holds
 * them): SUM in wrapping long arithmetic, AVG `Math.round((double) sum / n)`, MEDIAN of two
 * `Math.round(((double) a + b) / 2)`, each a long (OpenSearch's 260_sort_long.yml pins all three).
 */
export function combineLongKeys(mode: CombiningMode, keys: bigint[]): bigint | null {
  const n = keys.length;
  if (n === 0) return null;
  const vs = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (mode === 'median') {
    const mid = Math.floor((n - 1) / 2);
    return n % 2 === 1 ? vs[mid]! : roundToLong((Number(vs[mid]!) + Number(vs[mid + 1]!)) / 2);
  }
  const total = vs.reduce((t, v) => addLong(t, v), 0n);
  return mode === 'sum' || n === 1 ? total : roundToLong(Number(total) / n);
}

/**
 * OpenSearch 3's unsigned_long picks (MultiValueMode over SortedNumericUnsignedLongValues): the exact values
 * added in 64-bit unsigned arithmetic (wrapping past 2^64 - 1), a mean rounded half up.
 */
export function combineUnsignedKeys(mode: CombiningMode, keys: bigint[]): bigint | null {
  const n = keys.length;
  if (n === 0) return null;
  const vs = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const halfUp = (total: bigint, count: number): bigint => (2n * total + BigInt(count)) / (2n * BigInt(count));
  if (mode === 'median') {
    const mid = Math.floor((n - 1) / 2);
    return n % 2 === 1 ? vs[mid]! : halfUp(BigInt.asUintN(64, vs[mid]! + vs[mid + 1]!), 2);
  }
  const total = vs.reduce((t, v) => BigInt.asUintN(64, t + v), 0n);
  return mode === 'sum' || n === 1 ? total : halfUp(total, n);
}
