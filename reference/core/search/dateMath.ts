/**
 * ES date math for query bounds (`DateMathParser`): an anchor (`now`, or a date followed by `||`) and then
 * any number of `+N<unit>`, `-N<unit>` and `/<unit>` operations, units y M w d h H m s. Rounding down gives
 * the unit's start; rounding up (for `lte` and `gt`) the last millisecond of the unit. UTC throughout.
 */
import { roundUpMissingFields } from './roundUpDate.ts';
import { parseDate } from '../mapping/dates.ts';

export type DateMath = { ok: true; millis: number } | { ok: false };

function addUnit(t: number, n: number, unit: string): number | undefined {
  const d = new Date(t);
  switch (unit) {
    case 'y':
      d.setUTCFullYear(d.getUTCFullYear() + n);
      return d.getTime();
    case 'M':
      d.setUTCMonth(d.getUTCMonth() + n);
      return d.getTime();
    case 'w':
      return t + n * 7 * 86_400_000;
    case 'd':
      return t + n * 86_400_000;
    case 'h':
    case 'H':
      return t + n * 3_600_000;
    case 'm':
      return t + n * 60_000;
    case 's':
      return t + n * 1000;
    default:
      return undefined;
  }
}

function roundDown(t: number, unit: string): number | undefined {
  const d = new Date(t);
  switch (unit) {
    case 'y':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    case 'M':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'w': {
      // ISO weeks start on Monday.
      const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      return day - ((d.getUTCDay() + 6) % 7) * 86_400_000;
    }
    case 'd':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    case 'h':
    case 'H':
      return t - (((t % 3_600_000) + 3_600_000) % 3_600_000);
    case 'm':
      return t - (((t % 60_000) + 60_000) % 60_000);
    case 's':
      return t - (((t % 1000) + 1000) % 1000);
    default:
      return undefined;
  }
}

/** Evaluates a date-math expression; `roundUp` selects the end of a rounded unit. */
export function parseDateMath(text: string, format: string, now: number, roundUp: boolean): DateMath {
  let t: number;
  let rest: string;
  if (text.startsWith('now')) {
    t = now;
    rest = text.slice(3);
  } else {
    const sep = text.indexOf('||');
    const anchor = sep < 0 ? text : text.slice(0, sep);
    const r = parseDate(anchor, format);
    if (!r.ok) return { ok: false };
    // Without date math, a rounded-up bound fills the fields its text lacks (roundUpDate.ts); with `||` the
    // anchor is parsed plainly and only the math's `/unit` rounds (JavaDateMathParser.parse).
    t = roundUp && sep < 0 ? roundUpMissingFields(anchor, format, r.millis) : r.millis;
    rest = sep < 0 ? '' : text.slice(sep + 2);
  }
  let i = 0;
  while (i < rest.length) {
    const op = rest[i++];
    if (op === '/') {
      const unit = rest[i++];
      const down = unit === undefined ? undefined : roundDown(t, unit);
      if (down === undefined) return { ok: false };
      t = roundUp ? (addUnit(down, 1, unit) as number) - 1 : down;
      continue;
    }
    if (op !== '+' && op !== '-') return { ok: false };
    let digits = '';
    while (i < rest.length && rest[i] >= '0' && rest[i] <= '9') digits += rest[i++];
    const n = digits === '' ? 1 : Number(digits);
    const next = addUnit(t, op === '-' ? -n : n, rest[i++] ?? '');
    if (next === undefined) return { ok: false };
    t = next;
  }
  return { ok: true, millis: t };
}
