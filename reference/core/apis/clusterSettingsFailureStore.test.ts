/**
 * The failure store's cluster setting, `data_streams.failure_store.enabled` (DataStreamFailureStoreSettings'
 * DATA_STREAM_FAILURE_STORED_ENABLED_SETTING, a dynamic string list defaulting to `[]`): known where the failure store is (ES 8.19 and 9.1+), refused as
 * `not recognized` elsewhere; data_stream/220_failure_store_cluster_setting.yml sets it to '*-matching' and
 * resets it with null.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const KEY = 'data_streams.failure_store.enabled';

describe('the failure store cluster setting', () => {
  it('is taken on 8.19, printed nested, and its default is an empty list', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'PUT', '/_cluster/settings', { persistent: { [KEY]: '*-matching' } });
    expect(r.status).toBe(200);
    expect(r.body.persistent).toEqual({ data_streams: { failure_store: { enabled: '*-matching' } } });
    const defaults = call(sim, 'GET', '/_cluster/settings?include_defaults&flat_settings=true').body.defaults;
    expect(defaults[KEY]).toEqual([]);
    expect(call(sim, 'PUT', '/_cluster/settings', { persistent: { [KEY]: null } }).status).toBe(200);
  });

  it('is not recognized where there is no failure store (9.0, OpenSearch)', () => {
    for (const profile of ['elasticsearch@9.0.0', 'opensearch@2.19.0'] as const) {
      const sim = testSimulator({ profile });
      const r = call(sim, 'PUT', '/_cluster/settings', { persistent: { [KEY]: 'logs-*' } });
      expect(r.status).toBe(400);
      expect(r.body.error.reason).toBe(`persistent setting [${KEY}], not recognized`);
      expect(call(sim, 'GET', '/_cluster/settings?include_defaults&flat_settings=true').body.defaults[KEY]).toBeUndefined();
    }
  });
});
