/**
 * `GET|POST [/{index}]/_search_shards` (TransportClusterSearchShardsAction, ClusterSearchShardsResponse):
 * the node, every concrete index searched (with the aliases that reached it and their filter), and the
 * shard copies a search would ask, one group per shard in index then shard order: the started primary of
 * each (the simulator's replicas are never assigned), narrowed by `routing` and `preference=_shards:`.
 */
import type { JsonObject } from '../json.ts';
import { isEsError } from '../errors/index.ts';
import { ok, type Handler } from '../handler.ts';
import { shardCount } from '../search/routing.ts';
import { aliasFilters, shardPick, targetIndices } from '../search/execute.ts';
import { queryXContent } from '../search/aliasFilterXContent.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import { nodeEntry } from './nodes.ts';
import { NODE } from './shardStats.ts';
import { shardRouting } from './clusterState.ts';

/** GET|POST /_search_shards, /{index}/_search_shards */
export const searchShards: Handler = (state, req, env) => {
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return indices;
  const pick = shardPick(req, env.profile);
  const named = splitExpr(req.parts.index).filter((p) => !p.startsWith('-'));
  const out: JsonObject = { nodes: { [NODE.id]: nodeEntry(env.profile, req.headers) } };
  const described: JsonObject = {};
  const groups: { index: string; shard: number; copy: JsonObject }[] = [];
  for (const idx of indices) {
    const entry: JsonObject = {};
    // Aliases the expression named that point at this index, sorted; with their filter where they have one.
    const aliases = [...idx.aliases.keys()].filter((a) => named.some((p) => p !== '_all' && simpleMatch(p, a))).sort();
    if (aliases.length > 0) {
      entry.aliases = aliases;
      // The filter searches would apply: none when the index is named or an unfiltered alias reaches it.
      const filters = aliasFilters(idx, req.parts.index)?.map(queryXContent) ?? [];
      if (filters.length === 1) entry.filter = filters[0]!;
      else if (filters.length > 1) entry.filter = { bool: { should: filters, adjust_pure_negative: true, boost: 1.0 } };
    }
    described[idx.name] = entry;
    const kept = pick?.(idx);
    for (let shard = 0; shard < shardCount(idx); shard++) {
      if (kept && !kept.has(shard)) continue;
      groups.push({ index: idx.name, shard, copy: shardRouting(idx, shard, true) });
    }
  }
  out.indices = described;
  groups.sort((a, b) => (a.index < b.index ? -1 : a.index > b.index ? 1 : a.shard - b.shard));
  // A group lists the shard's active copies: none for a primary that failed to start.
  out.shards = groups.map((g) => (g.copy.state === 'STARTED' ? [g.copy] : []));
  return ok(out);
};
