/**
 * `terms_set` (TermsSetQueryBuilder): a CoveringQuery over term queries, matching a document when at least
 * `max(1, n)` of the terms match, n read from the document's `minimum_should_match_field` (a document
 * without it matches nothing), or from `minimum_should_match_script`, run per document with `params.num_terms`
 * set to the number of terms (TermsSetQueryBuilder.createValuesSource: a copy of the script's params plus
 * `num_terms`; TermsSetQueryScript.runAsLong). Parsing with ES's errors, and the per-document minimum both the
 * scan and the engine use.
 */
import { isObject, type Json } from '../json.ts';
import { compoundQueryMissing, isEsError, queryKeyUnsupported, type EsError } from '../errors/index.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import type { Doc } from '../doc.ts';
import { resolveField, toNumber, valuesOf } from './fields.ts';
import { equalsLeaf, singleField, type CompiledQuery, type QueryContext } from './queryLeaves.ts';
import { compileSearchScript, runSearchScript } from './scripts/searchScript.ts';
import { isParseProbe } from './functionScoreQuery.ts';
import { shardViews } from './engine/shardViews.ts';
import { toNumber as javaToNumber } from '../script/painless/javaNumbers.ts';

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
  const terms = Array.isArray(spec.terms) ? (spec.terms as Json[]) : [];
  const boost = typeof spec.boost === 'number' ? Math.fround(spec.boost) : 1;
  if (spec.minimum_should_match_field === undefined && spec.minimum_should_match_script !== undefined) {
    const minimum = scriptMinimum(ctx, spec.minimum_should_match_script as Json, terms.length);
    return isEsError(minimum) ? minimum : { field, terms, boost, minimum };
  }
  if (typeof spec.minimum_should_match_field !== 'string') return compoundQueryMissing('No minimum should match has been specified', at(ctx, [...path, field]));
  const msmRef = resolveField(ctx.index, spec.minimum_should_match_field);
  const name = ctx.index.name;
  return {
    field,
    terms,
    boost,
    minimum: (doc) => {
      const v = valuesOf(doc, msmRef, name)[0];
      if (v === undefined || v === null) return undefined;
      const n = Math.trunc(toNumber(v));
      return Number.isNaN(n) ? undefined : Math.max(1, n);
    },
  };
}

/** The per-document minimum from `minimum_should_match_script`: the script's number, with `num_terms` in its params. */
function scriptMinimum(ctx: QueryContext, json: Json, numTerms: number): ((doc: Doc) => number | undefined) | EsError {
  const withNumTerms = isObject(json) ? { ...json, params: { ...(isObject(json.params) ? json.params : {}), num_terms: numTerms } } : json;
  const probe = isParseProbe(ctx);
  const script = compileSearchScript(withNumTerms, 'filter', ctx, probe);
  if (isEsError(script) || probe) return isEsError(script) ? script : () => 1;
  let ids: Map<Doc, [number, number]> | undefined;
  return (doc) => {
    ids ??= new Map(shardViews(ctx.index, ctx.profile).flatMap((v) => v.docs.map((d, i) => [d, [v.shard, i]] as [Doc, [number, number]])));
    const [shard, docId] = ids.get(doc) ?? [0, 0];
    const v = runSearchScript(script, shard, docId, doc, 0);
    if (v === null) return undefined;
    return Math.max(1, Math.trunc(javaToNumber(v)));
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
