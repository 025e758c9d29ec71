/**
 * Range bounds on long/unsigned_long fields given as decimal texts past 2^53: x-pack
 * unsigned_long/10_basic.yml "Range query" (`lte: "18446744073709551614.5"` matches up to ...614), as
 * UnsignedLongFieldType.parseUpperRangeTerm truncates the BigDecimal instead of rounding to a double.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { longRangeBound } from './longQueries.ts';

describe('longRangeBound', () => {
  it('keeps the integer part of a big decimal text, moved to the nearest whole value inside the range', () => {
    expect(longRangeBound('18446744073709551614.5', true, true)).toBe(18446744073709551614n);
    expect(longRangeBound('18446744073709551614.5', true, false)).toBe(18446744073709551615n);
    expect(longRangeBound('18446744073709551614.5', false, true)).toBe(18446744073709551615n);
    expect(longRangeBound('18446744073709551614.5', false, false)).toBe(18446744073709551614n);
    expect(longRangeBound('-9223372036854775806.5', true, true)).toBe(-9223372036854775807n);
  });
  it('leaves small decimals and whole texts as before', () => {
    expect(longRangeBound('0.5', false, true)).toBe(0.5);
    expect(longRangeBound('18446744073709551614.0', true, true)).toBe(18446744073709551614n);
    expect(longRangeBound('x', true, true)).toBeUndefined();
  });
});

describe('range on unsigned_long with a decimal text bound', () => {
  it('stops below the decimal, exactly', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/u', { mappings: { properties: { n: { type: 'unsigned_long' } } } });
    call(sim, 'POST', '/u/_bulk?refresh=true', '{"index":{"_id":"a"}}\n{"n": 18446744073709551614}\n{"index":{"_id":"b"}}\n{"n": 18446744073709551615}\n');
    const count = (range: object) => call(sim, 'POST', '/u/_count', { query: { range: { n: range } } }).body.count;
    expect(count({ lte: '18446744073709551614.5' })).toBe(1);
    expect(count({ gt: '18446744073709551614.5' })).toBe(1);
    expect(count({ gte: '18446744073709551613.5' })).toBe(2);
  });
});
