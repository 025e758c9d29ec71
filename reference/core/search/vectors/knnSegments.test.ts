/**
 * The knn query over a shard of several segments: each segment's k nearest merged into the shard's k
 * (Lucene's KnnFloatVectorQuery.rewrite: per-leaf top k, then TopDocs.merge), deleted documents skipped.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

describe('knn query across segments', () => {
  it('keeps k per shard, not k per segment, and never a deleted or replaced document', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/v', { settings: { number_of_shards: 1 }, mappings: { properties: { e: { type: 'dense_vector', dims: 2, similarity: 'l2_norm' } } } });
    const put = (id: string, x: number) => call(sim, 'PUT', `/v/_doc/${id}`, { e: [x, 0] });
    const knn = () => call(sim, 'POST', '/v/_search', { query: { knn: { field: 'e', query_vector: [0, 0], k: 2, num_candidates: 10 } } }).body;
    put('a', 1);
    put('b', 2);
    put('c', 3);
    expect(knn().hits.hits.map((h: { _id: string }) => h._id)).toEqual(['a', 'b']);
    // A second segment (each search refreshes first), and an update that deletes a's first version.
    put('d', 1.5);
    put('a', 10);
    const ids = knn().hits.hits.map((h: { _id: string }) => h._id);
    expect(ids).toEqual(['d', 'b']);
  });
});
