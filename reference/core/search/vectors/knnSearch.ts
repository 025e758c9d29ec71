/**
 * The top-level `knn` search option (KnnSearchBuilder, ES 8.4+): one object or several, each with `field`,
 * `query_vector`, `k`, `num_candidates`, `filter`, `similarity` and `boost`. ES runs them in a DFS phase:
 * each shard's best k, merged into the global best k per knn (SearchPhaseController.mergeKnnResults); the
 * query phase then runs `bool.should` of the query and one KnnScoreDocQuery per knn, so hits are the union
 * and a document's score the float sum of its clauses (DfsQueryPhase.rewriteShardSearchRequest).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { fieldParseFailed, vectorHexFailure, isEsError, knnDimsMismatch, knnFieldNotIndexed, knnFieldUnmapped, knnInvalid, knnNotVectorField, type EsError } from '../../errors/index.ts';
import type { QNode } from '../engine/qnode.ts';
import { queryTree } from '../engine/queryTree.ts';
import { runNode, SHARD_STATS, similarityOf } from '../engine/scorer.ts';
import { shardViews } from '../engine/shardViews.ts';
import { compileQuery } from '../query.ts';
import { knnTopSteps } from './knnScorer.ts';
import type { Steps } from '../resumable/steps.ts';
import { thresholdScore } from './similarity.ts';
import { type VectorField } from './vectorField.ts';
import { knnFieldOn } from './knnField.ts';
import { knnNode } from './knnTree.ts';
import { decodeHexVector } from './hexVector.ts';
import { defaultNumCands, knnOptionRequired } from './knnQueryParams.ts';
import { readOversample } from './knnRescore.ts';
import type { Profile } from '../../../profiles.ts';
import type { NamedQuery } from '../namedQueries.ts';
import { scopeOf } from '../nested/scope.ts';
import { shardCount } from '../routing.ts';

/** One parsed knn of the search option. */
export interface KnnSpec {
  field: string;
  vector: number[];
  k: number;
  numCandidates: number;
  filter: Json[];
  similarity?: number;
  boost: number;
  name?: string;
  /** `inner_hits` on a vector field of nested objects (8.11+). */
  innerHits?: JsonObject;
  /** `rescore_vector.oversample` (8.18+). */
  oversample?: number;
}

const NUM_CANDS_LIMIT = 10_000;

/** Reads the `knn` option (an object or an array of them); `size` is k's default (8.x). */
export function parseKnnOption(v: Json, size: number, profile: Profile): KnnSpec[] | EsError {
  const list = Array.isArray(v) ? v : [v];
  const out: KnnSpec[] = [];
  for (const el of list) {
    if (!isObject(el)) return knnInvalid('[knn] must be an object or an array of objects');
    const o = el as JsonObject;
    const missing = knnOptionRequired(profile, o);
    if (missing) return missing;
    if (typeof o.field !== 'string') return knnInvalid('Required [field]');
    // A hex string stands for a byte vector (8.13+); the parse failure is reported without a position here.
    const hex = typeof o.query_vector === 'string' && profile.denseVectorHex ? decodeHexVector(o.query_vector) : undefined;
    if (hex !== undefined && !Array.isArray(hex)) return fieldParseFailed(profile, 'knn', 'query_vector', { line: 1, col: 1 }, vectorHexFailure(hex.error).cause);
    const qv = hex ?? o.query_vector;
    // KnnSearchBuilder.Builder.build(size): k defaults to the size (10 when negative), then the constructor's checks in its order.
    const k = typeof o.k === 'number' ? o.k : size < 0 ? 10 : size;
    if (k < 1) return knnInvalid('[k] must be greater than 0');
    const numCandidates = typeof o.num_candidates === 'number' ? o.num_candidates : defaultNumCands(k);
    if (numCandidates < k) return knnInvalid('[num_candidates] cannot be less than [k]');
    if (numCandidates > NUM_CANDS_LIMIT) return knnInvalid(`[num_candidates] cannot exceed [${NUM_CANDS_LIMIT}]`);
    if (!Array.isArray(qv)) return knnInvalid('either [query_vector_builder] or [query_vector] must be provided');
    const filter = o.filter === undefined ? [] : Array.isArray(o.filter) ? (o.filter as Json[]) : [o.filter as Json];
    const oversample = readOversample(profile, o.rescore_vector as Json | undefined);
    if (isEsError(oversample)) return oversample;
    out.push({
      field: o.field,
      vector: (qv as Json[]).map((x) => Number(x)),
      k,
      numCandidates,
      filter,
      ...(typeof o.similarity === 'number' ? { similarity: o.similarity } : {}),
      boost: typeof o.boost === 'number' ? Math.fround(o.boost) : 1,
      ...(typeof o._name === 'string' ? { name: o._name } : {}),
      ...(isObject(o.inner_hits) ? { innerHits: o.inner_hits as JsonObject } : {}),
      ...(oversample !== undefined ? { oversample } : {}),
    });
  }
  return out;
}

