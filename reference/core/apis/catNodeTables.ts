/**
 * The `_cat` tables about the one node and the cluster's queues: plugins, node attributes, pending cluster
 * tasks, thread pools, shard allocation, fielddata, repositories and snapshots. Each reads what the rest of
 * the simulator says (nodes info, nodeFacts.ts, `_stats`' fielddata, the snapshot APIs' empty repository
 * list), so the tables agree with the JSON APIs; renderTable (cat/table.ts) takes the common `_cat`
 * parameters.
 */
import { repositoryMissing } from '../errors/index.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import type { Handler } from '../handler.ts';
import { ByteSize, renderTable, type Cell } from '../cat/table.ts';
import {
  allocationColumns, FIELDDATA_COLUMNS, NODEATTR_COLUMNS, PENDING_TASK_COLUMNS, PLUGIN_COLUMNS, REPOSITORY_COLUMNS, SNAPSHOT_COLUMNS, threadPoolColumns,
} from '../cat/infoColumns.ts';
import { fielddataOf } from '../stats/readStats.ts';
import { indexFigures, NODE } from './shardStats.ts';
import { NODE_EPHEMERAL_ID, takesOurNode } from './nodes.ts';
import { diskOf, nodeAttributes } from './nodeFacts.ts';
import { threadPools } from './threadPools.ts';
import { roleLetters } from './cat.ts';

/** GET /_cat/plugins: the node's plugins (nodes info lists none: the simulator is a bare distribution). */
export const catPlugins: Handler = (_state, req) => renderTable(req, PLUGIN_COLUMNS, []);

/** GET /_cat/nodeattrs: one row per attribute of the node (RestNodeAttrsAction). */
export const catNodeattrs: Handler = (_state, req, env) => {
  const full = req.query.full_id === 'true' || req.query.full_id === '';
  const rows = Object.entries(nodeAttributes(env.profile)).map(([attr, value]) => ({
    node: NODE.name, id: full ? NODE.id : NODE.id.slice(0, 4), pid: 1, host: NODE.ip, ip: NODE.ip, port: NODE.transport, attr, value,
  }));
  return renderTable(req, NODEATTR_COLUMNS, rows);
};

/** GET /_cat/pending_tasks: the master's queue, empty between requests (every cluster change is applied at once). */
export const catPendingTasks: Handler = (_state, req) => renderTable(req, PENDING_TASK_COLUMNS, []);

/** GET /_cat/thread_pool[/{thread_pool_patterns}]: the node's pools matching the patterns, by name. */
export const catThreadPool: Handler = (_state, req, env) => {
  const patterns = splitExpr(req.parts.thread_pool_patterns);
  const modern = env.profile.statsFamily === 'elasticsearch-7+' || env.profile.statsFamily === 'opensearch';
  const rows: Record<string, Cell>[] = [];
  for (const p of threadPools(env.profile)) {
    if (patterns.length > 0 && !patterns.some((x) => simpleMatch(x, p.name))) continue;
    const isFixed = p.type !== 'scaling';
    const row: Record<string, Cell> = {
      node_name: NODE.name, node_id: NODE.id, ephemeral_node_id: NODE_EPHEMERAL_ID, pid: 1, host: NODE.ip, ip: NODE.ip, port: NODE.transport,
      name: p.name, type: p.type, active: 0, pool_size: 0, queue: 0, queue_size: p.queueSize, rejected: 0, largest: 0, completed: 0, keep_alive: p.keepAlive ?? null,
    };
    // ES 7+: `core`/`max` of a scaling pool, `size` of a fixed one; ES 5/6: `min`/`max` of either.
    if (modern) Object.assign(row, { core: isFixed ? null : p.core, max: isFixed ? null : p.max, size: isFixed ? p.core : null });
    else Object.assign(row, { size: 0, min: p.core, max: p.max });
    rows.push(row);
  }
  return renderTable(req, threadPoolColumns(modern), rows);
};

/**
 * GET /_cat/allocation[/{node_id}] (RestAllocationAction): the node's shards and the disk its indices use;
 * the copies no node holds (replicas, on one node) as an `UNASSIGNED` row; the disk is the declared one
 * (nodeFacts.ts), which the indices' store alone uses.
 */
export const catAllocation: Handler = (state, req, env) => {
  const ours = takesOurNode(req.parts.node_id);
  let shards = 0;
  let unassigned = 0;
  for (const i of state.indices.values()) {
    if (i.closed && !env.profile.closedIndicesReplicated) continue;
    const f = indexFigures(i);
    shards += f.shards;
    unassigned += f.shards * f.replicas;
  }
  const rows: Record<string, Cell>[] = [];
  if (ours) {
    const disk = diskOf(state);
    rows.push({
      // NodeAllocationStats (8.14+): no shard is scheduled to move on one node, no index has a write load forecast
      // (0.0, a double), and a shard without a size forecast counts its store size (NodeAllocationStatsProvider).
      shards, 'shards.undesired': 0, 'write_load.forecast': '0.0', 'disk.indices.forecast': new ByteSize(disk.used),
      'disk.indices': new ByteSize(disk.used), 'disk.used': new ByteSize(disk.used), 'disk.avail': new ByteSize(disk.avail), 'disk.total': new ByteSize(disk.total), 'disk.percent': disk.percent,
      host: NODE.ip, ip: NODE.ip, node: NODE.name, 'node.role': roleLetters(env.profile),
    });
  }
  if (unassigned > 0) rows.push({ shards: unassigned, node: 'UNASSIGNED' });
  return renderTable(req, allocationColumns(env.profile.catAllocationNodeRole, env.profile.catAllocationForecasts), rows);
};

/** GET /_cat/fielddata[/{fields}]: the fielddata the node holds, per field (the `_stats` figures, summed over indices). */
export const catFielddata: Handler = (state, req, env) => {
  const patterns = [...splitExpr(req.parts.fields), ...splitExpr(req.query.fields)];
  const byField = new Map<string, number>();
  for (const i of state.indices.values()) {
    if (i.closed) continue;
    for (const [f, b] of fielddataOf(state, i, env.profile)) byField.set(f, (byField.get(f) ?? 0) + b);
  }
  const rows = [...byField]
    .filter(([f]) => patterns.length === 0 || patterns.some((p) => simpleMatch(p, f)))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([field, b]) => ({ id: NODE.id, host: NODE.ip, ip: NODE.ip, node: NODE.name, field, size: new ByteSize(b) }));
  return renderTable(req, FIELDDATA_COLUMNS, rows);
};

/** GET /_cat/repositories: the registered repositories (none: core/apis/snapshots.ts). */
export const catRepositories: Handler = (_state, req) => renderTable(req, REPOSITORY_COLUMNS, []);

/**
 * GET /_cat/snapshots[/{repository}]: every repository's snapshots (`_all` by default). No repository exists,
 * so a match-all or wildcard lists none and a concrete name is missing, as GET /_snapshot answers.
 */
export const catSnapshots: Handler = (_state, req) => {
  const missing = splitExpr(req.parts.repository).find((n) => n !== '_all' && !n.includes('*'));
  if (missing !== undefined) return repositoryMissing(missing);
  return renderTable(req, SNAPSHOT_COLUMNS, []);
};
