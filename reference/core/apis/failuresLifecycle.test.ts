/**
 * A failure store's lifecycle in GET /_data_stream (GetDataStreamAction.DataStreamInfo, `failure_store.lifecycle`
 * printed with the failures' global retention, DataStreamGlobalRetentionSettings.getFailuresRetention): 8.19 has
 * it as 9.1 does. The 8.19 failure store page (`docs/reference/data-streams/failure-store.asciidoc`) shows a stream
 * with its store on answering `{"enabled": true, "effective_retention": "30d", "retention_determined_by":
 * "default_failures_retention"}`, lowers `data_streams.lifecycle.retention.failures_default` to 15d, and sets
 * one stream's `failure_store.lifecycle.data_retention` through the options API. 9.0 has no failure store.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function streamWithStore(profile: 'elasticsearch@8.19.0' | 'elasticsearch@9.1.0' | 'elasticsearch@8.18.0') {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/_index_template/orders', { index_patterns: ['orders-*'], data_stream: {}, template: { data_stream_options: { failure_store: { enabled: true } } } });
  call(sim, 'PUT', '/_data_stream/orders-eu');
  return sim;
}
const store = (sim: ReturnType<typeof testSimulator>) => call(sim, 'GET', '/_data_stream/orders-eu').body.data_streams[0].failure_store;

describe('failure store lifecycle', () => {
  for (const v of ['elasticsearch@8.19.0', 'elasticsearch@9.1.0'] as const) {
    it(`${v}: the default 30d failures retention, then the cluster's, then the stream's own`, () => {
      const sim = streamWithStore(v);
      expect(store(sim).lifecycle).toEqual({ enabled: true, effective_retention: '30d', retention_determined_by: 'default_failures_retention' });
      expect(call(sim, 'PUT', '/_cluster/settings', { persistent: { 'data_streams.lifecycle.retention.failures_default': '15d' } }).status).toBe(200);
      expect(store(sim).lifecycle.effective_retention).toBe('15d');
      // The max caps the failures default (the page's note: a max under 30d is used as the default).
      call(sim, 'PUT', '/_cluster/settings', { persistent: { 'data_streams.lifecycle.retention.max': '5d' } });
      expect(store(sim).lifecycle).toEqual({ enabled: true, effective_retention: '5d', retention_determined_by: 'default_failures_retention' });
      call(sim, 'PUT', '/_cluster/settings', { persistent: { 'data_streams.lifecycle.retention.max': null } });
      expect(call(sim, 'PUT', '/_data_stream/orders-eu/_options', { failure_store: { enabled: true, lifecycle: { data_retention: '10d' } } }).status).toBe(200);
      expect(store(sim).lifecycle).toEqual({ enabled: true, data_retention: '10d', effective_retention: '10d', retention_determined_by: 'data_stream_configuration' });
      expect(call(sim, 'GET', '/_data_stream/orders-eu/_options').body.data_streams[0].options).toEqual({ failure_store: { enabled: true, lifecycle: { enabled: true, data_retention: '10d' } } });
    });
  }
  it('8.18 has no failure store to print', () => {
    const sim = streamWithStore('elasticsearch@8.18.0');
    expect(call(sim, 'GET', '/_data_stream/orders-eu').body.data_streams[0]?.failure_store).toBeUndefined();
  });
});
