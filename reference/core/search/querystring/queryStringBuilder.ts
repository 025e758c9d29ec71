/**
 * Elasticsearch's QueryStringQueryParser for one index: what each piece of the classic syntax becomes
 * (getFieldQuery through MultiMatchQueryParser, getWildcardQuery, getPrefixQuery, getRegexpQuery,
 * getFuzzyQuery, getRangeQuery, `_exists_`), expressed as query DSL the engine already scores as Lucene does.
 * A small intermediate form keeps the Lucene shapes the grammar looks at: TermQuerys (addMultiTermClauses
 * flattens a BooleanQuery of them), BooleanQuerys (minimum_should_match applies to the top one) and boosts.
 */
import type { Json, JsonObject } from '../../json.ts';
import { expensiveQueryRefused, regexInvalid, type EsError, type ExpensiveKind } from '../../errors/index.ts';
import { intSetting } from '../../settings.ts';
import type { QueryContext } from '../queryLeaves.ts';
import { resolveField } from '../fields.ts';
import { fieldAnalyzer, keywordNormalizer } from '../engine/analysis.ts';
import { fuzzinessDistance } from '../fuzzy.ts';
import { mappedFieldNames } from '../multiMatch.ts';
import { compileGlob, globMatch } from '../../glob.ts';
import { ClassicParseError, type ClassicBuilder, type Clause } from './classicParser.ts';

/** A Lucene query as far as the parser needs to see it. */
export type IR =
  | { t: 'term'; field: string; term: string }
  | { t: 'bool'; clauses: Clause<IR>[] }
  | { t: 'boost'; q: IR; boost: number }
  | { t: 'dsl'; json: Json };

/** A failure that is not a parse error (a value the field cannot take, without `lenient`). */
export class BuildFailure {
  constructor(readonly error: EsError) {}
}

export interface QueryStringOptions {
  /** The parser's default field (`*` or default_field), or null when `fields` gave the weights. */
  defaultField: string | null;
  /** Field → weight for terms without a field (resolved). */
  fieldsAndWeights: Map<string, number>;
  and: boolean;
  type: string;
  tieBreaker: number;
  phraseSlop: number;
  quoteFieldSuffix?: string;
  allowLeadingWildcard: boolean;
  analyzeWildcard: boolean;
  lenient: boolean;
  fuzziness: Json | undefined;
  fuzzyPrefixLength: number;
  fuzzyMaxExpansions: number;
  fuzzyTranspositions: boolean;
  timeZone?: string;
  analyzer?: string;
  quoteAnalyzer?: string;
  autoGenerateSynonymsPhraseQuery: boolean;
}

const none = (): IR => ({ t: 'dsl', json: { match_none: {} } });

function dismax(queries: IR[], tie: number): IR {
  if (queries.length === 1) return queries[0]!;
  return { t: 'dsl', json: { dis_max: { queries: queries.map(toDsl), tie_breaker: tie } } };
}

function applyBoost(q: IR, boost: number): IR {
  return boost === 1 ? q : { t: 'boost', q, boost };
}

/** The query DSL of an intermediate query. */
export function toDsl(q: IR): Json {
  switch (q.t) {
    case 'term':
      return { term: { [q.field]: { value: q.term } } };
    case 'bool': {
      const body: JsonObject = {};
      for (const occur of ['must', 'should', 'must_not'] as const) {
        const list = q.clauses.filter((c) => c.occur === occur).map((c) => toDsl(c.q));
        if (list.length > 0) body[occur] = list;
      }
      return { bool: body };
    }
    case 'boost': {
      const inner = toDsl(q.q) as JsonObject;
      return { bool: { must: [inner], boost: q.boost } };
    }
    case 'dsl':
      return q.json;
  }
}

