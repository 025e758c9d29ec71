/**
 * The `_cat` APIs: indices, aliases, health, count, nodes, shards, and the `/_cat` list. Each builds
 * rows of cells for its columns (reference/core/cat/columns.ts); renderTable shapes them as asked.
 */
import { knownSegmentCounts } from '../search/engine/indexEngine.ts';
import { isEsError, unknownHealthStatus, type EsError } from '../errors/index.ts';
import { mapSteps } from '../search/resumable/steps.ts';
import { catAliasesLocal } from '../deprecations.ts';
import { boolParam } from '../params.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { ApiResult, Handler } from '../handler.ts';
import { count } from './count.ts';
import { clusterHealth } from './cluster.ts';
import { indexFigures, NODE, primaryShards } from './shardStats.ts';
import { failedRecoverySource, failedShardDetails } from './clusterState.ts';
import { nodeRoles } from './nodes.ts';
import { diskOf, heapUsedBytes, MACHINE } from './nodeFacts.ts';
import { ByteSize, col, Duration, renderTable, timeCells, type Cell, type Column } from '../cat/table.ts';
import { CAT_MASTER_REPLACED } from '../deprecations.ts';
import { aliasColumns, countColumns, healthColumns, indexColumns, nodeColumns, shardColumns } from '../cat/columns.ts';

/** A statistic the simulator does not count: zero, in the column's kind (size, duration, number). */
function zeroFor(c: Column): Cell {
  const n = c.name;
  if (n.endsWith('time')) return new Duration(0);
  if (n.endsWith('size') || n.endsWith('memory') || n.endsWith('memory.total')) return new ByteSize(0);
  return 0;
}

/** Rows with every column filled: the given cells, zeros for the statistics not counted. */
function fill(columns: readonly Column[], rows: Record<string, Cell>[]): Record<string, Cell>[] {
  return rows.map((r) => {
    const out: Record<string, Cell> = {};
    for (const c of columns) out[c.name] = c.name in r ? r[c.name]! : zeroFor(c);
    return out;
  });
}

const HEALTH_STATUSES = new Set(['green', 'yellow', 'red']);

function indexHealth(i: IndexState): string {
  if (i.shardsFailed !== undefined) return 'red';
  return indexFigures(i).replicas > 0 ? 'yellow' : 'green';
}

/** GET /_cat/indices[/{index}] */
export const catIndices: Handler = (state, req, env) => {
  // RestIndicesAction reads `health` (ClusterHealthStatus.fromString, any case) before it resolves a name.
  const wanted = req.query.health?.toLowerCase();
  if (wanted !== undefined && !HEALTH_STATUSES.has(wanted) && env.profile.catIndicesValidatesHealth) return unknownHealthStatus(req.query.health!);
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'all' }));
  if (isEsError(names)) return names;
  const columns = indexColumns(env.profile.statsFamily, env.profile.catDatasetColumns);
  const rows: Record<string, Cell>[] = [];
  for (const n of names) {
    const i = state.indices.get(n)!;
    const f = indexFigures(i);
    const health = i.closed && !env.profile.closedIndicesReplicated ? null : indexHealth(i);
    if (wanted !== undefined && wanted !== health) continue;
    const base: Record<string, Cell> = {
      health,
      status: i.closed ? 'close' : 'open',
      index: i.name,
      uuid: i.uuid,
      pri: f.shards,
      rep: f.replicas,
      'creation.date': i.creationDate,
      'creation.date.string': new Date(i.creationDate).toISOString(),
      'search.throttled': 'false',
    };
    if (!i.closed) {
      // Replicas are never assigned on one node: the total is the primaries' store.
      Object.assign(base, { 'docs.count': f.docs, 'docs.deleted': knownSegmentCounts(i, env.profile).deleted, 'store.size': new ByteSize(f.bytes), 'pri.store.size': new ByteSize(f.bytes), 'dataset.size': new ByteSize(f.bytes) });
    } else {
      for (const c of columns) if (!(c.name in base)) base[c.name] = null;
    }
    rows.push(base);
  }
  return renderTable(req, columns, fill(columns, rows));
};

/** GET /_cat/aliases[/{name}] */
export const catAliases: Handler = (state, req, env) => {
  const local = req.query.local !== undefined && env.profile.catAliasesLocalDeprecated ? boolParam(req.query, 'local', false) : undefined;
  if (local !== undefined && typeof local !== 'boolean') return local;
  const patterns = splitExpr(req.parts.name);
  const rows: Record<string, Cell>[] = [];
  for (const i of state.indices.values()) {
    for (const [a, m] of i.aliases) {
      if (patterns.length > 0 && !patterns.some((p) => simpleMatch(p, a))) continue;
      rows.push({
        alias: a,
        index: i.name,
        filter: m.filter !== undefined ? '*' : '-',
        'routing.index': m.index_routing ?? '-',
        'routing.search': m.search_routing ?? '-',
        is_write_index: m.is_write_index === undefined ? '-' : String(m.is_write_index),
      });
    }
  }
  const out = renderTable(req, aliasColumns(env.profile.catAliasesWriteIndex), rows);
  // ES 8.12 deprecated `local` here (it has no effect): read as a boolean, any use of it draws the warning,
  // which names the value; an 8.x client of ES 8's 7.x compatibility view gets none (RestApiVersion.V_7).
  if (isEsError(out)) return out;
  if (local !== undefined && !env.profile.typesCompat) out.warnings = [...(out.warnings ?? []), catAliasesLocal(local)];
  return out;
};

