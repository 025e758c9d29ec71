/**
 * A span query as Lucene's SpanQuery tree holds it, after ES's builders made it (SpanTermQuery,
 * SpanNearQuery, SpanOrQuery, SpanNotQuery, SpanFirstQuery, SpanContainingQuery, SpanWithinQuery,
 * SpanMultiTermQueryWrapper, FieldMaskingSpanQuery): plain data, parsed once (spanParse.ts) and run on the
 * engine (engine/queries/spanScorer.ts).
 */
import type { FuzzySpec } from '../fuzzy.ts';

/** How a span_multi's inner query picks its terms from a shard's terms. */
export type SpanMultiTerms =
  | { kind: 'accept'; accepts: (t: string) => boolean }
  /** A fuzzy query keeps its top-terms rewrite (TopTermsSpanBooleanQueryRewrite of max_expansions). */
  | { kind: 'fuzzy'; term: string; spec: FuzzySpec };

export type SpanSpec =
  | { kind: 'term'; field: string; term: string }
  /** `span_gap` inside an ordered span_near: a hole of `width` positions (SpanNearQuery.addGap). */
  | { kind: 'gap'; field: string; width: number }
  | { kind: 'near'; field: string; clauses: SpanSpec[]; slop: number; inOrder: boolean }
  | { kind: 'or'; field: string; clauses: SpanSpec[] }
  | { kind: 'not'; field: string; include: SpanSpec; exclude: SpanSpec; pre: number; post: number }
  | { kind: 'first'; field: string; match: SpanSpec; end: number }
  | { kind: 'containing' | 'within'; field: string; big: SpanSpec; little: SpanSpec }
  | { kind: 'multi'; field: string; terms: SpanMultiTerms; max: number; label: string; name: string }
  | { kind: 'mask'; field: string; inner: SpanSpec };

/** The field a span query reports (SpanQuery.getField): a mask's own, a compound's first clause's. */
export function spanField(s: SpanSpec): string {
  return s.field;
}

/** The field whose norms and statistics score the query: a top-level mask scores as its inner query (its weight is the inner's). */
export function scoringField(s: SpanSpec): string {
  return s.kind === 'mask' ? scoringField(s.inner) : s.field;
}
