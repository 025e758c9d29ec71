/** multi_terms across indices: ip order, mixed unsigned_long/long positions, the error bound (x-pack multi_terms.yml). */
import { describe, expect, it } from 'vitest';
import { searchBody, type Body } from './testkit.ts';
import { cluster, index } from '../testkit.ts';

// x-pack analytics multi_terms.yml: ip keys order by address bytes; a position kept as unsigned_long in one
// index and long in another is reduced as doubles (InternalMultiTerms.KeyConverter); the error bound is the
// shards' own (0), not the last bucket's count as for terms.
describe('multi_terms reduce', () => {
  const st = () => cluster(
    index('a', { n: { type: 'long' }, u: { type: 'unsigned_long' }, ip: { type: 'ip' } }, [['1', { n: 4, u: 9223372036854775805, ip: '10.0.0.5' }], ['2', { n: 3, u: 5, ip: '10.0.0.13' }]], { 'index.number_of_shards': '1' }),
    index('b', { n: { type: 'integer' }, u: { type: 'long' }, ip: { type: 'ip' } }, [['1', { n: 4, u: 9223372036854775805, ip: '10.0.0.5' }]], { 'index.number_of_shards': '1' }),
  );
  it('orders ip terms by their bytes', () => {
    const r = searchBody(st(), { size: 0, aggs: { m: { multi_terms: { terms: [{ field: 'ip' }, { field: 'n' }], order: { _key: 'asc' } } } } }, {}, 'es8', 'a,b').aggregations;
    expect(r.m.buckets.map((b: Body) => b.key_as_string)).toEqual(['10.0.0.5|4', '10.0.0.13|3']);
  });
  it('converts a position of mixed unsigned_long and long to doubles across indices', () => {
    const r = searchBody(st(), { size: 0, aggs: { m: { multi_terms: { terms: [{ field: 'n' }, { field: 'u' }], show_term_doc_count_error: true } } } }, {}, 'es8', 'a,b').aggregations;
    expect(r.m.buckets[0]).toMatchObject({ key_as_string: '4|9.223372036854776E18', doc_count: 2, doc_count_error_upper_bound: 0 });
    expect(r.m.doc_count_error_upper_bound).toBe(0);
  });
});
