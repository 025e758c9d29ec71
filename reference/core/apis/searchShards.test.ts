/**
 * `_search_shards`: the clients' search_shards.yml (`shards.0.0.index` with `routing`), and
 * ClusterSearchShardsResponse's shape (nodes, indices with the aliases that reached them, one group per shard).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('_search_shards', () => {
  it('lists the node, the indices and one started copy per shard, narrowed by routing', () => {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/b', { settings: { number_of_shards: 3 }, aliases: { al: { filter: { term: { f: 'x' } } } } });
    call(s, 'PUT', '/a', { settings: { number_of_shards: 1 } });
    const all = call(s, 'GET', '/_search_shards').body;
    expect(Object.keys(all.nodes)).toHaveLength(1);
    expect(all.indices).toEqual({ a: {}, b: {} });
    expect(all.shards.map((g: { index: string; shard: number }[]) => `${g[0]!.index}/${g[0]!.shard}`)).toEqual(['a/0', 'b/0', 'b/1', 'b/2']);
    expect(all.shards[0][0]).toMatchObject({ state: 'STARTED', primary: true, relocating_node: null });
    const routed = call(s, 'GET', '/b/_search_shards?routing=foo').body;
    expect(routed.shards).toHaveLength(1);
    expect(routed.shards[0][0].index).toBe('b');
    const viaAlias = call(s, 'GET', '/al/_search_shards').body;
    // The filter as ES prints its parsed builder (search_shards/10_basic.yml: `filter.term.field.value`).
    expect(viaAlias.indices).toEqual({ b: { aliases: ['al'], filter: { term: { f: { value: 'x', boost: 1.0 } } } } });
    expect(call(s, 'GET', '/missing/_search_shards').status).toBe(404);
  });
});
