/**
 * The query phase of a scored search on one index: per shard (in shard order), the query tree's matches
 * with their scores, each passed to the caller's collector with its shard-wide doc id (segment base + id),
 * deleted documents skipped. Statistics come
 * from the shard (query_then_fetch) or from every shard searched (dfs_query_then_fetch).
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { QNode } from './queryTree.ts';
import { shardReaders, type ShardReader, type ShardView } from './shardViews.ts';
import { sameScopeReader } from './nestedViews.ts';
import { runNode, SHARD_STATS, similarityOf, type ScoreContext, type StatsSource } from './scorer.ts';

/** Calls `emit` for each match of `tree` on the index (shard by shard, doc ids ascending) that passes `filter`. */
export function collectScored(index: IndexState, profile: Profile, tree: QNode, filter: ((d: Doc) => boolean) | undefined, shards: Set<number> | undefined, stats: StatsSource, emit: (doc: Doc, docId: number, score: number, shard: number) => void): void {
  const ctx: ScoreContext = { profile, stats, similarity: similarityOf };
  for (const reader of shardReaders(index, profile)) {
    if (shards && !shards.has(reader.shard)) continue;
    for (const view of reader.leaves) {
      const hits = runNode(view, tree, ctx);
      const deleted = view.deleted;
      for (let i = 0; i < hits.ids.length; i++) {
        const id = hits.ids[i]!;
        if (deleted && deleted[id]) continue;
        const doc = view.docs[id]!;
        if (filter && !filter(doc)) continue;
        emit(doc, view.docBase + id, hits.scores[i]!, reader.shard);
      }
    }
  }
}

/**
 * dfs_query_then_fetch: a field's and a term's statistics summed over every shard searched: each index's shards
 * `pick` keeps (a routed search's, `preference=_shards:`), else all of them (DfsPhase runs on the target shards).
 */
export function dfsStats(indices: IndexState[], profile: Profile, pick?: (index: IndexState) => Set<number> | undefined): StatsSource {
  const searched = indices.flatMap((i) => {
    const keep = pick?.(i);
    return shardReaders(i, profile).filter((r) => !keep || keep.has(r.shard));
  });
  // A nested field's statistics are summed over the same nested path's readers of every shard.
  const readers = (like: ShardView): ShardReader[] => searched.map((r) => sameScopeReader(r, like, profile));
  const fieldCache = new Map<string, { docCount: number; sumTotalTermFreq: number } | undefined>();
  return {
    field(view, field) {
      if (!fieldCache.has(field)) {
        let docCount = 0;
        let sum = 0;
        let any = false;
        for (const r of readers(view)) {
          const s = r.fieldStats(field);
          if (!s) continue;
          any = true;
          docCount += s.docCount;
          sum += s.sumTotalTermFreq;
        }
        fieldCache.set(field, any ? { docCount, sumTotalTermFreq: sum } : undefined);
      }
      return fieldCache.get(field);
    },
    docFreq(view, field, term) {
      let n = 0;
      for (const r of readers(view)) n += r.docFreq(field, term);
      return n;
    },
    totalTermFreq(view, field, term) {
      let n = 0;
      for (const r of readers(view)) n += r.totalTermFreq(field, term);
      return n;
    },
  };
}

export { SHARD_STATS };
