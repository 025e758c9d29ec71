/**
 * Which segments merge, as Lucene's TieredMergePolicy (the policy ES and OpenSearch configure through
 * MergePolicyConfig) chooses, with a segment's size counted in live documents instead of bytes (TMP
 * prorates a segment's bytes by its live documents; the simulator keeps no bytes): a floor of FLOOR_DOCS,
 * `segments_per_tier` segments allowed per tier (10), at most `max_merge_at_once` segments per merge (10),
 * deletes above `deletes_pct_allowed` of the shard's documents reclaimed. Natural merges run at each
 * refresh and are visible at once (in ES a merge thread finishes them moments later); forced merges are
 * `_forcemerge`'s. Source: lucene/core/src/java/org/apache/lucene/index/TieredMergePolicy.java
 * (findMerges, doFindMerges, score, findForcedMerges, findForcedDeletesMerges).
 */
import type { Segment } from './segment.ts';

export interface MergeOptions {
  segmentsPerTier: number;
  maxMergeAtOnce: number;
  deletesPctAllowed: number;
  expungeDeletesAllowed: number;
}

/**
 * The floor segment size in documents: ES's `floor_segment` is 2 MB, about 1,000 documents of a couple of
 * kilobytes. Segments below it count as this size, so small segments merge together freely.
 */
export const FLOOR_DOCS = 1000;

interface Sized {
  seg: Segment;
  size: number;
  maxDoc: number;
  delCount: number;
}

const floor = (n: number) => Math.max(n, FLOOR_DOCS);

/** Segments sorted as TMP sorts them: largest first, ties by name. */
function sorted(segments: readonly Segment[]): Sized[] {
  return segments
    .map((seg) => ({ seg, size: seg.docs.length - seg.delCount, maxDoc: seg.docs.length, delCount: seg.delCount }))
    .sort((a, b) => b.size - a.size || (a.seg.name < b.seg.name ? -1 : a.seg.name > b.seg.name ? 1 : 0));
}

/** TieredMergePolicy.score: skew, gently favouring smaller merges, strongly those reclaiming deletes. */
function score(candidate: Sized[]): number {
  let before = 0;
  let after = 0;
  let afterFloored = 0;
  for (const c of candidate) {
    before += c.maxDoc;
    after += c.size;
    afterFloored += floor(c.size);
  }
  const skew = floor(candidate[0]!.size) / afterFloored;
  return skew * Math.pow(after, 0.05) * Math.pow(after / before, 2);
}

/** TieredMergePolicy.findMerges (no segment is ever too large here): the merges a refresh starts. */
export function findMerges(segments: readonly Segment[], o: MergeOptions): Segment[][] {
  const infos = sorted(segments);
  if (infos.length === 0) return [];
  let totalDocs = 0;
  let totalMaxDoc = 0;
  let minSize = Infinity;
  for (const i of infos) {
    totalDocs += i.size;
    totalMaxDoc += i.maxDoc;
    minSize = Math.min(minSize, i.size);
  }
  const allowedDelCount = Math.trunc((o.deletesPctAllowed * totalMaxDoc) / 100);
  const mergeFactor = Math.trunc(Math.min(o.maxMergeAtOnce, o.segmentsPerTier));
  let levelSize = Math.max(minSize, FLOOR_DOCS);
  let left = totalDocs;
  let allowed = 0;
  for (;;) {
    const level = left / levelSize;
    if (level < o.segmentsPerTier) {
      allowed += Math.ceil(level);
      break;
    }
    allowed += o.segmentsPerTier;
    left -= o.segmentsPerTier * levelSize;
    levelSize *= mergeFactor;
  }
  allowed = Math.trunc(Math.max(allowed, o.segmentsPerTier));
  let eligible = infos;
  const merges: Segment[][] = [];
  for (;;) {
    if (eligible.length === 0) return merges;
    const remainingDel = eligible.reduce((a, i) => a + i.delCount, 0);
    if (eligible.length <= allowed && remainingDel <= allowedDelCount) return merges;
    let best: Sized[] | undefined;
    let bestScore = Infinity;
    for (let start = 0; start < eligible.length; start++) {
      const candidate = eligible.slice(start, start + mergeFactor);
      const size = candidate.reduce((a, c) => a + c.size, 0);
      const biggest = candidate[0]!;
      // Skip a merge not at least 50% larger than its biggest segment, unless that one has many deletes.
      if (size < biggest.size * 1.5 && biggest.delCount < (biggest.maxDoc * o.deletesPctAllowed) / 100) continue;
      // A singleton merge with no deletes makes no sense.
      if (candidate.length === 1 && biggest.delCount === 0) continue;
      // Shorter candidates only get smaller from here.
      if (best && candidate.length < mergeFactor) break;
      const s = score(candidate);
      if (s < bestScore) {
        best = candidate;
        bestScore = s;
      }
    }
    if (!best) return merges;
    merges.push(best.map((c) => c.seg));
    const taken = new Set(best);
    eligible = eligible.filter((i) => !taken.has(i));
  }
}

/**
 * `_forcemerge`: `max_num_segments` N (findForcedMerges: one segment without deletes when N is 1; above 1,
 * the smallest segments merged into one until N remain) or `only_expunge_deletes` (findForcedDeletesMerges:
 * the segments with more than `expunge_deletes_allowed` percent deleted, merged together).
 */
export function forcedMerges(segments: readonly Segment[], o: MergeOptions, maxNumSegments: number | undefined, onlyExpungeDeletes: boolean): Segment[][] {
  const infos = sorted(segments);
  if (onlyExpungeDeletes) {
    const eligible = infos.filter((i) => (100 * i.delCount) / i.maxDoc > o.expungeDeletesAllowed);
    return eligible.length === 0 ? [] : [eligible.map((i) => i.seg)];
  }
  const n = Math.max(1, maxNumSegments ?? 1);
  if (infos.length <= n) {
    // Already few enough: only a single segment still holding deletes is rewritten (n = 1).
    return n === 1 && infos.length === 1 && infos[0]!.delCount > 0 ? [[infos[0]!.seg]] : [];
  }
  if (n === 1) return [infos.map((i) => i.seg)];
  return [infos.slice(n - 1).map((i) => i.seg)];
}
