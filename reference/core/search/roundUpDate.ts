/**
 * The round-up parse of a date bound (`lte` and `gt` of a range, without date math): JavaDateMathParser.parseDateTime
 * with roundUpIfNoTime uses the format's round-up parser, which defaults the fields the text left out to month 1,
 * day 1, hour 23, minute 59, second 59, nano 999,999,999 (JavaDateFormatter's DEFAULT_ROUND_UP). So `lte: "2020-01-01"`
 * reaches 2020-01-01T23:59:59.999, and `lte: 1500` with format `uuuu` 1500-01-01T23:59:59.999 (the official
 * search/500_date_range.yml), not the end of the year. Epoch formats parse exact millis (their round-up parser only
 * fills the nanos within the milli).
 */
import { parseDate } from '../mapping/dates.ts';

const ISO = new Set(['strict_date_optional_time', 'date_optional_time', 'iso8601', 'strict_date_optional_time_nanos', 'strict_date_time', 'date_time']);
const DATE_ONLY = new Set(['strict_date', 'date', 'year_month_day', 'strict_year_month_day', 'basic_date']);

/** Which time fields a text gave: hour, minute, second, fraction. */
interface TimeFields {
  hour: boolean;
  minute: boolean;
  second: boolean;
  fraction: boolean;
}

const NONE: TimeFields = { hour: false, minute: false, second: false, fraction: false };
const ALL: TimeFields = { hour: true, minute: true, second: true, fraction: true };

function isoFields(text: string): TimeFields {
  const m = /T(\d{1,2})(?::?(\d{2})(?::?(\d{2})([.,]\d+)?)?)?/.exec(text);
  if (!m) return NONE;
  return { hour: true, minute: m[2] !== undefined, second: m[3] !== undefined, fraction: m[4] !== undefined };
}

/** The time fields a java.time pattern names outside quoted literals (its optional sections counted as given). */
function patternFields(pattern: string): TimeFields {
  const letters = pattern.replace(/'[^']*'/g, '');
  return { hour: /[HhKk]/.test(letters), minute: /m/.test(letters), second: /s/.test(letters), fraction: /[SnN]/.test(letters) };
}

function fieldsOf(format: string, text: string): TimeFields {
  const f = format.length > 1 && format.startsWith('8') ? format.slice(1) : format;
  if (f.startsWith('epoch_')) return ALL;
  if (ISO.has(f)) return isoFields(text);
  if (DATE_ONLY.has(f)) return NONE;
  return patternFields(f);
}

/** Millis parsed from `text` rounded up as ES's round-up parser fills the fields it lacks (`millis` its plain parse). */
export function roundUpMissingFields(text: string, format: string, millis: number): number {
  // The first alternative that parses is the one ES used (JavaDateFormatter tries its parsers in order).
  const alt = format.split('||').map((s) => s.trim()).find((f) => parseDate(text, f).ok) ?? format;
  const given = fieldsOf(alt, text);
  let t = millis;
  if (!given.hour) t += 23 * 3_600_000;
  if (!given.minute) t += 59 * 60_000;
  if (!given.second) t += 59_000;
  if (!given.fraction) t += 999;
  return t;
}
