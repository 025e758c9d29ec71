/** Tests of parseDate. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDate, utcMillis, DEFAULT_DATE_FORMAT } from './dates.ts';

describe('parseDate', () => {
  const ok = (s: string, f = DEFAULT_DATE_FORMAT) => parseDate(s, f).ok;
  it('accepts the strict_date_optional_time forms', () => {
    for (const s of ['2015-01-01', '2015-01', '2015-01-01T12', '2015-01-01T12:30', '2015-01-01T12:30:45', '2015-01-01T12:30:45.123Z', '2015-01-01T12:30:45+01:00', '2016-02-29']) {
      expect(ok(s), s).toBe(true);
    }
  });
  it('rejects impossible and almost-dates', () => {
    for (const s of ['2015-02-30', '2015-1-1', '2015-13-01', '2015/01/01', 'abc', '', '2015-01-01T25:00', '2015-02-29', '01-01-2015', '2015-01-01 12:00:00']) {
      expect(ok(s), s).toBe(false);
    }
  });
  it('epoch_millis accepts digit strings', () => {
    expect(parseDate('1420070400000')).toEqual({ ok: true, millis: 1420070400000 });
  });
  it('computes UTC millis with offsets', () => {
    expect(parseDate('2015-01-01T01:00:00+01:00')).toEqual({ ok: true, millis: Date.UTC(2015, 0, 1) });
  });
  it('computes millis for years below 100 as years, not as 1900 + year', () => {
    const year50 = new Date(Date.UTC(2000, 2, 1));
    year50.setUTCFullYear(50);
    expect(parseDate('0050-03-01')).toEqual({ ok: true, millis: year50.getTime() });
    expect(parseDate('1970-01-01T00:00:00Z')).toEqual({ ok: true, millis: 0 });
    expect(parseDate('0100-01-01')).toEqual({ ok: true, millis: Date.UTC(100, 0, 1) });
  });

  it('keeps 29 February of a leap year below 100 (year 4 is one; 1900, which Date.UTC reads for it, is not)', () => {
    const feb29 = new Date(Date.UTC(2000, 1, 29));
    feb29.setUTCFullYear(4);
    expect(feb29.getUTCMonth()).toBe(1);
    expect(parseDate('0004-02-29')).toEqual({ ok: true, millis: feb29.getTime() });
    expect(parseDate('0004-03-01')).toEqual({ ok: true, millis: feb29.getTime() + 86_400_000 });
  });
  it('patterns: the second dynamic format', () => {
    const f = 'yyyy/MM/dd HH:mm:ss||yyyy/MM/dd||epoch_millis';
    expect(ok('2015/01/01 12:00:00', f)).toBe(true);
    expect(ok('2015/01/01', f)).toBe(true);
    expect(ok('2015/1/1', f)).toBe(false);
    expect(parseDate('2015/1/1', f, true).ok).toBe(true);
  });
  it('reports where parsing failed', () => {
    expect(parseDate('2014/01/01', 'strict_date_optional_time')).toEqual({ ok: false, failAt: 4 });
  });
});

describe('parseDate week-based patterns', () => {
  it('YYYY-ww reads the Monday of the ISO week (ES 30_date_processor.yml maps a YYYY-ww date field)', () => {
    const r = parseDate('2020-33', 'YYYY-ww');
    expect(r.ok && new Date(r.millis).toISOString()).toBe('2020-08-10T00:00:00.000Z');
    expect(parseDate('2020-54', 'YYYY-ww').ok).toBe(false);
  });
});

// DateFormatters' named parsers beyond the defaults (a mapping's `format: date_hour_minute_second_millis`
// refused every document before; ES's aggregations stats_metric_fail_formatting.yml indexes with it).
describe('named formats', () => {
  const iso = (s: string, f: string) => {
    const r = parseDate(s, f);
    return r.ok ? new Date(r.millis).toISOString() : null;
  };
  it('reads the date_hour… family, one or two digits unless strict_', () => {
    expect(iso('2020-01-02T10:11:12.345', 'date_hour_minute_second_millis')).toBe('2020-01-02T10:11:12.345Z');
    expect(iso('2020-1-2T1:2:3.4', 'date_hour_minute_second_millis')).toBe('2020-01-02T01:02:03.400Z');
    expect(iso('2020-1-2T1:2:3.4', 'strict_date_hour_minute_second_millis')).toBeNull();
    expect(iso('2020-01-02T10:11', 'strict_date_hour_minute')).toBe('2020-01-02T10:11:00.000Z');
  });
  it('dates a time-only value on 1970-01-01, as DateFormatters.from does', () => {
    expect(iso('10:11', 'hour_minute')).toBe('1970-01-01T10:11:00.000Z');
    expect(iso('10:11:12', 'HH:mm:ss')).toBe('1970-01-01T10:11:12.000Z');
  });
  it('reads offsets where the format has one, and the basic forms', () => {
    expect(iso('2020-01-02T10:11:12+02:00', 'strict_date_time_no_millis')).toBe('2020-01-02T08:11:12.000Z');
    expect(iso('20200102T101112.000Z', 'basic_date_time')).toBe('2020-01-02T10:11:12.000Z');
    expect(iso('2020-05', 'year_month')).toBe('2020-05-01T00:00:00.000Z');
  });
});

describe('utcMillis', () => {
  // The arithmetic that replaced Date.UTC for years from 100 on: the same number for every field, NaN where
  // a Date cannot hold the time.
  it('answers what Date.UTC answers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 300_000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 999 }),
        (y, mo, d, h, mi, s, ms) => {
          expect(utcMillis(y, mo, d, h, mi, s, ms)).toBe(Date.UTC(y, mo - 1, d, h, mi, s, ms));
        },
      ),
      { numRuns: 20_000 },
    );
    for (const y of [100, 1582, 1900, 1970, 2000, 2024, 9999, 275_760, 275_761]) expect(utcMillis(y, 2, 29, 0, 0, 0, 0)).toBe(Date.UTC(y, 1, 29));
  });
});
