/**
 * knn on the engine, exact: per shard, every document of the filter's matches that has a vector is
 * scored and the best `k` kept (ties in doc-id order); on an application's small index an exact search
 * finds what HNSW finds. Scores are the similarity's (similarity.ts) times the boost, in float
 * (DocAndScoreQuery, KnnScoreDocQuery: score × boost).
 */
import type { QNode } from '../engine/qnode.ts';
import type { ShardView } from '../engine/shardViews.ts';
import type { Hits, ScoreContext } from '../engine/scoreTypes.ts';
import { vectorScore } from './similarity.ts';
import { docVector, vectorField } from './vectorField.ts';
import { l2normalize } from './similarity.ts';

type Run = (view: ShardView, node: QNode, ctx: ScoreContext, parentBoost?: number) => Hits;

const EMPTY: Hits = { ids: new Int32Array(0), scores: new Float32Array(0) };

/** The shard's best `k` documents for the knn node, in doc-id order, before the boost: [doc id, score]. */
export function knnTop(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, run: Run): [number, number][] {
  const vf = vectorField(view.index, ctx.profile, node.field);
  if (typeof vf === 'string') return [];
  const query = vf.normalize ? l2normalize(node.vector.map(Math.fround)) : node.vector.map(Math.fround);
  const candidates = node.filter ? run(view, node.filter, ctx, 0).ids : undefined;
  const scored: [number, number][] = [];
  const consider = (id: number) => {
    const v = docVector(view.docs[id]!, vf, view.index.name);
    if (!v || v.length !== query.length) return;
    const s = vectorScore(vf.similarity, query, v);
    if (node.minScore !== undefined && s < node.minScore) return;
    scored.push([id, s]);
  };
  if (candidates) for (const id of candidates) consider(id);
  else for (let id = 0; id < view.docs.length; id++) consider(id);
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return scored.slice(0, node.k).sort((a, b) => a[0] - b[0]);
}

/** A knn node's hits on a shard: its top k, each score × boost. */
export function knnHits(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const top = knnTop(view, node, ctx, run);
  if (top.length === 0) return EMPTY;
  return { ids: Int32Array.from(top.map((t) => t[0])), scores: Float32Array.from(top.map((t) => Math.fround(t[1] * boost))) };
}

/** Documents chosen beforehand (the top-level knn's global top k) that are on this shard, each score × boost. */
export function docScoreHits(view: ShardView, node: QNode & { kind: 'docScores' }, boost: number): Hits {
  const ids: number[] = [];
  const scores: number[] = [];
  for (let id = 0; id < view.docs.length; id++) {
    const s = node.scores.get(view.docs[id]!);
    if (s === undefined) continue;
    ids.push(id);
    scores.push(Math.fround(s * boost));
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}
