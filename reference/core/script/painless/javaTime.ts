/**
 * The java.time classes scripts use most: Instant, ZonedDateTime (UTC and fixed offsets), Duration and
 * ChronoUnit, enough for `ctx._now`, date arithmetic and formatting with ISO output.
 */
import { JTemporalField, getTemporal, jodaMethod } from './temporalFields.ts';
import { zonedLocalMethod } from './zonedLocal.ts';
import { javaThrow } from './javaError.ts';
import { toNumber } from './javaNumbers.ts';
import { JLong, type JObject, type JValue } from './values.ts';
import { JFormatter, formatterArg, localDate, offsetMinutes, offsetText, zonedText, zoneOf } from './javaZones.ts';

const UNIT_MS: Record<string, number> = { MILLIS: 1, SECONDS: 1000, MINUTES: 60_000, HOURS: 3_600_000, HALF_DAYS: 43_200_000, DAYS: 86_400_000, WEEKS: 604_800_000 };

/** java.time.temporal.ChronoUnit. */
export class JChronoUnit implements JObject {
  readonly jclass = 'java.time.temporal.ChronoUnit';
  constructor(readonly name: string) {}
  toJavaString(): string {
    return this.name.charAt(0) + this.name.slice(1).toLowerCase().replace(/_(.)/g, (_, c: string) => c.toUpperCase());
  }
}

/** java.time.Duration (milliseconds precision). */
export class JDuration implements JObject {
  readonly jclass = 'java.time.Duration';
  constructor(readonly ms: number) {}
  toJavaString(): string {
    if (this.ms === 0) return 'PT0S';
    let rest = Math.abs(this.ms);
    const sign = this.ms < 0 ? '-' : '';
    const h = Math.floor(rest / 3_600_000);
    rest -= h * 3_600_000;
    const m = Math.floor(rest / 60_000);
    rest -= m * 60_000;
    const s = rest / 1000;
    return 'PT' + (h ? sign + h + 'H' : '') + (m ? sign + m + 'M' : '') + (s ? sign + String(s) + 'S' : '');
  }
}

/** java.time.Instant or ZonedDateTime: an epoch millisecond and an offset in minutes (UTC unless set). */
export class JDateTime implements JObject {
  constructor(
    readonly jclass: 'java.time.Instant' | 'java.time.ZonedDateTime',
    readonly ms: number,
    readonly zone = 'Z',
    /** The nanoseconds past the millisecond (0–999999): a date_nanos value keeps them (DateNanosDocValuesField). */
    readonly subMs = 0,
  ) {
    // JS dates reach ±8.64e15 ms (±275,760 years), Java's much further: past that, Java's own overflow error.
    if (!(Math.abs(ms) <= 8.64e15)) javaThrow('date_time_exception', 'Instant exceeds minimum or maximum instant');
  }
  toJavaString(): string {
    const iso = new Date(this.ms).toISOString();
    const trimmed = iso.replace(/\.000Z$/, 'Z').replace(/(\.\d*?)0+Z$/, '$1Z');
    if (this.jclass === 'java.time.Instant') return trimmed;
    // ZonedDateTime.toString: the local time in its zone, its offset, a region zone in brackets.
    return this.zone === 'Z' ? trimmed.replace(/:00Z$/, 'Z') : zonedText(this.ms, this.zone);
  }
  compareTo(o: JValue): number {
    return this.ms - (o as JDateTime).ms || this.subMs - (o as JDateTime).subMs;
  }
  /**
   * XContentBuilder's writer: strict_date_optional_time_nanos, its fraction 3 to 9 digits (appendFraction(NANO_OF_SECOND,
   * 3, 9): `2017-01-01T12:11:12.000Z`, `2015-01-01T12:10:30.123456789Z`).
   */
  toXContent(): string {
    const off = this.jclass === 'java.time.Instant' ? 0 : offsetMinutes(this.zone, this.ms);
    const local = new Date(this.ms + off * 60_000).toISOString().slice(0, -1);
    const nanos = this.subMs > 0 ? String(this.subMs).padStart(6, '0').replace(/0+$/, '') : '';
    return local + nanos + offsetText(off);
  }
}

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** A constant of java.time.format.TextStyle (FULL, SHORT, NARROW and their _STANDALONE forms) or a java.util.Locale. */
export class JTextConstant implements JObject {
  constructor(
    readonly jclass: 'java.time.format.TextStyle' | 'java.util.Locale',
    readonly name: string,
  ) {}
  toJavaString(): string {
    return this.jclass === 'java.util.Locale' ? LOCALE_TAGS[this.name] ?? '' : this.name;
  }
}

/** The locales a script may name (Locale's constants); every one prints English names of days and months here. */
export const LOCALE_TAGS: Readonly<Record<string, string>> = { ROOT: '', ENGLISH: 'en', US: 'en_US', UK: 'en_GB', CANADA: 'en_CA' };

