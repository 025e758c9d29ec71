/**
 * Java's numeric semantics: binary numeric promotion (int → long → float → double), 32- and 64-bit
 * wrapping, truncating integer division with `/ by zero`, the narrowing casts, and the printing of
 * doubles and floats (`Double.toString`: `1.0`, `1.0E10`, `1.0E-5`).
 */
import { JChar, JDouble, JFloat, JLong, JSmall, type JValue } from './values.ts';
import { javaThrow } from './javaError.ts';

export type NumKind = 'int' | 'long' | 'float' | 'double';

/** The promoted kind of a numeric value (byte, short and char promote to int), or undefined for a non-number. */
export function numKind(v: JValue): NumKind | undefined {
  if (typeof v === 'number' || v instanceof JChar || v instanceof JSmall) return 'int';
  if (v instanceof JLong) return 'long';
  if (v instanceof JDouble) return 'double';
  if (v instanceof JFloat) return 'float';
  return undefined;
}

/** Whether a value is a Java number (or a char, which arithmetic takes as one). */
export function isNumeric(v: JValue): boolean {
  return numKind(v) !== undefined;
}

/** The kind two operands are promoted to. */
export function promote(a: NumKind, b: NumKind): NumKind {
  if (a === 'double' || b === 'double') return 'double';
  if (a === 'float' || b === 'float') return 'float';
  if (a === 'long' || b === 'long') return 'long';
  return 'int';
}

/** A numeric value as a JS number (longs may lose precision, as Java's long → double does). */
export function toNumber(v: JValue): number {
  if (typeof v === 'number') return v;
  if (v instanceof JLong) return Number(v.v);
  return (v as JDouble).v;
}

/** A numeric value as a 64-bit BigInt (only for int and long values). */
export function toBig(v: JValue): bigint {
  if (v instanceof JLong) return v.v;
  return BigInt(toNumber(v));
}

/** A JS number as a value of the kind (wrapping ints and longs). */
export function make(kind: NumKind, n: number | bigint): JValue {
  switch (kind) {
    case 'int':
      return typeof n === 'bigint' ? Number(BigInt.asIntN(32, n)) : n | 0;
    case 'long':
      return new JLong(BigInt.asIntN(64, typeof n === 'bigint' ? n : BigInt(Math.trunc(n))));
    case 'float':
      return new JFloat(Math.fround(Number(n)));
    case 'double':
      return new JDouble(Number(n));
  }
}

/** Java's binary arithmetic (+ - * / %) on two numbers. */
export function arith(op: string, a: JValue, b: JValue): JValue {
  const kind = typeof a === 'number' && typeof b === 'number' ? 'int' : promote(numKind(a)!, numKind(b)!);
  if (kind === 'int') {
    const x = toNumber(a), y = toNumber(b);
    switch (op) {
      case '+':
        return (x + y) | 0;
      case '-':
        return (x - y) | 0;
      case '*':
        return Math.imul(x, y);
      case '/':
        if (y === 0) javaThrow('arithmetic_exception', '/ by zero');
        return (x / y) | 0;
      case '%':
        if (y === 0) javaThrow('arithmetic_exception', '/ by zero');
        return (x % y) | 0;
    }
  }
  if (kind === 'long') {
    const x = toBig(a), y = toBig(b);
    let r: bigint;
    switch (op) {
      case '+':
        r = x + y;
        break;
      case '-':
        r = x - y;
        break;
      case '*':
        r = x * y;
        break;
      case '/':
        if (y === 0n) javaThrow('arithmetic_exception', '/ by zero');
        r = x / y;
        break;
      default:
        if (y === 0n) javaThrow('arithmetic_exception', '/ by zero');
        r = x % y;
    }
    return new JLong(BigInt.asIntN(64, r));
  }
  const x = toNumber(a), y = toNumber(b);
  let r: number;
  switch (op) {
    case '+':
      r = x + y;
      break;
    case '-':
      r = x - y;
      break;
    case '*':
      r = x * y;
      break;
    case '/':
      r = x / y;
      break;
    default:
      r = x % y;
  }
  return kind === 'float' ? new JFloat(Math.fround(r)) : new JDouble(r);
}

