/**
 * more_like_this as XMoreLikeThis picks and boosts its terms. For "apple banana apple cherry" over six
 * documents (apple in 2, banana in 3, cherry in 1): tf × ClassicSimilarity idf (log((6 + 1) / (df + 1)) + 1)
 * gives apple 2 × 1.8473 = 3.69, cherry 1 × 2.2528, banana 1 × 1.5596; max_query_terms 2 keeps apple and
 * cherry, so the query is their SHOULD term queries (scored as the same bool of terms would be); with
 * boost_terms the terms are popped worst first, so cherry gets the factor and apple factor × 3.69 / 2.25.
 * Like documents by id are fetched and excluded unless `include`. Errors are MoreLikeThisQueryBuilder's.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { classicIdf } from './mltScorer.ts';

const f = Math.fround;
const docs: [string, Record<string, Json>][] = [
  ['1', { body: 'apple pie', n: 1 }],
  ['2', { body: 'apple banana', n: 2 }],
  ['3', { body: 'banana split', n: 3 }],
  ['4', { body: 'banana bread cherry', n: 4 }],
  ['5', { body: 'plain text', n: 5 }],
  ['6', { body: 'nothing here', n: 6 }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', { body: { type: 'text' }, n: { type: 'long' } }, docs as never, { 'index.number_of_shards': '1' }));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const hits = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]);
const mlt = { fields: ['body'], like: 'apple banana apple cherry', min_term_freq: 1, min_doc_freq: 1, max_query_terms: 2 };

describe('more_like_this', () => {
  it('keeps the max_query_terms best terms by tf × ClassicSimilarity idf', () => {
    expect(classicIdf(2, 6)).toBe(f(Math.log(7 / 3) + 1));
    const r = run({ query: { more_like_this: mlt } });
    expect(hits(r)).toEqual(hits(run({ query: { bool: { should: [{ term: { body: 'cherry' } }, { term: { body: 'apple' } }] } } })));
    expect(r.hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['1', '2', '4']);
  });
  it('boost_terms: factor × score / the first popped (lowest) score', () => {
    const apple = f(2 * classicIdf(2, 6));
    const cherry = f(1 * classicIdf(1, 6));
    const expected = run({ query: { bool: { should: [{ term: { body: { value: 'cherry', boost: f(f(2 * cherry) / cherry) } } }, { term: { body: { value: 'apple', boost: f(f(2 * apple) / cherry) } } }] } } });
    expect(hits(run({ query: { more_like_this: { ...mlt, boost_terms: 2 } } }))).toEqual(hits(expected));
  });
  it('min_term_freq, min_doc_freq, stop_words, unlike filter the terms', () => {
    expect(run({ query: { more_like_this: { ...mlt, min_term_freq: 2 } } }).hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['1', '2']);
    expect(run({ query: { more_like_this: { ...mlt, min_doc_freq: 3 } } }).hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['2', '3', '4']);
    expect(run({ query: { more_like_this: { ...mlt, stop_words: ['apple'] } } }).hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['2', '3', '4']);
    expect(run({ query: { more_like_this: { ...mlt, unlike: 'apple' } } }).hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['2', '3', '4']);
  });
  it('like documents by id: their terms, the document itself excluded unless include', () => {
    const q = { fields: ['body'], like: [{ _index: 'i', _id: '2' }], min_term_freq: 1, min_doc_freq: 1 };
    expect(run({ query: { more_like_this: q } }).hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['1', '3', '4']);
    expect(run({ query: { more_like_this: { ...q, include: true } } }).hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['1', '2', '3', '4']);
    expect(run({ query: { more_like_this: { ...q, like: [{ doc: { body: 'cherry' } }] } } }).hits.hits.map((h: { _id: string }) => h._id)).toEqual(['4']);
  });
  it("MoreLikeThisQueryBuilder's errors", () => {
    expect(run({ query: { more_like_this: { fields: ['body'] } } }).error.root_cause[0].reason).toBe("more_like_this requires 'like' to be specified");
    expect(run({ query: { more_like_this: { fields: [], like: 'x' } } }).error.root_cause[0].reason).toBe("more_like_this requires 'fields' to be non-empty");
    expect(run({ query: { more_like_this: { like: 'x', foo: 1 } } }).error.root_cause[0].reason).toBe('[mlt] query does not support [foo]');
    expect(run({ query: { more_like_this: { fields: ['n'], like: 'x' } } }).error.root_cause[0].reason).toBe('failed to create query: more_like_this only supports text/keyword fields: [n]');
  });
});
