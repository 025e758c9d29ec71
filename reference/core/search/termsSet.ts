/**
 * `terms_set` (TermsSetQueryBuilder): a CoveringQuery over term queries, matching a document when at least
 * `max(1, n)` of the terms match, n read from the document's `minimum_should_match_field` (a document
 * without it matches nothing). Parsing with ES's errors, and the per-document minimum both the scan and
 * the engine use. `minimum_should_match_script` needs scripts and is said to be unsupported.
 */
import { isObject, type Json } from '../json.ts';
import { compoundQueryMissing, isEsError, notSupportedBySimulator, queryKeyUnsupported, type EsError } from '../errors/index.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import type { Doc } from '../doc.ts';
import { resolveField, toNumber, valuesOf } from './fields.ts';
import { equalsLeaf, singleField, type CompiledQuery, type QueryContext } from './queryLeaves.ts';

const KEYS = new Set(['terms', 'minimum_should_match_field', 'minimum_should_match_script', 'boost', '_name']);

/** The parsed query: its field, terms, and the per-document minimum number of matching terms. */
export interface TermsSet {
  field: string;
  terms: Json[];
  boost: number;
  /** The minimum for a document, or undefined when it has none (it cannot match). */
  minimum(doc: Doc): number | undefined;
}

function at(ctx: QueryContext, path: PathStep[]): { line: number; col: number } {
  const loc = ctx.rawBody ? locate(ctx.rawBody, path) : undefined;
  return loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 };
}

/** Parses a terms_set body. */
export function parseTermsSet(ctx: QueryContext, body: Json, path: PathStep[]): TermsSet | EsError {
  const fv = singleField(ctx, 'terms_set', body, path);
  if (isEsError(fv)) return fv;
  const [field, spec] = fv;
  if (!isObject(spec)) return queryKeyUnsupported('terms_set', field, at(ctx, [...path, field]));
  for (const k of Object.keys(spec)) if (!KEYS.has(k)) return queryKeyUnsupported('terms_set', k, at(ctx, [...path, field, k]));
  if (spec.minimum_should_match_script !== undefined) return notSupportedBySimulator('The [minimum_should_match_script] of a [terms_set] query');
  const terms = Array.isArray(spec.terms) ? (spec.terms as Json[]) : [];
  if (typeof spec.minimum_should_match_field !== 'string') return compoundQueryMissing('No minimum should match has been specified', at(ctx, [...path, field]));
  const msmRef = resolveField(ctx.index, spec.minimum_should_match_field);
  const name = ctx.index.name;
  return {
    field,
    terms,
    boost: typeof spec.boost === 'number' ? Math.fround(spec.boost) : 1,
    minimum: (doc) => {
      const v = valuesOf(doc, msmRef, name)[0];
      if (v === undefined || v === null) return undefined;
      const n = Math.trunc(toNumber(v));
      return Number.isNaN(n) ? undefined : Math.max(1, n);
    },
  };
}

/** The scan's terms_set. */
export function termsSetQuery(ctx: QueryContext, body: Json, path: PathStep[], query: Json): CompiledQuery | EsError {
  const ts = parseTermsSet(ctx, body, path);
  if (isEsError(ts)) return ts;
  const ref = resolveField(ctx.index, ts.field);
  const leaves: ((v: Json) => boolean)[] = [];
  for (const t of ts.terms) {
    const leaf = equalsLeaf(ctx, ref, t, query);
    if (isEsError(leaf)) return leaf;
    if (leaf) leaves.push(leaf);
  }
  const name = ctx.index.name;
  return {
    score: ts.boost,
    test: (d) => {
      const min = ts.minimum(d);
      if (min === undefined) return false;
      const values = valuesOf(d, ref, name);
      let n = 0;
      for (const l of leaves) if (values.some(l)) n++;
      return n >= min;
    },
  };
}