/** GET /_cat/health */
export const catHealth: Handler = (state, req, env) => {
  // Closed indices count where they keep shards (ES ≥ 7.2), as in cluster health.
  const h = clusterHealth(state, [...state.indices.values()].filter((i) => !i.closed || env.profile.closedIndicesReplicated).map((i) => i.name));
  const row: Record<string, Cell> = {
    ...timeCells(env.now),
    cluster: h.cluster_name,
    status: h.status,
    'node.total': 1,
    'node.data': 1,
    shards: h.active_shards,
    pri: h.active_primary_shards,
    relo: 0,
    init: 0,
    unassign: h.unassigned_shards,
    'unassign.pri': h.unassigned_primary_shards,
    pending_tasks: 0,
    max_task_wait_time: '-',
    active_shards_percent: `${h.active_shards_percent_as_number.toFixed(1)}%`,
  };
  return renderTable(req, healthColumns(env.profile.healthUnassignedPrimaries), [row]);
};

/** GET /_cat/count[/{index}]: the `_count` of the same indices and query, as one row. */
export const catCount: Handler = (state, req, env) => {
  const table = (counted: ApiResult | EsError): ApiResult | EsError => {
    if (isEsError(counted)) return counted;
    const n = (counted as ApiResult & { body: { count: number } }).body.count;
    return renderTable(req, countColumns(), [{ ...timeCells(env.now), count: n }]);
  };
  // A sliced driver gets the count's steps (resumable/), the table made at their end.
  const counted = count(state, req, env);
  if (!isEsError(counted) && counted.resume) return { status: 0, resume: mapSteps(counted.resume, table) };
  return table(counted);
};

const ROLE_LETTERS: Record<string, string> = {
  data: 'd', data_cold: 'c', data_content: 's', data_frozen: 'f', data_hot: 'h', data_warm: 'w', ingest: 'i', master: 'm',
  cluster_manager: 'm', ml: 'l', remote_cluster_client: 'r', transform: 't',
};

/** The `node.role` letters: ES 5/6 write `mdi` in that order; later versions sort the letters of every role. */
export function roleLetters(profile: Profile): string {
  if (profile.statsFamily === 'elasticsearch-5' || profile.statsFamily === 'elasticsearch-6') return 'mdi';
  return nodeRoles(profile).map((r) => ROLE_LETTERS[r] ?? '').sort().join('');
}

/** GET /_cat/nodes */
export const catNodes: Handler = (state, req, env) => {
  const disk = diskOf(state);
  const columns = nodeColumns(env.profile.statsFamily, env.profile.clusterManagerNames);
  const v = env.profile.version;
  const full = req.query.full_id === 'true' || req.query.full_id === '';
  const row: Record<string, Cell> = {
    id: full ? NODE.id : NODE.id.slice(0, 4),
    pid: 1,
    ip: NODE.ip,
    port: NODE.transport,
    http_address: `${NODE.ip}:${NODE.http}`,
    version: v.number,
    flavor: v.buildFlavor ?? null,
    type: v.buildType ?? null,
    build: v.buildHash.slice(0, 7),
    jdk: '21',
    // The declared machine (nodeFacts.ts): heap and memory as declared, the disk holding the indices' store.
    'heap.current': new ByteSize(heapUsedBytes()),
    'heap.percent': MACHINE.heapUsedPercent,
    'heap.max': new ByteSize(MACHINE.heapMaxBytes),
    'ram.current': new ByteSize(Math.floor((MACHINE.memTotalBytes * MACHINE.memUsedPercent) / 100)),
    'ram.percent': MACHINE.memUsedPercent,
    'ram.max': new ByteSize(MACHINE.memTotalBytes),
    'disk.total': new ByteSize(disk.total),
    'disk.used': new ByteSize(disk.used),
    'disk.avail': new ByteSize(disk.avail),
    'file_desc.percent': 0,
    'disk.used_percent': ((disk.used * 100) / disk.total).toFixed(2),
    cpu: 0,
    load_1m: '0.00',
    load_5m: '0.00',
    load_15m: '0.00',
    uptime: new Duration(0),
    'node.role': roleLetters(env.profile),
    'node.roles': nodeRoles(env.profile).join(','),
    master: '*',
    cluster_manager: '*',
    name: NODE.name,
  };
  return renderTable(req, columns, fill(columns, [row]));
};

