/**
 * What the aggregation profile of one shard reads besides the request: the shard's partials as its
 * collection left them (kept only for a profiled search, collect.ts), and facts of the shard's segments that
 * ES's aggregators count as they build a leaf collector per segment (single- or multi-valued ordinals, the
 * `_doc_count` field, deleted documents). Segments are the engine's (engine/indexEngine.ts): one per
 * refresh that sealed documents, until the merge policy merges them; a segment whose documents are all
 * deleted is dropped, as Lucene drops it.
 */
import type { Json, JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { Doc } from '../../doc.ts';
import type { Internal } from '../aggs/types.ts';
import { rowDocCount } from '../aggs/rows.ts';
import { fieldSourceValues, resolveField } from '../fields.ts';
import { shardReaders } from '../engine/shardViews.ts';

/** Each shard's partials of a profiled search, by `<index uuid>#<shard>`, in the order of the request's aggregations. */
export type ShardPartials = Map<string, readonly Internal[]>;

/** One segment as an aggregator's leaf collector sees it. */
export interface SegmentView {
  docs: readonly Doc[];
  /** Flags of deleted documents (undefined: none deleted). */
  deleted?: ArrayLike<unknown>;
}

/** The shard an aggregation profile describes. */
export interface AggShard {
  index: IndexState;
  shard: number;
  profile: Profile;
  /** The search's time (date math in filters). */
  now: number;
  /** Documents the top-level query matched on the shard. */
  matched: number;
  /** The top-level query is a match_all (filter-by-filter needs no union with it: QueryToFilterAdapter.union). */
  matchAll: boolean;
  /** The top-level query as JSON (undefined: none). */
  query?: Json;
  /** `search.aggs.rewrite_to_filter_by_filter` (default true). */
  rewriteToFilterByFilter: boolean;
  segments: readonly SegmentView[];
  /** This shard's top-level partials, by aggregation name (absent: not collected, e.g. a unit test). */
  partials?: ReadonlyMap<string, Internal>;
}

/** The segments of a shard as searches see them now. */
export function shardSegmentViews(index: IndexState, profile: Profile, shard: number): SegmentView[] {
  const reader = shardReaders(index, profile)[shard];
  return (reader?.leaves ?? []).map((l) => (l.deleted ? { docs: l.docs, deleted: l.deleted } : { docs: l.docs }));
}

const live = (s: SegmentView, i: number): boolean => !s.deleted || !s.deleted[i];

/** Whether a segment holds a `_doc_count` (DocCountProvider.alwaysOne is false there). */
export function segmentHasDocCount(s: SegmentView): boolean {
  return s.docs.some((d) => rowDocCount(d) !== 1 || (d.parsed as { _doc_count?: unknown })._doc_count !== undefined);
}

/** Whether a segment has deleted documents (its reader's live docs are not null). */
export function segmentHasDeletions(s: SegmentView): boolean {
  return s.docs.some((_d, i) => !live(s, i));
}

/** Whether any document of a segment, deleted ones included, has a value of the field (its ordinals' getValueCount() > 0). */
export function hasValuesIn(index: IndexState, field: string, s: SegmentView): boolean {
  const ref = resolveField(index, field);
  return s.docs.some((d) => fieldSourceValues(d, ref).some((v) => v !== null));
}

/**
 * Whether a keyword field's ordinals in a segment are single-valued (DocValues.unwrapSingleton answers): Lucene
 * writes SORTED rather than SORTED_SET when no document of the segment, deleted ones included, has two values.
 */
export function singleValuedIn(index: IndexState, field: string, s: SegmentView): boolean {
  const ref = resolveField(index, field);
  for (const d of s.docs) if (new Set(fieldSourceValues(d, ref).map(String)).size > 1) return false;
  return true;
}

/** Where an aggregation sits: its parent's type and how many buckets it may collect for (CardinalityUpperBound), and the documents it sees. */
export interface AggPlace {
  parent?: string;
  parentBuckets: 'one' | 'many' | number;
  docs: number;
}

/** The profiled shape of one aggregation. */
export interface AggShape {
  type: string;
  debug?: JsonObject;
  /** Its `collect_count` when not every document reaches its leaf collector (0: filter by filter collects none). */
  collects?: number;
  /** The cardinality its sub-aggregations collect under (default many). */
  childCardinality?: AggPlace['parentBuckets'];
  /** The documents its sub-aggregations see (default its own). */
  childDocs?: number;
}

/** The time every profiled step is given (the simulator measures none). */
export const NOMINAL_NS = 100;