/**
 * DayOfWeek/Month.getDisplayName(TextStyle, Locale) in an English (or the root) locale, as the JDK's CLDR data
 * gives it: FULL the capitalized name, SHORT its first three letters, NARROW its first letter.
 */
function displayName(constantName: string, style: JValue, locale: JValue): string {
  if (!(style instanceof JTextConstant) || style.jclass !== 'java.time.format.TextStyle') return javaThrow('null_pointer_exception', 'style');
  if (!(locale instanceof JTextConstant) || locale.jclass !== 'java.util.Locale') return javaThrow('null_pointer_exception', 'locale');
  const full = constantName.charAt(0) + constantName.slice(1).toLowerCase();
  const kind = style.name.replace('_STANDALONE', '');
  return kind === 'FULL' ? full : kind === 'SHORT' ? full.slice(0, 3) : full.charAt(0);
}

/** java.time.DayOfWeek (`getDayOfWeekEnum()`): `getValue()` 1 (Monday) to 7 (Sunday), `name()`, `ordinal()`. */
export class JDayOfWeek implements JObject {
  readonly jclass = 'java.time.DayOfWeek';
  constructor(readonly value: number) {}
  toJavaString(): string {
    return DAYS[this.value - 1]!;
  }
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0 && name === 'getValue') return this.value;
    if (args.length === 0 && name === 'ordinal') return this.value - 1;
    if (args.length === 0 && name === 'name') return this.toJavaString();
    if (args.length === 2 && name === 'getDisplayName') return displayName(this.toJavaString(), args[0]!, args[1]!);
    if (args.length === 1 && name === 'plus') return new JDayOfWeek((((this.value - 1 + (toNumber(args[0]!) % 7)) % 7) + 7) % 7 + 1);
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  compareTo(o: JValue): number {
    return this.value - (o as JDayOfWeek).value;
  }
}

/** Parses an ISO-8601 date-time (`ZonedDateTime.parse` keeps its offset or `[zone]`, `Instant.parse` is UTC). */
export function parseIso(s: string, cls: JDateTime['jclass']): JDateTime {
  const region = /\[([^\]]+)\]$/.exec(s);
  const text = region ? s.slice(0, region.index) : s;
  const ms = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(ms)) javaThrow('date_time_parse_exception', `Text '${s}' could not be parsed at index 0`);
  if (cls === 'java.time.Instant') return new JDateTime(cls, ms);
  const off = /([+-]\d\d:\d\d)$/.exec(text);
  const zone = region ? zoneOf(region[1]!) : off && off[1] !== '+00:00' ? off[1]! : 'Z';
  return new JDateTime(cls, ms, zone);
}

/** java.time.Month (`getMonth()`): `getValue()` 1 to 12, `name()`. */
export class JMonth implements JObject {
  readonly jclass = 'java.time.Month';
  constructor(readonly value: number) {}
  toJavaString(): string {
    return ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'][this.value - 1]!;
  }
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0 && name === 'getValue') return this.value;
    if (args.length === 0 && name === 'ordinal') return this.value - 1;
    if (args.length === 0 && name === 'name') return this.toJavaString();
    if (args.length === 2 && name === 'getDisplayName') return displayName(this.toJavaString(), args[0]!, args[1]!);
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  compareTo(o: JValue): number {
    return this.value - (o as JMonth).value;
  }
}

function unitMs(u: JValue): number {
  if (!(u instanceof JChronoUnit) || UNIT_MS[u.name] === undefined) javaThrow('unsupported_temporal_type_exception', `Unsupported unit: ${u instanceof JChronoUnit ? u.toJavaString() : 'null'}`);
  return UNIT_MS[u.name]!;
}

