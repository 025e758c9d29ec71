/**
 * `GET /_info/{target}` (RestClusterInfoAction, ES 8.9+): the cluster name and, for each target, the nodes'
 * statistics of it summed over the cluster. `_all` stands for every target and may not be combined with
 * another; an unknown target is refused with the list. Of the targets the simulator keeps `ingest` (the
 * one node's IngestStats, as `_nodes/stats/ingest` prints it); `http`, `thread_pool` and `script` measure
 * the process ES runs in and are left out, as nodes stats leaves them out.
 */
import { allAndIndividualTargets, unrecognized } from '../errors/index.ts';
import { splitExpr } from '../resolve.ts';
import { ok, type Handler } from '../handler.ts';
import type { JsonObject } from '../json.ts';
import { CLUSTER_NAME } from './cluster.ts';
import { renderIngestStats } from '../ingest/stats.ts';

/** RestClusterInfoAction.AVAILABLE_TARGETS. */
const TARGETS = ['http', 'ingest', 'thread_pool', 'script'];

export const clusterInfo: Handler = (state, req, env) => {
  let targets = [...new Set(splitExpr(req.parts.target))];
  if (targets.includes('_all')) {
    const others = targets.filter((t) => t !== '_all');
    if (others.length > 0) return allAndIndividualTargets(req.path, others);
    targets = TARGETS;
  }
  const bad = targets.filter((t) => !TARGETS.includes(t));
  if (bad.length > 0) return unrecognized(req.path, 'target', bad, TARGETS);
  const body: JsonObject = { cluster_name: CLUSTER_NAME };
  if (targets.includes('ingest')) body.ingest = renderIngestStats(state, env.profile);
  return ok(body);
};
