/**
 * The instance methods of LocalDate, LocalDateTime, LocalTime, OffsetDateTime and Period (java.time.txt and the
 * ChronoLocalDate/ChronoLocalDateTime interfaces of java.time.chrono.txt), the conversions to them of a
 * ZonedDateTime or Instant (`doc['d'].value.toLocalDate()`), and ChronoUnit.between over them.
 */
import { JChronoUnit, JDateTime, JDayOfWeek, JDuration, JMonth } from './javaTime.ts';
import { javaThrow } from './javaError.ts';
import { toNumber } from './javaNumbers.ts';
import { JFormatter, formatterArg, localDate } from './javaZones.ts';
import {
  JLocal, JPeriod, NANOS_PER_DAY, dateOf, offsetId, offsetSecondsOf, periodBetween, plusMonths, plusPeriod, plusTime, plusUnit, timeOf, unsupportedUnit, until, yearDay, ymd,
} from './localTemporal.ts';
import { JTemporalField, getTemporal } from './temporalFields.ts';
import { withAdjuster, withChronoField } from './temporalAdjusters.ts';
import { checkRange, leap, monthLength } from './zonedLocal.ts';
import { JLong, type JValue } from './values.ts';

const TIME_FIELDS = new Set(['NANO_OF_SECOND', 'MICRO_OF_SECOND', 'MILLI_OF_SECOND', 'SECOND_OF_MINUTE', 'SECOND_OF_DAY', 'MINUTE_OF_HOUR', 'MINUTE_OF_DAY', 'HOUR_OF_DAY', 'MILLI_OF_DAY']);
const FIELD_NAMES: Record<string, string> = { HOUR_OF_DAY: 'HourOfDay', INSTANT_SECONDS: 'InstantSeconds', DAY_OF_MONTH: 'DayOfMonth', YEAR: 'Year' };

/** A LocalDateTime of a ZonedDateTime/Instant in its zone (an Instant's is UTC). */
export function localOf(z: JDateTime, cls: JLocal['jclass'] = 'java.time.LocalDateTime'): JLocal {
  const zone = z.jclass === 'java.time.Instant' ? 'Z' : z.zone;
  const local = localDate(zone, z.ms).getTime();
  const day = Math.floor(local / 86_400_000);
  const nod = (local - day * 86_400_000) * 1e6 + z.subMs;
  const off = cls === 'java.time.OffsetDateTime' ? Math.round((local - z.ms) / 1000) : 0;
  return new JLocal(cls, day, nod, off).at(day, nod);
}

/** The ZonedDateTime of a local date-time in a zone (ZonedDateTime.ofLocal: the earlier offset at an overlap). */
export function zonedOf(l: JLocal, zone: string): JDateTime {
  const local = l.localMs();
  let ms = local - offsetSecondsOf(zone, local) * 1000;
  const again = offsetSecondsOf(zone, ms);
  if (local - again * 1000 !== ms) ms = local - again * 1000;
  return new JDateTime('java.time.ZonedDateTime', ms, zone, l.nanoOfDay % 1e6);
}

function arg(a: JValue[], i: number): JLocal {
  const v = a[i];
  if (v instanceof JLocal) return v;
  if (v === null || v === undefined) return javaThrow('null_pointer_exception', null);
  return javaThrow('class_cast_exception', `Cannot cast ${(v as { jclass?: string }).jclass ?? typeof v} to a java.time local value`);
}

function unitArg(v: JValue | undefined): string {
  if (!(v instanceof JChronoUnit)) return javaThrow('null_pointer_exception', 'unit');
  return v.name;
}

/** The end of `a.until(b)` as `a`'s class: a LocalDate from a LocalDateTime (LocalDate.from), else the same class. */
function coerce(a: JLocal, b: JLocal): JLocal {
  if (b.jclass === a.jclass) return b;
  if (a.jclass === 'java.time.LocalDate' && b.hasDate) return new JLocal(a.jclass, b.epochDay, 0);
  if (a.jclass === 'java.time.LocalTime' && b.hasTime) return new JLocal(a.jclass, 0, b.nanoOfDay);
  if (a.jclass === 'java.time.LocalDateTime' && b.jclass === 'java.time.OffsetDateTime') return new JLocal(a.jclass, b.epochDay, b.nanoOfDay);
  return javaThrow('date_time_exception', `Unable to obtain ${a.jclass.slice(10)} from TemporalAccessor: ${b.toJavaString()} of type ${b.jclass}`);
}

