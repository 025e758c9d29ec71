/**
 * A date_nanos doc value printed in a requested format with its nanoseconds (DocValueFormat.DateTime at
 * nanosecond resolution): `epoch_millis` appends the nanoseconds past the millisecond as a fraction (EpochTime:
 * appendFraction(NANOS_OF_MILLI, 0, 6, true): up to six digits, trailing zeros dropped, nothing when zero), so
 * 2018-10-29T12:12:12.123456789Z prints "1540815132123.456789"; a pattern's `S` letters print them as digits
 * past the millisecond ("SSSSSSSSS": "123456789").
 */
import type { Json } from '../json.ts';
import { parseDate } from '../mapping/dates.ts';
import { formatPattern } from './aggs/format.ts';
import { UTC } from '../dateMath/zone.ts';

const NAMED_WITHOUT_NANOS = new Set(['strict_date_optional_time', 'date_optional_time', 'epoch_second']);
const ISO_NANOS = 'strict_date_optional_time_nanos';

/** Whether a requested format prints a date_nanos value differently from its millisecond (so nanos must be kept). */
export function formatKeepsNanos(format: string): boolean {
  const first = format.split('||')[0]!.trim();
  return first === 'epoch_millis' || first === ISO_NANOS || (!NAMED_WITHOUT_NANOS.has(first) && /S{4,}/.test(first.replace(/'[^']*'/g, '')));
}

/**
 * An instant in strict_date_optional_time_nanos (DateFormatters' printer: appendFraction(NANO_OF_SECOND, 3, 9,
 * true), so three to nine digits, trailing zeros past the third dropped): `ms` epoch millis, `ns` nanos past it.
 */
export function isoNanos(ms: number, ns: number): string {
  const base = new Date(ms).toISOString(); // yyyy-MM-ddTHH:mm:ss.SSSZ
  const digits = (base.slice(20, 23) + String(ns).padStart(6, '0')).replace(/0+$/, '').padEnd(3, '0');
  return `${base.slice(0, 20)}${digits}Z`;
}

/** A date_nanos value (`ms` and the `ns` past it) in a format that keeps nanoseconds (formatKeepsNanos). */
export function formatNanos(format: string, ms: number, ns: number): string {
  const first = format.split('||')[0]!.trim();
  if (first === 'epoch_millis') return ns === 0 ? String(ms) : `${ms}.${String(ns).padStart(6, '0').replace(/0+$/, '')}`;
  if (first === ISO_NANOS) return isoNanos(ms, ns);
  return formatPattern(first, ms, UTC, ns);
}

/** The values of a date_nanos field in a format that keeps their nanoseconds, sorted. */
export function nanosFormatted(raw: readonly Json[], fieldFormat: string, format: string): string[] {
  const first = format.split('||')[0]!.trim();
  const parsed: { ms: number; ns: number }[] = [];
  for (const v of raw) {
    const r = typeof v === 'number' ? { ok: true as const, millis: v, nanos: 0 } : parseDate(String(v), fieldFormat);
    if (r.ok) parsed.push({ ms: r.millis, ns: r.nanos ?? 0 });
  }
  parsed.sort((a, b) => a.ms - b.ms || a.ns - b.ns);
  return parsed.map(({ ms, ns }) => formatNanos(first, ms, ns));
}

/**
 * The values of a date_nanos field in its default format, strict_date_optional_time_nanos: the fraction of
 * the second with three to nine digits (appendFraction(NANO_OF_SECOND, 3, 9, true)), sorted.
 */
export function nanosDefaultFormatted(raw: readonly Json[], fieldFormat: string): string[] {
  const parsed: { ms: number; ns: number }[] = [];
  for (const v of raw) {
    const r = typeof v === 'number' ? { ok: true as const, millis: v, nanos: 0 } : parseDate(String(v), fieldFormat);
    if (r.ok) parsed.push({ ms: r.millis, ns: r.nanos ?? 0 });
  }
  parsed.sort((a, b) => a.ms - b.ms || a.ns - b.ns);
  return parsed.map(({ ms, ns }) => {
    const iso = new Date(ms).toISOString();
    const fraction = (iso.slice(20, 23) + String(ns).padStart(6, '0')).replace(/0+$/, '').padEnd(3, '0');
    return `${iso.slice(0, 19)}.${fraction}Z`;
  });
}
