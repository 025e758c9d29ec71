/**
 * Tests of the can_match pre-filter: which searches run it and which shards it skips. Expected values from
 * ES's official YAML test search/140_pre_filter_search_shards.yml (three one-shard indices with one date each:
 * a range missing one index skips 1; a range missing all skips 2, keeping one; a global aggregation or terms
 * with min_doc_count 0 skips none; without pre_filter_shard_size, 3 shards are under the default 128) and
 * TransportSearchAction.shouldPreFilterSearchShards / SearchService.canRewriteToMatchNone.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { rewritesToNone } from './rewritesToNone.ts';

const one = { 'index.number_of_shards': '1' };
const st = cluster(
  index('index_1', { created_at: { type: 'date', format: 'yyyy-MM-dd' } }, [['1', { created_at: '2016-01-01' }]], one),
  index('index_2', { created_at: { type: 'date_nanos', format: 'yyyy-MM-dd' } }, [['2', { created_at: '2017-01-01' }]], one),
  index('index_3', { created_at: { type: 'date', format: 'yyyy-MM-dd' } }, [['3', { created_at: '2018-01-01' }]], one),
);

function shards(query: Record<string, string>, body: Json): { total: number; successful: number; skipped: number } {
  const r = search(st, request('search', { index: 'index_*' }, query, body), env('es8')) as ApiResult;
  return (JSON.parse(encodeJson(r.body)) as { _shards: { total: number; successful: number; skipped: number } })._shards;
}

const range = (gte: string, lt?: string) => ({ range: { created_at: lt ? { gte, lt } : { gte } } });

describe('can_match pre-filter', () => {
  it('skips the shards whose dates lie outside the range, counting them successful', () => {
    expect(shards({ pre_filter_shard_size: '1' }, { size: 0, query: range('2016-02-01', '2018-02-01') })).toEqual({ total: 3, successful: 3, skipped: 1, failed: 0 });
  });
  it('keeps one shard when none can match', () => {
    expect(shards({ pre_filter_shard_size: '1' }, { size: 0, query: range('2019-02-01', '2020-02-01') }).skipped).toBe(2);
  });
  it('does not run under the default threshold, for match_all, or with an aggregation that visits every document', () => {
    expect(shards({}, { size: 0, query: range('2016-02-01', '2018-02-01') }).skipped).toBe(0);
    expect(shards({ pre_filter_shard_size: '1' }, { query: { match_all: {} } }).skipped).toBe(0);
    expect(shards({ pre_filter_shard_size: '1' }, { size: 0, query: range('2016-02-01', '2018-02-01'), aggs: { g: { global: {} } } }).skipped).toBe(0);
    expect(shards({ pre_filter_shard_size: '1' }, { size: 0, query: range('2016-02-01', '2018-02-01'), aggs: { t: { terms: { field: '_index', min_doc_count: 0 } } } }).skipped).toBe(0);
    expect(shards({ pre_filter_shard_size: '1' }, { size: 0, query: range('2016-02-01', '2018-02-01'), aggs: { t: { terms: { field: '_index' } } } }).skipped).toBe(1);
  });
  it('a field sort lowers the threshold to one shard from ES 7.6 (preFilterOnSortOrReadOnly); before, 128 shards', () => {
    const body = { size: 0, sort: [{ created_at: 'asc' }], query: range('2016-02-01', '2018-02-01') };
    expect(shards({}, body).skipped).toBe(1);
    const r = search(st, request('search', { index: 'index_*' }, {}, body), env('es6')) as ApiResult;
    expect((JSON.parse(encodeJson(r.body)) as { _shards: { skipped: number } })._shards.skipped).toBe(0);
  });
  it('a dfs search fans out to every shard', () => {
    expect(shards({ pre_filter_shard_size: '1', search_type: 'dfs_query_then_fetch' }, { query: range('2016-02-01', '2018-02-01') }).skipped).toBe(0);
  });
});

describe('rewritesToNone', () => {
  const idx = st.indices.get('index_1')!;
  const shard = { index: idx, docs: [...idx.docs.values()], now: 0 };
  it('ranges: disjoint, touching an inclusive bound, and on an unmapped field', () => {
    expect(rewritesToNone(range('2016-01-02'), shard)).toBe(true);
    expect(rewritesToNone({ range: { created_at: { lte: '2016-01-01' } } }, shard)).toBe(false);
    expect(rewritesToNone({ range: { created_at: { lt: '2016-01-01' } } }, shard)).toBe(true);
    expect(rewritesToNone({ range: { nope: { gte: 1 } } }, shard)).toBe(true);
  });
  it('bool: a none must or filter clause, or should clauses all none; constant_score; exists on an unmapped field', () => {
    expect(rewritesToNone({ bool: { filter: [range('2017-01-01')], should: [{ match_all: {} }] } }, shard)).toBe(true);
    expect(rewritesToNone({ bool: { should: [range('2017-01-01'), { match_all: {} }] } }, shard)).toBe(false);
    expect(rewritesToNone({ bool: { should: [range('2017-01-01'), { match_none: {} }] } }, shard)).toBe(true);
    expect(rewritesToNone({ constant_score: { filter: { exists: { field: 'nope' } } } }, shard)).toBe(true);
    expect(rewritesToNone({ term: { nope: 'x' } }, shard)).toBe(false);
  });
});

describe('constant_keyword leaves (x-pack constant_keyword/10_basic.yml)', () => {
  // ConstantKeywordFieldType is a ConstantFieldType: term, terms, prefix and wildcard rewrite per index to
  // match_all or match_none by the mapped value, and one value per index makes the other index's shard skipped.
  const ck = cluster(
    index('ck_1', { foo: { type: 'constant_keyword', value: 'bar' } }, [['1', {}]], one),
    index('ck_2', { foo: { type: 'constant_keyword', value: 'baz' } }, [['1', {}]], one),
    index('ck_3', { foo: { type: 'constant_keyword' } }, [], one),
  );
  const skipped = (query: Json) => {
    const r = search(ck, request('search', { index: 'ck_*' }, { pre_filter_shard_size: '1' }, { size: 0, query }), env('es8')) as ApiResult;
    return (JSON.parse(encodeJson(r.body)) as { _shards: { skipped: number } })._shards.skipped;
  };
  it('skips the indices whose value the leaf cannot match, and the one without a value', () => {
    expect(skipped({ term: { foo: 'bar' } })).toBe(2);
    expect(skipped({ term: { foo: { value: 'BAR', case_insensitive: true } } })).toBe(2);
    expect(skipped({ terms: { foo: ['bar', 'quux'] } })).toBe(2);
    expect(skipped({ prefix: { foo: 'ba' } })).toBe(1);
    expect(skipped({ wildcard: { foo: '*r*' } })).toBe(2);
    expect(skipped({ wildcard: { foo: { wildcard: 'b?z' } } })).toBe(2);
  });
  it('keeps every shard for a query this model does not rewrite', () => {
    expect(skipped({ match: { foo: 'bar' } })).toBe(0);
  });
});
