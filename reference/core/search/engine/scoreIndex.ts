/** Whole-index scoring for the predicate compiler (engineHook.ts): a query's score on every document it matches. */
import type { Doc } from '../../doc.ts';
import { registerScoreIndex } from '../engineHook.ts';
import { queryTree } from './queryTree.ts';
import { collectScored, SHARD_STATS } from './search.ts';
import { catchScoreFailure } from './customQuery.ts';

registerScoreIndex((ctx, q) => {
  const tree = queryTree(q, ctx);
  return catchScoreFailure(() => {
    const m = new Map<Doc, number>();
    collectScored(ctx.index, ctx.profile, tree, undefined, undefined, SHARD_STATS, (doc, _id, score) => m.set(doc, score));
    return m;
  });
});
