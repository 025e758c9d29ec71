/**
 * `GET /_resolve/cluster/{name}` on a node without remote clusters (TransportResolveClusterAction,
 * ResolveClusterActionResponse): the `(local)` entry with `matching_indices` (open indices, aliases, data
 * streams; closed indices do not count: hasNonClosedMatchingIndex) and the build's version, or the
 * IndexNotFoundException's message as `error` for a missing explicit name; a named remote cluster is unknown.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function sim() {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/metrics-a', { aliases: { metrics: {} } });
  call(s, 'PUT', '/archived');
  call(s, 'POST', '/archived/_close');
  return s;
}

describe('resolve cluster', () => {
  it('a matching open index or alias: matching_indices true, with the version', () => {
    for (const expr of ['metrics-*', 'metrics']) {
      expect(call(sim(), 'GET', `/_resolve/cluster/${expr}`).body).toEqual({
        '(local)': {
          connected: true,
          skip_unavailable: false,
          matching_indices: true,
          version: { number: '8.19.0', build_flavor: 'default', minimum_wire_compatibility_version: '7.17.0', minimum_index_compatibility_version: '7.0.0' },
        },
      });
    }
  });

  it('no match, or a closed index only: matching_indices false', () => {
    for (const expr of ['nothing-*', 'archived']) expect(call(sim(), 'GET', `/_resolve/cluster/${expr}`).body['(local)'].matching_indices).toBe(false);
  });

  it('a missing explicit name is the entry error, not a failed request', () => {
    const r = call(sim(), 'GET', '/_resolve/cluster/metrics-a,nope');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ '(local)': { connected: true, skip_unavailable: false, error: 'no such index [nope]' } });
  });

  it('remote clusters: a named one is unknown (404), a wildcard one reaches none', () => {
    const r = call(sim(), 'GET', '/_resolve/cluster/metrics-a,eu:metrics-*');
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ type: 'no_such_remote_cluster_exception', reason: 'no such remote cluster: [eu]' });
    expect(call(sim(), 'GET', '/_resolve/cluster/*:metrics').body).toEqual({});
  });

  it('not before 8.13, never in OpenSearch', () => {
    for (const profile of ['elasticsearch@8.12.0', 'opensearch@2.19.0'] as const) {
      expect(call(testSimulator({ profile }), 'GET', '/_resolve/cluster/x').body).not.toHaveProperty('(local)');
    }
  });
});
