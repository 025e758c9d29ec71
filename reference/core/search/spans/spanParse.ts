/**
 * Parses the span queries as ES's builders do (SpanTermQueryBuilder, SpanNearQueryBuilder,
 * SpanOrQueryBuilder, SpanNotQueryBuilder, SpanFirstQueryBuilder, SpanContainingQueryBuilder,
 * SpanWithinQueryBuilder, SpanMultiTermQueryBuilder, FieldMaskingSpanQueryBuilder): their parse errors, the
 * nested-boost check (SpanQueryBuilderUtil.checkNoBoost), and the field checks Lucene's constructors make
 * when the shard creates the query ("failed to create query"). The result is a SpanSpec for the engine.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError, queryCreateFailure, spanTermWithoutPositions, spanArgumentInvalid as illegalArgument, spanQueryMalformed as parsingException, queryExpectedEnd, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { keyAt } from '../../byScroll/bodyPosition.ts';
import { keywordOf, resolveField } from '../fields.ts';
import { keywordNormalizer } from '../engine/analysis.ts';
import { compileGlob, globMatch } from '../../glob.ts';
import { compileRegexp, isRegexpFailure, parseRegexpFlags, regexpMatches, REGEXP_FLAGS } from '../regexp.ts';
import { fuzzySpecOf, parseFuzzy } from '../fuzzy.ts';
import { singleField, valueForm, where, type QueryContext } from '../queryLeaves.ts';
import type { CompiledQuery } from '../queryLeaves.ts';
import { spanString } from '../engine/queries/spanScorer.ts';
import type { SpanSpec } from './spanSpec.ts';

/** Compiles a query body with query.ts (a span_multi's inner query is validated there). */
export type Validate = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;

/** The span query names (the deprecated `field_masking_span` included). */
export const SPAN_QUERIES = new Set(['span_term', 'span_near', 'span_or', 'span_not', 'span_first', 'span_containing', 'span_within', 'span_multi', 'field_masking_span', 'span_field_masking']);

const MULTI_TERM = new Set(['prefix', 'wildcard', 'regexp', 'fuzzy', 'range']);

function at(ctx: QueryContext, path: PathStep[]) {
  return where(ctx, path);
}

function boostValue(o: JsonObject): number {
  return typeof o.boost === 'number' ? Math.fround(o.boost) : 1;
}

/** Java's Float.toString of a boost (`2.0`). */
function floatText(x: number): string {
  return Number.isInteger(x) ? `${x}.0` : String(x);
}

/** The boost a clause carries, wherever its builder reads it (a span_term's sits beside its value). */
function clauseBoost(q: JsonObject): number {
  const name = Object.keys(q)[0]!;
  const body = q[name];
  if (!isObject(body)) return 1;
  if (name === 'span_term') {
    const f = Object.keys(body).find((k) => k !== 'boost' && k !== '_name');
    const v = f === undefined ? undefined : body[f];
    if (isObject(v) && typeof v.boost === 'number') return Math.fround(v.boost);
  }
  return boostValue(body);
}

/** One nested clause: a span query without a boost of its own. */
function clause(ctx: QueryContext, parent: string, key: string, q: Json, path: PathStep[], validate: Validate, notSpan: string): SpanSpec | EsError {
  const name = isObject(q) ? Object.keys(q)[0] : undefined;
  if (name === undefined || !SPAN_QUERIES.has(name) && name !== 'span_gap') {
    // Any other query is parsed first (its own errors win), then refused as no span query.
    if (isObject(q) && name !== undefined) {
      const c = validate(q as Json, ctx, path);
      if (isEsError(c)) return c;
    }
    return parsingException(notSpan, at(ctx, path));
  }
  const s = parseSpan(ctx, name, (q as JsonObject)[name] as Json, [...path, name], validate);
  if (isEsError(s)) return s;
  // Each clause is a query container (parseInnerQueryBuilder): a second key after the span query is refused.
  const second = Object.keys(q as JsonObject)[1];
  if (second !== undefined) return queryExpectedEnd(name, keyAt(ctx.rawBody, [...path, second]));
  const b = clauseBoost(q as JsonObject);
  if (b !== 1) return parsingException(`${parent} [${key}] as a nested span clause can't have non-default boost value [${floatText(b)}]`, at(ctx, path));
  return s;
}

function unsupported(ctx: QueryContext, name: string, key: string, path: PathStep[]): EsError {
  return parsingException(`[${name}] query does not support [${key}]`, at(ctx, [...path, key]));
}

