/**
 * The query's scores for aggregations that read them: `sampler` and `diversified_sampler` keep each shard's
 * best-scoring documents (BestDocsDeferringCollector ranks by the scorer's score), `top_hits` without a
 * sort and `top_metrics` on `_score` rank by it. ES's collectors get the scorer of the same query the hits
 * get, so the engine scores the index once here, only when one of these aggregations is asked for.
 */
import type { Doc } from '../../doc.ts';
import type { AggNode } from './types.ts';

/** Aggregation types whose collection reads a document's score. */
const READS_SCORE = new Set(['sampler', 'diversified_sampler', 'top_hits', 'top_metrics']);

/** Whether any aggregation of the tree (at any depth) reads the query's scores. */
export function aggsReadScores(nodes: readonly AggNode[]): boolean {
  return nodes.some((n) => READS_SCORE.has(n.type) || aggsReadScores(n.subs));
}

/** The scores of a shard's documents in their order, as ShardMatches carries them (a document not scored gets 1). */
export function scoresFor(docs: readonly Doc[], scores: ReadonlyMap<Doc, number>): Float32Array {
  return Float32Array.from(docs, (d) => scores.get(d) ?? 1);
}
