/**
 * Compiles a query body into a predicate over one index's documents (mappings decide how a field
 * compares). Errors are values: unknown or malformed queries are `parsing_exception`s, bad bounds are
 * shard failures wrapped in `search_phase_execution_exception`, as ES reports them.
 */
import { compareIpBytes, ipRangeBounds, isIpField } from './ipQueries.ts';
import { compareBytes, ipBytes } from './aggs/valueOrder.ts';
import { compareVersions } from './aggs/versionOrder.ts';
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
  queryUnknownToken,
  boolUnknownField,
  valueTypeUnsupported,
  queryAnalyzerNotFound,
  queryMultipleFields,
  queryNotAnObject,
  phraseWithoutPositions,
  queryNumberUnparsable,
  queryWithoutField,
  rangeWithoutObject,
  regexInvalid,
  regexTooLong,
  sourceFieldNotSearchable,
  tsdbTsidNotSearchable,
  tooManyTerms,
  typeQueryValue,
  unknownQuery,
  type EsError,
  operatorUnknown,
  zeroTermsQueryUnsupported,
} from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import { keyAt } from '../byScroll/bodyPosition.ts';
import type { FieldDef } from '../mapping/types.ts';
import { runtimeQueryProblem } from './runtime/runtimeQueries.ts';
import { ownKeysProblem } from './queryOwnKeys.ts';
import { analyze, keywordOf, resolveField, someValue, toBool, toMillis, toNumber, valuesOf, type FieldRef } from './fields.ts';
import { calculateMinShouldMatch } from './engine/minimumShouldMatch.ts';
import { queryAnalyzer } from './engine/analysis.ts';
import { splitsQueriesOnWhitespace } from '../analysis/index.ts';
import { parseDateMath } from './dateMath.ts';
import { compileGlob, globMatch } from '../glob.ts';
import { compileRegexp, isRegexpFailure, parseRegexpFlags, regexpMatches, REGEXP_FLAGS } from './regexp.ts';
import { regexpTooComplex } from './limits/regexpTooComplex.ts';
import { intSetting } from '../settings.ts';
import { boostingQuery, disMaxQuery, multiMatchQuery } from './compoundQueries.ts';
import { prefixMatchQuery } from './prefixMatchQueries.ts';
import { hasFuzzy, parseFuzzy } from './fuzzy.ts';
import { termsSetQuery } from './termsSet.ts';
import { shapeQuery } from './geo/shapeQuery.ts';
import { sparseVectorQuery } from './sparseVectorQuery.ts';
import { functionScoreQuery } from './functionScoreQuery.ts';
import { scriptQuery, scriptScoreQuery } from './scriptQueries.ts';
import { featureQuery } from './featureQueries.ts';
import { nestedQuery } from './nested/nestedQuery.ts';
import { knnQuery } from './vectors/knnQuery.ts';
import { hasChildQuery, hasParentQuery, parentIdQuery } from './join/joinQueries.ts';
import { geoBoundingBoxQuery, geoDistanceQuery, geoPolygonQuery, geoShapeQuery } from './geo/geoQueries.ts';
import { geoGridQuery } from './geo/geoGridQuery.ts';
import { queryStringToDsl } from './querystring/queryStringQuery.ts';
import { simpleQueryStringToDsl } from './querystring/simpleQueryString.ts';
import { SPAN_QUERIES, spanQuery } from './spans/spanQuery.ts';
import { bitmapBytes, bitmapTermsQuery, termsValueType } from './bitmap/bitmapTerms.ts';
import { termsLookupQuery } from './lookups/termsLookupQuery.ts';
import { notIndexedFailure } from './notIndexed.ts';
import { isRangeField, rangeFieldLeaf } from './rangeFieldQuery.ts';
import { isSourceField, queryFieldRef } from './metaFieldRefs.ts';
import { isTsidOf } from '../tsdb/tsidField.ts';
import { combinedFieldsQuery } from './combined/combinedFields.ts';
import { mltQuery } from './mlt/mltQuery.ts';
import { unwrapQuery } from './wrapperQuery.ts';
import { intervalsQuery } from './engine/intervals/intervalsQuery.ts';
import { commonQuery, matchAsCommon, matchMakesCommonTerms } from './common/commonTerms.ts';
import { percolateQuery } from './percolate/percolateQuery.ts';

import { saytPrefixFieldOf, saytPrefixWithinBounds } from '../mapping/searchAsYouType.ts';
import { dateError, equalsLeaf, indexTerms, inScope, isErr, keywordNormalizerOf, MATCH_ALL, MATCH_NONE, normalizeWildcardPattern, numberError, onField, onFieldAll, singleField, valueForm, where, type CompiledQuery, type Leaf, type QueryContext, type Result } from './queryLeaves.ts';
import { exactInput, isExactLongField, type LongKey } from './longValues.ts';
import { longRangeBound, longRangeLeaf } from './longQueries.ts';

export { equalsLeaf, onField, onFieldAll, singleField, valueForm, type CompiledQuery, type QueryContext } from './queryLeaves.ts';

/** Query names ES knows that the simulator does not implement: a clear 400 rather than "unknown query". */
const KNOWN_UNSUPPORTED = new Set<string>([]);

/**
 * The keys each field-level query's object form declares (its fromXContent; 7.x–8.x). Anything else is
 * `[name] query does not support [key]` (a value) or `[name] unknown token [START_OBJECT] after [key]` (an
 * object or array): a misspelled option (`fuzzyness`) fails as on Elasticsearch, not silently ignored.
 */
