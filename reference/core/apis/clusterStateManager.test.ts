/**
 * OpenSearch 2.0+ prints the elected node's id twice in `GET _cluster/state`: `master_node` and its new
 * name `cluster_manager_node` (ClusterState.toXContent, Metric.CLUSTER_MANAGER_NODE); Elasticsearch only
 * `master_node`. OpenSearch's ingest 70_bulk.yml stashes `cluster_manager_node` to read node stats.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('cluster_manager_node in the cluster state', () => {
  it('OpenSearch 2.x prints both names with the same id', () => {
    const r = call(testSimulator({ profile: 'opensearch@2.19.0' }), 'GET', '/_cluster/state');
    const b = r.body as { master_node: string; cluster_manager_node: string };
    expect(b.cluster_manager_node).toBeTypeOf('string');
    expect(b.cluster_manager_node).toBe(b.master_node);
  });

  it('Elasticsearch prints master_node only', () => {
    const b = call(testSimulator({ profile: 'elasticsearch@8.19.0' }), 'GET', '/_cluster/state').body as Record<string, unknown>;
    expect(b.master_node).toBeTypeOf('string');
    expect(b).not.toHaveProperty('cluster_manager_node');
  });
});
