/**
 * `GET /_health_report[/{feature}]` (ES 8.7+, RestGetHealthAction, HealthIndicatorResult.toXContent): the
 * indicators the version runs (profile `healthIndicators`), each with its status, symptom and, when
 * `verbose` (the default), its details, for one node that is the stable master, holds every primary and has
 * no repository, no lifecycle policy and no data stream in error. The overall status is the worst indicator's.
 *
 * Not exact: a yellow `shards_availability` (replicas no second node can hold) gives its symptom, counts and
 * impact but not ES's diagnosis; the disk is the declared one (nodeFacts.ts), with room to spare.
 */
import type { JsonObject } from '../json.ts';
import { unknownHealthIndicator } from '../errors/index.ts';
import { flag, ok, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { CLUSTER_NAME } from './cluster.ts';
import { indexFigures, NODE } from './shardStats.ts';

type Status = 'green' | 'yellow' | 'red';

interface Indicator {
  status: Status;
  symptom: string;
  details?: JsonObject;
  impacts?: JsonObject[];
}

/** `1 index [a]`, `2 indices [a, b]`: how ES names the indices an impact touches (sorted). */
function indicesPhrase(names: string[]): string {
  return `${names.length} ${names.length === 1 ? 'index' : 'indices'} [${[...names].sort().join(', ')}]`;
}

/** Primaries started and replicas that no node holds (ShardsAvailabilityHealthIndicatorService). */
function shardsAvailability(state: ClusterState): Indicator {
  let primaries = 0;
  let replicas = 0;
  const short: string[] = [];
  for (const i of state.indices.values()) {
    if (i.closed) continue;
    const f = indexFigures(i);
    primaries += f.shards;
    replicas += f.shards * f.replicas;
    if (f.replicas > 0) short.push(i.name);
  }
  const details = {
    unassigned_primaries: 0, initializing_primaries: 0, creating_primaries: 0, restarting_primaries: 0, started_primaries: primaries,
    unassigned_replicas: replicas, initializing_replicas: 0, creating_replicas: 0, restarting_replicas: 0, started_replicas: 0,
  };
  if (replicas === 0) return { status: 'green', symptom: 'This cluster has all shards available.', details };
  const impacts = [{
    id: 'elasticsearch:health:shards_availability:impact:replica_unassigned', severity: 2,
    description: `Searches might be slower than usual. Fewer redundant copies of the data exist on ${indicesPhrase(short)}.`, impact_areas: ['search'],
  }];
  return { status: 'yellow', symptom: `This cluster has ${replicas} unavailable replica shard${replicas === 1 ? '' : 's'}.`, details, impacts };
}

const INDICATORS: Readonly<Record<string, (state: ClusterState) => Indicator>> = {
  master_is_stable: () => ({
    status: 'green', symptom: 'The cluster has a stable master node',
    details: { current_master: { node_id: NODE.id, name: NODE.name }, recent_masters: [{ node_id: NODE.id, name: NODE.name }] },
  }),
  shards_availability: shardsAvailability,
  disk: (state) => ({
    status: 'green', symptom: 'The cluster has enough available disk space.',
    details: {
      indices_with_readonly_block: [...state.indices.values()].filter((i) => i.settings['index.blocks.read_only_allow_delete'] === 'true').length,
      nodes_with_enough_disk_space: 1, nodes_with_unknown_disk_status: 0, nodes_over_high_watermark: 0, nodes_over_flood_stage_watermark: 0,
    },
  }),
  ilm: () => ({ status: 'green', symptom: 'Index Lifecycle Management is running', details: { ilm_status: 'RUNNING', policies: 0, stagnating_indices: 0 } }),
  slm: () => ({ status: 'green', symptom: 'No Snapshot Lifecycle Management policies configured', details: { slm_status: 'RUNNING', policies: 0 } }),
  repository_integrity: () => ({ status: 'green', symptom: 'No snapshot repositories configured.' }),
  // One data node: `cluster.max_shards_per_node` (1000) shards; no frozen node.
  shards_capacity: () => ({ status: 'green', symptom: 'The cluster has enough room to add new shards.', details: { data: { max_shards_in_cluster: 1000 }, frozen: { max_shards_in_cluster: 0 } } }),
  // No operator settings file was ever applied (FileSettingsHealthIndicatorService's NO_CHANGES_SYMPTOM).
  file_settings: () => ({ status: 'green', symptom: 'No file-based setting changes have occurred' }),
  data_stream_lifecycle: () => ({ status: 'green', symptom: 'Data streams are executing their lifecycles without issues', details: { stagnating_backing_indices_count: 0, total_backing_indices_in_error: 0 } }),
};

const RANK: Record<Status, number> = { green: 0, yellow: 1, red: 2 };

/** GET /_health_report[/{feature}] */
export const healthReport: Handler = (state, req, env) => {
  const known = env.profile.healthIndicators;
  const feature = req.parts.feature;
  if (feature !== undefined && !known.includes(feature)) return unknownHealthIndicator(feature);
  const verbose = flag(req, 'verbose', true);
  const indicators: JsonObject = {};
  let worst: Status = 'green';
  for (const name of feature !== undefined ? [feature] : known) {
    const r = INDICATORS[name]!(state);
    if (RANK[r.status] > RANK[worst]) worst = r.status;
    const out: JsonObject = { status: r.status, symptom: r.symptom };
    if (verbose && r.details) out.details = r.details;
    if (r.impacts) out.impacts = r.impacts;
    indicators[name] = out;
  }
  // With one indicator asked for, ES prints no overall status.
  return ok(feature !== undefined ? { cluster_name: CLUSTER_NAME, indicators } : { status: worst, cluster_name: CLUSTER_NAME, indicators });
};
