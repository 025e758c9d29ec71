/**
 * The ISO parsers of LocalDate/LocalTime/LocalDateTime/OffsetDateTime.parse (DateTimeFormatter.ISO_LOCAL_DATE,
 * ISO_LOCAL_TIME, ISO_LOCAL_DATE_TIME, ISO_OFFSET_DATE_TIME: strict resolving, case-insensitive `T` and `Z`), with
 * DateTimeParseException's three messages: `Text '…' could not be parsed at index N` where a field or literal
 * does not match, `…, unparsed text found at index N` when text is left over, and `Text '…' could not be
 * parsed: <the DateTimeException>` when the fields do not make a valid value (`Invalid date 'FEBRUARY 30'`).
 */
import { JavaException, javaThrow } from './javaError.ts';
import { JLocal, dateOf, timeOf, type LocalClass } from './localTemporal.ts';
import { checkRange, monthLength } from './zonedLocal.ts';

class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  fail(at = this.pos): never {
    return javaThrow('date_time_parse_exception', `Text '${this.text}' could not be parsed at index ${at}`);
  }
  /** Exactly `min`..`max` digits (greedy), else a failure at the field's start. */
  digits(min: number, max: number): number {
    const m = new RegExp(`^\\d{${min},${max}}`).exec(this.text.slice(this.pos));
    if (!m) this.fail();
    this.pos += m[0].length;
    return Number(m[0]);
  }
  literal(c: string): void {
    if (this.text.charAt(this.pos).toUpperCase() !== c) this.fail();
    this.pos++;
  }
  peek(c: string): boolean {
    return this.text.charAt(this.pos).toUpperCase() === c;
  }
}

function date(c: Cursor): [number, number, number] {
  const start = c.pos;
  const sign = c.peek('+') || c.peek('-') ? c.text.charAt(c.pos++) : '';
  const digitsAt = c.pos;
  const y = c.digits(4, 10);
  // SignStyle.EXCEEDS_PAD: more than four digits need their sign, four never take one... but '-' is a negative year.
  if ((c.pos - digitsAt > 4 && !sign) || (sign === '+' && c.pos - digitsAt === 4)) c.fail(start);
  c.literal('-');
  const m = c.digits(2, 2);
  c.literal('-');
  const d = c.digits(2, 2);
  return [sign === '-' ? -y : y, m, d];
}

function time(c: Cursor): [number, number, number, number] {
  const h = c.digits(2, 2);
  c.literal(':');
  const mi = c.digits(2, 2);
  let s = 0;
  let nano = 0;
  // The seconds and the fraction are optional sections: one that does not match is left unparsed.
  const back = c.pos;
  if (c.peek(':')) {
    c.pos++;
    const m = /^\d\d/.exec(c.text.slice(c.pos));
    if (!m) c.pos = back;
    else {
      c.pos += 2;
      s = Number(m[0]);
      if (c.peek('.')) {
        const f = /^\d{0,9}/.exec(c.text.slice(c.pos + 1))![0];
        c.pos += 1 + f.length;
        nano = Number(f.padEnd(9, '0'));
      }
    }
  }
  return [h, mi, s, nano];
}

/** ZoneOffset's `+HH:MM[:ss]` or `Z`, in seconds. */
function offset(c: Cursor): number {
  if (c.peek('Z')) {
    c.pos++;
    return 0;
  }
  const sign = c.text.charAt(c.pos);
  if (sign !== '+' && sign !== '-') c.fail();
  const start = c.pos++;
  const m = /^(\d\d):(\d\d)(?::(\d\d))?/.exec(c.text.slice(c.pos));
  if (!m) c.fail(start);
  c.pos += m[0].length;
  return (sign === '-' ? -1 : 1) * (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** `Cls.parse(text)` with the class's ISO formatter. */
export function parseLocal(text: string, cls: LocalClass): JLocal {
  const c = new Cursor(text);
  const d = cls === 'java.time.LocalTime' ? undefined : date(c);
  if (d && cls !== 'java.time.LocalDate') c.literal('T');
  const t = cls === 'java.time.LocalDate' ? undefined : time(c);
  const off = cls === 'java.time.OffsetDateTime' ? offset(c) : 0;
  if (c.pos < text.length) javaThrow('date_time_parse_exception', `Text '${text}' could not be parsed, unparsed text found at index ${c.pos}`);
  try {
    if (off && Math.abs(off) > 18 * 3600) javaThrow('date_time_exception', `Zone offset hours not in valid range: value ${Math.trunc(off / 3600)} is not in the range -18 to 18`);
    return new JLocal(cls, d ? dateOf(d[0], d[1], d[2]) : 0, t ? timeOf(t[0], t[1], t[2], t[3]) : 0, off);
  } catch (e) {
    if (e instanceof JavaException && e.type === 'date_time_exception') javaThrow('date_time_parse_exception', `Text '${text}' could not be parsed: ${e.message}`);
    throw e;
  }
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NUMERIC = new Set(['y', 'u', 'M', 'L', 'd', 'H', 'h', 'm', 's', 'S']);
const FIELD: Record<string, string> = { y: 'YearOfEra', u: 'Year', M: 'MonthOfYear', L: 'MonthOfYear', d: 'DayOfMonth', H: 'HourOfDay', h: 'ClockHourOfAmPm', m: 'MinuteOfHour', s: 'SecondOfMinute' };

interface Token {
  letter?: string;
  count: number;
  text?: string;
}

function tokens(pattern: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i]!;
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      out.push({ count: 0, text: end === i + 1 ? "'" : pattern.slice(i + 1, end < 0 ? pattern.length : end) });
      i = end < 0 ? pattern.length : end + 1;
    } else if (/[A-Za-z]/.test(c)) {
      let n = 1;
      while (pattern[i + n] === c) n++;
      if (!NUMERIC.has(c) && c !== 'a' && c !== 'E') javaThrow('illegal_argument_exception', `Unknown pattern letter: ${c}`);
      out.push({ letter: c, count: n });
      i += n;
    } else {
      out.push({ count: 0, text: c });
      i++;
    }
  }
  return out;
}

