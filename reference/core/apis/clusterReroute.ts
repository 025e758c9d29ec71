/**
 * `POST /_cluster/reroute` (RestClusterRerouteAction, ClusterRerouteResponse) on the one-node cluster. The only
 * allocation the node can still make is a primary whose start failed (synonyms/shardStart.ts: a synonym filter
 * that could not load its set); ES retries such a shard `index.allocation.max_retries` times at once and then
 * leaves it until `?retry_failed=true` resets the counters, so a plain reroute changes nothing and a retrying one
 * starts the shards again (they start when the set now exists). `dry_run` (parameter or body) applies nothing.
 *
 * The answer: `acknowledged`, then up to 8.x the resulting cluster state, by default without its metadata
 * (`metric`, ClusterState.Metric; `none` leaves the state out), deprecated from 8.6 (elastic/elasticsearch#90399)
 * unless `metric=none`; 9.0 never prints it (#114231, which also deprecates `?metric` itself: that warning's wording
 * was not read, so it is not sent). `explain` adds `explanations`, one per command.
 * Allocation commands (`move`, `cancel`, `allocate_*`) are not simulated: refused as such.
 */
import { isObject, xContentToken } from '../json.ts';
import { isEsError, notSupportedBySimulator, unknownField, valueTypeUnsupported, type EsError } from '../errors/index.ts';
import { boolParam } from '../params.ts';
import { keyAt, valueAt } from '../byScroll/bodyPosition.ts';
import { startShards } from '../synonyms/shardStart.ts';
import { REROUTE_STATE_FIELD } from '../deprecations.ts';
import { clusterState } from './clusterState.ts';
import type { ApiResult, Handler } from '../handler.ts';
import type { Json, JsonObject } from '../json.ts';

/** ClusterState.Metric but METADATA: RestClusterRerouteAction's DEFAULT_METRICS. */
const DEFAULT_METRICS = 'version,master_node,blocks,nodes,routing_table,routing_nodes,customs';

/** The body's `dry_run`, or an error; `commands` must be empty (ObjectParser "cluster_reroute"). */
function readBody(body: unknown, raw: string | undefined, profile: Parameters<typeof unknownField>[0]): { dryRun?: boolean } | EsError {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) return unknownField(profile, 'cluster_reroute', String(body), keyAt(raw, []));
  const out: { dryRun?: boolean } = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'commands') {
      if (!Array.isArray(v)) return valueTypeUnsupported(profile, 'cluster_reroute', k, xContentToken(v as Json), valueAt(raw, [k]));
      if (v.length > 0) return notSupportedBySimulator('cluster reroute allocation commands');
    } else if (k === 'dry_run') {
      // ObjectParser's declareBoolean takes a boolean or its text.
      if (typeof v === 'boolean') out.dryRun = v;
      else if (v === 'true' || v === 'false') out.dryRun = v === 'true';
      else return valueTypeUnsupported(profile, 'cluster_reroute', k, xContentToken(v as Json), valueAt(raw, [k]));
    } else return unknownField(profile, 'cluster_reroute', k, keyAt(raw, [k]));
  }
  return out;
}

/** The reroute handler. */
export const clusterReroute: Handler = (state, req, env) => {
  const profile = env.profile;
  const params = ['dry_run', 'explain', 'retry_failed'].map((p) => boolParam(req.query, p, false));
  for (const p of params) if (isEsError(p)) return p;
  const [dryRunParam, explain, retryFailed] = params as boolean[];
  const body = readBody(req.body, req.rawBody, profile);
  if (isEsError(body)) return body;
  const dryRun = body.dryRun ?? dryRunParam;
  if (retryFailed && !dryRun) {
    for (const idx of state.indices.values()) if (!idx.closed && idx.shardsFailed !== undefined) startShards(state, idx, profile);
  }
  const out: JsonObject = { acknowledged: true };
  const warnings: string[] = [];
  const metric = req.query.metric ?? DEFAULT_METRICS;
  // `metric=none` leaves the state out from 8.6; before, and on OpenSearch, it is one more unknown metric, ignored.
  if (profile.rerouteState === 'state' || (profile.rerouteState === 'deprecated' && metric !== 'none')) {
    // A dry run answers the state the commands would give; with none simulated, that is the current one.
    const st = clusterState(state, { ...req, parts: { metric }, query: req.query.flat_settings === undefined ? {} : { flat_settings: req.query.flat_settings } }, env);
    if (isEsError(st)) return st;
    // ClusterState.toXContent, without the cluster_name that RestClusterStateAction writes before it.
    const { cluster_name: _name, ...rest } = (st as ApiResult).body as JsonObject;
    out.state = rest;
    if (profile.rerouteState === 'deprecated') warnings.push(REROUTE_STATE_FIELD);
  }
  if (explain) out.explanations = [];
  const result: ApiResult = { status: 200, body: out };
  return warnings.length > 0 ? { ...result, warnings } : result;
};
