/**
 * match_phrase_prefix and match_bool_prefix, scored as Lucene scores them. The documents are the ES docs'
 * explain example (Explain API: 5 docs, "Elasticsearch search engine" the 3-token one, avgdl 5.4, where
 * "elasticsearch" scores 1.6943598). A MultiPhraseQuery's weight sums the idf of every term it holds
 * (PhraseWeight over all its terms' statistics); BM25 is Lucene 8+'s formula evaluated step by step in float32.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { errorEnvelope, isEsError } from '../../../errors/index.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { javaFloatText } from '../explanation.ts';

const F = Math.fround;
/** A float32 as ES prints it. */
const printed = (x: number) => Number(javaFloatText(F(x)));
const docs: [string, Record<string, Json>][] = [
  ['0', { message: 'Elasticsearch search engine', tag: 'elastic' }],
  ...['1', '2', '3', '4'].map((id): [string, Record<string, Json>] => [id, { message: 'one two three four five six', tag: 'other' }]),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', { message: { type: 'text' }, tag: { type: 'keyword' } }, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]);

/** BM25 (Lucene 8+, ES's LegacyBM25 boost 2.2) of a term or phrase with these idfs, freq 1, dl 3, avgdl 5.4. */
function bm25(idfs: number[]): number {
  let sum = 0;
  for (const i of idfs) sum += i;
  const weight = F(F(2.2) * F(sum));
  const normInverse = F(1 / F(F(1.2) * F(F(1 - F(0.75)) + F(F(F(0.75) * 3) / F(27 / 5)))));
  return F(weight - F(weight / F(1 + normInverse)));
}
const IDF_1_OF_5 = F(Math.log(1 + (5 - 1 + 0.5) / (1 + 0.5)));

describe('match_phrase_prefix', () => {
  it('scores a phrase with the expanded last term, the idf summed over every term', () => {
    expect(bm25([IDF_1_OF_5])).toBe(F(1.6943598)); // the formula reproduces the docs' single-term score
    const r = run({ query: { match_phrase_prefix: { message: 'search eng' } } });
    expect(scores(r)).toEqual([['0', printed(bm25([IDF_1_OF_5, IDF_1_OF_5]))]]);
    expect(run({ query: { match_phrase_prefix: { message: 'engine sea' } } }).hits.hits).toEqual([]);
  });
  it('one token is a prefix query: constant score (its boost)', () => {
    expect(scores(run({ query: { match_phrase_prefix: { message: { query: 'elas', boost: 3 } } } }))).toEqual([['0', 3]]);
    expect(scores(run({ query: { match_phrase_prefix: { tag: 'elas' } } }))).toEqual([['0', 1]]);
  });
  it('explains the MultiPhraseQuery with its expansions', () => {
    const r = run({ explain: true, query: { match_phrase_prefix: { message: 'search e' } } });
    expect(r.hits.hits[0]._explanation.description).toBe('weight(message:"search (elasticsearch engine)" in 0) [PerFieldSimilarity], result of:');
    // Both expansions' idf count (three terms in all), though only "engine" follows "search".
    expect(r.hits.hits[0]._score).toBe(printed(bm25([IDF_1_OF_5, IDF_1_OF_5, IDF_1_OF_5])));
    expect(r.hits.hits[0]._explanation.value).toBe(r.hits.hits[0]._score);
  });
  it("ES's errors", () => {
    expect(run({ query: { match_phrase_prefix: { message: { query: 'x', operator: 'and' } } } }).error.root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: '[match_phrase_prefix] query does not support [operator]' });
  });
});

describe('match_bool_prefix', () => {
  it('term queries for all tokens but the last, a constant-scoring prefix for the last', () => {
    // "elasticsearch" 1.6943598 + "se*" 1 (constant), a BooleanQuery's double sum cast to float.
    expect(scores(run({ query: { match_bool_prefix: { message: 'elasticsearch se' } } }))).toEqual([['0', printed(1.6943598 + 1)]]);
    expect(run({ query: { match_bool_prefix: { message: { query: 'elasticsearch zz', operator: 'and' } } } }).hits.hits).toEqual([]);
  });
});

describe('multi_match phrase_prefix and bool_prefix', () => {
  it('one such query per field, combined by dis_max', () => {
    expect(scores(run({ query: { multi_match: { query: 'search eng', type: 'phrase_prefix', fields: ['message'] } } }))).toEqual([['0', printed(bm25([IDF_1_OF_5, IDF_1_OF_5]))]]);
    expect(scores(run({ query: { multi_match: { query: 'elasticsearch se', type: 'bool_prefix', fields: ['message'] } } }))).toEqual([['0', printed(1.6943598 + 1)]]);
  });
});

describe('versions', () => {
  it('match_bool_prefix arrived in ES 7.2: ES 6 knows no such query, nor the bool_prefix type', async () => {
    const { compileQuery } = await import('../../query.ts');
    const { getProfile } = await import('../../../../profiles.ts');
    const idx = index('i', { message: { type: 'text' } }, []);
    const es6 = { index: idx, profile: getProfile('es6'), now: 0 };
    const e = compileQuery({ match_bool_prefix: { message: 'x' } }, es6);
    expect(isEsError(e) && errorEnvelope(e).error).toMatchObject({ type: 'parsing_exception', reason: 'no [query] registered for [match_bool_prefix]' });
    const t = compileQuery({ multi_match: { query: 'x', type: 'bool_prefix' } }, es6);
    expect(isEsError(t) && errorEnvelope(t).error).toMatchObject({ type: 'parse_exception', reason: 'failed to parse [multi_match] query type [bool_prefix]. unknown type.' });
    expect(isEsError(compileQuery({ match_bool_prefix: { message: 'x' } }, { ...es6, profile: getProfile('es8') }))).toBe(false);
  });
});

describe('match_bool_prefix: the query\'s analyzer', () => {
  it('analyses the text with the named analyzer, not the field\'s (whitespace keeps "ELASTICSEARCH" upper case)', () => {
    // Elasticsearch's search/310_match_bool_prefix.yml "analyzer": `BROWN dog` with the whitespace analyzer finds
    // only the doc holding "dog" (the indexed terms are lower case).
    expect(run({ query: { match_bool_prefix: { message: { query: 'ELASTICSEARCH fiv', analyzer: 'whitespace' } } } }).hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1', '2', '3', '4']);
    expect(run({ query: { match_bool_prefix: { message: { query: 'ELASTICSEARCH fiv' } } } }).hits.hits.map((h: { _id: string }) => h._id)[0]).toBe('0');
    expect(run({ size: 0, query: { match_bool_prefix: { message: { query: 'ELASTICSEARCH SEA', analyzer: 'whitespace' } } } }).hits.total.value).toBe(0);
  });
});
