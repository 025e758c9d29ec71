/**
 * date (DateProcessor, DateFormat) and date_index_name (DateIndexNameProcessor): text read with ISO8601,
 * UNIX, UNIX_MS, TAI64N or a java.time pattern in the processor's time zone, printed with a pattern.
 */
import { processorCause, processorIllegalArgument } from '../../errors/index.ts';
import { compilePattern, formatLocal, type Piece } from '../../dateMath/formatPattern.ts';
import { instantOfLocal, offsetAt, parseZone, UTC, type Zone } from '../../dateMath/zone.ts';
import { fail } from '../failure.ts';
import { parseDate } from '../../mapping/dates.ts';
import { isoWeekMonday } from '../../dateMath/isoWeek.ts';
import { javaString } from '../javaValues.ts';
import type { Template } from '../template.ts';
import type { Factory } from '../types.ts';
import { render } from '../valueSource.ts';
import type { Conf } from '../config.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A date parser of one format: the instant, or undefined when the text does not fit. */
type DateParser = (text: string, zone: Zone, now: number) => number | undefined;

/** The fields of a local date-time as read. */
interface Fields {
  y?: number;
  M: number;
  d: number;
  H: number;
  m: number;
  s: number;
  ms: number;
  pm?: boolean;
  offsetMs?: number;
  /** `Y` and `w`: a week-based year and its week (resolved by isoWeekMonday). */
  weekYear?: number;
  week?: number;
}

function localMs(f: Fields, year: number): number | undefined {
  const hour = f.pm === undefined ? f.H : (f.H % 12) + (f.pm ? 12 : 0);
  const t = Date.UTC(year, f.M - 1, f.d, hour, f.m, f.s, f.ms);
  const back = new Date(t);
  if (back.getUTCMonth() !== f.M - 1 || back.getUTCDate() !== f.d) return undefined;
  if (hour > 23 || f.m > 59 || f.s > 59) return undefined;
  return year >= 0 && year < 100 ? t - 0 : t;
}

/** Reads `text` with a compiled java.time pattern (numeric fields, month and day names, offsets, literals). */
function parseWithPieces(pieces: Piece[], text: string, zone: Zone, now: number): number | undefined {
  const f: Fields = { M: 1, d: 1, H: 0, m: 0, s: 0, ms: 0 };
  let pos = 0;
  const num = (min: number, max: number): number | undefined => {
    const m = new RegExp(`^[+-]?\\d{${min},${max}}`).exec(text.slice(pos));
    if (!m) return undefined;
    pos += m[0].length;
    return Number(m[0]);
  };
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k]!;
    if ('lit' in p) {
      if (!text.startsWith(p.lit, pos)) return undefined;
      pos += p.lit.length;
      continue;
    }
    const next = pieces[k + 1];
    const adjacent = next !== undefined && 'letter' in next;
    const width = (n: number): [number, number] => (adjacent ? [n, n] : [n, n === 1 ? 10 : n]);
    const { letter, count } = p;
    let v: number | undefined;
    switch (letter) {
      case 'y':
      case 'u':
        v = count === 2 ? num(2, 2) : num(...(adjacent ? ([count, count] as [number, number]) : ([count === 1 ? 1 : count, 10] as [number, number])));
        if (v === undefined) return undefined;
        f.y = count === 2 ? 2000 + v : v;
        break;
      case 'Y':
        v = count === 2 ? num(2, 2) : num(...(adjacent ? ([count, count] as [number, number]) : ([count === 1 ? 1 : count, 10] as [number, number])));
        if (v === undefined) return undefined;
        f.weekYear = count === 2 ? 2000 + v : v;
        break;
      case 'w':
        v = num(...width(count));
        if (v === undefined || v < 1 || v > 53) return undefined;
        f.week = v;
        break;
      case 'M':
      case 'L':
        if (count >= 3) {
          const rest = text.slice(pos).toLowerCase();
          const names = count === 3 ? MONTHS : MONTH_NAMES;
          const i = names.findIndex((n) => rest.startsWith(n));
          if (i < 0) return undefined;
          pos += names[i]!.length;
          f.M = i + 1;
        } else {
          v = num(...width(count));
          if (v === undefined) return undefined;
          f.M = v;
        }
        break;
      case 'd':
      case 'H':
      case 'h':
      case 'k':
      case 'm':
      case 's':
        v = num(...width(count));
        if (v === undefined) return undefined;
        if (letter === 'd') f.d = v;
        else if (letter === 'm') f.m = v;
        else if (letter === 's') f.s = v;
        else f.H = letter === 'k' && v === 24 ? 0 : v;
        break;
      case 'S': {
        const m = new RegExp(`^\\d{${count}}`).exec(text.slice(pos));
        if (!m) return undefined;
        pos += count;
        f.ms = Math.floor(Number(`0.${m[0]}`) * 1000);
        break;
      }
      case 'a': {
        const t = text.slice(pos, pos + 2).toUpperCase();
        if (t !== 'AM' && t !== 'PM') return undefined;
        f.pm = t === 'PM';
        pos += 2;
        break;
      }
      case 'E': {
        const rest = text.slice(pos).toLowerCase();
        const names = count >= 4 ? DAYS : DAYS.map((d) => d.slice(0, 3));
        const i = names.findIndex((n) => rest.startsWith(n));
        if (i < 0) return undefined;
        pos += names[i]!.length;
        break;
      }
      case 'X':
      case 'Z':
      case 'x': {
        const rest = text.slice(pos);
        if ((letter === 'X' || letter === 'Z') && rest[0] === 'Z') {
          f.offsetMs = 0;
          pos++;
          break;
        }
        const m = /^([+-])(\d{2}):?(\d{2})?/.exec(rest);
        if (!m) return undefined;
        f.offsetMs = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000;
        pos += m[0].length;
        break;
      }
      case 'z':
      case 'V': {
        const m = /^[A-Za-z][A-Za-z0-9/_+-]*/.exec(text.slice(pos));
        if (!m) return undefined;
        const z = parseZone(m[0]);
        if ('reason' in z) return undefined;
        pos += m[0].length;
        zone = z;
        break;
      }
      default:
        return undefined;
    }
  }
  if (pos !== text.length) return undefined;
  if (f.weekYear !== undefined && f.week !== undefined && f.y === undefined) {
    const monday = new Date(isoWeekMonday(f.weekYear, f.week));
    Object.assign(f, { y: monday.getUTCFullYear(), M: monday.getUTCMonth() + 1, d: monday.getUTCDate() });
  }
  // A pattern without a year reads the current year (DateFormat.Java), in the processor's zone.
  const year = f.y ?? new Date(now + offsetAt(zone, now)).getUTCFullYear();
  const local = localMs(f, year);
  if (local === undefined) return undefined;
  return f.offsetMs !== undefined ? local - f.offsetMs : instantOfLocal(zone, local);
}