const FIELD_QUERY_KEYS: Record<'term' | 'match' | 'match_phrase' | 'prefix' | 'wildcard', ReadonlySet<string>> = {
  term: new Set(['term', 'value', 'boost', '_name', 'case_insensitive']),
  match: new Set(['query', 'analyzer', 'boost', 'fuzziness', 'prefix_length', 'max_expansions', 'operator', 'minimum_should_match', 'fuzzy_rewrite', 'fuzzy_transpositions', 'lenient', 'cutoff_frequency', 'zero_terms_query', '_name', 'auto_generate_synonyms_phrase_query']),
  match_phrase: new Set(['query', 'analyzer', 'slop', 'zero_terms_query', 'boost', '_name']),
  prefix: new Set(['value', 'prefix', 'rewrite', 'boost', '_name', 'case_insensitive']),
  wildcard: new Set(['wildcard', 'value', 'rewrite', 'boost', '_name', 'case_insensitive']),
};

/** The first key of a field query's options its parser does not declare, as ES refuses it. */
function undeclaredQueryKey(ctx: QueryContext, name: keyof typeof FIELD_QUERY_KEYS, opts: JsonObject, path: PathStep[]): EsError | undefined {
  for (const [k, v] of Object.entries(opts)) {
    if (k === 'case_insensitive' && !ctx.profile.caseInsensitiveTermLevel) return queryKeyUnsupported(name, k, where(ctx, [...path, k]));
    if (FIELD_QUERY_KEYS[name].has(k) || (name === 'match' && (k === 'type' || k === 'slop') && ctx.profile.matchTypeAndSlop)) continue;
    const token = Array.isArray(v) ? 'START_ARRAY' : isObject(v) ? 'START_OBJECT' : undefined;
    return token ? queryUnknownToken(name, token, k, where(ctx, [...path, k])) : queryKeyUnsupported(name, k, where(ctx, [...path, k]));
  }
  return undefined;
}

/** TermQueryBuilder reads the value from `value` or from its other name, `term` (TERM_FIELD). */
export function termValueKey(v: Json): 'value' | 'term' {
  return isObject(v) && !('value' in v) && 'term' in v ? 'term' : 'value';
}

function termQuery(ctx: QueryContext, body: Json, path: PathStep[], query: Json): Result {
  const fv = singleField(ctx, 'term', body, path);
  if (isErr(fv)) return fv;
  const vf = valueForm(ctx, 'term', fv[1], [...path, fv[0]], termValueKey(fv[1]));
  if (isErr(vf)) return vf;
  const undeclared = undeclaredQueryKey(ctx, 'term', vf.opts, [...path, fv[0]]);
  if (undeclared) return undeclared;
  if (isSourceField(fv[0])) return sourceFieldNotSearchable(ctx.index);
  if (isTsidOf(ctx.index, fv[0])) return tsdbTsidNotSearchable(ctx.profile, ctx.index.name);
  const ref = queryFieldRef(ctx, fv[0]);
  const unindexed = notIndexedFailure(ctx, ref);
  if (unindexed) return unindexed;
  // A long past 2^53 keeps the digits the request spelled (longValues.ts).
  const value = isExactLongField(ref) ? exactInput(vf.value, ctx.rawBody, isObject(fv[1]) ? [...path, fv[0], termValueKey(fv[1])] : [...path, fv[0]]) : vf.value;
  const leaf = equalsLeaf(ctx, ref, value, query, vf.opts.case_insensitive === true);
  return isErr(leaf) ? leaf : onField(ctx, ref, leaf, boostOf(vf.opts));
}

function termsQuery(ctx: QueryContext, body: Json, path: PathStep[], query: Json): Result {
  // OpenSearch 2.17+ reads a `value_type` beside the field (bitmap/bitmapTerms.ts).
  const fv = singleField(ctx, 'terms', body, path, ctx.profile.termsBitmap ? ['boost', '_name', 'value_type'] : ['boost', '_name']);
  if (isErr(fv)) return fv;
  if (!Array.isArray(fv[1])) {
    if (isObject(fv[1])) return termsLookupQuery(ctx, fv[1], [...path, fv[0]]);
    return queryKeyUnsupported('terms', fv[0], where(ctx, [...path, fv[0]]));
  }
  const valueType = ctx.profile.termsBitmap ? termsValueType(body as JsonObject) : 'default';
  if (isErr(valueType)) return valueType;
  if (valueType === 'bitmap') {
    const bytes = bitmapBytes(fv[1]);
    if (isErr(bytes)) return bytes;
    const ref = queryFieldRef(ctx, fv[0]);
    return notIndexedFailure(ctx, ref) ?? bitmapTermsQuery(ctx, ref, bytes);
  }
  if (ctx.profile.maxTermsCount === 'refuse') {
    const max = intSetting(ctx.index.settings, 'index.max_terms_count', 65536);
    if (fv[1].length > max) return tooManyTerms(fv[1].length, max, ctx.index);
  }
  const ref = queryFieldRef(ctx, fv[0]);
  const unindexed = notIndexedFailure(ctx, ref);
  if (unindexed) return unindexed;
  const leaves: Leaf[] = [];
  const exact = isExactLongField(ref);
  for (const [i, v] of fv[1].entries()) {
    const leaf = equalsLeaf(ctx, ref, exact ? exactInput(v, ctx.rawBody, [...path, fv[0], i]) : v, query);
    if (isErr(leaf)) return leaf;
    if (leaf) leaves.push(leaf);
  }
  // Keyword-like fields: one set lookup instead of a scan of the list per value (not ip: its terms are
  // addresses and blocks, compared by encoding).
  if ((ref.kind === 'keyword' || ref.kind === 'meta') && !isIpField(ref.def) && !isRangeField(ref.def)) {
    // A normalized keyword looks up its indexed terms with the values normalized (indexedValueForSearch).
    const norm = keywordNormalizerOf(ctx, ref);
    const set = new Set(fv[1].map((v) => (norm ? norm(keywordOf(v)) : keywordOf(v))));
    return onField(ctx, ref, norm ? (v) => set.has(norm(keywordOf(v))) : (v) => set.has(keywordOf(v)), boostOf(body as JsonObject));
  }
  return onField(ctx, ref, (v) => leaves.some((l) => l(v)), boostOf(body as JsonObject));
}

