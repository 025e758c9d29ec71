/**
 * `GET /_cluster/state[/{metric}[/{index}]]` (RestClusterStateAction, ClusterState and IndexMetadata
 * toXContent): the one-node cluster's version, master, blocks, nodes, metadata (indices with settings,
 * mappings, aliases, state), routing table and routing nodes. Unknown metrics are ignored and missing
 * indices skipped, as ES's lenient cluster-state request does.
 */
import type { Json, JsonObject } from '../json.ts';
import { isEsError } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom, splitExpr } from '../resolve.ts';
import { nestSettings } from '../settings.ts';
import { renderMapping } from '../mapping/render.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { flag, ok, type Handler } from '../handler.ts';
import { CLUSTER_NAME, CLUSTER_UUID } from './cluster.ts';
import { replicasOf } from '../settings.ts';
import { NODE } from './shardStats.ts';
import { routingShards, shardCount } from '../search/routing.ts';
import { nodeEntry } from './nodes.ts';

const METRICS = ['version', 'master_node', 'cluster_manager_node', 'blocks', 'nodes', 'metadata', 'routing_table', 'routing_nodes', 'customs'] as const;
type Metric = (typeof METRICS)[number];

/** A stable 22-character allocation id for a shard copy. */
export function allocationId(idx: IndexState, shard: number): string {
  return `${idx.uuid.slice(0, 18)}al${String(shard).padStart(2, '0')}`;
}

/** One shard copy as ShardRouting.toXContent prints it (`_search_shards` lists the started ones too). */
export function shardRouting(idx: IndexState, shard: number, primary: boolean): JsonObject {
  if (primary && idx.shardsFailed !== undefined) return failedPrimary(idx, shard);
  if (primary) {
    return { state: 'STARTED', primary: true, node: NODE.id, relocating_node: null, shard, index: idx.name, allocation_id: { id: allocationId(idx, shard) } };
  }
  return {
    state: 'UNASSIGNED', primary: false, node: null, relocating_node: null, shard, index: idx.name,
    recovery_source: { type: 'PEER' },
    unassigned_info: { reason: 'INDEX_CREATED', at: new Date(idx.creationDate).toISOString(), delayed: false, allocation_status: 'no_attempt' },
  };
}

/** How many times the allocator tries a failing shard on its node before it gives up (`index.allocation.max_retries`). */
const MAX_RETRIES = 5;

/**
 * A primary whose shard failed to start (synonyms/shardStart.ts): AllocationService.applyFailedShards leaves it
 * UNASSIGNED with reason ALLOCATION_FAILED, and MaxRetryAllocationDecider stops retrying after
 * `index.allocation.max_retries` failures on the one node (allocation_status `deciders_no`). The details carry
 * the failure as IndicesClusterStateService reports an index whose analyzers cannot build ("failed to create
 * index"), its exception printed as ExceptionsHelper.detailedMessage does (`Type[message]`).
 */
function failedPrimary(idx: IndexState, shard: number): JsonObject {
  const retries = Number(idx.settings['index.allocation.max_retries'] ?? MAX_RETRIES);
  return {
    state: 'UNASSIGNED', primary: true, node: null, relocating_node: null, shard, index: idx.name,
    recovery_source: failedRecoverySource(idx),
    unassigned_info: {
      reason: 'ALLOCATION_FAILED', at: new Date(idx.creationDate).toISOString(), failed_attempts: Number.isFinite(retries) ? retries : MAX_RETRIES,
      delayed: false, details: failedShardDetails(idx),
      allocation_status: 'deciders_no',
    },
  };
}

/**
 * Where a failed primary would recover from: a new index's from an empty store, a reopened one's from its
 * existing store. The state does not record which start failed; an index that holds no operation is taken
 * for a new one (a reopened empty index prints EMPTY_STORE here where ES prints EXISTING_STORE).
 */
export function failedRecoverySource(idx: IndexState): JsonObject {
  return idx.seqNo < 0 ? { type: 'EMPTY_STORE' } : { type: 'EXISTING_STORE', bootstrap_new_history_uuid: false };
}

/** The details of a failed primary's unassigned_info (failedPrimary). */
export function failedShardDetails(idx: IndexState): string {
  return `failed shard on node [${NODE.id}]: failed to create index, failure IllegalArgumentException[${idx.shardsFailed}]`;
}

function routingOf(idx: IndexState): { shards: JsonObject; started: JsonObject[]; unassigned: JsonObject[] } {
  const shards: JsonObject = {};
  const started: JsonObject[] = [];
  const unassigned: JsonObject[] = [];
  for (let s = 0; s < shardCount(idx); s++) {
    const p = shardRouting(idx, s, true);
    const copies = [p];
    (p.state === 'STARTED' ? started : unassigned).push(p);
    for (let r = 0; r < replicasOf(idx.settings); r++) {
      const u = shardRouting(idx, s, false);
      copies.push(u);
      unassigned.push(u);
    }
    shards[String(s)] = copies;
  }
  return { shards, started, unassigned };
}

