/**
 * The glue between a search request and its aggregations: the matching documents of every index searched
 * (the query, alias filters, types, slices and preferred shards applied; `post_filter` not), grouped by
 * shard as routing places them, then `runAggregations` with the request's context.
 */
import type { Json, JsonObject } from '../../json.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import type { ClusterState, IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { clusterSetting } from '../../destructive.ts';
import { aliasFilters, compileFor, type QuerySource } from '../execute.ts';
import { shardCount, shardOf } from '../routing.ts';
import { shardSegments } from '../engine/indexEngine.ts';
import { visibleDocs } from '../visibleDocs.ts';
import { runAggregationsSteps, type ShardMatches } from './index.ts';
import { drain, type Steps } from '../resumable/steps.ts';
import { matchDocsSteps } from '../resumable/matchSteps.ts';
import { frozenDocs, frozenDocsSteps } from '../resumable/frozenDocs.ts';
import type { AggContext, AggTree, ShardFailure } from './types.ts';
import { aggsReadScores, scoresFor } from './aggScores.ts';
import { scoreIndex } from '../engineHook.ts';
import { preparedMemo, preparedSteps, type PreparedMemo } from '../resumable/prepared.ts';
import { passesMinScore } from '../minScore.ts';

/** `search.max_buckets` in force: the cluster's setting, or the version's default (-1: no limit). */
export function maxBuckets(state: ClusterState, env: Env): number {
  const set = clusterSetting(state, 'search.max_buckets');
  if (set !== undefined) return Number(set);
  return env.profile.maxBucketsDefault;
}

/** Splits an index's documents by shard, in `_doc` order within each. */
function byShard(index: IndexState, env: Env, docs: Iterable<Doc>): Doc[][] {
  const n = shardCount(index);
  const out: Doc[][] = Array.from({ length: n }, () => []);
  if (n === 1) {
    out[0] = Array.isArray(docs) ? docs : Array.from(docs);
    return out;
  }
  for (const d of docs) out[shardOf(index, env.profile, d.id, d.routing)]!.push(d);
  return out;
}

/** Whether the engine's segments hold exactly the documents searches see (their live documents are as many). */
function engineHoldsAll(index: IndexState, env: Env): boolean {
  let live = 0;
  for (const segs of shardSegments(index, env.profile)) for (const s of segs) live += s.docs.length - s.delCount;
  return live === visibleDocs(index).size;
}

/** Runs a search's aggregations over the indices it reads. */
export function searchAggregations(
  state: ClusterState,
  req: ApiRequest,
  env: Env,
  tree: AggTree,
  src: QuerySource,
  indices: IndexState[],
  types: Set<string> | undefined,
  only: (index: IndexState) => ((d: Doc) => boolean) | undefined,
  onShardFailure?: (f: ShardFailure) => void,
): JsonObject | EsError | undefined {
  return drain(searchAggregationsSteps(state, req, env, tree, src, indices, types, only, onShardFailure));
}

/**
 * `searchAggregations` as resumable steps (resumable/steps.ts): the matching loop and the collection yield
 * every few thousand documents, over the documents and segments as they were when the steps began.
 */
/**
 * The knn option's documents (the DFS phase's global best k of each knn): the query phase runs
 * `bool.should[query, KnnScoreDocQuery…]`, so aggregations see the query's matches and these, or these alone
 * when the search has no query (SearchSourceBuilder with knn only).
 */
export interface KnnMatches {
  tops: readonly Map<Doc, number>[];
  replacesQuery: boolean;
}