function rangeQuery(ctx: QueryContext, body: Json, path: PathStep[], query: Json): Result {
  const fv = singleField(ctx, 'range', body, path, ['boost', '_name']);
  if (isErr(fv)) return fv;
  const spec = fv[1];
  const p = [...path, fv[0]];
  if (!isObject(spec)) return rangeWithoutObject(where(ctx, p));
  let lower: Json = null;
  let upper: Json = null;
  let incL = true;
  let incU = true;
  for (const [k, v] of Object.entries(spec)) {
    const val = v as Json;
    if (k === 'gt') [lower, incL] = [val, false];
    else if (k === 'gte') [lower, incL] = [val, true];
    else if (k === 'lt') [upper, incU] = [val, false];
    else if (k === 'lte') [upper, incU] = [val, true];
    else if (k === 'from') lower = val;
    else if (k === 'to') upper = val;
    else if (k === 'include_lower') incL = val !== false && val !== 'false';
    else if (k === 'include_upper') incU = val !== false && val !== 'false';
    else if (!['format', 'boost', '_name', 'time_zone', 'relation'].includes(k)) {
      return queryKeyUnsupported('range', k, where(ctx, [...p, k]));
    }
  }
  const ref = resolveField(ctx.index, fv[0]);
  const unindexed = notIndexedFailure(ctx, ref);
  if (unindexed) return unindexed;
  const score = boostOf(spec);
  // A range field compares ranges, by `relation` (rangeFieldQuery.ts).
  const onRanges = rangeFieldLeaf(ref.def, spec, { lower, upper, incL, incU }, ref.format, ctx.now);
  if (onRanges) return onField(ctx, ref, onRanges, score);
  const cmp = (a: number, b: number, inc: boolean) => (inc ? a <= b : a < b);
  if (isExactLongField(ref)) {
    // LONG.rangeQuery compares Java longs: bounds past 2^53 keep the request's digits (longQueries.ts).
    const bound = (b: Json, dflt: number, key: string, isUpper: boolean, inc: boolean): LongKey | EsError => {
      if (b === null) return dflt;
      const k = longRangeBound(exactInput(b, ctx.rawBody, [...p, key]), isUpper, inc);
      return k === undefined ? numberError(ctx, b) : k;
    };
    const key = (names: string[]) => names.find((k) => k in spec) ?? names[0]!;
    const lo = bound(lower, -Infinity, key(['gt', 'gte', 'from']), false, incL);
    if (isErr(lo)) return lo;
    const hi = bound(upper, Infinity, key(['lt', 'lte', 'to']), true, incU);
    if (isErr(hi)) return hi;
    return onField(ctx, ref, longRangeLeaf(lo, incL, hi, incU), score);
  }
  if (ref.kind === 'number' || ref.kind === 'boolean') {
    const num = (b: Json) => (typeof b === 'boolean' ? Number(b) : toNumber(b));
    const lo = lower === null ? -Infinity : num(lower);
    const hi = upper === null ? Infinity : num(upper);
    if (Number.isNaN(lo)) return numberError(ctx, lower);
    if (Number.isNaN(hi)) return numberError(ctx, upper);
    const val = ref.kind === 'boolean' ? (v: Json) => Number(toBool(v) ?? NaN) : toNumber;
    return onField(ctx, ref, (v) => {
      const n = val(v);
      return cmp(lo, n, incL) && cmp(n, hi, incU);
    }, score);
  }
  if (ref.kind === 'date') {
    const format = typeof spec.format === 'string' ? spec.format : ref.format;
    const bound = (b: Json, roundUp: boolean, dflt: number): number | EsError => {
      if (b === null) return dflt;
      const r = parseDateMath(keywordOf(b), format, ctx.now, roundUp);
      return r.ok ? r.millis : dateError(ctx, keywordOf(b), format, query);
    };
    // `gt` and `lte` round up, `gte` and `lt` down (DateMathParser's roundUp flag).
    const lo = bound(lower, !incL, -Infinity);
    if (isErr(lo)) return lo;
    const hi = bound(upper, incU, Infinity);
    if (isErr(hi)) return hi;
    return onField(ctx, ref, (v) => {
      const t = toMillis(v, ref.format);
      return cmp(lo, t, incL) && cmp(t, hi, incU);
    }, score);
  }
  if (isIpField(ref.def)) {
    // IpFieldType.rangeQuery: the bounds are addresses, compared with each value by encoding.
    const b = ipRangeBounds(ctx.index, lower, upper);
    if (isErr(b)) return b;
    return onField(ctx, ref, (v) => {
      const x = ipBytes(keywordOf(v));
      if (!x) return false;
      return (b.lo === null || compareIpBytes(b.lo, x) < (incL ? 1 : 0)) && (b.hi === null || compareIpBytes(x, b.hi) < (incU ? 1 : 0));
    }, score);
  }
  // Strings compare as terms: keyword values whole (normalized, bounds too, where the field has a normalizer),
  // text values token by token.
  const norm = keywordNormalizerOf(ctx, ref);
  const lo = lower === null ? null : norm ? norm(keywordOf(lower)) : keywordOf(lower);
  const hi = upper === null ? null : norm ? norm(keywordOf(upper)) : keywordOf(upper);
  // TermRangeQuery compares BytesRefs: UTF-8 byte order, which UTF-16 code units break above U+FFFF.
  // A version field's terms are VersionEncoder's encodings: its ranges follow version precedence.
  const order = ref.def?.type === 'version' ? compareVersions : compareBytes;
  const inRange = (s: string) => (lo === null || order(lo, s) < (incL ? 1 : 0)) && (hi === null || order(s, hi) < (incU ? 1 : 0));
  if (ref.kind === 'text') {
    const terms = indexTerms(ctx, ref);
    return onField(ctx, ref, (v) => terms(keywordOf(v)).some(inRange), score);
  }
  return onField(ctx, ref, norm ? (v) => inRange(norm(keywordOf(v))) : (v) => inRange(keywordOf(v)), score);
}

