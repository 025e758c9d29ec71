/**
 * What query.ts and the query families beside it share: the context a query compiles in, the compiled
 * form, and the leaves (field tests, `{q: {field: …}}` forms, positions for errors). Kept apart so the
 * families (fuzzy, compound, prefix, terms_set) and query.ts import it without importing each other.
 */
import { ipTermLeaf, isIpField } from './ipQueries.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  constantScoreWithoutFilter,
  existsWithoutField,
  notSupportedBySimulator,
  queryArrayOfValues,
  queryBodyNotAnObject,
  queryDateUnparsable,
  queryExpectedEnd,
  queryKeyUnsupported,
  queryMultipleFields,
  queryNotAnObject,
  queryNumberUnparsable,
  queryWithoutField,
  rangeWithoutObject,
  regexInvalid,
  regexTooLong,
  tooManyTerms,
  typeQueryValue,
  unknownQuery,
  type EsError,
} from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import type { FieldDef } from '../mapping/types.ts';
import { analyze, keywordOf, resolveField, someValue, toBool, toMillis, toNumber, valuesOf, type FieldRef } from './fields.ts';
import { calculateMinShouldMatch } from './engine/minimumShouldMatch.ts';
import { fieldAnalyzer, normalizerOfRef } from './engine/analysis.ts';
import { parseDateMath } from './dateMath.ts';
import { compileGlob, globMatch } from '../glob.ts';
import { compileRegexp, isRegexpFailure, parseRegexpFlags, regexpMatches, REGEXP_FLAGS } from './regexp.ts';
import { intSetting } from '../settings.ts';
import { visibleIn } from './nested/scope.ts';
import { isExactLongField } from './longValues.ts';
import { longQueryValue, longTermLeaf } from './longQueries.ts';
import { rangeFieldLeaf } from './rangeFieldQuery.ts';

export interface QueryContext {
  index: IndexState;
  profile: Profile;
  /** Env.now, for `now` in date math. */
  now: number;
  /** The request body text, for the `line`/`col` of parse errors. */
  rawBody?: string;
  /** The nested path a `nested` query runs its query in (absent: the root documents). */
  nestedScope?: string;
  /** The search's `size` (a knn query's default `num_candidates` is 1.5 × it: vectors/knnQueryParams.ts). */
  requestSize?: number;
  /** The query is a nested query's, re-run for its inner hits (a knn query then scores every child exactly). */
  innerHits?: true;
  /**
   * `search.allow_expensive_queries` is false (SearchExecutionContext.allowExpensiveQueries): the query-string
   * parsers' multi-term pieces are refused, or matched to nothing where they are lenient (limits/queryLimits.ts
   * refuses the DSL queries themselves).
   */
  expensiveRefused?: true;
}

/** A compiled query: a document test and the constant score its hits get (we do not rank). */
export interface CompiledQuery {
  test: (doc: Doc) => boolean;
  score: number;
  /** Set when every document matches, so callers can skip the test. */
  matchAll?: boolean;
  /** Set when only documents with these ids can match (an `ids` query), so callers look them up. */
  candidates?: string[];
  /** With `candidates`: whether the test is exactly "the id is a candidate", so a document found by a candidate id needs no test. Ids may repeat. */
  byIdOnly?: boolean;
  /** With `candidates`: whether documents are keyed `type#id` (state.ts `docKey`) or by id alone, so one lookup finds each. */
  typedKeys?: boolean;
}

export type Result = CompiledQuery | EsError;
export type Leaf = (v: Json) => boolean;

export const MATCH_ALL: CompiledQuery = { test: () => true, score: 1, matchAll: true };
export const MATCH_NONE: CompiledQuery = { test: () => false, score: 0 };



export function isErr(r: unknown): r is EsError {
  return typeof r === 'object' && r !== null && (r as EsError).kind === 'es-error';
}

export function where(ctx: QueryContext, path: PathStep[]): { line: number; col: number } {
  const loc = ctx.rawBody ? locate(ctx.rawBody, path) : undefined;
  return loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 };
}

export function dateError(ctx: QueryContext, value: string, format: string, query: Json): EsError {
  return queryDateUnparsable(ctx.profile, value, format, query, ctx.index);
}

export function numberError(ctx: QueryContext, value: Json): EsError {
  return queryNumberUnparsable(keywordOf(value), ctx.index);
}

/** Whether a field has values in the documents a query runs on (its nested scope, nested/scope.ts). */
export function inScope(ctx: QueryContext, ref: FieldRef): boolean {
  return ref.kind === 'meta' || ref.metaValue !== undefined || visibleIn(ctx.index, ref.name, ctx.nestedScope ?? '');
}

/** A test over a field's values: true if any value passes. Unmapped and object fields match nothing. */
export function onField(ctx: QueryContext, ref: FieldRef, leaf: Leaf | null, score = 1): CompiledQuery {
  if (!leaf || ref.kind === 'unmapped' || ref.kind === 'object' || !inScope(ctx, ref)) return { ...MATCH_NONE, score };
  const name = ctx.index.name;
  return { test: (d) => someValue(d, ref, name, leaf), score };
}

