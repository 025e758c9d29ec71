/**
 * A time series index end to end, as ES's tsdb/ YAML tests use one (10_settings.yml, 25_id_generation.yml,
 * 90_unsupported_operations.yml): the `_id` made from the dimensions and the timestamp (25_id_generation.yml's
 * pod dog at 2021-04-28T18:50:03.142Z is `cn4excfoxSs_KdA5AAABeRnRFAY` in 8.x), the time bounds, the refusals,
 * and OpenSearch, which has no time series mode.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';

const DOG = { '@timestamp': '2021-04-28T18:50:03.142Z', metricset: 'pod', k8s: { pod: { name: 'dog', uid: 'df3145b3-0563-4d3b-a0f7-897eb2876ea9', ip: '10.10.55.3', network: { tx: 1434521831, rx: 530575198 } } } };

function tsdbIndex(profile: 'elasticsearch@8.19.0' | 'opensearch@2.19.0' = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  const created = call(sim, 'PUT', '/test', {
    settings: { index: { mode: 'time_series', routing_path: ['metricset', 'k8s.pod.uid'], time_series: { start_time: '2021-04-28T00:00:00Z', end_time: '2021-04-29T00:00:00Z' } } },
    mappings: { properties: { '@timestamp': { type: 'date' }, metricset: { type: 'keyword', time_series_dimension: true }, k8s: { properties: { pod: { properties: { uid: { type: 'keyword', time_series_dimension: true }, name: { type: 'keyword' }, ip: { type: 'ip' }, network: { properties: { tx: { type: 'long', time_series_metric: 'gauge' }, rx: { type: 'long', time_series_metric: 'gauge' } } } } } } } } },
  });
  return { sim, created };
}

describe('time series indices', () => {
  it('a document gets the id ES gives it; a create on top of it names the tsid and timestamp', () => {
    const { sim } = tsdbIndex();
    const r = call(sim, 'POST', '/test/_doc', DOG);
    expect(r.status).toBe(201);
    expect(r.body._id).toBe('cn4excfoxSs_KdA5AAABeRnRFAY');
    const again = call(sim, 'POST', '/test/_create/cn4excfoxSs_KdA5AAABeRnRFAY', DOG);
    expect(again.status).toBe(409);
    expect(again.body.error.reason).toBe('[cn4excfoxSs_KdA5AAABeRnRFAY][KCjEJ9R_BgO8TRX2QOd6dpQ5ihHD--qoyLTiOy0pmP6_RAIE-e0-dKQ@2021-04-28T18:50:03.142Z]: version conflict, document already exists (current version [1])');
    expect(call(sim, 'DELETE', '/test/_doc/cn4excfoxSs_KdA5AAABeRnRFAY').body.result).toBe('deleted');
  });
  it('a timestamp outside the bounds fails the document, changing nothing', () => {
    const { sim } = tsdbIndex();
    const before = stateDump(sim);
    const r = call(sim, 'POST', '/test/_doc', { ...DOG, '@timestamp': '2021-04-29T00:00:00Z' });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('document_parsing_exception');
    expect(r.body.error.caused_by.reason).toBe('time series index @timestamp value [2021-04-29T00:00:00Z] must be smaller than 2021-04-29T00:00:00Z');
    expect(stateDump(sim)).toBe(before);
  });
  it('refuses routing, updates, routed searches and routed aliases', () => {
    const { sim } = tsdbIndex();
    expect(call(sim, 'POST', '/test/_doc?routing=x', DOG).body.error.reason).toBe('specifying routing is not supported because the destination index [test] is in time series mode');
    expect(call(sim, 'POST', '/test/_update/1', { doc: {} }).body.error.reason).toBe('update is not supported because the destination index [test] is in time series mode');
    expect(call(sim, 'POST', '/test/_search?routing=x', {}).body.error.reason).toBe('searching with a specified routing is not supported because the destination index [test] is in time series mode');
    expect(call(sim, 'PUT', '/test/_alias/a', { routing: 'x' }).body.error.reason).toBe('routing is forbidden on CRUD operations that target indices in [index.mode=time_series]');
  });
  it('maps @timestamp and reports dimensions and metrics in field_caps', () => {
    const { sim } = tsdbIndex();
    const sim2 = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim2, 'PUT', '/t', { settings: { 'index.mode': 'time_series', 'index.routing_path': 'dim' }, mappings: { properties: { dim: { type: 'keyword', time_series_dimension: true } } } });
    expect(call(sim2, 'GET', '/t/_mapping').body.t.mappings.properties['@timestamp']).toEqual({ type: 'date' });
    const caps = call(sim, 'GET', '/test/_field_caps?fields=metricset,k8s.pod.network.tx').body.fields;
    expect(caps.metricset.keyword.time_series_dimension).toBe(true);
    expect(caps['k8s.pod.network.tx'].long.time_series_metric).toBe('gauge');
  });
  it('OpenSearch has no time series mode: its settings stay unknown', () => {
    const { created } = tsdbIndex('opensearch@2.19.0');
    expect(created.status).toBe(400);
    expect(created.body.error.reason).toContain('unknown setting [index.time_series');
  });
});

describe('time series data streams', () => {
  it('backing indices get time bounds around now and the dimensions as routing path', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false });
    call(sim, 'PUT', '/_index_template/t', { index_patterns: ['metrics-*'], data_stream: {}, template: { settings: { 'index.mode': 'time_series' }, mappings: { properties: { host: { type: 'keyword', time_series_dimension: true } } } } });
    call(sim, 'PUT', '/_data_stream/metrics-a');
    const name = call(sim, 'GET', '/_data_stream/metrics-a').body.data_streams[0].indices[0].index_name;
    const s = call(sim, 'GET', `/${name}/_settings?flat_settings=true`).body[name].settings;
    // testSimulator's clock starts at 2026-01-01T00:00:00Z: look_back_time 2h, look_ahead_time 30m (8.13+).
    expect(s['index.time_series.start_time']).toBe('2025-12-31T22:00:00.000Z');
    expect(s['index.time_series.end_time']).toBe('2026-01-01T00:30:00.000Z');
    expect(s['index.routing_path']).toEqual(['host']);
  });
  it('a document goes to the backing index whose bounds hold it; outside them all it fails', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false });
    call(sim, 'PUT', '/_index_template/t', { index_patterns: ['metrics-*'], data_stream: {}, template: { settings: { 'index.mode': 'time_series' }, mappings: { properties: { host: { type: 'keyword', time_series_dimension: true } } } } });
    call(sim, 'PUT', '/_data_stream/metrics-a');
    call(sim, 'POST', '/metrics-a/_rollover');
    const [first, second] = call(sim, 'GET', '/_data_stream/metrics-a').body.data_streams[0].indices.map((i: { index_name: string }) => i.index_name);
    expect(call(sim, 'POST', '/metrics-a/_doc', { '@timestamp': '2025-12-31T23:00:00Z', host: 'a' }).body._index).toBe(first);
    expect(call(sim, 'POST', '/metrics-a/_doc', { '@timestamp': '2026-01-01T00:45:00Z', host: 'a' }).body._index).toBe(second);
    // DataStream.selectTimeSeriesWriteIndex's refusal, ranges oldest first.
    expect(call(sim, 'POST', '/metrics-a/_doc', { '@timestamp': '2020-01-01T00:00:00Z', host: 'a' }).body.error.reason).toBe(
      'the document timestamp [2020-01-01T00:00:00.000Z] is outside of ranges of currently writable indices [[2025-12-31T22:00:00.000Z,2026-01-01T00:30:00.000Z],[2026-01-01T00:30:00.000Z,2026-01-01T01:00:00.000Z]]',
    );
  });
});
