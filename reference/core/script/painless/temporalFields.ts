/**
 * java.time.temporal.ChronoField and IsoFields, read with `ZonedDateTime.get(field)` / `getLong(field)`, and the
 * Joda-era methods Painless's Augmentation (ES 8.0+, once JodaCompatibleZonedDateTime was gone) keeps only to
 * throw an UnsupportedOperationException naming the replacement (`[getHourOfDay] is no longer available; use
 * [getHour()] instead`; lang-painless 50_script_doc_values.yml "unsupported date methods").
 */
import { javaThrow } from './javaError.ts';
import { JLong, type JObject, type JValue } from './values.ts';

export class JTemporalField implements JObject {
  constructor(
    readonly jclass: 'java.time.temporal.ChronoField' | 'java.time.temporal.IsoFields$Field',
    readonly name: string,
  ) {}
  toJavaString(): string {
    return this.name;
  }
}

const CHRONO = new Set([
  'NANO_OF_SECOND', 'MICRO_OF_SECOND', 'MILLI_OF_SECOND', 'SECOND_OF_MINUTE', 'SECOND_OF_DAY', 'MINUTE_OF_HOUR', 'MINUTE_OF_DAY',
  'HOUR_OF_DAY', 'MILLI_OF_DAY', 'DAY_OF_WEEK', 'DAY_OF_MONTH', 'DAY_OF_YEAR', 'MONTH_OF_YEAR', 'YEAR', 'YEAR_OF_ERA', 'ERA', 'EPOCH_DAY', 'INSTANT_SECONDS',
]);
const ISO = new Set(['WEEK_OF_WEEK_BASED_YEAR', 'WEEK_BASED_YEAR', 'QUARTER_OF_YEAR', 'DAY_OF_QUARTER']);

/** `ChronoField.X` / `IsoFields.X`, or undefined for another static field. */
export function temporalFieldConstant(cls: string, name: string): JTemporalField | undefined {
  if (cls === 'ChronoField' && CHRONO.has(name)) return new JTemporalField('java.time.temporal.ChronoField', name);
  if (cls === 'IsoFields' && ISO.has(name)) return new JTemporalField('java.time.temporal.IsoFields$Field', name);
  return undefined;
}

