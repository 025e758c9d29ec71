/** A keyword field's `split_queries_on_whitespace`: match queries split their text on whitespace (KeywordFieldMapper's search analyzer). */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import type { IndexState } from '../state.ts';
import { cluster, env, index, request } from './testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function ids(idx: IndexState, query: Json, profile: 'es6' | 'es8' = 'es8'): string[] {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query }), env(profile));
  return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => h._id).sort();
}

const docs: [string, Record<string, Json>][] = [['1', { s: 'foo' }], ['2', { s: 'bar' }], ['3', { s: 'foo bar' }], ['4', { s: 'Foo' }]];

describe('split_queries_on_whitespace', () => {
  it('off (the default): the text is one term (Lucene.KEYWORD_ANALYZER)', () => {
    const idx = index('i', { s: { type: 'keyword' } }, docs);
    expect(ids(idx, { match: { s: 'foo bar' } })).toEqual(['3']);
  });
  it('on: WhitespaceAnalyzer, each word a term (220_filters_bucket.yml "cache busting": foo bar matches 3 documents there)', () => {
    const idx = index('i', { s: { type: 'keyword', split_queries_on_whitespace: true } }, docs);
    expect(ids(idx, { match: { s: 'foo bar' } })).toEqual(['1', '2']);
    expect(ids(idx, { match: { s: { query: 'foo bar', operator: 'and' } } })).toEqual([]);
    expect(ids(idx, { multi_match: { query: 'foo bar', fields: ['s'] } })).toEqual(['1', '2']);
    // A filter context runs the old scan: the same answer.
    expect(ids(idx, { bool: { filter: { match: { s: 'foo bar' } } } })).toEqual(['1', '2']);
    // The term query does not analyse.
    expect(ids(idx, { term: { s: 'foo bar' } })).toEqual(['3']);
  });
  it('on, with a normalizer: its filters behind a whitespace tokenizer (getWhitespaceNormalizer)', () => {
    const idx = index('i', { s: { type: 'keyword', normalizer: 'lc', split_queries_on_whitespace: true } }, docs, { 'index.analysis.normalizer.lc.type': 'custom', 'index.analysis.normalizer.lc.filter': 'lowercase' });
    expect(ids(idx, { match: { s: 'FOO' } })).toEqual(['1', '4']);
    expect(ids(idx, { match: { s: 'FOO Bar' } })).toEqual(['1', '2', '4']);
  });
});
