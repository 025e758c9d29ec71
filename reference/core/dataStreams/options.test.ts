/**
 * The failure store's effective switch (DataStream.isFailureStoreEffectivelyEnabled): the stream's own
 * `failure_store.enabled` wins, true or false; else the `data_streams.failure_store.enabled` cluster
 * setting's patterns (DataStreamFailureStoreSettings, simple wildcards), never for a dot-named stream.
 * Expected values from Elasticsearch's data_stream/220_failure_store_cluster_setting.yml ('*-matching' turns
 * `default-fs-matching` on, a component's `enabled: false` keeps `disabled-fs-matching` off) and
 * 240_failure_store_info.yml ('fs-default*').
 */
import { describe, expect, it } from 'vitest';
import { emptyState } from '../state.ts';
import { failureStoreEnabledFor } from './options.ts';

function withSetting(value: string | undefined, scope: 'persistent' | 'transient' = 'persistent') {
  const state = emptyState();
  if (value !== undefined) state.clusterSettings[scope]['data_streams.failure_store.enabled'] = value;
  return state;
}

describe('failureStoreEnabledFor', () => {
  it('is off with neither options nor setting', () => {
    expect(failureStoreEnabledFor(withSetting(undefined), 'logs-a', undefined)).toBe(false);
  });

  it('follows the options when they say, whatever the setting', () => {
    expect(failureStoreEnabledFor(withSetting(undefined), 'logs-a', { failure_store: { enabled: true } })).toBe(true);
    expect(failureStoreEnabledFor(withSetting('*-matching'), 'disabled-fs-matching', { failure_store: { enabled: false } })).toBe(false);
  });

  it('turns on the names the setting matches, any of its comma-separated patterns', () => {
    const state = withSetting('*-matching');
    expect(failureStoreEnabledFor(state, 'default-fs-matching', undefined)).toBe(true);
    expect(failureStoreEnabledFor(state, 'default-fs-other', undefined)).toBe(false);
    expect(failureStoreEnabledFor(withSetting('nope-*, fs-default*'), 'fs-default-data-stream', {})).toBe(true);
  });

  it('reads a transient setting before a persistent one', () => {
    const state = withSetting('logs-*');
    state.clusterSettings.transient['data_streams.failure_store.enabled'] = 'metrics-*';
    expect(failureStoreEnabledFor(state, 'logs-a', undefined)).toBe(false);
    expect(failureStoreEnabledFor(state, 'metrics-a', undefined)).toBe(true);
  });

  it('never turns on a dot-named (internal) stream', () => {
    expect(failureStoreEnabledFor(withSetting('*'), '.internal-a', undefined)).toBe(false);
  });
});
