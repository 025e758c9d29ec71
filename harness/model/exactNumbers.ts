/**
 * Integers past 2^53, compared as Elasticsearch's runner compares them. Its responses and its test files are
 * read by Jackson, which gives an integer the smallest of Integer, Long and BigInteger that holds it, every digit
 * kept; `MatchAssertion` compares two values of the same class with `equals` (exact) and two numbers of different
 * classes by their `doubleValue()`. `JSON.parse` and the `yaml` package read such an integer as the nearest
 * double, so two different unsigned_long values (2^64 - 1 and 2^64 - 2) would compare equal and a wrong answer
 * pass. Here those integers are read as bigints (a number when safe, as everywhere else), on both sides.
 */
import { exactSource, mayHoldLongInteger } from '../../reference/core/search/exactSource.ts';
import type { OkOutcome } from './outcome.ts';

const EXACT = new WeakMap<OkOutcome, unknown>();

/**
 * A response's parsed value with its big integers exact, made once per response; the plain value when the
 * body holds no long digit run or is not JSON (a YAML body keeps the plain reading).
 */
export function exactValue(outcome: OkOutcome | undefined, plain: unknown): unknown {
  if (outcome === undefined || plain === undefined || !mayHoldLongInteger(outcome.body)) return plain;
  const cached = EXACT.get(outcome);
  if (cached !== undefined) return cached;
  let value = plain;
  try {
    const text = outcome.body.trim();
    if (text.startsWith('{') || text.startsWith('[')) value = exactSource(text);
  } catch {
    value = plain;
  }
  EXACT.set(outcome, value);
  return value;
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** Jackson's class for an integer past 2^53: Long while it fits 64 bits, else BigInteger. */
function javaClass(b: bigint): 'Long' | 'BigInteger' {
  return b >= LONG_MIN && b <= LONG_MAX ? 'Long' : 'BigInteger';
}

/**
 * Equality of two numbers when either is a bigint, by MatchAssertion's rule: the same class compares exactly,
 * different classes by their doubles (a Long 2^63 - 1 equals a BigInteger 2^63 there, as in Elasticsearch's runner).
 */
export function exactNumberEqual(a: number | bigint, b: number | bigint): boolean {
  if (typeof a === 'bigint' && typeof b === 'bigint') return javaClass(a) === javaClass(b) ? a === b : Number(a) === Number(b);
  return Number(a) === Number(b);
}

/** Order two numbers when either is a bigint: exactly when both are integers, else by their doubles. */
export function exactNumberOrder(a: number | bigint, b: number | bigint): number {
  const ia = typeof a === 'bigint' ? a : Number.isInteger(a) ? BigInt(a) : undefined;
  const ib = typeof b === 'bigint' ? b : Number.isInteger(b) ? BigInt(b) : undefined;
  if (ia !== undefined && ib !== undefined) return ia < ib ? -1 : ia > ib ? 1 : 0;
  return Number(a) - Number(b);
}
