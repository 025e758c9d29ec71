/**
 * The settings of time series indices (IndexMode, IndexSettings.TIME_SERIES_*, IndexMetadata.INDEX_ROUTING_PATH):
 * which keys exist, what a new index's settings must hold together (IndexMode.validateWithOtherSettings), the
 * time bounds, and the checks of a settings update (TimestampBounds.updateEndTime).
 */
import type { Profile } from '../../profiles.ts';
import {
  tsdbBadDate,
  tsdbEmptyDate,
  tsdbEndTimeNotLarger,
  tsdbRoutingPathRequired,
  tsdbSettingIncompatible,
  tsdbSettingRequiresMode,
  type EsError,
} from '../errors/index.ts';
import { DEFAULT_END_MS, DEFAULT_START_MS, millisOf, parseInstant } from './instants.ts';

type Flat = Record<string, string | string[] | null | undefined>;

export const START_TIME = 'index.time_series.start_time';
export const END_TIME = 'index.time_series.end_time';
export const ROUTING_PATH = 'index.routing_path';

/** Keys only versions with time series indices know (the others, `index.mode`, `index.routing_path`, are listed for all). */
const TSDB_ONLY = new Set([START_TIME, END_TIME, 'index.look_ahead_time', 'index.look_back_time', 'index.time_series.poll_interval']);

/** Settings a time series index may not have (IndexMode.TIME_SERIES_UNSUPPORTED), in the order ES checks them. */
const UNSUPPORTED = ['index.sort.field', 'index.sort.order', 'index.sort.mode', 'index.sort.missing'];

/** Whether a key is a time series setting this profile knows (so the generic validation must let it through). */
export function isTsdbSettingKey(profile: Profile, key: string): boolean {
  return profile.timeSeriesMode !== 'none' && TSDB_ONLY.has(key);
}

/** Whether an index's settings put it in time series mode. */
export function isTimeSeries(settings: Flat): boolean {
  const m = settings['index.mode'];
  return typeof m === 'string' && m.toLowerCase() === 'time_series';
}

/** `index.routing_path`: a list, or a comma-separated string. */
export function routingPath(settings: Flat): string[] {
  const v = settings[ROUTING_PATH];
  if (v === undefined || v === null) return [];
  const list = Array.isArray(v) ? v : v.split(',');
  return list.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** A time bound setting parsed, its default when unset, or the parse error. */
function bound(settings: Flat, key: string, dflt: number): bigint | EsError {
  const v = settings[key];
  if (v === undefined || v === null) return BigInt(dflt) * 1_000_000n;
  const text = Array.isArray(v) ? v.join(',') : v;
  if (text.trim() === '') return tsdbEmptyDate();
  return parseInstant(text) ?? tsdbBadDate(text);
}

/** The index's `[start, end)` in nanoseconds (IndexMode.TIME_SERIES.getTimestampBound), defaults where unset. */
export function timeBounds(settings: Flat): { start: bigint; end: bigint } {
  const start = bound(settings, START_TIME, DEFAULT_START_MS);
  const end = bound(settings, END_TIME, DEFAULT_END_MS);
  return { start: typeof start === 'bigint' ? start : BigInt(DEFAULT_START_MS) * 1_000_000n, end: typeof end === 'bigint' ? end : BigInt(DEFAULT_END_MS) * 1_000_000n };
}

/**
 * The error a new index's settings (template's and request's together) give for its mode, or undefined:
 * the bounds parse first (Setting.get), then IndexMode.validateWithOtherSettings.
 */
export function validateIndexMode(profile: Profile, settings: Flat): EsError | undefined {
  if (profile.timeSeriesMode === 'none') return undefined;
  for (const [key, dflt] of [[START_TIME, DEFAULT_START_MS], [END_TIME, DEFAULT_END_MS]] as const) {
    const b = bound(settings, key, dflt);
    if (typeof b !== 'bigint') return b;
  }
  if (!isTimeSeries(settings)) {
    if (routingPath(settings).length > 0) return tsdbSettingRequiresMode(ROUTING_PATH);
    for (const key of [START_TIME, END_TIME]) if (settings[key] !== undefined && settings[key] !== null) return tsdbSettingRequiresMode(key);
    return undefined;
  }
  const partition = settings['index.routing_partition_size'];
  if (partition !== undefined && partition !== null && String(partition) !== '1') return tsdbSettingIncompatible('index.routing_partition_size');
  for (const key of UNSUPPORTED) if (settings[key] !== undefined && settings[key] !== null) return tsdbSettingIncompatible(key);
  if (routingPath(settings).length === 0) return tsdbRoutingPathRequired();
  return undefined;
}

/** The error of a settings update on an index (end_time may only grow), or undefined. */
export function validateTsdbUpdate(current: Flat, updates: Flat): EsError | undefined {
  const given = updates[END_TIME];
  if (given === undefined || given === null) return undefined;
  const text = Array.isArray(given) ? given.join(',') : given;
  if (text.trim() === '') return tsdbEmptyDate();
  const next = parseInstant(text);
  if (next === undefined) return tsdbBadDate(text);
  const now = millisOf(timeBounds(current).end);
  if (millisOf(next) <= now) return tsdbEndTimeNotLarger(now, millisOf(next));
  return undefined;
}
