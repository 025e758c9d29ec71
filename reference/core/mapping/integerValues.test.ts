/**
 * Index-time checks of 64-bit integers on their digits. Expected messages: ES's x-pack
 * UnsignedLongFieldMapper.parseUnsignedLong (a Long token's message ends with a full stop, a BigInteger's
 * does not; a Double token is `For input string: [x].`; a text with a fraction `Value "x" has a decimal
 * part`), OpenSearch's NumberType.objectToUnsignedLong / Numbers.toUnsignedLong (`... for an unsigned
 * long`), and Numbers.toLong's BigDecimal bounds for a long's text.
 */
import { describe, expect, it } from 'vitest';
import { longTextFailure, unsignedLongFailure } from './integerValues.ts';

const reason = (f: { cause: { reason: string } } | undefined) => f?.cause.reason;

describe('unsigned_long (x-pack)', () => {
  const check = (v: number | string, lexeme = String(v)) => reason(unsignedLongFailure('xpack', v, lexeme, true));
  it('takes 0 to 2^64 - 1, as a token or a text', () => {
    expect(check(0)).toBeUndefined();
    expect(check(18446744073709551615, '18446744073709551615')).toBeUndefined();
    expect(check('18446744073709551615')).toBeUndefined();
    expect(check('+7')).toBeUndefined();
    expect(check('1.0')).toBeUndefined();
  });
  it('words each refusal as parseUnsignedLong does', () => {
    expect(check(-1)).toBe('Value [-1] is out of range for unsigned long.');
    expect(check(18446744073709551616, '18446744073709551616')).toBe('Value [18446744073709551616] is out of range for unsigned long');
    expect(check(-9223372036854775809, '-9223372036854775809')).toBe('Value [-9223372036854775809] is out of range for unsigned long');
    expect(check(1.5)).toBe('For input string: [1.5].');
    expect(check(1e20, '1e20')).toBe('For input string: [1.0E20].');
    expect(check('1.5')).toBe('Value "1.5" has a decimal part');
    expect(check('-1')).toBe('Value [-1] is out of range for unsigned long');
    expect(check('x')).toBe('For input string: "x"');
  });
});

describe('unsigned_long (OpenSearch)', () => {
  const check = (v: number | string, lexeme = String(v), coerce = true) => reason(unsignedLongFailure('opensearch', v, lexeme, coerce));
  it('coerces fractions unless coerce is false', () => {
    expect(check(1.5)).toBeUndefined();
    expect(check('1.5')).toBeUndefined();
    expect(check('1.5', '', false)).toBe('Value [1.5] has a decimal part');
  });
  it('refuses what is out of range', () => {
    expect(check(-1)).toBe('Value [-1] is out of range for an unsigned long');
    expect(check('18446744073709551616')).toBe('Value [18446744073709551616] is out of range for an unsigned long');
    expect(check('-0.5')).toBeUndefined();
    expect(check('-1')).toBe('Value [-1] is out of range for an unsigned long');
  });
});

describe('a long from a text (Numbers.toLong)', () => {
  it('takes values below 2^63 and above -2^63 - 1, fractions truncated', () => {
    expect(reason(longTextFailure('9223372036854775807'))).toBeUndefined();
    expect(reason(longTextFailure('9223372036854775807.9'))).toBeUndefined();
    expect(reason(longTextFailure('-9223372036854775808.5'))).toBeUndefined();
    expect(reason(longTextFailure('9223372036854775808'))).toBe('Value [9223372036854775808] is out of range for a long');
    expect(reason(longTextFailure('-9223372036854775809'))).toBe('Value [-9223372036854775809] is out of range for a long');
    expect(reason(longTextFailure('1e19'))).toBe('Value [1e19] is out of range for a long');
  });
});
