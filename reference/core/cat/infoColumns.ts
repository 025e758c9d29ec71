/**
 * The columns of the `_cat` tables about the node, its shards' files and the cluster's work, as each
 * RestXxxAction's getTableWithHeader declares them (RestPluginsAction, RestNodeAttrsAction,
 * RestPendingClusterTasksAction, RestThreadPoolAction, RestAllocationAction, RestFielddataAction,
 * RestRepositoriesAction, RestSnapshotAction, RestTasksAction, RestSegmentsAction, RestCatRecoveryAction,
 * RestCatCircuitBreakerAction).
 * OpenSearch kept them as forked (7.10).
 */
import { col, type Column } from './table.ts';

/** `_cat/plugins`. */
export const PLUGIN_COLUMNS: readonly Column[] = [
  col('id', '', 'unique node id', 'x'),
  col('name', 'n', 'node name'),
  col('component', 'c', 'component'),
  col('version', 'v', 'component version'),
  col('description', 'd', 'plugin details', 'x'),
];

/** `_cat/nodeattrs`. */
export const NODEATTR_COLUMNS: readonly Column[] = [
  col('node', 'name', 'node name'),
  col('id', 'id,nodeId', 'unique node id', 'x'),
  col('pid', 'p', 'process id', 'x'),
  col('host', 'h', 'host name'),
  col('ip', 'i', 'ip address'),
  col('port', 'po', 'bound transport port', 'x'),
  col('attr', 'attr.name', 'attribute description'),
  col('value', 'attr.value', 'attribute value'),
];

/** `_cat/pending_tasks`. */
export const PENDING_TASK_COLUMNS: readonly Column[] = [
  col('insertOrder', 'o', 'task insertion order', 'r'),
  col('timeInQueue', 't', 'how long task has been in queue', 'r'),
  col('priority', 'p', 'task priority'),
  col('source', 's', 'task source'),
];

/**
 * `_cat/thread_pool`: ES 7.0 split the thread counts into `pool_size`, `core`, `max` and `size` (#29123);
 * ES 5/6 print `size`, `min` and `max`.
 */
export function threadPoolColumns(modern: boolean): Column[] {
  const head = [
    col('node_name', 'nn', 'node name'),
    col('node_id', 'id', 'persistent node id', 'x'),
    col('ephemeral_node_id', 'eid', 'ephemeral node id', 'x'),
    col('pid', 'p', 'process id', 'x'),
    col('host', 'h', 'host name', 'x'),
    col('ip', 'i', 'ip address', 'x'),
    col('port', 'po', 'bound transport port', 'x'),
    col('name', 'n', 'thread pool name'),
    col('type', 't', 'thread pool type', 'x'),
    col('active', 'a', 'number of active threads', 'r'),
  ];
  const counts = [
    col('queue', 'q', 'number of tasks currently in queue', 'r'),
    col('queue_size', 'qs', 'maximum number of tasks permitted in queue', 'xr'),
    col('rejected', 'r', 'number of rejected tasks', 'r'),
    col('largest', 'l', 'highest number of seen active threads', 'xr'),
    col('completed', 'c', 'number of completed tasks', 'xr'),
  ];
  if (!modern) {
    return [...head, col('size', 's', 'number of threads', 'xr'), ...counts, col('min', 'mi', 'minimum number of threads', 'xr'), col('max', 'ma', 'maximum number of threads', 'xr'), col('keep_alive', 'ka', 'thread keep alive time', 'xr')];
  }
  return [
    ...head,
    col('pool_size', 'psz', 'number of threads', 'xr'),
    ...counts,
    col('core', 'cr', 'core number of threads in a scaling thread pool', 'xr'),
    col('max', 'mx', 'maximum number of threads in a scaling thread pool', 'xr'),
    col('size', 'sz', 'number of threads in a fixed thread pool', 'xr'),
    col('keep_alive', 'ka', 'thread keep alive time', 'xr'),
  ];
}

