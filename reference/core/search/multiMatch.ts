/**
 * `multi_match` as MultiMatchQueryBuilder parses it and MultiMatchQueryParser builds it: one `match` (or
 * `match_phrase`) per resolved field, each boosted by its field's `^boost`, combined as a disjunction-max
 * (`best_fields`, `phrase`: tie_breaker 0 by default; `most_fields`: tie_breaker 1, a plain sum). Fields
 * come from `fields` (wildcards and `^boost`) or `index.query.default_field` (default `*`); wildcard fields
 * are lenient, as ES sets leniency for `*`.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { multiMatchNoText, multiMatchOptionNotAllowed, multiMatchUnknownType, queryBodyNotAnObject, queryKeyUnsupported, queryUnknownToken, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import { compileGlob, globMatch } from '../glob.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import type { QueryContext } from './queryLeaves.ts';

const TYPES = ['best_fields', 'most_fields', 'cross_fields', 'phrase', 'phrase_prefix', 'bool_prefix'] as const;
export type MultiMatchType = (typeof TYPES)[number];

const VALUE_KEYS = new Set([
  'query', 'type', 'analyzer', 'boost', 'slop', 'fuzziness', 'prefix_length', 'max_expansions', 'operator', 'minimum_should_match',
  'fuzzy_rewrite', 'tie_breaker', 'lenient', 'zero_terms_query', '_name', 'auto_generate_synonyms_phrase_query', 'fuzzy_transpositions',
  'use_dis_max', 'cutoff_frequency',
]);

/** What a multi_match runs: per field, the query JSON to build and its field boost. */
export interface MultiMatchPlan {
  type: MultiMatchType;
  tie: number;
  boost: number;
  /** Field name, its boost, and whether an error building it is ignored (lenient). */
  fields: { field: string; boost: number; lenient: boolean }[];
  /** The per-field match options (operator, minimum_should_match, slop, zero_terms_query…). */
  perField(field: string): Json;
  zeroAll: boolean;
  /** The query text, operator and minimum_should_match (cross_fields builds its own per-term structure). */
  text: string;
  and: boolean;
  msm: Json | undefined;
}

function at(ctx: QueryContext, path: PathStep[]): { line: number; col: number } {
  const loc = ctx.rawBody ? locate(ctx.rawBody, path) : undefined;
  return loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 };
}

function parseFieldAndBoost(spec: string): [string, number] {
  const i = spec.indexOf('^');
  return i < 0 ? [spec, 1] : [spec.slice(0, i), Math.fround(Number(spec.slice(i + 1)))];
}

/** Every mapped field path of an index, with multi-fields (`title.keyword`), as getMatchingFieldNames lists them. */
export function mappedFieldNames(index: IndexState): string[] {
  const out: string[] = [];
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix ? `${prefix}.${k}` : k;
      if (def.properties) walk(def.properties, name);
      else if (def.type !== 'object' && def.type !== 'nested') {
        out.push(name);
        for (const sub of Object.keys(def.fields ?? {})) out.push(`${name}.${sub}`);
      }
    }
  };
  for (const m of index.mappings.values()) walk(m.properties, '');
  return [...new Set(out)];
}

/** QueryParserHelper.resolveMappingFields: patterns against mapped names; boosts of repeated fields multiply. */
export function resolveFields(index: IndexState, specs: [string, number][]): { field: string; boost: number; lenient: boolean }[] {
  const out = new Map<string, { field: string; boost: number; lenient: boolean }>();
  let names: string[] | undefined;
  for (const [pattern, boost] of specs) {
    const wild = pattern.includes('*');
    const matched = wild ? (names ??= mappedFieldNames(index)).filter((n) => globMatch(compileGlob(pattern, false), n)) : [pattern];
    for (const field of matched) {
      const prev = out.get(field);
      out.set(field, { field, boost: prev ? Math.fround(prev.boost * boost) : boost, lenient: wild || (prev?.lenient ?? false) });
    }
  }
  return [...out.values()];
}

