/**
 * knn on the engine, exact: per shard, every document of the filter's matches that has a vector is
 * scored and the best `k` kept (ties in doc-id order); on an application's small index an exact search
 * finds what HNSW finds. Scores are the similarity's (similarity.ts) times the boost, in float
 * (DocAndScoreQuery, KnnScoreDocQuery: score × boost).
 */
import type { QNode } from '../engine/qnode.ts';
import type { ShardView } from '../engine/shardTypes.ts';
import type { Hits, ScoreContext } from '../engine/scoreTypes.ts';
import { leafScorer } from './knnLeafScorer.ts';
import { docVector, vectorField } from './vectorField.ts';
import { l2normalize } from './similarity.ts';
import { diversifiedTop, isNestedViewOf, nestedKnnPath, nestedKnnTop } from './knnNested.ts';
import { rescoreExact } from './knnRescore.ts';

type Run = (view: ShardView, node: QNode, ctx: ScoreContext, parentBoost?: number) => Hits;

const EMPTY: Hits = { ids: new Int32Array(0), scores: new Float32Array(0) };

/**
 * The shard's best `k` documents for the knn node, in doc-id order, before the boost: [doc id, score]; with
 * `rescoreK` (rescore_vector) those k rescored on their float vectors and the best rescoreK kept, unless `gatherOnly`
 * (a leaf of a shard of several: the shard rescores its merged candidates).
 */
export function knnTop(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, run: Run, gatherOnly = false): [number, number][] {
  const top = gatherTop(view, node, ctx, run);
  if (node.rescoreK === undefined || gatherOnly) return top;
  return rescored(node, ctx, top.map(([id, score]) => ({ view, id, score }))).map((c) => [c.id, c.score]);
}

/** rescoreExact on the node's field and query vector (knnRescore.ts). */
function rescored<T extends { view: ShardView; id: number; score: number }>(node: QNode & { kind: 'knn' }, ctx: ScoreContext, candidates: T[]): T[] {
  if (candidates.length === 0) return candidates;
  const vf = vectorField(candidates[0]!.view.index, ctx.profile, node.field);
  if (typeof vf === 'string') return candidates;
  const query = vf.normalize ? l2normalize(node.vector.map(Math.fround)) : node.vector.map(Math.fround);
  return rescoreExact(candidates, vf, query, node.rescoreK!);
}

function gatherTop(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, run: Run): [number, number][] {
  const vf = vectorField(view.index, ctx.profile, node.field);
  if (typeof vf === 'string') return [];
  const query = vf.normalize ? l2normalize(node.vector.map(Math.fround)) : node.vector.map(Math.fround);
  const nested = nestedKnnPath(view, node.field);
  if (nested === undefined && !node.exact && isNestedViewOf(view, node.field)) return diversifiedTop(view, vf, query, node, (v) => run(v, node.filter!, ctx, 0).ids);
  const candidates = node.filter ? run(view, node.filter, ctx, 0).ids : undefined;
  if (nested !== undefined) return nestedKnnTop(view, nested, vf, query, node.k, node.minScore, candidates, ctx.profile);
  const scored: [number, number][] = [];
  const score = leafScorer(view, vf, query);
  const consider = (id: number) => {
    if (view.deleted?.[id]) return;
    const v = docVector(view.docs[id]!, vf, view.index.name);
    if (!v || v.length !== query.length) return;
    const s = score(v);
    if (node.minScore !== undefined && s < node.minScore) return;
    scored.push([id, s]);
  };
  if (candidates) for (const id of candidates) consider(id);
  else for (let id = 0; id < view.docs.length; id++) consider(id);
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return scored.slice(0, node.exact ? scored.length : node.k).sort((a, b) => a[0] - b[0]);
}

const SHARD_TOPS = new WeakMap<object, WeakMap<object, Map<ShardView, [number, number][]>>>();

/**
 * The k nearest on the whole shard, split by leaf: each segment's top k merged into the shard's top k
 * (KnnFloatVectorQuery.rewrite: per-leaf searches, then TopDocs.merge by score, then doc id).
 */
function shardTop(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, run: Run): [number, number][] {
  let byNode = SHARD_TOPS.get(node);
  if (!byNode) SHARD_TOPS.set(node, (byNode = new WeakMap()));
  let byLeaf = byNode.get(view.reader);
  if (!byLeaf) {
    const all: { leaf: ShardView; view: ShardView; id: number; score: number }[] = [];
    for (const leaf of view.reader.leaves) for (const [id, score] of knnTop(leaf, node, ctx, run, true)) all.push({ leaf, view: leaf, id, score });
    all.sort((a, b) => b.score - a.score || a.leaf.docBase + a.id - (b.leaf.docBase + b.id));
    const merged = all.slice(0, node.k);
    byLeaf = new Map();
    for (const x of node.rescoreK === undefined ? merged : rescored(node, ctx, merged)) {
      let l = byLeaf.get(x.leaf);
      if (!l) byLeaf.set(x.leaf, (l = []));
      l.push([x.id, x.score]);
    }
    for (const l of byLeaf.values()) l.sort((a, b) => a[0] - b[0]);
    byNode.set(view.reader, byLeaf);
  }
  return byLeaf.get(view) ?? [];
}

/** A knn node's hits on a shard's leaf: the shard's top k that live in it, each score × boost. */
export function knnHits(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const top = view.reader.leaves.length > 1 ? shardTop(view, node, ctx, run) : knnTop(view, node, ctx, run);
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