/**
 * `_cat/allocation` (RestAllocationAction): `node.role` from ES 8.10 (the YAML test's "node.role column added
 * in 8.10.0"), hidden at first; from 8.14 the allocation stats columns after `shards` and `node.role` shown.
 */
export function allocationColumns(nodeRole: 'none' | 'hidden' | 'shown', forecasts: boolean): Column[] {
  const cols = [
    col('shards', 's', 'number of shards on node', 'r'),
    ...(forecasts
      ? [
          col('shards.undesired', '', 'number of shards that are scheduled to be moved elsewhere in the cluster', 'r'),
          col('write_load.forecast', 'wlf,writeLoadForecast', 'sum of index write load forecasts', 'r'),
          col('disk.indices.forecast', 'dif,diskIndicesForecast', 'sum of shard size forecasts', 'r'),
        ]
      : []),
    col('disk.indices', 'di,diskIndices', 'disk used by ES indices', 'r'),
    col('disk.used', 'du,diskUsed', 'disk used (total, not just ES)', 'r'),
    col('disk.avail', 'da,diskAvail', 'disk available', 'r'),
    col('disk.total', 'dt,diskTotal', 'total capacity of all volumes', 'r'),
    col('disk.percent', 'dp,diskPercent', 'percent disk used', 'r'),
    col('host', 'h', 'host of node'),
    col('ip', '', 'ip of node'),
    col('node', 'n', 'name of node'),
  ];
  if (nodeRole !== 'none') cols.push(col('node.role', 'r,role,nodeRole', 'node roles', nodeRole === 'hidden' ? 'x' : ''));
  return cols;
}

/** `_cat/fielddata`. */
export const FIELDDATA_COLUMNS: readonly Column[] = [
  col('id', '', 'node id'),
  col('host', 'h', 'host name'),
  col('ip', '', 'ip address'),
  col('node', 'n', 'node name'),
  col('field', 'f', 'field name'),
  col('size', 's', 'field data usage', 'r'),
];

/** `_cat/repositories`. */
export const REPOSITORY_COLUMNS: readonly Column[] = [col('id', 'id,repoId', 'unique repository id'), col('type', 't', 'repository type')];

/** `_cat/snapshots`. */
export const SNAPSHOT_COLUMNS: readonly Column[] = [
  col('id', 'id,snapshot', 'unique snapshot'),
  col('repository', 're,repo', 'repository name'),
  col('status', 's,status', 'snapshot name', 'r'),
  col('start_epoch', 'ste,startEpoch', 'start time in seconds since 1970-01-01 00:00:00'),
  col('start_time', 'sti,startTime', 'start time in HH:MM:SS'),
  col('end_epoch', 'ete,endEpoch', 'end time in seconds since 1970-01-01 00:00:00'),
  col('end_time', 'eti,endTime', 'end time in HH:MM:SS'),
  col('duration', 'dur,duration', 'duration', 'r'),
  col('indices', 'i,indices', 'number of indices', 'r'),
  col('successful_shards', 'ss,successful_shards', 'number of successful shards', 'r'),
  col('failed_shards', 'fs,failed_shards', 'number of failed shards', 'r'),
  col('total_shards', 'ts,total_shards', 'number of total shards', 'r'),
  col('reason', 'r,reason', 'reason for failures', 'x'),
];

/** `_cat/tasks`: `x_opaque_id` from ES 7.10 (#59047 approx.), `description` only when `detailed`. */
export function taskColumns(detailed: boolean, opaqueId: boolean): Column[] {
  const cols = [
    col('id', '', 'id of the task with the node', 'x'),
    col('action', 'ac', 'task action'),
    col('task_id', 'ti', 'unique task id'),
    col('parent_task_id', 'pti', 'parent task id'),
    col('type', 'ty', 'task type'),
    col('start_time', 'start', 'start time in ms'),
    col('timestamp', 'ts,hms,hhmmss', 'start time in HH:MM:SS'),
    col('running_time_ns', 'time', 'running time ns', 'x'),
    col('running_time', 'time', 'running time'),
    col('node_id', 'ni', 'unique node id', 'x'),
    col('ip', 'i', 'ip address'),
    col('port', 'po', 'bound transport port', 'x'),
    col('node', 'n', 'node name'),
    col('version', 'v', 'es version', 'x'),
  ];
  if (opaqueId) cols.push(col('x_opaque_id', 'x_opaque_id', 'X-Opaque-Id header', 'x'));
  if (detailed) cols.push(col('description', 'desc', 'task action'));
  return cols;
}

