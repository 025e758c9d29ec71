/** Cluster-level APIs: `GET /` info, health, cluster settings. */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { clusterSettingNotRecognized, isEsError, noClusterSettingsToUpdate } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { ok, type Handler } from './types.ts';
import { nestSettings } from '../settings.ts';
import type { ClusterState } from '../state.ts';

export const CLUSTER_UUID = 'sImUlAtOrClUsTeRuUiD0A';
export const CLUSTER_NAME = 'es-conformance';

/** GET / */
export const info: Handler = (_state, _req, env) => {
  const v = env.profile.version;
  const version: JsonObject = {};
  if (v.distribution) version.distribution = v.distribution;
  version.number = v.number;
  if (v.buildFlavor) version.build_flavor = v.buildFlavor;
  if (v.buildType) version.build_type = v.buildType;
  version.build_hash = v.buildHash;
  version.build_date = v.buildDate;
  version.build_snapshot = false;
  version.lucene_version = v.luceneVersion;
  if (v.minimumWire) version.minimum_wire_compatibility_version = v.minimumWire;
  if (v.minimumIndex) version.minimum_index_compatibility_version = v.minimumIndex;
  // The header lets the harness tell the spec's default service from the es8 family it imitates on the wire.
  return {
    status: 200,
    body: { name: 'simulator', cluster_name: CLUSTER_NAME, cluster_uuid: CLUSTER_UUID, version, tagline: v.tagline },
    headers: { 'x-simulator-profile': env.profile.name },
  };
};

const RANK = { green: 0, yellow: 1, red: 2 } as const;

/** The health figures of a set of indices on the one node: primaries assigned, replicas not. */
export function clusterHealth(state: ClusterState, names: readonly string[]) {
  let shards = 0;
  let unassigned = 0;
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const primaries = Number(idx.settings['index.number_of_shards']);
    shards += primaries;
    unassigned += primaries * replicasOf(idx.settings);
  }
  const status: keyof typeof RANK = unassigned > 0 ? 'yellow' : 'green';
  return {
    cluster_name: CLUSTER_NAME,
    status,
    active_primary_shards: shards,
    active_shards: shards,
    unassigned_shards: unassigned,
    active_shards_percent_as_number: shards + unassigned === 0 ? 100.0 : (100 * shards) / (shards + unassigned),
  };
}

/**
 * GET /_cluster/health[/{index}]: one node, so primaries are assigned and replicas are not: an index with
 * replicas is yellow, as on a single-node cluster. `wait_for_status` is answered at once: 408 with
 * `timed_out: true` when the status is worse, as ES answers when its wait runs out. OpenSearch reports
 * whether a cluster manager was discovered (ClusterHealthResponse), from 2.0 under its new name too.
 */
export const health: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query));
  if (isEsError(names)) return names;
  const h = clusterHealth(state, names);
  const wanted = req.query.wait_for_status as keyof typeof RANK | undefined;
  const timedOut = wanted !== undefined && wanted in RANK && RANK[h.status] > RANK[wanted];
  const body: JsonObject = { cluster_name: h.cluster_name, status: h.status, timed_out: timedOut, number_of_nodes: 1, number_of_data_nodes: 1 };
  if (env.profile.healthDiscovered) body.discovered_master = true;
  if (env.profile.clusterManagerNames) body.discovered_cluster_manager = true;
  Object.assign(body, {
    active_primary_shards: h.active_primary_shards,
    active_shards: h.active_shards,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: h.unassigned_shards,
    delayed_unassigned_shards: 0,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    task_max_waiting_in_queue_millis: 0,
    active_shards_percent_as_number: h.active_shards_percent_as_number,
  });
  const level = req.query.level;
  if (level === 'indices' || level === 'shards') {
    const indices: JsonObject = {};
    for (const n of names) {
      const one = clusterHealth(state, [n]);
      const idx = state.indices.get(n)!;
      indices[n] = {
        status: idx.closed ? 'red' : one.status,
        number_of_shards: Number(idx.settings['index.number_of_shards']),
        number_of_replicas: replicasOf(idx.settings),
        active_primary_shards: one.active_primary_shards,
        active_shards: one.active_shards,
        relocating_shards: 0,
        initializing_shards: 0,
        unassigned_shards: one.unassigned_shards,
      };
    }
    body.indices = indices;
  }
  return { status: timedOut ? 408 : 200, body };
};

/** Replicas an index asks for (none are ever assigned on one node). */
export function replicasOf(settings: Record<string, string | string[]>): number {
  if (settings['index.auto_expand_replicas'] !== undefined && String(settings['index.auto_expand_replicas']).startsWith('0-')) return 0;
  const n = Number(settings['index.number_of_replicas'] ?? 1);
  return Number.isFinite(n) ? n : 1;
}

const CLUSTER_KEYS = new Set([
  'action.destructive_requires_name',
  'action.auto_create_index',
  'search.max_open_scroll_context',
  'search.max_keep_alive',
  'search.default_keep_alive',
  'cluster.routing.allocation.enable',
  'logger.org.elasticsearch',
]);

function flatten(prefix: string, v: Json, out: Record<string, Json>): void {
  if (isObject(v)) for (const [k, x] of Object.entries(v)) flatten(prefix ? `${prefix}.${k}` : k, x as Json, out);
  else out[prefix] = v;
}

/** PUT /_cluster/settings */
export const putClusterSettings: Handler = (state, req) => {
  const body = req.body;
  if (!isObject(body)) return noClusterSettingsToUpdate();
  const next = { persistent: { ...state.clusterSettings.persistent }, transient: { ...state.clusterSettings.transient } };
  const ack: JsonObject = { acknowledged: true, persistent: {}, transient: {} };
  for (const scope of ['persistent', 'transient'] as const) {
    const flat: Record<string, Json> = {};
    if (body[scope] !== undefined) flatten('', body[scope] as Json, flat);
    for (const [k, v] of Object.entries(flat)) {
      if (!CLUSTER_KEYS.has(k) && !k.startsWith('logger.')) {
        return clusterSettingNotRecognized(scope, k);
      }
      if (v === null) delete next[scope][k];
      else next[scope][k] = typeof v === 'boolean' || typeof v === 'number' ? String(v) : v;
      (ack[scope] as JsonObject)[k] = v === null ? null : next[scope][k];
    }
  }
  state.clusterSettings = next;
  return ok(ack);
};

/** What the cluster settings we know are when nothing was set (a real node lists hundreds more). */
function clusterDefaults(state: ClusterState): Record<string, string> {
  return {
    'action.auto_create_index': 'true',
    'action.destructive_requires_name': String(state.defaults.destructiveRequiresName),
    'cluster.routing.allocation.enable': 'all',
    'search.default_keep_alive': '5m',
    'search.max_keep_alive': '1d',
    'search.max_open_scroll_context': '500',
  };
}

/** GET /_cluster/settings: nested unless `flat_settings`, and the defaults with `include_defaults`. */
export const getClusterSettings: Handler = (state, req) => {
  const flat = req.query.flat_settings === 'true' || req.query.flat_settings === '';
  const render = (values: Record<string, Json>): JsonObject => (flat ? { ...values } : nestSettings(values as Record<string, string>));
  const body: JsonObject = { persistent: render(state.clusterSettings.persistent), transient: render(state.clusterSettings.transient) };
  if (req.query.include_defaults === 'true' || req.query.include_defaults === '') body.defaults = render(clusterDefaults(state));
  return ok(body);
};
