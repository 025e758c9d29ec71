/**
 * Small cluster information APIs of a single node with no remote cluster: `GET /_remote/info`
 * (RestRemoteClusterInfoAction: the configured remote clusters, none), `GET /_cluster/pending_tasks`
 * (PendingClusterTasksResponse: the master's queue, empty between requests since every change is applied
 * within its request), and `GET /_nodes[/{node_id}]/usage[/{metric}]` (NodesUsageResponse: the REST
 * handlers' request counts, stats/restUsage.ts, by Elasticsearch's handler names).
 */
import type { JsonObject } from '../json.ts';
import { unrecognized } from '../errors/index.ts';
import { splitExpr } from '../resolve.ts';
import { ok, type Handler } from '../handler.ts';
import { restUsage } from '../stats/restUsage.ts';
import { NODE } from './shardStats.ts';
import { nodesResponse, takesOurNode } from './nodes.ts';

/** GET /_remote/info: no remote cluster is configured. */
export const remoteInfo: Handler = () => ok({});

/** GET /_cluster/pending_tasks */
export const pendingTasks: Handler = () => ok({ tasks: [] });

/** RestHandler.getName() of the handlers whose name does not follow `<api with _>_action`. */
const HANDLER_NAMES: Readonly<Record<string, string>> = {
  info: 'main_action', ping: 'main_action', scroll: 'search_scroll_action', index: 'document_index_action', create: 'document_create_action',
  get: 'document_get_action', exists: 'document_get_action', get_source: 'document_get_source_action', exists_source: 'document_get_source_action',
  delete: 'document_delete_action', update: 'document_update_action', mget: 'document_mget_action', 'indices.create': 'create_index_action',
  'indices.delete': 'delete_index_action', 'indices.get': 'get_indices_action', 'indices.refresh': 'refresh_action', 'indices.put_mapping': 'put_mapping_action',
  'indices.get_mapping': 'get_mapping_action', 'indices.get_settings': 'get_settings_action', 'indices.put_settings': 'update_settings_action',
  'indices.stats': 'indices_stats_action', 'cluster.get_settings': 'cluster_get_settings_action', 'cluster.put_settings': 'cluster_update_settings_action',
  'cat.help': 'cat_action', 'cat.aliases': 'cat_alias_action', 'cat.thread_pool': 'cat_threadpool_action', 'cat.nodeattrs': 'cat_node_attrs_action',
  'cat.snapshots': 'cat_snapshot_action', 'cat.pending_tasks': 'cat_pending_cluster_tasks_action',
};

/** The REST handler name ES counts a request of an API under. */
export function restHandlerName(api: string): string {
  return HANDLER_NAMES[api] ?? `${api.replace(/\./g, '_')}_action`;
}

const USAGE_METRICS = ['_all', 'rest_actions', 'aggregations'];

/** GET /_nodes[/{node_id}]/usage[/{metric}] */
export const nodesUsage: Handler = (state, req, env) => {
  const metrics = splitExpr(req.parts.metric);
  const bad = metrics.filter((m) => !USAGE_METRICS.includes(m));
  if (bad.length > 0) return unrecognized(req.path, 'metric', bad, USAGE_METRICS);
  const all = metrics.length === 0 || metrics.includes('_all');
  const ours = takesOurNode(req.parts.node_id);
  const nodes: JsonObject = {};
  if (ours) {
    const usage = restUsage(state, env.now);
    const node: JsonObject = { timestamp: env.now, since: usage.since };
    if (all || metrics.includes('rest_actions')) {
      const counts = new Map<string, number>();
      for (const [api, n] of usage.byApi) counts.set(restHandlerName(api), (counts.get(restHandlerName(api)) ?? 0) + n);
      node.rest_actions = Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : 1)));
    }
    // Aggregation usage by type and value source is not counted.
    if (all || metrics.includes('aggregations')) node.aggregations = {};
    nodes[NODE.id] = node;
  }
  return ok(nodesResponse(ours, nodes));
};
