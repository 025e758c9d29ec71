/** Whole-index scoring for the predicate compiler (engineHook.ts): a query's score on every document it matches. */
import type { Doc } from '../../doc.ts';
import { registerScoreIndex } from '../engineHook.ts';
import { queryTree } from './queryTree.ts';
import { SHARD_STATS } from './search.ts';
import { ScoreFailure } from './customQuery.ts';
import { catchSteps, type Steps } from '../resumable/steps.ts';
import { collectScoredSteps, frozenReaders } from '../resumable/scoredSteps.ts';

/** The scores as steps (the engine's query phase, scoredSteps.ts): a yield point between slices of the scoring. */
function* scoreSteps(ctx: Parameters<typeof queryTree>[1], q: Parameters<typeof queryTree>[0]): Steps<Map<Doc, number>> {
  const tree = queryTree(q, ctx);
  const m = new Map<Doc, number>();
  yield* collectScoredSteps(frozenReaders(ctx.index, ctx.profile), ctx.profile, tree, undefined, undefined, SHARD_STATS, (doc, _id, score) => m.set(doc, score));
  return m;
}

registerScoreIndex((ctx, q) => catchSteps(scoreSteps(ctx, q), (e) => (e instanceof ScoreFailure ? e.error : undefined)));
