/**
 * Reading a date with a compiled pattern: the anchor date of date math in index names
 * (`<logs-{2022-12-31||/d{yyyy-MM-dd}}>`), which ES's DateMathParser parses with the placeholder's own
 * format. Numeric calendar fields and literals only; a field a name's anchor never needs (week years,
 * zones, text other than month names) does not parse, so the caller answers ES's parse failure.
 */
import type { PatternDialect, Piece } from './formatPattern.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMERIC = new Set(['y', 'u', 'M', 'L', 'd', 'H', 'k', 'm', 's', 'S']);

/** The local date-time a text names (as UTC millis of its fields), or the index where it stops parsing. */
export type Parsed = { localMs: number } | { failedAt: number };

/** How many digits a numeric field takes: [fewest, most]. java.time pads two-letter fields to exactly two. */
function widths(p: { letter: string; count: number }, dialect: PatternDialect): [number, number] {
  if (p.letter === 'S') return [p.count, p.count];
  if (p.letter === 'y' || p.letter === 'u') return p.count === 2 ? [2, 2] : [dialect === 'java' ? p.count : 1, 19];
  if (dialect === 'joda') return [1, 2];
  return p.count === 2 ? [2, 2] : [1, 19];
}

/** Parses `text` against `pieces`; missing fields default as ES's DateFormatters do (1970-01-01T00:00). */
export function parseLocal(pieces: readonly Piece[], text: string, dialect: PatternDialect): Parsed {
  const f = { y: 1970, M: 1, d: 1, H: 0, m: 0, s: 0, S: 0 };
  let pos = 0;
  for (let k = 0; k < pieces.length; k++) {
    const raw = pieces[k]!;
    // Joda's `Y` is the year of era (java.time's is the week-based year, which anchors never use).
    const p = 'letter' in raw && raw.letter === 'Y' && dialect === 'joda' ? { letter: 'y', count: raw.count } : raw;
    if ('lit' in p) {
      if (!text.startsWith(p.lit, pos)) return { failedAt: pos };
      pos += p.lit.length;
      continue;
    }
    if ((p.letter === 'M' || p.letter === 'L') && p.count >= 3) {
      const word = /^[A-Za-z]+/.exec(text.slice(pos))?.[0] ?? '';
      const month = MONTHS.findIndex((m) => (p.count === 3 ? word.toLowerCase() === m : word.toLowerCase().startsWith(m)));
      if (month < 0) return { failedAt: pos };
      f.M = month + 1;
      pos += word.length;
      continue;
    }
    if (!NUMERIC.has(p.letter)) return { failedAt: pos };
    const [least, most] = widths(p, dialect);
    // Adjacent fixed-width fields keep their digits (java.time's adjacent value parsing: `yyyyMMdd`).
    let reserved = 0;
    for (let j = k + 1; j < pieces.length; j++) {
      const q = pieces[j]!;
      if ('lit' in q || !(NUMERIC.has(q.letter) || (q.letter === 'Y' && dialect === 'joda'))) break;
      reserved += widths(q, dialect)[0];
    }
    let end = pos;
    while (end < text.length && end - pos < most && /\d/.test(text[end]!)) end++;
    end = Math.max(pos + least, end - reserved);
    const digits = text.slice(pos, end);
    if (digits.length < least || !/^\d+$/.test(digits)) return { failedAt: pos };
    const n = Number(digits);
    if (p.letter === 'y' || p.letter === 'u') f.y = p.count === 2 ? 2000 + n : n;
    else if (p.letter === 'L') f.M = n;
    else if (p.letter === 'k') f.H = n === 24 ? 0 : n;
    else if (p.letter === 'S') f.S = Math.round(n * 10 ** (3 - p.count));
    else f[p.letter as 'M' | 'd' | 'H' | 'm' | 's'] = n;
    pos = end;
  }
  if (pos !== text.length) return { failedAt: pos };
  const last = new Date(Date.UTC(f.y, f.M, 0)).getUTCDate();
  if (f.M < 1 || f.M > 12 || f.d < 1 || f.d > last || f.H > 23 || f.m > 59 || f.s > 59) return { failedAt: 0 };
  const d = new Date(0);
  d.setUTCFullYear(f.y, f.M - 1, f.d);
  d.setUTCHours(f.H, f.m, f.s, f.S);
  return { localMs: d.getTime() };
}
