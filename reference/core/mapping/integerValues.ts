/**
 * Exact range checks of 64-bit integer values at index time, on the digits as written (JSON.parse would
 * round them): a long from a text (Numbers.toLong: `Value [x] is out of range for a long`), and an
 * unsigned_long from a token or a text, as ES's x-pack UnsignedLongFieldMapper.parseUnsignedLong or
 * OpenSearch's NumberType.UNSIGNED_LONG (Numbers.toUnsignedLong) refuse them.
 */
import type { Json } from '../json.ts';
import { decimalPartFailure, outOfRangeFor, unsignedLongOutOfRange, unsignedLongUnreadable, type ValueFailure } from '../errors/index.ts';
import { isFloatLexeme, javaDoubleToString } from './javaNumbers.ts';

const LONG_MAX = 9223372036854775807n;
const LONG_MIN = -9223372036854775808n;
const ULONG_MAX = 18446744073709551615n;

/** Java's BigDecimal text: digits with an optional point and exponent. */
const BIG_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A decimal text as an exact fraction `num / 10^scale` (scale ≥ 0), or undefined when BigDecimal refuses it. */
function decimal(text: string): { num: bigint; scale: number } | undefined {
  const m = BIG_DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const frac = m[3] ?? '';
  let num = BigInt((m[2] ?? '') + frac || '0');
  let scale = frac.length - Number(m[4] ?? '0');
  // A huge exponent is a value no 64-bit field holds: cap it, the comparison stays right.
  if (scale < -40) scale = -40;
  if (scale < 0) {
    num *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { num: m[1] === '-' ? -num : num, scale };
}

/** Whether `d` is at least `v` (exactly). */
const atLeast = (d: { num: bigint; scale: number }, v: bigint) => d.num >= v * 10n ** BigInt(d.scale);
/** Whether `d` is at most `v` (exactly). */
const atMost = (d: { num: bigint; scale: number }, v: bigint) => d.num <= v * 10n ** BigInt(d.scale);

/** A text into a long field: out of range when its value is at least 2^63 or at most -2^63 - 1 (Numbers.toLong's bounds). */
export function longTextFailure(text: string): ValueFailure | undefined {
  const d = decimal(text.trim());
  if (!d) return undefined;
  if (atLeast(d, LONG_MAX + 1n) || atMost(d, LONG_MIN - 1n)) return outOfRangeFor(text, 'long');
  return undefined;
}

/** A value into an unsigned_long field: `lexeme` is a number token's text; the profile's parser decides the words. */
export function unsignedLongFailure(style: 'xpack' | 'opensearch', value: Json, lexeme: string, coerce: boolean): ValueFailure | undefined {
  if (typeof value === 'number') {
    if (isFloatLexeme(lexeme)) {
      // Jackson's number is a Double: ES refuses it (`For input string: [1.5].`); OpenSearch coerces it.
      const text = javaDoubleToString(value);
      if (style === 'xpack') return unsignedLongUnreadable(text, true);
      if (value < 0 || value > 18446744073709551615) return unsignedLongOutOfRange(text, 'opensearch');
      return !coerce && !Number.isInteger(value) ? decimalPartFailure(text, false) : undefined;
    }
    const b = BigInt(lexeme);
    if (b >= 0n && b <= ULONG_MAX) return undefined;
    if (style === 'opensearch') return unsignedLongOutOfRange(b.toString(), 'opensearch');
    // A token in long's range is a Long to ES (a full stop after its message); beyond it a BigInteger.
    return unsignedLongOutOfRange(b.toString(), b >= LONG_MIN && b <= LONG_MAX ? 'xpack-long' : 'xpack');
  }
  if (typeof value !== 'string') return undefined;
  if (style === 'xpack') {
    // Long.parseUnsignedLong first; else BigDecimal, exact to a BigInteger, then the range.
    if (/^\+?\d+$/.test(value) && BigInt(value) <= ULONG_MAX) return undefined;
    const d = decimal(value);
    if (!d) return unsignedLongUnreadable(value, false);
    const whole = d.num / 10n ** BigInt(d.scale);
    if (whole * 10n ** BigInt(d.scale) !== d.num) return decimalPartFailure(value, true);
    return whole < 0n || whole > ULONG_MAX ? unsignedLongOutOfRange(whole.toString(), 'xpack') : undefined;
  }
  const d = decimal(value.trim());
  if (!d) return unsignedLongUnreadable(value, false);
  if (atLeast(d, ULONG_MAX + 1n) || atMost(d, -1n)) return unsignedLongOutOfRange(value, 'opensearch');
  if (!coerce && d.num % 10n ** BigInt(d.scale) !== 0n) return decimalPartFailure(value, false);
  return undefined;
}
