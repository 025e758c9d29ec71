/**
 * Cluster settings that exist from a release within their family: concurrent segment search's cluster switches
 * (OpenSearch 2.12 and 2.17, approx.; aggs-matrix-stats stats/30_single_value_field.yml sets the mode to `none`).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../profiles.ts';
import { clusterSettingDef } from './clusterSettingsTable.ts';
import { call, testSimulator } from '../testkit.ts';

describe('clusterSettingDef', () => {
  it('knows search.concurrent_segment_search.mode on OpenSearch 2.17 and later only', () => {
    const def = (v: string) => clusterSettingDef('opensearch', 'search.concurrent_segment_search.mode', getProfile(v as never));
    expect(def('opensearch@2.19.0')?.defaults.opensearch).toBe('none');
    expect(def('opensearch@2.11.0')).toBeUndefined();
    expect(clusterSettingDef('opensearch', 'search.concurrent_segment_search.enabled', getProfile('opensearch@2.12.0'))).toBeDefined();
    expect(clusterSettingDef('elasticsearch-8+', 'search.concurrent_segment_search.mode', getProfile('elasticsearch@8.19.0'))).toBeUndefined();
  });
});

/**
 * The lifecycle services' settings the data stream and ILM tutorials set (`PUT _cluster/settings` with
 * `indices.lifecycle.poll_interval: 1m`, then null; the failure store page's `failures_default`): ILM's from
 * 6.6 (LifecycleSettings), the data stream lifecycle's from 8.11, the failure store's retention in 8.19 and 9.1+.
 */
describe('lifecycle poll intervals and failure retention', () => {
  const put = (v: string, body: object) => call(testSimulator({ profile: v as never }), 'PUT', '/_cluster/settings', body);
  it('accepts ILM and data stream lifecycle poll intervals in 8.19, refusing one under a second', () => {
    expect(put('elasticsearch@8.19.0', { persistent: { 'indices.lifecycle.poll_interval': '1m', 'data_streams.lifecycle.poll_interval': '10s' } }).status).toBe(200);
    const low = put('elasticsearch@8.19.0', { persistent: { 'indices.lifecycle.poll_interval': '10ms' } });
    expect(low.status).toBe(400);
    expect(low.body.error.reason).toBe('failed to parse value [10ms] for setting [indices.lifecycle.poll_interval], must be >= [1s]');
    expect(put('elasticsearch@8.19.0', { persistent: { 'data_streams.lifecycle.retention.failures_default': '15d' } }).status).toBe(200);
  });
  it('knows them only where the service exists', () => {
    expect(put('elasticsearch@8.10.0', { persistent: { 'data_streams.lifecycle.poll_interval': '10s' } }).status).toBe(400);
    expect(put('elasticsearch@8.18.0', { persistent: { 'data_streams.lifecycle.retention.failures_default': '15d' } }).status).toBe(400);
    expect(put('elasticsearch@6.5.0', { persistent: { 'indices.lifecycle.poll_interval': '1m' } }).status).toBe(400);
    expect(put('elasticsearch@6.8.13', { persistent: { 'indices.lifecycle.poll_interval': '1m' } }).status).toBe(200);
    expect(put('opensearch@2.19.0', { persistent: { 'indices.lifecycle.poll_interval': '1m' } }).status).toBe(400);
  });
});
