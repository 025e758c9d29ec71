/**
 * A searcher's view of an index: per shard, its segments as the last refresh left them (indexEngine.ts),
 * each a leaf with its documents (deleted ones included, flagged), its fields' indexes and the shard's
 * statistics. Queries run leaf by leaf with the shard's statistics, as Lucene runs a query per segment
 * with the IndexSearcher's term and collection statistics: a deleted document still counts in docFreq,
 * docCount and sumTotalTermFreq until a merge removes it (README, "Search").
 */
import { baseIndex } from '../runtime/baseIndex.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { visibleDocs } from '../visibleDocs.ts';
import type { FieldIndex } from './fieldIndex.ts';
import { shardSegments } from './indexEngine.ts';
import { segmentField, type Segment } from './segment.ts';
import type { FieldStats } from './similarity.ts';
import { visibleIn } from '../nested/scope.ts';

export { visibleDocs };

export type { ShardReader, ShardView } from './shardTypes.ts';
import type { ShardReader, ShardView } from './shardTypes.ts';

function reader(index: IndexState, profile: Profile, shard: number, segments: readonly Segment[]): ShardReader {
  const stats = new Map<string, FieldStats | undefined>();
  const termLists = new Map<string, string[]>();
  const r: ShardReader = {
    shard,
    leaves: [],
    maxDoc: 0,
    fieldStats(field) {
      if (!stats.has(field)) {
        let any = false;
        let docCount = 0;
        let sumTotalTermFreq = 0;
        for (const l of r.leaves) {
          const fi = l.field(field);
          if (!fi) continue;
          any = true;
          docCount += fi.docCount;
          sumTotalTermFreq += fi.sumTotalTermFreq;
        }
        stats.set(field, any ? { docCount, sumTotalTermFreq } : undefined);
      }
      return stats.get(field);
    },
    docFreq(field, term) {
      let n = 0;
      for (const l of r.leaves) n += l.field(field)?.terms.get(term)?.docs.length ?? 0;
      return n;
    },
    totalTermFreq(field, term) {
      return sumFreqs(r.leaves, field, term);
    },
    terms(field) {
      let t = termLists.get(field);
      if (!t) {
        const set = new Set<string>();
        for (const l of r.leaves) for (const k of l.field(field)?.terms.keys() ?? []) set.add(k);
        termLists.set(field, (t = [...set].sort()));
      }
      return t;
    },
  };
  let base = 0;
  for (const seg of segments) {
    // A field under a nested path lives in the hidden nested documents (engine/nestedViews.ts), not in the root's.
    r.leaves.push({ index, shard, docs: seg.docs, deleted: seg.deleted, docBase: base, field: (name) => (visibleIn(index, name, '') ? segmentField(seg, index, profile, name) : undefined), reader: r });
    base += seg.docs.length;
  }
  r.maxDoc = base;
  return r;
}

interface Cached {
  segments: readonly (readonly Segment[])[];
  readers: ShardReader[];
}

const CACHE = new WeakMap<IndexState, Cached>();

/** The shards of an index as searches see them now (after a refresh, when every write is visible). */
export function shardReaders(index: IndexState, profile: Profile): ShardReader[] {
  index = baseIndex(index); // a search's view with runtime fields reads its index's segments
  const segs = shardSegments(index, profile);
  const c = CACHE.get(index);
  if (c && c.segments.length === segs.length && c.segments.every((s, i) => s.length === segs[i]!.length && s.every((x, k) => x === segs[i]![k]))) return c.readers;
  const readers = segs.map((s, shard) => reader(index, profile, shard, s));
  CACHE.set(index, { segments: segs.map((s) => s.slice()), readers });
  return readers;
}

/** A term's frequencies summed over segments (a shard's TermStates.totalTermFreq; deleted documents count). */
export function sumFreqs(leaves: readonly ShardView[], field: string, term: string): number {
  let n = 0;
  for (const leaf of leaves) {
    const p = leaf.field(field)?.terms.get(term);
    if (p) for (let i = 0; i < p.freqs.length; i++) n += p.freqs[i]!;
  }
  return n;
}

/** Every leaf of every shard of an index, shard by shard. */
export function shardViews(index: IndexState, profile: Profile): ShardView[] {
  return shardReaders(index, profile).flatMap((r) => r.leaves);
}

/** The leaf holding `doc` on its shard and its id there, or undefined when searches do not see it. */
export function leafOf(index: IndexState, profile: Profile, shard: number, doc: Doc): { view: ShardView; docId: number } | undefined {
  const r = shardReaders(index, profile)[shard];
  for (const view of r?.leaves ?? []) {
    const i = view.docs.indexOf(doc);
    if (i >= 0 && !view.deleted?.[i]) return { view, docId: i };
  }
  return undefined;
}
