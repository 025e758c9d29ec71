/**
 * The `query_string` query: QueryStringQueryBuilder.fromXContent's options and errors, then doToQuery for
 * one index (which fields, which leniency, the parse, the top-level minimum_should_match and boosts),
 * giving query DSL that query.ts matches and the engine scores.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { multiMatchUnknownType, queryStringFieldsAndDefaultField, queryStringMalformed, queryStringUnparsable, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { where, type QueryContext } from '../queryLeaves.ts';
import { resolveField } from '../fields.ts';
import { mappedFieldNames, MULTI_MATCH_TYPES } from '../multiMatch.ts';
import { compileGlob, globMatch } from '../../glob.ts';
import { parseClassic } from './classicParser.ts';
import { BuildFailure, queryStringBuilder, toDsl, type IR, type QueryStringOptions } from './queryStringBuilder.ts';

const VALUE_KEYS = new Set([
  'query', 'default_field', 'default_operator', 'analyzer', 'quote_analyzer', 'allow_leading_wildcard', 'max_determinized_states',
  'enable_position_increments', 'escape', 'fuzzy_prefix_length', 'fuzzy_max_expansions', 'fuzzy_rewrite', 'phrase_slop', 'fuzziness',
  'boost', 'type', 'tie_breaker', 'analyze_wildcard', 'rewrite', 'minimum_should_match', 'quote_field_suffix', 'lenient', 'time_zone',
  '_name', 'auto_generate_synonyms_phrase_query', 'fuzzy_transpositions',
]);

/** The field kinds a `*` expands to (resolveMappingField with acceptAllTypes=false: fields searchable as text). */
const SEARCHABLE = new Set(['text', 'keyword', 'number', 'date', 'boolean']);

function parseFieldAndBoost(spec: string): [string, number] {
  const i = spec.indexOf('^');
  return i < 0 ? [spec, 1] : [spec.slice(0, i), Math.fround(Number(spec.slice(i + 1)))];
}

/** QueryParserHelper.resolveMappingFields: patterns expanded, unmapped names dropped, repeated weights multiplied. */
export function resolveFieldWeights(ctx: QueryContext, specs: [string, number][]): Map<string, number> {
  const out = new Map<string, number>();
  let names: string[] | undefined;
  for (const [pattern, w] of specs) {
    let matched: string[];
    if (pattern === '*') matched = (names ??= mappedFieldNames(ctx.index)).filter((n) => !n.startsWith('_') && SEARCHABLE.has(resolveField(ctx.index, n).kind));
    else if (pattern.includes('*')) {
      const g = compileGlob(pattern, false);
      matched = (names ??= mappedFieldNames(ctx.index)).filter((n) => globMatch(g, n) && !n.startsWith('_'));
    } else matched = resolveField(ctx.index, pattern).kind === 'unmapped' ? [] : [pattern];
    for (const f of matched) out.set(f, out.has(f) ? Math.fround(out.get(f)! * w) : w);
  }
  return out;
}

function indexDefaultFields(ctx: QueryContext): string[] {
  const v = ctx.index.settings['index.query.default_field'];
  if (v === undefined) return ['*'];
  if (Array.isArray(v)) return v.map(String);
  return String(v).split(',').map((s) => s.trim()).filter((s) => s !== '');
}

function bool(v: unknown): boolean | undefined {
  if (v === undefined || v === null) return undefined;
  return v === true || v === 'true';
}

/** QueryParser.escape: every syntax character preceded by a backslash. */
function escapeQuery(s: string): string {
  return s.replace(/[\\+\-!():^[\]"{}~*?|&/]/g, (c) => `\\${c}`);
}

/** True for the stand-in index searches probe first: shard-level failures wait for a real index. */
function isProbe(ctx: QueryContext): boolean {
  return ctx.index.name === '_na_' && ctx.index.uuid === '_na_';
}

/** The options' ParsingExceptions (fromXContent), before any index is consulted. */
function validate(ctx: QueryContext, body: Json, path: PathStep[]): JsonObject | EsError {
  if (!isObject(body)) return queryStringMalformed('[query_string] query malformed, no start_object after query name', where(ctx, path));
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v)) {
      if (k !== 'fields') return queryStringMalformed(`[query_string] query does not support [${k}]`, where(ctx, [...path, k]));
      continue;
    }
    if (isObject(v)) return queryStringMalformed(`[query_string] unknown token [START_OBJECT] after [${k}]`, where(ctx, [...path, k]));
    if (!VALUE_KEYS.has(k)) return queryStringMalformed(`[query_string] query does not support [${k}]`, where(ctx, [...path, k]));
  }
  if (body.query === undefined || body.query === null) return queryStringMalformed('[query_string] must be provided with a [query]', where(ctx, path));
  if (body.type !== undefined) {
    const t = String(body.type).toLowerCase();
    if (!MULTI_MATCH_TYPES.some((x) => x === t || x.replace(/_/g, '') === t.replace(/_/g, ''))) return multiMatchUnknownType(String(body.type));
  }
  return body;
}

