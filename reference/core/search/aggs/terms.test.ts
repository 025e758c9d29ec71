/**
 * `terms`: cases of the official search.aggregation/20_terms.yml (ES 8.x) as values, then the per-shard
 * semantics of AbstractInternalTerms (shard_size, sum_other_doc_count, doc_count_error_upper_bound).
 */
import { describe, expect, it } from 'vitest';
import { cluster, index } from '../testkit.ts';
import type { ClusterState } from '../../state.ts';
import { aggs, fixture, searchBody, type Body } from './testkit.ts';
import { call, testSimulator } from '../../../testkit.ts';

const MAPPING = {
  str: { type: 'keyword' }, ip: { type: 'ip' }, boolean: { type: 'boolean' }, integer: { type: 'long' },
  double: { type: 'double' }, number: { type: 'long' }, date: { type: 'date' },
  nested: { type: 'nested', properties: { tag: { type: 'keyword' }, number: { type: 'long' } } },
} as const;
const keys = (r: Body, name: string) => (r[name].buckets as Body[]).map((b) => [b.key, b.doc_count]);

describe('20_terms.yml', () => {
  it('Basic test: keyword keys without key_as_string', () => {
    const r = aggs(fixture(MAPPING, [{ str: 'abc' }, { str: 'abc' }, { str: 'bcd' }]), { str_terms: { terms: { field: 'str' } } });
    expect(keys(r, 'str_terms')).toEqual([['abc', 2], ['bcd', 1]]);
    expect(r.str_terms.buckets[0].key_as_string).toBeUndefined();
  });

  it('IP test: include/exclude lists, and a regex on an ip fails the request', () => {
    const st = fixture(MAPPING, [{ ip: '::1' }, { ip: '127.0.0.1' }, { ip: '::1' }]);
    expect(keys(aggs(st, { ip_terms: { terms: { field: 'ip' } } }), 'ip_terms')).toEqual([['::1', 2], ['127.0.0.1', 1]]);
    expect(keys(aggs(st, { ip_terms: { terms: { field: 'ip', include: ['127.0.0.1'] } } }), 'ip_terms')).toEqual([['127.0.0.1', 1]]);
    expect(keys(aggs(st, { ip_terms: { terms: { field: 'ip', exclude: ['127.0.0.1'] } } }), 'ip_terms')).toEqual([['::1', 2]]);
    expect(aggs(st, { ip_terms: { terms: { field: 'ip', exclude: '127.*' } } }).status).toBeGreaterThanOrEqual(400);
  });

  it('Boolean test: keys 1/0 with key_as_string', () => {
    const r = aggs(fixture(MAPPING, [{ boolean: true }, { boolean: false }, { boolean: true }]), { b: { terms: { field: 'boolean' } } });
    expect(r.b.buckets).toEqual([{ key: 1, key_as_string: 'true', doc_count: 2 }, { key: 0, key_as_string: 'false', doc_count: 1 }]);
  });

  it('Integer, Double and Date tests', () => {
    expect(keys(aggs(fixture(MAPPING, [{ integer: 1234 }, { integer: 5678 }, { integer: 1234 }]), { t: { terms: { field: 'integer' } } }), 't')).toEqual([[1234, 2], [5678, 1]]);
    expect(keys(aggs(fixture(MAPPING, [{ double: 1234.5 }, { double: 5678.5 }, { double: 1234.5 }]), { t: { terms: { field: 'double' } } }), 't')).toEqual([[1234.5, 2], [5678.5, 1]]);
    const st = fixture(MAPPING, [{ date: '2016-05-03' }, { date: '2014-09-01' }, { date: '2016-05-03' }]);
    const r = aggs(st, { t: { terms: { field: 'date' } } });
    expect(r.t.buckets).toEqual([
      { key: 1462233600000, key_as_string: '2016-05-03T00:00:00.000Z', doc_count: 2 },
      { key: 1409529600000, key_as_string: '2014-09-01T00:00:00.000Z', doc_count: 1 },
    ]);
    expect(keys(aggs(st, { t: { terms: { field: 'date', include: ['2016-05-03'] } } }), 't')).toEqual([[1462233600000, 2]]);
    expect(keys(aggs(st, { t: { terms: { field: 'date', exclude: ['2016-05-03'] } } }), 't')).toEqual([[1409529600000, 1]]);
  });

  it('Partitioned string and integer tests (murmur3 x86 seed 31; BitMixer.mix64)', () => {
    const s = fixture(MAPPING, [{ str: 'abc' }, { str: 'abc' }, { str: 'bcd' }]);
    expect(keys(aggs(s, { t: { terms: { field: 'str', include: { partition: 0, num_partitions: 2 } } } }), 't')).toEqual([['bcd', 1]]);
    expect(keys(aggs(s, { t: { terms: { field: 'str', include: { partition: 1, num_partitions: 2 } } } }), 't')).toEqual([['abc', 2]]);
    const n = fixture(MAPPING, [{ integer: 1234 }, { integer: 5678 }, { integer: 1234 }]);
    expect(keys(aggs(n, { t: { terms: { field: 'integer', include: { partition: 0, num_partitions: 2 } } } }), 't')).toEqual([[5678, 1]]);
    expect(keys(aggs(n, { t: { terms: { field: 'integer', include: { partition: 1, num_partitions: 2 } } } }), 't')).toEqual([[1234, 2]]);
  });

  it('Unmapped strings, booleans, dates, longs, doubles with value_type and missing', () => {
    const st = fixture(MAPPING, [{}]);
    expect(aggs(st, { t: { terms: { field: 'unmapped_string', value_type: 'string', missing: 'abc' } } }).t.buckets).toEqual([{ key: 'abc', doc_count: 1 }]);
    expect(aggs(st, { t: { terms: { field: 'unmapped_boolean', value_type: 'boolean', missing: true } } }).t.buckets).toEqual([{ key: 1, key_as_string: 'true', doc_count: 1 }]);
    expect(aggs(st, { t: { terms: { field: 'unmapped_date', value_type: 'date', missing: '2016-05-11' } } }).t.buckets).toEqual([{ key: 1462924800000, key_as_string: '2016-05-11T00:00:00.000Z', doc_count: 1 }]);
    expect(aggs(st, { t: { terms: { field: 'unmapped_long', value_type: 'long', missing: 3 } } }).t.buckets).toEqual([{ key: 3, doc_count: 1 }]);
    expect(aggs(st, { t: { terms: { field: 'unmapped_double', value_type: 'double', missing: 3.5 } } }).t.buckets).toEqual([{ key: 3.5, doc_count: 1 }]);
  });

  it('Mixing longs and doubles: one index long, the other double, reduce as doubles', () => {
    const a = index('test_1', { number: { type: 'long' } }, [['1', { number: 100 }], ['2', { number: 10 }]]);
    const b = index('test_2', { number: { type: 'double' } }, [['3', { number: 100.0 }], ['1', { number: 10.0 }], ['2', { number: 14.6 }]]);
    const r = searchBody(cluster(a, b), { size: 0, aggs: { t: { terms: { field: 'number' } } } }, { typed_keys: 'true' }, 'es8', 'test_1,test_2');
    expect(keys(r.aggregations, 'dterms#t')).toEqual([[10, 2], [100, 2], [14.6, 1]]);
  });

  it('No field or script', () => {
    const r = aggs(fixture(MAPPING, []), { t: { terms: { size: 1 } } });
    expect(r.error.reason).toMatch(/Required one of fields \[field, script\], but none were specified/);
  });

  it('min_doc_count 2, 1, default and 0 (a term of the shard with no match gets 0 and a null max)', () => {
    const st = fixture(MAPPING, [{ str: 'sheep', number: 1 }, { str: 'sheep', number: 3 }, { str: 'cow', number: 1 }, { str: 'pig', number: 1 }]);
    const query = { terms: { str: ['sheep', 'cow'] } };
    const run = (mdc?: number) => aggs(st, { t: { terms: { field: 'str', ...(mdc === undefined ? {} : { min_doc_count: mdc }) }, aggs: { m: { max: { field: 'number' } } } } }, {}, 'es8', { query }).t.buckets.map((b: Body) => [b.key, b.doc_count, b.m.value]);
    expect(run(2)).toEqual([['sheep', 2, 3]]);
    expect(run(1)).toEqual([['sheep', 2, 3], ['cow', 1, 1]]);
    expect(run()).toEqual([['sheep', 2, 3], ['cow', 1, 1]]);
    expect(run(0)).toEqual([['sheep', 2, 3], ['cow', 1, 1], ['pig', 0, null]]);
  });

  it('order by sub agg, through nested and through filter, with size and shard_size 1', () => {
    const st = fixture(MAPPING, [{ str: 'sheep', number: 1 }, { str: 'sheep', number: 3 }, { str: 'cow', number: 7 }, { str: 'pig', number: 1 }]);
    const r = aggs(st, { t: { terms: { size: 1, shard_size: 1, field: 'str', order: [{ m: 'desc' }] }, aggs: { m: { max: { field: 'number' } } } } });
    expect(r.t.buckets).toEqual([{ key: 'cow', doc_count: 1, m: { value: 7 } }]);
    const n = fixture(MAPPING, [
      { str: 'sheep', nested: [{ tag: 'danger', number: 1 }, { tag: 'fluffiness', number: 10 }] },
      { str: 'cow', nested: [{ tag: 'danger', number: 3 }, { tag: 'fluffiness', number: 1 }] },
      { str: 'pig', nested: [{ tag: 'danger', number: 100 }, { tag: 'fluffiness', number: 1 }] },
    ]);
    const rn = aggs(n, { t: { terms: { size: 1, shard_size: 1, field: 'str', order: [{ 'nested>max_number': 'desc' }] }, aggs: { nested: { nested: { path: 'nested' }, aggs: { max_number: { max: { field: 'nested.number' } } } } } } });
    expect(rn.t.buckets).toEqual([{ key: 'pig', doc_count: 1, nested: { doc_count: 2, max_number: { value: 100 } } }]);
    const f = fixture(MAPPING, [{ str: 'sheep', number: 1 }, { str: 'sheep', number: 3 }, { str: 'cow', number: 7 }, { str: 'pig', number: 100 }]);
    const rf = aggs(f, { t: { terms: { size: 1, shard_size: 1, field: 'str', order: [{ 'filter>max_number': 'desc' }] }, aggs: { filter: { filter: { range: { number: { lt: 10 } } }, aggs: { max_number: { max: { field: 'number' } } } } } } });
    expect(rf.t.buckets[0].key).toBe('cow');
    expect(rf.t.buckets[0].filter.max_number.value).toBe(7);
  });

  it('precise size and huge size ordered by key', () => {
    const st = fixture(MAPPING, ['a', 'b', 'c', 'b', 'c', 'c'].map((s) => ({ str: s })));
    expect(keys(aggs(st, { t: { terms: { size: 2, field: 'str', order: [{ _key: 'asc' }] } } }, {}, 'es8', { query: { terms: { str: ['b', 'c'] } } }), 't')).toEqual([['b', 2], ['c', 3]]);
    expect(keys(aggs(st, { t: { terms: { size: 2147483647, field: 'str', order: [{ _key: 'asc' }] } } }), 't')).toEqual([['a', 1], ['b', 2], ['c', 3]]);
  });
});

