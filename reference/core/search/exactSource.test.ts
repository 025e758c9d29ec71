/** Tests of the exact re-read of a source's long integer tokens (exactSource.ts). */
import { describe, expect, it } from 'vitest';
import { beyondSafe, canonical, exactSource } from './exactSource.ts';

describe('exactSource', () => {
  it('keeps every digit of an integer token past 2^53 as a bigint, and safe integers as numbers', () => {
    // The snowflake id of issue 29: JSON.parse reads 1234567890123456800.
    const s = exactSource('{"id": 1234567890123456789, "n": 5, "neg": -9223372036854775808, "arr": [18446744073709551615, 1]}');
    expect(s.id).toBe(1234567890123456789n);
    expect(s.n).toBe(5);
    expect(s.neg).toBe(-9223372036854775808n);
    expect(s.arr).toEqual([18446744073709551615n, 1]);
  });
  it('leaves strings, fractions and exponents alone', () => {
    const s = exactSource('{"s": "1234567890123456789", "f": 1234567890123456789.5, "e": 12345678901234567e3, "k\\"q": "a\\"1234567890123456789"}');
    expect(s.s).toBe('1234567890123456789');
    expect(s.f).toBe(1234567890123456789.5);
    expect(s.e).toBe(12345678901234567e3);
    expect(s['k"q']).toBe('a"1234567890123456789');
  });
  it('a 16-digit token inside the safe range stays a number (one spelling per value)', () => {
    expect(exactSource('{"a": 1000000000000000}').a).toBe(1000000000000000);
    expect(canonical(9007199254740991n)).toBe(9007199254740991);
    expect(canonical(9007199254740992n)).toBe(9007199254740992n);
  });
  it('beyondSafe marks the doubles that may have lost digits', () => {
    expect(beyondSafe(2 ** 53 - 1)).toBe(false);
    expect(beyondSafe(2 ** 53)).toBe(true);
    expect(beyondSafe(-(2 ** 53))).toBe(true);
  });
});
