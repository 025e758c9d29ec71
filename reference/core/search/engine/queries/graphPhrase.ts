/**
 * `match_phrase` and `match_phrase_prefix` over a token graph (multi-word synonyms from `synonym_graph`), as ES's
 * MatchQueryParser.analyzeGraphPhrase builds them (after Lucene's QueryBuilder.analyzeGraphPhrase):
 * - without slop, a span query: the graph cut at its articulation points, each stretch a SpanTermQuery (one
 *   term), a SpanOrQuery of its terms (several at one position, no side path) or a SpanOrQuery of its paths
 *   (each a SpanNearQuery of its terms in order, slop 0); the stretches joined by an ordered SpanNearQuery of
 *   slop 0. For a phrase prefix the last stretch's last term of each path is a span prefix query
 *   (SpanMultiTermQueryWrapper over a PrefixQuery, rewritten to at most `max_expansions` terms);
 * - with slop, a disjunction of one phrase query (or phrase prefix query) per path of the whole graph.
 * `foo two three` with `foo, bar baz` finds "bar baz two three" and not "bar two three" this way, which the flat
 * `synonym` filter's multi-phrase query does (60_synonym_graph.yml "simple multiterm phrase").
 */
import type { QNode } from '../qnode.ts';
import type { SpanSpec } from '../../spans/spanSpec.ts';
import { spanNode } from './spanScorer.ts';
import { paths, stretches, type GraphToken } from './graphMatch.ts';

export interface GraphPhraseOptions {
  slop: number;
  boost: number;
  /** A phrase prefix: the last term is a prefix, expanded to at most `maxExpansions` terms; `pathQuery` makes each path's query under slop. */
  prefix?: { maxExpansions: number; pathQuery: (terms: string[]) => QNode };
}

/** The query of a graph of tokens, or undefined when the stream is no graph (no token spans several positions). */
export function graphPhraseQuery(field: string, tokens: readonly GraphToken[], o: GraphPhraseOptions): QNode | undefined {
  if (!tokens.some((t) => t.positionLength > 1)) return undefined;
  if (o.slop > 0) {
    const start = Math.min(...tokens.map((t) => t.position));
    const end = Math.max(...tokens.map((t) => t.position + t.positionLength));
    const queries = paths(tokens, start, end).map((p): QNode => {
      if (o.prefix) return o.prefix.pathQuery(p);
      if (p.length === 1) return { kind: 'term', field, term: p[0]!, boost: 1 };
      return { kind: 'phrase', field, terms: p, positions: p.map((_, k) => k), slop: o.slop, boost: 1 };
    });
    return { kind: 'bool', must: [], should: queries, filter: [], mustNot: [], msm: 1, boost: o.boost };
  }
  const term = (t: string, prefix: boolean): SpanSpec =>
    prefix ? { kind: 'multi', field, terms: { kind: 'accept', accepts: (x) => x.startsWith(t) }, max: o.prefix!.maxExpansions, label: `${field}:${t}*`, name: 'prefix' } : { kind: 'term', field, term: t };
  const parts = stretches(tokens);
  const clauses = parts.map(({ from, to, here, sidePath }, i): SpanSpec => {
    const endPrefix = o.prefix !== undefined && i === parts.length - 1;
    if (!sidePath) {
      const terms = here.map((t) => term(t.term, endPrefix));
      return terms.length === 1 ? terms[0]! : { kind: 'or', field, clauses: terms };
    }
    const alternatives = paths(here, from, to).map((p): SpanSpec => {
      const spans = p.map((t, k) => term(t, endPrefix && k === p.length - 1));
      return spans.length === 1 ? spans[0]! : { kind: 'near', field, clauses: spans, slop: 0, inOrder: true };
    });
    return alternatives.length === 1 ? alternatives[0]! : { kind: 'or', field, clauses: alternatives };
  });
  const spec: SpanSpec = clauses.length === 1 ? clauses[0]! : { kind: 'near', field, clauses, slop: 0, inOrder: true };
  return spanNode(spec, o.boost);
}
