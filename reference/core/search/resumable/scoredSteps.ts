/**
 * The engine's query phase (engine/search.ts `collectScored`) as resumable steps: per shard and segment the
 * query tree's matches, a yield point after each segment's scoring and every SLICE_DOCS hits passed on.
 * The shard readers are taken once, when the steps are made: a segment is never changed once sealed (a
 * delete copies its flags), so a refresh or a write served between two slices changes nothing of what
 * the search sees, as a Lucene searcher keeps its point-in-time reader.
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { QNode } from '../engine/queryTree.ts';
import { shardReaders, type ShardReader } from '../engine/shardViews.ts';
import { runNode, similarityOf, type ScoreContext, type StatsSource } from '../engine/scorer.ts';
import { SLICE_DOCS, type Steps } from './steps.ts';

/** The readers a search sees of an index now (its point in time). */
export function frozenReaders(index: IndexState, profile: Profile): readonly ShardReader[] {
  return shardReaders(index, profile);
}

/** `collectScored` as steps over `readers` (frozenReaders of the index): the same matches, in the same order. */
export function* collectScoredSteps(readers: readonly ShardReader[], profile: Profile, tree: QNode, filter: ((d: Doc) => boolean) | undefined, shards: Set<number> | undefined, stats: StatsSource, emit: (doc: Doc, docId: number, score: number, shard: number) => void): Steps<void> {
  const ctx: ScoreContext = { profile, stats, similarity: similarityOf };
  let budget = SLICE_DOCS;
  for (const reader of readers) {
    if (shards && !shards.has(reader.shard)) continue;
    for (const view of reader.leaves) {
      const hits = runNode(view, tree, ctx);
      yield;
      const deleted = view.deleted;
      for (let i = 0; i < hits.ids.length; i++) {
        if (--budget === 0) {
          budget = SLICE_DOCS;
          yield;
        }
        const id = hits.ids[i]!;
        if (deleted && deleted[id]) continue;
        const doc = view.docs[id]!;
        if (filter && !filter(doc)) continue;
        emit(doc, view.docBase + id, hits.scores[i]!, reader.shard);
      }
    }
  }
}
