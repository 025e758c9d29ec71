/**
 * `GET /_cluster/stats` from the simulator's state, per version. Pinned by ES's rest-api-spec
 * cluster.stats/10_basic.yml (field and runtime field types sorted by name with count and index_count;
 * mapping sizes from 8.4; dense vector value_count from 8.10; packaging types from 7.2), analysis-common's
 * cluster.stats/20_analysis_stats_synonyms.yml (AnalysisStats.aggregateSynonymsStats, 8.10) and by
 * ClusterStatsIndices.ShardStats (no `shards` figures without an index; replication over primaries).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('cluster.stats', () => {
  it('an empty cluster: no shard figures, one node with every role counted, status green', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    const r = call(sim, 'GET', '/_cluster/stats');
    expect(r.status).toBe(200);
    expect(r.body._nodes).toEqual({ total: 1, successful: 1, failed: 0 });
    expect(r.body.status).toBe('green');
    expect(r.body.indices.count).toBe(0);
    expect(r.body.indices.shards).toEqual({});
    expect(r.body.nodes.count).toMatchObject({ total: 1, master: 1, data: 1, ingest: 1, coordinating_only: 0, voting_only: 0, index: 0, search: 0 });
    expect(r.body.nodes.versions).toEqual(['8.19.0']);
    expect(r.body.nodes.discovery_types).toEqual({ 'single-node': 1 });
    expect(r.body.snapshots.current_counts.snapshots).toBe(0);
    expect(r.body.ccs._search.total).toBe(0);
  });

  it('counts documents, shards and mapped types of the indices, and yellow while replicas wait for a second node', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    call(sim, 'PUT', '/shop', { settings: { number_of_shards: 2 }, mappings: { properties: { title: { type: 'text', fields: { raw: { type: 'keyword' } } }, price: { type: 'long' } } } });
    call(sim, 'PUT', '/audit', { settings: { number_of_shards: 1, number_of_replicas: 0 }, mappings: { properties: { price: { type: 'long' } }, runtime: { day: { type: 'keyword', script: { source: "emit(doc['price'].value)" } } } } });
    call(sim, 'PUT', '/shop/_doc/1?refresh=true', { title: 'lamp', price: 12 });
    call(sim, 'PUT', '/audit/_doc/1?refresh=true', { price: 3 });
    const r = call(sim, 'GET', '/_cluster/stats');
    expect(r.body.status).toBe('yellow');
    expect(r.body.indices.count).toBe(2);
    expect(r.body.indices.shards).toMatchObject({ total: 3, primaries: 3, replication: 0, index: { shards: { min: 1, max: 2, avg: 1.5 } } });
    expect(r.body.indices.docs.count).toBe(2);
    expect(r.body.indices.mappings.field_types).toEqual([
      { name: 'keyword', count: 1, index_count: 1 },
      { name: 'long', count: 2, index_count: 2 },
      { name: 'text', count: 1, index_count: 1 },
    ]);
    expect(r.body.indices.mappings.total_field_count).toBe(4);
    expect(r.body.indices.mappings.runtime_field_types).toEqual([
      expect.objectContaining({ name: 'keyword', count: 1, index_count: 1, scriptless_count: 0, shadowed_count: 0, lang: ['painless'], doc_max: 1, doc_total: 1 }),
    ]);
    expect(r.body.indices.versions).toEqual([{ version: '8.19.0', index_count: 2, primary_shard_count: 3, total_primary_bytes: expect.any(Number) }]);
  });

  it('dense vectors: one value per document holding an indexed vector (8.10+), none before', () => {
    for (const [profile, printed] of [['elasticsearch@8.19.0', true], ['elasticsearch@8.9.0', false]] as const) {
      const sim = testSimulator({ profile: profile as never });
      call(sim, 'PUT', '/v', { mappings: { properties: { a: { type: 'dense_vector', dims: 2, index: true, similarity: 'cosine' }, b: { type: 'dense_vector', dims: 2, index: true, similarity: 'cosine' } } } });
      call(sim, 'PUT', '/v/_doc/1', { a: [1, 2], b: [3, 4] });
      call(sim, 'PUT', '/v/_doc/2', { a: [1, 2] });
      const r = call(sim, 'GET', '/_cluster/stats');
      expect(r.body.indices.dense_vector).toEqual(printed ? { value_count: 3 } : undefined);
    }
  });

  it('older shapes: 6.8 has no cluster_uuid, mappings or packaging types; OpenSearch has no versions section', () => {
    const six = call(testSimulator({ profile: 'es6' }), 'GET', '/_cluster/stats').body;
    expect(six.cluster_uuid).toBeUndefined();
    expect(six.indices.mappings).toBeUndefined();
    expect(six.nodes.packaging_types).toBeUndefined();
    expect(six.nodes.count).toEqual({ total: 1, coordinating_only: 0, data: 1, ingest: 1, master: 1 });
    const os = call(testSimulator({ profile: 'opensearch2' }), 'GET', '/_cluster/stats').body;
    expect(os.indices.mappings).toBeDefined();
    expect(os.indices.versions).toBeUndefined();
    expect(os.nodes.network_types.http_types).toEqual({ netty4: 1 });
  });

  it('synonyms by source (8.10+): a set or path counted once in the cluster, inline rules per filter, indices per source', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    expect(call(sim, 'GET', '/_cluster/stats').body.indices.analysis.synonyms).toEqual({});
    const filters = (f: Record<string, unknown>) => ({ settings: { analysis: { filter: f } } });
    // Filters no analyzer uses: their file or set is never read (SynonymTokenFilterFactory reads rules per chain).
    expect(call(sim, 'PUT', '/fruit', filters({ a: { type: 'synonym', synonyms: ['apple, pomme'] }, b: { type: 'synonym_graph', synonyms_path: 'fruit.txt' }, c: { type: 'synonym', synonyms_set: 'shared' }, d: { type: 'stop' } })).status).toBe(200);
    expect(call(sim, 'PUT', '/veg', filters({ a: { type: 'synonym', synonyms_set: 'shared' }, b: { type: 'synonym_graph', synonyms_set: 'veg' }, c: { type: 'synonym', synonyms: ['leek, poireau'] }, d: { type: 'synonym', synonyms_path: 'fruit.txt' } })).status).toBe(200);
    const st = call(sim, 'GET', '/_cluster/stats').body.indices.analysis;
    expect(Object.keys(st).at(-1)).toBe('synonyms');
    expect(st.synonyms).toEqual({ inline: { count: 2, index_count: 2 }, paths: { count: 1, index_count: 2 }, sets: { count: 2, index_count: 2 } });
    expect(call(testSimulator({ profile: 'elasticsearch@8.9.0' as never }), 'GET', '/_cluster/stats').body.indices.analysis.synonyms).toBeUndefined();
  });

  it('a synonym filter an analyzer uses still reads its rules; one with no source at all is refused', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' as never });
    const used = call(sim, 'PUT', '/a', { settings: { analysis: { filter: { s: { type: 'synonym', synonyms_path: 'x.txt' } }, analyzer: { t: { tokenizer: 'standard', filter: ['s'] } } } } });
    expect(used.body.error.reason).toBe('IOException while reading synonyms_path_path: /usr/share/elasticsearch/config/x.txt');
    const none = call(sim, 'PUT', '/b', { settings: { analysis: { filter: { s: { type: 'synonym' } } } } });
    expect(none.body.error.reason).toBe('synonym requires either `synonyms`, `synonyms_set` or `synonyms_path` to be configured');
  });
});
