/**
 * The static methods and fields of LocalDate, LocalDateTime, LocalTime, OffsetDateTime, Period, DayOfWeek and
 * Month that java.time.txt allowlists (Painless has no `now()`: a script's clock is `ctx._now` or params), and
 * the ones of ZonedDateTime/Duration that take a local value.
 */
import { DAYS, JDateTime, JDayOfWeek, JDuration, JMonth } from './javaTime.ts';
import { javaThrow } from './javaError.ts';
import { isNumeric, toNumber } from './javaNumbers.ts';
import { JFormatter } from './javaZones.ts';
import { localOf, zonedOf } from './localMethods.ts';
import { parseLocal, parsePattern } from './localParse.ts';
import { JLocal, JPeriod, NANOS_PER_DAY, dateOf, offsetId, offsetSecondsOf, periodBetween, timeOf, until, yearDay, type LocalClass } from './localTemporal.ts';
import { MONTHS, checkRange } from './zonedLocal.ts';
import { adjusterStatic } from './temporalAdjusters.ts';
import { yearMonthStatic } from './yearMonth.ts';
import { className, type JValue } from './values.ts';

/** Each ISO formatter's class: parse(text, formatter) with it reads as that class's parse(text). */
const ISO_CLASS: Record<string, LocalClass> = {
  ISO_LOCAL_DATE: 'java.time.LocalDate', ISO_DATE: 'java.time.LocalDate', ISO_LOCAL_TIME: 'java.time.LocalTime',
  ISO_LOCAL_DATE_TIME: 'java.time.LocalDateTime', ISO_OFFSET_DATE_TIME: 'java.time.OffsetDateTime',
};

