/**
 * `GET /_cluster/stats[/nodes/{node_id}]` (RestClusterStatsAction, ClusterStatsResponse): the cluster seen
 * from one node that holds every primary. `indices` sums the open indices' shard statistics (the same figures
 * `_stats` prints: documents, store, fielddata, caches, segments), with the shard counts per index (replicas
 * are never assigned on one node, so replication is 0), then the metadata parts (clusterStatsMappings.ts)
 * and the dense/sparse vectors indexed; `nodes` describes the one node (nodeFacts.ts: declared, not
 * measured). The sections each version prints are the profile's `clusterStatsParts`.
 *
 * Not exact: search usage (`indices.search`) and cross-cluster telemetry (`ccs`) count nothing (the simulator
 * keeps no per-request usage of query types); a node selector in the path is not applied.
 */
import { majorOf } from '../../api/paramSpan.ts';
import type { Json, JsonObject } from '../json.ts';
import { humanStats } from './humanStats.ts';
import { isEsError, type EsError } from '../errors/index.ts';
import { isObject } from '../json.ts';
import type { FieldDef } from '../mapping/types.ts';
import type { ClusterStatsPart } from '../../profiles/cluster.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { flag, ok, type ApiResult, type Env, type Handler } from '../handler.ts';
import { CLUSTER_NAME, CLUSTER_UUID, clusterHealth } from './cluster.ts';
import { indicesStats } from './indicesStats.ts';
import { indexFigures } from './shardStats.ts';
import { nodeRoles } from './nodes.ts';
import { analysisStats, mappingStats } from './clusterStatsMappings.ts';
import { diskOf, heapUsedBytes, jvmVersionEntry, MACHINE, networkType, osMem } from './nodeFacts.ts';
import { renderIngestStats } from '../ingest/stats.ts';

/** The `_stats` sections cluster stats sums, in its order. */
const SHARD_SECTIONS = ['docs', 'store', 'fielddata', 'query_cache', 'completion', 'segments'];

/** The shard sections summed over the open indices, as `_stats` sums them at cluster level. */
function shardSections(state: ClusterState, env: Env): JsonObject | EsError {
  const req = { api: 'indices.stats', method: 'GET', path: '/_stats', parts: { metric: SHARD_SECTIONS.join(',') }, query: { level: 'cluster', expand_wildcards: 'open,hidden' }, headers: {} };
  const r = indicesStats(state, req as never, env);
  if (isEsError(r)) return r;
  const all = ((r as ApiResult).body as JsonObject)._all;
  return isObject(all) && isObject(all.total) ? all.total : {};
}

/** `indices.shards` (ClusterStatsIndices.ShardStats): nothing when there is no index. */
function shardCounts(indices: readonly IndexState[]): JsonObject {
  if (indices.length === 0) return {};
  const per = indices.map((i) => indexFigures(i).shards);
  const total = per.reduce((a, b) => a + b, 0);
  const minMax = (xs: number[]) => ({ min: Math.min(...xs), max: Math.max(...xs), avg: xs.reduce((a, b) => a + b, 0) / xs.length });
  // On one node every copy held is a primary: total = primaries, replication 0.
  return { total, primaries: total, replication: 0, index: { shards: minMax(per), primaries: minMax(per), replication: { min: 0, max: 0, avg: 0 } } };
}

/** The value at a dotted field path of a source (objects or dotted keys). */
function valueAt(source: Json, path: string): Json | undefined {
  if (!isObject(source)) return undefined;
  if (path in source) return source[path] as Json;
  const dot = path.indexOf('.');
  return dot < 0 ? undefined : valueAt((source[path.slice(0, dot)] ?? null) as Json, path.slice(dot + 1));
}

/** Paths of the indexed fields of a type (dense vectors unless `index: false`). */
function indexedFieldsOf(props: Record<string, FieldDef> | undefined, type: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const [name, def] of Object.entries(props ?? {})) {
    if (def.type === type && def.index !== false) out.push(prefix + name);
    out.push(...indexedFieldsOf(def.properties, type, `${prefix}${name}.`));
  }
  return out;
}

