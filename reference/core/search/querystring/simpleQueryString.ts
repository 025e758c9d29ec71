/**
 * The `simple_query_string` query: Lucene's SimpleQueryParser (never a syntax error: stray operators are
 * ignored) with Elasticsearch's SimpleQueryStringQueryParser factories (terms through MultiMatchQueryParser
 * as `most_fields`, phrases as `phrase`, prefix and fuzzy per field summed), as query DSL for one index.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { expensiveQueryRefused, queryStringMalformed, simpleQueryStringUnknownFlag, type EsError, type ExpensiveKind } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { where, type QueryContext } from '../queryLeaves.ts';
import { resolveField } from '../fields.ts';
import { fieldAnalyzer, keywordNormalizer } from '../engine/analysis.ts';
import { resolveFieldWeights } from './queryStringQuery.ts';
import { BuildFailure, toDsl, type IR } from './queryStringBuilder.ts';
import type { Occur } from './classicParser.ts';

const F = { AND: 1, NOT: 2, OR: 4, PREFIX: 8, PHRASE: 16, PRECEDENCE: 32, ESCAPE: 64, WHITESPACE: 128, FUZZY: 256, NEAR: 512, SLOP: 512 } as const;
const KEYS = new Set(['query', 'fields', 'default_operator', 'analyzer', 'flags', 'lenient', 'analyze_wildcard', 'auto_generate_synonyms_phrase_query', 'fuzzy_prefix_length', 'fuzzy_max_expansions', 'fuzzy_transpositions', 'minimum_should_match', 'quote_field_suffix', 'boost', '_name', 'locale', 'lowercase_expanded_terms']);

/** SimpleQueryStringFlag.resolveFlags: `AND|OR|…`, `ALL`, `NONE`, or the integer. */
function resolveFlags(v: Json | undefined): number | EsError {
  if (v === undefined || v === null) return -1;
  if (typeof v === 'number') return v;
  let flags = 0;
  for (const part of String(v).split('|')) {
    const s = part.trim().toUpperCase();
    if (s === '') continue;
    if (s === 'ALL') return -1;
    if (s === 'NONE') flags = 0;
    else if (s in F) flags |= F[s as keyof typeof F];
    else return simpleQueryStringUnknownFlag(part.trim());
  }
  return flags;
}

interface State {
  data: string;
  index: number;
  length: number;
  top: IR | null;
  current: Occur | null;
  previous: Occur | null;
  not: number;
}

interface Factories {
  term(text: string): IR | null;
  phrase(text: string, slop: number): IR | null;
  prefix(text: string): IR | null;
  fuzzy(text: string, fuzziness: number): IR | null;
}

