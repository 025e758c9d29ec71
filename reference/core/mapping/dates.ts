/**
 * Date parsing as ES's date formats define it: the named formats the dynamic mapper and the default date
 * field use (`strict_date_optional_time`, `epoch_millis`, ...) and simple Joda/java.time patterns such as
 * `yyyy/MM/dd HH:mm:ss`. Calendar validity is checked (2015-02-30 is not a date), as ES does.
 */
import { isoWeekMonday } from '../dateMath/isoWeek.ts';

/** A parse: epoch millis, and the nanoseconds past that millisecond a longer fraction gave (date_nanos sorts). */
export type DateParse = { ok: true; millis: number; nanos?: number } | { ok: false; failAt: number };

/** ES's default date-field format. */
export const DEFAULT_DATE_FORMAT = 'strict_date_optional_time||epoch_millis';
/** The dynamic date formats, in the order the dynamic mapper tries them. */
export const DYNAMIC_DATE_FORMATS = [DEFAULT_DATE_FORMAT, 'yyyy/MM/dd HH:mm:ss||yyyy/MM/dd||epoch_millis'];

interface Cursor {
  s: string;
  i: number;
}

function digits(c: Cursor, min: number, max: number): number | null {
  const start = c.i;
  let value = 0;
  // Accumulated as it is read: a slice and Number() per field cost more than the rest of the parse.
  while (c.i < c.s.length && c.i - start < max) {
    const d = c.s.charCodeAt(c.i) - 48;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
    c.i++;
  }
  if (c.i - start < min) {
    c.i = start;
    return null;
  }
  return value;
}

function lit(c: Cursor, ch: string): boolean {
  if (c.s[c.i] === ch) {
    c.i++;
    return true;
  }
  return false;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month - 1]!;
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millis: number;
  /** Nanoseconds past the millisecond (digits 4 to 9 of the fraction). */
  nanos: number;
  offsetMin: number;
  /** java.time's `Y` (week-based year) and `w` (its week), resolved to the week's Monday. */
  weekYear?: number;
  week?: number;
}

function toMillis(f: Fields): number | null {
  if (f.month < 1 || f.month > 12) return null;
  if (f.day < 1 || f.day > daysIn(f.year, f.month)) return null;
  if (f.hour > 23 || f.minute > 59 || f.second > 59) return null;
  // Every year by arithmetic: Date.UTC reads years 0-99 as 1900-1999, so going through it turned 29 February of
  // a leap year below 100 into 1 March (1900 is no leap year).
  return utcMillis(f.year, f.month, f.day, f.hour, f.minute, f.second, f.millis) - f.offsetMin * 60_000;
}

/**
 * What `Date.UTC` answers for these fields (proleptic Gregorian, every year as given, NaN past the ±8.64e15 ms
 * a Date holds), by arithmetic: every date of a bulk load is read here, and the call into Date.UTC was 1% of
 * its time (years from 100 on, where Date.UTC reads the year as given). Days from the civil date: H. Hinnant's
 * `days_from_civil`. `dates.test.ts` holds it equal to Date.UTC.
 */
export function utcMillis(year: number, month: number, day: number, hour: number, minute: number, second: number, millis: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  const days = era * 146097 + doe - 719468;
  const t = days * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000 + millis;
  return Math.abs(t) > 8.64e15 ? NaN : t;
}

/** A fraction of a second (1 to 9 digits) as millis and the nanoseconds past them. */
function fraction(f: Fields, digitsText: string): void {
  const nine = digitsText.padEnd(9, '0');
  f.millis = Number(nine.slice(0, 3));
  f.nanos = Number(nine.slice(3, 9));
}

function zone(c: Cursor, f: Fields): boolean {
  if (lit(c, 'Z')) return true;
  const sign = c.s[c.i];
  if (sign !== '+' && sign !== '-') return true;
  c.i++;
  const hh = digits(c, 2, 2);
  if (hh === null) return false;
  lit(c, ':');
  const mm = digits(c, 2, 2) ?? 0;
  if (hh > 18 || mm > 59) return false;
  f.offsetMin = (sign === '-' ? -1 : 1) * (hh * 60 + mm);
  return true;
}

