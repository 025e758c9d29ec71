/**
 * Date sorts as FieldSortBuilder builds them: a `date_nanos` field sorts on nanoseconds since the epoch, a
 * `date` field on millis, `numeric_type` (`date`, `date_nanos`) converts one to the other so indices of both
 * types sort together, and a sort `format` (7.13+) prints the sort values, and reads `search_after` back,
 * through that format's DocValueFormat instead of as longs.
 *
 * Nanosecond keys are longs, as Lucene keeps them: past 2^53 (every date after April 1970) a bigint, so
 * 2018-10-29T12:12:12.123456789Z sorts and prints as 1540815132123456789 (exactSource.ts's LongKey).
 */
import type { Json } from '../json.ts';
import { parseDate } from '../mapping/dates.ts';
import { dateFormat, decimalFormat } from './aggs/format.ts';
import type { FieldRef } from './fields.ts';
import { canonical, type LongKey } from './exactSource.ts';
import { formatKeepsNanos, formatNanos } from './nanosDocValues.ts';

/** The unit a date sort's keys are in. */
export type DateUnit = 'millis' | 'nanos';

/** The `numeric_type` option of a field sort (`long`, `double`, `date`, `date_nanos`), when given. */
export type NumericType = 'long' | 'double' | 'date' | 'date_nanos';

/** Which unit a date field's sort keys take: `numeric_type` decides, else the field's own type. */
export function dateUnit(ref: FieldRef, numericType: NumericType | undefined): DateUnit {
  if (numericType === 'date_nanos') return 'nanos';
  if (numericType === 'date') return 'millis';
  return ref.def?.type === 'date_nanos' ? 'nanos' : 'millis';
}

function nanosOf(millis: number, nanos: number): LongKey {
  const n = millis * 1_000_000 + nanos;
  return Number.isSafeInteger(n) ? n : canonical(BigInt(millis) * 1_000_000n + BigInt(nanos));
}

/** A date value (a source string or epoch millis) as a key in `unit`; NaN when it does not parse. */
export function dateKey(v: Json, format: string, unit: DateUnit): LongKey {
  if (typeof v === 'number') return unit === 'nanos' ? (Number.isInteger(v) ? nanosOf(v, 0) : v * 1_000_000) : v;
  if (typeof v !== 'string') return NaN;
  const r = parseDate(v, format);
  if (!r.ok) return NaN;
  return unit === 'nanos' ? nanosOf(r.millis, r.nanos ?? 0) : r.millis;
}

/**
 * How a sort value prints with the sort's `format` (DocValueFormat.format), or undefined for the plain long.
 * A nanosecond key prints at nanosecond resolution (DocValueFormat.DateTime with Resolution.NANOSECONDS turns
 * the long into its Instant whole): `strict_date_optional_time_nanos`, `epoch_millis` and `S` patterns show the
 * nanoseconds past the millisecond (nanosDocValues.ts).
 */
export function formattedSortValue(kind: string, unit: DateUnit, format: string | undefined): ((k: LongKey) => Json) | undefined {
  if (format === undefined) return undefined;
  if (kind === 'date') {
    const f = dateFormat(format);
    if (unit === 'nanos') {
      const keep = formatKeepsNanos(format);
      return (k) => {
        const b = BigInt(k);
        const ms = b / 1_000_000n - (b % 1_000_000n < 0n ? 1n : 0n);
        const ns = Number(b - ms * 1_000_000n);
        return keep ? formatNanos(format, Number(ms), ns) : f.format(Number(ms));
      };
    }
    return (k) => f.format(Number(k));
  }
  if (kind === 'number') {
    const f = decimalFormat(format);
    return (k) => f.format(Number(k));
  }
  return undefined;
}

/**
 * A `search_after` value of a date sort as a key in `unit`: a number as it is, a string through the sort's
 * `format` (or the field's), as DocValueFormat.DateTime.parseLong reads it with the date math parser.
 */
export function afterDateKey(v: string | number, ref: FieldRef, format: string | undefined, unit: DateUnit): LongKey | { failedFormat: string } {
  if (typeof v === 'number') return v;
  // Without a sort format the field's format reads it; a bare long is epoch millis (the field's default).
  if (format === undefined && /^-?\d+$/.test(v)) return canonical(BigInt(v));
  const f = format ?? ref.format;
  const k = dateKey(v, f, unit);
  return typeof k === 'number' && Number.isNaN(k) ? { failedFormat: f } : k;
}