function spanTerm(ctx: QueryContext, body: Json, path: PathStep[]): SpanSpec | EsError {
  const fv = singleField(ctx, 'span_term', body, path, ['boost', '_name']);
  if (isEsError(fv)) return fv;
  const [field, v] = fv;
  let value: Json;
  if (isObject(v)) {
    for (const k of Object.keys(v)) if (!['value', 'term', 'boost', '_name'].includes(k)) return unsupported(ctx, 'span_term', k, [...path, field]);
    value = (v.value ?? v.term) as Json;
  } else {
    const vf = valueForm(ctx, 'span_term', v, [...path, field]);
    if (isEsError(vf)) return vf;
    value = vf.value;
  }
  if (value === undefined || value === null) return illegalArgument('value cannot be null');
  const ref = resolveField(ctx.index, field);
  const name = ref.kind === 'unmapped' ? field : ref.name;
  // match_only_text keeps no positions (its TextSearchInfo indexes docs only).
  if (ref.def?.type === 'match_only_text') return spanTermWithoutPositions(name, ctx.index);
  const term = ref.kind === 'keyword' && ref.def?.type !== undefined ? keywordNormalizer(ctx.index, ctx.profile, ref.def)(keywordOf(value)) : keywordOf(value);
  return { kind: 'term', field: name, term };
}

function spanGap(ctx: QueryContext, body: Json, path: PathStep[]): SpanSpec | EsError {
  const fv = singleField(ctx, 'span_gap', body, path);
  if (isEsError(fv)) return fv;
  const ref = resolveField(ctx.index, fv[0]);
  return { kind: 'gap', field: ref.kind === 'unmapped' ? fv[0] : ref.name, width: typeof fv[1] === 'number' ? Math.trunc(fv[1]) : 0 };
}

function sameField(ctx: QueryContext, a: SpanSpec, b: SpanSpec, reason: string): EsError | undefined {
  return a.field === b.field ? undefined : queryCreateFailure('illegal_argument_exception', reason, ctx.index);
}

function spanNear(ctx: QueryContext, body: JsonObject, path: PathStep[], validate: Validate): SpanSpec | EsError {
  const clauses: SpanSpec[] = [];
  let slop = 0;
  let inOrder = true;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'clauses' && Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const c = clause(ctx, 'span_near', 'clauses', v[i] as Json, [...path, k, i], validate, 'span_near [clauses] must be of type span query');
        if (isEsError(c)) return c;
        clauses.push(c);
      }
    } else if (k === 'slop' && typeof v === 'number') slop = Math.trunc(v);
    else if (k === 'in_order' && typeof v === 'boolean') inOrder = v;
    else if (k !== 'boost' && k !== '_name') return unsupported(ctx, 'span_near', k, path);
  }
  if (clauses.length === 0) return parsingException('span_near must include [clauses]', at(ctx, path));
  if (clauses.length === 1) return clauses[0]!;
  const field = clauses[0]!.field;
  for (const c of clauses.slice(1)) {
    if (c.kind === 'gap') {
      if (c.field !== field) return queryCreateFailure('illegal_argument_exception', '[span_near] clauses must have same field', ctx.index);
      if (!inOrder) return queryCreateFailure('illegal_argument_exception', 'Cannot add gap to unordered SpanNearQuery', ctx.index);
    } else if (c.field !== field) return queryCreateFailure('illegal_argument_exception', `Cannot add clause ${spanString(c)} to SpanNearQuery for field ${field}`, ctx.index);
  }
  return { kind: 'near', field, clauses, slop, inOrder };
}

function spanOr(ctx: QueryContext, body: JsonObject, path: PathStep[], validate: Validate): SpanSpec | EsError {
  const clauses: SpanSpec[] = [];
  for (const [k, v] of Object.entries(body)) {
    if (k === 'clauses' && Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const c = clause(ctx, 'span_or', 'clauses', v[i] as Json, [...path, k, i], validate, 'span_or [clauses] must be of type span query');
        if (isEsError(c)) return c;
        clauses.push(c);
      }
    } else if (k !== 'boost' && k !== '_name') return unsupported(ctx, 'span_or', k, path);
  }
  if (clauses.length === 0) return parsingException('spanOr must include [clauses]', at(ctx, path));
  for (const c of clauses.slice(1)) {
    const e = sameField(ctx, clauses[0]!, c, 'Clauses must have same field.');
    if (e) return e;
  }
  return { kind: 'or', field: clauses[0]!.field, clauses };
}

