/**
 * `rate` under a `composite` with one date_histogram source, after the rate aggregation docs page
 * (elastic/elasticsearch docs/reference/aggregations/metrics/rate-aggregation.asciidoc @c849b935: the docs'
 * `sales` data per month and type, the average daily sales of each).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const SALES = [
  { date: '2015-01-01', price: 200, type: 'hat' }, { date: '2015-01-01', price: 200, type: 't-shirt' }, { date: '2015-01-01', price: 150, type: 'bag' },
  { date: '2015-02-01', price: 50, type: 'hat' }, { date: '2015-02-01', price: 10, type: 't-shirt' },
  { date: '2015-03-01', price: 200, type: 'hat' }, { date: '2015-03-01', price: 175, type: 't-shirt' },
];

describe('rate under composite', () => {
  const st = fixture({ date: { type: 'date' }, price: { type: 'long' }, type: { type: 'keyword' } }, SALES);
  it('divides each bucket by its month in days', () => {
    const r = aggs(st, { c: { composite: { sources: [{ month: { date_histogram: { field: 'date', calendar_interval: 'month' } } }, { type: { terms: { field: 'type' } } }] }, aggs: { avg_price: { rate: { field: 'price', unit: 'day' } } } } });
    const got = (r.c.buckets as Body[]).map((b) => [b.key.type, b.avg_price.value]);
    // The docs' values: 150/31, 200/31, 200/31, 50/28, 10/28, 200/31, 175/31.
    expect(got).toEqual([['bag', 4.838709677419355], ['hat', 6.451612903225806], ['t-shirt', 6.451612903225806], ['hat', 1.7857142857142858], ['t-shirt', 0.35714285714285715], ['hat', 6.451612903225806], ['t-shirt', 5.645161290322581]]);
  });
  it('is refused under a composite without a date_histogram source', () => {
    const r = aggs(st, { c: { composite: { sources: [{ type: { terms: { field: 'type' } } }] }, aggs: { r: { rate: { field: 'price', unit: 'day' } } } } });
    // AbstractRateAggregator's constructor: a shard failure.
    expect(r.error.type).toBe('search_phase_execution_exception');
    expect(r.error.root_cause[0].reason).toBe('The rate aggregation can only be used inside a date histogram aggregation or composite aggregation with one date histogram value source');
  });
});

describe('rate: a month unit under a non-month histogram (Rounding.roundingSize, on the shard)', () => {
  it('fails the shards: a search_phase_execution_exception caused by the IllegalArgumentException', () => {
    const st = fixture({ date: { type: 'date' }, price: { type: 'long' } }, [{ date: '2024-01-02', price: 3 }], 2);
    for (const interval of [{ calendar_interval: 'day' }, { fixed_interval: '1d' }]) {
      const r = aggs(st, { h: { date_histogram: { field: 'date', ...interval }, aggs: { r: { rate: { field: 'price', unit: 'month' } } } } });
      expect(r.status).toBe(400);
      expect(r.error.type).toBe('search_phase_execution_exception');
      expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: expect.stringMatching(/^Cannot use month-based rate unit \[month\] with /) });
    }
  });
});
