/**
 * OpenSearch's filter rewrite of a top-level date histogram (2.14 and later; FilterRewriteOptimizationContext,
 * TreeTraversal): with no parent and no sub-aggregations, and a top-level query that is a match_all or a range
 * on the same field, the shard's buckets become ranges and each segment without deletions, `_doc_count` or a
 * document of several values is counted by walking its BKD tree instead of collecting. The debug counts the
 * segments optimized or not and the BKD nodes the walk saw: a node inside one range counts whole (inner); a
 * node crossing ranges is split, and a leaf reads its points (leaf), unless a point past the last range ends
 * the walk first (CollectionTerminatedException skips the leaf's count). The tree is Lucene's one-dimension
 * BKD: leaves of 512 sorted points, the left subtree filled first (BKDWriter.getNumLeftLeafNodes). The ranges
 * are the shard's buckets (its partial's keys) between the query's bounds.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Internal } from '../aggs/types.ts';
import { fieldSourceValues, resolveField, toMillis } from '../fields.ts';
import { segmentHasDeletions, segmentHasDocCount, type AggPlace, type AggShard, type SegmentView } from './aggShard.ts';

/** BKDConfig.DEFAULT_MAX_POINTS_IN_LEAF_NODE. */
const LEAF = 512;

/** BKDWriter.getNumLeftLeafNodes: the leaves of a node's left subtree. */
export function numLeftLeafNodes(numLeaves: number): number {
  const lastFullLevel = 31 - Math.clz32(numLeaves);
  const leavesFullLevel = 1 << lastFullLevel;
  let left = leavesFullLevel / 2;
  left += Math.min(numLeaves - leavesFullLevel, left);
  return left;
}

/** The bounds of the top-level query on `field`: a match_all is unbounded; undefined when the rewrite does not apply. */
function queryBounds(query: Json | undefined, field: string, format: string): [number, number] | undefined {
  if (query === undefined || (isObject(query) && isObject(query.match_all))) return [-Infinity, Infinity];
  if (!isObject(query) || !isObject(query.range) || Object.keys(query.range).length !== 1 || !isObject(query.range[field])) return undefined;
  const r = query.range[field];
  const fmt = typeof r.format === 'string' ? r.format : format;
  let lo = -Infinity;
  let hi = Infinity;
  if (r.gte !== undefined) lo = toMillis(r.gte as Json, fmt);
  if (r.gt !== undefined) lo = toMillis(r.gt as Json, fmt) + 1;
  if (r.lte !== undefined) hi = toMillis(r.lte as Json, fmt);
  if (r.lt !== undefined) hi = toMillis(r.lt as Json, fmt) - 1;
  return Number.isNaN(lo) || Number.isNaN(hi) ? undefined : [lo, hi];
}

/** Walks a sorted run of points as TreeTraversal.multiRangesTraverse does; `rangeOf` maps a point to its range (-1 before the first, Infinity past the last). */
export function walkBkd(points: readonly number[], rangeOf: (v: number) => number): { leaf: number; inner: number } {
  const debug = { leaf: 0, inner: 0 };
  if (points.length === 0) return debug;
  let active = rangeOf(points[0]!) < 0 ? 0 : rangeOf(points[0]!);
  if (active === Infinity) return debug;
  const node = (from: number, to: number, leaves: number): void => {
    const lo = rangeOf(points[from]!);
    const hi = rangeOf(points[to - 1]!);
    if (lo > active) active = lo; // compare: the first range that may hold the cell's minimum
    if (active === Infinity) throw new Terminated();
    if (hi < active) return; // CELL_OUTSIDE_QUERY
    if (lo === active && hi === active) {
      debug.inner++;
      return;
    }
    if (leaves > 1) {
      const left = numLeftLeafNodes(leaves);
      node(from, from + left * LEAF, left);
      node(from + left * LEAF, to, leaves - left);
      return;
    }
    for (let i = from; i < to; i++) {
      const r = rangeOf(points[i]!);
      if (r > active) active = r;
      if (active === Infinity) throw new Terminated();
    }
    debug.leaf++;
  };
  try {
    node(0, points.length, Math.ceil(points.length / LEAF));
  } catch (e) {
    if (!(e instanceof Terminated)) throw e;
  }
  return debug;
}

class Terminated extends Error {}

/** The filter-rewrite debug of a date histogram at `place` on `shard`, or undefined when OpenSearch would not rewrite it. */
export function filterRewriteDebug(body: Json, subNames: readonly string[], place: AggPlace, shard: AggShard, partials: readonly Internal[] | undefined): JsonObject | undefined {
  if (!shard.profile.aggFilterRewriteDebug || place.parent !== undefined || subNames.length > 0 || !partials) return undefined;
  const o = isObject(body) ? body : {};
  if (typeof o.field !== 'string' || o.script !== undefined || o.missing !== undefined || o.hard_bounds !== undefined) return undefined;
  const ref = resolveField(shard.index, o.field);
  if (ref.kind !== 'date' || ref.runtime) return undefined;
  const bounds = queryBounds(shard.query, o.field, ref.format);
  if (!bounds) return undefined;
  const keys = partials.flatMap((p) => ((p as { buckets?: { key: number }[] }).buckets ?? []).map((b) => b.key)).sort((a, b) => a - b);
  // The range of a point: its bucket among the shard's keys, within the query's bounds.
  const rangeOf = (v: number): number => {
    if (v > bounds[1]) return Infinity;
    if (v < bounds[0]) return -1;
    let lo = 0;
    let hi = keys.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (keys[mid]! <= v) [at, lo] = [mid, mid + 1];
      else hi = mid - 1;
    }
    return at;
  };
  let optimized = 0;
  let leaf = 0;
  let inner = 0;
  for (const s of shard.segments) {
    const points = segmentPoints(s, ref);
    if (!points || segmentHasDeletions(s) || segmentHasDocCount(s)) continue;
    optimized++;
    const d = walkBkd(points, rangeOf);
    leaf += d.leaf;
    inner += d.inner;
  }
  if (optimized === 0) return undefined;
  return { optimized_segments: optimized, unoptimized_segments: shard.segments.length - optimized, leaf_visited: leaf, inner_visited: inner };
}

/** A segment's points of a date field in order, or undefined when a document has several (PointValues.getDocCount() != size()). */
function segmentPoints(s: SegmentView, ref: ReturnType<typeof resolveField>): number[] | undefined {
  const out: number[] = [];
  for (const d of s.docs) {
    const vs = fieldSourceValues(d, ref).filter((v) => v !== null);
    if (vs.length > 1) return undefined;
    if (vs.length === 1) out.push(toMillis(vs[0]!, ref.format));
  }
  return out.sort((a, b) => a - b);
}
