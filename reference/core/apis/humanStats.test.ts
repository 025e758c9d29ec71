/**
 * `?human` on the statistics APIs (XContentBuilder.humanReadableField in StoreStats, IndexingStats,
 * MappingStats, ClusterStatsNodes' JVM section...). The 8.x how-to page size-your-shards reads
 * `GET _cluster/stats?human&filter_path=indices.mappings.total_deduplicated_mapping_size*` and expects both
 * the readable size and the bytes.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { humanStats } from './humanStats.ts';

describe('human-readable statistics', () => {
  it('puts the readable form right before each raw size and duration, under the name without its unit', () => {
    const out = humanStats({ store: { size_in_bytes: 1536, reserved_in_bytes: 0 }, indexing: { index_total: 3, index_time_in_millis: 1234 }, segments: { fixed_bit_set_memory_in_bytes: 0 } }) as Record<string, Record<string, unknown>>;
    expect(Object.entries(out.store!)).toEqual([['size', '1.5kb'], ['size_in_bytes', 1536], ['reserved', '0b'], ['reserved_in_bytes', 0]]);
    expect(Object.entries(out.indexing!)).toEqual([['index_total', 3], ['index_time', '1.2s'], ['index_time_in_millis', 1234]]);
    expect(Object.keys(out.segments!)).toEqual(['fixed_bit_set', 'fixed_bit_set_memory_in_bytes']);
  });

  it('_stats, _nodes/stats and _cluster/stats print them with ?human only', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/books/_doc/1?refresh=true', { title: 'x' });
    const cs = call(sim, 'GET', '/_cluster/stats?human=true&filter_path=indices.mappings.total_deduplicated_mapping_size*').body;
    expect(Object.keys(cs.indices.mappings)).toEqual(['total_deduplicated_mapping_size', 'total_deduplicated_mapping_size_in_bytes']);
    expect(cs.indices.mappings.total_deduplicated_mapping_size).toBe(`${cs.indices.mappings.total_deduplicated_mapping_size_in_bytes}b`);
    const plain = call(sim, 'GET', '/_cluster/stats').body;
    expect(plain.indices.mappings.total_deduplicated_mapping_size).toBeUndefined();
    const st = call(sim, 'GET', '/books/_stats/store?human=true').body;
    expect(Object.keys(st._all.primaries.store).slice(0, 2)).toEqual(['size', 'size_in_bytes']);
    const ns = call(sim, 'GET', '/_nodes/stats/indices/store?human=true').body;
    const node = Object.values(ns.nodes)[0] as { indices: { store: Record<string, unknown> } };
    expect(node.indices.store.size).toMatch(/^\d+b$/);
  });
});
