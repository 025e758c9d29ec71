/**
 * The knn node of the query tree (a `knn` query or a top-level `knn` clause on one index). The filters'
 * trees are built by the caller's tree builder (queryTree.ts passes itself), so this module imports none.
 */
import type { Json } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { isEsError } from '../../errors/index.ts';
import type { QNode } from '../engine/qnode.ts';
import type { QueryContext } from '../queryLeaves.ts';
import { knnFieldOn } from './knnField.ts';
import { parseKnnQuery } from './knnQuery.ts';
import { thresholdScore } from './similarity.ts';
import type { VectorField } from './vectorField.ts';
import { filterOnParents } from './knnNestedFilter.ts';
import { oversampledK } from './knnRescore.ts';
import { osKnnFieldProblem } from './osKnnQuery.ts';

/** Builds a query's tree (engine/queryTree.ts `queryTree`). */
export type ToTree = (q: Json, ctx: QueryContext) => QNode;

/** The shard-level knn node of a spec on one index (its filters as a bool filter), with the threshold as a score. */
export function knnNode(index: IndexState, env: Pick<Env, 'profile' | 'now'>, vf: VectorField, s: { field: string; vector: number[]; k: number; filter: Json[]; similarity?: number; boost: number; oversample?: number }, toTree: ToTree): QNode & { kind: 'knn' } {
  const ctx = { index, profile: env.profile, now: env.now };
  const filter = s.filter.length === 0 ? undefined : toTree(s.filter.length === 1 ? s.filter[0] : { bool: { filter: s.filter } }, ctx);
  // rescore_vector matters only where the vectors are quantized (knnRescore.ts); the search's own, else the field's
  // index_options one (8.18+: DenseVectorFieldType.createKnnQuery), whose oversample 0 turns rescoring off.
  const oversample = s.oversample ?? vf.indexOversample;
  const rescore = oversample !== undefined && oversample > 0 && vf.quantized !== undefined;
  return {
    kind: 'knn',
    field: s.field,
    vector: s.vector,
    k: rescore ? oversampledK(s.k, oversample) : s.k,
    ...(rescore ? { rescoreK: s.k } : {}),
    ...(filter ? { filter } : {}),
    ...(filter && filterOnParents(index, s.field, s.filter) ? { filterOnParents: true as const } : {}),
    ...(s.similarity !== undefined ? { minScore: thresholdScore(vf.similarity, s.similarity, vf.dims ?? 0) } : {}),
    boost: s.boost,
  };
}

/** The knn query as a node of the query tree, or none where the field cannot be searched (its error came from the predicate). */
export function knnQueryTree(ctx: QueryContext, body: Json, toTree: ToTree): QNode {
  const spec = parseKnnQuery(ctx, body, []);
  if (isEsError(spec)) return { kind: 'none' };
  let radial: number | undefined;
  if (spec.os) {
    const problem = osKnnFieldProblem(ctx.index, ctx.profile, spec.os, spec.vector.length);
    if (problem === 'none' || isEsError(problem)) return { kind: 'none' };
    radial = problem.minScore;
  }
  const vf = knnFieldOn(ctx.index, { profile: ctx.profile, now: ctx.now }, spec.field, spec.vector.length, 'query');
  if (isEsError(vf) || vf === 'none') return { kind: 'none' };
  const built = knnNode(ctx.index, { profile: ctx.profile, now: ctx.now }, vf, spec, toTree);
  // A radial search (OpenSearch k-NN 2.14) keeps every document from its bound's score on, however many.
  const node = radial === undefined ? built : { ...built, k: Number.MAX_SAFE_INTEGER, minScore: radial };
  // A nested knn query's inner hits score the parent's children exactly, as many as inner_hits' size asks (8.13+:
  // 130_knn_query_nested_search.yml "nested kNN search inner_hits size > 1"), within the query's own threshold.
  const done = ctx.innerHits ? { ...node, exact: true as const } : node;
  return { ...done, key: knnKey(done, spec.filter, ctx) };
}

/**
 * What names a knn node's work on a segment: its parameters, its filters' bodies and what they read besides the
 * segment (the profile, `now` for date math). A search's predicate pass and its query phase build the same node
 * twice; the key lets the second read the first's tops (knnScorer.ts).
 */
function knnKey(node: QNode & { kind: 'knn' }, filter: Json[], ctx: Pick<QueryContext, 'profile' | 'now'>): string {
  return JSON.stringify([ctx.profile.name, ctx.now, node.field, node.vector, node.k, node.rescoreK ?? null, node.minScore ?? null, node.exact ?? false, node.filterOnParents ?? false, filter]);
}
