/**
 * Scorers of the compound nodes, as Lucene computes them: DisjunctionMaxScorer (the float max plus the
 * double sum of the others times the float tie_breaker, cast once) and FunctionScoreQuery.boostByQuery
 * (the positive query scored with boost 1, then (float)(score × factor × boost) in double).
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { f } from '../float32.ts';

type Run = (view: ShardView, node: QNode, ctx: ScoreContext, parentBoost: number) => Hits;

/** Lucene's DisjunctionMaxScorer.score for one document's clause scores. */
export function dismaxScore(subScores: number[], tie: number): number {
  let max = 0;
  let others = 0;
  for (const s of subScores) {
    if (s > max) {
      others += max;
      max = s;
    } else others += s;
  }
  return f(max + others * tie);
}

/** The hits of a disjunction-max node. */
export function dismaxHits(view: ShardView, node: QNode & { kind: 'dismax' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const per = new Map<number, number[]>();
  for (const c of node.clauses) {
    const h = run(view, c, ctx, boost);
    for (let i = 0; i < h.ids.length; i++) {
      const d = h.ids[i]!;
      const l = per.get(d);
      if (l) l.push(h.scores[i]!);
      else per.set(d, [h.scores[i]!]);
    }
  }
  const ids = Int32Array.from([...per.keys()].sort((a, b) => a - b));
  const scores = new Float32Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = dismaxScore(per.get(ids[i]!)!, node.tie);
  return { ids, scores };
}

/** The hits of a boosting node. */
export function boostingHits(view: ShardView, node: QNode & { kind: 'boosting' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const pos = run(view, node.positive, ctx, 1);
  const neg = new Set(run(view, node.negative, ctx, 1).ids);
  const scores = new Float32Array(pos.ids.length);
  for (let i = 0; i < pos.ids.length; i++) {
    const factor = neg.has(pos.ids[i]!) ? node.negativeBoost : 1;
    scores[i] = f(pos.scores[i]! * factor * boost);
  }
  return { ids: pos.ids, scores };
}

/** CoveringScorer: documents where at least the document's minimum of clauses match; the double sum of their scores, cast. */
export function coveringHits(view: ShardView, node: QNode & { kind: 'covering' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const sum = new Map<number, number>();
  const count = new Map<number, number>();
  for (const c of node.clauses) {
    const h = run(view, c, ctx, boost);
    for (let i = 0; i < h.ids.length; i++) {
      const d = h.ids[i]!;
      sum.set(d, (sum.get(d) ?? 0) + h.scores[i]!);
      count.set(d, (count.get(d) ?? 0) + 1);
    }
  }
  const ids: number[] = [];
  const scores: number[] = [];
  for (const d of [...count.keys()].sort((a, b) => a - b)) {
    const min = node.minimum(view.docs[d]!);
    if (min === undefined || count.get(d)! < min) continue;
    ids.push(d);
    scores.push(f(sum.get(d)!));
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}
