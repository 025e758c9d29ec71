/** Cluster-level APIs: `GET /` info, health, cluster settings. */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { esError, isEsError } from '../errors.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { ok, type Handler } from './types.ts';

const CLUSTER_UUID = 'sImUlAtOrClUsTeRuUiD0A';

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
  return ok({ name: 'simulator', cluster_name: 'es-conformance', cluster_uuid: CLUSTER_UUID, version, tagline: v.tagline });
};

/** GET /_cluster/health[/{index}]: one node, every index green (replicas count as assigned). */
export const health: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query));
  if (isEsError(names)) return names;
  let shards = 0;
  for (const n of names) shards += Number(state.indices.get(n)!.settings['index.number_of_shards']);
  return ok({
    cluster_name: 'es-conformance',
    status: 'green',
    timed_out: false,
    number_of_nodes: 1,
    number_of_data_nodes: 1,
    active_primary_shards: shards,
    active_shards: shards,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: 0,
    delayed_unassigned_shards: 0,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    task_max_waiting_in_queue_millis: 0,
    active_shards_percent_as_number: 100.0,
  });
};

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
  if (!isObject(body)) return esError(400, 'action_request_validation_exception', 'Validation Failed: 1: no settings to update;');
  const next = { persistent: { ...state.clusterSettings.persistent }, transient: { ...state.clusterSettings.transient } };
  const ack: JsonObject = { acknowledged: true, persistent: {}, transient: {} };
  for (const scope of ['persistent', 'transient'] as const) {
    const flat: Record<string, Json> = {};
    if (body[scope] !== undefined) flatten('', body[scope] as Json, flat);
    for (const [k, v] of Object.entries(flat)) {
      if (!CLUSTER_KEYS.has(k) && !k.startsWith('logger.')) {
        return esError(400, 'illegal_argument_exception', `${scope} setting [${k}], not recognized`);
      }
      if (v === null) delete next[scope][k];
      else next[scope][k] = typeof v === 'boolean' || typeof v === 'number' ? String(v) : v;
      (ack[scope] as JsonObject)[k] = v === null ? null : next[scope][k];
    }
  }
  state.clusterSettings = next;
  return ok(ack);
};

/** GET /_cluster/settings */
export const getClusterSettings: Handler = (state) => ok({ persistent: { ...state.clusterSettings.persistent }, transient: { ...state.clusterSettings.transient } });
