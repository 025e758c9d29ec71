/**
 * The `dfs.knn` section of a profiled search with the `knn` option: DfsPhase runs each knn on each shard as a
 * query of its own (the field's knn query rewritten to Lucene's DocAndScoreQuery over the shard's best k, its
 * `toString` naming the query's k, which ES sets to num_candidates: "DocAndScore[100]"), under a
 * TopScoreDocCollector of k, and DfsProfiler keeps one QueryProfileShardResult per knn.
 * SearchProfileDfsPhaseResult prints them (8.9+) as a `knn` array, each with `query`, `rewrite_time` and a
 * ProfileCollectorManager of reason `segment_search` (no time of its own) over the SimpleTopScoreDocCollector;
 * 8.7 and 8.8 printed one object (combineQueryProfileShardResults: every knn's queries, the rewrite times
 * summed, a KnnQueryCollector of reason `search_multi` over the per-knn collectors). Times are nominal, as in
 * searchProfile.ts. Not printed: `vector_operations_count` (ESKnnFloatVectorQuery's HNSW visit count, which
 * the simulator's exact scan does not reproduce).
 */
import type { Json, JsonObject } from '../../json.ts';
import type { Profile } from '../../../profiles.ts';
import type { KnnSpec } from '../vectors/knnSearch.ts';

/** What one knn's DFS query found on a shard (knnSearch.ts KnnShardCounts). */
export interface KnnShardCount {
  docs: number;
  segments: number;
}

/** The DocAndScoreQuery's profile: a scorer per leaf, one advance into each leaf holding documents, a next_doc and a score per document. */
function docAndScore(spec: KnnSpec, count: KnnShardCount, leaves: number, ns: number): JsonObject {
  const m = count.docs;
  const breakdown = {
    set_min_competitive_score_count: 0,
    match_count: 0,
    shallow_advance_count: 0,
    set_min_competitive_score: 0,
    next_doc: m * ns,
    match: 0,
    next_doc_count: m,
    score_count: m,
    compute_max_score_count: 0,
    compute_max_score: 0,
    advance: count.segments * ns,
    advance_count: count.segments,
    count_weight_count: 0,
    score: m * ns,
    build_scorer_count: leaves,
    create_weight: ns,
    shallow_advance: 0,
    count_weight: 0,
    create_weight_count: 1,
    build_scorer: leaves * ns,
  };
  const time = breakdown.next_doc + breakdown.score + breakdown.advance + breakdown.create_weight + breakdown.build_scorer;
  return { type: 'DocAndScoreQuery', description: `DocAndScore[${spec.numCandidates}]`, time_in_nanos: time, breakdown };
}

function topDocs(count: KnnShardCount, ns: number): JsonObject {
  return { name: 'SimpleTopScoreDocCollector', reason: 'search_top_hits', time_in_nanos: Math.max(1, count.docs) * ns };
}

/** The shard's `dfs.knn`, or undefined where no knn ran on it (its index lacks the field). */
export function dfsKnnProfile(profile: Profile, specs: KnnSpec[], row: ReadonlyArray<KnnShardCount | undefined> | undefined, leaves: number, ns: number): Json | undefined {
  if (profile.profileDfsKnn === 'none' || !row) return undefined;
  const ran = specs.map((spec, i) => ({ spec, count: row[i] })).filter((r): r is { spec: KnnSpec; count: KnnShardCount } => r.count !== undefined);
  if (ran.length === 0) return undefined;
  if (profile.profileDfsKnn === 'per-knn') {
    return ran.map(({ spec, count }) => ({
      query: [docAndScore(spec, count, leaves, ns)],
      rewrite_time: ns,
      collector: [{ name: 'ProfileCollectorManager', reason: 'segment_search', time_in_nanos: 0, children: [topDocs(count, ns)] }],
    }));
  }
  const children = ran.map(({ count }) => topDocs(count, ns));
  return {
    query: ran.map(({ spec, count }) => docAndScore(spec, count, leaves, ns)),
    rewrite_time: ran.length * ns,
    collector: [{ name: 'KnnQueryCollector', reason: 'search_multi', time_in_nanos: children.reduce((t, c) => t + Number(c.time_in_nanos), 0), children }],
  };
}
