/**
 * `POST /_cache/clear` and the shard request cache: entries go, counters stay (IndicesRequestCache.clear
 * invalidates; ShardRequestCache.onRemoval counts only EVICTED removals). The answer's shape follows the
 * clients' tests indices/clear_cache.yml (`is_true: _shards`) and BroadcastResponse.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import { emptyState, type ClusterState } from '../state.ts';
import { step } from '../step.ts';
import { env, request } from '../search/testkit.ts';
import type { ApiResult } from '../handler.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function setup() {
  const state: ClusterState = emptyState();
  const e = env('es8');
  const call = (api: string, parts: Record<string, string>, body?: Json, query: Record<string, string> = {}): Body => {
    const r = step(state, request(api, parts, query, body), e);
    if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
    const b = (r as ApiResult).body;
    return { status: (r as ApiResult).status, body: JSON.parse(encodeJson(b as Json)) };
  };
  call('indices.create', { index: 'i' }, { settings: { number_of_shards: 2, number_of_replicas: 1 } });
  call('index', { index: 'i', id: '1' }, { k: 'a' }, { refresh: 'true' });
  const cache = (): Body => call('indices.stats', { index: 'i', metric: 'request_cache' }).body._all.primaries.request_cache;
  const agg = (): Body => call('search', { index: 'i' }, { size: 0, aggs: { t: { terms: { field: 'k.keyword' } } } });
  return { call, cache, agg };
}

describe('indices.clear_cache', () => {
  it('answers a broadcast over every copy, the unassigned replicas unreached', () => {
    const { call } = setup();
    expect(call('indices.clear_cache', { index: 'i' })).toEqual({ status: 200, body: { _shards: { total: 4, successful: 2, failed: 0 } } });
    expect(call('indices.clear_cache', { index: 'nope' }).status).toBe(404);
  });
  it('request=true drops the entries and their memory, not the hit and miss counts', () => {
    const { call, cache, agg } = setup();
    agg();
    agg();
    expect(cache()).toMatchObject({ hit_count: 2, miss_count: 2 });
    expect(cache().memory_size_in_bytes).toBeGreaterThan(0);
    call('indices.clear_cache', { index: 'i' }, undefined, { request: 'true' });
    expect(cache()).toEqual({ memory_size_in_bytes: 0, evictions: 0, hit_count: 2, miss_count: 2 });
    // The same request now misses: its entry went.
    agg();
    expect(cache()).toMatchObject({ hit_count: 2, miss_count: 4 });
  });
  it('no cache named clears them all; another cache named leaves the request cache', () => {
    const { call, cache, agg } = setup();
    agg();
    call('indices.clear_cache', { index: 'i' }, undefined, { fielddata: 'true' });
    expect(cache().memory_size_in_bytes).toBeGreaterThan(0);
    call('indices.clear_cache', { index: 'i' }, undefined, { fields: 'k' });
    expect(cache().memory_size_in_bytes).toBeGreaterThan(0);
    call('indices.clear_cache', {}, undefined, {});
    expect(cache().memory_size_in_bytes).toBe(0);
  });
});