/** IndexMetadata in the API context: versions, state, settings, typed mappings, alias names, terms. */
function indexMetadata(idx: IndexState, profile: Profile, flat: boolean): JsonObject {
  const n = shardCount(idx);
  const perShard = (v: (s: number) => Json): JsonObject => Object.fromEntries(Array.from({ length: n }, (_, s) => [String(s), v(s)]));
  const mappings: JsonObject = {};
  for (const [type, m] of idx.mappings) mappings[type] = renderMapping(m);
  const out: JsonObject = { version: 1 + idx.mappings.size + idx.aliases.size, mapping_version: 1, settings_version: 1 };
  if (profile.statsFamily !== 'elasticsearch-5' && profile.statsFamily !== 'elasticsearch-6') out.aliases_version = 1;
  out.routing_num_shards = routingShards(idx, profile);
  out.state = idx.closed ? 'close' : 'open';
  out.settings = flat ? { ...idx.settings } : nestSettings(idx.settings);
  out.mappings = mappings;
  out.aliases = [...idx.aliases.keys()];
  out.primary_terms = perShard(() => 1);
  out.in_sync_allocations = perShard((s) => [allocationId(idx, s)]);
  out.rollover_info = {};
  if (profile.statsFamily === 'elasticsearch-7+' || profile.statsFamily === 'opensearch') out.system = false;
  if (profile.statsFamily === 'elasticsearch-7+') out.timestamp_range = { shards: [] };
  return out;
}

/** The cluster state handler. */
export const clusterState: Handler = (state, req, env) => {
  const asked = splitExpr(req.parts.metric);
  const all = asked.length === 0 || asked.includes('_all');
  const metrics = new Set<Metric>(all ? METRICS : METRICS.filter((m) => asked.includes(m)));
  const names = selected(state, req.parts.index, env.profile, req.query);
  if (isEsError(names)) return names;
  const flat = flag(req, 'flat_settings');
  const profile = env.profile;
  const body: JsonObject = { cluster_name: CLUSTER_NAME };
  if (profile.statsFamily === 'elasticsearch-7+' || profile.statsFamily === 'opensearch') body.cluster_uuid = CLUSTER_UUID;
  if (metrics.has('version')) {
    body.version = 1 + state.indices.size;
    body.state_uuid = `${CLUSTER_UUID.slice(0, 16)}st${String(state.indices.size % 10000).padStart(4, '0')}`;
  }
  if (metrics.has('master_node')) body.master_node = NODE.id;
  // OpenSearch 2.0+ prints the same id again under its new name (ClusterState.toXContent, Metric.CLUSTER_MANAGER_NODE).
  if (metrics.has('cluster_manager_node') && profile.clusterManagerNames) body.cluster_manager_node = NODE.id;
  if (metrics.has('blocks')) {
    const closed = names.map((n) => state.indices.get(n)!).filter((i) => i.closed);
    body.blocks = closed.length === 0 ? {} : { indices: Object.fromEntries(closed.map((i) => [i.name, { '4': { description: 'index closed', retryable: false, levels: ['read', 'write'] } }])) };
  }
  if (metrics.has('nodes')) body.nodes = { [NODE.id]: nodeEntry(profile, req.headers) };
  if (metrics.has('metadata')) {
    const meta: JsonObject = { cluster_uuid: CLUSTER_UUID };
    if (profile.statsFamily === 'elasticsearch-7+' || profile.statsFamily === 'opensearch') {
      meta.cluster_uuid_committed = true;
      meta.cluster_coordination = { term: 1, last_committed_config: [NODE.id], last_accepted_config: [NODE.id], voting_config_exclusions: [] };
    }
    meta.templates = {};
    meta.indices = Object.fromEntries(names.map((n) => [n, indexMetadata(state.indices.get(n)!, profile, flat)]));
    meta['index-graveyard'] = { tombstones: [] };
    body.metadata = meta;
  }
  const routed = names.map((n) => state.indices.get(n)!).filter((i) => !i.closed);
  if (metrics.has('routing_table')) {
    body.routing_table = { indices: Object.fromEntries(routed.map((i) => [i.name, { shards: routingOf(i).shards }])) };
  }
  if (metrics.has('routing_nodes')) {
    const rs = routed.map(routingOf);
    body.routing_nodes = { unassigned: rs.flatMap((r) => r.unassigned), nodes: { [NODE.id]: rs.flatMap((r) => r.started) } };
  }
  return ok(body);
};

/** The indices a request names, leniently: missing names are skipped, wildcards expand to open indices. */
function selected(state: ClusterState, expr: string | undefined, profile: Profile, query: Record<string, string>) {
  if (expr === undefined || expr === '_all' || expr === '') return [...state.indices.keys()];
  return resolveIndices(state, profile, expr, resolveOptionsFrom(query, { ignoreUnavailable: true, allowNoIndices: true, expandWildcards: 'open' }));
}
