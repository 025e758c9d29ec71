/**
 * terms_set as Lucene's CoveringQuery runs it: the documents where at least max(1, minimum_should_match_field)
 * of the terms match, scored by the double sum of the matching term queries, cast once (CoveringScorer).
 * Documents are the ES docs' terms_set example ("Terms set query": programming_languages, required_matches).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { errorEnvelope, isEsError } from '../../../errors/index.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { javaFloatText } from '../explanation.ts';

const docs: [string, Record<string, Json>][] = [
  ['1', { programming_languages: ['c++', 'java'], required_matches: 2 }],
  ['2', { programming_languages: ['c++', 'java', 'php'], required_matches: 3 }],
  ['3', { programming_languages: ['php'] }],
];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', { programming_languages: { type: 'keyword' }, required_matches: { type: 'long' } }, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scoreOf = (r: { hits: { hits: { _id: string; _score: number }[] } }, id: string) => r.hits.hits.find((h) => h._id === id)?._score;

describe('terms_set', () => {
  it('matches where enough terms match (the docs example: c++, java, php with required_matches)', () => {
    const r = run({ query: { terms_set: { programming_languages: { terms: ['c++', 'java', 'php'], minimum_should_match_field: 'required_matches' } } } });
    expect(r.hits.hits.map((h: { _id: string }) => h._id).sort()).toEqual(['1', '2']);
    // Doc 1's score: the sum of its two term queries' scores (each as a term query prints it), cast once.
    const cpp = scoreOf(run({ query: { term: { programming_languages: 'c++' } } }), '1')!;
    const java = scoreOf(run({ query: { term: { programming_languages: 'java' } } }), '1')!;
    expect(scoreOf(r, '1')).toBe(Number(javaFloatText(Math.fround(cpp + java))));
    // Two terms are not enough for doc 2 (3 required); a document without the field never matches.
    const two = run({ query: { terms_set: { programming_languages: { terms: ['c++', 'java'], minimum_should_match_field: 'required_matches' } } } });
    expect(two.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1']);
  });
  it("ES's errors", () => {
    expect(run({ query: { terms_set: { programming_languages: { terms: ['a'], foo: 1 } } } }).error.root_cause[0].reason).toBe('[terms_set] query does not support [foo]');
  });
});