export function* searchAggregationsSteps(
  state: ClusterState,
  req: ApiRequest,
  env: Env,
  tree: AggTree,
  src: QuerySource,
  indices: IndexState[],
  types: Set<string> | undefined,
  only: (index: IndexState) => ((d: Doc) => boolean) | undefined,
  onShardFailure?: (f: ShardFailure) => void,
  onShardPartials?: AggContext['onShardPartials'],
  minScore?: number,
  knn?: KnnMatches,
  prepare: PreparedMemo = preparedMemo(),
): Steps<JsonObject | EsError | undefined> {
  if (indices.length === 0) return undefined;
  const shards: ShardMatches[] = [];
  const everyDoc = new Map<IndexState, Doc[][]>();
  // Each index's documents as they are now (a write between slices replaces the map's entries, not this list).
  const frozen = new Map<IndexState, readonly Doc[]>();
  for (const index of indices) frozen.set(index, yield* frozenDocsSteps(index));
  const everyByShard = (index: IndexState): Doc[][] => {
    let all = everyDoc.get(index);
    if (!all) everyDoc.set(index, (all = byShard(index, env, frozen.get(index) ?? frozenDocs(index))));
    return all;
  };
  const readsScores = aggsReadScores(tree.aggs);
  for (const index of indices) {
    // The search's own compile prepared its script passes already (the same memo): none runs twice.
    const q = yield* preparedSteps(prepare, () => compileFor(src, index, req, env, state.dataStreams));
    if (isEsError(q)) return q;
    const filter = only(index);
    if (q.matchAll === true && !q.candidates && !types && !filter && minScore === undefined && !knn && engineHoldsAll(index, env)) {
      // Every document matches: columns read the segments' live documents, and the list is made only if a path asks for it.
      for (let shard = 0; shard < shardCount(index); shard++) shards.push({ index, shard, all: true, get docs() { return everyByShard(index)[shard] ?? []; } });
      continue;
    }
    // matchDocs hands a match_all its documents as one array, without a call per document.
    let matched = (yield* matchDocsSteps(index, q, types, filter)).docs;
    if (knn) matched = withKnnDocs(knn, matched, frozen.get(index) ?? frozenDocs(index), filter);
    const scored = readsScores && src.kind === 'json' && src.query !== undefined ? yield* preparedSteps(prepare, () => scoreIndex({ index, profile: env.profile, now: env.now }, src.query!)) : undefined;
    if (isEsError(scored)) return scored;
    // min_score: MinimumScoreCollector wraps the whole collector tree, aggregations included (time_series.yml
    // "Score test filter all"); a query-less search scores every document 1.0.
    if (minScore !== undefined) {
      const scores = src.kind === 'json' ? (scored ?? (yield* preparedSteps(prepare, () => scoreIndex({ index, profile: env.profile, now: env.now }, src.query ?? { match_all: {} })))) : undefined;
      if (isEsError(scores)) return scores;
      matched = matched.filter((d) => passesMinScore(scores ? (scores.get(d) ?? 0) : q.score, minScore));
    }
    byShard(index, env, matched).forEach((docs, shard) => shards.push({ index, shard, docs, ...(scored ? { scores: scoresFor(docs, scored) } : {}) }));
  }
  const typedKeys = req.query.typed_keys === 'true' || req.query.typed_keys === '';
  return yield* runAggregationsSteps(tree, shards, {
    profile: env.profile,
    now: env.now,
    state,
    typedKeys,
    totalHitsAsInt: env.profile.totalHitsAsInt || req.query.rest_total_hits_as_int === 'true' || req.query.rest_total_hits_as_int === '',
    maxBuckets: maxBuckets(state, env),
    indexName: indices[0]!.name,
    ...(src.kind === 'json' && src.query !== undefined ? { query: src.query } : {}),
    // The search's `fields` option: top_hits' sub-search copies it (fetched for its hits too, since 7.11).
    ...(req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) && req.body.fields !== undefined ? { fields: req.body.fields as Json } : {}),
    allDocs: (index, shard) => everyByShard(index)[shard] ?? [],
    searched: new Map(indices.map((i) => [i.name, i])),
    aliasFilters: (index) => aliasFilters(index, req.parts.index, state.dataStreams),
    ...(onShardFailure ? { onShardFailure } : {}),
    ...(onShardPartials ? { onShardPartials } : {}),
  });
}

/** The query's matches and the knn documents of the index, in document order (the knn's alone when there is no query). */
function withKnnDocs(knn: KnnMatches, matched: readonly Doc[], docs: readonly Doc[], filter: ((d: Doc) => boolean) | undefined): Doc[] {
  const byQuery = knn.replacesQuery ? undefined : new Set(matched);
  return docs.filter((d) => byQuery?.has(d) || (knn.tops.some((t) => t.has(d)) && (!filter || filter(d))));
}
