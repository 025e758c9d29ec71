/**
 * `match_phrase_prefix` and `match_bool_prefix`: parsing with ES's errors (MatchPhrasePrefixQueryBuilder,
 * MatchBoolPrefixQueryBuilder) and the predicate the scan uses. A text field's last token is a prefix;
 * a keyword field's whole value is one token, so both are a prefix query on it. Scoring is the engine's
 * (engine/queries/prefixMatch.ts).
 */
import { notIndexedFailure } from './notIndexed.ts';
import { type Json } from '../json.ts';
import { isEsError, queryKeyUnsupported, type EsError } from '../errors/index.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import { analyze, keywordOf, resolveField } from './fields.ts';
import { calculateMinShouldMatch } from './engine/minimumShouldMatch.ts';
import { hasFuzzy } from './fuzzy.ts';
import { analyzerNamed } from './engine/analysis.ts';
import { onField, onFieldAll, singleField, valueForm, type CompiledQuery, type QueryContext } from './queryLeaves.ts';

const KEYS: Record<string, Set<string>> = {
  match_phrase_prefix: new Set(['query', 'analyzer', 'boost', 'slop', 'max_expansions', '_name', 'zero_terms_query']),
  match_bool_prefix: new Set(['query', 'analyzer', 'operator', 'minimum_should_match', 'fuzziness', 'prefix_length', 'max_expansions', 'fuzzy_transpositions', 'fuzzy_rewrite', 'boost', '_name']),
};

const NONE: CompiledQuery = { test: () => false, score: 0 };

function at(ctx: QueryContext, path: PathStep[]): { line: number; col: number } {
  const loc = ctx.rawBody ? locate(ctx.rawBody, path) : undefined;
  return loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 };
}

/** The field, the query text and the options of a prefix match query, or ES's parse error. */
export function parsePrefixMatch(ctx: QueryContext, name: 'match_phrase_prefix' | 'match_bool_prefix', body: Json, path: PathStep[]): { field: string; text: string; opts: Record<string, Json> } | EsError {
  const fv = singleField(ctx, name, body, path);
  if (isEsError(fv)) return fv;
  const vf = valueForm(ctx, name, fv[1], [...path, fv[0]], 'query');
  if (isEsError(vf)) return vf;
  for (const k of Object.keys(vf.opts)) if (!KEYS[name]!.has(k)) return queryKeyUnsupported(name, k, at(ctx, [...path, fv[0], k]));
  return { field: fv[0], text: keywordOf(vf.value), opts: vf.opts as Record<string, Json> };
}

/** Whether `tokens` (a value's, in order) hold `terms` consecutively followed by a token starting with `prefix`. */
export function phrasePrefixIn(tokens: string[], terms: string[], prefix: string): boolean {
  outer: for (let i = 0; i + terms.length < tokens.length; i++) {
    for (let k = 0; k < terms.length; k++) if (tokens[i + k] !== terms[k]) continue outer;
    if (tokens[i + terms.length]!.startsWith(prefix)) return true;
  }
  return false;
}

/** Compiles `match_phrase_prefix` or `match_bool_prefix` for the scan. */
export function prefixMatchQuery(ctx: QueryContext, name: 'match_phrase_prefix' | 'match_bool_prefix', body: Json, path: PathStep[]): CompiledQuery | EsError {
  const p = parsePrefixMatch(ctx, name, body, path);
  if (isEsError(p)) return p;
  const ref = resolveField(ctx.index, p.field);
  const unindexed = notIndexedFailure(ctx, ref);
  if (unindexed) return unindexed;
  if (ref.kind === 'keyword' || ref.kind === 'meta') return onField(ctx, ref, (v) => keywordOf(v).startsWith(p.text));
  if (ref.kind !== 'text') return NONE;
  // A named `analyzer` analyses the query text (the whitespace analyzer keeps its case, so "BROWN" finds nothing).
  const named = typeof p.opts.analyzer === 'string' ? analyzerNamed(ctx.index, ctx.profile, p.opts.analyzer) : undefined;
  const terms = named ? named.tokens(p.text).map((t) => t.term) : analyze(p.text);
  if (terms.length === 0) return String(p.opts.zero_terms_query ?? 'none').toLowerCase() === 'all' ? { test: () => true, score: 1, matchAll: true } : NONE;
  const last = terms[terms.length - 1]!;
  const head = terms.slice(0, -1);
  if (name === 'match_phrase_prefix') return onField(ctx, ref, (v) => phrasePrefixIn(analyze(keywordOf(v)), head, last));
  const and = String(p.opts.operator ?? 'or').toLowerCase() === 'and';
  let msm = and ? terms.length : 1;
  if (!and && terms.length > 1 && p.opts.minimum_should_match !== undefined) {
    try {
      msm = Math.max(1, calculateMinShouldMatch(terms.length, String(p.opts.minimum_should_match)));
    } catch {
      msm = 1;
    }
  }
  return onFieldAll(ctx, ref, (values) => {
    const tokens = values.flatMap((v) => analyze(keywordOf(v)));
    const set = new Set(tokens);
    let n = 0;
    // fuzziness applies to the term queries, not to the final prefix (the match_bool_prefix docs).
    const fuzzy = p.opts.fuzziness !== undefined;
    for (const t of head) if (fuzzy ? hasFuzzy(set, t, p.opts) : set.has(t)) n++;
    if (tokens.some((t) => t.startsWith(last))) n++;
    return n >= msm;
  });
}
