/**
 * knn on the engine, exact: per shard, every document of the filter's matches that has a vector is
 * scored and the best `k` kept (ties in doc-id order); on an application's small index an exact search
 * finds what HNSW finds. Scores are the similarity's (similarity.ts) times the boost, in float
 * (DocAndScoreQuery, KnnScoreDocQuery: score × boost).
 */
import type { QNode } from '../engine/qnode.ts';
import type { ShardView } from '../engine/shardTypes.ts';
import type { Hits, ScoreContext } from '../engine/scoreTypes.ts';
import { leafScorerSteps } from './knnLeafScorer.ts';
import { l2normalize } from './similarity.ts';
import { diversifiedTop, isNestedViewOf, nestedKnnPath, nestedKnnTop } from './knnNested.ts';
import { rescoreExact } from './knnRescore.ts';
import { drain, noteWork, sliceTicker, type Steps } from '../resumable/steps.ts';
import { knnNodesOf, scoreWork } from './knnScan.ts';
import { docVector, vectorField } from './vectorField.ts';

type Run = (view: ShardView, node: QNode, ctx: ScoreContext, parentBoost?: number) => Hits;

const EMPTY: Hits = { ids: new Int32Array(0), scores: new Float32Array(0) };

/**
 * The shard's best `k` documents for the knn node, in doc-id order, before the boost: [doc id, score]; with
 * `rescoreK` (rescore_vector) those k rescored on their float vectors and the best rescoreK kept, unless `gatherOnly`
 * (a leaf of a shard of several: the shard rescores its merged candidates). As steps: a yield point every slice of
 * the scan (knnScan.ts), so a driver running a search in slices serves other requests meanwhile.
 */
export function* knnTopSteps(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, run: Run, gatherOnly = false): Steps<[number, number][]> {
  const top = yield* gatherTopSteps(view, node, ctx, run);
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

function* gatherTopSteps(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, run: Run): Steps<[number, number][]> {
  const vf = vectorField(view.index, ctx.profile, node.field);
  if (typeof vf === 'string') return [];
  const query = vf.normalize ? l2normalize(node.vector.map(Math.fround)) : node.vector.map(Math.fround);
  const nested = nestedKnnPath(view, node.field);
  if (nested === undefined && !node.exact && isNestedViewOf(view, node.field)) return diversifiedTop(view, vf, query, node, (v) => run(v, node.filter!, ctx, 0).ids);
  const candidates = node.filter ? run(view, node.filter, ctx, 0).ids : undefined;
  if (nested !== undefined) return nestedKnnTop(view, nested, vf, query, node.k, node.minScore, candidates, ctx.profile);
  // A quantized segment's quantizer reads every vector of the segment, in slices the first time.
  const score = yield* leafScorerSteps(view, vf, query);
  const scored: [number, number][] = [];
  const cost = scoreWork(query.length);
  const consider = (id: number) => {
    if (view.deleted?.[id]) return;
    const v = docVector(view.docs[id]!, vf, view.index.name);
    if (!v || v.length !== query.length) return;
    noteWork(cost);
    const s = score(v);
    if (node.minScore !== undefined && s < node.minScore) return;
    scored.push([id, s]);
  };
  // Each loop counts its slices afresh (sliceTicker): a yield point between them, so two never share a slice.
  yield;
  const due = sliceTicker();
  const n = candidates ? candidates.length : view.docs.length;
  for (let i = 0; i < n; i++) {
    if (due()) yield;
    consider(candidates ? candidates[i]! : i);
  }
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return scored.slice(0, node.exact ? scored.length : node.k).sort((a, b) => a[0] - b[0]);
}

/**
 * Each knn node's top on each leaf it ran on: a driver computes it ahead as steps (`knnPrimeSteps`), and the scorer,
 * run whole on the segment, then reads it instead of scanning again. By the node's key where it has one (a search's
 * predicate pass and its query phase build the same node twice), else by the node itself; a leaf keeps the last few.
 */
const TOPS = new WeakMap<ShardView, Map<string | QNode, [number, number][]>>();
const KEPT_PER_LEAF = 8;

function keptTop(view: ShardView, node: QNode & { kind: 'knn' }): [number, number][] | undefined {
  return TOPS.get(view)?.get(node.key ?? node);
}

function keepTop(view: ShardView, node: QNode & { kind: 'knn' }, top: [number, number][]): void {
  let m = TOPS.get(view);
  if (!m) TOPS.set(view, (m = new Map()));
  m.set(node.key ?? node, top);
  if (m.size > KEPT_PER_LEAF) m.delete(m.keys().next().value!);
}

/**
 * The knn node's top on the leaf, as steps, kept (TOPS): the leaf's own top k on a shard of one segment, else its share
 * of the whole shard's k nearest, split by leaf: each segment's top k merged into the shard's top k
 * (KnnFloatVectorQuery.rewrite: per-leaf searches, then TopDocs.merge by score, then doc id).
 */
function* leafTopSteps(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, run: Run): Steps<[number, number][]> {
  const hit = keptTop(view, node);
  if (hit) return hit;
  if (view.reader.leaves.length <= 1) {
    const top = yield* knnTopSteps(view, node, ctx, run);
    keepTop(view, node, top);
    return top;
  }
  const all: { leaf: ShardView; view: ShardView; id: number; score: number }[] = [];
  for (const leaf of view.reader.leaves) for (const [id, score] of yield* knnTopSteps(leaf, node, ctx, run, true)) all.push({ leaf, view: leaf, id, score });
  all.sort((a, b) => b.score - a.score || a.leaf.docBase + a.id - (b.leaf.docBase + b.id));
  const merged = all.slice(0, node.k);
  const byLeaf = new Map<ShardView, [number, number][]>(view.reader.leaves.map((l) => [l, []]));
  for (const x of node.rescoreK === undefined ? merged : rescored(node, ctx, merged)) byLeaf.get(x.leaf)!.push([x.id, x.score]);
  for (const [leaf, top] of byLeaf) keepTop(leaf, node, top.sort((a, b) => a[0] - b[0]));
  return byLeaf.get(view) ?? [];
}

/** Computes ahead, as steps, what `knnHits` reads for each knn node of `tree` on the leaf (see TOPS). */
export function* knnPrimeSteps(view: ShardView, tree: QNode, ctx: ScoreContext, run: Run): Steps<void> {
  for (const node of knnNodesOf(tree)) yield* leafTopSteps(view, node, ctx, run);
}

/** A knn node's hits on a shard's leaf: the shard's top k that live in it, each score × boost. */
export function knnHits(view: ShardView, node: QNode & { kind: 'knn' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const top = drain(leafTopSteps(view, node, ctx, run));
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
