/**
 * A match query's `analyzer` analyses the query text in place of the field's search analyzer
 * (MatchQueryParser.getAnalyzer), and an analyzer the index does not have is refused
 * (MatchQueryBuilder.doToQuery: `[match] analyzer [x] not found`). Pinned by analysis-common's official
 * search.query/40_query_string.yml ("Test query string with snowball": `q=field:bars&analyzer=snowball` finds
 * a document holding `bar`) and 20_ngram_search.yml (testNGramCopyField, `analyzer: my_ngram_analyzer`).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import { errorEnvelope, isEsError } from '../errors/index.ts';

const st = cluster(index('ma', { body: { type: 'text' } }, [['1', { body: 'red cars' }], ['2', { body: 'a red car' }]]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, params: Record<string, string> = {}): any {
  const r = search(st, request('search', { index: 'ma' }, params, body), env('elasticsearch@8.19.0'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const ids = (r: { hits: { hits: { _id: string }[] } }) => r.hits.hits.map((h) => h._id).sort();

describe('match with a named analyzer', () => {
  it('analyses the query text with it', () => {
    // standard keeps "cars"; english stems it to "car", which only document 2 indexed.
    expect(ids(run({ query: { match: { body: 'cars' } } }))).toEqual(['1']);
    expect(ids(run({ query: { match: { body: { query: 'cars', analyzer: 'english' } } } }))).toEqual(['2']);
    expect(ids(run({ query: { match_phrase: { body: { query: 'red cars', analyzer: 'english' } } } }))).toEqual(['2']);
  });
  it('reaches query_string and q= through their analyzer', () => {
    expect(ids(run({ query: { query_string: { query: 'body:cars', analyzer: 'english' } } }))).toEqual(['2']);
    expect(ids(run({}, { q: 'body:cars', analyzer: 'english' }))).toEqual(['2']);
  });
  it('refuses an analyzer the index does not have', () => {
    const r = run({ query: { match: { body: { query: 'cars', analyzer: 'nope' } } } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: '[match] analyzer [nope] not found' });
  });
});
