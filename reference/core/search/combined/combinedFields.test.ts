/**
 * `combined_fields` scored as Lucene's CombinedFieldQuery (BM25F): for "time" over title and body^2, the
 * pseudo field's statistics are docFreq max(1, 1) = 1, docCount max(2, 2) = 2, sumTotalTermFreq
 * 1 × 3 + 2 × 5 = 13; document 1's frequency 1 × 1 + 2 × 2 = 5 and length 1 × 2 + 2 × 3 = 8 (re-encoded,
 * exact for small lengths). The expected score is BM25Similarity's formula in float32 with ES's
 * LegacyBM25Similarity boost (1 + k1). The official YAML test search/360_combined_fields.yml ("time event"
 * over abstract and body, operator and) is run as a case too; errors are CombinedFieldsQueryBuilder's.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { javaFloatText } from '../engine/explanation.ts';

const f = Math.fround;
const props = { title: { type: 'text' }, body: { type: 'text' }, abstract: { type: 'text' }, kw: { type: 'keyword' }, other: { type: 'text', analyzer: 'whitespace' } };
const docs: [string, Record<string, Json>][] = [
  ['1', { title: 'time clock', body: 'time is time', abstract: 'The concept of one event happening before another...' }],
  ['2', { title: 'other', body: 'nothing here', abstract: 'no' }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, profile: 'es8' | 'opensearch2' = 'es8'): any {
  const st = cluster(index('i', props, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env(profile as never));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}

/** BM25 (Lucene 8+) with LegacyBM25Similarity's boost, in float32. */
function bm25(freq: number, dl: number, avgdl: number, df: number, n: number): number {
  const k1 = f(1.2);
  const b = f(0.75);
  const idf = f(Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  const weight = f(f(1 * f(1 + k1)) * idf);
  const normInverse = f(1 / f(k1 * f(f(1 - b) + f(f(b * dl) / f(avgdl)))));
  return f(weight - f(weight / f(1 + f(freq * normInverse))));
}

describe('combined_fields', () => {
  it('scores the fields as one (BM25F): weighted freq, weighted length, merged statistics', () => {
    const r = run({ query: { combined_fields: { query: 'time', fields: ['title', 'body^2'] } } });
    expect(r.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1']);
    expect(r.hits.hits[0]._score).toBe(Number(javaFloatText(bm25(5, 8, 13 / 2, 1, 2))));
  });
  it('explains as CombinedFieldWeight', () => {
    const r = run({ explain: true, query: { combined_fields: { query: 'time', fields: ['title', 'body^2'] } } });
    const e = r.hits.hits[0]._explanation;
    expect(e.description).toBe('weight(CombinedFieldQuery((body^2.0 title)(time)) in 0), result of:');
    expect(e.details[0].description).toBe('score(freq=5.0), computed as boost * idf * tf from:');
  });
  it('the official search/360_combined_fields.yml case: operator and', () => {
    const r = run({ query: { combined_fields: { query: 'time event', fields: ['abstract', 'body'], operator: 'and' } } });
    expect(r.hits.total.value).toBe(1);
    expect(r.hits.hits[0]._id).toBe('1');
    expect(run({ query: { combined_fields: { query: 'time nothing', fields: ['abstract', 'body'], operator: 'and' } } }).hits.total.value).toBe(0);
    expect(run({ query: { combined_fields: { query: 'time nothing', fields: ['body'], minimum_should_match: 1 } } }).hits.total.value).toBe(2);
  });
  it("the builder's errors; unknown before 7.13 and on OpenSearch", () => {
    const reason = (b: Json) => String(run({ query: { combined_fields: b } }).error.root_cause[0].reason).replace(/^failed to create query: /, '');
    expect(reason({ query: 'x', fields: ['title', 'kw'] })).toBe('Field [kw] of type [keyword] does not support [combined_fields] queries');
    expect(reason({ query: 'x', fields: ['title', 'other'] })).toBe('All fields in [combined_fields] query must have the same search analyzer');
    expect(reason({ query: 'x', fields: [] })).toBe('In [combined_fields] query, at least one field must be provided');
    expect(reason({ fields: ['title'] })).toMatch(/Required \[query\]$/);
    expect(reason({ query: 'x', fields: ['title'], foo: 1 })).toMatch(/\[combined_fields\] unknown field \[foo\]$/);
    expect(run({ query: { combined_fields: { query: 'x', fields: ['title'] } } }, 'opensearch2').error.root_cause[0].reason).toMatch(/unknown query \[combined_fields\]/);
  });
});
