/**
 * Time bounds a template sets for a time series data stream: ES 8.x accepts `index.time_series.start_time` and
 * `end_time` in a (component) template (they are index-scoped settings, IndexScopedSettings.BUILT_IN_INDEX_SETTINGS),
 * and the backing index keeps them, because MetadataCreateIndexService.aggregateIndexSettings puts the template's
 * settings over those DataStreamIndexSettingsProvider computes. The reference's "reindex a time series data stream"
 * page relies on both (a destination template with fixed bounds covering old data, then the bounds removed and a
 * rollover). OpenSearch has no time series mode and refuses the keys.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const MAPPINGS = { properties: { '@timestamp': { type: 'date' }, host: { type: 'keyword', time_series_dimension: true }, load: { type: 'double', time_series_metric: 'gauge' } } };
const BOUNDS = { start_time: '2021-03-01T00:00:00.000Z', end_time: '2021-03-02T00:00:00.000Z' };

function withTemplate(profile: 'elasticsearch@8.19.0' | 'opensearch@2.19.0') {
  const sim = testSimulator({ profile });
  const ct = call(sim, 'PUT', '/_component_template/fixed-window', { template: { settings: { index: { mode: 'time_series', routing_path: ['host'], time_series: BOUNDS } }, mappings: MAPPINGS } });
  return { sim, ct };
}

describe('time series bounds set by a template', () => {
  it('a component template may carry them, and the first backing index takes them', () => {
    const { sim, ct } = withTemplate('elasticsearch@8.19.0');
    expect(ct.status).toBe(200);
    expect(call(sim, 'PUT', '/_index_template/old-metrics', { index_patterns: ['old-metrics*'], composed_of: ['fixed-window'], data_stream: {} }).status).toBe(200);
    const doc = call(sim, 'POST', '/old-metrics/_doc', { '@timestamp': '2021-03-01T12:00:00Z', host: 'a', load: 0.5 });
    expect(doc.status).toBe(201);
    const ds = call(sim, 'GET', '/_data_stream/old-metrics').body.data_streams[0];
    const settings = call(sim, 'GET', `/${ds.indices[0].index_name}/_settings`).body[ds.indices[0].index_name].settings.index;
    expect(settings.time_series).toEqual(BOUNDS);
    expect(ds.time_series).toEqual({ temporal_ranges: [BOUNDS] });
  });
  it('once the template drops them, a rollover starts where the fixed window ended', () => {
    const { sim } = withTemplate('elasticsearch@8.19.0');
    call(sim, 'PUT', '/_index_template/old-metrics', { index_patterns: ['old-metrics*'], composed_of: ['fixed-window'], data_stream: {} });
    call(sim, 'PUT', '/_data_stream/old-metrics');
    call(sim, 'PUT', '/_component_template/fixed-window', { template: { settings: { index: { mode: 'time_series', routing_path: ['host'] } }, mappings: MAPPINGS } });
    expect(call(sim, 'POST', '/old-metrics/_rollover').status).toBe(200);
    const ds = call(sim, 'GET', '/_data_stream/old-metrics').body.data_streams[0];
    expect(ds.time_series.temporal_ranges[0].start_time).toBe(BOUNDS.start_time);
    const second = call(sim, 'GET', `/${ds.indices[1].index_name}/_settings`).body[ds.indices[1].index_name].settings.index.time_series;
    expect(second.start_time).toBe(BOUNDS.end_time);
  });
  it('OpenSearch, without time series indices, refuses the keys in a template', () => {
    const { ct } = withTemplate('opensearch@2.19.0');
    expect(ct.status).toBe(400);
  });
});