const ISO = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** ES's `iso8601` (strict_date_optional_time, lenient): a missing zone is the processor's. */
const iso8601: DateParser = (text, zone) => {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const f: Fields = { y: Number(m[1]), M: Number(m[2] ?? 1), d: Number(m[3] ?? 1), H: Number(m[4] ?? 0), m: Number(m[5] ?? 0), s: Number(m[6] ?? 0), ms: m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0 };
  const local = localMs(f, f.y!);
  if (local === undefined) return undefined;
  const z = m[8];
  if (z === undefined) return instantOfLocal(zone, local);
  if (z === 'Z') return local;
  const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(z)!;
  return local - (zm[1] === '-' ? -1 : 1) * (Number(zm[2]) * 60 + Number(zm[3] ?? 0)) * 60_000;
};

function javaDouble(s: string): number | undefined {
  const t = s.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[dDfF]?$/.test(t) ? Number(t.replace(/[dDfF]$/, '')) : undefined;
}

/** The parser of one of the processor's formats (DateFormat.fromString). */
function parserOf(format: string): DateParser | string {
  switch (format) {
    case 'ISO8601':
      return iso8601;
    case 'UNIX':
      return (t) => {
        const n = javaDouble(t);
        return n === undefined ? undefined : Math.trunc(n * 1000);
      };
    case 'UNIX_MS':
      return (t) => (/^[+-]?\d+$/.test(t) ? Number(t) : undefined);
    // DateFormat.Java reads any other name with DateFormatter.forPattern: the built-in epoch formats among them.
    case 'epoch_second':
    case 'epoch_millis':
      return (t) => {
        const r = parseDate(t, format);
        return r.ok ? r.millis : undefined;
      };
    case 'TAI64N':
      return (t) => {
        const s = t.startsWith('@') ? t.slice(1) : t;
        if (!/^[0-9a-fA-F]{24}$/.test(s)) return undefined;
        const base = parseInt(s.slice(1, 16), 16);
        const rest = parseInt(s.slice(16, 24), 16);
        return base * 1000 - 10000 + Math.trunc(rest / 1_000_000);
      };
    default: {
      const pieces = compilePattern(format, 'java');
      if (typeof pieces === 'string') return pieces;
      return (t, zone, now) => parseWithPieces(pieces, t, zone, now);
    }
  }
}