function spanNot(ctx: QueryContext, body: JsonObject, path: PathStep[], validate: Validate): SpanSpec | EsError {
  let include: SpanSpec | undefined;
  let exclude: SpanSpec | undefined;
  let pre: number | undefined;
  let post: number | undefined;
  let dist: number | undefined;
  for (const [k, v] of Object.entries(body)) {
    if ((k === 'include' || k === 'exclude') && isObject(v)) {
      const c = clause(ctx, 'span_not', k, v, [...path, k], validate, `span_not [${k}] must be of type span query`);
      if (isEsError(c)) return c;
      if (k === 'include') include = c;
      else exclude = c;
    } else if (k === 'pre' && typeof v === 'number') pre = Math.trunc(v);
    else if (k === 'post' && typeof v === 'number') post = Math.trunc(v);
    else if (k === 'dist' && typeof v === 'number') dist = Math.trunc(v);
    else if (k !== 'boost' && k !== '_name') return unsupported(ctx, 'span_not', k, path);
  }
  if (!include) return parsingException('span_not must have [include] span query clause', at(ctx, path));
  if (!exclude) return parsingException('span_not must have [exclude] span query clause', at(ctx, path));
  if (dist !== undefined && (pre !== undefined || post !== undefined)) return parsingException('span_not can either use [dist] or [pre] & [post] (or none)', at(ctx, path));
  const e = sameField(ctx, include, exclude, 'Clauses must have same field.');
  if (e) return e;
  // SpanNotQuery: negative distances count as 0.
  const p = Math.max(0, dist ?? pre ?? 0);
  const q = Math.max(0, dist ?? post ?? 0);
  return { kind: 'not', field: include.field, include, exclude, pre: p, post: q };
}

function spanFirst(ctx: QueryContext, body: JsonObject, path: PathStep[], validate: Validate): SpanSpec | EsError {
  let m: SpanSpec | undefined;
  let end: number | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'match' && isObject(v)) {
      const c = clause(ctx, 'span_first', k, v, [...path, k], validate, 'span_first [match] must be of type span query');
      if (isEsError(c)) return c;
      m = c;
    } else if (k === 'end' && typeof v === 'number') end = Math.trunc(v);
    else if (k !== 'boost' && k !== '_name') return unsupported(ctx, 'span_first', k, path);
  }
  if (!m) return parsingException('spanFirst must have [match] span query clause', at(ctx, path));
  if (end === undefined) return parsingException('spanFirst must have [end] set for it', at(ctx, path));
  return { kind: 'first', field: m.field, match: m, end };
}

function spanContain(ctx: QueryContext, name: 'span_containing' | 'span_within', body: JsonObject, path: PathStep[], validate: Validate): SpanSpec | EsError {
  let big: SpanSpec | undefined;
  let little: SpanSpec | undefined;
  for (const [k, v] of Object.entries(body)) {
    if ((k === 'big' || k === 'little') && isObject(v)) {
      const c = clause(ctx, name, k, v, [...path, k], validate, `${name} [${k}] must be of type span query`);
      if (isEsError(c)) return c;
      if (k === 'big') big = c;
      else little = c;
    } else if (k !== 'boost' && k !== '_name') return unsupported(ctx, name, k, path);
  }
  if (!big) return illegalArgument('inner clause [big] cannot be null.');
  if (!little) return illegalArgument('inner clause [little] cannot be null.');
  const e = sameField(ctx, big, little, 'big and little not same field');
  if (e) return e;
  return { kind: name === 'span_containing' ? 'containing' : 'within', field: big.field, big, little };
}

