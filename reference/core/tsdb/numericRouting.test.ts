/**
 * A number at a routing path of a time series index (modules/aggregations time_series.yml "Number for keyword
 * routing field", "Fix in 8.11"): refused before 8.11, routed as its text from then on. Our own data.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function bulkNumberRoute(profile: string) {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/metrics', {
    settings: { mode: 'time_series', routing_path: ['host'], time_series: { start_time: '2024-01-01T00:00:00Z', end_time: '2025-01-01T00:00:00Z' } },
    mappings: { properties: { host: { type: 'keyword', time_series_dimension: true }, '@timestamp': { type: 'date' } } },
  });
  const r = call(s, 'POST', '/metrics/_bulk?refresh=true', '{"index":{}}\n{"host":7,"@timestamp":"2024-03-01T00:00:00Z"}\n');
  return { s, item: r.body.items[0].index };
}

describe('time series routing on a number', () => {
  it('is refused before 8.11', () => {
    const { item } = bulkNumberRoute('elasticsearch@8.10.4');
    expect(item.status).toBe(400);
    expect(item.error.reason).toBe('Error extracting routing: Routing values must be strings but found [VALUE_NUMBER]');
  });

  it('routes as its text from 8.11, the dimension keyed by that text', () => {
    const { s, item } = bulkNumberRoute('elasticsearch@8.19.0');
    expect(item.status).toBe(201);
    const body = call(s, 'POST', '/metrics/_search', { size: 0, aggs: { ts: { time_series: { keyed: false } } } }).body;
    expect(body.aggregations.ts.buckets).toEqual([{ key: { host: '7' }, doc_count: 1 }]);
  });
});