/** Checks the filters parse (as the search's own query is checked before any index is consulted). */
export function checkKnnFilters(specs: KnnSpec[], env: Env): EsError | undefined {
  for (const s of specs) for (const f of s.filter) {
    const c = compileQuery(f, { index: { name: '_na_', uuid: '_na_', creationDate: 0, settings: {}, mappings: new Map(), aliases: new Map(), docs: new Map(), seqNo: -1, docCount: 0, docCounter: 0, closed: false } as unknown as IndexState, profile: env.profile, now: env.now });
    if (isEsError(c)) return c;
  }
  return undefined;
}

export { knnFieldOn };


/**
 * What the DFS phase found on each shard, for the profile: by `${index uuid}#${shard}`, per knn (undefined where
 * the index lacks the field), the documents of the shard's DocAndScoreQuery and the segments holding them.
 */
export type KnnShardCounts = Map<string, Array<{ docs: number; segments: number } | undefined>>;

/**
 * The DFS phase: per knn, the global best k documents over every shard of the indices, with their scores. As
 * steps: each segment's scan yields between its slices (knnScorer.ts `knnTopSteps`).
 */
export function* knnGlobalTopSteps(specs: KnnSpec[], indices: IndexState[], env: Env, aliasFilterOf?: (index: IndexState) => Json[] | undefined, counts?: KnnShardCounts): Steps<Map<Doc, number>[] | EsError> {
  const ctx = { profile: env.profile, stats: SHARD_STATS, similarity: similarityOf };
  const out: Map<Doc, number>[] = [];
  for (const s of specs) {
    const all: { doc: Doc; score: number; rank: number }[] = [];
    let rank = 0;
    for (const index of indices) {
      const vf = knnFieldOn(index, env, s.field, s.vector.length, 'dfs');
      if (isEsError(vf)) return vf;
      if (vf === 'none') continue;
      // KnnVectorQueryBuilder.doToQuery: the alias filter is one more FILTER clause of the knn's prefilter,
      // so a filtered alias still yields k hits (60_knn_search_filter_alias.yml).
      const aliases = aliasFilterOf?.(index);
      const filter = aliases ? [...s.filter, aliases.length === 1 ? aliases[0]! : { bool: { should: aliases } }] : s.filter;
      const node = knnNode(index, env, vf, { ...s, filter, boost: 1 }, queryTree);
      const perShard = new Map<number, Array<{ score: number; rank: number; segment: number }>>();
      let segment = 0;
      for (const view of shardViews(index, env.profile)) {
        const top = yield* knnTopSteps(view, node, ctx, runNode);
        for (const [id, score] of top) all.push({ doc: view.docs[id]!, score, rank: rank + id });
        if (counts) perShard.set(view.shard, [...(perShard.get(view.shard) ?? []), ...top.map(([id, score]) => ({ score, rank: rank + id, segment }))]);
        rank += view.docs.length;
        segment++;
      }
      if (counts) noteShardCounts(counts, index, specs.length, specs.indexOf(s), s.k, perShard);
    }
    // Ties keep shard order, as the merge of shard results does.
    all.sort((a, b) => b.score - a.score || a.rank - b.rank);
    out.push(new Map(all.slice(0, s.k).map((x) => [x.doc, x.score])));
  }
  return out;
}