function unwrapTop(q: IR, msm: Json | undefined, boost: number): Json {
  const boosts: number[] = [];
  let inner = q;
  while (inner.t === 'boost') {
    boosts.push(inner.boost);
    inner = inner.q;
  }
  let json = toDsl(inner) as JsonObject;
  if (inner.t === 'bool' && msm !== undefined && msm !== null) json = { bool: { ...(json.bool as JsonObject), minimum_should_match: msm } };
  for (let i = boosts.length - 1; i >= 0; i--) json = { bool: { must: [json], boost: boosts[i]! } };
  return boost === 1 ? json : { bool: { must: [json], boost } };
}

/** A `query_string` body as the query DSL it means for this index, or ES's error. */
export function queryStringToDsl(ctx: QueryContext, body: Json, path: PathStep[]): Json | EsError {
  const v = validate(ctx, body, path);
  if ('status' in v && 'cause' in v) return v as EsError;
  const o = v as JsonObject;
  const raw = String(o.query);
  const text = bool(o.escape) ? escapeQuery(raw) : raw;
  const fieldSpecs = Array.isArray(o.fields) ? o.fields.map((f) => parseFieldAndBoost(String(f))) : [];
  if (fieldSpecs.length > 0 && o.default_field !== undefined && o.default_field !== null) return isProbe(ctx) ? { match_none: {} } : queryStringFieldsAndDefaultField(ctx.index);
  const explicitLenient = bool(o.lenient);
  const isLenient = explicitLenient ?? bool(ctx.index.settings['index.query_string.lenient'] as Json) ?? false;
  let defaultField: string | null = null;
  let weights = new Map<string, number>();
  let lenient = isLenient;
  if (typeof o.default_field === 'string') {
    if (o.default_field === '*') {
      defaultField = '*';
      weights = resolveFieldWeights(ctx, [['*', 1]]);
      lenient = explicitLenient ?? true;
    } else defaultField = o.default_field;
  } else {
    const specs = fieldSpecs.length > 0 ? fieldSpecs : indexDefaultFields(ctx).map(parseFieldAndBoost);
    if (specs.some(([f]) => f === '*')) {
      lenient = explicitLenient ?? true;
      if (fieldSpecs.length === 0) {
        defaultField = '*';
        weights = resolveFieldWeights(ctx, [['*', 1]]);
      } else weights = resolveFieldWeights(ctx, specs);
    } else weights = resolveFieldWeights(ctx, specs);
  }
  const type = o.type === undefined ? 'best_fields' : String(o.type).toLowerCase();
  const opts: QueryStringOptions = {
    defaultField,
    fieldsAndWeights: weights,
    and: String(o.default_operator ?? 'or').toLowerCase() === 'and',
    type,
    tieBreaker: typeof o.tie_breaker === 'number' ? Math.fround(o.tie_breaker) : type === 'most_fields' ? 1 : 0,
    phraseSlop: typeof o.phrase_slop === 'number' ? o.phrase_slop : 0,
    quoteFieldSuffix: typeof o.quote_field_suffix === 'string' ? o.quote_field_suffix : undefined,
    allowLeadingWildcard: bool(o.allow_leading_wildcard) ?? true,
    analyzeWildcard: bool(o.analyze_wildcard) ?? false,
    lenient,
    fuzziness: o.fuzziness as Json | undefined,
    fuzzyPrefixLength: typeof o.fuzzy_prefix_length === 'number' ? o.fuzzy_prefix_length : 0,
    fuzzyMaxExpansions: typeof o.fuzzy_max_expansions === 'number' ? o.fuzzy_max_expansions : 50,
    fuzzyTranspositions: bool(o.fuzzy_transpositions) ?? true,
    timeZone: typeof o.time_zone === 'string' ? o.time_zone : undefined,
    analyzer: typeof o.analyzer === 'string' ? o.analyzer : undefined,
    quoteAnalyzer: typeof o.quote_analyzer === 'string' ? o.quote_analyzer : undefined,
    autoGenerateSynonymsPhraseQuery: bool(o.auto_generate_synonyms_phrase_query) ?? true,
  };
  // QueryStringQueryParser.parse: a blank query matches nothing.
  if (text.trim() === '') return { match_none: {} };
  let parsed;
  try {
    parsed = parseClassic(text, defaultField, queryStringBuilder(ctx, opts), ctx.profile.queryParserJavacc7);
  } catch (e) {
    if (e instanceof BuildFailure) return e.error;
    throw e;
  }
  if ('error' in parsed) return isProbe(ctx) ? { match_none: {} } : queryStringUnparsable(raw, parsed.error.message, parsed.error.cause, ctx.index);
  if (parsed.q === null) return { match_none: {} };
  const boost = typeof o.boost === 'number' ? Math.fround(o.boost) : 1;
  return unwrapTop(parsed.q, o.minimum_should_match as Json | undefined, boost);
}
