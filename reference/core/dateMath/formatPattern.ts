/**
 * Formatting an instant with a date pattern, as the date-math index-name resolver does: java.time's
 * pattern letters (ES ≥ 7, OpenSearch) or Joda's (ES ≤ 6). The two differ where it matters for names:
 * `Y` is the week-based year in java.time and the year in Joda; `x` is an offset in java.time and the
 * week-based year in Joda; `u` exists only in java.time.
 */
import { PATTERN_PROBLEMS } from '../errors/index.ts';

export type PatternDialect = 'java' | 'joda';

/** One piece of a compiled pattern: literal text, or a field with its letter count. */
export type Piece = { lit: string } | { letter: string; count: number };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// W, F and B (week-of-month, aligned week, day period) are left out: names never use them, and a letter
// left out fails as an unknown one rather than printing something java.time would not.
const JAVA_LETTERS = new Set([...'GuyYDMLdQqwEecahKkHmsSAnNVvzOXxZ']);
const JODA_LETTERS = new Set([...'GCYxwedEyDMdahKHkmsSzZ']);
/** java.time's widest letter counts (more is an error). */
const JAVA_MAX: Record<string, number> = { d: 2, D: 3, H: 2, h: 2, K: 2, k: 2, m: 2, s: 2, w: 2, W: 1, F: 1, a: 1, M: 5, L: 5, E: 5, Q: 5, q: 5, G: 5, e: 5, c: 5 };

/** Compiles a pattern, or returns the message of the IllegalArgumentException the pattern would raise. */
export function compilePattern(pattern: string, dialect: PatternDialect): Piece[] | string {
  const out: Piece[] = [];
  const letters = dialect === 'java' ? JAVA_LETTERS : JODA_LETTERS;
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end < 0) return PATTERN_PROBLEMS.incompleteLiteral(dialect === 'java', pattern, pattern.slice(i));
      out.push({ lit: end === i + 1 ? "'" : pattern.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    if (/[A-Za-z]/.test(c)) {
      let n = 1;
      while (pattern[i + n] === c) n++;
      if (!letters.has(c)) return PATTERN_PROBLEMS.unknownLetter(dialect === 'java', c, c.repeat(n));
      if (dialect === 'java' && JAVA_MAX[c] !== undefined && n > JAVA_MAX[c]!) return PATTERN_PROBLEMS.tooManyLetters(c);
      out.push({ letter: c, count: n });
      i += n;
      continue;
    }
    if (dialect === 'java' && (c === '[' || c === ']')) {
      // Optional sections print when their fields are available; all of ours are.
      i++;
      continue;
    }
    if (dialect === 'java' && (c === '{' || c === '}' || c === '#')) return PATTERN_PROBLEMS.reservedCharacter(c);
    out.push({ lit: c });
    i++;
  }
  return out;
}

/** Calendar fields of a local date-time. */
interface Local {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millis: number;
  /** 1 = Monday … 7 = Sunday. */
  dow: number;
  doy: number;
  weekYear: number;
  week: number;
}

function localFields(localMs: number): Local {
  const d = new Date(localMs);
  const year = d.getUTCFullYear();
  const dow = ((d.getUTCDay() + 6) % 7) + 1;
  const startOfYear = Date.UTC(year, 0, 1);
  const dayStart = Date.UTC(year, d.getUTCMonth(), d.getUTCDate());
  const doy = Math.round((dayStart - startOfYear) / 86_400_000) + 1;
  // ISO week: the week holding this date's Thursday.
  const thursday = dayStart + (4 - dow) * 86_400_000;
  const weekYear = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), millis: d.getUTCMilliseconds(), dow, doy, weekYear, week };
}