/** An instance method of a java.time value, or undefined when the receiver is no java.time value. */
export function timeMethod(obj: JValue, name: string, a: JValue[], jodaRefused = true): JValue | undefined {
  if (obj instanceof JChronoUnit) {
    if (name === 'between' && a.length === 2) return new JLong(BigInt(Math.trunc(((a[1] as JDateTime).ms - (a[0] as JDateTime).ms) / unitMs(obj))));
    return undefined;
  }
  if (obj instanceof JDuration) {
    switch (name) {
      case 'toMillis':
        return new JLong(BigInt(obj.ms));
      case 'getSeconds':
      case 'toSeconds':
        return new JLong(BigInt(Math.floor(obj.ms / 1000)));
      case 'toMinutes':
        return new JLong(BigInt(Math.trunc(obj.ms / 60_000)));
      case 'toHours':
        return new JLong(BigInt(Math.trunc(obj.ms / 3_600_000)));
      case 'toDays':
        return new JLong(BigInt(Math.trunc(obj.ms / 86_400_000)));
      case 'isNegative':
        return obj.ms < 0;
      case 'isZero':
        return obj.ms === 0;
    }
    return undefined;
  }
  if (obj instanceof JFormatter) {
    if (name === 'format' && a.length === 1 && a[0] instanceof JDateTime) return obj.format(a[0].ms, a[0].jclass === 'java.time.Instant' ? undefined : a[0].zone);
    if (name === 'withZone' && a.length === 1) return obj;
    return undefined;
  }
  if (!(obj instanceof JDateTime)) return undefined;
  // The fields are the local ones of its zone (an Instant's are UTC's).
  const d = obj.jclass === 'java.time.Instant' ? new Date(obj.ms) : localDate(obj.zone, obj.ms);
  if (obj.jclass === 'java.time.ZonedDateTime') {
    const joda = jodaMethod(d, obj.ms, name, a.length, jodaRefused);
    if (joda !== undefined) return joda;
    const local = zonedLocalMethod(obj, name, a, (ms) => new JDateTime(obj.jclass, ms, obj.zone, obj.subMs));
    if (local !== undefined) return local;
  }
  if ((name === 'get' || name === 'getLong') && a.length === 1 && a[0] instanceof JTemporalField) return getTemporal(d, obj.ms, a[0], obj.subMs, name === 'getLong');
  const plus = (ms: number): JDateTime => new JDateTime(obj.jclass, obj.ms + ms, obj.zone);
  const n = (i: number): number => toNumber(a[i]!);
  switch (`${name}/${a.length}`) {
    case 'toEpochMilli/0':
      return new JLong(BigInt(obj.ms));
    case 'getEpochSecond/0':
      return new JLong(BigInt(Math.floor(obj.ms / 1000)));
    case 'toInstant/0':
      return new JDateTime('java.time.Instant', obj.ms);
    case 'getYear/0':
      return d.getUTCFullYear();
    case 'getMonthValue/0':
      return d.getUTCMonth() + 1;
    case 'getDayOfMonth/0':
      return d.getUTCDate();
    // JodaCompatibleZonedDateTime's getDayOfWeekEnum() (ES 6.4+, an augmentation of ZonedDateTime in 8.x), and
    // ZonedDateTime's getDayOfWeek(), both DayOfWeek (the int getDayOfWeek() was 6.x's, deprecated for 7.0).
    case 'getDayOfWeekEnum/0':
    case 'getDayOfWeek/0':
      return new JDayOfWeek(((d.getUTCDay() + 6) % 7) + 1);
    case 'getDayOfYear/0':
      return Math.floor((obj.ms - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
    case 'getHour/0':
      return d.getUTCHours();
    case 'getMinute/0':
      return d.getUTCMinutes();
    case 'getSecond/0':
      return d.getUTCSeconds();
    case 'getNano/0':
      return d.getUTCMilliseconds() * 1_000_000 + obj.subMs;
    case 'getMillis/0':
      return new JLong(BigInt(obj.ms));
    case 'plusMillis/1':
      return plus(n(0));
    case 'plusSeconds/1':
      return plus(n(0) * 1000);
    case 'plusMinutes/1':
      return plus(n(0) * 60_000);
    case 'plusHours/1':
      return plus(n(0) * 3_600_000);
    case 'plusDays/1':
      return plus(n(0) * 86_400_000);
    case 'plusWeeks/1':
      return plus(n(0) * 604_800_000);
    case 'minusMillis/1':
      return plus(-n(0));
    case 'minusSeconds/1':
      return plus(-n(0) * 1000);
    case 'minusMinutes/1':
      return plus(-n(0) * 60_000);
    case 'minusHours/1':
      return plus(-n(0) * 3_600_000);
    case 'minusDays/1':
      return plus(-n(0) * 86_400_000);
    case 'plus/2':
      return plus(n(0) * unitMs(a[1]!));
    case 'minus/2':
      return plus(-n(0) * unitMs(a[1]!));
    case 'plus/1':
      return plus((a[0] as JDuration).ms);
    case 'minus/1':
      return plus(-(a[0] as JDuration).ms);
    case 'isBefore/1':
      return obj.ms < (a[0] as JDateTime).ms;
    case 'isAfter/1':
      return obj.ms > (a[0] as JDateTime).ms;
    case 'compareTo/1':
      return Math.sign(obj.compareTo(a[0]!));
    case 'getZone/0':
      return obj.zone;
    case 'getMonth/0':
      return new JMonth(d.getUTCMonth() + 1);
    case 'withZoneSameInstant/1':
    case 'atZone/1':
      return new JDateTime('java.time.ZonedDateTime', obj.ms, zoneOf(String(a[0])));
    case 'format/1':
      return formatterArg(a[0]).format(obj.ms, obj.jclass === 'java.time.Instant' ? undefined : obj.zone);
    case 'truncatedTo/1': {
      // The local time cut down to the unit (DAYS: the local midnight), back to an instant in the same zone.
      const unit = unitMs(a[0]!);
      if (unit > 86_400_000) javaThrow('unsupported_temporal_type_exception', 'Unit is too large to be used for truncation');
      const local = d.getTime();
      const cut = local - (((local % unit) + unit) % unit);
      return new JDateTime(obj.jclass, obj.ms - (local - cut), obj.zone);
    }
  }
  return undefined;
}