function defaultFields(index: IndexState): string[] {
  const v = index.settings['index.query.default_field'];
  if (v === undefined) return ['*'];
  if (Array.isArray(v)) return v.map(String);
  return String(v).split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/** Parses and validates a multi_match body (ES's errors), and resolves its fields for one index. */
export function multiMatchPlan(ctx: QueryContext, body: Json, path: PathStep[]): MultiMatchPlan | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('multi_match', at(ctx, path));
  const specs: [string, number][] = [];
  for (const [k, v] of Object.entries(body)) {
    if (k === 'fields') {
      if (typeof v === 'string') specs.push(parseFieldAndBoost(v));
      else if (Array.isArray(v)) for (const s of v) specs.push(parseFieldAndBoost(String(s)));
      else return queryKeyUnsupported('multi_match', k, at(ctx, [...path, k]));
      continue;
    }
    if (isObject(v) || Array.isArray(v)) return queryUnknownToken('multi_match', Array.isArray(v) ? 'START_ARRAY' : 'START_OBJECT', k, at(ctx, [...path, k]));
    if (!VALUE_KEYS.has(k) || (!ctx.profile.multiMatchLegacyOptions && (k === 'use_dis_max' || k === 'cutoff_frequency'))) return queryKeyUnsupported('multi_match', k, at(ctx, [...path, k]));
  }
  if (body.query === undefined || body.query === null) return multiMatchNoText(at(ctx, path));
  const typeName = body.type === undefined ? 'best_fields' : String(body.type).toLowerCase();
  // Type.parse: the names and their camelCase/deprecated forms; anything else is an ElasticsearchParseException.
  const type = TYPES.find((t) => t === typeName || t.replace(/_(.)/g, (_, c: string) => c.toUpperCase()).toLowerCase() === typeName);
  if (!type || (type === 'bool_prefix' && !ctx.profile.matchBoolPrefixQuery)) return multiMatchUnknownType(String(body.type));
  if (body.fuzziness !== undefined && (type === 'cross_fields' || type === 'phrase' || type === 'phrase_prefix')) {
    return multiMatchOptionNotAllowed(`Fuzziness not allowed for type [${type}]`, at(ctx, path));
  }
  if (body.slop !== undefined && Number(body.slop) !== 0 && type === 'bool_prefix') return multiMatchOptionNotAllowed(`[slop] not allowed for type [${type}]`, at(ctx, path));
  // ES 7's MultiMatchQueryBuilder.fromXContent refuses cutoff_frequency with bool_prefix after slop (8.0 removed the option).
  if (body.cutoff_frequency !== undefined && body.cutoff_frequency !== null && type === 'bool_prefix' && ctx.profile.multiMatchLegacyOptions) {
    return multiMatchOptionNotAllowed(`[cutoff_frequency] not allowed for type [${type}]`, at(ctx, path));
  }
  const fields = resolveFields(ctx.index, specs.length > 0 ? specs : defaultFields(ctx.index).map(parseFieldAndBoost));
  const explicitLenient = typeof body.lenient === 'boolean' ? body.lenient : undefined;
  for (const f of fields) f.lenient = explicitLenient ?? (f.lenient || specs.length === 0);
  const tie = typeof body.tie_breaker === 'number' ? Math.fround(body.tie_breaker) : type === 'most_fields' ? 1 : 0;
  const boost = typeof body.boost === 'number' ? Math.fround(body.boost) : 1;
  const perField = (field: string): Json => {
    const opts: JsonObject = { query: body.query as Json };
    for (const k of ['operator', 'minimum_should_match', 'zero_terms_query', 'analyzer', 'fuzziness', 'prefix_length', 'max_expansions', 'fuzzy_transpositions', 'cutoff_frequency'] as const) if (body[k] !== undefined) opts[k] = body[k] as Json;
    if (type === 'phrase_prefix' || type === 'bool_prefix') {
      const p: JsonObject = { query: body.query as Json };
      const keys = type === 'phrase_prefix' ? ['slop', 'max_expansions', 'analyzer', 'zero_terms_query'] : ['operator', 'minimum_should_match', 'max_expansions', 'analyzer', 'fuzziness', 'prefix_length', 'fuzzy_transpositions', 'fuzzy_rewrite'];
      for (const k of keys) if (body[k] !== undefined) p[k] = body[k] as Json;
      return { [type === 'phrase_prefix' ? 'match_phrase_prefix' : 'match_bool_prefix']: { [field]: p } };
    }
    if (type === 'phrase') {
      const p: JsonObject = { query: body.query as Json };
      if (body.slop !== undefined) p.slop = body.slop as Json;
      if (body.analyzer !== undefined) p.analyzer = body.analyzer as Json;
      return { match_phrase: { [field]: p } };
    }
    return { match: { [field]: opts } };
  };
  return { type, tie, boost, fields, perField, text: String(body.query), and: String(body.operator ?? 'or').toLowerCase() === 'and', msm: body.minimum_should_match as Json | undefined, zeroAll: String(body.zero_terms_query ?? 'none').toLowerCase() === 'all' };
}

export { TYPES as MULTI_MATCH_TYPES };
