/**
 * `GET /_nodes[/{node_id}]/stats[/{metric}[/{index_metric}]]` (RestNodesStatsAction, NodeStats): the one node's statistics;
 * `index_metric` narrows the `indices` metric to those `_stats` sections (CommonStatsFlags).
 * Of the metrics, the simulator keeps `indices` (NodeIndicesStats) and `ingest` (ingest/stats.ts): the `_stats` sections summed over
 * every shard copy the node holds (the primaries: replicas stay unassigned on one node), so the node's
 * `search` and `request_cache` are the indices' own counters summed. `os`, `process`, `jvm`, `thread_pool`, `fs`
 * and `breakers` read the machine the node declares (nodeMachineStats.ts, breakers.ts); the other machine
 * metrics (transport, http, script, discovery, ...) are left out.
 *
 * Not exact: the node-only parts of `indices` (`mappings`, `dense_vector`, `sparse_vector` of ES 8) and
 * `level=indices|shards` are not printed; hidden indices' shards are not summed.
 */
import { typedNumbers, type JsonObject } from '../json.ts';
import { humanStats } from './humanStats.ts';
import { allAndIndividualMetrics, indexMetricsMisplaced, isEsError, unrecognized } from '../errors/index.ts';
import { splitExpr } from '../resolve.ts';
import { flag, ok, type ApiResult, type Handler } from '../handler.ts';
import { NODE } from './shardStats.ts';
import { nodeRoles, nodesResponse, takesOurNode } from './nodes.ts';
import { nodeAttributes } from './nodeFacts.ts';
import { indicesStats, metricsOf } from './indicesStats.ts';
import { renderIngestStats } from '../ingest/stats.ts';
import { fsStats, jvmStats, osStats, processStats, threadPoolStats } from './nodeMachineStats.ts';
import { breakersSection } from './breakers.ts';

/** The metrics RestNodesStatsAction accepts (ES 8). */
const METRICS = ['_all', 'adaptive_selection', 'allocations', 'breaker', 'discovery', 'fs', 'http', 'indexing_pressure', 'indices', 'ingest', 'jvm', 'os', 'process', 'repositories', 'script', 'script_cache', 'thread_pool', 'transport'];

/** The nodes stats handler: the node when a selector takes it, with the metrics asked for that it keeps. */
export const nodesStats: Handler = (state, req, env) => {
  const metrics = splitExpr(req.parts.metric);
  const indexMetric = req.parts.index_metric;
  // RestNodesStatsAction.prepareRequest: `_all` alone (the default) takes no index metrics, and goes alone.
  if (metrics.length === 0 || (metrics.length === 1 && metrics[0] === '_all')) {
    if (indexMetric !== undefined) return indexMetricsMisplaced(req.path, indexMetric, true);
  } else if (metrics.includes('_all')) return allAndIndividualMetrics(req.path, req.parts.metric!);
  const bad = metrics.filter((m) => !METRICS.includes(m));
  if (bad.length > 0) return unrecognized(req.path, 'metric', bad, METRICS.filter((m) => m !== '_all'));
  const indexMetrics = splitExpr(indexMetric).filter((m) => m !== '_all');
  if (indexMetric !== undefined) {
    if (!metrics.includes('indices')) return indexMetricsMisplaced(req.path, indexMetric, false);
    const known = metricsOf(env.profile.statsFamily);
    const badIndex = indexMetrics.filter((m) => !known.includes(m));
    if (badIndex.length > 0) return unrecognized(req.path, 'index metric', badIndex, known);
  }
  const ours = takesOurNode(req.parts.node_id);
  const nodes: JsonObject = {};
  if (ours) {
    const node: JsonObject = { timestamp: env.now, name: NODE.name, transport_address: `${NODE.ip}:${NODE.transport}`, host: NODE.ip, ip: NODE.ip, roles: nodeRoles(env.profile), attributes: nodeAttributes(env.profile) };
    if (metrics.length === 0 || metrics.includes('_all') || metrics.includes('indices')) {
      // The node's copies are the open indices' primaries: `_stats` over all of them, at cluster level.
      const parts: Record<string, string> = indexMetrics.length > 0 ? { metric: indexMetrics.join(',') } : {};
      const fields = Object.fromEntries(['fields', 'fielddata_fields', 'completion_fields'].filter((k) => req.query[k] !== undefined).map((k) => [k, req.query[k]!]));
      const r = indicesStats(state, { ...req, api: 'indices.stats', parts, query: { ...fields, level: 'cluster' } }, env);
      if (isEsError(r)) return r;
      node.indices = ((r as ApiResult).body as JsonObject)._all ? (((r as ApiResult).body as JsonObject)._all as JsonObject).total as JsonObject : {};
    }
    const wants = (m: string) => metrics.length === 0 || metrics.includes('_all') || metrics.includes(m);
    // NodeStats.toXContent's order: indices, os, process, jvm, (thread_pool), fs, ..., ingest.
    if (wants('os')) node.os = osStats(env.now);
    if (wants('process')) node.process = processStats(env.now);
    if (wants('jvm')) node.jvm = jvmStats(env.now);
    if (wants('thread_pool')) node.thread_pool = threadPoolStats(env.profile);
    if (wants('fs')) node.fs = fsStats(state, env.profile, env.now);
    if (wants('breaker')) node.breakers = breakersSection(env.profile);
    if (wants('ingest')) node.ingest = renderIngestStats(state, env.profile);
    nodes[NODE.id] = node;
  }
  const body = nodesResponse(ours, nodes);
  // The breakers' overheads are Java doubles (`1.0`).
  return ok(typedNumbers(flag(req, 'human') ? (humanStats(body) as JsonObject) : body));
};
