/**
 * date_histogram over a date_range field (DateRangeHistogramAggregator): the documents of
 * search.aggregation/360_date_histogram.yml "date_histogram on range with hard bounds", monthly.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';
import { dateRangeBounds } from './rangeHistogram.ts';

const st = fixture({ range: { type: 'date_range' } }, [
  { range: { gte: '2016-01-01', lt: '2016-01-02' } },
  { range: { gte: '2016-01-02', lt: '2016-01-03' } },
  { range: { gte: '2016-02-01', lt: '2016-02-02' } },
  { range: { gte: '2016-03-01', lt: '2016-03-02' } },
  { range: { gte: '2016-04-01' } },
  { range: { lt: '2016-02-01' } },
]);

describe('date_histogram on a date_range field', () => {
  it('counts each document in every month its range touches, open ends clipped to hard_bounds', () => {
    const r = aggs(st, { histo: { date_histogram: { field: 'range', calendar_interval: 'month', hard_bounds: { min: '2015-06-01', max: '2016-06-01' } } } });
    const byMonth = Object.fromEntries(r.histo.buckets.map((b: { key_as_string: string; doc_count: number }) => [b.key_as_string.slice(0, 7), b.doc_count]));
    expect(r.histo.buckets).toHaveLength(13);
    // The open `lt` range fills every month from the bound to January; `gte 2016-04-01` April to June.
    expect(byMonth).toMatchObject({ '2015-06': 1, '2015-12': 1, '2016-01': 3, '2016-02': 1, '2016-03': 1, '2016-04': 1, '2016-06': 1 });
  });

  it('reads gt and lt as one millisecond inside the given ends (RangeType.DATE)', () => {
    expect(dateRangeBounds({ gt: '2016-01-01', lt: '2016-01-02' }, 'strict_date_optional_time||epoch_millis', 0)).toEqual([Date.UTC(2016, 0, 1) + 1, Date.UTC(2016, 0, 2) - 1]);
  });
});
