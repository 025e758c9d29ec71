/**
 * `rate` of a counter metric in a time series index (ES 8.7+, TimeSeriesRateAggregator and
 * InternalResetTrackingRate; x-pack analytics rate.yml "rate aggregation on counter field ..." and
 * reset_tracking_rate.yml): per series, (last − first + resets) over the series' own span, per unit (a second by
 * default, ChronoUnit durations for month and year), without a date histogram around it; a series' documents
 * share one shard (IndexRouting.ExtractFromSource). Our own meters.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../../simulator.ts';
import { call, type Reply } from '../../../testkit.ts';
import { joinSpans } from './counterRate.ts';

function meters(shards: number) {
  const s = new Simulator({ now: () => Date.UTC(2023, 5, 1), seed: 3, profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  c('PUT', '/water', {
    settings: { index: { number_of_shards: shards, mode: 'time_series', routing_path: ['meter'], time_series: { start_time: '2023-01-01T00:00:00Z', end_time: '2024-01-01T00:00:00Z' } } },
    mappings: { properties: { meter: { type: 'keyword', time_series_dimension: true }, litres: { type: 'long', time_series_metric: 'counter' } } },
  });
  // Meter m1 climbs 0 → 600 over an hour; m2 climbs to 500, is replaced (reset to 0) and reaches 120.
  const points: [string, string, number][] = [
    ['m1', '2023-05-01T10:00:00Z', 0], ['m1', '2023-05-01T10:20:00Z', 200], ['m1', '2023-05-01T10:40:00Z', 450], ['m1', '2023-05-01T11:00:00Z', 600],
    ['m2', '2023-05-01T10:00:00Z', 300], ['m2', '2023-05-01T10:30:00Z', 500], ['m2', '2023-05-01T10:45:00Z', 20], ['m2', '2023-05-01T11:00:00Z', 120],
  ];
  for (const [meter, at, litres] of points) c('POST', '/water/_doc', { '@timestamp': at, meter, litres });
  c('POST', '/water/_refresh');
  return c;
}

describe('counter rate', () => {
  for (const shards of [1, 3]) {
    it(`rates each series over its own span, resets compensated (${shards} shard(s))`, () => {
      const c = meters(shards);
      const r = c('POST', '/water/_search', {
        size: 0,
        aggs: { ts: { time_series: { keyed: false }, aggs: { per_s: { rate: { field: 'litres' } }, per_h: { rate: { field: 'litres', unit: 'hour' } }, per_month: { rate: { field: 'litres', unit: 'month' } } } } },
      });
      expect(r.status).toBe(200);
      const [m1, m2] = r.body.aggregations.ts.buckets;
      expect(m1.per_s.value).toBeCloseTo(600 / 3600, 12);
      expect(m1.per_h.value).toBeCloseTo(600, 9);
      expect(m1.per_month.value).toBeCloseTo((600 / 3600) * 2_629_746, 6);
      // 300 → 500, reset, 0 → 20 → 120: an increase of 200 + 120 = 320, i.e. 120 − 300 + 500.
      expect(m2.per_h.value).toBeCloseTo(320, 9);
    });
  }
  it('takes the series span, not the date histogram bucket, and a rate below terms sizes by the histogram', () => {
    const c = meters(1);
    const r = c('POST', '/water/_search', {
      size: 0,
      aggs: { h: { date_histogram: { field: '@timestamp', calendar_interval: '1d' }, aggs: { ts: { time_series: {}, aggs: { r: { rate: { field: 'litres', unit: 'hour' } } } }, m: { terms: { field: 'meter' }, aggs: { n: { rate: { unit: 'hour' } } } } } } },
    });
    const day = r.body.aggregations.h.buckets[0];
    expect(day.ts.buckets['{meter=m1}'].r.value).toBeCloseTo(600, 9);
    // A document-count rate under terms divides by the day (24 hours) of its date histogram bucket.
    expect(day.m.buckets[0].n.value).toBeCloseTo(4 / 24, 12);
  });
  it("keeps a series on one shard, the one its _id's routing hash names", () => {
    const c = meters(3);
    const counts = [0, 1, 2].map((i) => c('POST', `/water/_search?preference=_shards:${i}`, { size: 0, query: { term: { meter: 'm1' } } }).body.hits.total.value);
    expect(counts.sort()).toEqual([0, 0, 4]);
  });
  it('joins partials by start time, a drop between them a reset', () => {
    const j = joinSpans([
      { startValue: 0, endValue: 10, startTime: 200, endTime: 300, resetCompensation: 0 },
      { startValue: 40, endValue: 70, startTime: 0, endTime: 100, resetCompensation: 5 },
    ])!;
    expect(j).toEqual({ startValue: 40, endValue: 10, startTime: 0, endTime: 300, resetCompensation: 75 });
  });
});