/** ES's QueryStringQueryParser callbacks for one index. */
export function queryStringBuilder(ctx: QueryContext, o: QueryStringOptions): ClassicBuilder<IR> {
  const isMatchAll = (f: string) => f === '*';
  const names = () => mappedFieldNames(ctx.index);

  /** QueryParserHelper.resolveMappingField for a field or pattern given in the query. */
  function resolveOne(field: string, quoted: boolean): Map<string, number> {
    const out = new Map<string, number>();
    const pattern = field.includes('*');
    let matched: string[];
    if (quoted && o.quoteFieldSuffix && resolveField(ctx.index, field + o.quoteFieldSuffix).kind !== 'unmapped') matched = [field + o.quoteFieldSuffix];
    else if (pattern) {
      const g = compileGlob(field, false);
      matched = names().filter((n) => globMatch(g, n));
    } else matched = resolveField(ctx.index, field).kind === 'unmapped' ? [] : [field];
    for (const m of matched) {
      if (pattern && m.startsWith('_')) continue;
      const name = quoted && o.quoteFieldSuffix && !m.endsWith(o.quoteFieldSuffix) && resolveField(ctx.index, m + o.quoteFieldSuffix).kind !== 'unmapped' ? m + o.quoteFieldSuffix : m;
      out.set(name, 1);
    }
    return out;
  }

  function extractMultiFields(field: string | null, quoted: boolean): Map<string, number> {
    if (field !== null) {
      if (isMatchAll(field) && o.defaultField === field) return o.fieldsAndWeights;
      return resolveOne(field, quoted);
    }
    if (quoted && o.quoteFieldSuffix) {
      const out = new Map<string, number>();
      for (const [f, w] of o.fieldsAndWeights) {
        const s = f + o.quoteFieldSuffix;
        out.set(resolveField(ctx.index, s).kind !== 'unmapped' ? s : f, w);
      }
      return out;
    }
    return o.fieldsAndWeights;
  }

  /** Analyzer.normalize as far as the common analyzers go: lower case where the field's analyzer lowercases. */
  function normalize(field: string, text: string): string {
    const ref = resolveField(ctx.index, field);
    if (ref.kind === 'keyword') return keywordNormalizer(ctx.index, ctx.profile, ref.def)(text);
    if (ref.kind !== 'text') return text;
    const probe = fieldAnalyzer(ctx.index, ctx.profile, ref.def, 'search').tokens('A');
    return probe.length === 1 && probe[0]!.term === 'a' ? text.toLowerCase() : text;
  }

  function fieldSpecs(fields: Map<string, number>): string[] {
    return [...fields].map(([f, w]) => (w === 1 ? f : `${f}^${w}`));
  }

  function multiMatch(fields: Map<string, number>, text: string, type: string, extra: JsonObject): IR {
    const body: JsonObject = { query: text, fields: fieldSpecs(fields), type, tie_breaker: o.tieBreaker, lenient: o.lenient, ...extra };
    if (type !== 'phrase' && type !== 'phrase_prefix' && type !== 'cross_fields') body.operator = o.and ? 'and' : 'or';
    if (o.analyzer !== undefined && body.analyzer === undefined) body.analyzer = o.analyzer;
    return { t: 'dsl', json: { multi_match: body } };
  }

  /** The tokens a text field's search analyzer gives, or undefined for other fields. */
  function tokensOf(field: string, text: string, quoted: boolean) {
    const ref = resolveField(ctx.index, field);
    if (ref.kind !== 'text') return undefined;
    return fieldAnalyzer(ctx.index, ctx.profile, ref.def, quoted ? 'search_quote' : 'search').tokens(text);
  }

  /**
   * With `search.allow_expensive_queries` false, the field type's prefixQuery, wildcardQuery, regexpQuery,
   * fuzzyQuery or rangeQuery refuses (StringFieldType); the parser's catch makes that nothing when lenient.
   * Undefined where the piece may run (a text field's index_prefixes answers a prefix cheaply).
   */
  function expensive(kind: ExpensiveKind, field: string): IR | undefined {
    if (!ctx.expensiveRefused) return undefined;
    const def = resolveField(ctx.index, field).def;
    if (kind === 'prefix' && def?.type === 'text' && def.index_prefixes !== undefined) return undefined;
    if (o.lenient) return none();
    throw new BuildFailure(expensiveQueryRefused(kind, ctx.index));
  }

  function exists(field: string): IR {
    return { t: 'dsl', json: { exists: { field } } };
  }

  function rangeOne(field: string, lower: string | null, upper: string | null, incL: boolean, incU: boolean): IR {
    const ref = resolveField(ctx.index, field);
    if (ref.kind === 'unmapped' || ref.kind === 'object') return none();
    const refused = ref.kind === 'text' || ref.kind === 'keyword' ? expensive('range', field) : undefined;
    if (refused) return refused;
    const spec: JsonObject = {};
    const lo = lower === null ? null : ref.kind === 'text' || ref.kind === 'keyword' ? normalize(field, lower) : lower;
    const hi = upper === null ? null : ref.kind === 'text' || ref.kind === 'keyword' ? normalize(field, upper) : upper;
    if (lo !== null) spec[incL ? 'gte' : 'gt'] = lo;
    if (hi !== null) spec[incU ? 'lte' : 'lt'] = hi;
    if (ref.kind === 'date' && o.timeZone !== undefined) spec.time_zone = o.timeZone;
    return { t: 'dsl', json: { range: { [field]: spec } } };
  }

  function range(field: string | null, lower: string | null, upper: string | null, incL: boolean, incU: boolean): IR | null {
    if (lower === '*') lower = null;
    if (upper === '*') upper = null;
    const fields = extractMultiFields(field, false);
    if (fields.size === 0) return none();
    return dismax([...fields].map(([f, w]) => applyBoost(rangeOne(f, lower, upper, incL, incU), w)), o.tieBreaker);
  }

  function perField(field: string | null, one: (f: string) => IR | null): IR | null {
    const fields = extractMultiFields(field, false);
    if (fields.size === 0) return none();
    const qs: IR[] = [];
    for (const [f, w] of fields) {
      const q = one(f);
      if (q !== null) qs.push(applyBoost(q, w));
    }
    if (qs.length === 0) return null;
    return dismax(qs, o.tieBreaker);
  }

  const builder: ClassicBuilder<IR> = {
    phraseSlop: o.phraseSlop,
    and: o.and,
    field(field, text) {
      if (field === '_exists_') return exists(text);
      if (field !== null && text.length > 1) {
        if (text[0] === '>') return text.length > 2 && text[1] === '=' ? range(field, text.slice(2), null, true, true) : range(field, text.slice(1), null, false, true);
        if (text[0] === '<') return text.length > 2 && text[1] === '=' ? range(field, null, text.slice(2), true, true) : range(field, null, text.slice(1), true, false);
        if (resolveField(ctx.index, field).kind === 'date' && o.timeZone !== undefined) return range(field, text, text, true, true);
      }
      const fields = extractMultiFields(field, false);
      if (fields.size === 0) return none();
      const simpleType = o.type === 'best_fields' || o.type === 'most_fields';
      if (fields.size === 1 && simpleType && o.analyzer === undefined) {
        const [f, w] = [...fields][0]!;
        const ref = resolveField(ctx.index, f);
        if (w === 1 && ref.kind === 'keyword') return { t: 'term', field: f, term: normalize(f, text) };
        const tokens = tokensOf(f, text, false);
        if (w === 1 && tokens) {
          if (tokens.length === 0) return null;
          const positions = new Set(tokens.map((t) => t.position));
          if (positions.size === tokens.length) {
            if (tokens.length === 1) return { t: 'term', field: f, term: tokens[0]!.term };
            return { t: 'bool', clauses: tokens.map((t) => ({ q: { t: 'term', field: f, term: t.term }, occur: o.and ? 'must' : 'should' })) };
          }
        }
      }
      // MultiMatchQueryParser with ZeroTermsQueryOption.NULL: fields that all analyse to nothing give no clause.
      if ([...fields.keys()].every((f) => tokensOf(f, text, false)?.length === 0)) return null;
      return multiMatch(fields, text, o.type, { auto_generate_synonyms_phrase_query: o.autoGenerateSynonymsPhraseQuery });
    },
    phrase(field, text, slop) {
      if (field === '_exists_') return exists(text);
      const fields = extractMultiFields(field, true);
      if (fields.size === 0) return none();
      if ([...fields.keys()].every((f) => tokensOf(f, text, true)?.length === 0)) return null;
      const extra: JsonObject = { slop };
      const analyzer = o.quoteAnalyzer ?? o.analyzer;
      if (analyzer !== undefined) extra.analyzer = analyzer;
      return multiMatch(fields, text, 'phrase', extra);
    },
    wildcard(field, text) {
      const actual = field ?? o.defaultField;
      if (text === '*' && actual !== null) return isMatchAll(actual) ? { t: 'dsl', json: { match_all: {} } } : exists(actual);
      return perField(field, (f) => {
        if (text === '*') return exists(f);
        const ref = resolveField(ctx.index, f);
        if (ref.kind === 'unmapped') return none();
        if (!o.allowLeadingWildcard && (text.startsWith('*') || text.startsWith('?'))) throw new ClassicParseError("'*' or '?' not allowed as first character in WildcardQuery", 'parse_exception');
        if (ref.kind !== 'text' && ref.kind !== 'keyword') return o.lenient ? none() : { t: 'dsl', json: { wildcard: { [f]: { value: text } } } };
        // With an `analyzer`, Lucene's own getWildcardQuery builds it (no field type to refuse it).
        const refused = o.analyzer !== undefined && (o.analyzeWildcard || ref.kind === 'text') ? undefined : expensive('wildcard', f);
        if (refused) return refused;
        // normalizedWildcardQuery: the parts between wildcards (and escapes) normalised, the wildcards kept.
        const value = text.replace(/(\\.)|([?*]+)|([^\\?*]+)/g, (m, esc: string | undefined, wild: string | undefined) => (esc || wild ? m : normalize(f, m)));
        return { t: 'dsl', json: { wildcard: { [f]: { value } } } };
      });
    },
    prefix(field, text) {
      return perField(field, (f) => {
        const ref = resolveField(ctx.index, f);
        if (ref.kind === 'unmapped') return none();
        if (ref.kind === 'text' || ref.kind === 'keyword') {
          const refused = expensive('prefix', f);
          if (refused) return refused;
        }
        if (ref.kind === 'keyword') return { t: 'dsl', json: { prefix: { [f]: { value: text } } } };
        if (ref.kind !== 'text') return o.lenient ? none() : { t: 'dsl', json: { prefix: { [f]: { value: text } } } };
        if (!o.analyzeWildcard) return { t: 'dsl', json: { prefix: { [f]: { value: normalize(f, text) } } } };
        const tokens = tokensOf(f, text, false) ?? [];
        if (tokens.length === 0) return null;
        const byPos = new Map<number, string[]>();
        for (const t of tokens) byPos.set(t.position, [...(byPos.get(t.position) ?? []), t.term]);
        const groups = [...byPos.values()];
        if (groups.length === 1 && groups[0]!.length === 1) return { t: 'dsl', json: { prefix: { [f]: { value: groups[0]![0]! } } } };
        const clauses: Clause<IR>[] = groups.map((terms, i) => {
          const last = i === groups.length - 1;
          let q: IR;
          if (terms.length === 1) q = last ? { t: 'dsl', json: { prefix: { [f]: { value: terms[0]! } } } } : { t: 'term', field: f, term: terms[0]! };
          else if (!last) q = { t: 'dsl', json: { bool: { should: terms.map((x) => ({ term: { [f]: x } })) } } };
          else q = { t: 'bool', clauses: terms.map((x) => ({ q: { t: 'dsl', json: { prefix: { [f]: { value: x } } } }, occur: 'should' })) };
          return { q, occur: o.and ? 'must' : 'should' };
        });
        return { t: 'bool', clauses };
      });
    },
    regexp(field, text) {
      if (ctx.profile.queryStringRegexLength && ctx.index.uuid !== '_na_') {
        const max = intSetting(ctx.index.settings, 'index.max_regex_length', 1000);
        if (text.length > max) throw new BuildFailure(regexInvalid(`The length of regex [${text.length}] used in the [query_string] has exceeded the allowed maximum of [${max}]. This maximum can be set by changing the [index.max_regex_length] index level setting.`, ctx.index));
      }
      return perField(field, (f) => {
        const ref = resolveField(ctx.index, f);
        if (ref.kind === 'unmapped') return none();
        if (ref.kind !== 'text' && ref.kind !== 'keyword' && o.lenient) return none();
        const refused = ref.kind === 'text' || ref.kind === 'keyword' ? expensive('regexp', f) : undefined;
        if (refused) return refused;
        // OpenSearch 2.4+ normalizes the regex with the field's search analyzer, as Lucene's getRegexpQuery does.
        const value = ctx.profile.queryStringRegexNormalized && (ref.kind === 'text' || ref.kind === 'keyword') ? normalize(f, text) : text;
        return { t: 'dsl', json: { regexp: { [f]: { value } } } };
      });
    },
    fuzzy(field, text, slopImage) {
      let distance: number;
      if (slopImage.length === 1) distance = fuzzinessDistance(o.fuzziness, text);
      else {
        const s = slopImage.slice(1);
        const n = Number(s);
        if (Number.isFinite(n) && n < 0) throw new ClassicParseError('Minimum similarity for a FuzzyQuery has to be between 0.0f and 1.0f !', 'parse_exception');
        distance = fuzzinessDistance(s, text);
      }
      return perField(field, (f) => {
        const ref = resolveField(ctx.index, f);
        if (ref.kind === 'unmapped') return none();
        if (ref.kind !== 'text' && ref.kind !== 'keyword') return o.lenient ? none() : { t: 'dsl', json: { fuzzy: { [f]: { value: text, fuzziness: distance } } } };
        const refused = expensive('fuzzy', f);
        if (refused) return refused;
        const value = normalize(f, text);
        return { t: 'dsl', json: { fuzzy: { [f]: { value, fuzziness: distance, prefix_length: o.fuzzyPrefixLength, max_expansions: o.fuzzyMaxExpansions, transpositions: o.fuzzyTranspositions } } } };
      });
    },
    range,
    boolean(clauses) {
      if (clauses.length === 0) return null;
      return { t: 'bool', clauses };
    },
    boost(q, boost) {
      return { t: 'boost', q, boost };
    },
    termClauses(q) {
      if (q.t !== 'bool' || !q.clauses.every((c) => c.q.t === 'term')) return undefined;
      return q.clauses;
    },
  };
  return builder;
}