/** strict_date_optional_time: yyyy[-MM[-dd]][T HH[:mm[:ss[.fraction]]][zone]]. */
function strictDateOptionalTime(s: string): DateParse {
  const c: Cursor = { s, i: 0 };
  const f: Fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, millis: 0, nanos: 0, offsetMin: 0 };
  const year = digits(c, 4, 4);
  if (year === null) return { ok: false, failAt: c.i };
  f.year = year;
  if (lit(c, '-')) {
    const m = digits(c, 2, 2);
    if (m === null) return { ok: false, failAt: c.i };
    f.month = m;
    if (lit(c, '-')) {
      const d = digits(c, 2, 2);
      if (d === null) return { ok: false, failAt: c.i };
      f.day = d;
      if (lit(c, 'T')) {
        const h = digits(c, 2, 2);
        if (h === null) return { ok: false, failAt: c.i };
        f.hour = h;
        if (lit(c, ':')) {
          const mi = digits(c, 2, 2);
          if (mi === null) return { ok: false, failAt: c.i };
          f.minute = mi;
          if (lit(c, ':')) {
            const se = digits(c, 2, 2);
            if (se === null) return { ok: false, failAt: c.i };
            f.second = se;
            if (lit(c, '.') || lit(c, ',')) {
              const start = c.i;
              const frac = digits(c, 1, 9);
              if (frac === null) return { ok: false, failAt: c.i };
              fraction(f, s.slice(start, c.i));
            }
          }
        }
        if (!zone(c, f)) return { ok: false, failAt: c.i };
      }
    }
  }
  if (c.i !== s.length) return { ok: false, failAt: c.i };
  const ms = toMillis(f);
  return ms === null ? { ok: false, failAt: 0 } : f.nanos ? { ok: true, millis: ms, nanos: f.nanos } : { ok: true, millis: ms };
}

function epoch(s: string, unit: number, lenient: boolean): DateParse {
  // java.time's epoch parser (ES 7+) reads digits with an optional fraction; Joda's (ES 5/6) reads the
  // text as a BigDecimal, so an exponent (`1e3`) is a valid epoch there.
  const ok = lenient ? /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s) : /^-?\d+(\.\d+)?$/.test(s);
  if (!ok) return { ok: false, failAt: 0 };
  return { ok: true, millis: Math.trunc(Number(s) * unit) };
}

/** A Joda/java.time style pattern (yyyy, MM, dd, HH, mm, ss, SSS, Z, quoted literals). */
function pattern(p: string, s: string, lenientWidth: boolean): DateParse {
  const c: Cursor = { s, i: 0 };
  // A pattern without a year (`HH:mm`) dates its value on 1970-01-01, as DateFormatters.from fills a missing date.
  const f: Fields = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, millis: 0, nanos: 0, offsetMin: 0 };
  let k = 0;
  while (k < p.length) {
    const ch = p[k];
    if (ch === "'") {
      const end = p.indexOf("'", k + 1);
      const text = p.slice(k + 1, end < 0 ? p.length : end);
      if (!s.startsWith(text, c.i)) return { ok: false, failAt: c.i };
      c.i += text.length;
      k = end < 0 ? p.length : end + 1;
      continue;
    }
    let run = 1;
    while (p[k + run] === ch) run++;
    k += run;
    if (ch === 'Y' || ch === 'w') {
      const v = digits(c, lenientWidth && ch === 'w' ? 1 : run, ch === 'Y' ? Math.max(run, 4) : 2);
      if (v === null) return { ok: false, failAt: c.i };
      if (ch === 'Y') f.weekYear = v;
      else f.week = v;
      continue;
    }
    if (/[yuMdHmsSZX]/.test(ch)) {
      if (ch === 'Z' || ch === 'X') {
        if (!zone(c, f)) return { ok: false, failAt: c.i };
        continue;
      }
      const min = lenientWidth && ch !== 'y' && ch !== 'u' ? 1 : run;
      const max = ch === 'y' || ch === 'u' ? Math.max(run, 4) : ch === 'S' ? 9 : Math.max(run, 2);
      const start = c.i;
      const v = digits(c, min, max);
      if (v === null) return { ok: false, failAt: c.i };
      if (ch === 'y' || ch === 'u') f.year = v;
      else if (ch === 'M') f.month = v;
      else if (ch === 'd') f.day = v;
      else if (ch === 'H') f.hour = v;
      else if (ch === 'm') f.minute = v;
      else if (ch === 's') f.second = v;
      else fraction(f, s.slice(start, c.i));
    } else {
      for (let r = 0; r < run; r++) if (!lit(c, ch)) return { ok: false, failAt: c.i };
    }
  }
  if (c.i !== s.length) return { ok: false, failAt: c.i };
  if (f.weekYear !== undefined && f.week !== undefined) {
    if (f.week < 1 || f.week > 53) return { ok: false, failAt: 0 };
    const monday = new Date(isoWeekMonday(f.weekYear, f.week));
    Object.assign(f, { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate() });
  }
  const ms = toMillis(f);
  return ms === null ? { ok: false, failAt: 0 } : f.nanos ? { ok: true, millis: ms, nanos: f.nanos } : { ok: true, millis: ms };
}

/**
 * More of DateFormatters' named parsers, as the patterns they read. The plain names read fields of one or two
 * digits (DATE_FORMATTER, HOUR_MINUTE_SECOND_MILLIS_FORMATTER: appendValue(MONTH_OF_YEAR, 1, 2) …); the
 * `strict_` ones exactly the pattern's widths. A `Z` reads an offset or `Z` (the time zone those formats require).
 */
