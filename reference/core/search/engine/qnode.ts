/** A query as Lucene would run it: the nodes of a query tree (queryTree.ts builds them, scorer.ts runs them). */
import type { Doc } from '../../doc.ts';
import type { FuzzySpec } from '../fuzzy.ts';

/** How a multi-term query (prefix, wildcard, regexp) scores its expansions when it rewrites to scoring. */
export type MultiTermMode = 'scoring' | 'blended' | 'boost';

export type QNode =
  | { kind: 'all'; boost: number }
  | { kind: 'none' }
  /** A term of a text or keyword field, scored by the field's similarity. */
  | { kind: 'term'; field: string; term: string; boost: number }
  /** Terms analysis put at one position (SynonymQuery): scored as one term, frequencies summed. */
  | { kind: 'synonym'; field: string; terms: string[]; boost: number }
  /** Terms at positions (relative), within `slop`. */
  | { kind: 'phrase'; field: string; terms: string[]; positions: number[]; slop: number; boost: number }
  | { kind: 'bool'; must: QNode[]; should: QNode[]; filter: QNode[]; mustNot: QNode[]; msm: number; boost: number }
  /** Matches what `inner` matches, scoring `boost`. */
  | { kind: 'const'; inner: QNode; boost: number; label: string }
  /** A phrase whose last term is a prefix, expanded per shard (MultiPhrasePrefixQuery). */
  | { kind: 'phrasePrefix'; field: string; terms: string[]; prefix: string; positions: number[]; slop: number; maxExpansions: number; boost: number }
  /** A FuzzyQuery: the terms within the edit distance, expanded per shard. */
  | { kind: 'fuzzy'; field: string; term: string; spec: FuzzySpec; boost: number }
  /** One term over several fields with blended statistics (multi_match cross_fields). */
  | { kind: 'blended'; term: string; fields: { field: string; boost: number }[]; tie: number; boost: number }
  /** CoveringQuery (terms_set): at least `minimum(doc)` clauses match; the score is their sum. */
  | { kind: 'covering'; clauses: QNode[]; minimum: (d: Doc) => number | undefined; boost: number }
  /** A prefix/wildcard/regexp with a scoring rewrite: the accepted terms, expanded per shard. */
  | { kind: 'multiTerm'; field: string; accepts: (t: string) => boolean; mode: MultiTermMode; max: number; boost: number; label: string }
  /** DisjunctionMaxQuery: the best clause's score plus tie × the others'. */
  | { kind: 'dismax'; clauses: QNode[]; tie: number; boost: number }
  /** `boosting`: the positive clause's score, × negativeBoost where the negative clause matches. */
  | { kind: 'boosting'; positive: QNode; negative: QNode; negativeBoost: number; boost: number }
  /** ToParentBlockJoinQuery (`nested`): the inner query on the objects at `path`, joined to their parents by `scoreMode`. */
  | { kind: 'nested'; path: string; inner: QNode; scoreMode: 'avg' | 'max' | 'min' | 'sum' | 'none'; boost: number }
  /** A knn search on one shard (exact): the `k` best vectors among the filter's matches, scored by the field's similarity × boost. */
  | { kind: 'knn'; field: string; vector: number[]; k: number; filter?: QNode; minScore?: number; boost: number; /** The filter names fields outside the vector's nested path: it selects parents (a ToChildBlockJoinQuery, 8.14+). */ filterOnParents?: true; /** Every child scored, none kept out by `k` (a nested knn query's inner hits). */ exact?: true; /** `rescore_vector` on a quantized field: `k` candidates gathered, rescored on their float vectors, this many kept (knnRescore.ts). */ rescoreK?: number; /** Names what the node finds on a segment, whatever compile built it (knnScorer.ts keeps its tops by it). */ key?: string }
  /** Documents chosen beforehand with their scores (KnnScoreDocQuery: the top-level knn's global top k), × boost. */
  | { kind: 'docScores'; scores: Map<Doc, number>; boost: number; label: string }
  /** `has_child` with a scoring mode (GlobalOrdinalsWithScoreQuery): parents of `parentType` joined to their matching children's float scores. */
  | { kind: 'hasChild'; joinField: string; childType: string; parentType: string; inner: QNode; scoreMode: 'max' | 'min' | 'sum' | 'avg'; min: number; max: number; boost: number }
  | { kind: 'hasParent'; joinField: string; parentType: string; childTypes: string[]; inner: QNode; boost: number }
  /** A constant-score leaf matched by a predicate (`runtime`: a runtime field's script query, explained as AbstractScriptFieldQuery does). */
  /** `scripted`: the test may run a runtime field's script (resumable/scoredSteps.ts scores it in ranges sized by its work). */
  | { kind: 'pred'; test: (d: Doc) => boolean; boost: number; label: string; runtime?: true; scripted?: true }
  /** A query family that runs and explains itself (customQuery.ts: function_score, script_score, pinned…). */
  | { kind: 'custom'; impl: CustomQueryRef; boost: number };


/**
 * A `custom` node's implementation, opaque here: its methods are typed in customQuery.ts (CustomQuery),
 * which needs the shard views and the scorer's types, so this module names none of them (no import loop).
 */
export interface CustomQueryRef {
  readonly customQuery?: true;
}
