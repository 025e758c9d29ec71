/** Tests of queries: term-level, range, bool and match, parse errors. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError, type EsError } from '../errors/index.ts';
import type { Json } from '../json.ts';
import { getProfile, type ProfileName } from '../../profiles.ts';
import { compileQuery, type CompiledQuery } from './query.ts';
import { index } from './testkit.ts';

const NOW = Date.UTC(2020, 0, 15, 12, 30);
const idx = index(
  'q',
  {
    title: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
    tag: { type: 'keyword' },
    n: { type: 'long' },
    price: { type: 'double' },
    when: { type: 'date' },
    day: { type: 'date', format: 'yyyy/MM/dd' },
    ok: { type: 'boolean' },
    user: { properties: { name: { type: 'keyword' }, age: { type: 'integer' } } },
  },
  [
    ['1', { title: 'Quick Brown Fox', tag: 'a', n: 1, price: 1.5, when: '2020-01-15T00:00:00Z', day: '2020/01/15', ok: true, user: { name: 'ann', age: 30 } }],
    ['2', { title: 'lazy dog', tag: ['b', 'c'], n: 2, price: '2.5', when: '2020-01-14', ok: 'false', 'user.name': 'bob' }],
    ['3', { title: 'quick-silver', tag: 'C', n: [3, 30], when: 1579046400000, user: [{ name: 'cid', age: 40 }, { name: 'dee' }] }],
    ['4', { other: null, tag: null }],
  ],
);

function ids(q: Json, profile: ProfileName = 'es8'): string[] {
  const c = compileQuery(q, { index: idx, profile: getProfile(profile), now: NOW });
  if (isEsError(c)) throw new Error(JSON.stringify(errorEnvelope(c)));
  return [...idx.docs.values()].filter((d) => (c as CompiledQuery).test(d)).map((d) => d.id);
}

function err(q: Json, profile: ProfileName = 'es8', rawBody?: string): EsError {
  const c = compileQuery(q, { index: idx, profile: getProfile(profile), now: NOW, rawBody });
  if (!isEsError(c)) throw new Error('expected an error');
  return c;
}

describe('term-level queries', () => {
  it('match_all / match_none / absent', () => {
    expect(ids({ match_all: {} })).toEqual(['1', '2', '3', '4']);
    expect(ids({ match_none: {} })).toEqual([]);
    expect(ids(undefined as unknown as Json)).toEqual(['1', '2', '3', '4']);
  });
  it('term on keyword is exact, arrays match any element, object form with boost', () => {
    expect(ids({ term: { tag: 'c' } })).toEqual(['2']);
    expect(ids({ term: { tag: 'C' } })).toEqual(['3']);
    expect(ids({ term: { tag: { value: 'b', boost: 2 } } })).toEqual(['2']);
    expect(ids({ term: { tag: { value: 'c', case_insensitive: true } } })).toEqual(['2', '3']);
  });
  it('term on text matches one analysed token; on .keyword the whole value', () => {
    expect(ids({ term: { title: 'quick' } })).toEqual(['1', '3']);
    expect(ids({ term: { title: 'Quick' } })).toEqual([]);
    expect(ids({ term: { 'title.keyword': 'Quick Brown Fox' } })).toEqual(['1']);
  });
  it('term on numbers, dates, booleans compares values', () => {
    expect(ids({ term: { n: '30' } })).toEqual(['3']);
    expect(ids({ term: { price: 2.5 } })).toEqual(['2']);
    expect(ids({ term: { when: '2020-01-15T00:00:00.000Z' } })).toEqual(['1', '3']);
    expect(ids({ term: { ok: false } })).toEqual(['2']);
  });
  it('dotted paths reach nested objects, dotted keys and arrays of objects', () => {
    expect(ids({ term: { 'user.name': 'bob' } })).toEqual(['2']);
    expect(ids({ term: { 'user.name': 'dee' } })).toEqual(['3']);
    expect(ids({ range: { 'user.age': { gte: 35 } } })).toEqual(['3']);
  });
  it('terms, ids, exists, prefix, wildcard', () => {
    expect(ids({ terms: { tag: ['a', 'C'] } })).toEqual(['1', '3']);
    expect(ids({ terms: { n: [2, 30] } })).toEqual(['2', '3']);
    expect(ids({ ids: { values: ['3', '1', 'x'] } })).toEqual(['1', '3']);
    expect(ids({ exists: { field: 'tag' } })).toEqual(['1', '2', '3']);
    expect(ids({ exists: { field: 'user' } })).toEqual(['1', '2', '3']);
    expect(ids({ exists: { field: 'other' } })).toEqual([]);
    expect(ids({ prefix: { title: 'qui' } })).toEqual(['1', '3']);
    expect(ids({ prefix: { 'title.keyword': { value: 'qui' } } })).toEqual(['3']);
    expect(ids({ wildcard: { 'title.keyword': '*o?' } })).toEqual(['1', '2']);
    expect(ids({ wildcard: { title: { value: 's*r' } } })).toEqual(['3']);
    expect(ids({ term: { _id: '2' } })).toEqual(['2']);
  });
  it('unmapped fields match nothing', () => {
    expect(ids({ term: { nope: 'a' } })).toEqual([]);
  });
  it('terms with more values than index.max_terms_count: refused on the shard from ES 7, accepted by ES 6', () => {
    const many = Array.from({ length: 65_537 }, (_, i) => `v${i}`);
    const e = err({ terms: { tag: many } });
    expect(e.status).toBe(400);
    expect(errorEnvelope(e).error).toMatchObject({
      type: 'search_phase_execution_exception',
      root_cause: [{ type: 'query_shard_exception', reason: 'failed to create query: The number of terms [65537] used in the Terms Query request has exceeded the allowed maximum of [65536]. This maximum can be set by changing the [index.max_terms_count] index level setting.' }],
    });
    expect(ids({ terms: { tag: [...many.slice(0, 65_535), 'a'] } })).toEqual(['1']);
    expect(ids({ terms: { tag: [...many, 'a'] } }, 'es6')).toEqual(['1']);
    const small = index('s', { tag: { type: 'keyword' } }, [['1', { tag: 'a' }]], { 'index.max_terms_count': '2' });
    const c = compileQuery({ terms: { tag: ['a', 'b', 'c'] } }, { index: small, profile: getProfile('es8'), now: NOW });
    expect(isEsError(c) && JSON.stringify(errorEnvelope(c))).toContain('The number of terms [3] used in the Terms Query request has exceeded the allowed maximum of [2].');
  });
  it('regexp: Lucene syntax over keyword values and text tokens, as an automaton', () => {
    expect(ids({ regexp: { 'title.keyword': 'Q.*x' } })).toEqual(['1']);
    expect(ids({ regexp: { title: 'qu[a-z]+' } })).toEqual(['1', '3']);
    expect(ids({ regexp: { tag: { value: 'c', case_insensitive: true } } })).toEqual(['2', '3']);
    expect(ids({ regexp: { tag: { value: 'a|b', flags: 'NONE' } } })).toEqual(['1', '2']);
    const long = index('r', { k: { type: 'keyword' } }, [['1', { k: 'a'.repeat(5000) }]]);
    const c = compileQuery({ regexp: { k: '(a|aa)*b' } }, { index: long, profile: getProfile('es8'), now: NOW });
    if (isEsError(c)) throw new Error(c.cause.reason);
    expect(c.test(long.docs.get('1')!)).toBe(false);
  });
  it('regexp: index.max_regex_length, syntax errors and unsimulated operators answer as errors', () => {
    const tooLong = errorEnvelope(err({ regexp: { tag: 'a'.repeat(1001) } })).error as { root_cause: { reason: string }[] };
    expect(tooLong.root_cause[0].reason).toBe('failed to create query: The length of regex [1001] used in the Regexp Query request has exceeded the allowed maximum of [1000]. This maximum can be set by changing the [index.max_regex_length] index level setting.');
    expect(ids({ regexp: { tag: 'a'.repeat(1001) } }, 'es5')).toEqual([]);
    expect(errorEnvelope(err({ regexp: { tag: 'a(b' } })).error).toMatchObject({ root_cause: [{ type: 'query_shard_exception', reason: "failed to create query: expected ')' at position 3" }] });
    expect(err({ regexp: { tag: '~a' } }).status).toBe(400);
    expect(err({ regexp: { tag: { value: 'a', frob: 1 } } }).cause.type).toBe('parsing_exception');
    expect(JSON.stringify(errorEnvelope(err({ regexp: { tag: { value: 'a', flags: 'BOGUS' } } })))).toContain('Unknown regexp flag [BOGUS]');
  });
  it('wildcard runs as an automaton: many stars over a long value answer at once (a backtracking regex never would)', () => {
    // 30 `*a` over 60 `a`s: a backtracking translation tries C(60,30) placements, far past this test's timeout.
    const long = index('w', { k: { type: 'keyword' } }, [['1', { k: 'a'.repeat(60) }], ['2', { k: `${'a'.repeat(60)}b` }]]);
    const c = compileQuery({ wildcard: { k: `${'*a'.repeat(30)}*b` } }, { index: long, profile: getProfile('es8'), now: NOW });
    if (isEsError(c)) throw new Error(c.cause.reason);
    expect([...long.docs.values()].filter((d) => c.test(d)).map((d) => d.id)).toEqual(['2']);
  });
});

describe('range', () => {
  it('numbers with gt/gte/lt/lte and from/to/include_*', () => {
    expect(ids({ range: { n: { gt: 1, lte: 3 } } })).toEqual(['2', '3']);
    expect(ids({ range: { n: { from: 1, to: 2, include_lower: false } } })).toEqual(['2']);
    expect(ids({ range: { price: { lt: 2 } } })).toEqual(['1']);
  });
  it('dates in the field format, the query format, epoch millis and date math', () => {
    expect(ids({ range: { when: { gte: '2020-01-15' } } })).toEqual(['1', '3']);
    expect(ids({ range: { day: { gte: '2020/01/15' } } })).toEqual(['1']);
    expect(ids({ range: { day: { gte: '15.01.2020', format: 'dd.MM.yyyy' } } })).toEqual(['1']);
    expect(ids({ range: { when: { lt: 1579046400000 } } })).toEqual(['2']);
    expect(ids({ range: { when: { gte: 'now-1d/d' } } })).toEqual(['1', '2', '3']);
    expect(ids({ range: { when: { gte: 'now/d' } } })).toEqual(['1', '3']);
    expect(ids({ range: { when: { gt: 'now/d' } } })).toEqual([]);
    expect(ids({ range: { when: { lte: '2020-01-14||/d' } } })).toEqual(['2']);
    expect(ids({ range: { when: { gt: '2020-01-14||/d' } } })).toEqual(['1', '3']);
    expect(ids({ range: { when: { gte: '2020-01-13||+1d' } } })).toEqual(['1', '2', '3']);
  });
  it('keyword strings compare as terms', () => {
    expect(ids({ range: { tag: { gte: 'b', lt: 'c' } } })).toEqual(['2']);
  });
  it('a bad date bound is a 400 search_phase_execution_exception with root parse_exception', () => {
    const e = errorEnvelope(err({ range: { when: { gte: 'yesterday' } } })) as { error: { root_cause: { type: string; reason: string }[]; type: string; phase: string } };
    expect(e.error.type).toBe('search_phase_execution_exception');
    expect(e.error.phase).toBe('query');
    expect(e.error.root_cause[0].type).toBe('parse_exception');
    expect(e.error.root_cause[0].reason).toBe(
      'failed to parse date field [yesterday] with format [strict_date_optional_time||epoch_millis]: [failed to parse date field [yesterday] with format [strict_date_optional_time||epoch_millis]]',
    );
    const legacy = err({ range: { when: { gte: 'yesterday' } } }, 'es6');
    expect(legacy.status).toBe(400);
    const body = errorEnvelope(legacy) as { error: { root_cause: { type: string; reason: string }[]; failed_shards: { reason: { type: string } }[] } };
    expect(body.error.root_cause[0]).toEqual({ type: 'parse_exception', reason: 'failed to parse date field [yesterday] with format [strict_date_optional_time||epoch_millis]' });
    expect(body.error.failed_shards[0].reason.type).toBe('query_shard_exception');
  });
});

describe('bool and match', () => {
  it('must/filter/should/must_not, single object or array', () => {
    expect(ids({ bool: { must: { term: { title: 'quick' } }, must_not: [{ term: { n: 3 } }] } })).toEqual(['1']);
    expect(ids({ bool: { filter: [{ range: { n: { gte: 1 } } }, { exists: { field: 'ok' } }] } })).toEqual(['1', '2']);
    expect(ids({ bool: { should: [{ term: { tag: 'a' } }, { term: { tag: 'b' } }] } })).toEqual(['1', '2']);
    expect(ids({ bool: { filter: { exists: { field: 'n' } }, should: [{ term: { tag: 'a' } }] } })).toEqual(['1', '2', '3']);
    expect(ids({ bool: { should: [{ term: { tag: 'a' } }, { term: { n: 1 } }, { term: { n: 2 } }], minimum_should_match: 2 } })).toEqual(['1']);
    expect(ids({ bool: { should: [{ term: { tag: 'a' } }, { term: { n: 1 } }], minimum_should_match: '-50%' } })).toEqual(['1']);
    expect(ids({ bool: {} })).toEqual(['1', '2', '3', '4']);
    expect(ids({ bool: { must_not: { exists: { field: 'n' } } } })).toEqual(['4']);
  });
  it('match analyses the query (OR by default, AND on request); match on keyword is exact', () => {
    expect(ids({ match: { title: 'QUICK dog' } })).toEqual(['1', '2', '3']);
    expect(ids({ match: { title: { query: 'quick fox', operator: 'and' } } })).toEqual(['1']);
    expect(ids({ match: { tag: 'c' } })).toEqual(['2']);
    expect(ids({ match: { n: '2' } })).toEqual(['2']);
    expect(ids({ match_phrase: { title: 'brown fox' } })).toEqual(['1']);
  });
  it('constant_score scores by its boost', () => {
    const c = compileQuery({ constant_score: { filter: { term: { tag: 'a' } }, boost: 3 } }, { index: idx, profile: getProfile('es8'), now: NOW });
    expect(isEsError(c) ? null : c.score).toBe(3);
  });
});

describe('parse errors', () => {
  it('unknown query: ES 6 wording, ES 7+ wording with the cause and position', () => {
    const raw = '{"query":{"foo":{}}}';
    const modern = errorEnvelope(err({ foo: {} }, 'es8', raw));
    expect(modern).toEqual({
      error: {
        root_cause: [{ type: 'parsing_exception', reason: 'unknown query [foo]', line: 1, col: 17 }],
        type: 'parsing_exception',
        reason: 'unknown query [foo]',
        line: 1,
        col: 17,
        caused_by: { type: 'named_object_not_found_exception', reason: '[1:17] unknown field [foo]' },
      },
      status: 400,
    });
    const legacy = err({ foo: {} }, 'es6', raw);
    expect(legacy.cause).toMatchObject({ type: 'parsing_exception', reason: 'no [query] registered for [foo]', meta: { line: 1, col: 17 } });
  });
  it('malformed bodies are parsing_exceptions', () => {
    expect(err('x' as Json).cause.type).toBe('parsing_exception');
    expect(err({ term: { a: 1, b: 2 } }).cause.reason).toBe("[term] query doesn't support multiple fields, found [a] and [b]");
    expect(err({ bool: { must: 'x' } }, 'es6').cause.type).toBe('parsing_exception');
    expect(err({ bool: { nope: {} } }, 'es6').cause.reason).toBe('[bool] query does not support [nope]');
    // ES 8's ObjectParser (boolUnknownField.test.ts): the token type first, then unknown fields.
    expect(err({ bool: { must: 'x' } }).cause.reason).toBe("[1:1] [bool] must doesn't support values of type: VALUE_STRING");
    // disable_coord: a deprecated no-op through 7.x (BoolQueryBuilder DISABLE_COORD_FIELD), an unknown key in 8.
    expect(err({ bool: { disable_coord: true } }).cause.reason).toBe('[1:1] [bool] unknown field [disable_coord]');
    expect(ids({ bool: { disable_coord: true } }, 'es6').length).toBeGreaterThan(0);
    expect(err({ range: { n: { gt: 1, foo: 2 } } }).cause.reason).toBe('[range] query does not support [foo]');
    expect(err({ match_all: {}, term: { a: 1 } }).cause.type).toBe('parsing_exception');
  });
  it('percolate is compiled (search/percolate/): without a document it is refused as ES refuses it', () => {
    expect(err({ percolate: { field: 'q' } }).cause).toMatchObject({ type: 'illegal_argument_exception', reason: 'Required one of fields [document, documents, id], but none were specified.' });
  });
  it('a non-numeric bound on a number field fails the shard', () => {
    expect(err({ range: { n: { gte: 'abc' } } }).cause.type).toBe('search_phase_execution_exception');
  });
});
