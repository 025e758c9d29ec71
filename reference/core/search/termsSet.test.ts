/**
 * Tests of terms_set's `minimum_should_match_script`: the script runs per document with `params.num_terms`
 * (TermsSetQueryBuilder.createValuesSource adds it to a copy of the script's params). Data and query of the
 * 8.x docs page query-dsl/terms-set-query ("Example request with minimum_should_match_script"), which
 * returns both candidates; our own variants pin the per-document minimum.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

const st = cluster(
  index('jobs', { name: { type: 'keyword' }, langs: { type: 'keyword' }, required: { type: 'long' } }, [
    ['1', { name: 'Jane', langs: ['c++', 'java'], required: 2 }],
    ['2', { name: 'Jason', langs: ['java', 'php'], required: 2 }],
    ['3', { name: 'Ann', langs: ['java'], required: 3 }],
  ]),
);

function ids(query: Json): string[] {
  const r = search(st, request('search', { index: 'jobs' }, {}, { query, sort: ['_doc'] }), env('es8')) as ApiResult;
  const body = JSON.parse(encodeJson(r.body)) as { hits?: { hits: { _id: string }[] }; error?: unknown };
  if (!body.hits) throw new Error(encodeJson(r.body));
  return body.hits.hits.map((h) => h._id);
}

describe('terms_set with minimum_should_match_script', () => {
  it('reads params.num_terms and the document', () => {
    const q = (terms: string[], source: string) => ({ terms_set: { langs: { terms, minimum_should_match_script: { source } } } });
    expect(ids(q(['c++', 'java', 'php'], "Math.min(params.num_terms, doc['required'].value)"))).toEqual(['1', '2']);
    // Two terms: Ann needs min(2, 3) = 2 and has one of them; the others have two.
    expect(ids(q(['java', 'php'], "Math.min(params.num_terms, doc['required'].value)"))).toEqual(['2']);
    expect(ids(q(['java'], 'params.num_terms'))).toEqual(['1', '2', '3']);
  });
  it('keeps the script params beside num_terms, and a minimum below 1 is 1', () => {
    expect(ids({ terms_set: { langs: { terms: ['php', 'c++'], minimum_should_match_script: { source: 'params.num_terms - params.k', params: { k: 5 } } } } })).toEqual(['1', '2']);
  });
});
