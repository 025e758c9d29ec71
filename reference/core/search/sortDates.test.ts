/** sortDates.ts: date_nanos sort keys, numeric_type, a sort format and search_after through it (FieldSortBuilder, DocValueFormat). */
import { describe, expect, it } from 'vitest';
import { afterDateKey, dateKey, dateUnit, formattedSortValue } from './sortDates.ts';
import type { FieldRef } from './fields.ts';

const nanosRef: FieldRef = { name: 'timestamp', kind: 'date', def: { type: 'date_nanos' }, sourcePath: ['timestamp'], format: 'yyyy-MM-dd HH:mm:ss.SSSSSS' };
const millisRef: FieldRef = { name: 'timestamp', kind: 'date', def: { type: 'date' }, sourcePath: ['timestamp'], format: 'yyyy-MM-dd HH:mm:ss.SSS' };

describe('date sorts (FieldSortBuilder, DocValueFormat.DateTime)', () => {
  it('sorts a date_nanos field on nanoseconds, printed as ES prints the long', () => {
    // search/90_search_after.yml "date_nanos": 2019-10-21 08:30:04.828733 sorts as 1571646604828733000.
    const k = dateKey('2019-10-21 08:30:04.828733', nanosRef.format, dateUnit(nanosRef, undefined));
    // A long past 2^53: a bigint (exactSource.ts), printed with every digit.
    expect(k).toBe(1571646604828733000n);
  });

  it('numeric_type converts between millis and nanos', () => {
    expect(dateUnit(millisRef, 'date_nanos')).toBe('nanos');
    expect(dateUnit(nanosRef, 'date')).toBe('millis');
    expect(dateKey('2021-02-11 08:30:04.828', millisRef.format, 'nanos')).toBe(1613032204828000000n);
  });

  it('a sort format prints the value (search/90_search_after.yml "Format sort values")', () => {
    expect(formattedSortValue('date', 'millis', 'strict_date_optional_time_nanos')!(1613032204828)).toBe('2021-02-11T08:30:04.828Z');
    expect(formattedSortValue('date', 'nanos', 'yyyy-MM-dd | HH:mm:ss.SSS')!(1623385804828 * 1_000_000)).toBe('2021-06-11 | 04:30:04.828');
    expect(formattedSortValue('date', 'millis', undefined)).toBeUndefined();
    // A nanosecond key in a format that prints nanoseconds keeps them (DocValueFormat.DateTime, nanosecond
    // resolution), before the epoch too; a millisecond format prints its millisecond.
    expect(formattedSortValue('date', 'nanos', 'strict_date_optional_time_nanos')!(1577836800123456789n)).toBe('2020-01-01T00:00:00.123456789Z');
    expect(formattedSortValue('date', 'nanos', 'strict_date_optional_time_nanos')!(-1n)).toBe('1969-12-31T23:59:59.999999999Z');
    expect(formattedSortValue('date', 'nanos', 'strict_date_optional_time')!(1577836800123456789n)).toBe('2020-01-01T00:00:00.123Z');
  });

  it('search_after reads a string through the sort format, and names the format it failed', () => {
    expect(afterDateKey('2021-02-11T08:30:04.828Z', millisRef, 'strict_date_optional_time_nanos', 'millis')).toBe(1613032204828);
    expect(afterDateKey('2021-02-11T08:30:04.828Z', millisRef, 'epoch_millis', 'millis')).toEqual({ failedFormat: 'epoch_millis' });
    expect(afterDateKey('2021-02-11T08:30:04.828Z', millisRef, undefined, 'millis')).toEqual({ failedFormat: 'yyyy-MM-dd HH:mm:ss.SSS' });
    expect(afterDateKey('1571646604828', millisRef, undefined, 'millis')).toBe(1571646604828);
  });

  it('a nanosecond key prints its nanoseconds through a format that shows them (DocValueFormat.DateTime, Resolution.NANOSECONDS)', () => {
    // 8.x docs sort-search-results: a date_nanos sort with `format: strict_date_optional_time_nanos`.
    const k = dateKey('2015-01-01T12:10:30.123456789Z', 'strict_date_optional_time_nanos||epoch_millis', 'nanos');
    expect(k).toBe(1420114230123456789n);
    expect(formattedSortValue('date', 'nanos', 'strict_date_optional_time_nanos')!(k)).toBe('2015-01-01T12:10:30.123456789Z');
    expect(formattedSortValue('date', 'nanos', 'epoch_millis')!(k)).toBe('1420114230123.456789');
    expect(formattedSortValue('date', 'nanos', 'strict_date_optional_time')!(k)).toBe('2015-01-01T12:10:30.123Z');
    // before the epoch the millisecond floors (Instant's own arithmetic): -1 ns is 1969-12-31T23:59:59.999999999Z
    expect(formattedSortValue('date', 'nanos', 'strict_date_optional_time_nanos')!(-1)).toBe('1969-12-31T23:59:59.999999999Z');
  });
});