function int(v: JValue | undefined): number {
  if (v === null || v === undefined) return javaThrow('null_pointer_exception', null);
  if (!isNumeric(v)) return javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.lang.Number`);
  return toNumber(v);
}

function text(v: JValue | undefined): string {
  if (v === null || v === undefined) return javaThrow('null_pointer_exception', 'text');
  return typeof v === 'string' ? v : javaThrow('class_cast_exception', `Cannot cast ${className(v)} to java.lang.CharSequence`);
}

function local(v: JValue | undefined, cls: LocalClass): JLocal {
  if (v instanceof JLocal && v.jclass === cls) return v;
  if (v === null || v === undefined) return javaThrow('null_pointer_exception', null);
  return javaThrow('class_cast_exception', `Cannot cast ${className(v)} to ${cls}`);
}

function instant(v: JValue | undefined): JDateTime {
  if (v instanceof JDateTime) return v;
  return javaThrow('null_pointer_exception', 'instant');
}

/** A ZoneOffset of a number of seconds (ZoneOffset.ofTotalSeconds: at most 18 hours either way). */
function offsetOf(seconds: number): string {
  if (Math.abs(seconds) > 18 * 3600) javaThrow('date_time_exception', 'Zone offset not in valid range: -18:00 to +18:00');
  return offsetId(seconds);
}

function parse(cls: LocalClass, a: JValue[]): JLocal {
  if (a.length === 1) return parseLocal(text(a[0]), cls);
  const f = a[1];
  if (!(f instanceof JFormatter)) return javaThrow('null_pointer_exception', 'formatter');
  if (ISO_CLASS[f.pattern] === cls) return parseLocal(text(a[0]), cls);
  return parsePattern(text(a[0]), f.pattern, cls);
}

/** The start and end of Duration.between/ChronoUnit.between as local values of the start's class, or undefined. */
function localPair(a: JValue[]): [JLocal, JLocal] | undefined {
  if (!(a[0] instanceof JLocal)) return undefined;
  const b = a[1];
  if (!(b instanceof JLocal)) return javaThrow('date_time_exception', `Unable to obtain ${a[0].jclass.slice(10)} from TemporalAccessor: ${String(b)}`);
  return [a[0], b.jclass === a[0].jclass ? b : javaThrow('date_time_exception', `Unable to obtain ${a[0].jclass.slice(10)} from TemporalAccessor: ${b.toJavaString()} of type ${b.jclass}`)];
}

/** `Cls.name(a)` for the classes above, or undefined (the caller then says "unknown static method"). */
export function localStatic(cls: string, name: string, a: JValue[]): JValue | undefined {
  const key = `${name}/${a.length}`;
  if (cls === 'TemporalAdjusters') return adjusterStatic(name, a);
  if (cls === 'YearMonth' || cls === 'Year') return yearMonthStatic(cls, name, a);
  switch (`${cls}.${key}`) {
    case 'LocalDate.of/3':
      return new JLocal('java.time.LocalDate', dateOf(int(a[0]), a[1] instanceof JMonth ? a[1].value : int(a[1]), int(a[2])), 0);
    case 'LocalDate.ofEpochDay/1':
      return new JLocal('java.time.LocalDate', int(a[0]), 0);
    case 'LocalDate.ofYearDay/2':
      checkRange('Year', int(a[0]), -999_999_999, 999_999_999);
      return new JLocal('java.time.LocalDate', yearDay(int(a[0]), int(a[1])), 0);
    case 'LocalDate.parse/1':
    case 'LocalDate.parse/2':
      return parse('java.time.LocalDate', a);
    case 'LocalDateTime.of/2':
      return new JLocal('java.time.LocalDateTime', local(a[0], 'java.time.LocalDate').epochDay, local(a[1], 'java.time.LocalTime').nanoOfDay);
    case 'LocalDateTime.of/5':
    case 'LocalDateTime.of/6':
    case 'LocalDateTime.of/7':
      return new JLocal('java.time.LocalDateTime', dateOf(int(a[0]), int(a[1]), int(a[2])), timeOf(int(a[3]), int(a[4]), a.length > 5 ? int(a[5]) : 0, a.length > 6 ? int(a[6]) : 0));
    case 'LocalDateTime.ofInstant/2':
      return localOf(new JDateTime('java.time.ZonedDateTime', instant(a[0]).ms, String(a[1]), instant(a[0]).subMs));
    case 'LocalDateTime.ofEpochSecond/3': {
      const seconds = int(a[0]) + offsetSecondsOf(a[2]!);
      checkRange('NanoOfSecond', int(a[1]), 0, 999_999_999);
      const day = Math.floor(seconds / 86_400);
      return new JLocal('java.time.LocalDateTime', day, (seconds - day * 86_400) * 1e9 + int(a[1]));
    }
    case 'LocalDateTime.parse/1':
    case 'LocalDateTime.parse/2':
      return parse('java.time.LocalDateTime', a);
    case 'LocalTime.of/2':
    case 'LocalTime.of/3':
    case 'LocalTime.of/4':
      return new JLocal('java.time.LocalTime', 0, timeOf(int(a[0]), int(a[1]), a.length > 2 ? int(a[2]) : 0, a.length > 3 ? int(a[3]) : 0));
    case 'LocalTime.ofSecondOfDay/1':
      checkRange('SecondOfDay', int(a[0]), 0, 86_399);
      return new JLocal('java.time.LocalTime', 0, int(a[0]) * 1e9);
    case 'LocalTime.ofNanoOfDay/1':
      checkRange('NanoOfDay', int(a[0]), 0, NANOS_PER_DAY - 1);
      return new JLocal('java.time.LocalTime', 0, int(a[0]));
    case 'LocalTime.parse/1':
    case 'LocalTime.parse/2':
      return parse('java.time.LocalTime', a);
    case 'OffsetDateTime.of/2': {
      const l = local(a[0], 'java.time.LocalDateTime');
      return new JLocal('java.time.OffsetDateTime', l.epochDay, l.nanoOfDay, offsetSecondsOf(a[1]!));
    }
    case 'OffsetDateTime.of/3':
      return new JLocal('java.time.OffsetDateTime', local(a[0], 'java.time.LocalDate').epochDay, local(a[1], 'java.time.LocalTime').nanoOfDay, offsetSecondsOf(a[2]!));
    case 'OffsetDateTime.of/8':
      return new JLocal('java.time.OffsetDateTime', dateOf(int(a[0]), int(a[1]), int(a[2])), timeOf(int(a[3]), int(a[4]), int(a[5]), int(a[6])), offsetSecondsOf(a[7]!));
    case 'OffsetDateTime.ofInstant/2':
      return localOf(new JDateTime('java.time.ZonedDateTime', instant(a[0]).ms, String(a[1]), instant(a[0]).subMs), 'java.time.OffsetDateTime');
    case 'OffsetDateTime.parse/1':
    case 'OffsetDateTime.parse/2':
      return parse('java.time.OffsetDateTime', a);
    case 'ZonedDateTime.of/2':
      return zonedOf(local(a[0], 'java.time.LocalDateTime'), String(a[1]));
    case 'ZonedDateTime.of/3':
      return zonedOf(new JLocal('java.time.LocalDateTime', local(a[0], 'java.time.LocalDate').epochDay, local(a[1], 'java.time.LocalTime').nanoOfDay), String(a[2]));
    case 'ZonedDateTime.of/8':
      return zonedOf(new JLocal('java.time.LocalDateTime', dateOf(int(a[0]), int(a[1]), int(a[2])), timeOf(int(a[3]), int(a[4]), int(a[5]), int(a[6]))), String(a[7]));
    case 'ZoneOffset.of/1': {
      // ZoneOffset.of: `Z`, `+h`, `+hh`, `+hh:mm`, `+hhmm`, `+hh:mm:ss`, `+hhmmss`, held as its id (`+02:00`).
      const id = text(a[0]);
      const m = /^([+-])(\d{1,2})(?::?(\d\d)(?::?(\d\d))?)?$/.exec(id);
      if (id === 'Z') return 'Z';
      if (!m || (m[2]!.length === 1 && m[3] !== undefined)) return javaThrow('date_time_exception', `Invalid ID for ZoneOffset, invalid format: ${id}`);
      return offsetOf((m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0)));
    }
    case 'ZoneOffset.ofHours/1':
      return offsetOf(int(a[0]) * 3600);
    case 'ZoneOffset.ofHoursMinutes/2':
      return offsetOf(int(a[0]) * 3600 + int(a[1]) * 60);
    case 'ZoneOffset.ofTotalSeconds/1':
      return offsetOf(int(a[0]));
    case 'Period.of/3':
      return new JPeriod(int(a[0]), int(a[1]), int(a[2]));
    case 'Period.ofYears/1':
      return new JPeriod(int(a[0]), 0, 0);
    case 'Period.ofMonths/1':
      return new JPeriod(0, int(a[0]), 0);
    case 'Period.ofWeeks/1':
      return new JPeriod(0, 0, int(a[0]) * 7);
    case 'Period.ofDays/1':
      return new JPeriod(0, 0, int(a[0]));
    case 'Period.between/2':
      return periodBetween(local(a[0], 'java.time.LocalDate').epochDay, local(a[1], 'java.time.LocalDate').epochDay);
    case 'Period.parse/1': {
      const m = /^([-+]?)P(?:([-+]?\d+)Y)?(?:([-+]?\d+)M)?(?:([-+]?\d+)W)?(?:([-+]?\d+)D)?$/i.exec(text(a[0]));
      if (!m || m[0].length === m[1]!.length + 1) return javaThrow('date_time_parse_exception', 'Text cannot be parsed to a Period');
      const sign = m[1] === '-' ? -1 : 1;
      return new JPeriod(sign * Number(m[2] ?? 0) || 0, sign * Number(m[3] ?? 0) || 0, sign * (Number(m[4] ?? 0) * 7 + Number(m[5] ?? 0)) || 0);
    }
    case 'DayOfWeek.of/1':
      if (int(a[0]) < 1 || int(a[0]) > 7) javaThrow('date_time_exception', `Invalid value for DayOfWeek: ${int(a[0])}`);
      return new JDayOfWeek(int(a[0]));
    case 'DayOfWeek.valueOf/1':
      return DAYS.includes(text(a[0])) ? new JDayOfWeek(DAYS.indexOf(text(a[0])) + 1) : javaThrow('illegal_argument_exception', `No enum constant java.time.DayOfWeek.${text(a[0])}`);
    case 'Month.of/1':
      if (int(a[0]) < 1 || int(a[0]) > 12) javaThrow('date_time_exception', `Invalid value for MonthOfYear: ${int(a[0])}`);
      return new JMonth(int(a[0]));
    case 'Month.valueOf/1':
      return MONTHS.includes(text(a[0])) ? new JMonth(MONTHS.indexOf(text(a[0])) + 1) : javaThrow('illegal_argument_exception', `No enum constant java.time.Month.${text(a[0])}`);
    case 'Duration.between/2': {
      // Duration.between: start.until(end, NANOS) (a LocalDate has no time: SECONDS is refused next).
      const pair = localPair(a);
      if (!pair) return undefined;
      if (!pair[0].hasTime) return javaThrow('unsupported_temporal_type_exception', 'Unsupported unit: Seconds');
      return new JDuration(Math.trunc(until(pair[0], pair[1], 'NANOS') / 1e6));
    }
  }
  return undefined;
}

/** A static field of these classes (`LocalTime.MIDNIGHT`, `DayOfWeek.MONDAY`, `Period.ZERO`), or undefined. */
export function localStaticField(cls: string, name: string): JValue | undefined {
  if (cls === 'DayOfWeek' && DAYS.includes(name)) return new JDayOfWeek(DAYS.indexOf(name) + 1);
  if (cls === 'Month' && MONTHS.includes(name)) return new JMonth(MONTHS.indexOf(name) + 1);
  switch (`${cls}.${name}`) {
    case 'LocalTime.MIDNIGHT':
    case 'LocalTime.MIN':
      return new JLocal('java.time.LocalTime', 0, 0);
    case 'LocalTime.NOON':
      return new JLocal('java.time.LocalTime', 0, NANOS_PER_DAY / 2);
    case 'LocalTime.MAX':
      return new JLocal('java.time.LocalTime', 0, NANOS_PER_DAY - 1);
    case 'Period.ZERO':
      return new JPeriod(0, 0, 0);
  }
  return undefined;
}
