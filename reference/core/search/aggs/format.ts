/**
 * DocValueFormat: how aggregation keys and values print (`key_as_string`, `value_as_string`). Raw numbers
 * print nothing extra; dates print in the field's (or the request's) date format and time zone; booleans
 * as `true`/`false`; a `format` on a number is a java.text.DecimalFormat pattern.
 */
import { offsetAt, type Zone, UTC } from '../../dateMath/zone.ts';

/** A value format: how a key or value prints, and whether it prints at all (`raw` does not). */
export interface ValueFormat {
  kind: 'raw' | 'date' | 'boolean' | 'decimal' | 'ip';
  format(v: number | string): string;
  /** DocValueFormat's toString, where an error names the format (dates). */
  describe?: string;
  /** Why Java's printer would refuse the value (a DateTimeException's message), or undefined: `format` itself never throws. */
  refuses?(v: number): string | undefined;
}

/** Java's Double.toString: `1.0`, `0.1`, `1.0E10`, `1.0E-5`, `NaN`, `Infinity`. */
export function javaDouble(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  if (v === 0) return Object.is(v, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(v);
  if (abs >= 1e-3 && abs < 1e7) {
    const s = String(v);
    return s.includes('.') ? s : s + '.0';
  }
  // Scientific: JS gives `1e+21` / `1.5e-7`; Java `1.0E21` / `1.5E-7`.
  const [mant, exp] = v.toExponential().split('e');
  const m = mant!.includes('.') ? mant! : mant + '.0';
  return `${m}E${Number(exp)}`;
}

/** The raw format: numbers print as Java prints a long or a double (only where a string is asked for). */
export const RAW: ValueFormat = { kind: 'raw', format: (v) => (typeof v === 'string' ? v : Number.isInteger(v) && Math.abs(v) < 2 ** 63 ? String(v) : javaDouble(v)) };

/** Booleans as doc values hold them (0/1), printed `false`/`true`. */
export const BOOLEAN: ValueFormat = { kind: 'boolean', format: (v) => (Number(v) !== 0 ? 'true' : 'false') };

/** IP addresses print as written. */
export const IP: ValueFormat = { kind: 'ip', format: (v) => String(v) };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Named date formats as patterns (what they print). */
const NAMED: Record<string, string> = {
  strict_date_optional_time: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  // DateFormatters.ISO_8601 prints with STRICT_DATE_OPTIONAL_TIME_PRINTER.
  iso8601: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  date_optional_time: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  strict_date_optional_time_nanos: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  date_time: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  strict_date_time: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  date_time_no_millis: "yyyy-MM-dd'T'HH:mm:ssXXX",
  strict_date_time_no_millis: "yyyy-MM-dd'T'HH:mm:ssXXX",
  date: 'yyyy-MM-dd',
  strict_date: 'yyyy-MM-dd',
  year_month_day: 'yyyy-MM-dd',
  strict_year_month_day: 'yyyy-MM-dd',
  year_month: 'yyyy-MM',
  strict_year_month: 'yyyy-MM',
  year: 'yyyy',
  strict_year: 'yyyy',
  basic_date: 'yyyyMMdd',
  basic_date_time: "yyyyMMdd'T'HHmmss.SSSX",
  date_hour: "yyyy-MM-dd'T'HH",
  strict_date_hour: "yyyy-MM-dd'T'HH",
  date_hour_minute: "yyyy-MM-dd'T'HH:mm",
  strict_date_hour_minute: "yyyy-MM-dd'T'HH:mm",
  date_hour_minute_second: "yyyy-MM-dd'T'HH:mm:ss",
  strict_date_hour_minute_second: "yyyy-MM-dd'T'HH:mm:ss",
  date_hour_minute_second_millis: "yyyy-MM-dd'T'HH:mm:ss.SSS",
  strict_date_hour_minute_second_millis: "yyyy-MM-dd'T'HH:mm:ss.SSS",
  hour_minute: 'HH:mm',
  strict_hour_minute: 'HH:mm',
  hour_minute_second: 'HH:mm:ss',
  strict_hour_minute_second: 'HH:mm:ss',
};

const pad = (n: number, w: number) => {
  const s = String(Math.abs(n));
  return (n < 0 ? '-' : '') + (s.length >= w ? s : '0'.repeat(w - s.length) + s);
};

function offsetText(ms: number, style: 'X' | 'XXX' | 'Z' | 'ZZ' | 'xxx'): string {
  if (ms === 0 && (style === 'X' || style === 'XXX')) return 'Z';
  const sign = ms < 0 ? '-' : '+';
  const m = Math.abs(ms) / 60000;
  const hh = pad(Math.floor(m / 60), 2);
  const mm = pad(m % 60, 2);
  if (style === 'X') return m % 60 === 0 ? sign + hh : sign + hh + mm;
  return style === 'Z' ? sign + hh + mm : sign + hh + ':' + mm;
}

/** Prints epoch millis with a java.time pattern in a zone (a date_nanos value adds its nanoseconds past the millisecond to `S`). */
export function formatPattern(pattern: string, millis: number, zone: Zone, nanosOfMilli = 0): string {
  const off = offsetAt(zone, millis);
  const d = new Date(millis + off);
  const f = { y: d.getUTCFullYear(), M: d.getUTCMonth() + 1, d: d.getUTCDate(), H: d.getUTCHours(), m: d.getUTCMinutes(), s: d.getUTCSeconds(), S: d.getUTCMilliseconds(), E: d.getUTCDay() };
  let out = '';
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i]!;
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      const text = pattern.slice(i + 1, end < 0 ? pattern.length : end);
      out += text === '' ? "'" : text;
      i = end < 0 ? pattern.length : end + 1;
      continue;
    }
    let n = 1;
    while (pattern[i + n] === c) n++;
    i += n;
    switch (c) {
      // Four letters or more: appendValue(field, n, 19, EXCEEDS_PAD), a sign once the year outgrows the width.
      case 'y': case 'u': case 'Y': out += n === 2 ? pad(f.y % 100, 2) : (n >= 4 && f.y >= 10 ** n ? '+' : '') + pad(f.y, n); break;
      case 'M': out += n >= 4 ? MONTHS[f.M - 1] : n === 3 ? MONTHS[f.M - 1]!.slice(0, 3) : pad(f.M, n); break;
      case 'd': out += pad(f.d, n); break;
      case 'H': out += pad(f.H, n); break;
      case 'h': out += pad(f.H % 12 === 0 ? 12 : f.H % 12, n); break;
      case 'a': out += f.H < 12 ? 'AM' : 'PM'; break;
      case 'm': out += pad(f.m, n); break;
      case 's': out += pad(f.s, n); break;
      case 'S': out += (pad(f.S, 3) + pad(nanosOfMilli, 6)).slice(0, n).padEnd(n, '0'); break;
      case 'E': out += n >= 4 ? DAYS[f.E] : DAYS[f.E]!.slice(0, 3); break;
      case 'e': out += String(f.E === 0 ? 7 : f.E); break;
      case 'X': out += offsetText(off, n === 1 ? 'X' : 'XXX'); break;
      case 'x': out += offsetText(off, 'xxx').replace(/^\+00:00$/, '+00:00'); break;
      // java.time: five Z letters print `+HH:MM`, or 'Z' when the offset is zero (49_range_timezone_bug.yml).
      case 'Z': out += n === 5 && off === 0 ? 'Z' : offsetText(off, n >= 4 ? 'ZZ' : 'Z'); break;
      case 'z': case 'V': out += zone.id; break;
      default: out += c.repeat(n);
    }
  }
  return out;
}

