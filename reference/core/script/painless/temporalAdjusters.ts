/**
 * java.time.temporal.TemporalAdjusters (allowlisted in java.time.temporal.txt) and `with(adjuster)` /
 * `with(ChronoField, value)` on the date-based local values: `d.with(TemporalAdjusters.lastDayOfMonth())`,
 * `d.with(TemporalAdjusters.next(DayOfWeek.MONDAY))`, `dt.with(ChronoField.DAY_OF_WEEK, 1)`, and a LocalDate or
 * LocalTime as the adjuster of a LocalDateTime (it replaces that part, as their adjustInto does).
 */
import { JDayOfWeek } from './javaTime.ts';
import { javaThrow } from './javaError.ts';
import { toNumber } from './javaNumbers.ts';
import { JLocal, epochDayOf, ymd } from './localTemporal.ts';
import { JTemporalField } from './temporalFields.ts';
import { checkRange, monthLength } from './zonedLocal.ts';
import type { JObject, JValue } from './values.ts';

const NAMES = new Set([
  'firstDayOfMonth/0', 'lastDayOfMonth/0', 'firstDayOfNextMonth/0', 'firstDayOfYear/0', 'lastDayOfYear/0', 'firstDayOfNextYear/0',
  'next/1', 'nextOrSame/1', 'previous/1', 'previousOrSame/1', 'firstInMonth/1', 'lastInMonth/1', 'dayOfWeekInMonth/2',
]);

/** A TemporalAdjuster of TemporalAdjusters: its factory's name and arguments. */
export class JAdjuster implements JObject {
  readonly jclass = 'java.time.temporal.TemporalAdjusters$Adjuster';
  constructor(
    readonly name: string,
    readonly args: JValue[],
  ) {}
}

/** `TemporalAdjusters.name(args)`, or undefined for a name it has not. */
export function adjusterStatic(name: string, a: JValue[]): JAdjuster | undefined {
  if (!NAMES.has(`${name}/${a.length}`)) return undefined;
  if (a.length && !(a[a.length - 1] instanceof JDayOfWeek)) javaThrow('null_pointer_exception', 'dayOfWeek');
  return new JAdjuster(name, a);
}

/** The ISO day of week (1 Monday … 7 Sunday) of an epoch day. */
const dow = (epochDay: number): number => ((((epochDay + 3) % 7) + 7) % 7) + 1;

/** The epoch day an adjuster moves a date to. */
function adjustDay(epochDay: number, adj: JAdjuster): number {
  const [y, m] = ymd(epochDay);
  const target = adj.args.length ? (adj.args[adj.args.length - 1] as JDayOfWeek).value : 0;
  const ahead = (from: number): number => (target - dow(from) + 7) % 7;
  switch (adj.name) {
    case 'firstDayOfMonth':
      return epochDayOf(y, m, 1);
    case 'lastDayOfMonth':
      return epochDayOf(y, m, monthLength(y, m - 1));
    case 'firstDayOfNextMonth':
      return epochDayOf(y, m, monthLength(y, m - 1)) + 1;
    case 'firstDayOfYear':
      return epochDayOf(y, 1, 1);
    case 'lastDayOfYear':
      return epochDayOf(y, 12, 31);
    case 'firstDayOfNextYear':
      return epochDayOf(y + 1, 1, 1);
    case 'next':
      return epochDay + (ahead(epochDay) || 7);
    case 'nextOrSame':
      return epochDay + ahead(epochDay);
    case 'previous':
      return epochDay - ((dow(epochDay) - target + 7) % 7 || 7);
    case 'previousOrSame':
      return epochDay - ((dow(epochDay) - target + 7) % 7);
    case 'firstInMonth':
      return epochDayOf(y, m, 1) + ahead(epochDayOf(y, m, 1));
    case 'lastInMonth': {
      const last = epochDayOf(y, m, monthLength(y, m - 1));
      return last - ((dow(last) - target + 7) % 7);
    }
    default: {
      // dayOfWeekInMonth(ordinal, dow): the ordinal-th in the month from its start (0: the last of the previous
      // month, negative: counted back from the month's end).
      const ordinal = toNumber(adj.args[0]!);
      if (ordinal >= 0) {
        const first = epochDayOf(y, m, 1) + ahead(epochDayOf(y, m, 1));
        return first + (ordinal - 1) * 7;
      }
      const last = epochDayOf(y, m, monthLength(y, m - 1));
      return last - ((dow(last) - target + 7) % 7) + (ordinal + 1) * 7;
    }
  }
}

/** `l.with(adjuster)` for a local value, or undefined when the argument is no adjuster this knows. */
export function withAdjuster(l: JLocal, v: JValue): JLocal | undefined {
  if (v instanceof JAdjuster) {
    if (!l.hasDate) return javaThrow('unsupported_temporal_type_exception', 'Unsupported field: EpochDay');
    return l.at(adjustDay(l.epochDay, v), l.nanoOfDay);
  }
  if (v instanceof JLocal && v.jclass === 'java.time.LocalDate' && l.hasDate) return l.at(v.epochDay, l.nanoOfDay);
  if (v instanceof JLocal && v.jclass === 'java.time.LocalTime' && l.hasTime) return l.at(l.epochDay, v.nanoOfDay);
  return undefined;
}

/** The with* setter a ChronoField names, for `with(field, value)`. */
const SETTERS: Record<string, string> = {
  YEAR: 'withYear', MONTH_OF_YEAR: 'withMonth', DAY_OF_MONTH: 'withDayOfMonth', DAY_OF_YEAR: 'withDayOfYear',
  HOUR_OF_DAY: 'withHour', MINUTE_OF_HOUR: 'withMinute', SECOND_OF_MINUTE: 'withSecond', NANO_OF_SECOND: 'withNano',
};

/**
 * `l.with(field, value)`: the field's setter, DAY_OF_WEEK as a move within the week, EPOCH_DAY the date itself;
 * `set` is the class's own with* method. Undefined when the field is none of these.
 */
export function withChronoField(l: JLocal, f: JValue, value: number, set: (name: string, v: number) => JLocal | undefined): JLocal | undefined {
  if (!(f instanceof JTemporalField) || f.jclass !== 'java.time.temporal.ChronoField') return undefined;
  if (f.name === 'DAY_OF_WEEK' && l.hasDate) {
    checkRange('DayOfWeek', value, 1, 7);
    return l.at(l.epochDay + value - dow(l.epochDay), l.nanoOfDay);
  }
  if (f.name === 'EPOCH_DAY' && l.hasDate) return l.at(value, l.nanoOfDay);
  const setter = SETTERS[f.name];
  const out = setter ? set(setter, value) : undefined;
  if (out === undefined) javaThrow('unsupported_temporal_type_exception', `Unsupported field: ${f.name.toLowerCase().replace(/(^|_)(.)/g, (_, __, c: string) => c.toUpperCase())}`);
  return out;
}
