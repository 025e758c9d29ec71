/**
 * `_stats` search counters through the APIs. Expected counts follow ES's ShardSearchStats (onQueryPhase per
 * shard, onFetchPhase per shard FetchSearchPhase sends a fetch to; SearchService.executeQueryPhase fetches
 * in the same round on a single shard) and SearchSourceBuilder.isSuggestOnly; scroll_current/open_contexts
 * count reader contexts held (onNewScrollContext / onFreeScrollContext).
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import { emptyState, type ClusterState } from '../state.ts';
import { step } from '../step.ts';
import { env, request } from './testkit.ts';
import type { ApiResult } from '../handler.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function sim() {
  const state: ClusterState = emptyState();
  const e = env('es8');
  return (api: string, parts: Record<string, string>, body?: Json, query: Record<string, string> = {}): Body => {
    const r = step(state, request(api, parts, query, body), e);
    if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
    const b = (r as ApiResult).body;
    return { status: (r as ApiResult).status, body: typeof b === 'string' ? b : JSON.parse(encodeJson(b as Json)) };
  };
}

/** An index of `shards` shards holding documents 1..n (routed by id), refreshed. */
function withIndex(shards: number, n: number) {
  const call = sim();
  call('indices.create', { index: 'i' }, { settings: { number_of_shards: shards, number_of_replicas: 0 } });
  for (let k = 1; k <= n; k++) call('index', { index: 'i', id: String(k) }, { k, t: 'x' }, { refresh: 'true' });
  const search = (): Body => call('indices.stats', { index: 'i', metric: 'search' }).body.indices.i.primaries.search;
  return { call, search };
}

describe('search counters', () => {
  it('start at zero, in ES order', () => {
    const { search } = withIndex(1, 0);
    expect(Object.keys(search())).toEqual(['open_contexts', 'query_total', 'query_time_in_millis', 'query_current', 'fetch_total', 'fetch_time_in_millis', 'fetch_current', 'scroll_total', 'scroll_time_in_millis', 'scroll_current', 'suggest_total', 'suggest_time_in_millis', 'suggest_current']);
    expect(search()).toMatchObject({ query_total: 0, fetch_total: 0 });
  });
  it('a single shard queries and fetches in one round, even for size 0', () => {
    const { call, search } = withIndex(1, 2);
    call('search', { index: 'i' }, { query: { match_all: {} } });
    call('search', { index: 'i' }, { size: 0 });
    expect(search()).toMatchObject({ query_total: 2, fetch_total: 2, suggest_total: 0 });
  });
  it('several shards: a query each, a fetch only where the page has hits', () => {
    const { call, search } = withIndex(3, 6);
    call('search', { index: 'i' }, { size: 0 });
    expect(search()).toMatchObject({ query_total: 3, fetch_total: 0 });
    // One hit on the page: its shard alone is fetched.
    call('search', { index: 'i' }, { size: 1 });
    expect(search()).toMatchObject({ query_total: 6, fetch_total: 1 });
    // preference limits the shards that run: one shard, so it fetches in the query round (numberOfShards == 1).
    call('search', { index: 'i' }, { size: 0 }, { preference: '_shards:0' });
    expect(search()).toMatchObject({ query_total: 7, fetch_total: 2 });
  });
  it('the _all section sums the indices', () => {
    const { call } = withIndex(2, 4);
    call('search', { index: 'i' }, { size: 0 });
    expect(call('indices.stats', {}).body._all.total.search).toMatchObject({ query_total: 2, fetch_total: 0 });
  });
  it('a suggest-only search counts a suggest, not a query', () => {
    const { call, search } = withIndex(1, 1);
    call('search', { index: 'i' }, { suggest: { s: { text: 'x', term: { field: 't' } } } });
    expect(search()).toMatchObject({ query_total: 0, suggest_total: 1 });
  });
  it('a scroll holds a context per shard until cleared, then counts as a scroll', () => {
    const { call, search } = withIndex(2, 4);
    const first = call('search', { index: 'i' }, { size: 1 }, { scroll: '1m' });
    expect(search()).toMatchObject({ query_total: 2, fetch_total: 1, scroll_current: 2, open_contexts: 2, scroll_total: 0 });
    call('scroll', {}, { scroll_id: first.body._scroll_id, scroll: '1m' });
    expect(search()).toMatchObject({ query_total: 4, fetch_total: 2, scroll_current: 2 });
    call('clear_scroll', {}, { scroll_id: first.body._scroll_id });
    expect(search()).toMatchObject({ scroll_current: 0, open_contexts: 0, scroll_total: 2 });
  });
  it('counts each stats group the search named; ?groups picks them by pattern (14_groups.yml)', () => {
    const { call } = withIndex(1, 1);
    call('search', { index: 'i' }, { stats: ['bar', 'baz'] });
    const groups = (g?: string): Body => call('indices.stats', { index: 'i' }, undefined, g ? { groups: g } : {}).body._all.total.search.groups;
    expect(groups()).toBeUndefined();
    expect(Object.keys(groups('*r'))).toEqual(['bar']);
    expect(groups('bar,baz').baz).toMatchObject({ query_total: 1, fetch_total: 1, suggest_total: 0 });
  });
  it('a search through a point in time counts on its shards; the point in time holds a context each', () => {
    const { call, search } = withIndex(2, 2);
    const pit = call('open_point_in_time', { index: 'i' }, undefined, { keep_alive: '1m' }).body.id as string;
    expect(search()).toMatchObject({ open_contexts: 2, query_total: 0 });
    call('search', {}, { size: 0, pit: { id: pit } });
    expect(search()).toMatchObject({ open_contexts: 2, query_total: 2, fetch_total: 0 });
  });
  it('_count is a size-0 search (RestCountAction): a query phase per shard', () => {
    const { call, search } = withIndex(2, 2);
    expect(call('count', { index: 'i' }).body.count).toBe(2);
    expect(search()).toMatchObject({ query_total: 2, fetch_total: 0 });
  });
  it('a failed search counts nothing', () => {
    const { call, search } = withIndex(1, 1);
    expect(call('search', { index: 'i' }, { query: { nope: {} } }).status).toBe(400);
    expect(search()).toMatchObject({ query_total: 0, fetch_total: 0 });
  });
});
