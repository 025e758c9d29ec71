/**
 * histogram over numeric range fields (RangeHistogramAggregator), as the official
 * search.aggregation/10_histogram.yml "histogram with hard bounds" expects.
 */
import { describe, expect, it } from 'vitest';
import { numericRangeBounds } from './numericRangeHistogram.ts';
import { aggs, fixture } from './testkit.ts';

describe('numericRangeBounds', () => {
  it('an open end is the type\'s extreme; gt and lt step one unit on whole types', () => {
    expect(numericRangeBounds({ lte: 10 }, 'long_range')).toEqual([-9223372036854775808, 10]);
    expect(numericRangeBounds({ gt: 1, lt: 5 }, 'integer_range')).toEqual([2, 4]);
    expect(numericRangeBounds({ gte: 1 }, 'double_range')).toEqual([1, Infinity]);
  });
  it('gt and lt step one ulp on floating types', () => {
    expect(numericRangeBounds({ gt: 1, lt: 2 }, 'double_range')).toEqual([1 + Number.EPSILON, 2 - Number.EPSILON]);
    expect(numericRangeBounds({ gt: 1 }, 'float_range')![0]).toBe(1.0000001192092896);
  });
});

describe('histogram on a long_range field', () => {
  it('clips open ranges to hard_bounds and counts a document in every bucket it touches (21 buckets)', () => {
    const st = fixture({ range: { type: 'long_range' } }, [{ range: { lte: 10 } }, { range: { gte: 15 } }]);
    const r = aggs(st, { histo: { histogram: { field: 'range', interval: 1, hard_bounds: { min: 0, max: 20 } } } });
    expect(r.histo.buckets).toHaveLength(21);
    expect(r.histo.buckets[0]).toEqual({ key: 0, doc_count: 1 });
    expect(r.histo.buckets[12]).toEqual({ key: 12, doc_count: 0 });
    expect(r.histo.buckets[20]).toEqual({ key: 20, doc_count: 1 });
  });
  it('counts a document once per bucket across its ranges', () => {
    const st = fixture({ range: { type: 'integer_range' } }, [{ range: [{ gte: 0, lte: 3 }, { gte: 2, lte: 6 }] }]);
    const r = aggs(st, { histo: { histogram: { field: 'range', interval: 5 } } });
    expect(r.histo.buckets).toEqual([{ key: 0, doc_count: 1 }, { key: 5, doc_count: 1 }]);
  });
});