function matchQuery(ctx: QueryContext, body: Json, path: PathStep[], query: Json, phrase: boolean): Result {
  const name = phrase ? 'match_phrase' : 'match';
  const fv = singleField(ctx, name, body, path);
  if (isErr(fv)) return fv;
  const vf = valueForm(ctx, name, fv[1], [...path, fv[0]], 'query');
  if (isErr(vf)) return vf;
  const undeclared = undeclaredQueryKey(ctx, name, vf.opts, [...path, fv[0]]);
  if (undeclared) return undeclared;
  // `cutoff_frequency` (ES 7, deprecated from 7.3) makes the match a common terms query; ES 8 refuses it.
  if (!phrase && vf.opts.cutoff_frequency !== undefined) {
    if (ctx.profile.matchCutoffFrequency === 'removed') return queryKeyUnsupported('match', 'cutoff_frequency', where(ctx, [...path, fv[0], 'cutoff_frequency']));
    // MatchQuery makes a common terms query of text analysed into several terms; other fields keep their term query.
    if (matchMakesCommonTerms(ctx, fv[0], vf.opts)) return commonQuery(ctx, matchAsCommon(fv[0], vf.opts), path);
  }
  const ref = resolveField(ctx.index, fv[0]);
  const unindexed = notIndexedFailure(ctx, ref);
  if (unindexed) return unindexed;
  // A keyword field's value is one term: fuzziness makes it a fuzzy query on it (KeywordFieldType.fuzzyQuery).
  if (ref.kind === 'keyword' && !phrase && vf.opts.fuzziness !== undefined) return onField(ctx, ref, (v) => hasFuzzy([keywordOf(v)], keywordOf(vf.value), vf.opts as Record<string, Json>));
  if (ref.kind !== 'text' && (phrase || !splitsQueriesOnWhitespace(ref.def))) {
    const value = isExactLongField(ref) ? exactInput(vf.value, ctx.rawBody, isObject(fv[1]) ? [...path, fv[0], 'query'] : [...path, fv[0]]) : vf.value;
    const leaf = equalsLeaf(ctx, ref, value, query);
    return isErr(leaf) ? leaf : onField(ctx, ref, leaf, boostOf(vf.opts));
  }
  const analyzer = queryAnalyzer(ctx.index, ctx.profile, ref.def, vf.opts.analyzer, phrase);
  if (!analyzer) return queryAnalyzerNotFound(name, String(vf.opts.analyzer), ctx.index);
  const tokens = analyzer.tokens(keywordOf(vf.value));
  const terms = tokens.map((t) => t.term);
  const indexed = indexTerms(ctx, ref);
  if (terms.length === 0) return MATCH_NONE;
  if (phrase) {
    // A phrase of several positions needs positions; one position is a term (or synonym) query, which does not.
    const opts = ref.def?.index_options;
    const positions = new Set(tokens.map((t) => t.position));
    if (ref.kind === 'text' && (opts === 'docs' || opts === 'freqs') && positions.size > 1) {
      return phraseWithoutPositions(ctx.profile.phraseWithoutPositions, ref.name, positions.size < tokens.length, ctx.index);
    }
    const needle = terms.join(' ');
    return onField(ctx, ref, (v) => ` ${indexed(keywordOf(v)).join(' ')} `.includes(` ${needle} `));
  }
  const and = String(vf.opts.operator ?? 'or').toLowerCase() === 'and';
  // OR: the query's terms are SHOULD clauses, at least `minimum_should_match` of them (and one) matching.
  // One term is a TermQuery, which minimum_should_match does not touch (Queries.maybeApplyMinimumShouldMatch).
  const msm = and ? terms.length : terms.length === 1 ? 1 : Math.max(1, minimumShouldMatch(vf.opts.minimum_should_match as Json | undefined, terms.length, 1));
  return onFieldAll(ctx, ref, (values) => {
    const tokens = new Set(values.flatMap((v) => indexed(keywordOf(v))));
    const fuzzy = vf.opts.fuzziness !== undefined;
    let n = 0;
    for (const t of terms) if (fuzzy ? hasFuzzy(tokens, t, vf.opts as Record<string, Json>) : tokens.has(t)) n++;
    return n >= msm;
  });
}

