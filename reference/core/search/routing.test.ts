/**
 * Partitioned routing (`index.routing_partition_size`), as IndexRouting.Partitioned computes it. The expected
 * shards are the ones Elasticsearch's own IndexRoutingTests pins in its 8.x form (testPartitionedIndexShrunk,
 * testPartitionedIndexBWC, read at 210e76a3 of a fork that mirrors elastic/elasticsearch's 8.x IndexVersion era;
 * 6.x/7.x OperationRoutingTests pin the same maps). Elasticsearch's main branch later changed the Shrunk numbers
 * with a new routing for indices of newer index versions (testSimpleRoutingPreAndPostModRoutingChange), which no
 * modelled release is known to ship.
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { docShard, searchShardsOf, shardOf } from './routing.ts';
import { index } from './testkit.ts';

const es8 = getProfile('elasticsearch@8.19.0');

function partitioned(shards: number, routingShards: number, size: number) {
  return index('test', {}, [], { 'index.number_of_shards': String(shards), 'index.number_of_routing_shards': String(routingShards), 'index.routing_partition_size': String(size) });
}

describe('partitioned routing', () => {
  it('IndexRoutingTests.testPartitionedIndexShrunk: 4 shards, 8 routing shards, partition 3', () => {
    const idx = partitioned(4, 8, 3);
    const expected: Record<string, number[]> = { a: [1, 2, 2, 2, 1, 2], b: [0, 0, 0, 0, 3, 3], c: [1, 1, 0, 0, 0, 1], d: [2, 2, 3, 3, 3, 3] };
    for (const [routing, shards] of Object.entries(expected)) {
      expect(shards.map((_, i) => shardOf(idx, es8, `${routing}_${i}`, routing))).toEqual(shards);
    }
  });

  it('IndexRoutingTests.testPartitionedIndexBWC: 6 shards (routing shards = shards), partition 2', () => {
    const idx = partitioned(6, 6, 2);
    const expected: Record<string, number[]> = { a: [3, 2, 2, 3], b: [5, 0, 0, 0], c: [4, 4, 3, 4], d: [3, 4, 4, 4] };
    for (const [routing, shards] of Object.entries(expected)) {
      expect(shards.map((_, i) => docShard(idx, es8, { id: `${routing}_${i}`, routing }))).toEqual(shards);
    }
  });

  it('a search with a routing reads exactly the shards its documents can be on (testPartitionedIndex)', () => {
    for (let shards = 2; shards < 5; shards++) {
      for (let size = 1; size < shards; size++) {
        const idx = partitioned(shards, shards, size);
        for (const routing of ['a', 'tenant-7', 'zz', 'ü']) {
          const written = new Set(Array.from({ length: 150 }, (_, k) => shardOf(idx, es8, `id${k}`, routing)));
          expect([...written].sort()).toEqual([...searchShardsOf(idx, es8, routing)].sort());
          expect(written.size).toBe(size);
        }
      }
    }
  });

  it('without a partition, the routing alone places the document and a search reads its one shard', () => {
    const idx = index('test', {}, [], { 'index.number_of_shards': '5', 'index.number_of_routing_shards': '5' });
    expect(['x', 'y', 'z'].map((id) => shardOf(idx, es8, id, 'r'))).toEqual([0, 0, 0].map(() => shardOf(idx, es8, 'r')));
    expect(searchShardsOf(idx, es8, 'r')).toEqual([shardOf(idx, es8, 'r')]);
  });

  it('adds the offset in Java int arithmetic: a hash near 2^31 wraps instead of growing', () => {
    // 9 routing shards (not a power of two) make the wrap visible: floorMod(2^31, 9) = 2 but floorMod(-2^31, 9) = 7.
    const idx = partitioned(9, 9, 8);
    const shards = new Set<number>();
    for (let k = 0; k < 400; k++) shards.add(shardOf(idx, es8, `doc${k}`, 'r'));
    expect([...shards].sort()).toEqual([...searchShardsOf(idx, es8, 'r')].sort());
  });
});