/** The fixed width of a numeric token (0: variable), as DateTimeFormatterBuilder.parsePattern sets it. */
function width(t: Token): number {
  if (!t.letter || !NUMERIC.has(t.letter)) return -1;
  if (t.letter === 'S') return t.count;
  if ((t.letter === 'M' || t.letter === 'L') && t.count >= 3) return -1;
  if (t.letter === 'y' || t.letter === 'u') return t.count === 2 ? 2 : 0;
  return t.count === 2 ? 2 : 0;
}

/**
 * `parse(text, DateTimeFormatter.ofPattern(p))` for the numeric letters (y u M d H h m s S), month names
 * (MMM, MMMM), a, E and literals, resolved as ofPattern's SMART resolver does: the year of era taken as the
 * year, a day past its month's end cut to it (`31/04/2026` → 2026-04-30), each field checked against its range.
 */
export function parsePattern(text: string, pattern: string, cls: LocalClass): JLocal {
  const toks = tokens(pattern);
  const c = new Cursor(text);
  const f: Record<string, number> = {};
  let pm: boolean | undefined;
  toks.forEach((t, i) => {
    if (t.text !== undefined) {
      if (text.slice(c.pos, c.pos + t.text.length) !== t.text) c.fail();
      c.pos += t.text.length;
      return;
    }
    const l = t.letter!;
    if (l === 'a' || l === 'E' || ((l === 'M' || l === 'L') && t.count >= 3)) {
      const names = l === 'a' ? ['AM', 'PM'] : l === 'E' ? ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] : MONTH_NAMES;
      const forms = names.map((n) => (t.count >= 4 || l === 'a' ? n : n.slice(0, 3)));
      const k = forms.findIndex((n) => text.startsWith(n, c.pos));
      if (k < 0) c.fail();
      c.pos += forms[k]!.length;
      if (l === 'a') pm = k === 1;
      else if (l !== 'E') f.M = k + 1;
      return;
    }
    const w = width(t);
    let max = 19;
    if (w === 0) {
      // Adjacent value parsing: a variable-width field leaves the digits of the fixed-width ones after it.
      let reserved = 0;
      for (let j = i + 1; j < toks.length && width(toks[j]!) > 0; j++) reserved += width(toks[j]!);
      const run = /^\d*/.exec(text.slice(c.pos))![0].length;
      max = Math.max(1, run - reserved);
    }
    const start = c.pos;
    const v = w > 0 ? c.digits(w, w) : c.digits(l === 'y' && t.count >= 4 ? t.count : 1, Math.max(max, l === 'y' && t.count >= 4 ? t.count : 1));
    if (l === 'S') f.S = Number(text.slice(start, c.pos).padEnd(9, '0'));
    else f[l === 'L' ? 'M' : l === 'u' ? 'y' : l] = (l === 'y' || l === 'u') && t.count === 2 ? 2000 + v : v;
  });
  if (c.pos < text.length) javaThrow('date_time_parse_exception', `Text '${text}' could not be parsed, unparsed text found at index ${c.pos}`);
  try {
    for (const [k, v] of Object.entries(f)) {
      if (k === 'M') checkRange(FIELD.M!, v, 1, 12);
      if (k === 'd') checkRange(FIELD.d!, v, 1, 31, '1 - 28/31');
      if (k === 'H') checkRange(FIELD.H!, v, 0, 23);
      if (k === 'h') checkRange(FIELD.h!, v, 1, 12);
      if (k === 'm' || k === 's') checkRange(FIELD[k]!, v, 0, 59);
    }
    if (f.h !== undefined && pm !== undefined) f.H = (f.h % 12) + (pm ? 12 : 0);
    const hasDate = f.y !== undefined && f.M !== undefined && f.d !== undefined;
    const hasTime = f.H !== undefined && f.m !== undefined;
    const parsed = Object.entries(f).map(([k, v]) => `${FIELD[k] ?? 'NanoOfSecond'}=${v}`).join(', ');
    const needDate = cls !== 'java.time.LocalTime';
    const needTime = cls !== 'java.time.LocalDate';
    if ((needDate && !hasDate) || (needTime && !hasTime) || cls === 'java.time.OffsetDateTime') {
      javaThrow('date_time_exception', `Unable to obtain ${cls.slice(10)} from TemporalAccessor: {${parsed}},ISO of type java.time.format.Parsed`);
    }
    // ResolverStyle.SMART: a day past the month's end is the month's last day (IsoChronology.resolveYMD).
    const day = hasDate ? Math.min(f.d!, monthLength(f.y!, f.M! - 1)) : 0;
    return new JLocal(cls, hasDate && needDate ? dateOf(f.y!, f.M!, day) : 0, hasTime && needTime ? timeOf(f.H!, f.m!, f.s ?? 0, f.S ?? 0) : 0);
  } catch (e) {
    if (e instanceof JavaException && e.type === 'date_time_exception') javaThrow('date_time_parse_exception', `Text '${text}' could not be parsed: ${e.message}`);
    throw e;
  }
}
