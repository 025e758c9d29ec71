/** Cluster-level APIs: `GET /` info, health, cluster settings. */
import { installBuiltinTemplates } from '../templates/builtin/install.ts';
import { installBuiltinPolicies } from '../ilm/builtin.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { clusterSettingNotDynamic, clusterSettingNotRecognized, isEsError, noClusterSettingsToUpdate, unknownWaitForStatus, withWarnings } from '../errors/index.ts';
import { CLUSTER_SETTING_PREFIXES, CLUSTER_SETTINGS, clusterSettingDef } from '../clusterSettingsTable.ts';
import { checkClusterSettingValue } from '../clusterSettingValue.ts';
import { deprecatedSetting, TRANSIENT_SETTINGS } from '../deprecations.ts';
import type { Profile } from '../../profiles.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch } from '../resolve.ts';
import { flag, ok, type Handler } from '../handler.ts';
import { nestSettings, replicasOf } from '../settings.ts';
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
  let unassignedPrimaries = 0;
  let red = false;
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const primaries = Number(idx.settings['index.number_of_shards']);
    // Primaries that failed to start are unassigned: red (synonyms/shardStart.ts).
    if (idx.shardsFailed !== undefined) {
      red = true;
      unassigned += primaries * (1 + replicasOf(idx.settings));
      unassignedPrimaries += primaries;
      continue;
    }
    shards += primaries;
    unassigned += primaries * replicasOf(idx.settings);
  }
  const status: keyof typeof RANK = red ? 'red' : unassigned > 0 ? 'yellow' : 'green';
  return {
    cluster_name: CLUSTER_NAME,
    status,
    active_primary_shards: shards,
    active_shards: shards,
    unassigned_shards: unassigned,
    unassigned_primary_shards: unassignedPrimaries,
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
  // RestClusterHealthAction reads `wait_for_status` with ClusterHealthStatus.valueOf before resolving names.
  const wanted = req.query.wait_for_status?.toUpperCase();
  if (wanted !== undefined && !Object.hasOwn(RANK, wanted.toLowerCase())) return unknownWaitForStatus(env.profile, wanted);
  const replicated = env.profile.closedIndicesReplicated;
  const resolved = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: replicated ? 'open,closed' : 'open' }));
  if (isEsError(resolved)) return resolved;
  // Without a routing table (closed, before 7.2) an index has no health: ClusterStateHealth skips it.
  const names = replicated ? resolved : resolved.filter((n) => !state.indices.get(n)!.closed);
  const h = clusterHealth(state, names);
  const timedOut = wanted !== undefined && RANK[h.status] > RANK[wanted.toLowerCase() as keyof typeof RANK];
  const body: JsonObject = { cluster_name: h.cluster_name, status: h.status, timed_out: timedOut, number_of_nodes: 1, number_of_data_nodes: 1 };
  if (env.profile.healthDiscovered) body.discovered_master = true;
  if (env.profile.clusterManagerNames) body.discovered_cluster_manager = true;
  Object.assign(body, {
    active_primary_shards: h.active_primary_shards,
    active_shards: h.active_shards,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: h.unassigned_shards,
    // ClusterHealthResponse prints it from 8.16 (#112024), right after unassigned_shards.
    ...(env.profile.healthUnassignedPrimaries ? { unassigned_primary_shards: h.unassigned_primary_shards } : {}),
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
      const shards = Number(idx.settings['index.number_of_shards']);
      const replicas = replicasOf(idx.settings);
      const entry: JsonObject = {
        status: one.status,
        number_of_shards: shards,
        number_of_replicas: replicas,
        active_primary_shards: one.active_primary_shards,
        active_shards: one.active_shards,
        relocating_shards: 0,
        initializing_shards: 0,
        unassigned_shards: one.unassigned_shards,
      };
      if (env.profile.healthUnassignedPrimaries) entry.unassigned_primary_shards = one.unassigned_primary_shards;
      // ClusterShardHealth per shard: the primary started on the one node, its replicas unassigned; a primary
      // that failed to start (synonyms/shardStart.ts) is unassigned too, and the shard red.
      if (level === 'shards') {
        const perShard: JsonObject = {};
        const failed = idx.shardsFailed !== undefined;
        for (let s = 0; s < shards; s++) {
          perShard[String(s)] = {
            status: failed ? 'red' : replicas > 0 ? 'yellow' : 'green',
            primary_active: !failed,
            active_shards: failed ? 0 : 1,
            relocating_shards: 0,
            initializing_shards: 0,
            unassigned_shards: failed ? replicas + 1 : replicas,
            ...(env.profile.healthUnassignedPrimaries ? { unassigned_primary_shards: failed ? 1 : 0 } : {}),
          };
        }
        entry.shards = perShard;
      }
      indices[n] = entry;
    }
    body.indices = indices;
  }
  return { status: timedOut ? 408 : 200, body };
};

function flatten(prefix: string, v: Json, out: Record<string, Json>): void {
  if (isObject(v)) for (const [k, x] of Object.entries(v)) flatten(prefix ? `${prefix}.${k}` : k, x as Json, out);
  else out[prefix] = v;
}