/** Formatting a local value: the fields it has not are Java's UnsupportedTemporalTypeException. */
function format(l: JLocal, f: JValue): string {
  const fmt = formatterArg(f);
  const p = fmt.pattern;
  const offsetNeeded = /^ISO_(OFFSET|ZONED|INSTANT)|^ISO_DATE_TIME$/.test(p) || (!p.startsWith('ISO_') && /[XxZ]/.test(p.replace(/'[^']*'/g, '')));
  const timeNeeded = /^ISO_.*TIME$/.test(p) || (!p.startsWith('ISO_') && /[HhmsSa]/.test(p.replace(/'[^']*'/g, '')));
  const dateNeeded = /^ISO_(LOCAL_)?DATE/.test(p) || /^ISO_(OFFSET|ZONED)_DATE/.test(p) || (!p.startsWith('ISO_') && /[yuMLdDE]/.test(p.replace(/'[^']*'/g, '')));
  if (timeNeeded && !l.hasTime) javaThrow('unsupported_temporal_type_exception', 'Unsupported field: HourOfDay');
  if (dateNeeded && !l.hasDate) javaThrow('unsupported_temporal_type_exception', `Unsupported field: ${p.startsWith('ISO_') ? 'Year' : 'YearOfEra'}`);
  if (offsetNeeded && l.jclass !== 'java.time.OffsetDateTime') javaThrow('unsupported_temporal_type_exception', `Unsupported field: ${p === 'ISO_INSTANT' ? 'InstantSeconds' : 'OffsetSeconds'}`);
  return fmt.format(l.instantMs(), offsetId(l.offset));
}

/** A with* setter: the field checked against its range, the day cut to the new month's length. */
function withField(l: JLocal, name: string, v: number): JLocal | undefined {
  const [y, m, d] = ymd(l.epochDay);
  const h = Math.floor(l.nanoOfDay / 3.6e12);
  const mi = Math.floor(l.nanoOfDay / 6e10) % 60;
  const s = Math.floor(l.nanoOfDay / 1e9) % 60;
  const nano = l.nanoOfDay % 1e9;
  if (l.hasDate) {
    switch (name) {
      case 'withYear':
        checkRange('Year', v, -999_999_999, 999_999_999);
        return l.at(dateOf(v, m, Math.min(d, monthLength(v, m - 1))), l.nanoOfDay);
      case 'withMonth':
        checkRange('MonthOfYear', v, 1, 12);
        return l.at(dateOf(y, v, Math.min(d, monthLength(y, v - 1))), l.nanoOfDay);
      case 'withDayOfMonth':
        return l.at(dateOf(y, m, v), l.nanoOfDay);
      case 'withDayOfYear':
        return l.at(yearDay(y, v), l.nanoOfDay);
    }
  }
  if (l.hasTime) {
    switch (name) {
      case 'withHour':
        return l.at(l.epochDay, timeOf(v, mi, s, nano));
      case 'withMinute':
        return l.at(l.epochDay, timeOf(h, v, s, nano));
      case 'withSecond':
        return l.at(l.epochDay, timeOf(h, mi, v, nano));
      case 'withNano':
        return l.at(l.epochDay, timeOf(h, mi, s, v));
    }
  }
  return undefined;
}

const PLUS: Record<string, string> = {
  Years: 'YEARS', Months: 'MONTHS', Weeks: 'WEEKS', Days: 'DAYS', Hours: 'HOURS', Minutes: 'MINUTES', Seconds: 'SECONDS', Nanos: 'NANOS',
};

/** A method of a LocalDate/LocalDateTime/LocalTime/OffsetDateTime, or undefined when it has none of that name. */
function localMethod(l: JLocal, name: string, a: JValue[]): JValue | undefined {
  const n = (i: number): number => toNumber(a[i]!);
  const [y, m, d] = ymd(l.epochDay);
  const isOdt = l.jclass === 'java.time.OffsetDateTime';
  // plusDays/minusHours...: which exist is the class's own list (LocalDate has no plusHours, LocalTime no plusDays).
  const pm = /^(plus|minus)(Years|Months|Weeks|Days|Hours|Minutes|Seconds|Nanos)$/.exec(name);
  if (pm && a.length === 1) {
    const unit = PLUS[pm[2]!]!;
    const dateUnit = ['YEARS', 'MONTHS', 'WEEKS', 'DAYS'].includes(unit);
    if (dateUnit ? !l.hasDate : !l.hasTime) return undefined;
    return plusUnit(l, (pm[1] === 'plus' ? 1 : -1) * n(0), unit);
  }
  if (/^with(Year|Month|DayOfMonth|DayOfYear|Hour|Minute|Second|Nano)$/.test(name) && a.length === 1) return withField(l, name, n(0));
  switch (`${name}/${a.length}`) {
    case 'plus/2':
    case 'minus/2':
      return plusUnit(l, (name === 'plus' ? 1 : -1) * n(0), unitArg(a[1]));
    case 'plus/1':
    case 'minus/1': {
      const sign = name === 'plus' ? 1 : -1;
      const amount = a[0];
      if (amount instanceof JPeriod) return plusPeriod(l, amount, sign);
      if (amount instanceof JDuration) {
        // Duration.addTo: its seconds through plus(SECONDS), then its nanos through plus(NANOS).
        const seconds = Math.trunc(amount.ms / 1000);
        const nanos = (amount.ms % 1000) * 1e6;
        if (!l.hasTime && (seconds || nanos)) unsupportedUnit(seconds ? 'SECONDS' : 'NANOS');
        return plusTime(l, sign * seconds, sign * nanos);
      }
      return javaThrow('null_pointer_exception', 'amountToAdd');
    }
    case 'with/1':
      return withAdjuster(l, a[0]!);
    case 'with/2':
      return withChronoField(l, a[0]!, n(1), (setter, v) => withField(l, setter, v));
    case 'until/2':
      return new JLong(BigInt(until(l, coerce(l, arg(a, 0)), unitArg(a[1]))));
    case 'isBefore/1':
    case 'isAfter/1':
    case 'isEqual/1':
    case 'compareTo/1': {
      // OffsetDateTime's isBefore/isAfter/isEqual compare the instants only; compareTo then the local date-times.
      const c = name !== 'compareTo' && isOdt ? Math.sign(l.instantMs() - arg(a, 0).instantMs() || (l.nanoOfDay % 1e6) - (arg(a, 0).nanoOfDay % 1e6)) : l.compareTo(a[0]!);
      return name === 'compareTo' ? c : name === 'isBefore' ? c < 0 : name === 'isAfter' ? c > 0 : c === 0;
    }
    case 'format/1':
      return format(l, a[0]!);
    case 'truncatedTo/1': {
      if (!l.hasTime) return undefined;
      const unit = unitArg(a[0]);
      const per = { NANOS: 1, MICROS: 1000, MILLIS: 1e6, SECONDS: 1e9, MINUTES: 6e10, HOURS: 3.6e12, HALF_DAYS: 4.32e13, DAYS: NANOS_PER_DAY }[unit];
      if (per === undefined) return javaThrow('unsupported_temporal_type_exception', 'Unit is too large to be used for truncation');
      return l.at(l.epochDay, l.nanoOfDay - (l.nanoOfDay % per));
    }
    case 'get/1':
    case 'getLong/1': {
      const f = a[0];
      if (!(f instanceof JTemporalField)) return javaThrow('null_pointer_exception', 'field');
      const timeField = TIME_FIELDS.has(f.name);
      if ((timeField && !l.hasTime) || (!timeField && !l.hasDate) || (f.name === 'INSTANT_SECONDS' && !isOdt)) {
        return javaThrow('unsupported_temporal_type_exception', `Unsupported field: ${FIELD_NAMES[f.name] ?? f.name}`);
      }
      return getTemporal(new Date(l.localMs()), l.instantMs(), f, l.nanoOfDay % 1e6, name === 'getLong');
    }
  }
  if (l.hasDate) {
    switch (`${name}/${a.length}`) {
      case 'getYear/0':
        return y;
      case 'getMonthValue/0':
        return m;
      case 'getMonth/0':
        return new JMonth(m);
      case 'getDayOfMonth/0':
        return d;
      case 'getDayOfYear/0':
        return l.epochDay - dateOf(y, 1, 1) + 1;
      case 'getDayOfWeek/0':
        return new JDayOfWeek(((((l.epochDay + 3) % 7) + 7) % 7) + 1);
      case 'toLocalDate/0':
        return new JLocal('java.time.LocalDate', l.epochDay, 0);
    }
  }
  if (l.hasTime) {
    switch (`${name}/${a.length}`) {
      case 'getHour/0':
        return Math.floor(l.nanoOfDay / 3.6e12);
      case 'getMinute/0':
        return Math.floor(l.nanoOfDay / 6e10) % 60;
      case 'getSecond/0':
        return Math.floor(l.nanoOfDay / 1e9) % 60;
      case 'getNano/0':
        return l.nanoOfDay % 1e9;
      case 'toLocalTime/0':
        return new JLocal('java.time.LocalTime', 0, l.nanoOfDay);
    }
  }
  switch (`${l.jclass.slice(10)}.${name}/${a.length}`) {
    case 'LocalDate.lengthOfMonth/0':
      return monthLength(y, m - 1);
    case 'LocalDate.lengthOfYear/0':
      return leap(y) ? 366 : 365;
    case 'LocalDate.isLeapYear/0':
      return leap(y);
    case 'LocalDate.toEpochDay/0':
      return new JLong(BigInt(l.epochDay));
    case 'LocalDate.atStartOfDay/0':
      return new JLocal('java.time.LocalDateTime', l.epochDay, 0);
    case 'LocalDate.atStartOfDay/1':
      return zonedOf(new JLocal('java.time.LocalDateTime', l.epochDay, 0), String(a[0]));
    case 'LocalDate.atTime/1':
      return new JLocal('java.time.LocalDateTime', l.epochDay, arg(a, 0).nanoOfDay);
    case 'LocalDate.atTime/2':
    case 'LocalDate.atTime/3':
    case 'LocalDate.atTime/4':
      return new JLocal('java.time.LocalDateTime', l.epochDay, timeOf(n(0), n(1), a.length > 2 ? n(2) : 0, a.length > 3 ? n(3) : 0));
    case 'LocalDate.until/1':
      return periodBetween(l.epochDay, coerce(l, arg(a, 0)).epochDay);
    case 'LocalTime.atDate/1':
      return new JLocal('java.time.LocalDateTime', arg(a, 0).epochDay, l.nanoOfDay);
    case 'LocalTime.toSecondOfDay/0':
      return Math.floor(l.nanoOfDay / 1e9);
    case 'LocalTime.toNanoOfDay/0':
      return new JLong(BigInt(l.nanoOfDay));
    case 'LocalDateTime.atZone/1':
      return zonedOf(l, String(a[0]));
    case 'LocalDateTime.atOffset/1':
      return new JLocal('java.time.OffsetDateTime', l.epochDay, l.nanoOfDay, offsetSecondsOf(a[0]!));
    case 'LocalDateTime.toEpochSecond/1':
      return new JLong(BigInt(l.epochDay * 86_400 + Math.floor(l.nanoOfDay / 1e9) - offsetSecondsOf(a[0]!)));
    case 'LocalDateTime.toInstant/1':
      return new JDateTime('java.time.Instant', l.localMs() - offsetSecondsOf(a[0]!) * 1000, 'Z', l.nanoOfDay % 1e6);
    case 'OffsetDateTime.getOffset/0':
      return offsetId(l.offset);
    case 'OffsetDateTime.toLocalDateTime/0':
      return new JLocal('java.time.LocalDateTime', l.epochDay, l.nanoOfDay);
    case 'OffsetDateTime.toInstant/0':
      return new JDateTime('java.time.Instant', l.instantMs(), 'Z', l.nanoOfDay % 1e6);
    case 'OffsetDateTime.toEpochSecond/0':
      return new JLong(BigInt(l.epochDay * 86_400 + Math.floor(l.nanoOfDay / 1e9) - l.offset));
    case 'OffsetDateTime.toZonedDateTime/0':
      return new JDateTime('java.time.ZonedDateTime', l.instantMs(), offsetId(l.offset), l.nanoOfDay % 1e6);
    case 'OffsetDateTime.atZoneSameInstant/1':
      return new JDateTime('java.time.ZonedDateTime', l.instantMs(), String(a[0]), l.nanoOfDay % 1e6);
    case 'OffsetDateTime.withOffsetSameLocal/1':
      return new JLocal(l.jclass, l.epochDay, l.nanoOfDay, offsetSecondsOf(a[0]!));
    case 'OffsetDateTime.withOffsetSameInstant/1': {
      const off = offsetSecondsOf(a[0]!);
      return plusTime(new JLocal(l.jclass, l.epochDay, l.nanoOfDay, off), off - l.offset, 0);
    }
  }
  return undefined;
}

/** Period's methods. */
function periodMethod(p: JPeriod, name: string, a: JValue[]): JValue | undefined {
  const n = (): number => toNumber(a[0]!);
  const other = (): JPeriod => (a[0] instanceof JPeriod ? a[0] : javaThrow('date_time_exception', 'Unit must be Years, Months or Days, but was ' + String(a[0])));
  switch (`${name}/${a.length}`) {
    case 'getYears/0':
      return p.years;
    case 'getMonths/0':
      return p.months;
    case 'getDays/0':
      return p.days;
    case 'toTotalMonths/0':
      return new JLong(BigInt(p.years * 12 + p.months));
    case 'isZero/0':
      return !p.years && !p.months && !p.days;
    case 'isNegative/0':
      return p.years < 0 || p.months < 0 || p.days < 0;
    case 'negated/0':
      return new JPeriod(-p.years || 0, -p.months || 0, -p.days || 0);
    case 'multipliedBy/1':
      return new JPeriod(p.years * n() || 0, p.months * n() || 0, p.days * n() || 0);
    case 'normalized/0': {
      const total = p.years * 12 + p.months;
      return new JPeriod(Math.trunc(total / 12), total % 12 || 0, p.days);
    }
    case 'plusYears/1':
      return new JPeriod(p.years + n(), p.months, p.days);
    case 'plusMonths/1':
      return new JPeriod(p.years, p.months + n(), p.days);
    case 'plusDays/1':
      return new JPeriod(p.years, p.months, p.days + n());
    case 'minusYears/1':
      return new JPeriod(p.years - n(), p.months, p.days);
    case 'minusMonths/1':
      return new JPeriod(p.years, p.months - n(), p.days);
    case 'minusDays/1':
      return new JPeriod(p.years, p.months, p.days - n());
    case 'withYears/1':
      return new JPeriod(n(), p.months, p.days);
    case 'withMonths/1':
      return new JPeriod(p.years, n(), p.days);
    case 'withDays/1':
      return new JPeriod(p.years, p.months, n());
    case 'plus/1':
      return new JPeriod(p.years + other().years, p.months + other().months, p.days + other().days);
    case 'minus/1':
      return new JPeriod(p.years - other().years, p.months - other().months, p.days - other().days);
  }
  return undefined;
}

/**
 * An instance method this module answers: of a local value or Period, a ZonedDateTime/Instant's conversion to
 * one, ChronoUnit.between over local values (and over ZonedDateTimes for the month-based units). Undefined
 * otherwise, and for a method the class has not (the caller then says Painless's "dynamic method ... not found").
 */
export function localTimeMethod(obj: JValue, name: string, a: JValue[]): JValue | undefined {
  if (obj instanceof JLocal) return localMethod(obj, name, a);
  if (obj instanceof JFormatter && name === 'format' && a.length === 1 && a[0] instanceof JLocal) return format(a[0], obj);
  if (obj instanceof JPeriod) return periodMethod(obj, name, a);
  if (obj instanceof JChronoUnit && name === 'between' && a.length === 2) {
    if (a[0] instanceof JLocal) return new JLong(BigInt(until(a[0], coerce(a[0], arg(a, 1)), obj.name)));
    // ZonedDateTime.until for the date-based units: the end in the start's zone, then the local date-times.
    if (a[0] instanceof JDateTime && a[1] instanceof JDateTime && a[0].jclass === 'java.time.ZonedDateTime' && ['MONTHS', 'YEARS', 'DECADES', 'CENTURIES', 'MILLENNIA'].includes(obj.name)) {
      const end = new JDateTime('java.time.ZonedDateTime', a[1].ms, a[0].zone, a[1].subMs);
      return new JLong(BigInt(until(localOf(a[0]), localOf(end), obj.name)));
    }
    return undefined;
  }
  if (obj instanceof JDateTime && a.length === 0) {
    if (obj.jclass === 'java.time.ZonedDateTime') {
      if (name === 'toLocalDateTime') return localOf(obj);
      if (name === 'toLocalDate') return localOf(obj, 'java.time.LocalDate');
      if (name === 'toLocalTime') return localOf(obj, 'java.time.LocalTime');
      if (name === 'toOffsetDateTime') return localOf(obj, 'java.time.OffsetDateTime');
    }
  }
  if (obj instanceof JDateTime && obj.jclass === 'java.time.ZonedDateTime' && name === 'with' && (a.length === 1 || a.length === 2)) {
    // ZonedDateTime.with(adjuster) / with(field, value): the local date-time adjusted, then placed in the zone again.
    const l = localOf(obj);
    const moved = a.length === 1 ? withAdjuster(l, a[0]!) : withChronoField(l, a[0]!, toNumber(a[1]!), (setter, v) => withField(l, setter, v));
    return moved === undefined ? undefined : zonedOf(moved, obj.zone);
  }
  if (obj instanceof JDateTime && obj.jclass === 'java.time.Instant' && name === 'atOffset' && a.length === 1) {
    return localOf(new JDateTime('java.time.ZonedDateTime', obj.ms, String(a[0]), obj.subMs), 'java.time.OffsetDateTime');
  }
  if (obj instanceof JDateTime && obj.jclass === 'java.time.ZonedDateTime' && a[0] instanceof JPeriod && (name === 'plus' || name === 'minus') && a.length === 1) {
    // ZonedDateTime.plus(Period): the local date-time moves, then is placed in the zone again.
    return zonedOf(plusPeriod(localOf(obj), a[0], name === 'plus' ? 1 : -1), obj.zone);
  }
  return undefined;
}