/** The terms a multi-term query accepts, and Lucene's toString of it. */
function multiTerms(ctx: QueryContext, kind: string, body: JsonObject, path: PathStep[]): SpanSpec | EsError {
  const field = Object.keys(body).find((k) => k !== 'boost' && k !== '_name')!;
  const ref = resolveField(ctx.index, field);
  const name = ref.kind === 'unmapped' ? field : ref.name;
  const v = body[field] as Json;
  const o: JsonObject = isObject(v) ? v : { value: v };
  const max = 1024;
  if (kind === 'fuzzy') {
    const fz = parseFuzzy(ctx, body, path);
    if (isEsError(fz)) return fz;
    const spec = fuzzySpecOf(fz.opts, fz.value);
    return { kind: 'multi', field: name, terms: { kind: 'fuzzy', term: fz.value, spec }, max, label: `${name}:${fz.value}~${spec.maxEdits}`, name: kind };
  }
  if (kind === 'range') {
    const lo = (o.gte ?? o.gt ?? o.from) as Json | undefined;
    const hi = (o.lte ?? o.lt ?? o.to) as Json | undefined;
    const incL = o.gt === undefined && o.include_lower !== false;
    const incU = o.lt === undefined && o.include_upper !== false;
    const l = lo === undefined || lo === null ? undefined : keywordOf(lo);
    const h = hi === undefined || hi === null ? undefined : keywordOf(hi);
    const accepts = (t: string) => (l === undefined || (incL ? t >= l : t > l)) && (h === undefined || (incU ? t <= h : t < h));
    return { kind: 'multi', field: name, terms: { kind: 'accept', accepts }, max, label: `${name}:${incL ? '[' : '{'}${l ?? '*'} TO ${h ?? '*'}${incU ? ']' : '}'}`, name: kind };
  }
  const value = keywordOf((o.value ?? o.wildcard) as Json);
  const ci = o.case_insensitive === true;
  if (kind === 'prefix') {
    const accepts = ci ? (t: string) => t.toLowerCase().startsWith(value.toLowerCase()) : (t: string) => t.startsWith(value);
    return { kind: 'multi', field: name, terms: { kind: 'accept', accepts }, max, label: `${name}:${value}*`, name: kind };
  }
  if (kind === 'wildcard') {
    const g = compileGlob(value, ci);
    return { kind: 'multi', field: name, terms: { kind: 'accept', accepts: (t) => globMatch(g, t) }, max, label: `${name}:${value}`, name: kind };
  }
  const flags = typeof o.flags_value === 'number' ? o.flags_value : o.flags !== undefined ? (parseRegexpFlags(String(o.flags)) ?? REGEXP_FLAGS.ALL) : REGEXP_FLAGS.ALL;
  const re = compileRegexp(value, flags, ci);
  if (isRegexpFailure(re)) return { kind: 'multi', field: name, terms: { kind: 'accept', accepts: () => false }, max, label: `${name}:/${value}/`, name: kind };
  return { kind: 'multi', field: name, terms: { kind: 'accept', accepts: (t) => regexpMatches(re, t) }, max, label: `${name}:/${value}/`, name: kind };
}

function spanMulti(ctx: QueryContext, body: JsonObject, path: PathStep[], validate: Validate): SpanSpec | EsError {
  let inner: SpanSpec | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'match' && isObject(v)) {
      const kind = Object.keys(v)[0];
      const c = validate(v, ctx, [...path, k]);
      if (isEsError(c)) return c;
      if (kind === undefined || !MULTI_TERM.has(kind)) return parsingException('[span_multi] [match] must be of type multi term query', at(ctx, [...path, k]));
      const ib = v[kind] as JsonObject;
      const t = multiTerms(ctx, kind, ib, [...path, k, kind]);
      if (isEsError(t)) return t;
      inner = t;
    } else if (k !== 'boost' && k !== '_name') return unsupported(ctx, 'span_multi', k, path);
  }
  if (!inner) return parsingException('[span_multi] must have [match] multi term query clause', at(ctx, path));
  return inner;
}

function fieldMasking(ctx: QueryContext, body: JsonObject, path: PathStep[], validate: Validate): SpanSpec | EsError {
  let inner: SpanSpec | undefined;
  let field: string | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'query' && isObject(v)) {
      const c = clause(ctx, 'span_field_masking', k, v, [...path, k], validate, '[span_field_masking] query must be of type span query');
      if (isEsError(c)) return c;
      inner = c;
    } else if (k === 'field' && !isObject(v) && !Array.isArray(v)) field = keywordOf(v as Json);
    else if (k !== 'boost' && k !== '_name') return unsupported(ctx, 'span_field_masking', k, path);
  }
  if (!inner) return parsingException('span_field_masking must have [query] span query clause', at(ctx, path));
  if (field === undefined) return parsingException('span_field_masking must have [field] set for it', at(ctx, path));
  const ref = resolveField(ctx.index, field);
  return { kind: 'mask', field: ref.kind === 'unmapped' ? field : ref.name, inner };
}

/** Parses one span query (`name` and its body) into its spec, or ES's error. */
export function parseSpan(ctx: QueryContext, name: string, body: Json, path: PathStep[], validate: Validate): SpanSpec | EsError {
  if (name === 'span_term') return spanTerm(ctx, body, path);
  if (name === 'span_gap') return spanGap(ctx, body, path);
  if (!isObject(body)) return parsingException(`[${name}] query malformed, no start_object after query name`, at(ctx, path));
  switch (name) {
    case 'span_near':
      return spanNear(ctx, body, path, validate);
    case 'span_or':
      return spanOr(ctx, body, path, validate);
    case 'span_not':
      return spanNot(ctx, body, path, validate);
    case 'span_first':
      return spanFirst(ctx, body, path, validate);
    case 'span_containing':
    case 'span_within':
      return spanContain(ctx, name, body, path, validate);
    case 'span_multi':
      return spanMulti(ctx, body, path, validate);
    default:
      return fieldMasking(ctx, body, path, validate);
  }
}

/** The boost of a top-level span query (a span_term's sits beside its value). */
export function spanBoost(name: string, body: Json): number {
  return isObject(body) ? clauseBoost({ [name]: body }) : 1;
}
