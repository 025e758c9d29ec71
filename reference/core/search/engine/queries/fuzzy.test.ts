/**
 * Fuzzy matching, scored as Lucene scores a FuzzyQuery (TopTermsBlendedFreqScoringRewrite): each expansion a
 * TermQuery boosted by FuzzyTermsEnum's similarity (1 - ed / min(length)), with the largest docFreq of the
 * expansions (BlendedTermQuery), summed. Expected values are BM25 (Lucene 8+, ES's boost × 2.2) evaluated
 * step by step in float32 on the ES docs' explain example (5 docs, a 3-token one, avgdl 5.4).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { errorEnvelope, isEsError } from '../../../errors/index.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { javaFloatText } from '../explanation.ts';
import { editDistance, fuzzinessDistance } from '../../fuzzy.ts';

const F = Math.fround;
const printed = (x: number) => Number(javaFloatText(F(x)));

/** BM25 of one term: boost, docFreq n of N = 5 docs, freq 1, the document's length dl, avgdl = total / 5. */
function bm25(boost: number, n: number, dl: number, total: number): number {
  const idf = F(Math.log(1 + (5 - n + 0.5) / (n + 0.5)));
  const weight = F(F(F(boost) * F(2.2)) * idf);
  const normInverse = F(1 / F(F(1.2) * F(F(1 - F(0.75)) + F(F(F(0.75) * dl) / F(total / 5)))));
  return F(weight - F(weight / F(1 + normInverse)));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(docs: [string, Record<string, Json>][], body: Json): any {
  const st = cluster(index('i', { message: { type: 'text' }, tag: { type: 'keyword' } }, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]);
const EXAMPLE: [string, Record<string, Json>][] = [
  ['0', { message: 'Elasticsearch search engine' }],
  ...['1', '2', '3', '4'].map((id): [string, Record<string, Json>] => [id, { message: 'one two three four five six' }]),
];

describe('fuzziness', () => {
  it('AUTO is 0, 1, 2 edits by length (3 and 6 code points); transpositions count one edit', () => {
    expect([fuzzinessDistance('AUTO', 'ab'), fuzzinessDistance('AUTO', 'abc'), fuzzinessDistance('AUTO', 'abcdef'), fuzzinessDistance('AUTO:2,4', 'abcd'), fuzzinessDistance(1, 'a')]).toEqual([0, 1, 2, 2, 1]);
    expect([editDistance('ab', 'ba', true), editDistance('ab', 'ba', false), editDistance('kitten', 'sitting', true)]).toEqual([1, 2, 3]);
  });
  it('match with fuzziness: the expansion scores with its boost 1 - 1/13', () => {
    const r = run(EXAMPLE, { query: { match: { message: { query: 'elasticsearhc', fuzziness: 'AUTO' } } } });
    expect(scores(r)).toEqual([['0', printed(bm25(F(1 - F(1) / F(13)), 1, 3, 27))]]);
    expect(run(EXAMPLE, { query: { match: { message: { query: 'elasticsearhc', fuzziness: 1, fuzzy_transpositions: false } } } }).hits.hits).toEqual([]);
    expect(run(EXAMPLE, { query: { match: { message: { query: 'flasticsearch', fuzziness: 1, prefix_length: 1 } } } }).hits.hits).toEqual([]);
  });
  it('the expansions share the largest docFreq (BlendedTermQuery) and sum', () => {
    const docs: [string, Record<string, Json>][] = [
      ['0', { message: 'quick quack' }],
      ['1', { message: 'quack' }],
      ['2', { message: 'quack' }],
      ['3', { message: 'other' }],
      ['4', { message: 'other' }],
    ];
    // "quick": itself (boost 1) and "quack" (1 edit of 5: boost 0.8); docFreq max(1, 3) = 3 for both.
    const r = run(docs, { query: { fuzzy: { message: { value: 'quick', fuzziness: 1 } } } });
    const quick0 = bm25(1, 3, 2, 6);
    const quack0 = bm25(F(0.8), 3, 2, 6);
    expect(scores(r)).toEqual([['0', printed(quick0 + quack0)], ['1', printed(bm25(F(0.8), 3, 1, 6))], ['2', printed(bm25(F(0.8), 3, 1, 6))]]);
    // max_expansions 1: the best expansion only (the exact term, boost 1).
    expect(scores(run(docs, { query: { fuzzy: { message: { value: 'quick', fuzziness: 1, max_expansions: 1 } } } }))).toEqual([['0', printed(bm25(1, 1, 2, 6))]]);
  });
  it("the fuzzy query's errors and the explanation", () => {
    expect(run(EXAMPLE, { query: { fuzzy: { message: { fuzziness: 1 } } } }).error.root_cause[0].reason).toBe('No value specified for fuzzy query');
    expect(run(EXAMPLE, { query: { fuzzy: { message: { value: 'x', foo: 1 } } } }).error.root_cause[0].reason).toBe('[fuzzy] query does not support [foo]');
    const e = run(EXAMPLE, { explain: true, query: { fuzzy: { message: 'elasticsearhc' } } }).hits.hits[0];
    expect(e._explanation.description).toBe('weight(message:elasticsearch in 0) [PerFieldSimilarity], result of:');
    expect(e._explanation.value).toBe(e._score);
  });
  it('multi_match passes fuzziness to each field', () => {
    expect(run(EXAMPLE, { query: { multi_match: { query: 'elasticsearhc', fields: ['message'], fuzziness: 'AUTO' } } }).hits.hits.length).toBe(1);
  });
});

describe('fuzziness on keyword fields', () => {
  it('a match with fuzziness on a keyword is a fuzzy query on its one term', () => {
    const r = run([['0', { tag: 'elastic' }], ['1', { tag: 'other' }]], { query: { match: { tag: { query: 'elastik', fuzziness: 1 } } } });
    expect(r.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['0']);
    expect(run([['0', { tag: 'elastic' }]], { query: { match: { tag: { query: 'elastik' } } } }).hits.hits).toEqual([]);
  });
});