/** Vectors indexed in the primaries (DenseVectorStats/SparseVectorStats.valueCount): one per document holding the field. */
function vectorCount(indices: readonly IndexState[], type: string): number {
  let n = 0;
  for (const idx of indices) {
    const fields = indexedFieldsOf(idx.mappings.values().next().value?.properties, type);
    if (fields.length === 0) continue;
    for (const d of idx.docs.values()) for (const f of fields) if ((valueAt(d.parsed, f) ?? null) !== null) n++;
  }
  return n;
}

/** `indices.versions` (VersionStats): the indices by the version that created them (all this node's own). */
function versionStats(indices: readonly IndexState[], version: string): Json[] {
  if (indices.length === 0) return [];
  const figures = indices.map(indexFigures);
  return [{ version, index_count: indices.length, primary_shard_count: figures.reduce((a, f) => a + f.shards, 0), total_primary_bytes: figures.reduce((a, f) => a + f.bytes, 0) }];
}

/** The `indices` section. */
function indicesSection(state: ClusterState, env: Env, parts: ReadonlySet<ClusterStatsPart>): JsonObject | EsError {
  const open = [...state.indices.values()].filter((i) => !i.closed);
  const summed = shardSections(state, env);
  if (isEsError(summed)) return summed;
  const out: JsonObject = { count: open.length, shards: shardCounts(open) };
  for (const s of SHARD_SECTIONS) if (summed[s] !== undefined) out[s] = summed[s]!;
  const all = [...state.indices.values()];
  if (parts.has('mappings')) out.mappings = mappingStats(all, parts.has('runtime_fields'), parts.has('mapping_sizes'));
  if (parts.has('analysis')) out.analysis = analysisStats(all, parts.has('analysis_synonyms'));
  if (parts.has('versions')) out.versions = versionStats(all, env.profile.version.number);
  if (parts.has('search_usage')) out.search = { total: 0, queries: {}, rescorers: {}, sections: {}, retrievers: {} };
  if (parts.has('dense_vector')) out.dense_vector = { value_count: vectorCount(open, 'dense_vector') };
  if (parts.has('sparse_vector')) out.sparse_vector = { value_count: vectorCount(open, 'sparse_vector') };
  return out;
}

/** `nodes.count`: the total, then every role the version knows, sorted, with how many nodes have it. */
function roleCounts(env: Env): JsonObject {
  const mine = new Set(nodeRoles(env.profile));
  const known = new Set([...mine, 'coordinating_only']);
  const fam = env.profile.statsFamily;
  // Roles a default node lacks but the version knows (DiscoveryNodeRole.roles()).
  if (fam === 'elasticsearch-7+') for (const r of ['voting_only', ...(majorOf(env.profile.version.number) >= 8 ? ['index', 'search'] : [])]) known.add(r);
  const out: JsonObject = { total: 1 };
  for (const r of [...known].sort()) out[r] = mine.has(r) ? 1 : 0;
  return out;
}

