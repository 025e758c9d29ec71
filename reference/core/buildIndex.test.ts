/**
 * The settings a new index gets beyond its request's: the data tier preference X-Pack's
 * DataTier.DefaultHotAllocationSettingProvider adds on ES ≥ 7.10 (data_content, data_hot for a backing index,
 * none when the settings name a tier preference or an allocation filter, even as null).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../testkit.ts';

const tierOf = (sim: ReturnType<typeof testSimulator>, index: string): unknown =>
  call(sim, 'GET', `/${index}/_settings?flat_settings=true`).body[index].settings['index.routing.allocation.include._tier_preference'];

describe('the default tier preference', () => {
  it('is data_content for a new index from ES 7.10, unless the settings name a tier or a filter', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/plain', {});
    expect(tierOf(sim, 'plain')).toBe('data_content');
    call(sim, 'PUT', '/warm', { settings: { 'index.routing.allocation.include._tier_preference': 'data_warm' } });
    expect(tierOf(sim, 'warm')).toBe('data_warm');
    call(sim, 'PUT', '/none', { settings: { 'index.routing.allocation.include._tier_preference': null } });
    expect(tierOf(sim, 'none')).toBeUndefined();
    call(sim, 'PUT', '/filtered', { settings: { 'index.routing.allocation.exclude._name': 'n1' } });
    expect(tierOf(sim, 'filtered')).toBeUndefined();
    // An index a write creates gets it too.
    call(sim, 'PUT', '/auto/_doc/1', { a: 1 });
    expect(tierOf(sim, 'auto')).toBe('data_content');
  });

  it('is absent before 7.10 and on OpenSearch', () => {
    for (const profile of ['elasticsearch@7.9.3', 'opensearch@2.19.0'] as const) {
      const sim = testSimulator({ profile });
      call(sim, 'PUT', '/plain', {});
      expect(tierOf(sim, 'plain')).toBeUndefined();
    }
  });
});
