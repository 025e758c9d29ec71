/**
 * Counter metrics of a time series index refuse the core numeric metrics (TimeSeriesValuesSourceType.COUNTER,
 * ES 8.7+; modules/aggregations avg_metric.yml "Counter field"), while the same mapping in a standard index
 * aggregates as a plain long.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../../simulator.ts';
import { call, type Reply } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles/names.ts';

function indices(profile: ProfileName) {
  const s = new Simulator({ now: () => Date.UTC(2023, 5, 1), seed: 3, profile });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  const props = { host: { type: 'keyword', time_series_dimension: true }, bytes: { type: 'long', time_series_metric: 'counter' } };
  c('PUT', '/plain', { mappings: { properties: props } });
  c('PUT', '/metrics', {
    settings: { index: { mode: 'time_series', routing_path: ['host'], time_series: { start_time: '2023-01-01T00:00:00Z', end_time: '2024-01-01T00:00:00Z' } } },
    mappings: { properties: props },
  });
  for (const idx of ['plain', 'metrics']) c('POST', `/${idx}/_doc?refresh=true`, { '@timestamp': '2023-05-01T00:00:00Z', host: 'a', bytes: 10 });
  return c;
}

describe('counter fields', () => {
  it('a standard index averages a counter; a time series index refuses it on the shard', () => {
    const c = indices('elasticsearch@8.19.0');
    expect(c('POST', '/plain/_search', { aggs: { a: { avg: { field: 'bytes' } } } }).body.aggregations.a.value).toBe(10);
    for (const type of ['avg', 'sum', 'max', 'stats']) {
      const r = c('POST', '/metrics/_search', { aggs: { a: { [type]: { field: 'bytes' } } } });
      expect(r.status).toBe(400);
      expect(r.body.error.root_cause[0].reason).toBe(`Field [bytes] of type [long] is not supported for aggregation [${type}]`);
    }
  });

  it('before 8.7 the counter read as a number', () => {
    const c = indices('elasticsearch@8.6.0');
    expect(c('POST', '/metrics/_search', { aggs: { a: { avg: { field: 'bytes' } } } }).body.aggregations.a.value).toBe(10);
  });
});