/** The node's ingest use (ClusterStatsNodes.IngestStats): pipelines, and processor runs by type. */
function ingestSection(state: ClusterState, env: Env): JsonObject {
  const pipelines = renderIngestStats(state, env.profile).pipelines as JsonObject;
  const byType: Record<string, { count: number; failed: number; current: number; time_in_millis: number }> = {};
  for (const p of Object.values(pipelines)) {
    for (const entry of (isObject(p) && Array.isArray(p.processors) ? p.processors : []) as JsonObject[]) {
      for (const v of Object.values(entry)) {
        if (!isObject(v) || !isObject(v.stats)) continue;
        const t = (byType[v.type as string] ??= { count: 0, failed: 0, current: 0, time_in_millis: 0 });
        t.count += Number(v.stats.count);
        t.failed += Number(v.stats.failed);
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(byType).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { number_of_pipelines: Object.keys(pipelines).length, processor_stats: sorted };
}

const ZERO_PRESSURE = { combined_coordinating_and_primary_in_bytes: 0, coordinating_in_bytes: 0, primary_in_bytes: 0, replica_in_bytes: 0, all_in_bytes: 0 };

/** The `nodes` section: one node, its declared machine. */
function nodesSection(state: ClusterState, env: Env, parts: ReadonlySet<ClusterStatsPart>): JsonObject {
  const v = env.profile.version;
  const disk = diskOf(state);
  const mem = osMem();
  const out: JsonObject = {
    count: roleCounts(env),
    versions: [v.number],
    os: {
      available_processors: MACHINE.processors, allocated_processors: MACHINE.processors,
      names: [{ name: MACHINE.os.name, count: 1 }], pretty_names: [{ pretty_name: MACHINE.os.prettyName, count: 1 }],
      architectures: [{ arch: MACHINE.os.arch, count: 1 }], mem,
    },
    process: { cpu: { percent: 0 }, open_file_descriptors: { min: 0, max: 0, avg: 0 } },
    jvm: { max_uptime_in_millis: 0, versions: [jvmVersionEntry(1)], mem: { heap_used_in_bytes: heapUsedBytes(), heap_max_in_bytes: MACHINE.heapMaxBytes }, threads: 0 },
    fs: { total_in_bytes: disk.total, free_in_bytes: disk.avail, available_in_bytes: disk.avail },
    plugins: [],
    network_types: { transport_types: { [networkType(env.profile)]: 1 }, http_types: { [networkType(env.profile)]: 1 } },
  };
  if (parts.has('discovery_types')) out.discovery_types = { 'single-node': 1 };
  if (parts.has('packaging_types')) out.packaging_types = [{ flavor: v.buildFlavor ?? 'default', type: v.buildType ?? 'tar', count: 1 }];
  if (parts.has('ingest')) out.ingest = ingestSection(state, env);
  if (parts.has('indexing_pressure')) {
    out.indexing_pressure = { memory: { current: ZERO_PRESSURE, total: { ...ZERO_PRESSURE, coordinating_rejections: 0, primary_rejections: 0, replica_rejections: 0 }, limit_in_bytes: Math.floor(MACHINE.heapMaxBytes / 10) } };
  }
  return out;
}

/** `ccs._search` (CCSTelemetrySnapshot) of a cluster that ran no cross-cluster search. */
function ccsSection(): JsonObject {
  const took = { max: 0, avg: 0, p90: 0 };
  return { _search: { total: 0, success: 0, skipped: 0, took, took_mrt_true: took, took_mrt_false: took, remotes_per_search_max: 0, remotes_per_search_avg: 0, failure_reasons: {}, features: {}, clients: {}, clusters: {} } };
}

/** GET /_cluster/stats */
export const clusterStats: Handler = (state, req, env) => {
  const parts = new Set(env.profile.clusterStatsParts);
  const indices = indicesSection(state, env, parts);
  if (isEsError(indices)) return indices;
  const health = clusterHealth(state, [...state.indices.values()].filter((i) => !i.closed || env.profile.closedIndicesReplicated).map((i) => i.name));
  const body: JsonObject = { _nodes: { total: 1, successful: 1, failed: 0 }, cluster_name: CLUSTER_NAME };
  if (parts.has('cluster_uuid')) body.cluster_uuid = CLUSTER_UUID;
  Object.assign(body, { timestamp: env.now, status: health.status, indices, nodes: nodesSection(state, env, parts) });
  if (parts.has('snapshots')) body.snapshots = { current_counts: { snapshots: 0, shard_snapshots: 0, snapshot_deletions: 0, concurrent_operations: 0, cleanups: 0 }, repositories: {} };
  if (parts.has('repositories')) body.repositories = {};
  if (parts.has('ccs')) body.ccs = ccsSection();
  return ok(flag(req, 'human') ? (humanStats(body) as JsonObject) : body);
};