/** A zone id as the processor reads it (ZoneId.of); an unknown one is refused with java.time's message. */
function zoneOf(id: string): Zone | string {
  const z = parseZone(id);
  return 'reason' in z ? z.reason : z;
}

/** Formats an instant with a pattern in a zone. */
function formatIn(pieces: Piece[], instant: number, zone: Zone): string {
  const off = offsetAt(zone, instant);
  return formatLocal(pieces, instant + off, off, zone.id, 'java');
}

function readParsers(c: Conf, prop: string, formats: unknown[]): DateParser[] {
  return formats.map((f) => {
    const p = parserOf(String(f));
    if (typeof p === 'string') c.error(prop, `Invalid format: [${String(f)}]: ${p}`);
    return p as DateParser;
  });
}

/** Parses with each format in turn; `last` keeps the last that fits (date_index_name never stops early). */
function parseAll(parsers: DateParser[], text: string, zone: Zone, now: number, last: boolean): number | undefined {
  let out: number | undefined;
  for (const p of parsers) {
    let v: number | undefined;
    try {
      v = p(text, zone, now);
    } catch {
      v = undefined;
    }
    if (v !== undefined) {
      out = v;
      if (!last) break;
    }
  }
  return out;
}

function zoneFrom(c: Conf, t: Template | undefined, doc: Parameters<typeof render>[1]): Zone {
  if (!t) return UTC;
  const z = zoneOf(render(t, doc));
  if (typeof z === 'string') fail(processorIllegalArgument(z));
  return z as Zone;
}

/** date: a field parsed with the first format that fits, written (formatted) to `target_field`. */
export const date: Factory = (c) => {
  const field = c.str('field');
  const target = c.str('target_field', '@timestamp');
  const tz = c.has('timezone') ? c.template('timezone') : undefined;
  if (c.has('locale')) c.template('locale');
  const formats = c.list('formats');
  const outputFormat = c.str('output_format', "yyyy-MM-dd'T'HH:mm:ss.SSSXXX");
  const out = compilePattern(outputFormat, 'java');
  if (typeof out === 'string') c.error('output_format', `invalid output format [${outputFormat}]`);
  const parsers = readParsers(c, 'formats', formats);
  return (doc, rt) => {
    const v = doc.get(field);
    const text = v === null || v === undefined ? 'null' : javaString(v);
    const zone = zoneFrom(c, tz, doc);
    const instant = parseAll(parsers, text, zone, rt.now, false);
    if (instant === undefined) fail(processorIllegalArgument(`unable to parse date [${text}]`, processorCause('illegal_argument_exception', `failed to parse date field [${text}] with format [${String(formats[formats.length - 1])}]`)));
    doc.set(target, formatIn(out as Piece[], instant!, zone));
    return true;
  };
};

/** date_index_name: the document's `_index` becomes a date-math name rounding its date (`<prefix{date||/M{format|zone}}>`). */
export const dateIndexName: Factory = (c) => {
  const field = c.str('field');
  const prefix = c.template('index_name_prefix', '');
  const rounding = c.template('date_rounding');
  const formats = c.optList('date_formats') ?? ["yyyy-MM-dd'T'HH:mm:ss.SSSXX"];
  const tz = c.has('timezone') ? c.template('timezone') : undefined;
  if (c.has('locale')) c.template('locale');
  const nameFormat = c.template('index_name_format', 'yyyy-MM-dd');
  const parsers = readParsers(c, 'date_formats', formats);
  return (doc, rt) => {
    const v = doc.get(field);
    const text = v === null || v === undefined ? 'null' : javaString(v);
    const zone = zoneFrom(c, tz, doc);
    const instant = parseAll(parsers, text, zone, rt.now, true);
    if (instant === undefined) fail(processorIllegalArgument(`unable to parse date [${text}]`));
    const format = render(nameFormat, doc);
    const pieces = compilePattern(format, 'java');
    if (typeof pieces === 'string') fail(processorIllegalArgument(pieces));
    const zoneName = zone.kind === 'fixed' && zone.offsetMs === 0 ? 'UTC' : zone.id;
    doc.ctx._index = `<${render(prefix, doc)}{${formatIn(pieces as Piece[], instant!, zone)}||/${render(rounding, doc)}{${format}|${zoneName}}}>`;
    return true;
  };
};