/** The shard's DocAndScoreQuery holds its best k (ESKnnFloatVectorQuery.mergeLeafResults: TopDocs.merge(k, ...)). */
function noteShardCounts(counts: KnnShardCounts, index: IndexState, n: number, i: number, k: number, perShard: Map<number, Array<{ score: number; rank: number; segment: number }>>): void {
  for (let shard = 0; shard < shardCount(index); shard++) {
    const key = `${index.uuid}#${shard}`;
    const row = counts.get(key) ?? new Array<{ docs: number; segments: number } | undefined>(n).fill(undefined);
    const best = [...(perShard.get(shard) ?? [])].sort((a, b) => b.score - a.score || a.rank - b.rank).slice(0, k);
    row[i] = { docs: best.length, segments: new Set(best.map((b) => b.segment)).size };
    counts.set(key, row);
  }
}

/** The query phase's tree: `bool.should` of the query (when the search has one) and a KnnScoreDocQuery per knn. */
export function withKnn(tree: QNode | undefined, specs: KnnSpec[], tops: Map<Doc, number>[]): QNode {
  const should: QNode[] = [];
  if (tree) should.push(tree);
  specs.forEach((s, i) => should.push({ kind: 'docScores', scores: tops[i]!, boost: s.boost, label: `KnnScoreDocQuery` }));
  if (should.length === 1) return should[0]!;
  return { kind: 'bool', must: [], should, filter: [], mustNot: [], msm: 1, boost: 1 };
}


/**
 * The knn clauses' `_name`s as named queries (8.15+): DfsQueryPhase gives each KnnScoreDocQueryBuilder the
 * knn's name, so a hit of a knn's top k lists it in `matched_queries` after the query's own names.
 */
export function knnNamedQueries(specs: KnnSpec[], tops: Map<Doc, number>[]): NamedQuery[] {
  const out: NamedQuery[] = [];
  specs.forEach((s, i) => {
    if (s.name !== undefined) out.push({ name: s.name, query: null, node: { kind: 'docScores', scores: tops[i]!, boost: s.boost, label: 'KnnScoreDocQuery' } });
  });
  return out;
}

/**
 * The query whose `nested` inner_hits the fetch phase reads, with one per knn that asks for inner hits
 * (DfsQueryPhase: a knn on a nested field becomes `nested(path, KnnScoreDocQuery, max)` with the knn's
 * inner_hits; for the inner hits the KnnScoreDocQuery is rewritten to an exact knn over every child, 8.13+,
 * each child's similarity × boost). Undefined when no knn asks for inner hits.
 */
export function knnInnerHitsQuery(query: Json | undefined, specs: KnnSpec[] | undefined, indices: IndexState[]): Json | undefined {
  const nested: Json[] = [];
  for (const s of specs ?? []) {
    if (!s.innerHits) continue;
    const path = indices.map((i) => scopeOf(i, s.field)).find((p) => p !== '');
    if (path === undefined) continue;
    const exact = { knn: { field: s.field, query_vector: s.vector, k: NUM_CANDS_LIMIT, num_candidates: NUM_CANDS_LIMIT, boost: s.boost } };
    nested.push({ nested: { path, score_mode: 'max', query: exact, inner_hits: s.innerHits } });
  }
  if (nested.length === 0) return undefined;
  return { bool: { should: [...(query === undefined ? [] : [query]), ...nested] } };
}
