/**
 * Cluster health and `_cat/indices` around closed indices, per version: replicated and reported from
 * ES 7.2 (and in OpenSearch), without shards or health before. specs/cluster/30_closed_health.yml holds
 * the 7.2+ side against any target; the older side is here, where no version range can pick it out.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function withClosedIndex(profile: ProfileName) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/open_one', { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  call(sim, 'PUT', '/shut', { settings: { number_of_shards: 2, number_of_replicas: 1 } });
  call(sim, 'POST', '/shut/_close');
  return sim;
}

describe('closed indices in cluster health', () => {
  for (const profile of ['es5', 'es6', 'elasticsearch@7.1.1'] as const) {
    it(`${profile}: a closed index has no shards, so health leaves it out`, () => {
      const sim = withClosedIndex(profile);
      const h = call(sim, 'GET', '/_cluster/health?level=indices').body;
      expect(h.status).toBe('green');
      expect(h.active_primary_shards).toBe(1);
      expect(Object.keys(h.indices)).toEqual(['open_one']);
      expect(call(sim, 'GET', '/_cluster/health/shut?level=indices').body.indices).toEqual({});
      expect(call(sim, 'GET', '/_cat/indices/shut?h=health,status').text).toMatch(/^\s*close\s*\n$/);
    });
  }

  for (const profile of ['elasticsearch@7.2.0', 'es8', 'opensearch2', 'opensearch@1.3.19'] as const) {
    it(`${profile}: a closed index is replicated and reported like an open one`, () => {
      const sim = withClosedIndex(profile);
      const h = call(sim, 'GET', '/_cluster/health?level=shards').body;
      expect(h.status).toBe('yellow');
      expect(h.active_primary_shards).toBe(3);
      expect(h.unassigned_shards).toBe(2);
      expect(h.indices.shut).toMatchObject({ status: 'yellow', number_of_shards: 2, active_primary_shards: 2, unassigned_shards: 2 });
      expect(h.indices.shut.shards['1']).toEqual({
        status: 'yellow', primary_active: true, active_shards: 1, relocating_shards: 0, initializing_shards: 0, unassigned_shards: 1,
      });
      expect(call(sim, 'GET', '/_cat/indices/shut?h=health,status').text).toBe('yellow close\n');
    });
  }

  it('level=indices lists no shards; the default level lists no indices', () => {
    const sim = withClosedIndex('es8');
    expect(call(sim, 'GET', '/_cluster/health?level=indices').body.indices.shut.shards).toBeUndefined();
    expect(call(sim, 'GET', '/_cluster/health').body.indices).toBeUndefined();
  });

  it('_cat/health counts a closed index only where it keeps shards', () => {
    expect(call(withClosedIndex('es6'), 'GET', '/_cat/health?h=shards,unassign').text).toBe('1 0\n');
    expect(call(withClosedIndex('es8'), 'GET', '/_cat/health?h=shards,unassign').text).toBe('3 2\n');
  });

  it('_cat/indices?health= is validated from 7.8; before, an unknown status matches no index', () => {
    const old = call(withClosedIndex('elasticsearch@7.7.0'), 'GET', '/_cat/indices?health=invalid');
    expect([old.status, old.text]).toEqual([200, '']);
    const now = call(withClosedIndex('elasticsearch@7.8.0'), 'GET', '/_cat/indices?health=invalid');
    expect([now.status, now.body.error.reason]).toEqual([400, 'unknown cluster health status [invalid]']);
  });
});

// elastic/elasticsearch#112024 (8.16): ClusterHealthResponse, ClusterIndexHealth and ClusterShardHealth print
// unassigned_primary_shards right after unassigned_shards; RestHealthAction adds the column unassign.pri.
describe('unassigned primaries in cluster health', () => {
  it('elasticsearch@8.19.0: counted at every level and in _cat/health', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/replicated', { settings: { number_of_shards: 2, number_of_replicas: 1 } });
    const h = call(sim, 'GET', '/_cluster/health?level=shards').body;
    expect(Object.keys(h).slice(9, 12)).toEqual(['unassigned_shards', 'unassigned_primary_shards', 'delayed_unassigned_shards']);
    expect(h.unassigned_primary_shards).toBe(0);
    expect(h.indices.replicated).toMatchObject({ unassigned_shards: 2, unassigned_primary_shards: 0 });
    expect(h.indices.replicated.shards['0']).toEqual({
      status: 'yellow', primary_active: true, active_shards: 1, relocating_shards: 0, initializing_shards: 0, unassigned_shards: 1, unassigned_primary_shards: 0,
    });
    const cat = call(sim, 'GET', '/_cat/health?v&h=unassign,unassign.pri,up').text;
    // RestTable shows a column asked for by an alias under that alias (DisplayHeader)
    expect(cat.split('\n')[0]!.trim().split(/\s+/)).toEqual(['unassign', 'unassign.pri', 'up']);
    expect(cat.split('\n')[1]!.trim().split(/\s+/)).toEqual(['2', '0', '0']);
  });

  for (const profile of ['elasticsearch@8.15.0', 'opensearch@2.19.0'] as const) {
    it(`${profile}: not printed`, () => {
      const sim = testSimulator({ profile });
      call(sim, 'PUT', '/replicated', { settings: { number_of_shards: 1, number_of_replicas: 1 } });
      expect(call(sim, 'GET', '/_cluster/health?level=shards').body).not.toHaveProperty('unassigned_primary_shards');
      expect(call(sim, 'GET', '/_cat/health?v').text).not.toContain('unassign.pri');
    });
  }
});