const NAMED_PATTERNS: Readonly<Record<string, string>> = {
  date_hour: "yyyy-MM-dd'T'HH",
  date_hour_minute: "yyyy-MM-dd'T'HH:mm",
  date_hour_minute_second: "yyyy-MM-dd'T'HH:mm:ss",
  date_hour_minute_second_millis: "yyyy-MM-dd'T'HH:mm:ss.SSS",
  date_hour_minute_second_fraction: "yyyy-MM-dd'T'HH:mm:ss.SSS",
  date_time_no_millis: "yyyy-MM-dd'T'HH:mm:ssZ",
  hour: 'HH',
  hour_minute: 'HH:mm',
  hour_minute_second: 'HH:mm:ss',
  hour_minute_second_millis: 'HH:mm:ss.SSS',
  hour_minute_second_fraction: 'HH:mm:ss.SSS',
  time: 'HH:mm:ss.SSSZ',
  time_no_millis: 'HH:mm:ssZ',
  t_time: "'T'HH:mm:ss.SSSZ",
  t_time_no_millis: "'T'HH:mm:ssZ",
  year: 'yyyy',
  year_month: 'yyyy-MM',
  basic_date_time: "yyyyMMdd'T'HHmmss.SSSZ",
  basic_date_time_no_millis: "yyyyMMdd'T'HHmmssZ",
  basic_time: 'HHmmss.SSSZ',
  basic_time_no_millis: 'HHmmssZ',
  basic_t_time: "'T'HHmmss.SSSZ",
  basic_t_time_no_millis: "'T'HHmmssZ",
};

/** A named parser of NAMED_PATTERNS (`strict_` or not; the `basic_` ones have fixed widths), or undefined. */
function namedPattern(format: string): { pattern: string; lenient: boolean } | undefined {
  const strict = format.startsWith('strict_');
  const name = strict ? format.slice(7) : format;
  const pattern = NAMED_PATTERNS[name];
  if (pattern === undefined) return undefined;
  return { pattern, lenient: !strict && !name.startsWith('basic_') };
}

function one(format: string, s: string, lenientWidth: boolean): DateParse {
  // ES 6.7+ marks java.time formats with a leading `8`; the pattern itself is the same.
  if (format.length > 1 && format.startsWith('8')) format = format.slice(1);
  switch (format) {
    case 'strict_date_optional_time':
    case 'date_optional_time':
    // DateFormatters.ISO_8601 (`iso8601`) reads at least what strict_date_optional_time reads.
    case 'iso8601':
    case 'strict_date_optional_time_nanos':
    case 'strict_date_time':
    case 'date_time':
      return strictDateOptionalTime(s);
    case 'strict_date':
    case 'date':
    case 'year_month_day':
    case 'strict_year_month_day':
      return pattern('yyyy-MM-dd', s, false);
    case 'epoch_millis':
      return epoch(s, 1, lenientWidth);
    case 'epoch_second':
      return epoch(s, 1000, lenientWidth);
    case 'basic_date':
      return pattern('yyyyMMdd', s, false);
    default: {
      const named = namedPattern(format);
      return named ? pattern(named.pattern, s, named.lenient) : pattern(format, s, lenientWidth);
    }
  }
}

/** The alternatives of each `||` format met so far (a mapping names few formats; every date value is parsed). */
const ALTERNATIVES = new Map<string, string[]>();

function alternatives(format: string): string[] {
  let alts = ALTERNATIVES.get(format);
  if (alts === undefined) {
    alts = format.split('||').map((f) => f.trim());
    // Formats come from user mappings: bound the memo rather than let it grow with every new one.
    if (ALTERNATIVES.size > 1000) ALTERNATIVES.clear();
    ALTERNATIVES.set(format, alts);
  }
  return alts;
}

/**
 * The last parse, given again for the same arguments: a document's date is parsed when the mapping checks
 * it and again when its doc values are recorded, one after the other. (Answers are never mutated.)
 */
let lastText: string | undefined;
let lastFormat = '';
let lastLenient = false;
let lastAnswer: DateParse = { ok: false, failAt: 0 };

/** Parses a date string with a `||`-separated format; the first format that fits wins. */
export function parseDate(s: string, format: string = DEFAULT_DATE_FORMAT, lenientWidth = false): DateParse {
  if (s === lastText && format === lastFormat && lenientWidth === lastLenient) return lastAnswer;
  let best = 0;
  let answer: DateParse | undefined;
  for (const f of alternatives(format)) {
    const r = one(f, s, lenientWidth);
    if (r.ok) {
      answer = r;
      break;
    }
    best = Math.max(best, r.failAt);
  }
  answer ??= { ok: false, failAt: best };
  lastText = s;
  lastFormat = format;
  lastLenient = lenientWidth;
  lastAnswer = answer;
  return answer;
}

/** Renders epoch millis the way ES prints dates by default (strict_date_optional_time, UTC). */
export function formatDate(millis: number): string {
  return new Date(millis).toISOString();
}