/** Whether the family knows a key: a table entry, or a key under a group setting's prefix. */
function knownKey(profile: Profile, key: string): boolean {
  return clusterSettingDef(profile.clusterSettingsFamily, key, profile) !== undefined || CLUSTER_SETTING_PREFIXES.some((p) => key.startsWith(p) && key.length > p.length);
}

/**
 * PUT /_cluster/settings, as AbstractScopedSettings.updateSettings checks it: an unknown key is `not
 * recognized`, a node-only one `not dynamically updateable`, a value its Setting cannot parse fails with
 * the parser's error; `null` resets a key (`x.*` resets every key under x). All or nothing.
 */
export const putClusterSettings: Handler = (state, req, env) => {
  const body = req.body;
  if (!isObject(body)) return noClusterSettingsToUpdate();
  const family = env.profile.clusterSettingsFamily;
  // ES's REST layer warns before the update is checked, so a refused update carries the warning too.
  const warnings = env.profile.transientSettingsDeprecated && isObject(body.transient) && Object.keys(body.transient).length > 0 ? [TRANSIENT_SETTINGS] : [];
  const next = { persistent: { ...state.clusterSettings.persistent }, transient: { ...state.clusterSettings.transient } };
  const applied: Record<'persistent' | 'transient', Record<string, Json>> = { persistent: {}, transient: {} };
  for (const scope of ['persistent', 'transient'] as const) {
    const flat: Record<string, Json> = {};
    if (body[scope] !== undefined) flatten('', body[scope] as Json, flat);
    for (const [k, v] of Object.entries(flat)) {
      if (v === null && k.endsWith('*')) {
        for (const key of Object.keys(next[scope])) if (simpleMatch(k, key)) delete next[scope][key];
        continue;
      }
      if (!knownKey(env.profile, k)) return withWarnings(clusterSettingNotRecognized(scope, k), warnings);
      const def = clusterSettingDef(family, k);
      if (def?.static) return withWarnings(clusterSettingNotDynamic(scope, k), warnings);
      if (v === null) {
        delete next[scope][k];
        applied[scope][k] = null;
        continue;
      }
      // Settings hold strings: numbers and booleans as their text, a list as its comma-joined items.
      const text = Array.isArray(v) ? v.map(String).join(',') : String(v);
      if (def) {
        const bad = checkClusterSettingValue(env.profile, k, def.type, text);
        if (bad) return withWarnings(bad, warnings);
      }
      // A list setting given as an array stays a list (Settings.Builder.putList), printed as a JSON array by the
      // answer and by GET; given as a comma-separated text it stays that text, as in ES.
      const value: Json = def?.list && Array.isArray(v) ? v.map(String) : text;
      next[scope][k] = value;
      applied[scope][k] = value;
      if (def?.deprecated?.(env.profile)) warnings.push(deprecatedSetting(k));
    }
  }
  state.clusterSettings = next;
  // The stack's registry installs what is missing once its setting is (back) on.
  if (String(next.transient['stack.templates.enabled'] ?? next.persistent['stack.templates.enabled'] ?? 'false') === 'true') {
    installBuiltinTemplates(state, env.profile);
    installBuiltinPolicies(state, env.profile, env.now, true);
  }
  // ClusterUpdateSettingsResponse prints the applied settings nested, or flat with `flat_settings`.
  const flat = flag(req, 'flat_settings');
  const render = (values: Record<string, Json>): JsonObject => (flat ? { ...values } : nestSettings(values as Record<string, string>));
  return { status: 200, body: { acknowledged: true, persistent: render(applied.persistent), transient: render(applied.transient) }, warnings };
};

/** The cluster settings' defaults the version lists under `include_defaults` (a real node lists hundreds more). */
function clusterDefaults(state: ClusterState, profile: Profile): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [k, def] of Object.entries(CLUSTER_SETTINGS)) {
    const v = def.defaults[profile.clusterSettingsFamily];
    if (v === undefined || (def.exists && !def.exists(profile))) continue;
    out[k] = def.list ? v.split(',').filter((x) => x !== '') : v;
  }
  // `search.max_buckets` moved within 7.x (10,000, then 65,535 in 7.9, 65,536 in 7.13): the profile's value.
  if (out['search.max_buckets'] !== undefined) out['search.max_buckets'] = String(profile.maxBucketsDefault);
  // The server's own default for destructive names (`--destructive-requires-name`) wins over the version's.
  out['action.destructive_requires_name'] = String(state.defaults.destructiveRequiresName);
  return out;
}

/** GET /_cluster/settings: nested unless `flat_settings`, and the defaults with `include_defaults`. */
export const getClusterSettings: Handler = (state, req, env) => {
  const flat = req.query.flat_settings === 'true' || req.query.flat_settings === '';
  const render = (values: Record<string, Json>): JsonObject => (flat ? { ...values } : nestSettings(values as Record<string, string>));
  const body: JsonObject = { persistent: render(state.clusterSettings.persistent), transient: render(state.clusterSettings.transient) };
  if (req.query.include_defaults === 'true' || req.query.include_defaults === '') body.defaults = render(clusterDefaults(state, env.profile));
  return ok(body);
};
