/**
 * What a `time_series` aggregation refuses beside it (modules/aggregations time_series.yml, "introduced in 8.7.0"):
 * a `composite` anywhere in the request, a top-level `global`, sampling by `random_sampler`. Our own data.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function metrics(profile: string) {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/m', {
    settings: { mode: 'time_series', routing_path: ['host'], time_series: { start_time: '2024-01-01T00:00:00Z', end_time: '2025-01-01T00:00:00Z' } },
    mappings: { properties: { host: { type: 'keyword', time_series_dimension: true }, '@timestamp': { type: 'date' }, load: { type: 'double' } } },
  });
  call(s, 'POST', '/m/_bulk?refresh=true', '{"index":{}}\n{"host":"a","load":1,"@timestamp":"2024-03-01T00:00:00Z"}\n');
  return (aggs: object) => call(s, 'POST', '/m/_search', { size: 0, aggs }).body;
}
const TS = { ts: { time_series: { keyed: false }, aggs: { l: { sum: { field: 'load' } } } } };
const reason = (b: { error: { root_cause: { reason: string }[] } }) => b.error.root_cause[0]!.reason;

describe('time_series beside other aggregations (8.7)', () => {
  const search = metrics('elasticsearch@8.19.0');

  it('a composite anywhere in the request refuses to build', () => {
    const b = search({ c: { composite: { sources: [{ h: { terms: { field: 'host' } } }] }, aggs: TS } });
    expect(b.status).toBe(400);
    expect(reason(b)).toBe('[composite] aggregation is incompatible with time series execution mode');
  });

  it('a top-level global cannot run', () => {
    expect(reason(search({ g: { global: {}, aggs: TS } }))).toBe('Time series aggregations cannot be used inside global aggregation.');
  });

  it('random_sampler does not sample it', () => {
    const b = search({ r: { random_sampler: { probability: 1 }, aggs: { d: { date_histogram: { field: '@timestamp', fixed_interval: '1h' }, aggs: TS } } } });
    expect(reason(b)).toBe('[random_sampler] aggregation [r] does not support sampling [time_series] aggregation [ts]');
  });

  it('alone it runs', () => {
    expect(search(TS).aggregations.ts.buckets).toEqual([{ key: { host: 'a' }, doc_count: 1, l: { value: 1 } }]);
  });
});
