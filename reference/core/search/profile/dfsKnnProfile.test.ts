/**
 * Tests of the `dfs.knn` profile section (DfsProfiler; SearchProfileDfsPhaseResult.toXContent writes a `knn`
 * array from 8.9, the official search/370_profile.yml "dfs knn vector profiling" at dd1b2424; 8.7's version
 * of that case pins the single combined object).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

function profiled(profile: ProfileName, knn: unknown, shards = 1) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/vec', { settings: { 'index.number_of_shards': shards }, mappings: { properties: { v: { type: 'dense_vector', dims: 2, index: true, similarity: 'l2_norm' }, tag: { type: 'keyword' } } } });
  for (const [id, v, tag] of [['a', [1, 1], 'x'], ['b', [2, 2], 'y'], ['c', [3, 3], 'x']] as const) call(sim, 'PUT', `/vec/_doc/${id}?refresh=true`, { v, tag });
  return call(sim, 'POST', '/vec/_search', { profile: true, knn });
}

describe('dfs.knn in a profiled knn search', () => {
  it('8.19: one entry per knn, DocAndScoreQuery over the shard best k, named by num_candidates', () => {
    const r = profiled('elasticsearch@8.19.0', [{ field: 'v', query_vector: [0, 0], k: 2, num_candidates: 7 }, { field: 'v', query_vector: [3, 3], k: 1, num_candidates: 5, filter: { term: { tag: 'x' } } }]);
    const knn = r.body.profile.shards[0].dfs.knn;
    expect(knn).toHaveLength(2);
    // a and b, each in a segment of its own (a refresh per document): one advance into each, a next_doc per document.
    expect(knn[0].query[0]).toMatchObject({ type: 'DocAndScoreQuery', description: 'DocAndScore[7]', breakdown: { next_doc_count: 2, score_count: 2, advance_count: 2, build_scorer_count: 3, match_count: 0 } });
    expect(knn[1].query[0]).toMatchObject({ description: 'DocAndScore[5]', breakdown: { next_doc_count: 1 } });
    expect(knn[0].collector).toEqual([{ name: 'ProfileCollectorManager', reason: 'segment_search', time_in_nanos: 0, children: [{ name: 'SimpleTopScoreDocCollector', reason: 'search_top_hits', time_in_nanos: 200 }] }]);
    expect(knn[0].rewrite_time).toBeGreaterThan(0);
    // DfsPhase collects the term statistics too.
    expect(r.body.profile.shards[0].dfs.statistics.type).toBe('statistics');
  });
  it('8.8: one object, the knn queries together under a KnnQueryCollector', () => {
    const knn = profiled('elasticsearch@8.8.0', [{ field: 'v', query_vector: [0, 0], k: 2, num_candidates: 7 }, { field: 'v', query_vector: [3, 3], k: 1, num_candidates: 5 }]).body.profile.shards[0].dfs.knn;
    expect(knn.query.map((q: { description: string }) => q.description)).toEqual(['DocAndScore[7]', 'DocAndScore[5]']);
    expect(knn.collector[0]).toMatchObject({ name: 'KnnQueryCollector', reason: 'search_multi', time_in_nanos: 300 });
    expect(knn.collector[0].children).toHaveLength(2);
  });
  it('a shard none of whose documents the knn found still profiles its query, with no document', () => {
    const shards = profiled('elasticsearch@8.19.0', { field: 'v', query_vector: [0, 0], k: 1, num_candidates: 3 }, 3).body.profile.shards;
    const counts = shards.map((s: { dfs: { knn: Array<{ query: Array<{ breakdown: { next_doc_count: number } }> }> } }) => s.dfs.knn[0]!.query[0]!.breakdown.next_doc_count);
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(counts.every((c: number) => c <= 1)).toBe(true);
  });
  it('8.6 and OpenSearch print no knn section', () => {
    expect(profiled('elasticsearch@8.6.0', { field: 'v', query_vector: [0, 0], k: 1, num_candidates: 3 }).body.profile.shards[0].dfs.knn).toBeUndefined();
  });
});
