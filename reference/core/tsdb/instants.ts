/**
 * Instants of time series indices at nanosecond precision, as bigint nanoseconds since the epoch: the
 * `index.time_series.*` settings (DateFormatter `strict_date_optional_time||epoch_millis`, a signed year
 * allowed: `-9999-01-01T00:00:00Z`) and Java's `Instant.toString()`, which the bound errors print.
 */
import { parseDate } from '../mapping/dates.ts';

const NS_PER_MS = 1_000_000n;

/** DateUtils.MAX_MILLIS_BEFORE_MINUS_9999: IndexSettings.TIME_SERIES_START_TIME's default. */
export const DEFAULT_START_MS = Date.UTC(-9999, 0, 1);
/** DateUtils.MAX_MILLIS_BEFORE_9999: IndexSettings.TIME_SERIES_END_TIME's default (9999-12-31T23:59:59.999Z). */
export const DEFAULT_END_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Parses a date as the time series settings and `@timestamp` read it; undefined when it is no date. */
export function parseInstant(text: string): bigint | undefined {
  const s = text.trim();
  if (/^-?\d+$/.test(s)) return BigInt(s) * NS_PER_MS;
  // A signed year (Java's ISO parser takes `-9999`, `+10000`): parse the year apart, the rest as year 2000.
  const signed = /^([+-])(\d{4,9})(-.*)?$/.exec(s);
  if (signed) {
    const rest = parseDate(`2000${signed[3] ?? ''}`, 'strict_date_optional_time');
    if (!rest.ok) return undefined;
    const year = Number(signed[2]) * (signed[1] === '-' ? -1 : 1);
    const d = new Date(rest.millis);
    const ms = Date.UTC(year, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
    return BigInt(ms) * NS_PER_MS + BigInt(rest.nanos ?? 0);
  }
  const r = parseDate(s, 'strict_date_optional_time');
  if (!r.ok) return undefined;
  return BigInt(r.millis) * NS_PER_MS + BigInt(r.nanos ?? 0);
}

/** Epoch millis of an instant, rounded down (Math.floorDiv). */
export function millisOf(nanos: bigint): number {
  const q = nanos / NS_PER_MS;
  return Number(nanos < 0n && q * NS_PER_MS !== nanos ? q - 1n : q);
}

/** Java's `Instant.toString()`: seconds always, a fraction in groups of three digits only when not zero. */
export function instantString(nanos: bigint): string {
  const ms = millisOf(nanos);
  const subMs = Number(nanos - BigInt(ms) * NS_PER_MS);
  const iso = new Date(ms).toISOString();
  // toISOString prints `-009999` / `+010000` for years outside 0..9999; Java prints `-9999` and `+10000`.
  const year = new Date(ms).getUTCFullYear();
  const y = year > 9999 ? `+${year}` : year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');
  const body = iso.replace(/^[+-]?\d+/, y).replace(/\.\d{3}Z$/, '');
  const frac = (ms - Math.floor(ms / 1000) * 1000) * 1_000_000 + subMs;
  if (frac === 0) return `${body}Z`;
  const nine = String(frac).padStart(9, '0');
  const digits = nine.endsWith('000000') ? nine.slice(0, 3) : nine.endsWith('000') ? nine.slice(0, 6) : nine;
  return `${body}.${digits}Z`;
}