function patternQuery(ctx: QueryContext, name: 'prefix' | 'wildcard', body: Json, path: PathStep[]): Result {
  const fv = singleField(ctx, name, body, path);
  if (isErr(fv)) return fv;
  const key = name === 'wildcard' && isObject(fv[1]) && !('value' in fv[1]) ? 'wildcard' : 'value';
  const vf = valueForm(ctx, name, fv[1], [...path, fv[0]], key);
  if (isErr(vf)) return vf;
  const undeclared = undeclaredQueryKey(ctx, name, vf.opts, [...path, fv[0]]);
  if (undeclared) return undeclared;
  const ci = vf.opts.case_insensitive === true;
  const pat = keywordOf(vf.value);
  const test: (s: string) => boolean = name === 'prefix'
    ? ci ? (s) => s.toLowerCase().startsWith(pat.toLowerCase()) : (s) => s.startsWith(pat)
    : ((g) => (s: string) => globMatch(g, s))(compileGlob(pat, ci));
  const ref = resolveField(ctx.index, fv[0]);
  const unindexed = notIndexedFailure(ctx, ref);
  if (unindexed) return unindexed;
  // search_as_you_type: a prefix on the root or a shingle field is a term on its `_index_prefix` field.
  const saytPrefix = name === 'prefix' && saytPrefixWithinBounds(pat) ? saytPrefixFieldOf(ref.name, ref.def) : undefined;
  if (saytPrefix !== undefined) {
    const pref = resolveField(ctx.index, saytPrefix);
    const terms = indexTerms(ctx, pref);
    const eq = ci ? (s: string) => s.toLowerCase() === pat.toLowerCase() : (s: string) => s === pat;
    return onField(ctx, pref, (v) => terms(keywordOf(v)).some(eq), boostOf(vf.opts));
  }
  if (ref.kind === 'text') {
    const terms = indexTerms(ctx, ref);
    return onField(ctx, ref, (v) => terms(keywordOf(v)).some(test), boostOf(vf.opts));
  }
  if (ref.kind !== 'keyword' && ref.kind !== 'meta') return MATCH_NONE;
  // A normalized keyword matches its indexed terms, against the prefix or pattern normalized likewise.
  const norm = keywordNormalizerOf(ctx, ref);
  if (norm) {
    const p = name === 'prefix' ? norm(pat) : normalizeWildcardPattern(pat, norm);
    const ntest: (s: string) => boolean = name === 'prefix'
      ? ci ? (s) => s.toLowerCase().startsWith(p.toLowerCase()) : (s) => s.startsWith(p)
      : ((g) => (s: string) => globMatch(g, s))(compileGlob(p, ci));
    return onField(ctx, ref, (v) => ntest(norm(keywordOf(v))), boostOf(vf.opts));
  }
  return onField(ctx, ref, (v) => test(keywordOf(v)), boostOf(vf.opts));
}

const REGEXP_KEYS = new Set(['value', 'flags', 'flags_value', 'case_insensitive', 'max_determinized_states', 'rewrite', 'boost', '_name']);

/** `regexp`: Lucene's RegExp syntax, run as an automaton (regexp.ts) over keyword values and text tokens. */
function regexpQuery(ctx: QueryContext, body: Json, path: PathStep[]): Result {
  const fv = singleField(ctx, 'regexp', body, path);
  if (isErr(fv)) return fv;
  const vf = valueForm(ctx, 'regexp', fv[1], [...path, fv[0]]);
  if (isErr(vf)) return vf;
  for (const k of Object.keys(vf.opts)) if (!REGEXP_KEYS.has(k) || (k === 'case_insensitive' && !ctx.profile.caseInsensitiveTermLevel)) return queryKeyUnsupported('regexp', k, where(ctx, [...path, fv[0], k]));
  const pattern = keywordOf(vf.value);
  let flags = REGEXP_FLAGS.ALL;
  if (typeof vf.opts.flags_value === 'number') flags = vf.opts.flags_value;
  else if (vf.opts.flags !== undefined) {
    const parsed = parseRegexpFlags(String(vf.opts.flags));
    if (parsed === undefined) return regexInvalid(`Unknown regexp flag [${String(vf.opts.flags)}]`, ctx.index);
    flags = parsed;
  }
  if (ctx.profile.maxRegexLength === 'refuse') {
    const max = intSetting(ctx.index.settings, 'index.max_regex_length', 1000);
    if (pattern.length > max) return regexTooLong(pattern.length, max, ctx.index);
  }
  const tooComplex = regexpTooComplex(ctx, pattern, vf.opts.max_determinized_states);
  if (tooComplex) return tooComplex;
  const re = compileRegexp(pattern, flags, vf.opts.case_insensitive === true);
  if (isRegexpFailure(re)) return re.kind === 'syntax' ? regexInvalid(re.message, ctx.index) : notSupportedBySimulator(re.feature);
  const test = (s: string) => regexpMatches(re, s);
  const ref = resolveField(ctx.index, fv[0]);
  const unindexed = notIndexedFailure(ctx, ref);
  if (unindexed) return unindexed;
  if (ref.kind === 'text') {
    const terms = indexTerms(ctx, ref);
    return onField(ctx, ref, (v) => terms(keywordOf(v)).some(test), boostOf(vf.opts));
  }
  if (ref.kind !== 'keyword' && ref.kind !== 'meta') return MATCH_NONE;
  // A regexp runs over the indexed terms as written: a normalized keyword's terms are normalized, the pattern is
  // not; OpenSearch's wildcard field normalizes the pattern too (WildcardFieldType.regexpQuery).
  const norm = keywordNormalizerOf(ctx, ref);
  if (norm && ref.def?.type === 'wildcard') {
    const nre = compileRegexp(norm(pattern), flags, vf.opts.case_insensitive === true);
    if (isRegexpFailure(nre)) return nre.kind === 'syntax' ? regexInvalid(nre.message, ctx.index) : notSupportedBySimulator(nre.feature);
    return onField(ctx, ref, (v) => regexpMatches(nre, norm(keywordOf(v))), boostOf(vf.opts));
  }
  return onField(ctx, ref, norm ? (v) => test(norm(keywordOf(v))) : (v) => test(keywordOf(v)), boostOf(vf.opts));
}

function boostOf(o: JsonObject): number {
  return typeof o.boost === 'number' ? o.boost : 1;
}

