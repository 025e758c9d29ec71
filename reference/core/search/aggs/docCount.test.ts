/**
 * `_doc_count`: a document stands for that many in every bucket's `doc_count` (DocCountProvider reads the
 * field's doc values, 1 when absent; DocCountFieldType's default is 1). Expected values from
 * search.aggregation/370_doc_count_field.yml (docs with _doc_count 10, 5, 7, 1 and one without).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';
import { docCountOf, rowDocCount } from './rows.ts';
import type { Doc } from '../../doc.ts';

const DOCS = [
  { _doc_count: 10, str: 'abc', number: 500 },
  { _doc_count: 5, str: 'xyz', number: 100 },
  { _doc_count: 7, str: 'foo', number: 100 },
  { _doc_count: 1, str: 'foo', number: 200 },
  { str: 'abc', number: 500 },
];
const MAPPING = { str: { type: 'keyword' }, number: { type: 'integer' } } as const;
const keyCounts = (buckets: { key: unknown; doc_count: number }[]) => buckets.map((b) => [b.key, b.doc_count]);

describe('_doc_count', () => {
  it('rowDocCount: a positive integer, else 1; a nested object counts 1', () => {
    const doc = (parsed: object) => ({ parsed }) as unknown as Doc;
    expect(rowDocCount(doc({ _doc_count: 4 }))).toBe(4);
    expect(rowDocCount(doc({}))).toBe(1);
    expect(rowDocCount({ nested: true, root: doc({ _doc_count: 4 }), path: 'n', obj: {}, parent: doc({ _doc_count: 4 }) })).toBe(1);
    expect(docCountOf([doc({ _doc_count: 2 }), doc({})])).toBe(3);
  });
  it('370_doc_count_field.yml: numeric and keyword terms, on one shard and on three', () => {
    for (const shards of [1, 3]) {
      const st = fixture(MAPPING, DOCS, shards);
      const r = aggs(st, { n: { terms: { field: 'number' } }, s: { terms: { field: 'str' } } });
      expect(keyCounts(r.n.buckets)).toEqual([[100, 12], [500, 11], [200, 1]]);
      expect(keyCounts(r.s.buckets)).toEqual([['abc', 11], ['foo', 8], ['xyz', 5]]);
    }
  });
  it('370_doc_count_field.yml: composite and filters count the same way', () => {
    const st = fixture(MAPPING, DOCS);
    const r = aggs(st, {
      c: { composite: { sources: [{ n: { terms: { field: 'number' } } }] } },
      f: { filters: { filters: { abc: { match: { str: 'abc' } }, foo: { match: { str: 'foo' } } } } },
    });
    expect(r.c.buckets.map((b: { key: { n: number }; doc_count: number }) => [b.key.n, b.doc_count])).toEqual([[100, 12], [200, 1], [500, 11]]);
    expect(r.f.buckets.abc.doc_count).toBe(11);
    expect(r.f.buckets.foo.doc_count).toBe(8);
  });
  it('histograms too (the columnar path steps aside for such shards)', () => {
    const st = fixture(MAPPING, DOCS);
    const r = aggs(st, { h: { histogram: { field: 'number', interval: 200 } } });
    expect(keyCounts(r.h.buckets)).toEqual([[0, 12], [200, 1], [400, 11]]);
  });
});