/**
 * Named printers whose year is DateFormatters' STRICT_YEAR_MONTH_DAY_FORMATTER, `appendValue(YEAR, 4, 4,
 * EXCEEDS_PAD)`: a year past 9999 cannot print (the strict_date_optional_time family prints through
 * STRICT_YEAR_MONTH_DAY_PRINTER, width 4 to 9, and signs it instead). Only the date_hour family is listed, the
 * printers read in the 8.x source (STRICT_DATE_HOUR_MINUTE_SECOND_MILLIS and its neighbours).
 */
const FOUR_DIGIT_YEAR_PRINTERS = new Set(
  ['date_hour', 'date_hour_minute', 'date_hour_minute_second', 'date_hour_minute_second_millis', 'date_hour_minute_second_fraction'].flatMap((n) => [n, `strict_${n}`]),
);

/** A date format (the first of `a||b` prints) in a time zone. */
export function dateFormat(format: string, zone: Zone = UTC): ValueFormat {
  const first = format.split('||')[0]!.trim();
  return {
    kind: 'date',
    // DateFormatter's toString is `format[...] locale[...]` (Locale.ROOT prints empty).
    describe: `DocValueFormat.DateTime(format[${format}] locale[], ${zone.id}, MILLISECONDS)`,
    refuses: (v) => {
      if (!FOUR_DIGIT_YEAR_PRINTERS.has(first)) return undefined;
      // DocValueFormat.DateTime.format(double) prints the long the double truncates to.
      const year = new Date(Math.trunc(v) + offsetAt(zone, Math.trunc(v))).getUTCFullYear();
      return year > 9999 ? `Field Year cannot be printed as the value ${year} exceeds the maximum print width of 4` : undefined;
    },
    format: (v) => {
      const ms = Number(v);
      if (first === 'epoch_millis') return String(ms);
      if (first === 'epoch_second') return String(ms / 1000);
      return formatPattern(NAMED[first] ?? first, ms, zone);
    },
  };
}

