/** `range`: the official search.aggregation/40_range.yml cases (double and long fields, missing, null bounds, keyed). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ double: { type: 'double' }, long: { type: 'long' } }, [{ double: 42.1, long: 25 }, { double: 100.7, long: 80 }, { double: 50.5, long: 75 }, {}]);
const RANGES = [{ to: 50 }, { from: 50, to: 150 }, { from: 150 }];
const EXPECTED = [
  { key: '*-50.0', to: 50, doc_count: 1 },
  { key: '50.0-150.0', from: 50, to: 150, doc_count: 2 },
  { key: '150.0-*', from: 150, doc_count: 0 },
];

describe('40_range.yml', () => {
  it('Double range, and on a long field (keys still print doubles)', () => {
    expect(aggs(st, { r: { range: { field: 'double', ranges: RANGES } } }).r.buckets).toEqual(EXPECTED);
    expect(aggs(st, { r: { range: { field: 'long', ranges: RANGES } } }).r.buckets).toEqual(EXPECTED);
  });
  it('Double range with missing value', () => {
    const r = aggs(st, { r: { range: { field: 'double', missing: 1000, ranges: RANGES } } });
    expect(r.r.buckets[2]).toEqual({ key: '150.0-*', from: 150, doc_count: 1 });
  });
  it('Null to and from', () => {
    const r = aggs(st, { r: { range: { field: 'double', ranges: [{ from: null, to: 50 }, { from: 50, to: 150 }, { from: 150, to: null }] } } });
    expect(r.r.buckets).toEqual(EXPECTED);
  });
  it('Double range default keyed response', () => {
    const r = aggs(st, { r: { range: { field: 'double', keyed: true, ranges: [{ key: 'first', to: 50 }, { key: 'another', from: 50, to: 150 }, { key: 'last', from: 150 }] } } });
    expect(r.r.buckets).toEqual({ first: { to: 50, doc_count: 1 }, another: { from: 50, to: 150, doc_count: 2 }, last: { from: 150, doc_count: 0 } });
  });
});
