/**
 * `_nodes/stats` on the one node: `_nodes` counts (clients' tests nodes/10_basic.yml: `gte: {_nodes.total: 1}`)
 * and `indices` as NodeIndicesStats sums the node's shards, so its `search` and `request_cache` are the
 * indices' counters summed (ES docs, "Nodes stats API": indices statistics aggregated for the node).
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import { emptyState, type ClusterState } from '../state.ts';
import { step } from '../step.ts';
import { env, request } from '../search/testkit.ts';
import type { ApiResult } from '../handler.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function sim() {
  const state: ClusterState = emptyState();
  const e = env('es8');
  return (api: string, parts: Record<string, string>, body?: Json, query: Record<string, string> = {}): Body => {
    const r = step(state, request(api, parts, query, body), e);
    if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
    return { status: (r as ApiResult).status, body: JSON.parse(encodeJson((r as ApiResult).body as Json)) };
  };
}

describe('nodes.stats', () => {
  it('os, process, jvm, thread_pool, fs and breakers read the declared machine, in NodeStats order, as _cat/nodes and _cluster/stats do', () => {
    const call = sim();
    call('indices.create', { index: 'a' }, {});
    call('index', { index: 'a', id: '1' }, { k: 'x' }, { refresh: 'true' });
    const node = Object.values(call('nodes.stats', {}).body.nodes)[0] as Body;
    expect(Object.keys(node).slice(-7)).toEqual(['os', 'process', 'jvm', 'thread_pool', 'fs', 'breakers', 'ingest']);
    const cluster = call('cluster.stats', {}).body.nodes;
    expect(node.os.mem).toEqual(cluster.os.mem);
    expect(node.jvm.mem.heap_used_in_bytes).toBe(cluster.jvm.mem.heap_used_in_bytes);
    expect(node.jvm.mem.heap_max_in_bytes).toBe(cluster.jvm.mem.heap_max_in_bytes);
    const heap = call('cat.nodes', {}, undefined, { h: 'heap.percent,disk.used', bytes: 'b' }).body.trim().split(/\s+/);
    expect(String(node.jvm.mem.heap_used_percent)).toBe(heap[0]);
    // The data disk holds the index: what the fs section counts as used is the store _cat/nodes shows.
    expect(String(node.fs.total.total_in_bytes - node.fs.total.available_in_bytes)).toBe(heap[1]);
    expect(node.fs.total).toEqual(cluster.fs);
    // One metric narrows to that section alone.
    expect(Object.keys(Object.values(call('nodes.stats', { metric: 'jvm' }).body.nodes)[0] as Body)).toContain('jvm');
    expect(Object.keys(Object.values(call('nodes.stats', { metric: 'jvm' }).body.nodes)[0] as Body)).not.toContain('os');
  });

  it('sums search and request cache counters over the indices', () => {
    const call = sim();
    for (const [name, shards] of [['a', 1], ['b', 2]] as const) {
      call('indices.create', { index: name }, { settings: { number_of_shards: shards } });
      call('index', { index: name, id: '1' }, { k: 'x' }, { refresh: 'true' });
    }
    call('search', { index: 'a,b' }, { size: 0, aggs: { t: { terms: { field: 'k.keyword' } } } });
    const r = call('nodes.stats', { metric: 'indices' });
    expect(r.body._nodes).toEqual({ total: 1, successful: 1, failed: 0 });
    const node = Object.values(r.body.nodes)[0] as Body;
    expect(node.indices.search).toMatchObject({ query_total: 3, fetch_total: 0 });
    expect(node.indices.request_cache).toMatchObject({ hit_count: 0, miss_count: 3 });
    expect(node.indices.docs.count).toBe(2);
  });
  it('answers for no node when the selector takes none; refuses an unknown metric', () => {
    const call = sim();
    expect(call('nodes.stats', { node_id: 'nobody' }).body).toMatchObject({ _nodes: { total: 0 }, nodes: {} });
    const bad = call('nodes.stats', { metric: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.error.type).toBe('illegal_argument_exception');
  });
  it('narrows the indices metric to its index metrics (RestNodesStatsAction, the PIT docs page counts open contexts so)', () => {
    const call = sim();
    call('indices.create', { index: 'a' });
    call('open_point_in_time', { index: 'a' }, undefined, { keep_alive: '1m' });
    const r = call('nodes.stats', { metric: 'indices', index_metric: 'search' });
    const node = Object.values(r.body.nodes)[0] as Body;
    expect(Object.keys(node.indices)).toEqual(['search']);
    expect(node.indices.search.open_contexts).toBe(1);
    expect(call('nodes.stats', { metric: 'jvm', index_metric: 'search' }).error.reason).toMatch(/\] contains index metrics \[search\] but indices stats not requested$/);
    expect(call('nodes.stats', { metric: '_all', index_metric: 'search' }).error.reason).toMatch(/\] contains index metrics \[search\] but all stats requested$/);
    expect(call('nodes.stats', { metric: 'indices', index_metric: 'serch' }).error.reason).toMatch(/\] contains unrecognized index metric: \[serch\] -> did you mean \[search\]\?$/);
  });
});
