/** Cluster-level APIs: info, health, settings, state, nodes, tasks, and the `_cat` tables. */
import { api, clusterWrite } from './define.ts';
import type { ApiDef } from './types.ts';

const CAT = 'format h help s v local master_timeout pri';
const RETHROTTLE = clusterWrite('cluster:admin/reindex/rethrottle', 'manage,all');

export const CLUSTER_APIS: readonly ApiDef[] = [
  api('info', { paths: ['GET /'] }),
  api('ping', { paths: ['HEAD /'] }),
  // What the YAML runners ask before a test that `requires` capabilities (ES ≥ 8.14).
  api('capabilities', {
    paths: [['GET /_capabilities', { requires: 'capabilitiesApi' }]],
    params: 'method path parameters capabilities local_only timeout',
  }),
  // The streams module's toggles (ES 9.1+; the type named in the path later, streamsNamedTypes).
  api('streams.logs_enable', {
    paths: [['POST /_streams/logs/_enable', { requires: 'streamsApi' }], ['POST /_streams/{name}/_enable', { requires: 'streamsNamedTypes' }]],
    params: 'master_timeout timeout',
    writes: clusterWrite('cluster:admin/streams/logs/toggle', 'manage,all'),
  }),
  api('streams.logs_disable', {
    paths: [['POST /_streams/logs/_disable', { requires: 'streamsApi' }], ['POST /_streams/{name}/_disable', { requires: 'streamsNamedTypes' }]],
    params: 'master_timeout timeout',
    writes: clusterWrite('cluster:admin/streams/logs/toggle', 'manage,all'),
  }),
  api('streams.status', {
    paths: [['GET /_streams/status', { requires: 'streamsApi' }]],
    params: 'master_timeout',
  }),
  // The cluster info API (ES 8.9+): the nodes' statistics of some targets, summed over the cluster.
  api('cluster.info', {
    paths: [['GET /_info/{target}', { requires: 'clusterInfoApi' }]],
  }),
  api('cluster.health', {
    paths: ['GET /_cluster/health', 'GET /_cluster/health/{index}'],
    params: 'expand_wildcards level local master_timeout timeout wait_for_active_shards wait_for_nodes wait_for_events wait_for_no_relocating_shards wait_for_no_initializing_shards wait_for_status',
    names: { index: 'index' },
  }),
  api('cluster.get_settings', {
    paths: ['GET /_cluster/settings'],
    params: 'flat_settings master_timeout timeout include_defaults',
  }),
  api('cluster.put_settings', {
    paths: ['PUT /_cluster/settings'],
    params: 'flat_settings master_timeout timeout',
    body: 'json!',
    writes: clusterWrite('cluster:admin/settings/update', 'manage,all'),
  }),
  api('cluster.state', {
    paths: ['GET /_cluster/state', 'GET /_cluster/state/{metric}', 'GET /_cluster/state/{metric}/{index}'],
    params: 'local master_timeout flat_settings wait_for_metadata_version wait_for_timeout ignore_unavailable allow_no_indices expand_wildcards',
    names: { index: 'index' },
  }),
  api('cluster.stats', {
    paths: ['GET /_cluster/stats', 'GET /_cluster/stats/nodes/{node_id}'],
    params: 'flat_settings timeout include_remotes',
  }),
  api('nodes.info', {
    paths: ['GET /_nodes', 'GET /_nodes/{node_id}', 'GET /_nodes/{metric}', 'GET /_nodes/{node_id}/{metric}'],
    params: 'flat_settings timeout',
  }),
  api('nodes.stats', {
    paths: [
      'GET /_nodes/stats', 'GET /_nodes/{node_id}/stats', 'GET /_nodes/stats/{metric}', 'GET /_nodes/{node_id}/stats/{metric}',
      'GET /_nodes/stats/{metric}/{index_metric}', 'GET /_nodes/{node_id}/stats/{metric}/{index_metric}',
    ],
    params: 'completion_fields fielddata_fields fields groups level types timeout include_segment_file_sizes',
  }),
  api('tasks.list', {
    paths: ['GET /_tasks'],
    params: 'nodes actions detailed parent_task_id wait_for_completion group_by timeout',
  }),
  api('tasks.get', {
    paths: ['GET /_tasks/{task_id}'],
    params: 'wait_for_completion timeout',
  }),
  api('tasks.cancel', {
    paths: ['POST /_tasks/_cancel', 'POST /_tasks/{task_id}/_cancel'],
    params: 'actions nodes parent_task_id wait_for_completion group_by',
    writes: clusterWrite('cluster:admin/tasks/cancel', 'manage,all'),
  }),
  // Rethrottling a by-scroll job (ES 5+, OpenSearch): any of the three paths reaches any of the three jobs.
  api('reindex_rethrottle', { paths: ['POST /_reindex/{task_id}/_rethrottle'], params: 'requests_per_second group_by', writes: RETHROTTLE }),
  api('update_by_query_rethrottle', { paths: ['POST /_update_by_query/{task_id}/_rethrottle'], params: 'requests_per_second group_by', writes: RETHROTTLE }),
  api('delete_by_query_rethrottle', { paths: ['POST /_delete_by_query/{task_id}/_rethrottle'], params: 'requests_per_second group_by', writes: RETHROTTLE }),
  api('cat.help', { paths: ['GET /_cat'], params: 'help s' }),
  api('cat.indices', {
    paths: ['GET /_cat/indices', 'GET /_cat/indices/{index}'],
    params: `${CAT} bytes health pri time include_unloaded_segments expand_wildcards`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('cat.aliases', {
    paths: ['GET /_cat/aliases', 'GET /_cat/aliases/{name}'],
    params: `${CAT} expand_wildcards`,
    names: { name: 'alias' },
    scopable: true,
  }),
  api('cat.count', {
    paths: ['GET /_cat/count', 'GET /_cat/count/{index}'],
    params: `${CAT} q df analyzer analyze_wildcard default_operator lenient`,
    body: 'json',
    names: { index: 'index' },
    scopable: true,
  }),
  api('cat.health', { paths: ['GET /_cat/health'], params: `${CAT} time ts` }),
  api('cat.master', { paths: ['GET /_cat/master'], params: `${CAT}` }),
  // OpenSearch 2.0's name for it (RestClusterManagerAction), `_cat/master` kept as a deprecated route.
  api('cat.cluster_manager', {
    paths: [['GET /_cat/cluster_manager', { requires: 'clusterManagerNames' }]],
    params: `${CAT} cluster_manager_timeout`,
  }),
  api('cat.nodes', { paths: ['GET /_cat/nodes'], params: `${CAT} bytes full_id time include_unloaded_segments` }),
  api('cat.shards', {
    paths: ['GET /_cat/shards', 'GET /_cat/shards/{index}'],
    params: `${CAT} bytes time`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('cat.templates', {
    paths: ['GET /_cat/templates', 'GET /_cat/templates/{name}'],
    params: CAT,
    names: { name: 'template' },
  }),
  api('cat.component_templates', {
    paths: [['GET /_cat/component_templates', { requires: 'catComponentTemplates' }], ['GET /_cat/component_templates/{name}', { requires: 'catComponentTemplates' }]],
    params: CAT,
    names: { name: 'template' },
  }),
];
