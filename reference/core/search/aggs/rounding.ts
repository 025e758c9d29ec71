/**
 * Date rounding as ES's Rounding does it: calendar units (minute … year) rounded in local time of the
 * zone and mapped back to an instant (gaps resolve forward), fixed intervals rounded on the local
 * timeline (TimeIntervalRounding), and an offset shifting both.
 */
import { instantOfLocal, offsetAt, type Zone } from '../../dateMath/zone.ts';

export type CalendarUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year' | 'second';

/** A rounding: round down an instant, and the next rounded instant after a rounded one. */
export interface Rounding {
  round(utc: number): number;
  next(rounded: number): number;
}

/** Calendar interval names (DateHistogramAggregationBuilder.DATE_FIELD_UNITS). */
export const CALENDAR_UNITS: Record<string, CalendarUnit> = {
  year: 'year', '1y': 'year',
  quarter: 'quarter', '1q': 'quarter',
  month: 'month', '1M': 'month',
  week: 'week', '1w': 'week',
  day: 'day', '1d': 'day',
  hour: 'hour', '1h': 'hour',
  minute: 'minute', '1m': 'minute',
  second: 'second', '1s': 'second',
};

const DAY = 86_400_000;

function floorLocal(unit: CalendarUnit, local: number): number {
  const d = new Date(local);
  switch (unit) {
    case 'second': return Math.floor(local / 1000) * 1000;
    case 'minute': return Math.floor(local / 60_000) * 60_000;
    case 'hour': return Math.floor(local / 3_600_000) * 3_600_000;
    case 'day': return Math.floor(local / DAY) * DAY;
    case 'week': {
      const day = Math.floor(local / DAY) * DAY;
      const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
      return day - dow * DAY;
    }
    case 'month': return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'quarter': return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
    case 'year': return Date.UTC(d.getUTCFullYear(), 0, 1);
  }
}

function addLocal(unit: CalendarUnit, local: number): number {
  const d = new Date(local);
  switch (unit) {
    case 'second': return local + 1000;
    case 'minute': return local + 60_000;
    case 'hour': return local + 3_600_000;
    case 'day': return local + DAY;
    case 'week': return local + 7 * DAY;
    case 'month': return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'quarter': return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 1);
    case 'year': return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  }
}

/** A calendar rounding in a zone. Units below a day in a region zone round on the UTC timeline by the unit's length. */
export function calendarRounding(unit: CalendarUnit, zone: Zone): Rounding {
  const small = unit === 'second' || unit === 'minute' || unit === 'hour';
  if (small && zone.kind === 'region') {
    // Hours and minutes are fixed lengths of time; rounding them in local time then mapping back agrees
    // except across transitions, where ES keeps every real hour (so does rounding the instant).
    const len = unit === 'hour' ? 3_600_000 : unit === 'minute' ? 60_000 : 1000;
    return {
      round: (utc) => {
        const off = offsetAt(zone, utc);
        return Math.floor((utc + off) / len) * len - off;
      },
      next: (r) => r + len,
    };
  }
  return {
    round: (utc) => {
      const local = utc + offsetAt(zone, utc);
      return instantOfLocal(zone, floorLocal(unit, local));
    },
    next: (r) => {
      const local = r + offsetAt(zone, r);
      return instantOfLocal(zone, addLocal(unit, floorLocal(unit, local)));
    },
  };
}

/** A fixed-interval rounding in a zone (TimeIntervalRounding). */
export function fixedRounding(interval: number, zone: Zone): Rounding {
  const roundLocal = (local: number) => Math.floor(local / interval) * interval;
  if (zone.kind === 'fixed') {
    const off = zone.offsetMs;
    return { round: (utc) => roundLocal(utc + off) - off, next: (r) => r + interval };
  }
  const round = (utc: number): number => {
    const off = offsetAt(zone, utc);
    const rounded = roundLocal(utc + off);
    let candidate = rounded - off;
    const offThere = offsetAt(zone, candidate);
    if (offThere !== off) {
      const alt = rounded - offThere;
      candidate = alt <= utc ? alt : candidate;
    }
    return candidate <= utc ? candidate : round(candidate - 1);
  };
  return { round, next: (r) => round(r + interval + interval / 2) };
}

/** Shifts a rounding by an offset in millis (Rounding.offset). */
export function withOffset(r: Rounding, offset: number): Rounding {
  if (offset === 0) return r;
  return { round: (utc) => r.round(utc - offset) + offset, next: (v) => r.next(v - offset) + offset };
}
