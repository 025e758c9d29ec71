/**
 * `nested` on the engine: Lucene's ToParentBlockJoinQuery. The inner query runs on the nested objects'
 * view (with the boost passed down, as createWeight passes it to the child weight); each parent with a
 * matching child scores by the score mode, accumulated in a double from the children's float scores and
 * cast once (ToParentBlockJoinQuery.Score: avg divides the double sum by the count; none scores 0).
 */
import type { QNode } from '../qnode.ts';
import type { ShardView } from '../shardTypes.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { nestedView } from '../nestedViews.ts';

type Run = (view: ShardView, node: QNode, ctx: ScoreContext, parentBoost?: number) => Hits;

/** Parent doc ids (ascending) with their joined scores. */
export function nestedHits(view: ShardView, node: QNode & { kind: 'nested' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const nv = nestedView(view, node.path, ctx.profile);
  const child = run(nv, node.inner, ctx, boost);
  const ids: number[] = [];
  const scores: number[] = [];
  let current = -1;
  let score = 0;
  let freq = 0;
  const flush = () => {
    if (current < 0) return;
    ids.push(current);
    let s = score;
    if (node.scoreMode === 'avg') s /= freq;
    scores.push(node.scoreMode === 'none' ? 0 : s);
  };
  for (let i = 0; i < child.ids.length; i++) {
    const parent = nv.parentOf[child.ids[i]!]!;
    const cs = child.scores[i]!;
    if (parent !== current) {
      flush();
      current = parent;
      score = cs;
      freq = 1;
      continue;
    }
    freq++;
    if (node.scoreMode === 'sum' || node.scoreMode === 'avg') score += cs;
    else if (node.scoreMode === 'min') score = Math.min(score, cs);
    else if (node.scoreMode === 'max') score = Math.max(score, cs);
  }
  flush();
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}
