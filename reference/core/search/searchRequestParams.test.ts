/**
 * Tests of the search parameters checked after the body: the minimums of SearchRequest's setters and
 * SearchType.fromString. Expected messages: ES's official YAML tests search/140_pre_filter_search_shards.yml
 * (/preFilterShardSize must be >= 1/), search/120_batch_reduce_size.yml (/batchedReduceSize must be >= 2/) and
 * search/issue9606.yml (/No search type for \[query_and_fetch\]/), and SearchRequest.setMaxConcurrentShardRequests.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

function run(query: Record<string, string>, target = 'a'): { status: number; type?: string; reason?: string } {
  const st = cluster(index('a', { k: { type: 'keyword' } }, [['1', { k: 'x' }]]));
  const r = search(st, request('search', { index: target }, query, { query: { match_all: {} } }), env('es8'));
  if (!isEsError(r)) return { status: (r as ApiResult).status ?? 200 };
  const e = errorEnvelope(r).error as { type: string; reason: string };
  return { status: r.status, type: e.type, reason: e.reason };
}

describe('search request parameters', () => {
  it('refuses each setter minimum with its IllegalArgumentException, before the index is resolved', () => {
    expect(run({ pre_filter_shard_size: '0' }, 'missing')).toEqual({ status: 400, type: 'illegal_argument_exception', reason: 'preFilterShardSize must be >= 1' });
    expect(run({ batched_reduce_size: '1' }).reason).toBe('batchedReduceSize must be >= 2');
    expect(run({ max_concurrent_shard_requests: '0' }).reason).toBe('maxConcurrentShardRequests must be >= 1');
  });
  it('accepts the minimums themselves', () => {
    expect(run({ pre_filter_shard_size: '1', batched_reduce_size: '2', max_concurrent_shard_requests: '1' }).status).toBe(200);
  });
  it('a value that is no int fails as RestRequest.paramAsInt does', () => {
    expect(run({ pre_filter_shard_size: 'x' }).reason).toBe('Failed to parse int parameter [pre_filter_shard_size] with value [x]');
  });
  it('only query_then_fetch and dfs_query_then_fetch are search types of the REST layer', () => {
    expect(run({ search_type: 'query_and_fetch' }).reason).toBe('No search type for [query_and_fetch]');
    expect(run({ search_type: 'dfs_query_and_fetch' }).reason).toBe('No search type for [dfs_query_and_fetch]');
    expect(run({ search_type: 'dfs_query_then_fetch' }).status).toBe(200);
  });
});
