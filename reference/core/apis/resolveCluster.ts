/**
 * `GET /_resolve/cluster/{name}` (ES ≥ 8.13): per cluster an index expression reaches, whether it is connected
 * and has a matching index (TransportResolveClusterAction, ResolveClusterActionResponse). The one node has no
 * remote cluster, so the answer holds the local cluster only, under `(local)`: `matching_indices` is whether
 * `_resolve/index` finds an open index, an alias or a data stream (hasMatchingIndices; closed indices do not
 * count), and a missing explicit name is not a failure of the request but the local entry's `error` (the
 * IndexNotFoundException's message, without `matching_indices` or `version`). A remote cluster named in the
 * expression (`other:logs`) is one the node does not know: NoSuchRemoteClusterException from groupIndices.
 */
import type { JsonObject } from '../json.ts';
import { isEsError, noSuchRemoteCluster } from '../errors/index.ts';
import { ok, type Handler } from '../handler.ts';
import { splitExpr } from '../resolve.ts';
import { resolveIndex } from './resolveIndex.ts';

/** GET /_resolve/cluster/{name} */
export const resolveCluster: Handler = (state, req, env) => {
  const local: string[] = [];
  for (const e of splitExpr(req.parts.name)) {
    const colon = e.indexOf(':');
    if (colon < 0) local.push(e);
    // A remote cluster pattern with a wildcard matches no configured remote and adds nothing.
    else if (!e.slice(0, colon).includes('*')) return noSuchRemoteCluster(e.slice(0, colon).replace(/^-/, ''));
  }
  if (local.length === 0) return ok({});
  const resolved = resolveIndex(state, { ...req, parts: { ...req.parts, name: local.join(',') } }, env);
  const entry: JsonObject = { connected: true, skip_unavailable: false };
  if (isEsError(resolved)) {
    if (resolved.status !== 404) return resolved;
    entry.error = resolved.cause.reason;
    return ok({ '(local)': entry });
  }
  const body = resolved.body as { indices: { attributes: string[] }[]; aliases: unknown[]; data_streams: unknown[] };
  entry.matching_indices = body.indices.some((i) => !i.attributes.includes('closed')) || body.aliases.length > 0 || body.data_streams.length > 0;
  const v = env.profile.version;
  entry.version = {
    number: v.number,
    build_flavor: v.buildFlavor ?? 'default',
    minimum_wire_compatibility_version: v.minimumWire ?? null,
    minimum_index_compatibility_version: v.minimumIndex ?? null,
  };
  return ok({ '(local)': entry });
};
