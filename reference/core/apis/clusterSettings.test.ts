/** PUT/GET /_cluster/settings against the settings table: what is accepted, how it is answered, per version. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

const put = (profile: ProfileName, body: unknown, query = '') => {
  const sim = testSimulator({ profile });
  return { sim, r: call(sim, 'PUT', `/_cluster/settings${query}`, body) };
};

describe('cluster settings', () => {
  // The clients suite's monitoring/bulk.yml sets it on 8.19; MonitoringService.ENABLED is Dynamic and
  // DeprecatedWarning (ES's own HTTP exporter tests set it through updateClusterSettingsIgnoringWarnings).
  it('takes xpack.monitoring.collection.enabled, with the deprecation warning from 7.16; OpenSearch does not know it', () => {
    const es8 = put('elasticsearch@8.19.0', { persistent: { 'xpack.monitoring.collection.enabled': true } }).r;
    expect(es8.status).toBe(200);
    expect(es8.body.persistent).toEqual({ xpack: { monitoring: { collection: { enabled: 'true' } } } });
    expect(es8.headers['warning']).toMatch(/"\[xpack\.monitoring\.collection\.enabled\] setting was deprecated in Elasticsearch and will be removed in a future release\."/);
    const es7 = put('elasticsearch@7.10.2', { persistent: { 'xpack.monitoring.collection.enabled': true } }).r;
    expect(es7.status).toBe(200);
    expect(es7.headers['warning']).toBeUndefined();
    expect(put('elasticsearch@8.19.0', { persistent: { 'xpack.monitoring.collection.interval': '10ms' } }).r.status).toBe(400);
    expect(put('opensearch@2.19.0', { persistent: { 'xpack.monitoring.collection.enabled': true } }).r.body.error.reason).toBe('persistent setting [xpack.monitoring.collection.enabled], not recognized');
  });

  it('accepts the settings ES knows, typed, and answers them nested (flat with flat_settings)', () => {
    const { sim, r } = put('es8', {
      persistent: { 'indices.recovery.max_bytes_per_sec': '50mb', cluster: { routing: { allocation: { enable: 'PRIMARIES', 'disk.watermark.low': '0.8' } } } },
      transient: { 'cluster.max_shards_per_node': 2000, 'cluster.routing.allocation.exclude._name': 'node-9' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      acknowledged: true,
      persistent: { cluster: { routing: { allocation: { disk: { watermark: { low: '0.8' } }, enable: 'PRIMARIES' } } }, indices: { recovery: { max_bytes_per_sec: '50mb' } } },
      transient: { cluster: { max_shards_per_node: '2000', routing: { allocation: { exclude: { _name: 'node-9' } } } } },
    });
    const flat = call(sim, 'GET', '/_cluster/settings?flat_settings=true').body;
    expect(flat.persistent['indices.recovery.max_bytes_per_sec']).toBe('50mb');
    expect(call(sim, 'PUT', '/_cluster/settings?flat_settings=true', { persistent: { 'indices.breaker.total.limit': '80%' } }).body.persistent).toEqual({ 'indices.breaker.total.limit': '80%' });
  });

  it('resets a key with null and every key under a prefix with x.*', () => {
    const { sim } = put('es8', { persistent: { 'indices.recovery.max_bytes_per_sec': '50mb', 'indices.recovery.retry_delay_network': '10s', 'search.max_buckets': 10 } });
    expect(call(sim, 'PUT', '/_cluster/settings', { persistent: { 'indices.recovery.*': null } }).status).toBe(200);
    expect(call(sim, 'GET', '/_cluster/settings?flat_settings=true').body.persistent).toEqual({ 'search.max_buckets': '10' });
    expect(call(sim, 'PUT', '/_cluster/settings', { persistent: { 'no.such': null } }).body.error.reason).toBe('persistent setting [no.such], not recognized');
  });

  it('refuses all of an update when one value fails, and node-only settings', () => {
    const { sim, r } = put('es8', { persistent: { 'search.max_buckets': 10, 'cluster.info.update.interval': '5s' } });
    expect([r.status, r.body.error.reason]).toEqual([400, 'failed to parse value [5s] for setting [cluster.info.update.interval], must be >= [10s]']);
    expect(call(sim, 'GET', '/_cluster/settings').body.persistent).toEqual({});
    const stat = call(sim, 'PUT', '/_cluster/settings', { transient: { 'indices.breaker.total.use_real_memory': false } });
    expect(stat.body.error.reason).toBe('transient setting [indices.breaker.total.use_real_memory], not dynamically updateable');
  });

  it('knows each version\'s settings: recovery chunks from 7.x, include_relocations until 7.x', () => {
    expect(put('es6', { persistent: { 'indices.recovery.max_concurrent_file_chunks': 2 } }).r.status).toBe(400);
    expect(put('elasticsearch@7.17.3', { persistent: { 'indices.recovery.max_concurrent_file_chunks': 2 } }).r.status).toBe(200);
    expect(put('elasticsearch@7.17.3', { persistent: { 'cluster.routing.allocation.disk.include_relocations': false } }).r.status).toBe(200);
    expect(put('es8', { persistent: { 'cluster.routing.allocation.disk.include_relocations': false } }).r.status).toBe(400);
    expect(put('es8', { persistent: { 'indices.recovery.max_concurrent_file_chunks': 9 } }).r.body.error.reason).toBe(
      'Failed to parse value [9] for setting [indices.recovery.max_concurrent_file_chunks] must be <= 8',
    );
    expect(put('es8', { persistent: { 'cluster.routing.allocation.balance.shard': -1 } }).r.body.error.reason).toBe(
      'Failed to parse value [-1] for setting [cluster.routing.allocation.balance.shard] must be >= 0.0',
    );
  });

  it('lists each version\'s defaults with include_defaults', () => {
    const sim = testSimulator({ profile: 'es5' });
    const d5 = call(sim, 'GET', '/_cluster/settings?include_defaults=true&flat_settings=true').body.defaults;
    expect(d5['indices.breaker.total.limit']).toBe('70%');
    expect(d5['cluster.routing.allocation.disk.watermark.flood_stage']).toBeUndefined();
    const d8 = call(testSimulator({ profile: 'es8' }), 'GET', '/_cluster/settings?include_defaults=true&flat_settings=true').body.defaults;
    expect(d8['indices.breaker.total.limit']).toBe('95%');
    expect(d8['indices.recovery.max_bytes_per_sec']).toBe('40mb');
    expect(d8['cluster.routing.allocation.disk.include_relocations']).toBeUndefined();
  });

  it('warns about transient settings in later 8.x (not 7.16, 7.17 or 8.0, not OpenSearch), and only when some are given', () => {
    const warning = (profile: ProfileName, body: unknown) => put(profile, body).r.headers['warning'] ?? '';
    expect(warning('es8', { transient: { 'search.max_buckets': 5 } })).toMatch(/\[transient settings removal\] Updating cluster settings through transient settings is deprecated/);
    // The first deprecation was undone before 7.16.0 and 8.0.0 shipped (#80558, #80570, #80564).
    expect(warning('elasticsearch@7.17.3', { transient: { 'search.max_buckets': 5 } })).toBe('');
    expect(warning('elasticsearch@8.0.0', { transient: { 'search.max_buckets': 5 } })).toBe('');
    expect(warning('opensearch2', { transient: { 'search.max_buckets': 5 } })).toBe('');
    expect(warning('es8', { transient: {}, persistent: { 'search.max_buckets': 5 } })).toBe('');
    // The REST layer warns before the update is checked: a refused update carries the warning as well.
    const refused = put('es8', { transient: { 'no.such': 1 } }).r;
    expect(refused.status).toBe(400);
    expect(refused.headers['warning']).toMatch(/transient settings removal/);
  });
});

// Settings.Builder keeps a list given as an array (putList) and Settings.toXContent writes it as one; a text
// with commas stays a text. Before, the array came back as "a,b" from the update and from GET.
describe('list settings', () => {
  it('print as the array they were given, or the text', () => {
    const { sim, r } = put('elasticsearch@8.19.0', { persistent: { 'search.aggs.allowed_inline_metric_scripts': ['state.a = 1', 'state.b = 2'] } });
    expect(r.body).toEqual({ acknowledged: true, persistent: { search: { aggs: { allowed_inline_metric_scripts: ['state.a = 1', 'state.b = 2'] } } }, transient: {} });
    expect((call(sim, 'GET', '/_cluster/settings?flat_settings=true').body as { persistent: unknown }).persistent).toEqual({ 'search.aggs.allowed_inline_metric_scripts': ['state.a = 1', 'state.b = 2'] });
    const text = put('elasticsearch@8.19.0', { persistent: { 'search.aggs.allowed_stored_metric_scripts': 'x,y' } }).r;
    expect(text.body).toEqual({ acknowledged: true, persistent: { search: { aggs: { allowed_stored_metric_scripts: 'x,y' } } }, transient: {} });
  });
});
