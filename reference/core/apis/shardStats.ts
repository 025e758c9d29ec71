/**
 * What the simulator can say about an index's shards: one node holds every primary (STARTED) and no
 * replica (UNASSIGNED, as on a single-node cluster), documents sit on the shard their routing picks,
 * and a shard's store size is its sources' bytes over a fixed footprint. `_cat/shards`, `_cat/indices`
 * and `_stats` all read these, so their numbers agree with each other and with `_count`.
 */
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { shardCount, shardOf } from '../search/routing.ts';
import { replicasOf } from '../settings.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { hasNested, luceneDocCount } from '../search/nested/scope.ts';

/** Bytes an empty shard's files take (segments file and write lock, as a fresh Lucene index has). */
export const EMPTY_SHARD_BYTES = 225;

/** The one node of the simulated cluster; its id is the one scroll ids and task ids carry, as a node has one id in ES. */
export const NODE = { id: NODE_ID, name: 'simulator', ip: '127.0.0.1', transport: 9300, http: 9200 } as const;

export interface ShardFigures {
  shard: number;
  docs: number;
  bytes: number;
}

/** Documents and store bytes of each primary shard of an open index. */
export function primaryShards(idx: IndexState, profile: Profile): ShardFigures[] {
  const n = shardCount(idx);
  const out: ShardFigures[] = Array.from({ length: n }, (_, shard) => ({ shard, docs: 0, bytes: EMPTY_SHARD_BYTES }));
  for (const d of idx.docs.values()) {
    const s = n === 1 ? 0 : shardOf(idx, profile, d.id, d.routing);
    out[s]!.docs += luceneDocCount(idx, d);
    out[s]!.bytes += d.source.text.length;
  }
  return out;
}

/** An index's totals: primaries' documents and bytes, and the replica copies it asks for (never assigned). */
export function indexFigures(idx: IndexState): { shards: number; replicas: number; docs: number; bytes: number } {
  const shards = shardCount(idx);
  let bytes = EMPTY_SHARD_BYTES * shards;
  // Nested objects are hidden Lucene documents of their own: `docs.count` counts them (ES's DocsStats).
  let docs = idx.docs.size;
  const nested = hasNested(idx);
  for (const d of idx.docs.values()) {
    bytes += d.source.text.length;
    if (nested) docs += luceneDocCount(idx, d) - 1;
  }
  return { shards, replicas: replicasOf(idx.settings), docs, bytes };
}