function pad(n: number, width: number): string {
  const s = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${s}` : s;
}

function year(value: number, count: number): string {
  if (count === 2) return pad(((value % 100) + 100) % 100, 2);
  return pad(value, count);
}

function text(names: string[], index: number, count: number): string {
  const full = names[index]!;
  if (count >= 5) return full[0]!;
  return count === 4 ? full : full.slice(0, 3);
}

function offsetText(offsetMs: number, letter: string, count: number): string {
  const total = Math.round(offsetMs / 60_000);
  const sign = total < 0 ? '-' : '+';
  const h = pad(Math.floor(Math.abs(total) / 60), 2);
  const m = pad(Math.abs(total) % 60, 2);
  if (letter === 'X' && total === 0) return 'Z';
  if (letter === 'Z') return count === 4 ? (total === 0 ? 'GMT' : `GMT${sign}${h}:${m}`) : count === 5 || count === 2 ? `${sign}${h}:${m}` : `${sign}${h}${m}`;
  if (count === 1) return m === '00' ? `${sign}${h}` : `${sign}${h}${m}`;
  return count === 2 || count === 4 ? `${sign}${h}${m}` : `${sign}${h}:${m}`;
}

/** Formats local calendar fields (`localMs`: the local date-time as UTC millis) at an offset with a compiled pattern. */
export function formatLocal(pieces: Piece[], localMs: number, offsetMs: number, zoneId: string, dialect: PatternDialect): string {
  const f = localFields(localMs);
  let out = '';
  for (const p of pieces) {
    if ('lit' in p) {
      out += p.lit;
      continue;
    }
    const { letter, count } = p;
    switch (letter) {
      case 'y':
      case 'u':
        out += year(f.year, count);
        break;
      case 'Y':
        out += year(dialect === 'java' ? f.weekYear : f.year, count);
        break;
      case 'x':
        out += dialect === 'java' ? offsetText(offsetMs, 'x', count) : year(f.weekYear, count);
        break;
      case 'M':
      case 'L':
        out += count >= 3 ? text(MONTHS, f.month - 1, count) : pad(f.month, count);
        break;
      case 'd':
        out += pad(f.day, count);
        break;
      case 'D':
        out += pad(f.doy, count);
        break;
      case 'H':
        out += pad(f.hour, count);
        break;
      case 'k':
        out += pad(f.hour === 0 ? 24 : f.hour, count);
        break;
      case 'h':
        out += pad(f.hour % 12 === 0 ? 12 : f.hour % 12, count);
        break;
      case 'K':
        out += pad(f.hour % 12, count);
        break;
      case 'm':
        out += pad(f.minute, count);
        break;
      case 's':
        out += pad(f.second, count);
        break;
      case 'S':
        out += pad(f.millis, 3).padEnd(count, '0').slice(0, count);
        break;
      case 'a':
        out += f.hour < 12 ? 'AM' : 'PM';
        break;
      case 'E':
        out += text(DAYS, f.dow - 1, count);
        break;
      case 'e':
      case 'c':
        out += count <= 2 ? pad(f.dow, count) : text(DAYS, f.dow - 1, count);
        break;
      case 'w':
        out += pad(f.week, count);
        break;
      case 'Q':
      case 'q':
        out += count <= 2 ? pad(Math.floor((f.month - 1) / 3) + 1, count) : `${count === 3 ? 'Q' : ''}${count === 4 ? ['1st', '2nd', '3rd', '4th'][Math.floor((f.month - 1) / 3)] + ' quarter' : Math.floor((f.month - 1) / 3) + 1}`;
        break;
      case 'G':
        out += count === 4 ? (f.year > 0 ? 'Anno Domini' : 'Before Christ') : f.year > 0 ? 'AD' : 'BC';
        break;
      case 'C':
        out += pad(Math.floor(f.year / 100), count);
        break;
      case 'X':
      case 'Z':
        out += offsetText(offsetMs, letter, count);
        break;
      case 'V':
      case 'z':
      case 'v':
      case 'O':
        out += zoneId;
        break;
      case 'A':
        out += pad(((f.hour * 60 + f.minute) * 60 + f.second) * 1000 + f.millis, count);
        break;
      case 'n':
        out += pad(f.millis * 1_000_000, count);
        break;
      case 'N':
        out += pad((((f.hour * 60 + f.minute) * 60 + f.second) * 1000 + f.millis) * 1_000_000, count);
        break;
    }
  }
  return out;
}