/** A java.text.DecimalFormat pattern (`0.00`, `#,##0.0`, `000`, `$#.##`, `0.0%`), rounding HALF_EVEN. */
export function decimalFormat(pattern: string): ValueFormat {
  const positive = pattern.split(';')[0]!;
  const m = /^([^#0,.]*)([#0,]*)(?:\.([0#]*))?(.*)$/.exec(positive)!;
  const prefix = m[1]!.replace(/'/g, '');
  const intPart = m[2]!;
  const fracPart = m[3] ?? '';
  const suffix = m[4]!.replace(/'/g, '');
  const minInt = (intPart.match(/0/g) ?? []).length;
  const minFrac = (fracPart.match(/0/g) ?? []).length;
  const maxFrac = fracPart.length;
  const comma = intPart.lastIndexOf(',');
  const group = comma >= 0 ? intPart.length - comma - 1 : 0;
  const percent = suffix.includes('%');
  return {
    kind: 'decimal',
    format: (raw) => {
      let v = Number(raw);
      if (Number.isNaN(v)) return 'NaN';
      if (!Number.isFinite(v)) return (v < 0 ? '-' : '') + '∞';
      if (percent) v *= 100;
      const neg = v < 0 || Object.is(v, -0);
      let digits = roundHalfEven(Math.abs(v), maxFrac);
      let [ip, fp = ''] = digits.split('.');
      fp = fp.replace(/0+$/, '');
      while (fp.length < minFrac) fp += '0';
      ip = ip!.replace(/^0+/, '');
      while (ip.length < minInt) ip = '0' + ip;
      if (group > 0) ip = ip.replace(new RegExp(`\\B(?=(\\d{${group}})+(?!\\d))`, 'g'), ',');
      digits = fp.length > 0 ? `${ip}.${fp}` : ip;
      const isZero = /^[0.,]*$/.test(digits);
      return (neg && !isZero ? '-' : '') + prefix + digits + suffix;
    },
  };
}

/** The decimal expansion of a double rounded HALF_EVEN to `frac` digits (as DecimalFormat rounds the exact binary value). */
function roundHalfEven(v: number, frac: number): string {
  const fixed = v.toFixed(Math.min(100, frac + 25));
  const [ip, fp = ''] = fixed.split('.');
  const kept = fp.slice(0, frac);
  const rest = fp.slice(frac);
  let digits = (ip! + kept).split('').map(Number);
  const first = Number(rest[0] ?? '0');
  const beyond = /[1-9]/.test(rest.slice(1));
  const last = digits[digits.length - 1] ?? 0;
  const up = first > 5 || (first === 5 && (beyond || last % 2 === 1));
  if (up) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) digits[i--] = 0;
    if (i < 0) digits = [1, ...digits];
    else digits[i]! += 1;
  }
  const s = digits.join('');
  const intLen = s.length - frac;
  return frac > 0 ? `${s.slice(0, intLen) || '0'}.${s.slice(intLen)}` : s;
}
