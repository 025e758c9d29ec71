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
import { SLICE_DOCS, SLICE_WORK, workDone, type Steps } from './steps.ts';
import { rangeable, runRange } from '../engine/rangeScorer.ts';
import type { Hits } from '../engine/scoreTypes.ts';
import type { ShardView } from '../engine/shardTypes.ts';
import { knnPrimeSteps } from '../vectors/knnScorer.ts';

/** Doc ids a segment's scoring covers between two yield points (when its tree scores per document). */
export const SCORE_RANGE = 4 * SLICE_DOCS;

/**
 * Documents of the first range of a tree that may run scripts: their work per document sizes the next ranges.
 * Few, since the probe itself is not sized: 64 documents looping 500 times were 32,000 of work in one piece.
 */
const PROBE_RANGE = 8;

/**
 * Each segment's hits: a range at a time when the segment is long and its tree allows (engine/rangeScorer.ts), else
 * whole. A tree that may run scripts (script, script_score, function_score, a runtime field) is ranged however short
 * its segment, in ranges sized so that each does about SLICE_WORK of script work: a script that loops on every
 * document would otherwise hold a segment's scoring for seconds. Ranged hits are the whole segment's bit for bit.
 */
function* segmentHits(view: ShardView, tree: QNode, ctx: ScoreContext, ranged: boolean, scripted: boolean): Generator<Hits, void, void> {
  const n = view.docs.length;
  if (!ranged || (n <= SCORE_RANGE && !scripted)) {
    yield runNode(view, tree, ctx);
    return;
  }
  let span = scripted ? PROBE_RANGE : SCORE_RANGE;
  for (let lo = 0; lo < n; ) {
    const hi = Math.min(n, lo + span);
    const before = workDone();
    yield runRange(view, tree, ctx, lo, hi);
    if (scripted) {
      const perDoc = (workDone() - before) / (hi - lo);
      span = Math.max(1, Math.min(SCORE_RANGE, Math.floor(SLICE_WORK / Math.max(perDoc, 1))));
    }
    lo = hi;
  }
}

/** Whether a rangeable tree may run scripts (a custom node: script, script_score, function_score…; a runtime field's predicate). */
function mayScript(node: QNode): boolean {
  switch (node.kind) {
    case 'custom':
      return true;
    case 'pred':
      return node.runtime === true || node.scripted === true;
    case 'const':
      return mayScript(node.inner);
    case 'dismax':
    case 'covering':
      return node.clauses.some(mayScript);
    case 'boosting':
      return mayScript(node.positive) || mayScript(node.negative);
    case 'bool':
      return [node.must, node.filter, node.should, node.mustNot].some((l) => l.some(mayScript));
    default:
      return false;
  }
}

/** The readers a search sees of an index now (its point in time). */
export function frozenReaders(index: IndexState, profile: Profile): readonly ShardReader[] {
  return shardReaders(index, profile);
}

/** `collectScored` as steps over `readers` (frozenReaders of the index): the same matches, in the same order. */
export function* collectScoredSteps(readers: readonly ShardReader[], profile: Profile, tree: QNode, filter: ((d: Doc) => boolean) | undefined, shards: Set<number> | undefined, stats: StatsSource, emit: (doc: Doc, docId: number, score: number, shard: number) => void): Steps<void> {
  const ctx: ScoreContext = { profile, stats, similarity: similarityOf };
  let budget = SLICE_DOCS;
  const ranged = rangeable(tree);
  const scripted = ranged && mayScript(tree);
  for (const reader of readers) {
    if (shards && !shards.has(reader.shard)) continue;
    for (const view of reader.leaves) {
      // A knn's exact scan of the segment runs ahead in slices; the scoring then reads its top k.
      yield* knnPrimeSteps(view, tree, ctx, runNode);
      for (const hits of segmentHits(view, tree, ctx, ranged, scripted)) {
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
}