/** The ISO week-based year and week of a local date (ISO 8601: the week with the year's first Thursday is week 1). */
function isoWeek(d: Date): [year: number, week: number] {
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const dow = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(day + (3 - dow) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return [year, week];
}

/** The field's value for a local date-time (its UTC fields are the zone's local ones) at `nanosOfMilli` past the millisecond. */
export function temporalValue(d: Date, epochMs: number, field: JTemporalField, nanosOfMilli: number): number {
  const milliOfDay = ((d.getUTCHours() * 60 + d.getUTCMinutes()) * 60 + d.getUTCSeconds()) * 1000 + d.getUTCMilliseconds();
  const year = d.getUTCFullYear();
  switch (field.name) {
    case 'NANO_OF_SECOND': return d.getUTCMilliseconds() * 1_000_000 + nanosOfMilli;
    case 'MICRO_OF_SECOND': return d.getUTCMilliseconds() * 1000 + Math.floor(nanosOfMilli / 1000);
    case 'MILLI_OF_SECOND': return d.getUTCMilliseconds();
    case 'SECOND_OF_MINUTE': return d.getUTCSeconds();
    case 'SECOND_OF_DAY': return Math.floor(milliOfDay / 1000);
    case 'MINUTE_OF_HOUR': return d.getUTCMinutes();
    case 'MINUTE_OF_DAY': return Math.floor(milliOfDay / 60_000);
    case 'HOUR_OF_DAY': return d.getUTCHours();
    case 'MILLI_OF_DAY': return milliOfDay;
    case 'DAY_OF_WEEK': return ((d.getUTCDay() + 6) % 7) + 1;
    case 'DAY_OF_MONTH': return d.getUTCDate();
    case 'DAY_OF_YEAR': return Math.floor((Date.UTC(year, d.getUTCMonth(), d.getUTCDate()) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
    case 'MONTH_OF_YEAR': return d.getUTCMonth() + 1;
    case 'YEAR': return year;
    case 'YEAR_OF_ERA': return year >= 1 ? year : 1 - year;
    case 'ERA': return year >= 1 ? 1 : 0;
    case 'EPOCH_DAY': return Math.floor(Date.UTC(year, d.getUTCMonth(), d.getUTCDate()) / 86_400_000);
    case 'INSTANT_SECONDS': return Math.floor(epochMs / 1000);
    case 'WEEK_OF_WEEK_BASED_YEAR': return isoWeek(d)[1];
    case 'WEEK_BASED_YEAR': return isoWeek(d)[0];
    case 'QUARTER_OF_YEAR': return Math.floor(d.getUTCMonth() / 3) + 1;
    default: {
      const q = Math.floor(d.getUTCMonth() / 3);
      return Math.floor((Date.UTC(year, d.getUTCMonth(), d.getUTCDate()) - Date.UTC(year, q * 3, 1)) / 86_400_000) + 1;
    }
  }
}

/** ZonedDateTime.get(field) (an int; `get(INSTANT_SECONDS)` and `get(EPOCH_DAY)` are too wide: Java refuses) and getLong(field). */
export function getTemporal(d: Date, epochMs: number, field: JTemporalField, nanosOfMilli: number, long: boolean): JValue {
  const v = temporalValue(d, epochMs, field, nanosOfMilli);
  if (long) return new JLong(BigInt(v));
  if (field.name === 'INSTANT_SECONDS' || field.name === 'EPOCH_DAY') {
    return javaThrow('unsupported_temporal_type_exception', `Invalid field '${field.name === 'EPOCH_DAY' ? 'EpochDay' : 'InstantSeconds'}' for get() method, use getLong() instead`);
  }
  return v;
}

/** Augmentation's removed Joda methods of ZonedDateTime: the replacement each message names, and what it reads. */
const REMOVED: Record<string, [use: string, field: string, div?: number, mod?: number]> = {
  getCenturyOfEra: ['get(ChronoField.YEAR_OF_ERA) / 100', 'YEAR_OF_ERA', 100],
  getEra: ['get(ChronoField.ERA)', 'ERA'],
  getHourOfDay: ['getHour()', 'HOUR_OF_DAY'],
  getMillisOfDay: ['get(ChronoField.MILLI_OF_DAY)', 'MILLI_OF_DAY'],
  getMillisOfSecond: ['get(ChronoField.MILLI_OF_SECOND)', 'MILLI_OF_SECOND'],
  getMinuteOfDay: ['get(ChronoField.MINUTE_OF_DAY)', 'MINUTE_OF_DAY'],
  getMinuteOfHour: ['getMinute()', 'MINUTE_OF_HOUR'],
  getMonthOfYear: ['getMonthValue()', 'MONTH_OF_YEAR'],
  getSecondOfDay: ['get(ChronoField.SECOND_OF_DAY)', 'SECOND_OF_DAY'],
  getSecondOfMinute: ['getSecond()', 'SECOND_OF_MINUTE'],
  getWeekOfWeekyear: ['get(IsoFields.WEEK_OF_WEEK_BASED_YEAR)', 'WEEK_OF_WEEK_BASED_YEAR'],
  getWeekyear: ['get(IsoFields.WEEK_BASED_YEAR)', 'WEEK_BASED_YEAR'],
  getYearOfCentury: ['get(ChronoField.YEAR_OF_ERA) % 100', 'YEAR_OF_ERA', undefined, 100],
  getYearOfEra: ['get(ChronoField.YEAR_OF_ERA)', 'YEAR_OF_ERA'],
};

/**
 * A Joda-era getter of a ZonedDateTime (`getHourOfDay()`…): refused from ES 8.0 with Augmentation's
 * UnsupportedOperationException; before (ES 7's JodaCompatibleZonedDateTime, which OpenSearch keeps) its value.
 * Undefined when `name` is none of them.
 */
export function jodaMethod(d: Date, epochMs: number, name: string, argCount: number, refused: boolean): JValue | undefined {
  const m = argCount === 0 ? REMOVED[name] : undefined;
  if (m === undefined) return undefined;
  if (refused) return javaThrow('unsupported_operation_exception', `[${name}] is no longer available; use [${m[0]}] instead`);
  const v = temporalValue(d, epochMs, new JTemporalField(m[1] === 'WEEK_OF_WEEK_BASED_YEAR' || m[1] === 'WEEK_BASED_YEAR' ? 'java.time.temporal.IsoFields$Field' : 'java.time.temporal.ChronoField', m[1]), 0);
  return m[2] !== undefined ? Math.trunc(v / m[2]) : m[3] !== undefined ? v % m[3] : v;
}
