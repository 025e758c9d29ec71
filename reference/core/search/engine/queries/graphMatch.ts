/**
 * A match query over a token graph (QueryBuilder.analyzeGraphBoolean): when the analyzer emits a token spanning
 * several positions (a multi-word synonym: `wtf, what the fudge`), the stream is cut at its articulation
 * points (positions every path crosses); a stretch without side paths is a term or a SynonymQuery of the terms
 * at its position, a stretch with side paths a disjunction of its paths (QueryBuilder.newGraphSynonymQuery), each
 * path a PhraseQuery when `auto_generate_synonyms_phrase_query` (default true) asks for one, else a conjunction
 * of its terms. The stretches are the clauses of the query, MUST under `operator: and`, else SHOULD with
 * `minimum_should_match` applied to them (MatchQueryParser).
 */
import type { QNode } from '../qnode.ts';

export interface GraphToken {
  term: string;
  position: number;
  positionLength: number;
}

/** The positions every path of the graph crosses, strictly between its first and its end. */
export function articulationPoints(tokens: readonly GraphToken[], start: number, end: number): number[] {
  const out: number[] = [];
  for (let p = start + 1; p < end; p++) {
    if (!tokens.some((t) => t.position === p)) continue;
    if (tokens.every((t) => !(t.position < p && p < t.position + t.positionLength))) out.push(p);
  }
  return out;
}

/** Every path of terms from `from` to `to` through the tokens that start within the stretch, in stream order. */
export function paths(tokens: readonly GraphToken[], from: number, to: number): string[][] {
  const out: string[][] = [];
  const walk = (at: number, acc: string[]): void => {
    if (at === to) {
      out.push(acc);
      return;
    }
    for (const t of tokens) if (t.position === at && at + t.positionLength <= to) walk(at + t.positionLength, [...acc, t.term]);
  };
  walk(from, []);
  return out;
}

/** A stretch of the graph between two articulation points: its tokens, and whether it has side paths. */
export interface Stretch {
  from: number;
  to: number;
  here: GraphToken[];
  sidePath: boolean;
}

/** The graph cut at its articulation points (GraphTokenStreamFiniteStrings.articulationPoints, hasSidePath). */
export function stretches(tokens: readonly GraphToken[]): Stretch[] {
  const start = Math.min(...tokens.map((t) => t.position));
  const end = Math.max(...tokens.map((t) => t.position + t.positionLength));
  const cuts = [start, ...articulationPoints(tokens, start, end), end];
  const out: Stretch[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    const here = tokens.filter((t) => t.position >= from && t.position < to);
    // QueryBuilder: no side path when every token of the stretch leaves its first state for the same next one.
    const sidePath = here.some((t) => t.position !== from || t.positionLength !== here[0]!.positionLength);
    out.push({ from, to, here, sidePath });
  }
  return out;
}

const bool = (must: QNode[], should: QNode[], msm: number, boost: number): QNode => ({ kind: 'bool', must, should, filter: [], mustNot: [], msm, boost });

/**
 * The query of a graph of tokens on `field`; `msmOf(n)` is minimum_should_match over n SHOULD clauses.
 * Returns undefined when the stream is no graph (no token spans several positions).
 */
export function graphMatchQuery(field: string, tokens: readonly GraphToken[], o: { and: boolean; autoPhrase: boolean; msmOf: (n: number) => number; boost: number }): QNode | undefined {
  if (!tokens.some((t) => t.positionLength > 1)) return undefined;
  const term = (t: string): QNode => ({ kind: 'term', field, term: t, boost: 1 });
  const clauses: QNode[] = [];
  for (const { from, to, here, sidePath } of stretches(tokens)) {
    if (!sidePath) {
      const terms = here.map((t) => t.term);
      clauses.push(terms.length === 1 ? term(terms[0]!) : { kind: 'synonym', field, terms: [...terms].sort(), boost: 1 });
      continue;
    }
    const queries = paths(here, from, to).map((p): QNode => {
      if (p.length === 1) return term(p[0]!);
      if (o.autoPhrase) return { kind: 'phrase', field, terms: p, positions: p.map((_, k) => k), slop: 0, boost: 1 };
      return bool(p.map(term), [], 0, 1);
    });
    clauses.push(queries.length === 1 ? queries[0]! : bool([], queries, 1, 1));
  }
  if (clauses.length === 1) return withBoost(clauses[0]!, o.boost);
  if (o.and) return bool(clauses, [], 0, o.boost);
  return bool([], clauses, Math.max(1, o.msmOf(clauses.length)), o.boost);
}

/** A clause standing alone carries the query's boost (BooleanQuery.rewrite of a single clause). */
function withBoost(q: QNode, boost: number): QNode {
  return boost === 1 || !('boost' in q) ? q : { ...q, boost: (q as { boost: number }).boost * boost };
}