/** Java's shifts: the left operand's kind decides (unary promotion), the distance is masked. */
export function shift(op: string, a: JValue, b: JValue): JValue {
  const kind = numKind(a);
  if (kind === 'long') {
    const x = toBig(a), s = toBig(b) & 63n;
    if (op === '<<') return new JLong(BigInt.asIntN(64, x << s));
    if (op === '>>') return new JLong(x >> s);
    return new JLong(BigInt.asIntN(64, BigInt.asUintN(64, x) >> s));
  }
  const x = toNumber(a), s = Number(toBig(b) & 31n);
  if (op === '<<') return x << s;
  if (op === '>>') return x >> s;
  return (x >>> s) | 0;
}

/** Java's & | ^ on two integral values. */
export function bitwise(op: string, a: JValue, b: JValue): JValue {
  const kind = promote(numKind(a)!, numKind(b)!);
  if (kind === 'long') {
    const x = toBig(a), y = toBig(b);
    return new JLong(BigInt.asIntN(64, op === '&' ? x & y : op === '|' ? x | y : x ^ y));
  }
  const x = toNumber(a), y = toNumber(b);
  return op === '&' ? x & y : op === '|' ? x | y : x ^ y;
}

/** Numeric comparison after promotion: negative, zero, positive, or NaN when either side is NaN. */
export function compareNumbers(a: JValue, b: JValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  const kind = promote(numKind(a)!, numKind(b)!);
  if (kind === 'int' || kind === 'long') {
    const x = toBig(a), y = toBig(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = toNumber(a), y = toNumber(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Java's narrowing or widening primitive conversion of a number to a kind (explicit cast semantics). */
export function castNumber(v: JValue, to: NumKind | 'char' | 'byte' | 'short'): JValue {
  const from = numKind(v)!;
  switch (to) {
    case 'double':
      return new JDouble(toNumber(v));
    case 'float':
      return new JFloat(Math.fround(toNumber(v)));
    case 'long':
      if (from === 'int' || from === 'long') return new JLong(toBig(v));
      return new JLong(d2l(toNumber(v)));
    case 'int':
      if (from === 'int') return toNumber(v) | 0;
      if (from === 'long') return Number(BigInt.asIntN(32, toBig(v)));
      return d2i(toNumber(v));
    default: {
      const i = from === 'long' ? Number(BigInt.asIntN(32, toBig(v))) : from === 'int' ? toNumber(v) | 0 : d2i(toNumber(v));
      if (to === 'char') return new JChar(i & 0xffff);
      if (to === 'byte') return new JSmall((i << 24) >> 24, 'byte');
      return new JSmall((i << 16) >> 16, 'short');
    }
  }
}

function d2i(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= 2147483647) return 2147483647;
  if (d <= -2147483648) return -2147483648;
  return Math.trunc(d) | 0;
}

function d2l(d: number): bigint {
  if (Number.isNaN(d)) return 0n;
  if (d >= 9223372036854775807) return 9223372036854775807n;
  if (d <= -9223372036854775808) return -9223372036854775808n;
  return BigInt(Math.trunc(d));
}

/** Java's `Double.toString`. */
export function doubleToString(d: number): string {
  return floatingToString(d, d.toExponential());
}

/** Java's `Float.toString` (the shortest decimal that reads back as the same float). */
export function floatToString(f: number): string {
  if (!Number.isFinite(f) || f === 0) return floatingToString(f, '');
  for (let p = 1; p <= 9; p++) {
    const s = f.toExponential(p - 1);
    if (Math.fround(Number(s)) === f) return floatingToString(f, s);
  }
  return floatingToString(f, f.toExponential(8));
}

function floatingToString(d: number, exp: string): string {
  if (Number.isNaN(d)) return 'NaN';
  if (d === Infinity) return 'Infinity';
  if (d === -Infinity) return '-Infinity';
  if (d === 0) return Object.is(d, -0) ? '-0.0' : '0.0';
  const neg = d < 0;
  const m = /^-?(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(exp)!;
  const digits = (m[1] + (m[2] ?? '')).replace(/0+$/, '') || '0';
  const e = Number(m[3]);
  const abs = Math.abs(d);
  let out: string;
  if (abs >= 1e-3 && abs < 1e7) {
    if (e >= 0) {
      const intPart = digits.slice(0, e + 1).padEnd(e + 1, '0');
      const frac = digits.slice(e + 1);
      out = intPart + '.' + (frac || '0');
    } else {
      out = '0.' + '0'.repeat(-e - 1) + digits;
    }
  } else {
    out = digits[0] + '.' + (digits.slice(1) || '0') + 'E' + e;
  }
  return neg ? '-' + out : out;
}