/** `_cat/segments`. */
export const SEGMENT_COLUMNS: readonly Column[] = [
  col('index', 'i,idx', 'index name'),
  col('shard', 's,sh', 'shard name'),
  col('prirep', 'p,pr,primaryOrReplica', 'primary or replica'),
  col('ip', '', 'ip of node where it lives'),
  col('id', '', 'unique id of node where it lives', 'x'),
  col('segment', 'seg', 'segment name'),
  col('generation', 'g,gen', 'segment generation', 'r'),
  col('docs.count', 'dc,docsCount', 'number of docs in segment', 'r'),
  col('docs.deleted', 'dd,docsDeleted', 'number of deleted docs in segment', 'r'),
  col('size', 'si', 'segment size in bytes', 'r'),
  col('size.memory', 'sm,sizeMemory', 'segment memory in bytes', 'r'),
  col('committed', 'ic,isCommitted', 'is segment committed'),
  col('searchable', 'is,isSearchable', 'is segment searched'),
  col('version', 'v,ver', 'version'),
  col('compound', 'ico,isCompound', 'is segment compound'),
];

/** `_cat/recovery`. */
export const RECOVERY_COLUMNS: readonly Column[] = [
  col('index', 'i,idx', 'index name'),
  col('shard', 's,sh', 'shard name'),
  col('start_time', 'start', 'recovery start time', 'x'),
  col('start_time_millis', 'start_millis', 'recovery start time in epoch milliseconds', 'x'),
  col('stop_time', 'stop', 'recovery stop time', 'x'),
  col('stop_time_millis', 'stop_millis', 'recovery stop time in epoch milliseconds', 'x'),
  col('time', 't,ti', 'recovery time'),
  col('type', 'ty', 'recovery type'),
  col('stage', 'st', 'recovery stage'),
  col('source_host', 'shost', 'source host'),
  col('source_node', 'snode', 'source node name'),
  col('target_host', 'thost', 'target host'),
  col('target_node', 'tnode', 'target node name'),
  col('repository', 'rep', 'repository'),
  col('snapshot', 'snap', 'snapshot'),
  col('files', 'f', 'number of files to recover'),
  col('files_recovered', 'fr', 'files recovered'),
  col('files_percent', 'fp', 'percent of files recovered'),
  col('files_total', 'tf', 'total number of files'),
  col('bytes', 'b', 'number of bytes to recover'),
  col('bytes_recovered', 'br', 'bytes recovered'),
  col('bytes_percent', 'bp', 'percent of bytes recovered'),
  col('bytes_total', 'tb', 'total number of bytes'),
  col('translog_ops', 'to', 'number of translog ops to recover'),
  col('translog_ops_recovered', 'tor', 'translog ops recovered'),
  col('translog_ops_percent', 'top', 'percent of translog ops recovered'),
];

/** `_cat/circuit_breaker` (RestCatCircuitBreakerAction, ES 9.3+). */
export const CIRCUIT_BREAKER_COLUMNS: readonly Column[] = [
  col('node_id', 'id', 'persistent node id'),
  col('node_name', 'nn', 'node name', 'x'),
  col('breaker', 'br', 'breaker name'),
  col('limit', 'l', 'limit size'),
  col('limit_bytes', 'lb', 'limit size in bytes', 'x'),
  col('estimated', 'e', 'estimated size'),
  col('estimated_bytes', 'eb', 'estimated size in bytes', 'x'),
  col('tripped', 't', 'tripped count'),
  col('overhead', 'o', 'overhead', 'x'),
];
