/**
 * java.time's local values as Painless allowlists them (java.time.txt): LocalDate, LocalDateTime, LocalTime and
 * OffsetDateTime, held as an epoch day, a nano of the day and (OffsetDateTime) an offset in seconds. One class
 * for the four: they share java.time's arithmetic (a month added to 31 January ends on the last day of February,
 * LocalDate.resolvePreviousValid; a time past midnight carries into the date, LocalDateTime.plusWithOverflow; a
 * LocalTime wraps around), its toString forms (`2026-01-31`, `10:15` with the seconds omitted when zero,
 * `2026-01-31T10:15:30`, `…+02:00`), its `until` and its value equality. What a class lacks (LocalDate.plusHours)
 * is no method of it, and a unit outside its range is UnsupportedTemporalTypeException("Unsupported unit: Hours").
 */
import { javaThrow } from './javaError.ts';
import { checkDate, checkRange, leap, monthLength, monthsAdded, UNIT_DAYS, UNIT_MONTHS } from './zonedLocal.ts';
import { offsetMinutes } from './javaZones.ts';
import type { JObject, JValue } from './values.ts';

export const NANOS_PER_DAY = 86_400_000_000_000;
export type LocalClass = 'java.time.LocalDate' | 'java.time.LocalDateTime' | 'java.time.LocalTime' | 'java.time.OffsetDateTime';

/** ChronoUnit's time-based units in nanoseconds; its date-based ones in days or months. */
const UNIT_NANOS: Record<string, number> = { NANOS: 1, MICROS: 1000, MILLIS: 1e6, SECONDS: 1e9, MINUTES: 6e10, HOURS: 3.6e12, HALF_DAYS: 4.32e13 };

const pad = (n: number, w = 2): string => String(Math.abs(n)).padStart(w, '0');

/** The proleptic year, month (1–12) and day of an epoch day. */
export function ymd(epochDay: number): [number, number, number] {
  const t = new Date(epochDay * 86_400_000);
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
}

/** The epoch day of a valid date (setUTCFullYear: Date.UTC would read years 0–99 as 1900–1999). */
export function epochDayOf(y: number, m: number, d: number): number {
  // JS dates end at ±275,760 years; Java's at ±999,999,999: past JS's, Java's own overflow message.
  if (Math.abs(y) > 275_000) javaThrow('date_time_exception', `Invalid value for EpochDay (valid values -365243219162 - 365241780471): ${y}`);
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return Math.round(t.getTime() / 86_400_000);
}

/** LocalDate.toString: a year of more than four digits gets a sign, one of less is zero-padded. */
function dateText(epochDay: number): string {
  const [y, m, d] = ymd(epochDay);
  const year = Math.abs(y) < 1000 ? (y < 0 ? '-' : '') + pad(y, 4) : y > 9999 ? '+' + y : String(y);
  return `${year}-${pad(m)}-${pad(d)}`;
}

/** LocalTime.toString: `HH:mm`, `:ss` when seconds or nanos are set, the fraction in groups of three digits. */
export function timeText(nanoOfDay: number, full = false): string {
  const h = Math.floor(nanoOfDay / 3.6e12);
  const mi = Math.floor(nanoOfDay / 6e10) % 60;
  const s = Math.floor(nanoOfDay / 1e9) % 60;
  const nano = nanoOfDay % 1e9;
  let out = pad(h) + ':' + pad(mi);
  if (s > 0 || nano > 0 || full) out += ':' + pad(s);
  if (nano > 0) out += '.' + (nano % 1e6 === 0 ? pad(nano / 1e6, 3) : nano % 1000 === 0 ? pad(nano / 1000, 6) : pad(nano, 9));
  return out;
}

/** ZoneOffset.getId: `Z`, `+02:00`, `+05:30:15` when seconds are set. */
export function offsetId(seconds: number): string {
  if (seconds === 0) return 'Z';
  const a = Math.abs(seconds);
  return (seconds < 0 ? '-' : '+') + pad(Math.floor(a / 3600)) + ':' + pad(Math.floor(a / 60) % 60) + (a % 60 ? ':' + pad(a % 60) : '');
}

