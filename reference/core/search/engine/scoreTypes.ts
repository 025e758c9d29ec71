/**
 * What the engine's scorers share: a shard's matches with their scores, where statistics come from, what
 * scoring needs besides the tree, and which BM25 the version uses. Apart from scorer.ts so the query
 * families' scorers (queries/) and scorer.ts import it without importing each other.
 */
import type { Profile } from '../../../profiles.ts';
import type { ShardView } from './shardTypes.ts';
import type { FieldStats, SimilaritySpec } from './similarity.ts';

/** Matching documents of a shard: ascending ids and their scores. */
export interface Hits {
  ids: Int32Array;
  scores: Float32Array;
}

/** Where scoring statistics come from: the shard itself, or (dfs) every shard searched. */
export interface StatsSource {
  field(view: ShardView, field: string): FieldStats | undefined;
  docFreq(view: ShardView, field: string, term: string): number;
  /** A term's frequency summed over the same documents (a script's `_termStats.totalTermFreq()`). */
  totalTermFreq(view: ShardView, field: string, term: string): number;
}

/** What scoring a shard needs besides the tree. */
export interface ScoreContext {
  profile: Profile;
  stats: StatsSource;
  similarity(view: ShardView, field: string): SimilaritySpec;
}

/** ES's LegacyBM25Similarity (boost × (1 + k1)) everywhere but OpenSearch 3, which scores with plain BM25. */
export function legacyBm25(profile: Profile): boolean {
  return !(profile.distribution === 'opensearch' && Number(profile.version.number.split('.')[0]) >= 3);
}