function clauses(ctx: QueryContext, body: JsonObject, key: string, path: PathStep[]): CompiledQuery[] | EsError {
  const v = body[key] as Json | undefined;
  if (v === undefined || v === null) return [];
  const list = Array.isArray(v) ? v : [v];
  const out: CompiledQuery[] = [];
  for (let i = 0; i < list.length; i++) {
    const r = compileAt(list[i], ctx, Array.isArray(v) ? [...path, key, i] : [...path, key]);
    if (isErr(r)) return r;
    out.push(r);
  }
  return out;
}

function minimumShouldMatch(spec: Json | undefined, n: number, dflt: number): number {
  if (spec === undefined || spec === null) return dflt;
  try {
    return calculateMinShouldMatch(n, String(spec));
  } catch {
    return dflt;
  }
}

const CLAUSE_KEYS = new Set(['must', 'filter', 'should', 'must_not', 'mustNot']);

function boolQuery(ctx: QueryContext, body: Json, path: PathStep[]): Result {
  if (!isObject(body)) return queryBodyNotAnObject('bool', where(ctx, path));
  for (const k of Object.keys(body)) {
    if (!['must', 'filter', 'should', 'must_not', 'mustNot', 'minimum_should_match', 'boost', '_name', 'adjust_pure_negative', 'disable_coord'].includes(k) || (k === 'disable_coord' && ctx.profile.boolDisableCoord === 'removed')) {
      return boolUnknownField(ctx.profile, k, keyAt(ctx.rawBody, [...path, k]), where(ctx, [...path, k]));
    }
    // ES 8's ObjectParser checks a clause list's token (declareObjectArrayOrNull) before parsing it.
    const v = body[k];
    if (ctx.profile.boolDisableCoord === 'removed' && CLAUSE_KEYS.has(k) && v !== null && typeof v !== 'object') {
      return valueTypeUnsupported(ctx.profile, 'bool', k, typeof v === 'string' ? 'VALUE_STRING' : typeof v === 'number' ? 'VALUE_NUMBER' : 'VALUE_BOOLEAN', where(ctx, [...path, k]));
    }
  }
  const must = clauses(ctx, body, 'must', path);
  if (isErr(must)) return must;
  const filter = clauses(ctx, body, 'filter', path);
  if (isErr(filter)) return filter;
  const should = clauses(ctx, body, 'should', path);
  if (isErr(should)) return should;
  const mustNotNamed = clauses(ctx, body, 'must_not', path);
  if (isErr(mustNotNamed)) return mustNotNamed;
  // `mustNot`: must_not's other name (BoolQueryBuilder MUSTNOT in 7.x, a deprecated name in 8).
  const mustNotCamel = clauses(ctx, body, 'mustNot', path);
  if (isErr(mustNotCamel)) return mustNotCamel;
  const mustNot = [...mustNotNamed, ...mustNotCamel];
  if (must.length + filter.length + should.length + mustNot.length === 0) return { ...MATCH_ALL, score: boostOf(body) };
  const required = [...must, ...filter].filter((q) => !q.matchAll);
  // Without must/filter, at least one should clause must match — when there are any.
  const msm = minimumShouldMatch(body.minimum_should_match as Json | undefined, should.length, should.length > 0 && must.length + filter.length === 0 ? 1 : 0);
  if (msm > should.length) return MATCH_NONE;
  const score = must.reduce((s, q) => s + q.score, 0) + should.reduce((s, q) => s + q.score, 0);
  if (required.length === 0 && msm === 0 && mustNot.length === 0) return { test: () => true, score, matchAll: true };
  return {
    score,
    test: (d) => {
      for (const q of required) if (!q.test(d)) return false;
      for (const q of mustNot) if (q.test(d)) return false;
      if (msm > 0) {
        let hits = 0;
        for (const q of should) if (q.test(d) && ++hits >= msm) return true;
        return false;
      }
      return true;
    },
  };
}

function leafFields(props: Record<string, FieldDef> | undefined, prefix: string): string[] {
  const out: string[] = [];
  for (const [k, def] of Object.entries(props ?? {})) {
    if (def.properties) out.push(...leafFields(def.properties, `${prefix}.${k}`));
    else out.push(`${prefix}.${k}`);
  }
  return out;
}

/** The queries whose fromXContent reads an operator with Operator.fromString, and the key it is under. */
const OPERATOR_KEYS: Record<string, 'operator' | 'default_operator'> = { match: 'operator', match_bool_prefix: 'operator', multi_match: 'operator', query_string: 'default_operator', simple_query_string: 'default_operator' };

/** An operator other than and / or (any case), refused as Operator.fromString refuses it; else undefined. */
function operatorProblem(ctx: QueryContext, name: string, body: Json): EsError | undefined {
  const key = OPERATOR_KEYS[name];
  if (!key || !isObject(body)) return undefined;
  // match and match_bool_prefix hold their options under the field name.
  const opts = key === 'operator' && name !== 'multi_match' ? Object.values(body).find(isObject) : body;
  const v = isObject(opts) ? opts[key] : undefined;
  if (v === undefined || v === null || isObject(v) || Array.isArray(v)) return undefined;
  const s = String(v);
  return /^(and|or)$/i.test(s) ? undefined : operatorUnknown(ctx.profile, s);
}

/** The queries whose fromXContent reads `zero_terms_query` as none or all (any case), anything else a ParsingException. */
const ZERO_TERMS_QUERIES = new Set(['match', 'match_phrase', 'match_phrase_prefix', 'multi_match']);

/** A `zero_terms_query` other than none / all, refused at its value; else undefined. */
function zeroTermsProblem(ctx: QueryContext, name: string, body: Json, p: PathStep[]): EsError | undefined {
  if (!ZERO_TERMS_QUERIES.has(name) || !isObject(body)) return undefined;
  const field = name === 'multi_match' ? undefined : Object.keys(body).find((k) => isObject(body[k]));
  const opts = field === undefined ? (name === 'multi_match' ? body : undefined) : body[field];
  const v = isObject(opts) ? opts.zero_terms_query : undefined;
  if (v === undefined || v === null || isObject(v) || Array.isArray(v) || /^(none|all)$/i.test(String(v))) return undefined;
  return zeroTermsQueryUnsupported(String(v), where(ctx, field === undefined ? [...p, 'zero_terms_query'] : [...p, field, 'zero_terms_query']));
}

