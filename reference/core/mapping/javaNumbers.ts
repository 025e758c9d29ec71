/**
 * Java's number reading and printing, as ES's messages show them: `Double.parseDouble` (what the dynamic
 * mapper calls to tell numbers from dates), `Long.parseLong`, and `Double.toString`/`Float.toString`
 * (a float token `1e3` previews as `1000.0`, an overflow as `Infinity`).
 */

const DECIMAL = /^[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)[fFdD]?)$/;
const HEX = /^[+-]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?\d+[fFdD]?$/;

/** Whether Java's `Double.parseDouble` accepts the text (it trims ASCII control characters and spaces first). */
export function javaParsesAsDouble(s: string): boolean {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 32) a++;
  while (b > a && s.charCodeAt(b - 1) <= 32) b--;
  const t = a === 0 && b === s.length ? s : s.slice(a, b);
  return DECIMAL.test(t) || HEX.test(t);
}

/**
 * The value Java's `Double.parseDouble` reads from the text, or NaN where it throws. Beyond JavaScript's
 * Number it trims control characters, takes a type suffix (`1.0d`, `2f`: FloatingDecimal.readJavaFormatString)
 * and hexadecimal floats (`0x1.8p1`); it refuses what Number takes and Java does not (`0x10`, `1_0`).
 */
export function javaParseDouble(s: string): number {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 32) a++;
  while (b > a && s.charCodeAt(b - 1) <= 32) b--;
  let t = s.slice(a, b);
  if (DECIMAL.test(t)) return Number(/[fFdD]$/.test(t) ? t.slice(0, -1) : t);
  if (!HEX.test(t)) return NaN;
  if (/[fFdD]$/.test(t)) t = t.slice(0, -1);
  const m = /^([+-]?)0[xX]([0-9a-fA-F]*)\.?([0-9a-fA-F]*)[pP]([+-]?\d+)$/.exec(t)!;
  const digits = m[2]! + m[3]!;
  const v = (digits === '' ? 0 : Number(BigInt('0x' + digits))) * 2 ** (Number(m[4]) - 4 * m[3]!.length);
  return m[1] === '-' ? -v : v;
}

const LONG_MAX = 9223372036854775807n;
const LONG_MIN = -9223372036854775808n;

/** Whether Java's `Long.parseLong` accepts the text (no spaces, an optional sign, digits, in range). */
export function javaParsesAsLong(s: string): boolean {
  if (!/^[+-]?\d+$/.test(s)) return false;
  if (s.length < 18) return true;
  const v = BigInt(s);
  return v <= LONG_MAX && v >= LONG_MIN;
}

/** Whether an integer's digits fall in Java's long range. */
export function integerFitsLong(digits: string): boolean {
  return javaParsesAsLong(digits);
}

/** Whether a number token is a float token (`1.0`, `1e3`) rather than an integer token. */
export function isFloatLexeme(lexeme: string): boolean {
  for (let i = 0; i < lexeme.length; i++) {
    const c = lexeme.charCodeAt(i);
    if (c === 46 || c === 101 || c === 69) return true;
  }
  return false;
}

function javaStyle(digits: string, exp: number): string {
  // `digits` are the significant digits without a point, `exp` the power of ten of the first one.
  if (exp >= -3 && exp < 7) {
    if (exp >= 0) {
      const int = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
      const frac = digits.slice(exp + 1) || '0';
      return `${int}.${frac}`;
    }
    return `0.${'0'.repeat(-exp - 1)}${digits}`;
  }
  return `${digits[0]}.${digits.slice(1) || '0'}E${exp}`;
}

function shortest(v: number, precision: (p: number) => string): string {
  const sign = v < 0 || Object.is(v, -0) ? '-' : '';
  const a = Math.abs(v);
  if (a === 0) return `${sign}0.0`;
  const e = precision(0).toLowerCase();
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(e)!;
  const digits = (m[1] + (m[2] ?? '')).replace(/0+$/, '') || '0';
  return sign + javaStyle(digits, Number(m[3]));
}

/** Java's `Double.toString` (JDK 19+: the shortest text that reads back as the same double). */
export function javaDoubleToString(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  return shortest(v, () => Math.abs(v).toExponential());
}

/** Java's `Float.toString` of a float value (shortest text that reads back as the same float). */
export function javaFloatToString(v: number): string {
  const f = Math.fround(v);
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? 'Infinity' : '-Infinity';
  const a = Math.abs(f);
  let text = a.toExponential();
  for (let p = 1; p <= 9; p++) {
    const t = a.toExponential(p - 1);
    if (Math.fround(Number(t)) === a) {
      text = t;
      break;
    }
  }
  return shortest(f, () => text);
}

/** How Java prints the number Jackson reads from a token: integers as written, floats as `Double.toString`. */
export function javaNumberText(lexeme: string): string {
  if (!isFloatLexeme(lexeme)) return lexeme.startsWith('-0') && /^-0+$/.test(lexeme) ? '0' : lexeme.replace(/^(-?)0+(?=\d)/, '$1');
  return javaDoubleToString(Number(lexeme));
}
