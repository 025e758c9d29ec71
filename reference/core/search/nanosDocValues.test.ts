/**
 * Tests of date_nanos doc values in a format that keeps nanoseconds. Expected strings: ES's official YAML test
 * search/240_date_nanos.yml ("doc value fields are working as expected across date and date_nanos fields":
 * epoch_millis "1540815132123.456789", uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSSX "2018-10-29T12:12:12.123456789Z") and
 * EpochTime's appendFraction(NANOS_OF_MILLI, 0, 6, true) for the trailing zeros.
 */
import { describe, expect, it } from 'vitest';
import { formatKeepsNanos, nanosFormatted } from './nanosDocValues.ts';

const F = 'strict_date_optional_time_nanos||epoch_millis';

describe('date_nanos doc values', () => {
  it('epoch_millis appends the nanoseconds past the millisecond, without trailing zeros', () => {
    expect(nanosFormatted(['2018-10-29T12:12:12.123456789Z'], F, 'epoch_millis')).toEqual(['1540815132123.456789']);
    expect(nanosFormatted(['2018-10-29T12:12:12.123450Z'], F, 'epoch_millis')).toEqual(['1540815132123.45']);
    expect(nanosFormatted(['2018-10-29T12:12:12.123Z'], F, 'epoch_millis')).toEqual(['1540815132123']);
  });
  it('nine S letters print every digit of the fraction', () => {
    expect(nanosFormatted(['2018-10-29T12:12:12.123456789Z'], F, "uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSSX")).toEqual(['2018-10-29T12:12:12.123456789Z']);
  });
  it('strict_date_optional_time_nanos prints three to nine fraction digits (DateFormatters: appendFraction(NANO_OF_SECOND, 3, 9, true))', () => {
    expect(formatKeepsNanos('strict_date_optional_time_nanos')).toBe(true);
    // 630_format_sort_missing_dates.yml's value: 2021-06-11 04:30:04.828456 prints "2021-06-11T04:30:04.828456Z".
    expect(nanosFormatted(['2021-06-11 04:30:04.828456'], 'yyyy-MM-dd HH:mm:ss.SSSSSS', 'strict_date_optional_time_nanos')).toEqual(['2021-06-11T04:30:04.828456Z']);
    expect(nanosFormatted(['2018-10-29T12:12:12.120Z', '2018-10-29T12:12:12.000000001Z'], F, 'strict_date_optional_time_nanos')).toEqual(['2018-10-29T12:12:12.000000001Z', '2018-10-29T12:12:12.120Z']);
  });
  it('formats that print no more than milliseconds take the millisecond path', () => {
    expect([formatKeepsNanos('epoch_millis'), formatKeepsNanos('strict_date_optional_time'), formatKeepsNanos('yyyy-MM-dd HH:mm:ss.SSS'), formatKeepsNanos('ss.SSSSSS')]).toEqual([true, false, false, true]);
  });
});
