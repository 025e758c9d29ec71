/**
 * The `time_series` aggregation, as search.aggregation/450_time_series.yml (ES's YAML tests) uses it: one bucket
 * per series keyed by its dimensions, in the order of the serialised series ids; none in OpenSearch.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function tsdb(profile: 'elasticsearch@8.19.0' | 'opensearch@2.19.0' = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/tsdb', { settings: { mode: 'time_series', routing_path: ['key'], time_series: { start_time: '2021-01-01T00:00:00Z', end_time: '2022-01-01T00:00:00Z' } }, mappings: { properties: { key: { type: 'keyword', time_series_dimension: true }, '@timestamp': { type: 'date' } } } });
  const docs = [['bar', '00:10'], ['foo', '00:00'], ['bar', '00:00'], ['foo', '10:00'], ['baz', '00:00']];
  call(sim, 'POST', '/tsdb/_bulk?refresh=true', docs.flatMap(([key, t]) => [{ index: {} }, { key, val: 1, '@timestamp': `2021-01-01T00:${t}Z` }]));
  return sim;
}

describe('time_series aggregation', () => {
  it('a bucket per series, ordered by series id, with sub-aggregations', () => {
    const r = call(tsdb(), 'POST', '/tsdb/_search', { size: 0, aggs: { ts: { time_series: { keyed: false }, aggs: { n: { value_count: { field: 'val' } } } } } });
    expect(r.body.aggregations.ts.buckets).toEqual([
      { key: { key: 'bar' }, doc_count: 2, n: { value: 2 } },
      { key: { key: 'baz' }, doc_count: 1, n: { value: 1 } },
      { key: { key: 'foo' }, doc_count: 2, n: { value: 2 } },
    ]);
  });
  it('keyed by default', () => {
    const r = call(tsdb(), 'POST', '/tsdb/_search', { size: 0, query: { range: { '@timestamp': { gte: '2021-01-01T00:10:00Z' } } }, aggs: { ts: { time_series: {} } } });
    expect(r.body.aggregations.ts.buckets).toEqual({ '{key=foo}': { key: { key: 'foo' }, doc_count: 1 } });
  });
  it('unknown to OpenSearch', () => {
    const sim = testSimulator({ profile: 'opensearch@2.19.0' });
    call(sim, 'PUT', '/i');
    expect(call(sim, 'POST', '/i/_search', { aggs: { ts: { time_series: {} } } }).status).toBe(400);
  });
});
