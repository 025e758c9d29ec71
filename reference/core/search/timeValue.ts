/**
 * ES time values (`TimeValue.parseTimeValue`) and the two ways ES prints them in keep-alive errors:
 * `TimeValue.toString` (ES ≥ 7: `1.5d`) and ES 6's Joda period format (`48 hours`).
 */
import { esError, type EsError } from '../errors.ts';
import type { Profile } from '../../profiles.ts';

const UNITS: [string, number][] = [
  ['nanos', 1e-6],
  ['micros', 1e-3],
  ['ms', 1],
  ['s', 1000],
  ['m', 60_000],
  ['h', 3_600_000],
  ['d', 86_400_000],
];

/**
 * Parses `1m`, `30s`, `500ms`, `1h`, `1d`, ... into milliseconds. Like ES, a bare number is an error
 * except `0` and `-1`; the exception a failure raises is the profile's `timeValueErrors`.
 */
export function parseTimeValue(value: string, setting: string, profile: Profile): number | EsError {
  const type = profile.timeValueErrors;
  const s = value.trim().toLowerCase();
  if (s === '0' || s === '-1') return Number(s);
  for (const [suffix, ms] of [...UNITS].sort((a, b) => b[0].length - a[0].length)) {
    if (!s.endsWith(suffix)) continue;
    const num = s.slice(0, -suffix.length).trim();
    if (!/^-?\d+(\.\d+)?$/.test(num)) return esError(400, type, `failed to parse [${value}]`);
    const n = Number(num);
    if (!Number.isInteger(n)) return esError(400, type, `failed to parse [${value}], fractional time values are not supported`);
    return Math.floor(n * ms);
  }
  return esError(400, type, `failed to parse setting [${setting}] with value [${value}] as a time value: unit is missing or unrecognized`);
}

/** `TimeValue.toString()` of ES ≥ 7: the largest unit, one truncated decimal, `.0` elided. */
export function formatTimeValue(ms: number): string {
  if (ms < 0) return String(ms);
  if (ms === 0) return '0s';
  const units: [number, string][] = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'm'], [1000, 's'], [1, 'ms']];
  for (const [size, suffix] of units) {
    if (ms < size) continue;
    const v = ms / size;
    const tenths = Math.floor(v * 10 + 1e-9) % 10;
    return `${Math.floor(v)}${tenths === 0 ? '' : `.${tenths}`}${suffix}`;
  }
  return `${ms}ms`;
}

/** ES 6's `TimeValue.format()`: a Joda period of hours, minutes, seconds and millis in English words. */
export function formatPeriod(ms: number): string {
  const parts: string[] = [];
  const add = (n: number, word: string) => {
    if (n > 0) parts.push(`${n} ${word}${n === 1 ? '' : 's'}`);
  };
  add(Math.floor(ms / 3_600_000), 'hour');
  add(Math.floor(ms / 60_000) % 60, 'minute');
  add(Math.floor(ms / 1000) % 60, 'second');
  add(ms % 1000, 'millisecond');
  if (parts.length === 0) return '0 milliseconds';
  if (parts.length === 1) return parts[0];
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
