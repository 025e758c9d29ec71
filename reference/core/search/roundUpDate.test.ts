/**
 * The round-up parse of date bounds (JavaDateFormatter's round-up parser: missing fields default to month 1, day 1,
 * 23:59:59.999999999), checked directly and through a range query. Expected values: the official
 * search/500_date_range.yml ("lte: 1500" with format uuuu reaches 1500-01-01T23:59:59.999, not the year's end) and
 * ES's range docs (`lte: "2020-01-01"` takes the whole day).
 */
import { describe, expect, it } from 'vitest';
import { roundUpMissingFields } from './roundUpDate.ts';
import { parseDateMath } from './dateMath.ts';
import { call, testSimulator } from '../../testkit.ts';

const DEFAULT = 'strict_date_optional_time||epoch_millis';
const up = (text: string, format = DEFAULT) => {
  const r = parseDateMath(text, format, 0, true);
  return r.ok ? new Date(r.millis).toISOString() : 'error';
};

describe('roundUpMissingFields', () => {
  it('fills the time fields a text lacks, and nothing it gave', () => {
    expect(up('2020-01-01')).toBe('2020-01-01T23:59:59.999Z');
    expect(up('2020-01-01T10')).toBe('2020-01-01T10:59:59.999Z');
    expect(up('2020-01-01T10:20')).toBe('2020-01-01T10:20:59.999Z');
    expect(up('2020-01-01T10:20:30')).toBe('2020-01-01T10:20:30.999Z');
    expect(up('2020-01-01T10:20:30.5Z')).toBe('2020-01-01T10:20:30.500Z');
    expect(up('1500', 'uuuu')).toBe('1500-01-01T23:59:59.999Z');
    expect(up('2020/05/06 10:00', 'yyyy/MM/dd HH:mm')).toBe('2020-05-06T10:00:59.999Z');
  });

  it('leaves epoch millis, date math anchors and round-down bounds as parsed', () => {
    expect(up('1577836800000')).toBe('2020-01-01T00:00:00.000Z');
    expect(up('1500')).toBe('1500-01-01T23:59:59.999Z');
    expect(up('2020-01-01||+1d')).toBe('2020-01-02T00:00:00.000Z');
    expect(up('2020-01-01||/d')).toBe('2020-01-01T23:59:59.999Z');
    const down = parseDateMath('2020-01-01', DEFAULT, 0, false);
    expect(down.ok && new Date(down.millis).toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(roundUpMissingFields('2020-01-01', 'strict_date', Date.UTC(2020, 0, 1))).toBe(Date.UTC(2020, 0, 1, 23, 59, 59, 999));
  });

  it('makes a range lte a date take the whole day, and gt a date skip it', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
    c('PUT', '/t', { mappings: { properties: { d: { type: 'date' } } } });
    c('PUT', '/t/_doc/1?refresh=true', { d: '2020-01-01T12:00:00Z' });
    const count = (range: object) => c('POST', '/t/_search', { query: { range: { d: range } } }).body.hits.total.value;
    expect([count({ lte: '2020-01-01' }), count({ gt: '2020-01-01' }), count({ gte: '2020-01-01', lt: '2020-01-01T12:00:00Z' })]).toEqual([1, 0, 0]);
  });
});
