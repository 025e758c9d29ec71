/**
 * dis_max, multi_match and boosting, scored as Lucene scores them. The per-field score is the ES docs'
 * explain example (Explain API: "elasticsearch" in a 3-token field, 5 docs, avgdl 5.4 → 1.6943598); the
 * combinations are Lucene's formulas evaluated in float32: DisjunctionMaxScorer (float)(max + others × tie),
 * a BooleanQuery of SHOULDs (the double sum, cast), FunctionScoreQuery.boostByQuery (float)(score × boost).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { dismaxScore } from './compoundScorer.ts';
import { javaFloatText } from '../explanation.ts';
import { errorEnvelope, isEsError } from '../../../errors/index.ts';

const PER_FIELD = 1.6943598;
/** A float32 as ES prints it (the shortest text that reads back to the float). */
const f = (x: number) => Number(javaFloatText(Math.fround(x)));
const props = { message: { type: 'text' }, title: { type: 'text' }, n: { type: 'long' } };
// Both fields hold the explain example's text, so each scores 1.6943598 on its own for doc 0.
const docs: [string, Record<string, Json>][] = [
  ['0', { message: 'Elasticsearch search engine', title: 'Elasticsearch search engine', n: 1 }],
  ...['1', '2', '3', '4'].map((id): [string, Record<string, Json>] => [id, { message: 'one two three four five six', title: 'one two three four five six', n: 2 }]),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, settings: Record<string, string> = {}, profile = 'es8'): any {
  const st = cluster(index('i', props, docs as never, settings));
  const r = search(st, request('search', { index: 'i' }, {}, body), env(profile as never));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]);

describe('dis_max', () => {
  it('scores the best clause plus tie_breaker × the others (DisjunctionMaxScorer)', () => {
    const r = run({ query: { dis_max: { tie_breaker: 0.7, queries: [{ match: { message: 'elasticsearch' } }, { match: { title: 'elasticsearch' } }] } } });
    expect(scores(r)).toEqual([['0', f(PER_FIELD + PER_FIELD * Math.fround(0.7))]]);
  });
  it('tie_breaker 0 (the default) is the max alone; boost multiplies into the clauses', () => {
    expect(scores(run({ query: { dis_max: { queries: [{ match: { message: 'elasticsearch' } }, { match: { title: 'elasticsearch' } }] } } }))).toEqual([['0', PER_FIELD]]);
    // boost 2 reaches the term weight: LegacyBM25 boost 2.2 × 2 = 4.4; 4.4 · idf · tf = 3.3887196 in float32.
    const r = run({ query: { dis_max: { boost: 2, queries: { match: { message: 'elasticsearch' } } } } });
    expect(scores(r)).toEqual([['0', 3.3887196]]);
  });
  it('takes the max of float scores, sums the others in double, casts once', () => {
    expect(dismaxScore([1, 3, 2], Math.fround(0.1))).toBe(Math.fround(3 + 3 * Math.fround(0.1)));
    expect(dismaxScore([0.5], 0)).toBe(0.5);
  });
  it("ES's errors: no queries, an unknown key", () => {
    const e = run({ query: { dis_max: { tie_breaker: 0.1 } } });
    expect(e.status).toBe(400);
    expect(e.error.root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: "[dis_max] requires 'queries' field with at least one clause" });
    expect(run({ query: { dis_max: { queries: [], foo: 1 } } }).error.root_cause[0].reason).toBe('[dis_max] query does not support [foo]');
  });
  it('explains as "max plus 0.7 times others of:"', () => {
    const r = run({ explain: true, query: { dis_max: { tie_breaker: 0.7, queries: [{ match: { message: 'elasticsearch' } }, { match: { title: 'elasticsearch' } }] } } });
    const e = r.hits.hits[0]._explanation;
    expect(e.description).toBe('max plus 0.7 times others of:');
    expect(e.value).toBe(r.hits.hits[0]._score);
    expect(e.details.map((d: { value: number }) => d.value)).toEqual([PER_FIELD, PER_FIELD]);
  });
});