/** The terms a text field indexes for a value (its index-time analyzer). */
export function indexTerms(ctx: QueryContext, ref: FieldRef): (text: string) => string[] {
  const a = fieldAnalyzer(ctx.index, ctx.profile, ref.def, 'index');
  return (text) => a.tokens(text).map((t) => t.term);
}

/** A test over all of a field's values at once (a match across the values of a multi-valued field). */
export function onFieldAll(ctx: QueryContext, ref: FieldRef, test: (values: Json[]) => boolean): CompiledQuery {
  if (ref.kind === 'unmapped' || ref.kind === 'object' || !inScope(ctx, ref)) return MATCH_NONE;
  const name = ctx.index.name;
  return { test: (d) => test(valuesOf(d, ref, name)), score: 1 };
}

/** Equality as a `term` query sees it, per field kind. */
export function equalsLeaf(ctx: QueryContext, ref: FieldRef, q: Json, query: Json, caseInsensitive = false): Leaf | null | EsError {
  // An ip field's term is an address or a CIDR block, compared by encoding (IpFieldType.termQuery).
  if (isIpField(ref.def)) return ipTermLeaf(ctx.index, q);
  // A range field's term matches the ranges that hold the value (RangeFieldType.termQuery).
  const onRanges = rangeFieldLeaf(ref.def, {}, { lower: q, upper: q, incL: true, incU: true }, ref.format, ctx.now);
  if (onRanges) return onRanges;
  switch (ref.kind) {
    case 'text': {
      const t = keywordOf(q);
      const terms = indexTerms(ctx, ref);
      return (v) => terms(keywordOf(v)).includes(t);
    }
    case 'number': {
      // A long field compares Java longs, exact past 2^53 (longQueries.ts).
      if (isExactLongField(ref)) {
        const k = longQueryValue(q);
        return k === undefined ? numberError(ctx, q) : longTermLeaf(k);
      }
      const n = toNumber(q);
      if (Number.isNaN(n)) return numberError(ctx, q);
      return (v) => toNumber(v) === n;
    }
    case 'date': {
      const r = parseDateMath(keywordOf(q), ref.format, ctx.now, false);
      if (!r.ok) return dateError(ctx, keywordOf(q), ref.format, query);
      return (v) => toMillis(v, ref.format) === r.millis;
    }
    case 'boolean': {
      const b = toBool(q);
      return (v) => toBool(v) === b;
    }
    case 'keyword':
    case 'meta': {
      // A normalized keyword compares indexed terms: the value normalized as KeywordFieldType.indexedValueForSearch does.
      const norm = keywordNormalizerOf(ctx, ref);
      const s = norm ? norm(keywordOf(q)) : keywordOf(q);
      const indexed = norm ? (v: Json) => norm(keywordOf(v)) : keywordOf;
      if (caseInsensitive) {
        const low = s.toLowerCase();
        return (v) => indexed(v).toLowerCase() === low;
      }
      return (v) => indexed(v) === s;
    }
    default:
      return null;
  }
}

/** A keyword-like field's `normalizer` (keyword, wildcard), or undefined when its terms are its values as they are. */
export function keywordNormalizerOf(ctx: QueryContext, ref: FieldRef): ((v: string) => string) | undefined {
  return normalizerOfRef(ctx.index, ctx.profile, ref);
}

/**
 * A wildcard pattern for a normalized field (StringFieldType.normalizeWildcardPattern): the runs between
 * wildcards and escapes normalized, `?`, `*` and escaped characters kept as they are.
 */
export function normalizeWildcardPattern(pattern: string, norm: (v: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of pattern.matchAll(/(\\.)|([?*]+)/gs)) {
    if (m.index > last) out += norm(pattern.slice(last, m.index));
    out += m[0];
    last = m.index + m[0].length;
  }
  if (last < pattern.length) out += norm(pattern.slice(last));
  return out;
}

/** `{q: {field: x}}`: the one field and its value; `boost`/`_name` siblings are allowed where ES allows them. */
export function singleField(ctx: QueryContext, name: string, body: Json, path: PathStep[], extra: string[] = []): [string, Json] | EsError {
  if (!isObject(body)) return queryBodyNotAnObject(name, where(ctx, path));
  const fields = Object.keys(body).filter((k) => !extra.includes(k));
  if (fields.length === 0) return queryWithoutField(name, where(ctx, path));
  if (fields.length > 1) return queryMultipleFields(name, fields[0], fields[1], where(ctx, [...path, fields[1]]));
  return [fields[0], body[fields[0]] as Json];
}

/** The value of `{field: v}` or `{field: {value: v, ...}}`, with the object's options. */
export function valueForm(ctx: QueryContext, name: string, v: Json, path: PathStep[], key = 'value'): { value: Json; opts: JsonObject } | EsError {
  if (!isObject(v)) {
    if (Array.isArray(v)) return queryArrayOfValues(name, where(ctx, path));
    return { value: v, opts: {} };
  }
  if (!(key in v)) return queryKeyUnsupported(name, Object.keys(v)[0] ?? key, where(ctx, path));
  return { value: v[key] as Json, opts: v };
}
