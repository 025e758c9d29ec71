/**
 * multi_match cross_fields: ES's BlendedTermQuery.blend (docFreq = the largest of the fields, one more per
 * step down to a rarer field, capped by maxDoc) and dismaxBlendedQuery. Scores: BM25 (Lucene 8+, ES's boost
 * × 2.2) evaluated step by step in float32 with the blended docFreq.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { javaFloatText } from '../explanation.ts';
import { blendedDocFreqs } from './blended.ts';

const F = Math.fround;
const printed = (x: number) => Number(javaFloatText(F(x)));
/** BM25 of one term at freq 1 in a 1-token field whose average length is 1: docFreq n of N. */
function bm25(n: number, N: number): number {
  const idf = F(Math.log(1 + (N - n + 0.5) / (n + 0.5)));
  const weight = F(F(2.2) * idf);
  const normInverse = F(1 / F(F(1.2) * F(F(1 - F(0.75)) + F(F(F(0.75) * 1) / F(1)))));
  return F(weight - F(weight / F(1 + normInverse)));
}

describe('cross_fields', () => {
  it('blends docFreqs: the largest, one more for each rarer field, capped by maxDoc', () => {
    expect(blendedDocFreqs([3, 1], [100, 100], 5)).toEqual([3, 4]);
    expect(blendedDocFreqs([2, 0], [100, 100], 5)).toEqual([2, 0]);
    expect(blendedDocFreqs([5, 2, 1], [100, 100, 100], 5)).toEqual([5, 5, 5]);
    expect(blendedDocFreqs([4], [100], 5)).toEqual([4]);
  });
  it('each term may sit in any field; scores use the blended docFreq', () => {
    const docs = [
      { first: 'will', last: 'smith' },
      { first: 'smith', last: 'jones' },
      { first: 'john', last: 'smith' },
      { first: 'will', last: 'other' },
      { first: 'x', last: 'y' },
    ].map((d, i) => [String(i), d]);
    const st = cluster(index('i', { first: { type: 'text' }, last: { type: 'text' } }, docs as never));
    const r = JSON.parse(encodeJson((search(st, request('search', { index: 'i' }, {}, { query: { multi_match: { query: 'will smith', type: 'cross_fields', fields: ['first', 'last'], operator: 'and' } } } as Json), env('es8')) as ApiResult).body));
    // "will": first 2, last 0 → [2, 0]; "smith": first 1, last 2 → [3, 2]: doc 0 has will in first (2), smith in last (2).
    expect(r.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual([['0', printed(bm25(2, 5) + bm25(2, 5))]]);
    const or = JSON.parse(encodeJson((search(st, request('search', { index: 'i' }, {}, { query: { multi_match: { query: 'smith', type: 'cross_fields', fields: ['first', 'last'] } } } as Json), env('es8')) as ApiResult).body));
    // "smith" in first is blended to docFreq 3, in last it keeps 2.
    expect(or.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual([['0', printed(bm25(2, 5))], ['2', printed(bm25(2, 5))], ['1', printed(bm25(3, 5))]]);
  });
});
