/**
 * prefix/wildcard/regexp with a scoring `rewrite`: Lucene's ScoringRewrite (scoring_boolean: a BooleanQuery of
 * TermQuerys, each with its own statistics), TopTermsBlendedFreqScoringRewrite (the largest docFreq for all),
 * TopTermsBoostOnlyBooleanQueryRewrite (constant boost per term). The ES docs' explain example (5 docs;
 * "elasticsearch", "search", "engine" each in the one 3-token document: 1.6943598 each as a term).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { javaFloatText } from '../explanation.ts';
import { scoringRewrite } from './multiTerm.ts';

const docs: [string, Record<string, Json>][] = [
  ['0', { message: 'Elasticsearch search engine', tag: 'engine' }],
  ...['1', '2', '3', '4'].map((id): [string, Record<string, Json>] => [id, { message: 'one two three four five six', tag: 'other' }]),
];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', { message: { type: 'text' }, tag: { type: 'keyword' } }, docs as never));
  return JSON.parse(encodeJson((search(st, request('search', { index: 'i' }, {}, body), env('es8')) as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]);

describe('scoring rewrites', () => {
  it('parses the rewrite names (QueryParsers.parseRewriteMethod)', () => {
    expect([scoringRewrite('scoring_boolean'), scoringRewrite('top_terms_3'), scoringRewrite('top_terms_blended_freqs_2'), scoringRewrite('top_terms_boost_4'), scoringRewrite('constant_score')]).toEqual([
      { mode: 'scoring', max: 1024 }, { mode: 'scoring', max: 3 }, { mode: 'blended', max: 2 }, { mode: 'boost', max: 4 }, undefined,
    ]);
  });
  it('the default is a constant score (the boost); scoring_boolean scores each term by BM25 and sums', () => {
    expect(scores(run({ query: { prefix: { message: { value: 'e' } } } }))).toEqual([['0', 1]]);
    expect(scores(run({ query: { prefix: { message: { value: 'se', rewrite: 'scoring_boolean' } } } }))).toEqual([['0', 1.6943598]]);
    // "elasticsearch" and "engine": 1.6943598 each, summed in double and cast.
    expect(scores(run({ query: { prefix: { message: { value: 'e', rewrite: 'scoring_boolean' } } } }))).toEqual([['0', Number(javaFloatText(Math.fround(1.6943598 * 2)))]]);
    expect(scores(run({ query: { wildcard: { message: { value: 'e*e', rewrite: 'top_terms_1' } } } }))).toEqual([['0', 1.6943598]]);
  });
  it('top_terms_boost_N: each term a constant of the boost', () => {
    expect(scores(run({ query: { prefix: { message: { value: 'e', rewrite: 'top_terms_boost_10', boost: 2 } } } }))).toEqual([['0', 4]]);
    expect(scores(run({ query: { regexp: { tag: { value: 'eng.*', rewrite: 'top_terms_boost_10' } } } }))).toEqual([['0', 1]]);
  });
});
