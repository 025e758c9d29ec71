/**
 * The unsigned arithmetic statics of java.lang.Integer and java.lang.Long that Painless allowlists
 * (divideUnsigned, remainderUnsigned, compareUnsigned, toUnsignedString, parseUnsignedInt/Long,
 * Integer.toUnsignedLong). The unsigned_long field docs use them: `doc[]` gives the 64 bits of an
 * unsigned_long as a signed long, `Long.divideUnsigned(doc['f'].value, 10)` divides them as unsigned.
 */
import { javaThrow } from './javaError.ts';
import { castNumber, toBig } from './javaNumbers.ts';
import { JLong, type JValue } from './values.ts';

/** The result of `cls.key(args)` when it is one of these statics, else undefined. */
export function unsignedStatic(cls: 'Integer' | 'Long', key: string, a: JValue[]): JValue | undefined {
  const bits = cls === 'Integer' ? 32 : 64;
  const u = (v: JValue | undefined): bigint => BigInt.asUintN(bits, toBig(castNumber(v!, cls === 'Integer' ? 'int' : 'long')));
  const back = (b: bigint): JValue => (cls === 'Integer' ? Number(BigInt.asIntN(32, b)) : new JLong(BigInt.asIntN(64, b)));
  switch (key) {
    case 'divideUnsigned/2':
    case 'remainderUnsigned/2': {
      const x = u(a[0]);
      const y = u(a[1]);
      if (y === 0n) javaThrow('arithmetic_exception', '/ by zero');
      return back(key === 'divideUnsigned/2' ? x / y : x % y);
    }
    case 'compareUnsigned/2': {
      const x = u(a[0]);
      const y = u(a[1]);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 'toUnsignedString/1':
      return u(a[0]).toString();
    case 'toUnsignedString/2': {
      const radix = Number(toBig(castNumber(a[1]!, 'int')));
      return u(a[0]).toString(radix >= 2 && radix <= 36 ? radix : 10);
    }
    case 'toUnsignedLong/1':
      return cls === 'Integer' ? new JLong(u(a[0])) : undefined;
    case 'parseUnsignedInt/1':
    case 'parseUnsignedLong/1':
      return (key === 'parseUnsignedInt/1') === (cls === 'Integer') ? parseUnsigned(String(a[0]), bits, back) : undefined;
  }
  return undefined;
}

/** Integer.parseUnsignedInt / Long.parseUnsignedLong: digits with an optional `+`, within 2^bits. */
function parseUnsigned(s: string, bits: number, back: (b: bigint) => JValue): JValue {
  if (s.startsWith('-')) javaThrow('number_format_exception', `Illegal leading minus sign on unsigned string ${s}.`);
  if (!/^\+?\d+$/.test(s)) javaThrow('number_format_exception', `For input string: "${s}"`);
  const b = BigInt(s.replace(/^\+/, ''));
  if (b >= 2n ** BigInt(bits)) javaThrow('number_format_exception', `String value ${s} exceeds range of unsigned ${bits === 32 ? 'int' : 'long'}.`);
  return back(b);
}
