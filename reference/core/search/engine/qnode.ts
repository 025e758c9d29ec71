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
  /** A constant-score leaf matched by a predicate. */
  | { kind: 'pred'; test: (d: Doc) => boolean; boost: number; label: string };

