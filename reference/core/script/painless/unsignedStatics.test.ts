/**
 * Integer's and Long's unsigned statics as java.lang gives them (Painless's java.lang.txt allowlist); the
 * unsigned_long field page (mapping/types/unsigned_long.asciidoc) divides a doc value with
 * `Long.divideUnsigned(doc['my_counter'].value, 10)`, the value being the field's 64 bits as a signed long.
 */
import { describe, expect, it } from 'vitest';
import { runJava } from '../runScript.ts';
import { toJavaJsonText } from './convert.ts';
import { getProfile } from '../../../profiles.ts';

const env = { profile: getProfile('es8'), now: Date.UTC(2026, 0, 1) };

function run(source: string): string {
  const r = runJava({ source }, 'score', new Map(), env);
  if (r.ok) return toJavaJsonText(r.value);
  const c = r.error.cause.causedBy!;
  return `${c.type}: ${c.reason}`;
}

describe('unsigned statics of Integer and Long', () => {
  it.each([
    // 2^64 - 1 is -1L: divided as unsigned, 1844674407370955161
    ['return Long.divideUnsigned(-1L, 10)', '1844674407370955161'],
    ['return Long.remainderUnsigned(-1L, 10)', '5'],
    ['return Long.divideUnsigned(Long.MIN_VALUE, 10)', '922337203685477580'],
    ['return Long.compareUnsigned(-1L, 1L)', '1'],
    ['return Long.compareUnsigned(1L, 2L)', '-1'],
    ['return Long.toUnsignedString(-1L)', '"18446744073709551615"'],
    ['return Long.toUnsignedString(-1L, 16)', '"ffffffffffffffff"'],
    ["return Long.parseUnsignedLong('18446744073709551615')", '-1'],
    ['return Integer.divideUnsigned(-1, 2)', '2147483647'],
    ['return Integer.toUnsignedLong(-1)', '4294967295'],
    ['return Integer.toUnsignedString(-2)', '"4294967294"'],
    ["return Integer.parseUnsignedInt('4294967295')", '-1'],
  ])('%s', (src, want) => expect(run(src)).toBe(want));
  it.each([
    ['return Long.divideUnsigned(5L, 0L)', 'arithmetic_exception: / by zero'],
    ["return Long.parseUnsignedLong('-1')", 'number_format_exception: Illegal leading minus sign on unsigned string -1.'],
    ["return Long.parseUnsignedLong('18446744073709551616')", 'number_format_exception: String value 18446744073709551616 exceeds range of unsigned long.'],
  ])('%s fails as Java does', (src, want) => expect(run(src)).toBe(want));
});
