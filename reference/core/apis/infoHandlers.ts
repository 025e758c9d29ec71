/**
 * The handlers of the cluster and node information APIs (cluster stats, the `_cat` tables about nodes,
 * shards' files and work, tasks, segments, recoveries, shard stores, usage, features, the health report),
 * by API name, for step.ts' registry.
 */
import type { Handler } from '../handler.ts';
import { clusterStats } from './clusterStats.ts';
import { catAllocation, catFielddata, catNodeattrs, catPendingTasks, catPlugins, catRepositories, catSnapshots, catThreadPool } from './catNodeTables.ts';
import { catTasks } from './catTasks.ts';
import { catSegments, indicesSegments } from './segments.ts';
import { catRecovery, indicesRecovery } from './recovery.ts';
import { shardStores } from './shardStores.ts';
import { nodesUsage, pendingTasks, remoteInfo } from './clusterMisc.ts';
import { getFeatures, resetFeatures } from './features.ts';
import { healthReport } from './healthReport.ts';
import { danglingIndexWrite, listDanglingIndices } from './danglingIndices.ts';
import { catCircuitBreaker } from './breakers.ts';
import { nodesHotThreads, reloadSecureSettings, repositoriesMetering } from './nodesAdmin.ts';

export const INFO_HANDLERS: Readonly<Record<string, Handler>> = {
  'cluster.stats': clusterStats,
  'cluster.remote_info': remoteInfo,
  'cluster.pending_tasks': pendingTasks,
  'nodes.usage': nodesUsage,
  'nodes.hot_threads': nodesHotThreads,
  'nodes.reload_secure_settings': reloadSecureSettings,
  'nodes.get_repositories_metering_info': repositoriesMetering,
  'nodes.clear_repositories_metering_archive': repositoriesMetering,
  'cat.plugins': catPlugins,
  'cat.nodeattrs': catNodeattrs,
  'cat.pending_tasks': catPendingTasks,
  'cat.thread_pool': catThreadPool,
  'cat.allocation': catAllocation,
  'cat.fielddata': catFielddata,
  'cat.repositories': catRepositories,
  'cat.snapshots': catSnapshots,
  'cat.tasks': catTasks,
  'cat.circuit_breaker': catCircuitBreaker,
  'cat.segments': catSegments,
  'cat.recovery': catRecovery,
  'indices.segments': indicesSegments,
  'indices.recovery': indicesRecovery,
  'indices.shard_stores': shardStores,
  'features.get_features': getFeatures,
  'features.reset_features': resetFeatures,
  health_report: healthReport,
  'dangling_indices.list_dangling_indices': listDanglingIndices,
  'dangling_indices.import_dangling_index': danglingIndexWrite,
  'dangling_indices.delete_dangling_index': danglingIndexWrite,
};