describe('multi_match', () => {
  it('best_fields: the best field; tie_breaker adds the others', () => {
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch', fields: ['message', 'title'] } } }))).toEqual([['0', PER_FIELD]]);
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch', fields: ['message', 'title'], tie_breaker: 0.3 } } }))).toEqual([['0', f(PER_FIELD + PER_FIELD * Math.fround(0.3))]]);
  });
  it('most_fields: the sum of the fields (a BooleanQuery of SHOULDs)', () => {
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch', type: 'most_fields', fields: ['message', 'title'] } } }))).toEqual([['0', f(PER_FIELD * 2)]]);
  });
  it('^boost multiplies a field, wildcards and the default field (*) resolve against the mapping, leniently', () => {
    // title^2: 3.3887196 (as a boost of 2 above); message 1.6943598 — the max is title's.
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch', fields: ['message', 'title^2'] } } }))).toEqual([['0', 3.3887196]]);
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch', fields: ['mess*'] } } }))).toEqual([['0', PER_FIELD]]);
    // No fields: index.query.default_field (*): message, title and n (n is a long: left out, leniently).
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch', type: 'most_fields' } } }))).toEqual([['0', f(PER_FIELD * 2)]]);
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch' } } }, { 'index.query.default_field': 'title' }))).toEqual([['0', PER_FIELD]]);
  });
  it('operator and minimum_should_match apply per field', () => {
    expect(run({ query: { multi_match: { query: 'elasticsearch nothing', fields: ['message', 'title'], operator: 'and' } } }).hits.hits).toEqual([]);
    expect(run({ query: { multi_match: { query: 'elasticsearch engine', fields: ['message', 'title'], operator: 'and' } } }).hits.hits.map((h: { _id: string }) => h._id)).toEqual(['0']);
    expect(run({ query: { multi_match: { query: 'elasticsearch nothing other', fields: ['message'], minimum_should_match: 2 } } }).hits.hits).toEqual([]);
  });
  it('phrase: a match_phrase per field', () => {
    expect(run({ query: { multi_match: { query: 'search engine', type: 'phrase', fields: ['title'] } } }).hits.hits.map((h: { _id: string }) => h._id)).toEqual(['0']);
    expect(run({ query: { multi_match: { query: 'engine search', type: 'phrase', fields: ['title'] } } }).hits.hits).toEqual([]);
  });
  it("ES's errors (MultiMatchQueryBuilder.fromXContent)", () => {
    const reason = (b: Json) => run({ query: { multi_match: b } }).error.root_cause[0];
    expect(reason({ fields: ['title'] })).toMatchObject({ type: 'parsing_exception', reason: 'No text specified for multi_match query' });
    expect(reason({ query: 'x', type: 'nope' })).toMatchObject({ type: 'parse_exception', reason: 'failed to parse [multi_match] query type [nope]. unknown type.' });
    expect(reason({ query: 'x', type: 'phrase', fuzziness: 1 })).toMatchObject({ type: 'parsing_exception', reason: 'Fuzziness not allowed for type [phrase]' });
    expect(reason({ query: 'x', type: 'bool_prefix', slop: 1 })).toMatchObject({ type: 'parsing_exception', reason: '[slop] not allowed for type [bool_prefix]' });
    // Elasticsearch's search/310_match_bool_prefix.yml (7.x): cutoff_frequency with bool_prefix is refused; 8.0
    // removed the option, so ES 8 says it does not support it (multiMatchLegacyOptions).
    const cutoff = { query: 'x', type: 'bool_prefix', cutoff_frequency: 0.001 };
    expect(run({ query: { multi_match: cutoff } }, {}, 'elasticsearch@7.17.0').error.root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: '[cutoff_frequency] not allowed for type [bool_prefix]' });
    expect(reason(cutoff)).toMatchObject({ type: 'parsing_exception', reason: '[multi_match] query does not support [cutoff_frequency]' });
    expect(reason({ query: 'x', foo: 1 })).toMatchObject({ type: 'parsing_exception', reason: '[multi_match] query does not support [foo]' });
    expect(reason({ query: { a: 1 } })).toMatchObject({ type: 'parsing_exception', reason: '[multi_match] unknown token [START_OBJECT] after [query]' });
  });
});

describe('boosting', () => {
  it('the positive score, × negative_boost where the negative query matches', () => {
    const r = run({ query: { boosting: { positive: { match_all: {} }, negative: { term: { n: 2 } }, negative_boost: 0.2 } } });
    expect(scores(r)).toEqual([['0', 1], ['1', f(0.2)], ['2', f(0.2)], ['3', f(0.2)], ['4', f(0.2)]]);
    const s = run({ query: { boosting: { positive: { match: { message: 'elasticsearch' } }, negative: { term: { n: 1 } }, negative_boost: 0.5 } } });
    expect(scores(s)).toEqual([['0', f(PER_FIELD * Math.fround(0.5))]]);
  });
  it("ES's errors (BoostingQueryBuilder.fromXContent)", () => {
    const reason = (b: Json) => run({ query: { boosting: b } }).error.root_cause[0].reason;
    expect(reason({ negative: { match_all: {} }, negative_boost: 1 })).toBe("[boosting] query requires 'positive' query to be set'");
    expect(reason({ positive: { match_all: {} }, negative_boost: 1 })).toBe("[boosting] query requires 'negative' query to be set'");
    expect(reason({ positive: { match_all: {} }, negative: { match_all: {} } })).toBe("[boosting] query requires 'negative_boost' to be set to be a positive value'");
  });
});

describe('multi_match across versions', () => {
  it('ES 8 removed use_dis_max and cutoff_frequency; ES 7 still accepts them (MultiMatchQueryBuilder 8.x)', async () => {
    const { compileQuery } = await import('../../query.ts');
    const { getProfile } = await import('../../../../profiles.ts');
    const idx = index('i', props, []);
    const q = { multi_match: { query: 'x', fields: ['message'], use_dis_max: true } };
    const e8 = compileQuery(q, { index: idx, profile: getProfile('es8'), now: 0 });
    expect(isEsError(e8) && errorEnvelope(e8).error).toMatchObject({ reason: '[multi_match] query does not support [use_dis_max]' });
    expect(isEsError(compileQuery(q, { index: idx, profile: getProfile('elasticsearch@7.17.3'), now: 0 }))).toBe(false);
  });
});