/** One row per shard copy: primaries STARTED on the node, replicas UNASSIGNED (one node holds no copies). */
function shardRows(state: ClusterState, names: string[], profile: Profile, now: number): Record<string, Cell>[] {
  const rows: Record<string, Cell>[] = [];
  for (const n of names) {
    const idx = state.indices.get(n)!;
    if (idx.closed) continue;
    const f = indexFigures(idx);
    for (const p of primaryShards(idx, profile)) {
      // A primary that failed to start (synonyms/shardStart.ts) is an unassigned copy, as the routing table has it.
      if (idx.shardsFailed !== undefined) {
        const failed = unassignedRow(n, p.shard, 'p', 'ALLOCATION_FAILED', idx.creationDate, now, String(failedRecoverySource(idx).type).toLowerCase());
        rows.push({ ...failed, 'unassigned.details': failedShardDetails(idx) });
        for (let r = 0; r < f.replicas; r++) rows.push(unassignedRow(n, p.shard, 'r', 'INDEX_CREATED', idx.creationDate, now, 'peer'));
        continue;
      }
      rows.push({
        index: n, shard: p.shard, prirep: 'p', state: 'STARTED', docs: p.docs, store: new ByteSize(p.bytes), dataset: new ByteSize(p.bytes),
        ip: NODE.ip, id: NODE.id, node: NODE.name, sync_id: null, 'unassigned.reason': null, 'unassigned.at': null, 'unassigned.for': null,
        'unassigned.details': null, 'recoverysource.type': null, 'seq_no.max': idx.seqNo, 'seq_no.local_checkpoint': idx.seqNo,
        'seq_no.global_checkpoint': idx.seqNo, 'path.data': null, 'path.state': null,
      });
      for (let r = 0; r < f.replicas; r++) rows.push(unassignedRow(n, p.shard, 'r', 'INDEX_CREATED', idx.creationDate, now, 'peer'));
    }
  }
  return rows;
}

/** An unassigned shard copy's row: no node, no statistics, why and since when it is unassigned. */
function unassignedRow(index: string, shard: number, prirep: 'p' | 'r', reason: string, at: number, now: number, recovery: string): Record<string, Cell> {
  return {
    index, shard, prirep, state: 'UNASSIGNED', docs: null, store: null, dataset: null, ip: null, id: null, node: null,
    sync_id: null, 'unassigned.reason': reason, 'unassigned.at': new Date(at).toISOString(),
    'unassigned.for': new Duration(Math.max(0, now - at)), 'unassigned.details': null, 'recoverysource.type': recovery,
    'seq_no.max': null, 'seq_no.local_checkpoint': null, 'seq_no.global_checkpoint': null, 'path.data': null, 'path.state': null,
  };
}

/** GET /_cat/shards[/{index}] */
export const catShards: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'all' }));
  if (isEsError(names)) return names;
  const columns = shardColumns(env.profile.statsFamily, env.profile.catDatasetColumns);
  const rows = shardRows(state, names, env.profile, env.now);
  // Unassigned copies have no statistics: their cells stay empty, as ES leaves them.
  const filled = fill(columns, rows).map((r, i) => (rows[i]!.state === 'UNASSIGNED' ? Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k in rows[i]! ? v : null])) : r));
  return renderTable(req, columns, filled);
};

const CAT_ENDPOINTS = [
  '/_cat/allocation', '/_cat/shards', '/_cat/shards/{index}', '/_cat/master', '/_cat/nodes', '/_cat/tasks', '/_cat/indices', '/_cat/indices/{index}',
  '/_cat/segments', '/_cat/segments/{index}', '/_cat/count', '/_cat/count/{index}', '/_cat/recovery', '/_cat/recovery/{index}', '/_cat/health',
  '/_cat/pending_tasks', '/_cat/aliases', '/_cat/aliases/{alias}', '/_cat/thread_pool', '/_cat/thread_pool/{thread_pools}', '/_cat/plugins',
  '/_cat/fielddata', '/_cat/fielddata/{fields}', '/_cat/nodeattrs', '/_cat/repositories', '/_cat/snapshots/{repository}', '/_cat/templates',
];

/** GET /_cat: the cat endpoints, one a line, after ES's cat face. */
export const catHelp: Handler = () => ({
  status: 200,
  body: `=^.^=\n${CAT_ENDPOINTS.map((e) => `${e}\n`).join('')}`,
  headers: { 'content-type': 'text/plain; charset=UTF-8' },
});

const MASTER_COLUMNS: readonly Column[] = [
  col('id', '', 'node id'),
  col('host', 'h', 'host name'),
  col('ip', '', 'ip address '),
  col('node', 'n', 'node name'),
];

/**
 * GET /_cat/master (RestMasterAction), and OpenSearch 2.0's GET /_cat/cluster_manager
 * (RestClusterManagerAction, whose replaced route `/_cat/master` warns): the one node, elected.
 */
export const catMaster: Handler = (_state, req, env) => {
  const out = renderTable(req, MASTER_COLUMNS, [{ id: NODE.id, host: NODE.ip, ip: NODE.ip, node: NODE.name }]);
  if (isEsError(out) || req.api !== 'cat.master' || !env.profile.clusterManagerNames) return out;
  return { ...out, warnings: [CAT_MASTER_REPLACED] };
};