/** SimpleQueryParser.parse. */
function parseSimple(text: string, flags: number, dflt: Occur, f: Factories): IR | null {
  const on = (flag: number) => (flags & flag) !== 0;
  const isWs = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
  const finished = (s: State) => {
    const c = s.data[s.index];
    return (c === '"' && on(F.PHRASE)) || (c === '|' && on(F.OR)) || (c === '+' && on(F.AND)) || ((c === '(' || c === ')') && on(F.PRECEDENCE)) || (isWs(c) && on(F.WHITESPACE));
  };
  const build = (s: State, branch: IR | null) => {
    if (branch === null) return;
    if (s.not % 2 === 1) branch = { t: 'bool', clauses: [{ q: branch, occur: 'must_not' }, { q: { t: 'dsl', json: { match_all: {} } }, occur: 'should' }] };
    if (s.top === null) s.top = branch;
    else {
      s.current ??= dflt;
      if (s.previous !== s.current) s.top = { t: 'bool', clauses: [{ q: s.top, occur: s.current }] };
      const top = s.top as IR & { t: 'bool' };
      s.top = { t: 'bool', clauses: [...top.clauses, { q: branch, occur: s.current }] };
      s.previous = s.current;
    }
    s.current = null;
  };
  const fuzziness = (s: State): number => {
    if (s.data[s.index] !== '~') return 0;
    let slop = '';
    while (s.index < s.length) {
      s.index++;
      if (s.index < s.length) {
        if (finished(s)) break;
        slop += s.data[s.index];
      }
    }
    let n = 0;
    if (slop === '') n = 2;
    else if (/^[+-]?\d+$/.test(slop) && Math.abs(Number(slop)) <= 2147483647) n = Number(slop);
    return n < 0 ? 0 : n;
  };
  const sub = (s: State): void => {
    while (s.index < s.length) {
      const c = s.data[s.index]!;
      if (c === '(' && on(F.PRECEDENCE)) subQuery(s);
      else if (c === ')' && on(F.PRECEDENCE)) s.index++;
      else if (c === '"' && on(F.PHRASE)) phrase(s);
      else if (c === '+' && on(F.AND)) {
        if (s.current === null && s.top !== null) s.current = 'must';
        s.index++;
      } else if (c === '|' && on(F.OR)) {
        if (s.current === null && s.top !== null) s.current = 'should';
        s.index++;
      } else if (c === '-' && on(F.NOT)) {
        s.not++;
        s.index++;
        continue;
      } else if (isWs(c) && on(F.WHITESPACE)) s.index++;
      else token(s);
      s.not = 0;
    }
  };
  const subQuery = (s: State) => {
    const start = ++s.index;
    let precedence = 1;
    let escaped = false;
    while (s.index < s.length) {
      if (!escaped) {
        if (s.data[s.index] === '\\' && on(F.ESCAPE)) {
          escaped = true;
          s.index++;
          continue;
        } else if (s.data[s.index] === '(') precedence++;
        else if (s.data[s.index] === ')' && --precedence === 0) break;
      }
      escaped = false;
      s.index++;
    }
    if (s.index === s.length) s.index = start;
    else if (s.index === start) {
      s.current = null;
      s.index++;
    } else {
      const inner: State = { data: s.data, index: start, length: s.index, top: null, current: null, previous: null, not: 0 };
      sub(inner);
      build(s, inner.top);
      s.index++;
    }
  };
  const phrase = (s: State) => {
    const start = ++s.index;
    let buf = '';
    let escaped = false;
    let hasSlop = false;
    while (s.index < s.length) {
      if (!escaped) {
        if (s.data[s.index] === '\\' && on(F.ESCAPE)) {
          escaped = true;
          s.index++;
          continue;
        } else if (s.data[s.index] === '"') {
          if (s.length > s.index + 1 && s.data[s.index + 1] === '~' && on(F.NEAR)) {
            s.index++;
            if (s.length > s.index + 1) hasSlop = true;
          }
          break;
        }
      }
      escaped = false;
      buf += s.data[s.index++];
    }
    if (s.index === s.length) s.index = start;
    else if (s.index === start) {
      s.current = null;
      s.index++;
    } else {
      build(s, f.phrase(buf, hasSlop ? fuzziness(s) : 0));
      s.index++;
    }
  };
  const token = (s: State) => {
    let buf = '';
    let escaped = false;
    let prefix = false;
    let fuzzy = false;
    while (s.index < s.length) {
      if (!escaped) {
        if (s.data[s.index] === '\\' && on(F.ESCAPE)) {
          escaped = true;
          prefix = false;
          s.index++;
          continue;
        } else if (finished(s)) break;
        else if (buf.length > 0 && s.data[s.index] === '~' && on(F.FUZZY)) {
          fuzzy = true;
          break;
        }
        prefix = buf.length > 0 && s.data[s.index] === '*' && on(F.PREFIX);
      }
      escaped = false;
      buf += s.data[s.index++];
    }
    if (buf.length === 0) return;
    let branch: IR | null;
    if (fuzzy && on(F.FUZZY)) {
      const n = Math.min(fuzziness(s), 2);
      branch = n === 0 ? f.term(buf) : f.fuzzy(buf, n);
    } else if (prefix) branch = f.prefix(buf.slice(0, -1));
    else branch = f.term(buf);
    build(s, branch);
  };
  if (text.trim() === '*') return { t: 'dsl', json: { match_all: {} } };
  const state: State = { data: text, index: 0, length: text.length, top: null, current: null, previous: null, not: 0 };
  sub(state);
  return state.top;
}

