/** Tests of parseDate. */
import { describe, expect, it } from 'vitest';
import { parseDate, DEFAULT_DATE_FORMAT } from './dates.ts';

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
