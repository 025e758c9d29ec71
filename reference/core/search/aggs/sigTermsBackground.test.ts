/**
 * The background set of `significant_terms`: kept to the search's alias filter from 8.4 (modules/aggregations
 * sig_terms.yml "Test alias background filter"), and, for a field under a nested path, counted in the documents
 * holding the term in a nested object (#128472, in 8.19; sig_terms_nested.yml "Nested fields"). Our own data.
 */
import { describe, expect, it } from 'vitest';
import { fixture, searchBody } from './testkit.ts';
import { call, testSimulator } from '../../../testkit.ts';

describe('significant_terms background through a filtered alias', () => {
  const st = fixture({ colour: { type: 'keyword' }, shop: { type: 'keyword' } }, [
    { colour: 'red', shop: 'north' },
    { colour: 'blue', shop: 'south' },
    { colour: 'red', shop: 'north' },
    { colour: 'green', shop: 'north' },
  ]);
  st.indices.get('test')!.aliases.set('northern', { filter: { term: { shop: 'north' } } });
  const body = { size: 0, aggs: { sig: { significant_terms: { field: 'colour', min_doc_count: 1 } } } };

  it('counts only the alias\'s documents from 8.4', () => {
    expect(searchBody(st, body, {}, 'elasticsearch@8.19.0', 'northern').aggregations.sig.bg_count).toBe(3);
  });

  it('counted the whole index before', () => {
    expect(searchBody(st, body, {}, 'elasticsearch@8.3.3', 'northern').aggregations.sig.bg_count).toBe(4);
  });
});

describe('significant_terms on a nested field', () => {
  const docs = [
    ...Array.from({ length: 6 }, () => ({ kind: 'usual', parts: [{ size: 1 }] })),
    { kind: 'usual', parts: [{ size: 2 }, { size: 2 }] },
    ...Array.from({ length: 3 }, () => ({ kind: 'odd', parts: [{ size: 1 }] })),
    ...Array.from({ length: 3 }, () => ({ kind: 'odd', parts: [{ size: 2 }] })),
  ];
  const st = fixture({ kind: { type: 'keyword' }, parts: { type: 'nested', properties: { size: { type: 'integer' } } } }, docs);
  const body = { size: 0, query: { term: { kind: 'odd' } }, aggs: { p: { nested: { path: 'parts' }, aggs: { sig: { significant_terms: { field: 'parts.size' } } } } } };

  it('a term\'s bg_count is the number of background documents holding it in a nested object (8.19)', () => {
    const sig = searchBody(st, body, {}, 'elasticsearch@8.19.0').aggregations.p.sig;
    expect(sig.doc_count).toBe(6);
    // The superset is the root documents: 13; size 2 sits in 4 of them (one holds it twice).
    expect(sig.bg_count).toBe(13);
    expect(sig.buckets.map((b: { key: number; doc_count: number; bg_count: number }) => [b.key, b.doc_count, b.bg_count])).toEqual([[2, 3, 4]]);
  });

  it('before the fix every nested term had a bg_count of 0', () => {
    const sig = searchBody(st, body, {}, 'elasticsearch@8.18.2').aggregations.p.sig;
    expect(sig.buckets.every((b: { bg_count: number }) => b.bg_count === 0)).toBe(true);
  });
});

describe('significant_terms background without a filter: maxDoc and docFreq count deleted documents', () => {
  const run = (forceMerge: boolean) => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(s, 'PUT', '/m', { settings: { number_of_shards: 1 }, mappings: { properties: { tag: { type: 'keyword' }, grp: { type: 'keyword' } } } });
    const lines = [
      ['1', 'x', 'a'], ['2', 'x', 'a'], ['3', 'y', 'a'], ['4', 'y', 'b'], ['5', 'y', 'b'], ['5', 'x', 'b'],
    ].flatMap(([id, tag, grp]) => [JSON.stringify({ index: { _id: id } }), JSON.stringify({ tag, grp })]).join('\n') + '\n';
    call(s, 'POST', '/m/_bulk?refresh=true', lines);
    if (forceMerge) call(s, 'POST', '/m/_forcemerge?max_num_segments=1');
    return call(s, 'POST', '/m/_search', { size: 0, query: { term: { grp: 'a' } }, aggs: { sig: { significant_terms: { field: 'tag', min_doc_count: 1 } } } }).body.aggregations.sig;
  };

  it('an updated document\'s old version still counts, in the superset and in its term\'s bg_count', () => {
    const sig = run(false);
    // Five live documents and the replaced version of doc 5 (tag y) in the segment: maxDoc 6.
    expect(sig.bg_count).toBe(6);
    expect(Object.fromEntries(sig.buckets.map((b: { key: string; bg_count: number }) => [b.key, b.bg_count]))).toEqual({ x: 3 });
  });

  it('a merge that drops the deleted version takes it out', () => {
    expect(run(true).bg_count).toBe(5);
  });
});
