/**
 * Errors of scrolls: time values (`TimeValue.parseTimeValue`) and the keep-alive limit, open scroll
 * contexts, and scroll ids (`SearchService`, `TransportSearchHelper`).
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, validationFailed, type EsError } from './base.ts';
import { format1Decimals } from '../decimals.ts';
import { searchPhaseFailure, shardArgumentFailure } from './search.ts';

/** A time value whose number does not parse (`1xs`). */
export function timeValueUnparsable(profile: Profile, value: string): EsError {
  return esError(400, profile.timeValueErrors, `failed to parse [${value}]`);
}

/** A time value with a fraction (`1.5m`). */
export function timeValueFractional(profile: Profile, value: string): EsError {
  return esError(400, profile.timeValueErrors, `failed to parse [${value}], fractional time values are not supported`);
}

/** A time value without a unit ES knows. */
export function timeValueUnitMissing(profile: Profile, setting: string, value: string): EsError {
  return esError(400, profile.timeValueErrors, timeValueUnitMessage(setting, value));
}

/** `TimeValue.parseTimeValue`'s message for a value without a known unit. */
export function timeValueUnitMessage(setting: string, value: string): string {
  return `failed to parse setting [${setting}] with value [${value}] as a time value: unit is missing or unrecognized`;
}

/** `TimeValue.toString()` of ES ≥ 7: the largest unit, one truncated decimal, `.0` elided. */
export function formatTimeValue(ms: number): string {
  if (ms < 0) return String(ms);
  if (ms === 0) return '0s';
  const units: [number, string][] = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'm'], [1000, 's'], [1, 'ms']];
  for (const [size, suffix] of units) if (ms >= size) return format1Decimals(ms / size, suffix);
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

/** A scroll keep-alive above `search.max_keep_alive`, in the profile's wording. */
export function keepAliveTooLarge(profile: Profile, ms: number, max: number, index: string): EsError {
  const reason =
    profile.keepAliveLimitWording === 'scroll-period'
      ? `Keep alive for scroll (${formatPeriod(ms)}) is too large. It must be less than (${formatPeriod(max)}). This limit can be set by changing the [search.max_keep_alive] cluster level setting.`
      : `Keep alive for request (${formatTimeValue(ms)}) is too large. It must be less than (${formatTimeValue(max)}). This limit can be set by changing the [search.max_keep_alive] cluster level setting.`;
  return shardArgumentFailure(profile, reason, index);
}

/** `from + size` above `index.max_result_window`. */
export function resultWindowTooLarge(profile: Profile, window: number, asked: number, index: string): EsError {
  return shardArgumentFailure(profile, `Result window is too large, from + size must be less than or equal to: [${window}] but was [${asked}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`, index);
}

/** A scroll batch `size` above `index.max_result_window`. */
export function batchSizeTooLarge(profile: Profile, window: number, size: number, index: string): EsError {
  return shardArgumentFailure(profile, `Batch size is too large, size must be less than or equal to: [${window}] but was [${size}]. Scroll batch sizes cost as much memory as result windows so they are controlled by the [index.max_result_window] index level setting.`, index);
}

/** More open scroll contexts than `search.max_open_scroll_context`, as the profile's `tooManyScrollsError`. */
export function tooManyScrollContexts(profile: Profile, max: number, index: string): EsError {
  const reason = `Trying to create too many scroll contexts. Must be less than or equal to: [${max}]. This limit can be set by changing the [search.max_open_scroll_context] setting.`;
  const type = profile.tooManyScrollsError;
  return searchPhaseFailure(type === 'exception' ? 500 : 429, { type, reason }, { shard: 0, index });
}

/** A scroll id that does not decode. */
export function cannotParseScrollId(): EsError {
  return illegalArgument('Cannot parse scroll id');
}

/** 404: a scroll id whose context expired or was cleared. */
export function searchContextMissing(num: number): EsError {
  return searchPhaseFailure(404, { type: 'search_context_missing_exception', reason: `No search context found for id [${num}]` }, { shard: -1, index: null });
}

/** A scroll continuation without an id. */
export function scrollIdMissing(): EsError {
  return validationFailed(['scrollId is missing']);
}

/** A clear-scroll without ids. */
export function noScrollIds(): EsError {
  return validationFailed(['no scroll ids specified']);
}
