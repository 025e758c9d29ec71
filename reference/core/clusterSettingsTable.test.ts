/**
 * Cluster settings that exist from a release within their family: concurrent segment search's cluster switches
 * (OpenSearch 2.12 and 2.17, approx.; aggs-matrix-stats stats/30_single_value_field.yml sets the mode to `none`).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../profiles.ts';
import { clusterSettingDef } from './clusterSettingsTable.ts';

describe('clusterSettingDef', () => {
  it('knows search.concurrent_segment_search.mode on OpenSearch 2.17 and later only', () => {
    const def = (v: string) => clusterSettingDef('opensearch', 'search.concurrent_segment_search.mode', getProfile(v as never));
    expect(def('opensearch@2.19.0')?.defaults.opensearch).toBe('none');
    expect(def('opensearch@2.11.0')).toBeUndefined();
    expect(clusterSettingDef('opensearch', 'search.concurrent_segment_search.enabled', getProfile('opensearch@2.12.0'))).toBeDefined();
    expect(clusterSettingDef('elasticsearch-8+', 'search.concurrent_segment_search.mode', getProfile('elasticsearch@8.19.0'))).toBeUndefined();
  });
});