/** A ZoneOffset (`ZoneOffset.UTC`, `ZoneOffset.of('+02:00')`) or a region's offset at an instant, in seconds. */
export function offsetSecondsOf(v: JValue, atMs = 0): number {
  if (typeof v !== 'string') return javaThrow('null_pointer_exception', 'offset');
  const m = /^([+-])(\d\d):?(\d\d)(?::?(\d\d))?$/.exec(v);
  if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0));
  return offsetMinutes(v, atMs) * 60;
}

export class JLocal implements JObject {
  constructor(
    readonly jclass: LocalClass,
    readonly epochDay: number,
    readonly nanoOfDay: number,
    /** OffsetDateTime's offset from UTC in seconds (0 for the others). */
    readonly offset = 0,
  ) {
    // JS dates reach ±1e8 days (±273,790 years), Java's much further: past that, Java's own range error.
    if (!(Math.abs(epochDay) <= 1e8)) javaThrow('date_time_exception', `Invalid value for EpochDay (valid values -365243219162 - 365241780471): ${epochDay}`);
  }
  get hasDate(): boolean {
    return this.jclass !== 'java.time.LocalTime';
  }
  get hasTime(): boolean {
    return this.jclass !== 'java.time.LocalDate';
  }
  /** The same class at another date and time (a LocalTime keeps no date). */
  at(epochDay: number, nanoOfDay: number): JLocal {
    return new JLocal(this.jclass, this.hasDate ? epochDay : 0, this.hasTime ? nanoOfDay : 0, this.offset);
  }
  /** The epoch millisecond of this local date-time read as UTC (the fields of a `Date`'s UTC getters). */
  localMs(): number {
    return this.epochDay * 86_400_000 + Math.floor(this.nanoOfDay / 1e6);
  }
  /** The instant (OffsetDateTime) in epoch milliseconds. */
  instantMs(): number {
    return this.localMs() - this.offset * 1000;
  }
  toJavaString(): string {
    if (!this.hasTime) return dateText(this.epochDay);
    if (!this.hasDate) return timeText(this.nanoOfDay);
    const text = dateText(this.epochDay) + 'T' + timeText(this.nanoOfDay);
    return this.jclass === 'java.time.OffsetDateTime' ? text + offsetId(this.offset) : text;
  }
  /**
   * XContentBuilder's writers (XContentElasticsearchExtension): a LocalDate as its toString, a LocalTime as
   * `HH:mm:ss.SSS`, a LocalDateTime/OffsetDateTime as strict_date_optional_time_nanos (the fraction 3 to 9 digits).
   */
  toXContent(): string {
    if (!this.hasTime) return dateText(this.epochDay);
    const nano = this.nanoOfDay % 1e9;
    let fraction = pad(nano, 9);
    while (fraction.length > 3 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
    const time = timeText(this.nanoOfDay - nano, true) + '.' + fraction;
    if (!this.hasDate) return time.slice(0, 12);
    const text = dateText(this.epochDay) + 'T' + time;
    return this.jclass === 'java.time.OffsetDateTime' ? text + offsetId(this.offset) : text;
  }
  /** equals(): the same class with the same fields (an OffsetDateTime's offset included). */
  equalityKey(): string {
    return `${this.epochDay}/${this.nanoOfDay}/${this.offset}`;
  }
  /** compareTo(): the time-line first for an OffsetDateTime (then its local date-time), else the fields. */
  compareTo(o: JValue): number {
    const b = sameClass(this, o, 'compareTo');
    if (this.jclass === 'java.time.OffsetDateTime') {
      const byInstant = this.epochDay * 86_400 - this.offset - (b.epochDay * 86_400 - b.offset) || this.nanoOfDay - b.nanoOfDay;
      if (byInstant) return Math.sign(byInstant);
    }
    return Math.sign(this.epochDay - b.epochDay || this.nanoOfDay - b.nanoOfDay);
  }
}

/** java.time.Period: years, months and days, each kept as given. */
export class JPeriod implements JObject {
  readonly jclass = 'java.time.Period';
  constructor(
    readonly years: number,
    readonly months: number,
    readonly days: number,
  ) {}
  toJavaString(): string {
    if (!this.years && !this.months && !this.days) return 'P0D';
    return 'P' + (this.years ? this.years + 'Y' : '') + (this.months ? this.months + 'M' : '') + (this.days ? this.days + 'D' : '');
  }
  equalityKey(): string {
    return `${this.years}/${this.months}/${this.days}`;
  }
}

/** The argument as a value of the receiver's class, or the ClassCastException Painless raises. */
function sameClass(a: JLocal, b: JValue, method: string): JLocal {
  if (b === null) return javaThrow('null_pointer_exception', `Cannot invoke "${a.jclass}.${method}" because "other" is null`);
  if (!(b instanceof JLocal) || b.jclass !== a.jclass) {
    return javaThrow('class_cast_exception', `class ${(b as JObject).jclass ?? typeof b} cannot be cast to class ${a.jclass}`);
  }
  return b;
}

/** UnsupportedTemporalTypeException for a unit the class has not (LocalDate.plus(1, HOURS)). */
export function unsupportedUnit(unitName: string): never {
  const text = unitName.charAt(0) + unitName.slice(1).toLowerCase().replace(/_(.)/g, (_, c: string) => c.toUpperCase());
  return javaThrow('unsupported_temporal_type_exception', `Unsupported unit: ${text}`);
}

/** `months` added to the date, the day cut to the new month's length (LocalDate.plusMonths). */
export function plusMonths(epochDay: number, months: number): number {
  const [y, m, d] = ymd(epochDay);
  const to = monthsAdded(y, m - 1, d, months);
  checkRange('Year', to.y, -999_999_999, 999_999_999);
  return epochDayOf(to.y, to.m0 + 1, to.day);
}

/** `seconds` and `nanos` added to the time, the days past midnight carried into the date (a LocalTime wraps). */
export function plusTime(l: JLocal, seconds: number, nanos: number): JLocal {
  const daySec = Math.floor(seconds / 86_400);
  const dayNano = Math.floor(nanos / NANOS_PER_DAY);
  let nod = l.nanoOfDay + (seconds - daySec * 86_400) * 1e9 + (nanos - dayNano * NANOS_PER_DAY);
  const carry = Math.floor(nod / NANOS_PER_DAY);
  nod -= carry * NANOS_PER_DAY;
  return l.at(l.epochDay + daySec + dayNano + carry, nod);
}

/** plus(amount, unit): a unit outside the class's range is refused. */
export function plusUnit(l: JLocal, amount: number, unit: string): JLocal {
  if (UNIT_NANOS[unit] !== undefined && l.hasTime) {
    const per = UNIT_NANOS[unit]!;
    return per >= 1e9 ? plusTime(l, amount * (per / 1e9), 0) : plusTime(l, Math.trunc((amount * per) / 1e9), (amount * per) % 1e9);
  }
  if (UNIT_DAYS[unit] !== undefined && l.hasDate) return l.at(l.epochDay + amount * UNIT_DAYS[unit]!, l.nanoOfDay);
  if (UNIT_MONTHS[unit] !== undefined && l.hasDate) return l.at(plusMonths(l.epochDay, amount * UNIT_MONTHS[unit]!), l.nanoOfDay);
  return unsupportedUnit(unit);
}

/** Period.addTo: the total months (or the years alone), then the days, each through plus(amount, unit). */
export function plusPeriod(l: JLocal, p: JPeriod, sign: number): JLocal {
  let out = l;
  if (p.months === 0) {
    if (p.years !== 0) out = plusUnit(out, sign * p.years, 'YEARS');
  } else out = plusUnit(out, sign * (p.years * 12 + p.months), 'MONTHS');
  return p.days !== 0 ? plusUnit(out, sign * p.days, 'DAYS') : out;
}

/** LocalDate.until(end, MONTHS): whole months, a month counted once its day is reached. */
function monthsUntil(a: number, b: number): number {
  const [ay, am, ad] = ymd(a);
  const [by, bm, bd] = ymd(b);
  return Math.trunc(((by * 12 + bm - 1) * 32 + bd - ((ay * 12 + am - 1) * 32 + ad)) / 32);
}

/** `a.until(b, unit)` (and `unit.between(a, b)`) for two values of one class, as java.time counts it. */
export function until(a: JLocal, b: JLocal, unit: string): number {
  // OffsetDateTime.until: the end moved to the start's offset first.
  if (a.jclass === 'java.time.OffsetDateTime' && b.offset !== a.offset) b = plusTime(new JLocal(b.jclass, b.epochDay, b.nanoOfDay, a.offset), a.offset - b.offset, 0);
  if (UNIT_NANOS[unit] !== undefined && a.hasTime) {
    let days = a.hasDate ? b.epochDay - a.epochDay : 0;
    let time = b.nanoOfDay - a.nanoOfDay;
    if (days > 0 && time < 0) {
      days--;
      time += NANOS_PER_DAY;
    } else if (days < 0 && time > 0) {
      days++;
      time -= NANOS_PER_DAY;
    }
    const per = UNIT_NANOS[unit]!;
    return days * (NANOS_PER_DAY / per) + Math.trunc(time / per);
  }
  if ((UNIT_DAYS[unit] !== undefined || UNIT_MONTHS[unit] !== undefined) && a.hasDate) {
    // LocalDateTime.until: the end date moved back a day when its time is not yet reached.
    let end = b.epochDay;
    if (end > a.epochDay && b.nanoOfDay < a.nanoOfDay) end--;
    else if (end < a.epochDay && b.nanoOfDay > a.nanoOfDay) end++;
    if (UNIT_DAYS[unit] !== undefined) return Math.trunc((end - a.epochDay) / UNIT_DAYS[unit]!);
    return Math.trunc(monthsUntil(a.epochDay, end) / UNIT_MONTHS[unit]!);
  }
  return unsupportedUnit(unit);
}

/** LocalDate.until(ChronoLocalDate) and Period.between: whole years and months, then the days left. */
export function periodBetween(a: number, b: number): JPeriod {
  const [ay, am, ad] = ymd(a);
  const [by, bm, bd] = ymd(b);
  let months = by * 12 + bm - (ay * 12 + am);
  let days = bd - ad;
  if (months > 0 && days < 0) {
    months--;
    days = b - plusMonths(a, months);
  } else if (months < 0 && days > 0) {
    months++;
    days -= monthLength(by, bm - 1);
  }
  return new JPeriod(Math.trunc(months / 12), months % 12, days);
}

/** A date of the year's day (LocalDate.ofYearDay / withDayOfYear). */
export function yearDay(y: number, dayOfYear: number): number {
  checkRange('DayOfYear', dayOfYear, 1, 366, '1 - 365/366');
  if (dayOfYear === 366 && !leap(y)) javaThrow('date_time_exception', `Invalid date 'DayOfYear 366' as '${y}' is not a leap year`);
  return epochDayOf(y, 1, 1) + dayOfYear - 1;
}

/** LocalDate.of / LocalTime.of with java.time's checks. */
export function dateOf(y: number, m: number, d: number): number {
  checkDate(y, m - 1, d);
  return epochDayOf(y, m, d);
}

export function timeOf(h: number, mi: number, s = 0, nano = 0): number {
  checkRange('HourOfDay', h, 0, 23);
  checkRange('MinuteOfHour', mi, 0, 59);
  checkRange('SecondOfMinute', s, 0, 59);
  checkRange('NanoOfSecond', nano, 0, 999_999_999);
  return ((h * 60 + mi) * 60 + s) * 1e9 + nano;
}
