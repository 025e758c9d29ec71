/**
 * The shard request cache's rules (IndicesService.canCache of ES 7/8) and counters (IndicesRequestCache
 * .getOrCompute: a miss stores the entry, the same request over the same reader hits). Expected counts follow
 * OpenSearch's search.aggregation/50_filter.yml ("...ensure it's cached": one size-0 search, one miss).
 */
import { describe, expect, it } from 'vitest';
import { canCache, recordRequestCache, requestCacheStats } from './requestCache.ts';
import { fixture } from './aggs/testkit.ts';
import { env, request } from './testkit.ts';
import type { ApiRequest } from '../handler.ts';
import type { JsonObject } from '../json.ts';

const st = fixture({ k: { type: 'keyword' } }, [{ k: 'a' }, { k: 'b' }], 2);
const idx = st.indices.get('test')!;
const req = (query: Record<string, string>, body: JsonObject): ApiRequest => request('search', { index: 'test' }, query, body);

describe('canCache', () => {
  it('caches size 0 by default, not hits; request_cache overrides; never scroll, DFS, profile or now', () => {
    expect(canCache(req({}, { size: 0 }), { size: 0 }, idx)).toBe(true);
    expect(canCache(req({}, {}), {}, idx)).toBe(false);
    expect(canCache(req({ request_cache: 'true' }, {}), {}, idx)).toBe(true);
    expect(canCache(req({ request_cache: 'false', size: '0' }, {}), {}, idx)).toBe(false);
    expect(canCache(req({ size: '0', scroll: '1m' }, {}), {}, idx)).toBe(false);
    expect(canCache(req({ size: '0', search_type: 'dfs_query_then_fetch' }, {}), {}, idx)).toBe(false);
    expect(canCache(req({}, { size: 0, profile: true }), { size: 0, profile: true }, idx)).toBe(false);
    const now = { size: 0, query: { range: { t: { gte: 'now-1d' } } } };
    expect(canCache(req({}, now), now, idx)).toBe(false);
  });
  it('index.requests.cache.enable: false turns off the default, not an explicit request_cache=true', () => {
    const off = { ...idx, settings: { ...idx.settings, 'index.requests.cache.enable': 'false' } };
    expect(canCache(req({}, { size: 0 }), { size: 0 }, off)).toBe(false);
    expect(canCache(req({ request_cache: 'true' }, { size: 0 }), { size: 0 }, off)).toBe(true);
  });
});

describe('recordRequestCache', () => {
  it('misses once per shard, then hits the same request; typed_keys is not part of the key', () => {
    const s = fixture({ k: { type: 'keyword' } }, [{ k: 'a' }, { k: 'b' }], 2);
    const i = s.indices.get('test')!;
    const e = env('es8');
    const body = { size: 0, aggs: { t: { terms: { field: 'k' } } } };
    recordRequestCache(s, req({}, body), e, body, [{ index: i, shards: [0, 1] }], 100);
    expect(requestCacheStats(s, i)).toMatchObject({ hit_count: 0, miss_count: 2, evictions: 0 });
    expect(requestCacheStats(s, i).memory_size_in_bytes).toBeGreaterThan(0);
    recordRequestCache(s, req({ typed_keys: 'true' }, body), e, body, [{ index: i, shards: [0, 1] }], 100);
    expect(requestCacheStats(s, i)).toMatchObject({ hit_count: 2, miss_count: 2 });
    const other = { ...body, aggs: { t: { terms: { field: 'k', size: 1 } } } };
    recordRequestCache(s, req({}, other), e, other, [{ index: i, shards: [1] }], 100);
    expect(requestCacheStats(s, i)).toMatchObject({ hit_count: 2, miss_count: 3 });
  });
});
