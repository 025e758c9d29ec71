/**
 * Fuzzy matching as Lucene's FuzzyQuery sees it: `fuzziness` as ES's Fuzziness turns it into an edit
 * distance (`AUTO` = `AUTO:3,6`: 0 below 3 code points, 1 below 6, else 2; numbers capped at 2), the edit
 * distance in code points (Damerau–Levenshtein with adjacent transpositions, or plain Levenshtein), the
 * unchanged `prefix_length`, and the boost FuzzyTermsEnum gives an expansion (1 - ed / min(len)).
 */
import { isObject, type Json } from '../json.ts';
import { compoundQueryMissing, isEsError, queryKeyUnsupported, type EsError } from '../errors/index.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import { keywordOf } from './fields.ts';
import { singleField, type QueryContext } from './queryLeaves.ts';

/** The options of a fuzzy expansion. */
export interface FuzzySpec {
  maxEdits: number;
  prefixLength: number;
  maxExpansions: number;
  transpositions: boolean;
}

const cps = (s: string) => [...s];

/** Fuzziness.asDistance: the edit distance of `fuzziness` for a term. */
export function fuzzinessDistance(fuzziness: Json | undefined, term: string): number {
  const len = cps(term).length;
  const s = fuzziness === undefined || fuzziness === null ? 'AUTO' : String(fuzziness).trim();
  const auto = /^auto(?::(\d+),(\d+))?$/i.exec(s);
  if (auto) {
    const low = auto[1] === undefined ? 3 : Number(auto[1]);
    const high = auto[2] === undefined ? 6 : Number(auto[2]);
    return len < low ? 0 : len < high ? 1 : 2;
  }
  const n = Number(s);
  return Number.isFinite(n) ? Math.min(2, Math.max(0, Math.trunc(n))) : 0;
}

/** The edit distance of two terms in code points (optimal string alignment when `transpositions`). */
export function editDistance(a: string, b: string, transpositions: boolean): number {
  const x = cps(a);
  const y = cps(b);
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (transpositions && i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[x.length]![y.length]!;
}

/** The edit distance of `candidate` from `term` if it is an expansion (same prefix, within maxEdits), else undefined. */
export function fuzzyDistance(term: string, candidate: string, spec: FuzzySpec): number | undefined {
  const t = cps(term);
  const c = cps(candidate);
  const p = Math.min(spec.prefixLength, t.length);
  for (let i = 0; i < p; i++) if (t[i] !== c[i]) return undefined;
  if (Math.abs(t.length - c.length) > spec.maxEdits) return undefined;
  const ed = editDistance(t.slice(p).join(''), c.slice(p).join(''), spec.transpositions);
  return ed <= spec.maxEdits ? ed : undefined;
}

/** FuzzyTermsEnum's boost of an expansion: 1 for the term itself, else 1 - ed / min(code points of both). */
export function fuzzyBoost(term: string, candidate: string, ed: number): number {
  if (ed === 0) return 1;
  return Math.fround(1 - Math.fround(ed) / Math.fround(Math.min(cps(term).length, cps(candidate).length)));
}

/** The spec of a term, from a match or fuzzy query's options. */
export function fuzzySpecOf(opts: Record<string, Json>, term: string): FuzzySpec {
  return {
    maxEdits: fuzzinessDistance(opts.fuzziness as Json | undefined, term),
    prefixLength: typeof opts.prefix_length === 'number' ? opts.prefix_length : 0,
    maxExpansions: typeof opts.max_expansions === 'number' ? opts.max_expansions : 50,
    transpositions: opts.fuzzy_transpositions === undefined && opts.transpositions === undefined ? true : (opts.fuzzy_transpositions ?? opts.transpositions) !== false,
  };
}

const FUZZY_KEYS = new Set(['value', 'fuzziness', 'prefix_length', 'max_expansions', 'transpositions', 'rewrite', 'boost', '_name']);

/** FuzzyQueryBuilder.fromXContent: the field, value and options, or ES's parse error. */
export function parseFuzzy(ctx: QueryContext, body: Json, path: PathStep[]): { field: string; value: string; opts: Record<string, Json> } | EsError {
  const fv = singleField(ctx, 'fuzzy', body, path);
  if (isEsError(fv)) return fv;
  const [field, v] = fv;
  if (!isObject(v)) return { field, value: keywordOf(v), opts: {} };
  for (const k of Object.keys(v)) {
    if (!FUZZY_KEYS.has(k)) {
      const loc = ctx.rawBody ? locate(ctx.rawBody, [...path, field, k]) : undefined;
      return queryKeyUnsupported('fuzzy', k, loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 });
    }
  }
  if (v.value === undefined || v.value === null) {
    const loc = ctx.rawBody ? locate(ctx.rawBody, [...path, field]) : undefined;
    return compoundQueryMissing('No value specified for fuzzy query', loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 });
  }
  return { field, value: keywordOf(v.value as Json), opts: v as Record<string, Json> };
}

/** Whether a set of tokens holds a fuzzy expansion of `term`. */
export function hasFuzzy(tokens: Iterable<string>, term: string, opts: Record<string, Json>): boolean {
  const spec = fuzzySpecOf(opts, term);
  for (const t of tokens) if (fuzzyDistance(term, t, spec) !== undefined) return true;
  return false;
}
