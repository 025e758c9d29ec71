/**
 * Aggregations beside the knn search option: the query phase runs bool.should[query, KnnScoreDocQuery], so the
 * aggregations see the knn's global best k (and the query's matches, when there is a query), as the hits do
 * (search/aggs/searchAggs.ts, withKnnDocs). Data of our own.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/k', { settings: { number_of_shards: 2 }, mappings: { properties: { v: { type: 'dense_vector', dims: 2, similarity: 'l2_norm', index_options: { type: 'hnsw' } }, c: { type: 'keyword' } } } });
  const docs: unknown[] = [];
  for (let i = 1; i <= 8; i++) docs.push({ index: { _id: String(i) } }, { v: [i + 0.5, 1], c: i % 2 === 0 ? 'even' : 'odd' });
  call(sim, 'POST', '/k/_bulk?refresh=true', docs);
  return sim;
}
const buckets = (r: { body: any }) => Object.fromEntries(r.body.aggregations.c.buckets.map((b: { key: string; doc_count: number }) => [b.key, b.doc_count])); // eslint-disable-line @typescript-eslint/no-explicit-any

describe('aggregations with the knn option', () => {
  const knn = (k: number) => ({ field: 'v', query_vector: [1, 1], k, num_candidates: 8 });
  const aggs = { c: { terms: { field: 'c' } } };
  it('without a query they count the knn hits alone', () => {
    const r = call(setup(), 'POST', '/k/_search', { size: 0, knn: knn(3), aggs });
    expect(r.body.hits.total.value).toBe(3);
    expect(buckets(r)).toEqual({ odd: 2, even: 1 }); // docs 1, 2, 3
  });
  it('with a query, its matches and the knn hits', () => {
    const r = call(setup(), 'POST', '/k/_search', { size: 0, query: { term: { c: 'even' } }, knn: knn(1), aggs });
    expect(r.body.hits.total.value).toBe(5);
    expect(buckets(r)).toEqual({ even: 4, odd: 1 }); // the four even docs and doc 1
  });
});
