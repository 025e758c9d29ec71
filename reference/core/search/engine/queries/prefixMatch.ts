/**
 * Query trees of `match_phrase_prefix` (ES's MultiPhrasePrefixQuery: the last term expands, per shard, to at
 * most `max_expansions` indexed terms with that prefix in term order, and the phrase is a MultiPhraseQuery
 * scored with the idf of every term it holds; one token alone is a constant-scoring prefix query) and
 * `match_bool_prefix` (a term query per token but the last, which is a constant-scoring prefix query).
 */
import { isEsError } from '../../../errors/index.ts';
import type { Json } from '../../../json.ts';
import type { QueryContext } from '../../queryLeaves.ts';
import { parsePrefixMatch } from '../../prefixMatchQueries.ts';
import { resolveField } from '../../fields.ts';
import { analyzerNamed, fieldAnalyzer } from '../analysis.ts';
import { calculateMinShouldMatch } from '../minimumShouldMatch.ts';
import type { QNode } from '../qnode.ts';
import { fuzzySpecOf } from '../../fuzzy.ts';
import { saytPhrasePrefix } from './saytPhrase.ts';
import { graphPhraseQuery } from './graphPhrase.ts';

type Pred = (q: Json, ctx: QueryContext, label: string) => QNode;

function boostOf(opts: Record<string, Json>): number {
  return typeof opts.boost === 'number' ? Math.fround(opts.boost) : 1;
}

/** The tree of a `match_phrase_prefix` or `match_bool_prefix` query. */
export function prefixMatchTree(name: 'match_phrase_prefix' | 'match_bool_prefix', body: Json, ctx: QueryContext, pred: Pred): QNode {
  const p = parsePrefixMatch(ctx, name, body, ['query', name]);
  if (isEsError(p)) return { kind: 'none' };
  const boost = boostOf(p.opts);
  const prefixLeaf = (value: string): QNode => pred({ prefix: { [p.field]: { value, boost } } }, ctx, `${p.field}:${value}*`);
  const ref = resolveField(ctx.index, p.field);
  if (ref.kind !== 'text') return prefixLeaf(p.text);
  // The query's own `analyzer` wins over the field's (MatchBoolPrefixQueryBuilder/MatchPhrasePrefixQueryBuilder
  // hand it to MatchQueryParser#setAnalyzer).
  const named = typeof p.opts.analyzer === 'string' ? analyzerNamed(ctx.index, ctx.profile, p.opts.analyzer) : undefined;
  const tokens = (named ?? fieldAnalyzer(ctx.index, ctx.profile, ref.def, name === 'match_phrase_prefix' ? 'search_quote' : 'search')).tokens(p.text);
  if (tokens.length === 0) return String(p.opts.zero_terms_query ?? 'none').toLowerCase() === 'all' ? { kind: 'all', boost } : { kind: 'none' };
  const last = tokens[tokens.length - 1]!;
  if (tokens.length === 1) return pred({ prefix: { [p.field]: { value: last.term, boost } } }, ctx, `${p.field}:${last.term}*`);
  if (name === 'match_phrase_prefix') {
    const maxExpansions = typeof p.opts.max_expansions === 'number' ? p.opts.max_expansions : 50;
    const slop = typeof p.opts.slop === 'number' ? p.opts.slop : 0;
    const sayt = saytPhrasePrefix(p.field, ref.def, tokens, slop, boost);
    if (sayt) return sayt;
    // A token graph (multi-word synonyms): span queries, or one phrase prefix per path under slop (graphPhrase.ts).
    const graph = graphPhraseQuery(p.field, tokens, {
      slop,
      boost,
      prefix: {
        maxExpansions,
        pathQuery: (terms) => terms.length === 1
          ? pred({ prefix: { [p.field]: { value: terms[0]! } } }, ctx, `${p.field}:${terms[0]}*`)
          : { kind: 'phrasePrefix', field: p.field, terms: terms.slice(0, -1), prefix: terms[terms.length - 1]!, positions: terms.map((_, k) => k), slop, maxExpansions, boost: 1 },
      },
    });
    if (graph) return graph;
    return { kind: 'phrasePrefix', field: p.field, terms: tokens.slice(0, -1).map((t) => t.term), prefix: last.term, positions: tokens.map((t) => t.position), slop, maxExpansions, boost };
  }
  const fuzzy = p.opts.fuzziness !== undefined;
  const clauses: QNode[] = tokens.slice(0, -1).map((t): QNode => (fuzzy ? { kind: 'fuzzy', field: p.field, term: t.term, spec: fuzzySpecOf(p.opts, t.term), boost: 1 } : { kind: 'term', field: p.field, term: t.term, boost: 1 }));
  clauses.push(pred({ prefix: { [p.field]: { value: last.term } } }, ctx, `${p.field}:${last.term}*`));
  if (String(p.opts.operator ?? 'or').toLowerCase() === 'and') return { kind: 'bool', must: clauses, should: [], filter: [], mustNot: [], msm: 0, boost };
  let msm = 1;
  if (p.opts.minimum_should_match !== undefined && p.opts.minimum_should_match !== null) {
    try {
      msm = Math.max(1, calculateMinShouldMatch(clauses.length, String(p.opts.minimum_should_match)));
    } catch {
      msm = 1;
    }
  }
  return { kind: 'bool', must: [], should: clauses, filter: [], mustNot: [], msm, boost };
}
