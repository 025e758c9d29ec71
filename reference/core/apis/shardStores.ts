/**
 * `GET [/{index}]/_shard_stores` (IndicesShardStoresResponse): the copies of the shards whose health is in
 * `status` (`yellow,red` by default, or `green`, or `all`), each listing the nodes that hold a copy of it.
 * One node holds the primary (`allocation: primary`, with the allocation id the routing table prints); a shard
 * whose replicas no node holds is yellow, one with no replica green.
 */
import type { JsonObject } from '../json.ts';
import { isEsError, unknownHealthStatus } from '../errors/index.ts';
import { splitExpr } from '../resolve.ts';
import { ok, type Handler } from '../handler.ts';
import { indexFigures, NODE } from './shardStats.ts';
import { nodeEntry } from './nodes.ts';
import { allocationId } from './clusterState.ts';
import { openIndicesOf } from './segments.ts';

const STATUSES = ['green', 'yellow', 'red', 'all'];

/** GET [/{index}]/_shard_stores */
export const shardStores: Handler = (state, req, env) => {
  const asked = splitExpr(req.query.status ?? 'yellow,red');
  const bad = asked.find((s) => !STATUSES.includes(s));
  if (bad !== undefined) return unknownHealthStatus(bad);
  const wanted = new Set(asked.includes('all') ? ['green', 'yellow', 'red'] : asked);
  const indices = openIndicesOf(state, req, env.profile);
  if (isEsError(indices)) return indices;
  const out: JsonObject = {};
  for (const idx of indices) {
    const f = indexFigures(idx);
    const health = f.replicas > 0 ? 'yellow' : 'green';
    if (!wanted.has(health)) continue;
    const shards: JsonObject = {};
    for (let s = 0; s < f.shards; s++) {
      shards[String(s)] = { stores: [{ [NODE.id]: nodeEntry(env.profile, req.headers), allocation_id: allocationId(idx, s), allocation: 'primary' }] };
    }
    out[idx.name] = { shards };
  }
  return ok({ indices: out });
};