function compileAt(q: Json, ctx: QueryContext, path: PathStep[]): Result {
  if (!isObject(q)) return queryNotAnObject(where(ctx, path));
  const keys = Object.keys(q);
  // An empty clause matches everything (ES 6 deprecates it, later versions accept it the same way).
  if (keys.length === 0) return MATCH_ALL;
  // parseInnerQueryBuilder reads the query, then the next token: a FIELD_NAME, reported where the key starts.
  if (keys.length > 1) return queryExpectedEnd(keys[0], keyAt(ctx.rawBody, [...path, keys[1]]));
  const name = keys[0];
  const body = q[name] as Json;
  const p = [...path, name];
  const runtimeRefused = runtimeQueryProblem(ctx.index, name, body);
  if (runtimeRefused) return runtimeRefused;
  const badOperator = operatorProblem(ctx, name, body) ?? zeroTermsProblem(ctx, name, body, p) ?? ownKeysProblem(ctx, name, body, p);
  if (badOperator) return badOperator;
  switch (name) {
    case 'match_all':
      return isObject(body) ? { ...MATCH_ALL, score: boostOf(body) } : queryBodyNotAnObject('match_all', where(ctx, p));
    case 'match_none':
      return MATCH_NONE;
    case 'term':
      return termQuery(ctx, body, p, q);
    case 'terms':
      return termsQuery(ctx, body, p, q);
    case 'range':
      return rangeQuery(ctx, body, p, q);
    case 'bool':
      return boolQuery(ctx, body, p);
    case 'match':
      return matchQuery(ctx, body, p, q, false);
    case 'match_phrase':
      return matchQuery(ctx, body, p, q, true);
    case 'prefix':
    case 'wildcard':
      return patternQuery(ctx, name, body, p);
    case 'regexp':
      return regexpQuery(ctx, body, p);
    case 'constant_score': {
      if (!isObject(body) || body.filter === undefined) return constantScoreWithoutFilter(where(ctx, p));
      const inner = compileAt(body.filter as Json, ctx, [...p, 'filter']);
      return isErr(inner) ? inner : { ...inner, score: boostOf(body) };
    }
    case 'ids': {
      if (!isObject(body)) return queryBodyNotAnObject('ids', where(ctx, p));
      const values = body.values;
      // ObjectParser's declareStringArray (ValueType.STRING_ARRAY) also takes one string as a list of one.
      if (values !== undefined && !Array.isArray(values) && typeof values !== 'string') return queryKeyUnsupported('ids', 'values', where(ctx, [...p, 'values']));
      const ids = (values === undefined ? [] : typeof values === 'string' ? [values] : values).map((v) => keywordOf(v as Json));
      // The set is made only if a caller tests documents it did not find by these ids: a reindex's lookups
      // send thousands of ids per request, and matchIndex finds each by its id instead.
      let set: Set<string> | undefined;
      return { test: (d) => (set ??= new Set(ids)).has(d.id), score: boostOf(body), candidates: ids, byIdOnly: true, typedKeys: ctx.profile.typesPerIndex === 'many' };
    }
    case 'type': {
      // ES 8.0 removed the type query (TypeQueryBuilder). Its view for 7.x clients has a TypeQueryV7Builder,
      // whose behaviour changed during 8.x and is not modelled: the view keeps 7.x's matching.
      if (!ctx.profile.typedApis && ctx.profile.distribution === 'elasticsearch' && !ctx.profile.typesCompat) return unknownQuery(ctx.profile, name, where(ctx, p));
      const t = isObject(body) ? body.value : undefined;
      if (typeof t !== 'string') return typeQueryValue(where(ctx, p));
      return { test: (d) => d.type === t, score: 1 };
    }
    case 'exists': {
      // ExistsQueryBuilder.fromXContent reads any value token's text: a number or boolean names a field too.
      const given = isObject(body) ? body.field : undefined;
      const field = typeof given === 'number' || typeof given === 'boolean' ? String(given) : given;
      if (!isObject(body) || typeof field !== 'string') return existsWithoutField(where(ctx, p));
      if (isSourceField(field)) return sourceFieldNotSearchable(ctx.index);
      const ref = queryFieldRef(ctx, field);
      if (ref.kind === 'unmapped') return MATCH_NONE;
      const name = ctx.index.name;
      // An object exists when any field mapped under it has a value (however the source spells the path).
      const refs = (ref.kind === 'object' ? leafFields(ref.def?.properties, field).map((f) => resolveField(ctx.index, f)) : [ref]).filter((r) => inScope(ctx, r));
      const present = (v: Json) => !isObject(v) || Object.keys(v).length > 0;
      return { test: (d) => refs.some((r) => someValue(d, r, name, present)), score: boostOf(body) };
    }
    case 'match_bool_prefix':
      if (!ctx.profile.matchBoolPrefixQuery) return unknownQuery(ctx.profile, name, where(ctx, p));
      return prefixMatchQuery(ctx, name, body, p);
    case 'match_phrase_prefix':
      return prefixMatchQuery(ctx, name, body, p);
    case 'fuzzy': {
      const fz = parseFuzzy(ctx, body, p);
      if (isErr(fz)) return fz;
      const ref = resolveField(ctx.index, fz.field);
      const unindexed = notIndexedFailure(ctx, ref);
      if (unindexed) return unindexed;
      if (ref.kind === 'text') return onField(ctx, ref, (v) => hasFuzzy(analyze(keywordOf(v)), fz.value, fz.opts), boostOf(fz.opts as JsonObject));
      if (ref.kind === 'keyword' || ref.kind === 'meta') {
        const norm = keywordNormalizerOf(ctx, ref);
        if (norm) {
          const value = norm(fz.value);
          return onField(ctx, ref, (v) => hasFuzzy([norm(keywordOf(v))], value, fz.opts), boostOf(fz.opts as JsonObject));
        }
        return onField(ctx, ref, (v) => hasFuzzy([keywordOf(v)], fz.value, fz.opts), boostOf(fz.opts as JsonObject));
      }
      return MATCH_NONE;
    }
    case 'terms_set':
      return termsSetQuery(ctx, body, p, q);
    case 'dis_max':
      return disMaxQuery(ctx, body, p, compileAt);
    case 'boosting':
      return boostingQuery(ctx, body, p, compileAt);
    case 'multi_match':
      return multiMatchQuery(ctx, body, p, compileAt);
    case 'function_score':
      return functionScoreQuery(ctx, body, p, compileAt);
    case 'script':
      return scriptQuery(ctx, body, p);
    case 'script_score':
      if (!ctx.profile.scoringQueries.scriptScore) return unknownQuery(ctx.profile, name, where(ctx, p));
      return scriptScoreQuery(ctx, body, p, compileAt);
    case 'pinned':
    case 'rank_feature':
    case 'distance_feature':
      return featureQuery(name, ctx, body, p, compileAt);
    case 'nested':
      return nestedQuery(ctx, body, p, compileAt);
    case 'knn':
      return knnQuery(ctx, body, p, compileAt);
    case 'has_child':
      return hasChildQuery(ctx, body, p, compileAt);
    case 'has_parent':
      return hasParentQuery(ctx, body, p, compileAt);
    case 'parent_id':
      return parentIdQuery(ctx, body, p);
    case 'percolate':
      return percolateQuery(ctx, body, p, compileAt);
    case 'geo_distance':
      return geoDistanceQuery(ctx, body, p);
    case 'geo_bounding_box':
      return geoBoundingBoxQuery(ctx, body, p);
    case 'geo_polygon':
      return geoPolygonQuery(ctx, body, p);
    case 'geo_shape':
      return geoShapeQuery(ctx, body, p);
    case 'geo_grid':
      return geoGridQuery(ctx, body, p);
    case 'shape':
      return shapeQuery(ctx, body, p);
    case 'sparse_vector':
      return sparseVectorQuery(ctx, body, p);
    case 'query_string':
    case 'simple_query_string': {
      // Both are parsed into the query DSL they mean for this index, which is then compiled as such.
      const dsl = name === 'query_string' ? queryStringToDsl(ctx, body, p) : simpleQueryStringToDsl(ctx, body, p);
      return isErr(dsl) ? dsl : compileAt(dsl, ctx, p);
    }
    default:
      if (SPAN_QUERIES.has(name)) return spanQuery(ctx, name, body, p, compileAt);
      if (name === 'combined_fields' && ctx.profile.fullTextQueries.combinedFields) return combinedFieldsQuery(ctx, body, p);
      if (name === 'more_like_this') return mltQuery(ctx, body, p);
      if (name === 'intervals' && ctx.profile.fullTextQueries.intervals) return intervalsQuery(ctx, body, p);
      if (name === 'common' && ctx.profile.commonTermsQuery !== 'removed') return commonQuery(ctx, body, p);
      if (name === 'wrapper') {
        const inner = unwrapQuery(ctx, body, p);
        return isErr(inner) ? inner : compileAt(inner, { ...ctx, rawBody: undefined }, ['query']);
      }
      if (KNOWN_UNSUPPORTED.has(name)) return notSupportedBySimulator(`The [${name}] query`);
      return unknownQuery(ctx.profile, name, where(ctx, p));
  }
}

