/**
 * `explain` on a search with the knn option: ES explains the query phase's query, where each knn is a
 * KnnScoreDocQuery of its global top k ("within top k documents", KnnScoreDocQuery.explain) — alone when
 * the search has no query, a should clause beside the query otherwise (a sum). The docs page "Reciprocal
 * rank fusion" prints a knn-only search's hits scoring 1.0, 0.5, 0.2, 0.1 over vectors [3], [4], [5], [0]
 * for the query vector [3] (l2_norm: 1 / (1 + d²)). Was: the knn-only search explained as `*:*`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function seeded() {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/v', { mappings: { properties: { text: { type: 'text' }, vector: { type: 'dense_vector', dims: 1, index: true, similarity: 'l2_norm', index_options: { type: 'hnsw' } } } } });
  call(s, 'PUT', '/v/_doc/1?refresh=true', { text: 'rrf', vector: [5] });
  call(s, 'PUT', '/v/_doc/2?refresh=true', { text: 'other', vector: [3] });
  return s;
}

describe('explain with the knn option', () => {
  it('a knn-only search: each hit within top k documents, at its knn score', () => {
    const r = call(seeded(), 'POST', '/v/_search', { knn: { field: 'vector', query_vector: [3], k: 2, num_candidates: 2 }, explain: true }).body;
    expect(r.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual([['2', 1], ['1', 0.2]]);
    expect(r.hits.hits[1]._explanation).toEqual({ value: 0.2, description: 'within top k documents', details: [] });
  });

  it('a query beside the knn: the sum of both clauses, the knn one absent where the document is not in its top k', () => {
    const r = call(seeded(), 'POST', '/v/_search', { query: { match: { text: 'rrf' } }, knn: { field: 'vector', query_vector: [3], k: 1, num_candidates: 2 }, explain: true }).body;
    const byId = Object.fromEntries(r.hits.hits.map((h: { _id: string; _explanation: unknown }) => [h._id, h._explanation]));
    expect(byId['2']).toMatchObject({ value: 1, description: 'sum of:', details: [{ value: 1, description: 'within top k documents' }] });
    expect(byId['1'].description).toBe('sum of:');
    expect(byId['1'].details).toHaveLength(1);
    expect(byId['1'].details[0].description).toMatch(/^weight\(text:rrf in \d+\)/);
  });
});
