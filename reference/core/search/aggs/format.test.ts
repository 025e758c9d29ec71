/**
 * Date formats of aggregation keys: the named `iso8601` format prints like strict_date_optional_time
 * (ES DateFormatters.ISO_8601 uses STRICT_DATE_OPTIONAL_TIME_PRINTER), as the official
 * search.aggregation/235_composite_sorted.yml and 230_composite.yml expect.
 */
import { describe, expect, it } from 'vitest';
import { parseZone, type Zone } from '../../dateMath/zone.ts';
import { dateFormat } from './format.ts';

describe('dateFormat', () => {
  it('iso8601 prints millis and a Z offset in UTC (235_composite_sorted.yml: "2021-01-01T00:00:00.000Z")', () => {
    expect(dateFormat('iso8601').format(Date.UTC(2021, 0, 1))).toBe('2021-01-01T00:00:00.000Z');
  });
  it('iso8601 prints the zone offset (230_composite.yml "date_histogram with time_zone": "2017-10-20T00:00:00.000-02:00")', () => {
    const zone = parseZone('-02:00') as Zone;
    expect(dateFormat('iso8601', zone).format(Date.UTC(2017, 9, 20, 2))).toBe('2017-10-20T00:00:00.000-02:00');
  });
  // 49_range_timezone_bug.yml: ZZZZZ prints `Z` at a zero offset and `-04:00` in America/New_York
  // (java.time DateTimeFormatterBuilder: five Z letters print 'Z' when the offset is zero).
  it('five Z letters print Z at a zero offset, +HH:MM otherwise', () => {
    const fmt = "uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSSZZZZZ";
    expect(dateFormat(fmt).format(1628719200000)).toBe('2021-08-11T22:00:00.000000000Z');
    const ny = parseZone('America/New_York') as Zone;
    expect(dateFormat(fmt, ny).format(1628719200000)).toBe('2021-08-11T18:00:00.000000000-04:00');
  });
});
