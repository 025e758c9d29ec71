/**
 * The terms a highlighter looks for, taken from the query as Lucene's highlighters extract them
 * (UnifiedHighlighter.extractTerms and its visitor, WeightedSpanTermExtractor): per field, the plain terms,
 * the multi-term automata (prefix, wildcard, regexp, fuzzy, a phrase prefix's last term) and the phrases
 * with their positions and slop. MUST_NOT clauses give nothing, nor do queries on other documents (nested,
 * has_child) or predicates without terms (range, exists). `function_score` and `script_score` give their
 * inner query's terms.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { queryTree, type QNode } from '../engine/queryTree.ts';
import { multiTermTree } from '../engine/queries/multiTerm.ts';
import { fuzzyDistance } from '../fuzzy.ts';
import { customOf } from '../engine/customQuery.ts';

/** A phrase to find: per position its alternatives (a prefix for the last one of a phrase prefix). */
export interface PhraseSpec {
  terms: string[];
  positions: number[];
  slop: number;
  /** MultiPhrasePrefixQuery: the last term is a prefix. */
  prefixLast: boolean;
}

/** A multi-term query as an automaton: which indexed terms it accepts. */
export interface Automaton {
  label: string;
  accepts(term: string): boolean;
}

/** What to look for in one field. */
export interface FieldQuery {
  terms: Set<string>;
  automata: Automaton[];
  phrases: PhraseSpec[];
}

/** The extracted query: per field. */
export type QueryTerms = Map<string, FieldQuery>;

function slot(out: QueryTerms, field: string): FieldQuery {
  let q = out.get(field);
  if (!q) out.set(field, (q = { terms: new Set(), automata: [], phrases: [] }));
  return q;
}

function walkNode(n: QNode, out: QueryTerms): void {
  switch (n.kind) {
    case 'term':
      slot(out, n.field).terms.add(n.term);
      return;
    case 'synonym':
      // A SynonymQuery (tokens at one position: an edge n-gram's grams, a synonym filter's words) gives all its terms.
      for (const t of n.terms) slot(out, n.field).terms.add(t);
      return;
    case 'phrase':
      slot(out, n.field).phrases.push({ terms: n.terms, positions: n.positions, slop: n.slop, prefixLast: false });
      return;
    case 'phrasePrefix':
      slot(out, n.field).phrases.push({ terms: [...n.terms, n.prefix], positions: n.positions, slop: n.slop, prefixLast: true });
      return;
    case 'fuzzy': {
      const { term, spec } = n;
      slot(out, n.field).automata.push({ label: `${n.field}:${term}~`, accepts: (t) => fuzzyDistance(term, t, spec) !== undefined });
      return;
    }
    case 'multiTerm':
      slot(out, n.field).automata.push({ label: n.label, accepts: n.accepts });
      return;
    case 'blended':
      for (const f of n.fields) slot(out, f.field).terms.add(n.term);
      return;
    case 'bool':
      for (const c of [...n.must, ...n.should, ...n.filter]) walkNode(c, out);
      return;
    case 'const':
      walkNode(n.inner, out);
      return;
    case 'dismax':
    case 'covering':
      for (const c of n.clauses) walkNode(c, out);
      return;
    case 'boosting':
      walkNode(n.positive, out);
      return;
    case 'custom':
      for (const [field, term] of customOf(n.impl).terms?.() ?? []) slot(out, field).terms.add(term);
      return;
    default:
      return;
  }
}

function list(v: Json | undefined): Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** Context to build query trees with. */
export interface ExtractContext {
  index: IndexState;
  profile: Profile;
  now: number;
}

function walkJson(q: Json | undefined, ctx: ExtractContext, out: QueryTerms): void {
  if (!isObject(q)) return;
  const name = Object.keys(q)[0];
  if (name === undefined) return;
  const body = q[name] as Json;
  const b = isObject(body) ? body : ({} as JsonObject);
  switch (name) {
    case 'bool':
      for (const k of ['must', 'should', 'filter']) for (const c of list(b[k] as Json)) walkJson(c, ctx, out);
      return;
    case 'constant_score':
      return walkJson(b.filter as Json, ctx, out);
    case 'dis_max':
      for (const c of list(b.queries as Json)) walkJson(c, ctx, out);
      return;
    case 'boosting':
      return walkJson(b.positive as Json, ctx, out);
    case 'function_score':
    case 'script_score':
      return walkJson(b.query as Json, ctx, out);
    case 'terms': {
      // A TermInSetQuery: each value a term of the field (as a `term` query would read it).
      const field = Object.keys(b).find((k) => k !== 'boost' && k !== '_name');
      const values = field === undefined ? undefined : b[field];
      if (field === undefined || !Array.isArray(values)) return;
      for (const v of values) if (v !== null && typeof v !== 'object') walkNode(queryTree({ term: { [field]: v } }, { index: ctx.index, profile: ctx.profile, now: ctx.now }), out);
      return;
    }
    case 'nested':
    case 'has_child':
    case 'has_parent':
      return;
    case 'prefix':
    case 'wildcard':
    case 'regexp': {
      // Whatever its rewrite, a multi-term query highlights every term its automaton accepts.
      const field = Object.keys(b).find((k) => k !== 'boost' && k !== '_name');
      if (field === undefined) return;
      const spec = b[field] as Json;
      const asObj: JsonObject = isObject(spec) ? { ...spec, rewrite: 'scoring_boolean' } : { value: spec as Json, rewrite: 'scoring_boolean' };
      const node = multiTermTree(name, { [field]: asObj }, { index: ctx.index, profile: ctx.profile, now: ctx.now });
      if (node) walkNode(node, out);
      else if (isObject(spec) || typeof spec === 'string') walkNode(queryTree(q, { index: ctx.index, profile: ctx.profile, now: ctx.now }), out);
      return;
    }
    default:
      walkNode(queryTree(q, { index: ctx.index, profile: ctx.profile, now: ctx.now }), out);
  }
}

/** The terms of a query per field, for one index. */
export function extractTerms(query: Json | undefined, ctx: ExtractContext): QueryTerms {
  const out: QueryTerms = new Map();
  walkJson(query, ctx, out);
  return out;
}

/** Everything the query looks for whatever its field (`require_field_match: false`). */
export function anyField(terms: QueryTerms): FieldQuery {
  const all: FieldQuery = { terms: new Set(), automata: [], phrases: [] };
  for (const q of terms.values()) {
    for (const t of q.terms) all.terms.add(t);
    all.automata.push(...q.automata);
    all.phrases.push(...q.phrases);
  }
  return all;
}

/** Whether a field query looks for nothing. */
export function isEmptyQuery(q: FieldQuery | undefined): boolean {
  return !q || (q.terms.size === 0 && q.automata.length === 0 && q.phrases.length === 0);
}
