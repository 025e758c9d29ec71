/**
 * ZonedDateTime's methods that change its local date-time by calendar fields, not by a duration: plusMonths,
 * plusYears, plusWeeks, plusDays (and minus, and plus/minus with ChronoUnit DAYS, WEEKS, MONTHS, YEARS, DECADES,
 * CENTURIES, MILLENNIA: "adding days to the local date-time", so a day across a DST change keeps the wall clock)
 * and the with* setters. As java.time does: the LocalDateTime changes (a day past the new month's end is cut to its last
 * day, LocalDate.resolvePreviousValid; a with* value out of its field's range throws DateTimeException), then the
 * result is placed in the zone again keeping the old offset where it is still valid (ZonedDateTime.resolveLocal).
 */
import { javaThrow } from './javaError.ts';
import { toNumber } from './javaNumbers.ts';
import { localDate, offsetMinutes } from './javaZones.ts';
import type { JValue } from './values.ts';

export const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** What of a ZonedDateTime (javaTime.ts JDateTime) the arithmetic reads: its instant and its zone. */
interface Zoned {
  readonly ms: number;
  readonly zone: string;
}

/** ChronoUnit's day-based units, in days (date-based for a ZonedDateTime: its local date moves). */
export const UNIT_DAYS: Record<string, number> = { DAYS: 1, WEEKS: 7 };
/** ChronoUnit's month-based units, in months. */
export const UNIT_MONTHS: Record<string, number> = { MONTHS: 1, YEARS: 12, DECADES: 120, CENTURIES: 1200, MILLENNIA: 12_000 };

export const leap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const monthLength = (y: number, m0: number): number => (m0 === 1 && leap(y) ? 29 : LENGTHS[m0]!);

interface Local {
  y: number;
  m0: number;
  day: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
}

/** The local date-time `l` placed in the zone of `z` (its old offset kept where still valid). */
function place<Z>(z: Zoned, l: Local, make: (ms: number) => Z): Z {
  const t = new Date(0);
  t.setUTCFullYear(l.y, l.m0, l.day);
  t.setUTCHours(l.h, l.mi, l.s, l.ms);
  const local = t.getTime();
  const before = offsetMinutes(z.zone, z.ms);
  let ms = local - before * 60_000;
  const now = offsetMinutes(z.zone, ms);
  if (now !== before) ms = local - now * 60_000;
  return make(ms);
}

/** `months` added to a date (month 0–11), the day cut to the new month's length (LocalDate.plusMonths). */
export function monthsAdded(y: number, m0: number, day: number, months: number): { y: number; m0: number; day: number } {
  const total = y * 12 + m0 + months;
  const ny = Math.floor(total / 12);
  const nm0 = total - ny * 12;
  return { y: ny, m0: nm0, day: Math.min(day, monthLength(ny, nm0)) };
}

/** `months` added to the local date, the day cut to the new month's length. */
function addMonths(l: Local, months: number): Local {
  return { ...l, ...monthsAdded(l.y, l.m0, l.day, months) };
}

/** `days` added to the local date (ZonedDateTime.plusDays moves the wall clock's date, not 24-hour spans). */
function addDays(l: Local, days: number): Local {
  const t = new Date(0);
  t.setUTCFullYear(l.y, l.m0, l.day + days);
  return { ...l, y: t.getUTCFullYear(), m0: t.getUTCMonth(), day: t.getUTCDate() };
}

/** ChronoField.checkValidValue's message. */
export function checkRange(field: string, v: number, min: number, max: number, text = `${min} - ${max}`): void {
  if (!Number.isInteger(v) || v < min || v > max) javaThrow('date_time_exception', `Invalid value for ${field} (valid values ${text}): ${v}`);
}

/** LocalDate.of's checks (LocalDate.create): each field's range, then the day against its month's length. */
export function checkDate(y: number, m0: number, day: number): void {
  checkRange('Year', y, -999_999_999, 999_999_999);
  checkRange('MonthOfYear', m0 + 1, 1, 12);
  checkRange('DayOfMonth', day, 1, 31, '1 - 28/31');
  if (day > monthLength(y, m0)) {
    if (m0 === 1 && day === 29) javaThrow('date_time_exception', `Invalid date 'February 29' as '${y}' is not a leap year`);
    javaThrow('date_time_exception', `Invalid date '${MONTHS[m0]} ${day}'`);
  }
}

/**
 * The method `name` of ZonedDateTime `z` with arguments `a` when it is one of those above, else undefined.
 * `make` builds a ZonedDateTime of `z`'s zone at an epoch millisecond.
 */
export function zonedLocalMethod<Z>(z: Zoned, name: string, a: JValue[], make: (ms: number) => Z): Z | undefined {
  const d = localDate(z.zone, z.ms);
  const l: Local = { y: d.getUTCFullYear(), m0: d.getUTCMonth(), day: d.getUTCDate(), h: d.getUTCHours(), mi: d.getUTCMinutes(), s: d.getUTCSeconds(), ms: d.getUTCMilliseconds() };
  const n = (): number => toNumber(a[0]!);
  switch (`${name}/${a.length}`) {
    case 'plusMonths/1':
      return place(z, addMonths(l, n()), make);
    case 'minusMonths/1':
      return place(z, addMonths(l, -n()), make);
    case 'plusYears/1':
      return place(z, addMonths(l, 12 * n()), make);
    case 'minusYears/1':
      return place(z, addMonths(l, -12 * n()), make);
    case 'plusDays/1':
    case 'minusDays/1':
    case 'plusWeeks/1':
    case 'minusWeeks/1':
      return place(z, addDays(l, (name.startsWith('plus') ? 1 : -1) * (name.endsWith('Weeks') ? 7 : 1) * n()), make);
    case 'plus/2':
    case 'minus/2': {
      const unit = a[1] as { name?: string } | null;
      const sign = name === 'plus' ? 1 : -1;
      const days = unit && typeof unit.name === 'string' ? UNIT_DAYS[unit.name] : undefined;
      if (days !== undefined) return place(z, addDays(l, sign * days * n()), make);
      const per = unit && typeof unit.name === 'string' ? UNIT_MONTHS[unit.name] : undefined;
      if (per === undefined) return undefined;
      return place(z, addMonths(l, sign * per * n()), make);
    }
    case 'withYear/1':
      checkRange('Year', n(), -999_999_999, 999_999_999);
      return place(z, { ...l, y: n(), day: Math.min(l.day, monthLength(n(), l.m0)) }, make);
    case 'withMonth/1':
      checkRange('MonthOfYear', n(), 1, 12);
      return place(z, { ...l, m0: n() - 1, day: Math.min(l.day, monthLength(l.y, n() - 1)) }, make);
    case 'withDayOfMonth/1': {
      const day = n();
      checkDate(l.y, l.m0, day);
      return place(z, { ...l, day }, make);
    }
    case 'withHour/1':
      checkRange('HourOfDay', n(), 0, 23);
      return place(z, { ...l, h: n() }, make);
    case 'withMinute/1':
      checkRange('MinuteOfHour', n(), 0, 59);
      return place(z, { ...l, mi: n() }, make);
    case 'withSecond/1':
      checkRange('SecondOfMinute', n(), 0, 59);
      return place(z, { ...l, s: n() }, make);
  }
  return undefined;
}