describe('terms per shard (AbstractInternalTerms)', () => {
  // Three shards; documents placed by routing so each shard's top differs from the whole index's.
  const routed = (): ClusterState => {
    const st = fixture({ k: { type: 'keyword' } }, []);
    const idx = st.indices.get('test')!;
    idx.settings['index.number_of_shards'] = '3';
    let order = 0;
    const put = (id: string, k: string, routing: string) => idx.docs.set(id, { id, type: '_doc', source: { text: JSON.stringify({ k }) } as never, parsed: { k }, version: 1, seqNo: order, primaryTerm: 1, order: order++, routing });
    // Shard of routing `r0`, `r1`, `r2` computed by shardOf; the counts below only need three distinct shards.
    const terms: [string, number, string][] = [['a', 5, 'x'], ['b', 4, 'x'], ['c', 3, 'x'], ['a', 4, 'y'], ['c', 4, 'y'], ['d', 3, 'y'], ['b', 5, 'z'], ['d', 4, 'z'], ['c', 1, 'z']];
    let n = 0;
    for (const [k, count, routing] of terms) for (let i = 0; i < count; i++) put(String(n++), k, routing);
    return st;
  };

  it('with shard_size 2, the error bound and the other count follow each shard\'s cut', () => {
    const st = routed();
    const r = aggs(st, { t: { terms: { field: 'k', size: 2, shard_size: 2, show_term_doc_count_error: true } } });
    // Every shard answers 2 of its terms; the sum of what they left out is sum_other_doc_count.
    const total = 5 + 4 + 3 + 4 + 4 + 3 + 5 + 4 + 1;
    const shown = r.t.buckets.reduce((s: number, b: Body) => s + b.doc_count, 0);
    expect(r.t.sum_other_doc_count).toBe(total - shown);
    expect(r.t.doc_count_error_upper_bound).toBeGreaterThan(0);
    for (const b of r.t.buckets) expect(b.doc_count_error_upper_bound).toBeGreaterThanOrEqual(0);
  });

  it('one shard: the error is 0 whatever the cut', () => {
    const st = fixture({ k: { type: 'keyword' } }, ['a', 'a', 'b', 'c', 'c', 'c'].map((k) => ({ k })));
    const r = aggs(st, { t: { terms: { field: 'k', size: 1, shard_size: 1 } } });
    expect(r.t).toEqual({ doc_count_error_upper_bound: 0, sum_other_doc_count: 3, buckets: [{ key: 'c', doc_count: 3 }] });
  });

  it('ties on count break by key ascending; order by _count asc keeps that tie-break', () => {
    const st = fixture({ k: { type: 'keyword' } }, ['b', 'a', 'c', 'c'].map((k) => ({ k })));
    expect(keys(aggs(st, { t: { terms: { field: 'k' } } }), 't')).toEqual([['c', 2], ['a', 1], ['b', 1]]);
    expect(keys(aggs(st, { t: { terms: { field: 'k', order: { _count: 'asc' } } } }), 't')).toEqual([['a', 1], ['b', 1], ['c', 2]]);
  });

  it('size 0 is refused with the builder\'s message', () => {
    const r = aggs(fixture({ k: { type: 'keyword' } }, []), { t: { terms: { field: 'k', size: 0 } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.error)).toContain('[size] must be greater than 0. Found [0] in [t]');
  });
});

describe('terms on unsigned_long: the typed key', () => {
  // OpenSearch's search.aggregation/80_typed_keys_unsigned.yml: `ulterms` (UnsignedLongTerms.NAME);
  // Elasticsearch's unsigned_long terms are LongTerms (`lterms`).
  const typedName = (profile: string) => {
    const s = testSimulator({ profile: profile as never });
    call(s, 'PUT', '/u', { mappings: { properties: { num: { type: 'unsigned_long' } } } });
    call(s, 'PUT', '/u/_doc/1?refresh=true', { num: 3 });
    return Object.keys(call(s, 'POST', '/u/_search?typed_keys=true', { size: 0, aggs: { t: { terms: { field: 'num' } } } }).body.aggregations);
  };
  it('is ulterms#t on OpenSearch, lterms#t on Elasticsearch', () => {
    expect(typedName('opensearch@2.19.0')).toEqual(['ulterms#t']);
    expect(typedName('elasticsearch@8.19.0')).toEqual(['lterms#t']);
  });
});
