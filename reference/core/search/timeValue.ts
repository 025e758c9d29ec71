/** ES time values (`TimeValue.parseTimeValue`); how ES prints them in keep-alive errors is the error catalogue's. */
import { timeValueFractional, timeValueUnitMissing, timeValueUnparsable, type EsError } from '../errors/index.ts';
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
  const s = value.trim().toLowerCase();
  if (s === '0' || s === '-1') return Number(s);
  for (const [suffix, ms] of [...UNITS].sort((a, b) => b[0].length - a[0].length)) {
    if (!s.endsWith(suffix)) continue;
    const num = s.slice(0, -suffix.length).trim();
    if (!/^-?\d+(\.\d+)?$/.test(num)) return timeValueUnparsable(profile, value);
    const n = Number(num);
    if (!Number.isInteger(n)) return timeValueFractional(profile, value);
    return Math.floor(n * ms);
  }
  return timeValueUnitMissing(profile, setting, value);
}
