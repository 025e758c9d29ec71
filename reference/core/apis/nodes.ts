/**
 * The one node, as `GET /_nodes[/{node_id}[/{metric}]]` (RestNodesInfoAction, NodeInfo) and the cluster
 * state's `nodes` (DiscoveryNode) show it. Its HTTP publish address is the address the client reached
 * (the Host header), so that a client that sniffs comes back to the same server.
 */
import { processorTypes } from '../ingest/registry.ts';
import type { JsonObject } from '../json.ts';
import { unrecognized } from '../errors/index.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import type { Profile } from '../../profiles.ts';
import { ok, type Handler } from '../handler.ts';
import { CLUSTER_NAME } from './cluster.ts';
import { NODE } from './shardStats.ts';
import { nodeModules } from './nodeModules.ts';
import { nodeAttributes } from './nodeFacts.ts';

const METRICS = ['settings', 'os', 'process', 'jvm', 'thread_pool', 'transport', 'http', 'plugins', 'ingest', 'aggregations', 'indices'];

/** The roles the version's default node has. */
export function nodeRoles(profile: Profile): string[] {
  switch (profile.statsFamily) {
    case 'elasticsearch-7+':
      return ['data', 'data_cold', 'data_content', 'data_frozen', 'data_hot', 'data_warm', 'ingest', 'master', 'ml', 'remote_cluster_client', 'transform'];
    case 'opensearch':
      return [profile.clusterManagerNames ? 'cluster_manager' : 'master', 'data', 'ingest', 'remote_cluster_client'];
    default:
      return ['master', 'data', 'ingest'];
  }
}

/** `host:port` the client used, when the Host header has one; else the default HTTP address. */
function httpAddress(headers: Record<string, string>): string {
  const host = headers['host'];
  return host !== undefined && /^[\w.-]+:\d+$/.test(host) ? host.replace(/^localhost:/, '127.0.0.1:') : `${NODE.ip}:${NODE.http}`;
}

/** The node as the cluster state's `nodes` lists it. */
/** The node's ephemeral id (DiscoveryNode.getEphemeralId): fixed, as the simulated node never restarts as another process would. */
export const NODE_EPHEMERAL_ID = 'sImUlAtOrEpHeMeRaL0001';

export function nodeEntry(profile: Profile, _headers: Record<string, string>): JsonObject {
  const out: JsonObject = { name: NODE.name, ephemeral_id: NODE_EPHEMERAL_ID, transport_address: `${NODE.ip}:${NODE.transport}` };
  if (profile.statsFamily === 'elasticsearch-7+') {
    Object.assign(out, { external_id: NODE.name, attributes: nodeAttributes(profile), roles: nodeRoles(profile), version: profile.version.number });
  } else out.attributes = nodeAttributes(profile);
  return out;
}

/** Whether a request's node selectors (comma-separated; none means every node) take our node. */
export function takesOurNode(nodeIds: string | undefined): boolean {
  const selectors = splitExpr(nodeIds);
  return selectors.length === 0 || selectors.some(selects);
}

/** A nodes response (RestActions.nodesResponse): the `_nodes` header, the cluster name, then the nodes. */
export function nodesResponse(ours: boolean, nodes: JsonObject): JsonObject {
  const n = ours ? 1 : 0;
  return { _nodes: { total: n, successful: n, failed: 0 }, cluster_name: CLUSTER_NAME, nodes };
}

/** Whether a node selector (`_all`, `_local`, `_master`, `*`, id, name, ip, `role:true`) takes our node. */
export function selects(sel: string): boolean {
  if (['_all', '_local', '_master', '*'].includes(sel)) return true;
  if (/^(master|data|ingest|cluster_manager):true$/.test(sel)) return true;
  return [NODE.id, NODE.name, NODE.ip].some((v) => simpleMatch(sel, v));
}

function nodeInfo(profile: Profile, headers: Record<string, string>, metrics: Set<string>): JsonObject {
  const v = profile.version;
  const http = httpAddress(headers);
  const out: JsonObject = { name: NODE.name, transport_address: `${NODE.ip}:${NODE.transport}`, host: NODE.ip, ip: NODE.ip, version: v.number };
  if (v.buildFlavor) out.build_flavor = v.buildFlavor;
  if (v.buildType) out.build_type = v.buildType;
  out.build_hash = v.buildHash;
  out.total_indexing_buffer = 107374182;
  out.roles = nodeRoles(profile);
  out.attributes = nodeAttributes(profile);
  const sections: [string, JsonObject | JsonObject[]][] = [
    ['settings', { cluster: { name: CLUSTER_NAME }, node: { name: NODE.name }, path: { home: '/usr/share/elasticsearch' }, http: { type: 'netty4' } }],
    ['os', { refresh_interval_in_millis: 1000, name: 'Linux', pretty_name: 'Linux', arch: 'amd64', version: '6.1.0', available_processors: 2, allocated_processors: 2 }],
    ['process', { refresh_interval_in_millis: 1000, id: 1, mlockall: false }],
    ['jvm', { pid: 1, version: '21', vm_name: 'OpenJDK 64-Bit Server VM', mem: { heap_init_in_bytes: 1073741824, heap_max_in_bytes: 1073741824 } }],
    ['thread_pool', {}],
    ['transport', { bound_address: [`${NODE.ip}:${NODE.transport}`], publish_address: `${NODE.ip}:${NODE.transport}`, profiles: {} }],
    ['http', { bound_address: [http], publish_address: http, max_content_length_in_bytes: 104857600 }],
    ['plugins', []],
    ['ingest', { processors: processorTypes(profile).map((type) => ({ type })) }],
    ['aggregations', {}],
    ['indices', {}],
  ];
  for (const [k, val] of sections) if (metrics.has(k)) out[k] = val;
  if (metrics.has('plugins')) out.modules = nodeModules(profile);
  return out;
}

/** GET /_nodes[/{node_id}[/{metric}]]: a single path part is metrics when every name in it is one. */
export const nodesInfo: Handler = (_state, req, env) => {
  let selectors = splitExpr(req.parts.node_id);
  let metrics = splitExpr(req.parts.metric);
  if (req.parts.metric === undefined && selectors.length > 0 && selectors.every((s) => METRICS.includes(s) || s === '_all')) {
    metrics = selectors;
    selectors = [];
  }
  const bad = metrics.filter((m) => m !== '_all' && !METRICS.includes(m));
  if (bad.length > 0) return unrecognized(req.path, 'metric', bad, METRICS);
  const wanted = new Set(metrics.length === 0 || metrics.includes('_all') ? METRICS : metrics);
  const ours = selectors.length === 0 || selectors.some(selects);
  return ok(nodesResponse(ours, ours ? { [NODE.id]: nodeInfo(env.profile, req.headers, wanted) } : {}));
};