/** A `simple_query_string` body as the query DSL it means for this index, or ES's error. */
export function simpleQueryStringToDsl(ctx: QueryContext, body: Json, path: PathStep[]): Json | EsError {
  if (!isObject(body)) return queryStringMalformed('[simple_query_string] query malformed, no start_object after query name', where(ctx, path));
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v) ? k !== 'fields' : !KEYS.has(k)) return queryStringMalformed(`[simple_query_string] unsupported field [${k}]`, where(ctx, [...path, k]));
    if (isObject(v)) return queryStringMalformed(`[simple_query_string] unknown token [START_OBJECT] after [${k}]`, where(ctx, [...path, k]));
  }
  if (body.query === undefined || body.query === null) return queryStringMalformed('[simple_query_string] query text missing', where(ctx, path));
  const flags = resolveFlags(body.flags as Json | undefined);
  if (typeof flags !== 'number') return flags;
  const o = body as JsonObject;
  const specs: [string, number][] = (Array.isArray(o.fields) ? o.fields.map(String) : typeof o.fields === 'string' ? [o.fields] : []).map((s) => {
    const i = s.indexOf('^');
    return i < 0 ? [s, 1] : [s.slice(0, i), Math.fround(Number(s.slice(i + 1)))];
  });
  const dfltSetting = ctx.index.settings['index.query.default_field'];
  const dflt = dfltSetting === undefined ? ['*'] : Array.isArray(dfltSetting) ? dfltSetting.map(String) : String(dfltSetting).split(',').map((x) => x.trim());
  const all = (specs.length > 0 ? specs.map(([f]) => f) : dflt).includes('*');
  const weights = resolveFieldWeights(ctx, specs.length > 0 ? specs : dflt.map((f) => [f, 1] as [string, number]));
  const lenient = typeof o.lenient === 'boolean' ? o.lenient : all || ctx.index.settings['index.query_string.lenient'] === 'true';
  const and = String(o.default_operator ?? 'or').toLowerCase() === 'and';
  const suffix = typeof o.quote_field_suffix === 'string' ? o.quote_field_suffix : undefined;
  const fieldsList = (w: Map<string, number>) => [...w].map(([f, b]) => (b === 1 ? f : `${f}^${b}`));
  const sum = (qs: IR[]): IR | null => (qs.length === 0 ? null : qs.length === 1 ? qs[0]! : { t: 'bool', clauses: qs.map((q) => ({ q, occur: 'should' as Occur })) });
  const boosted = (q: IR, w: number): IR => (w === 1 ? q : { t: 'boost', q, boost: w });
  const normalize = (field: string, text: string): string | undefined => {
    const ref = resolveField(ctx.index, field);
    if (ref.kind === 'keyword') return keywordNormalizer(ctx.index, ctx.profile, ref.def)(text);
    if (ref.kind !== 'text') return undefined;
    const probe = fieldAnalyzer(ctx.index, ctx.profile, ref.def, 'search').tokens('A');
    return probe.length === 1 && probe[0]!.term === 'a' ? text.toLowerCase() : text;
  };
  const nothing = (fields: Iterable<string>, text: string, quoted: boolean) =>
    [...fields].every((f) => {
      const ref = resolveField(ctx.index, f);
      return ref.kind === 'text' && fieldAnalyzer(ctx.index, ctx.profile, ref.def, quoted ? 'search_quote' : 'search').tokens(text).length === 0;
    });
  const extra = (): JsonObject => (typeof o.analyzer === 'string' ? { analyzer: o.analyzer } : {});
  // search.allow_expensive_queries false: the field type's prefixQuery / fuzzyQuery refuses; rethrowUnlessLenient.
  const expensive = (kind: ExpensiveKind): IR | undefined => {
    if (!ctx.expensiveRefused) return undefined;
    if (lenient) return { t: 'dsl', json: { match_none: {} } };
    throw new BuildFailure(expensiveQueryRefused(kind, ctx.index));
  };
  const factories: Factories = {
    term(text) {
      if (weights.size === 0 || nothing(weights.keys(), text, false)) return null;
      return { t: 'dsl', json: { multi_match: { query: text, fields: fieldsList(weights), type: 'most_fields', operator: and ? 'and' : 'or', lenient, ...extra() } } };
    },
    phrase(text, slop) {
      const w = new Map<string, number>();
      for (const [f, b] of weights) w.set(suffix && resolveField(ctx.index, f + suffix).kind !== 'unmapped' ? f + suffix : f, b);
      if (w.size === 0 || nothing(w.keys(), text, true)) return null;
      return { t: 'dsl', json: { multi_match: { query: text, fields: fieldsList(w), type: 'phrase', slop, lenient, ...extra() } } };
    },
    prefix(text) {
      const qs: IR[] = [];
      for (const [f, w] of weights) {
        const v = normalize(f, text);
        if (v === undefined) continue;
        const def = resolveField(ctx.index, f).def;
        const refused = def?.type === 'text' && def.index_prefixes !== undefined ? undefined : expensive('prefix');
        qs.push(refused ?? boosted({ t: 'dsl', json: { prefix: { [f]: { value: v } } } }, w));
      }
      return sum(qs);
    },
    fuzzy(text, n) {
      const qs: IR[] = [];
      for (const [f, w] of weights) {
        const v = normalize(f, text);
        if (v !== undefined) qs.push(expensive('fuzzy') ?? boosted({ t: 'dsl', json: { fuzzy: { [f]: { value: v, fuzziness: n, prefix_length: Number(o.fuzzy_prefix_length ?? 0), max_expansions: Number(o.fuzzy_max_expansions ?? 50), transpositions: o.fuzzy_transpositions !== false } } } }, w));
      }
      return sum(qs);
    },
  };
  let top: IR | null;
  try {
    top = parseSimple(String(o.query), flags, and ? 'must' : 'should', factories);
  } catch (e) {
    if (e instanceof BuildFailure) return e.error;
    throw e;
  }
  if (top === null) return { match_none: {} };
  let json = toDsl(top) as JsonObject;
  if (top.t === 'bool' && o.minimum_should_match !== undefined && o.minimum_should_match !== null) json = { bool: { ...(json.bool as JsonObject), minimum_should_match: o.minimum_should_match as Json } };
  return typeof o.boost === 'number' && o.boost !== 1 ? { bool: { must: [json], boost: o.boost } } : json;
}
