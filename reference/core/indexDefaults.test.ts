/**
 * `GET /<index>/_settings?include_defaults` per version, and its nested shape. OpenSearch's own keys and
 * defaults come from its IndexScopedSettings and providers (see indexDefaults.ts); the shape is
 * Settings.getAsStructuredMap's, which OpenSearch's API specification models for `merge`
 * (opensearch-api-specification spec/schemas/indices._common.yaml: IndexSettingsMerge has `policy`, a
 * name or a tiered config, beside dotted `policy.deletes_pct_allowed`… keys).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../testkit.ts';
import type { ProfileName } from '../profiles.ts';
import { nestSettings } from './settings.ts';

const defaults = (profile: ProfileName, flat = false) => {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/i');
  const r = call(sim, 'GET', `/i/_settings?include_defaults=true${flat ? '&flat_settings=true' : ''}`);
  expect(r.status).toBe(200);
  return r.body.i.defaults;
};

describe('include_defaults', () => {
  it('OpenSearch 2.11+ prints index.merge.policy as a string, the tiered keys dotted beside it', () => {
    const merge = defaults('opensearch@2.17.1').index.merge;
    expect(merge.policy).toBe('default');
    expect(merge['policy.floor_segment']).toBe('2mb');
    expect(merge['policy.segments_per_tier']).toBe('10.0');
    expect(merge['policy.max_merge_at_once_explicit']).toBeUndefined();
    // LogByteSizeMergePolicyProvider's defaults.
    expect(merge.log_byte_size_policy).toEqual({
      max_merge_segment: '5gb', max_merge_segment_forced_merge: '9223372036854775807b', max_merged_docs: '2147483647',
      merge_factor: '10', min_merge: '16mb', no_cfs_ratio: '0.1',
    });
    expect(merge.scheduler).toEqual({ auto_throttle: 'true', max_merge_count: '6', max_thread_count: '1' });
  });

  it('OpenSearch lists its own settings from the release that registered them, and none of Elasticsearch\'s', () => {
    const os1 = defaults('opensearch@1.3.19', true);
    expect(os1['index.merge.policy']).toBeUndefined();
    expect(os1['index.merge.policy.max_merge_at_once_explicit']).toBe('30');
    expect(os1['index.remote_store.enabled']).toBeUndefined();
    expect(os1['index.merge_on_flush.enabled']).toBeUndefined();
    const os2 = defaults('opensearch@2.17.1', true);
    expect(os2['index.analyze.max_token_count']).toBe('10000');
    expect(os2['index.search.concurrent_segment_search.mode']).toBe('none');
    expect(os2['index.number_of_search_replicas']).toBeUndefined();
    for (const esOnly of ['index.mapping.total_fields.ignore_dynamic_beyond_limit', 'index.routing.allocation.disk.watermark.ignore', 'index.shard_limit.group', 'index.max_token_count', 'index.mode']) {
      expect(os2[esOnly], esOnly).toBeUndefined();
    }
    expect(defaults('opensearch@3.2.0', true)['index.number_of_search_replicas']).toBe('0');
  });

  it('Elasticsearch keeps its own generation\'s keys', () => {
    const es8 = defaults('es8', true);
    expect(es8['index.analyze.max_token_count']).toBe('10000');
    expect(es8['index.merge.policy']).toBeUndefined();
    expect(es8['index.routing.allocation.disk.watermark.ignore']).toBe('false');
    expect(defaults('es6', true)['index.merge.policy.max_merge_at_once_explicit']).toBe('30');
  });
});

describe('nestSettings (Settings.getAsStructuredMap)', () => {
  it('nests on dots, and falls back to dotted keys beside a value of the same name', () => {
    expect(nestSettings({ 'a.b': '1', 'a.c.d': '2' })).toEqual({ a: { b: '1', c: { d: '2' } } });
    expect(nestSettings({ 'a.p': 'x', 'a.p.q': '1', 'a.p.r.s': '2' })).toEqual({ a: { p: 'x', 'p.q': '1', 'p.r': { s: '2' } } });
  });
});

describe('settings some version lists among its defaults', () => {
  it('are kept on create, not refused as unknown (field_usage.yml creates with routing.rebalance.enable: none)', async () => {
    const sim = testSimulator({ profile: 'es8' });
    const r = await call(sim, 'PUT', '/fu', { settings: { 'routing.rebalance.enable': 'none', 'index.priority': 3 } });
    expect(r.status).toBe(200);
    const s = await call(sim, 'GET', '/fu/_settings');
    expect(s.body.fu.settings.index.routing.rebalance.enable).toBe('none');
    expect((await call(sim, 'PUT', '/fu2', { settings: { 'index.routing.rebalance.enabled': 'none' } })).body.error.reason).toMatch(/unknown setting \[index\.routing\.rebalance\.enabled\]/);
  });
});
