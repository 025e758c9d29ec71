/**
 * java.time.YearMonth and Year (java.time.txt): a billing month (`YearMonth.of(2026, 2).atEndOfMonth()`,
 * `YearMonth.from(date)`, `lengthOfMonth()`), a year (`Year.isLeap(2024)`, `Year.of(2026).atDay(60)`), their
 * arithmetic, order, equality and toString (`2026-02`, `2026`).
 */
import { JDateTime, JMonth } from './javaTime.ts';
import { localOf } from './localMethods.ts';
import { javaThrow } from './javaError.ts';
import { toNumber } from './javaNumbers.ts';
import { JLocal, dateOf, yearDay } from './localTemporal.ts';
import { checkRange, leap, monthLength } from './zonedLocal.ts';
import type { JObject, JValue } from './values.ts';

/** YearMonth (`month` 1–12) or Year (`month` 0). */
export class JYearMonth implements JObject {
  constructor(
    readonly jclass: 'java.time.YearMonth' | 'java.time.Year',
    readonly year: number,
    readonly month = 0,
  ) {
    checkRange('Year', year, -999_999_999, 999_999_999);
  }
  toJavaString(): string {
    const y = Math.abs(this.year) < 1000 && this.month ? (this.year < 0 ? '-' : '') + String(Math.abs(this.year)).padStart(4, '0') : String(this.year);
    return this.month ? `${y}-${String(this.month).padStart(2, '0')}` : y;
  }
  equalityKey(): string {
    return `${this.year}/${this.month}`;
  }
  compareTo(o: JValue): number {
    const b = o as JYearMonth;
    return Math.sign(this.year - b.year || this.month - b.month);
  }
  /** `months` added (YearMonth) or `years` (Year). */
  plus(months: number): JYearMonth {
    const total = this.year * 12 + (this.month || 1) - 1 + months;
    const y = Math.floor(total / 12);
    return new JYearMonth(this.jclass, y, this.month ? total - y * 12 + 1 : 0);
  }
  invoke(name: string, a: JValue[]): JValue {
    const n = (): number => toNumber(a[0]!);
    const ym = this.month !== 0;
    switch (`${name}/${a.length}`) {
      case 'getYear/0':
        if (ym) return this.year;
        break;
      case 'getValue/0':
        if (!ym) return this.year;
        break;
      case 'getMonthValue/0':
        if (ym) return this.month;
        break;
      case 'getMonth/0':
        if (ym) return new JMonth(this.month);
        break;
      case 'isLeapYear/0':
      case 'isLeap/0':
        return leap(this.year);
      case 'lengthOfMonth/0':
        if (ym) return monthLength(this.year, this.month - 1);
        break;
      case 'lengthOfYear/0':
      case 'length/0':
        return leap(this.year) ? 366 : 365;
      case 'isValidDay/1':
        if (ym) return n() >= 1 && n() <= monthLength(this.year, this.month - 1);
        break;
      case 'atDay/1':
        return new JLocal('java.time.LocalDate', ym ? dateOf(this.year, this.month, n()) : yearDay(this.year, n()), 0);
      case 'atEndOfMonth/0':
        if (ym) return new JLocal('java.time.LocalDate', dateOf(this.year, this.month, monthLength(this.year, this.month - 1)), 0);
        break;
      case 'atMonth/1':
        if (!ym) return checkMonth(n()) && new JYearMonth('java.time.YearMonth', this.year, n());
        break;
      case 'plusMonths/1':
      case 'minusMonths/1':
        if (ym) return this.plus((name.startsWith('plus') ? 1 : -1) * n());
        break;
      case 'plusYears/1':
      case 'minusYears/1':
        return this.plus((name.startsWith('plus') ? 1 : -1) * 12 * n());
      case 'withYear/1':
        if (ym) return new JYearMonth(this.jclass, n(), this.month);
        break;
      case 'withMonth/1':
        if (ym) return checkMonth(n()) && new JYearMonth(this.jclass, this.year, n());
        break;
      case 'isBefore/1':
        if (ym) return this.compareTo(a[0]!) < 0;
        break;
      case 'isAfter/1':
        return this.compareTo(a[0]!) > 0;
      case 'compareTo/1':
        return this.compareTo(a[0]!);
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${a.length}] not found`);
  }
}

function checkMonth(m: number): true {
  checkRange('MonthOfYear', m, 1, 12);
  return true;
}

/** `YearMonth.x(...)` / `Year.x(...)`, or undefined. */
export function yearMonthStatic(cls: string, name: string, a: JValue[]): JValue | undefined {
  const n = (i: number): number => toNumber(a[i]!);
  switch (`${cls}.${name}/${a.length}`) {
    case 'YearMonth.of/2':
      return checkMonth(a[1] instanceof JMonth ? a[1].value : n(1)) && new JYearMonth('java.time.YearMonth', n(0), a[1] instanceof JMonth ? a[1].value : n(1));
    case 'YearMonth.from/1':
    case 'Year.from/1': {
      // A ZonedDateTime (a date field's value) gives its local date.
      const v = a[0] instanceof JDateTime && a[0].jclass === 'java.time.ZonedDateTime' ? localOf(a[0]) : a[0];
      if (!(v instanceof JLocal) || !v.hasDate) return javaThrow('date_time_exception', `Unable to obtain ${cls} from TemporalAccessor: ${v === null ? 'null' : String((v as JLocal).toJavaString?.() ?? v)}`);
      const t = new Date(v.epochDay * 86_400_000);
      return new JYearMonth(`java.time.${cls}` as JYearMonth['jclass'], t.getUTCFullYear(), cls === 'YearMonth' ? t.getUTCMonth() + 1 : 0);
    }
    case 'YearMonth.parse/1': {
      const text = String(a[0]);
      const m = /^(\d{4})-(\d\d)$/.exec(text);
      if (!m) return javaThrow('date_time_parse_exception', `Text '${text}' could not be parsed at index ${/^\d{4}/.test(text) ? (text[4] === '-' ? 5 : 4) : 0}`);
      if (Number(m[2]) < 1 || Number(m[2]) > 12) javaThrow('date_time_parse_exception', `Text '${text}' could not be parsed: Invalid value for MonthOfYear (valid values 1 - 12): ${Number(m[2])}`);
      return new JYearMonth('java.time.YearMonth', Number(m[1]), Number(m[2]));
    }
    case 'Year.of/1':
      return new JYearMonth('java.time.Year', n(0));
    case 'Year.isLeap/1':
      return leap(n(0));
  }
  return undefined;
}