/** Compiles a `query` element (absent means match_all) for one index. */
export function compileQuery(q: Json | undefined, ctx: QueryContext, path: PathStep[] = ['query']): Result {
  if (q === undefined) return MATCH_ALL;
  return compileAt(q, ctx, path);
}

/**
 * `q=` as RestSearchAction.parseSearchRequest (and RestActions.urlParamsToQueryBuilder) build it: a
 * `query_string` query with `df`, `analyzer`, `analyze_wildcard` (false unless given), `lenient` and
 * `default_operator` from the URL.
 */
export function queryFromQ(q: string, params: Record<string, string> = {}): { query: Json } | { bare: string } | EsError {
  const body: JsonObject = { query: q };
  if (params.df !== undefined) body.default_field = params.df;
  if (params.analyzer !== undefined) body.analyzer = params.analyzer;
  body.analyze_wildcard = params.analyze_wildcard === 'true' || params.analyze_wildcard === '';
  if (params.lenient !== undefined) body.lenient = params.lenient !== 'false';
  if (params.default_operator !== undefined) body.default_operator = params.default_operator;
  return { query: { query_string: body } };
}

/** A bare `q=` term: matches a document when any of its values analyses to the term, as `*` fields do. */
export function compileBareTerm(value: string): CompiledQuery {
  const tokens = analyze(value);
  const anyValue = (v: Json | undefined): boolean => {
    if (v === null || v === undefined) return false;
    if (Array.isArray(v)) return v.some(anyValue);
    if (isObject(v)) return Object.values(v).some((x) => anyValue(x as Json));
    if (typeof v === 'string') return v === value || analyze(v).some((t) => tokens.includes(t));
    return String(v) === value;
  };
  return { test: (d) => anyValue(d.parsed), score: 1 };
}
