/**
 * The data stream lifecycle APIs (ES 8.11+): put/get/delete on streams (an index named is dropped, as
 * dataStreamNames drops it: the clients suite's indices/10_data_lifecycle.yml), explain per backing index,
 * stats, the lifecycle in GET /_data_stream, and the errors. Shapes from ES's GetDataStreamLifecycleAction,
 * DataStreamLifecycle.toXContent, ExplainIndexDataStreamLifecycle and GetDataStreamAction.DataStreamInfo.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { humanTime } from '../dataStreams/lifecycle.ts';

function withStream(profile: 'elasticsearch@8.19.0' | 'elasticsearch@8.12.0' = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile, stackTemplates: false });
  call(sim, 'PUT', '/_index_template/t', { index_patterns: ['app-*'], data_stream: {} });
  expect(call(sim, 'PUT', '/_data_stream/app-1').status).toBe(200);
  return sim;
}

describe('data stream lifecycle', () => {
  it('put, get (effective retention from 8.14), the stream shows it and is managed by it, delete', () => {
    const sim = withStream();
    expect(call(sim, 'PUT', '/_data_stream/app-1/_lifecycle', { data_retention: '7d' }).body).toEqual({ acknowledged: true });
    expect(call(sim, 'GET', '/_data_stream/app-1/_lifecycle').body).toEqual({
      global_retention: {},
      data_streams: [{ name: 'app-1', lifecycle: { enabled: true, data_retention: '7d', effective_retention: '7d', retention_determined_by: 'data_stream_configuration' } }],
    });
    const ds = call(sim, 'GET', '/_data_stream/app-1').body.data_streams[0];
    expect(Object.keys(ds).slice(Object.keys(ds).indexOf('template'), Object.keys(ds).indexOf('template') + 2)).toEqual(['template', 'lifecycle']);
    // 8.16+: GET /_data_stream prints the effective retention too (data_stream/lifecycle/40_effective_retention.yml).
    expect(ds.lifecycle).toEqual({ enabled: true, data_retention: '7d', effective_retention: '7d', retention_determined_by: 'data_stream_configuration' });
    expect(ds.next_generation_managed_by).toBe('Data stream lifecycle');
    expect(ds.indices[0].managed_by).toBe('Data stream lifecycle');
    const stats = call(sim, 'GET', '/_lifecycle/stats').body;
    expect(stats).toEqual({ data_stream_count: 1, data_streams: [{ name: 'app-1', backing_indices_in_total: 1, backing_indices_in_error: 0 }] });
    expect(call(sim, 'DELETE', '/_data_stream/app-1/_lifecycle').body).toEqual({ acknowledged: true });
    expect(call(sim, 'GET', '/_data_stream/app-1/_lifecycle').body.data_streams).toEqual([{ name: 'app-1' }]);
    expect(call(sim, 'GET', '/_data_stream/app-1').body.data_streams[0].next_generation_managed_by).toBe('Unmanaged');
  });
  it('before 8.14 no effective retention and no global_retention', () => {
    const sim = withStream('elasticsearch@8.12.0');
    call(sim, 'PUT', '/_data_stream/app-1/_lifecycle', { data_retention: '30d', enabled: false });
    expect(call(sim, 'GET', '/_data_stream/app-1/_lifecycle').body).toEqual({ data_streams: [{ name: 'app-1', lifecycle: { enabled: false, data_retention: '30d' } }] });
  });
  it('explain: a backing index managed by it, a plain index not', () => {
    const sim = withStream();
    call(sim, 'PUT', '/plain');
    call(sim, 'PUT', '/_data_stream/app-1/_lifecycle', {});
    const backing = call(sim, 'GET', '/_data_stream/app-1').body.data_streams[0].indices[0].index_name as string;
    const r = call(sim, 'GET', `/${backing},plain/_lifecycle/explain`).body.indices;
    expect(r.plain).toEqual({ index: 'plain', managed_by_lifecycle: false });
    expect(r[backing]).toMatchObject({ index: backing, managed_by_lifecycle: true, lifecycle: { enabled: true } });
    expect(typeof r[backing].index_creation_date_millis).toBe('number');
  });
  it('an index named is dropped, a missing name is 404, bad bodies are refused and change nothing', () => {
    const sim = withStream();
    call(sim, 'PUT', '/my-data-stream');
    expect(call(sim, 'PUT', '/_data_stream/my-data-stream/_lifecycle', { data_retention: '7d' }).body).toEqual({ acknowledged: true });
    expect(call(sim, 'GET', '/_data_stream/my-data-stream/_lifecycle').body.data_streams).toEqual([]);
    expect(call(sim, 'GET', '/_data_stream/nope/_lifecycle').status).toBe(404);
    expect(call(sim, 'PUT', '/_data_stream/app-1/_lifecycle', { data_retention: 'soon' }).status).toBe(400);
    expect(call(sim, 'PUT', '/_data_stream/app-1/_lifecycle', { retention: '1d' }).status).toBe(400);
    expect(call(sim, 'GET', '/_data_stream/app-1/_lifecycle').body.data_streams).toEqual([{ name: 'app-1' }]);
  });
  it('is not served before 8.11', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.10.0' });
    expect(call(sim, 'GET', '/_lifecycle/stats').status).not.toBe(200);
  });
  it('times print as TimeValue.toHumanReadableString(2): the fraction truncated, trailing zeros cut', () => {
    expect([humanTime(0), humanTime(1500), humanTime(90_000), humanTime(3_599_999), humanTime(86_400_000 * 2)]).toEqual(['0s', '1.5s', '1.5m', '59.99m', '2d']);
  });
});
