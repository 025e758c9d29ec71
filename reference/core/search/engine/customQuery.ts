/**
 * A query family that scores itself (function_score, script_score, pinned, rank_feature, distance_feature):
 * one QNode kind, `custom`, whose implementation runs and explains its own matches. The engine's hot files
 * (scorer.ts, explain.ts) only dispatch to it, so new scoring queries live in their own files.
 */
import type { CustomQueryRef, QNode } from './qnode.ts';
import type { Hits, ScoreContext } from './scoreTypes.ts';
import type { ShardView } from './shardTypes.ts';
import type { Explanation } from './explanation.ts';
import type { EsError } from '../../errors/index.ts';

/** Runs a node on a shard with the boost its parents pass down (scorer.ts `runNode`). */
export type RunNode = (view: ShardView, node: QNode, ctx: ScoreContext, parentBoost: number) => Hits;
/** Explains a node for a shard-local doc (explain.ts `explainNode`). */
export type ExplainNode = (view: ShardView, node: QNode, doc: number, ctx: ScoreContext, parentBoost: number) => Explanation;
/** Lucene's `Query.toString()` of a node (explain.ts `queryString`). */
export type QueryText = (node: QNode, top?: boolean) => string;

/** What a `custom` node does: its matches with their scores on a shard, and why one document scored so. */
export interface CustomQuery extends CustomQueryRef {
  /** Lucene's `toString()` of the query. */
  label(text: QueryText): string;
  hits(view: ShardView, ctx: ScoreContext, boost: number, run: RunNode): Hits;
  explain(view: ShardView, doc: number, ctx: ScoreContext, boost: number, explain: ExplainNode, run: RunNode, text: QueryText): Explanation;
  /**
   * `hits` over the documents `lo` to `hi` only (rangeScorer.ts), for a query that scores each document on
   * its own; `run` is then ranged too. Absent: the node scores a whole segment at once.
   */
  rangeHits?(view: ShardView, ctx: ScoreContext, boost: number, run: RunNode, lo: number, hi: number): Hits;
  /** The nodes `hits` runs (all must be rangeable for `rangeHits` to be used). */
  children?(): QNode[];
  /** The (field, term) pairs a highlighter extracts from the query (QueryVisitor.consumeTerms), when it has any. */
  terms?(): [string, string][];
}

/**
 * A failure while scoring (a function_score field without a value, a script's runtime error): thrown by a
 * custom scorer and turned back into the error value by whoever ran the engine (the shard failure ES
 * reports from its query phase). Never escapes the core.
 */
export class ScoreFailure extends Error {
  constructor(readonly error: EsError) {
    super('score failure');
  }
}

/** Runs `fn`, turning a ScoreFailure into its error value. */
export function catchScoreFailure<T>(fn: () => T): T | EsError {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ScoreFailure) return e.error;
    throw e;
  }
}

/** The implementation of a `custom` node (every CustomQueryRef is a CustomQuery: only this module's users make them). */
export function customOf(ref: CustomQueryRef): CustomQuery {
  return ref as CustomQuery;
}
