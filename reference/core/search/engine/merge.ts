/**
 * A merge (SegmentMerger): the live documents of several segments, in the merge's order, renumbered into
 * one new segment; each field's postings concatenated term by term with the documents' new numbers, its
 * norms copied, its statistics recounted without the deleted documents. No document is analysed again.
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { FieldIndex } from './fieldIndex.ts';
import { SealedTerms } from './fieldBuilder.ts';
import { TermHash } from './termHash.ts';
import { compactOrders, orderAt, segmentField, type Segment } from './segment.ts';
import { mergedColumns } from './docColumns.ts';

/** One field of the merged segment from the same field of each merged segment (`maps`: old doc id → new, -1 deleted). */
function mergeField(parts: (FieldIndex | undefined)[], maps: Int32Array[], maxDoc: number): FieldIndex | undefined {
  const sealed: (SealedTerms | undefined)[] = parts.map((p) => (p?.terms instanceof SealedTerms ? p.terms : undefined));
  const first = parts.find((p) => p !== undefined);
  if (!first) return undefined;
  const positions = first.positions;
  const sumsFreqs = sealed.find((s) => s)?.sumsFreqs ?? false;
  // Sized for every part's terms at once and fitted after (a bulk load's text fields hold about a new term
  // per document: growing meant a dozen rehashes of a million terms), each term added with the hash its part
  // kept for it: a merge hashes no term again.
  let most = 0;
  for (const s of sealed) most += s?.ids.size ?? 0;
  const ids = new TermHash(most);
  // A term none of whose documents survives is not written (SegmentMerger writes only the terms the
  // merged postings hold): the merged dictionary drops it, as terms_enum, multi-term rewrites and
  // suggesters see it. -1 marks such a term.
  const termMaps = sealed.map((s, k) => {
    if (!s) return new Int32Array(0);
    const map = maps[k]!;
    const m = new Int32Array(s.ids.size);
    const terms = s.ids.terms;
    for (let t = 0; t < terms.length; t++) {
      let live = false;
      for (let p = s.bounds[t]!; p < s.bounds[t + 1]! && !live; p++) live = map[s.docs[p]!]! >= 0;
      m[t] = live ? ids.addHashed(terms[t]!, s.ids.hashAt(t)) : -1;
    }
    return m;
  });
  ids.fit();
  const n = ids.size;
  const count = new Int32Array(n + 1);
  const posCount = new Int32Array(n + 1);
  sealed.forEach((s, k) => {
    if (!s) return;
    const map = maps[k]!;
    const tm = termMaps[k]!;
    for (let t = 0; t < tm.length; t++) {
      const id = tm[t]!;
      if (id < 0) continue;
      for (let p = s.bounds[t]!; p < s.bounds[t + 1]!; p++) {
        if (map[s.docs[p]!]! < 0) continue;
        count[id + 1]!++;
        if (positions) posCount[id + 1]! += s.freqs[p]!;
      }
    }
  });
  for (let t = 0; t < n; t++) {
    count[t + 1]! += count[t]!;
    posCount[t + 1]! += posCount[t]!;
  }
  const total = count[n]!;
  const docs = new Int32Array(total);
  const freqs = new Int32Array(total);
  const start = positions ? new Int32Array(total) : new Int32Array(0);
  const pos = positions ? new Int32Array(posCount[n]!) : new Int32Array(0);
  const cursor = count.slice(0, n);
  const posCursor = posCount.slice(0, n);
  const has = new Uint8Array(maxDoc);
  let sum = 0;
  // Segments in merge order, so each term's postings stay in ascending (new) doc order.
  sealed.forEach((s, k) => {
    if (!s) return;
    const map = maps[k]!;
    const tm = termMaps[k]!;
    for (let t = 0; t < tm.length; t++) {
      const id = tm[t]!;
      if (id < 0) continue;
      for (let p = s.bounds[t]!; p < s.bounds[t + 1]!; p++) {
        const d = map[s.docs[p]!]!;
        if (d < 0) continue;
        const q = cursor[id]!++;
        const f = s.freqs[p]!;
        docs[q] = d;
        freqs[q] = f;
        has[d] = 1;
        sum += sumsFreqs ? f : 1;
        if (positions) {
          // Copied one by one: a posting holds a position or two, and a subarray for each was an object made
          // per posting (about 50 ns a posting against 5 for the loop, 1,000,000 postings of one position).
          let to = posCursor[id]!;
          start[q] = to;
          for (let from = s.start[p]!, end = from + f; from < end; from++) pos[to++] = s.pos[from]!;
          posCursor[id] = to;
        }
      }
    }
  });
  let norms: Uint8Array | undefined;
  if (first.norms) {
    norms = new Uint8Array(maxDoc);
    parts.forEach((p, k) => {
      const map = maps[k]!;
      if (!p?.norms) return;
      for (let i = 0; i < map.length; i++) if (map[i]! >= 0) norms![map[i]!] = p.norms[i]!;
    });
  }
  let docCount = 0;
  for (let d = 0; d < maxDoc; d++) docCount += has[d]!;
  return { terms: new SealedTerms(ids, count, docs, freqs, start, pos, sumsFreqs), norms, docCount, sumTotalTermFreq: sum, positions };
}

/** The segment `group` merges into, its documents numbered from `ordBase` (`setOrd` records each). */
export function mergeSegments(group: readonly Segment[], name: string, ordBase: number, index: IndexState, profile: Profile, setOrd: (d: Doc, ord: number) => void): Segment {
  const docs: Doc[] = [];
  let live = 0;
  for (const s of group) live += s.docs.length - s.delCount;
  const orders = new Float64Array(live);
  const maps = group.map((s) => {
    const m = new Int32Array(s.docs.length);
    for (let i = 0; i < s.docs.length; i++) {
      if (s.deleted?.[i]) m[i] = -1;
      else {
        m[i] = docs.length;
        setOrd(s.docs[i]!, ordBase + docs.length);
        orders[docs.length] = orderAt(s.orders, i);
        docs.push(s.docs[i]!);
      }
    }
    return m;
  });
  const names = new Set<string>();
  for (const s of group) for (const n of s.eager.keys()) names.add(n);
  const eager = new Map<string, FieldIndex>();
  for (const n of names) {
    // A segment that indexed none of its documents' values for the field builds it now (it may hold none).
    const fi = mergeField(group.map((s) => s.eager.get(n) ?? segmentField(s, index, profile, n)), maps, docs.length);
    if (fi) eager.set(n, fi);
  }
  // Fields built on first use in every merged segment are merged too (the merged segment need not build them again).
  const lazy = new Map<string, FieldIndex | undefined>();
  for (const n of group[0]?.lazy.keys() ?? []) {
    if (names.has(n) || !group.every((s) => s.lazy.has(n))) continue;
    lazy.set(n, mergeField(group.map((s) => s.lazy.get(n)), maps, docs.length));
  }
  // Doc values are not rebuilt: the merged segment keeps its parts' columns, joined when first read (docColumns.ts).
  const columns = mergedColumns(group);
  return { name, docs, eager, lazy, deleted: undefined, delCount: 0, ordBase, columns, orders: compactOrders(docs.length === live ? orders : orders.slice(0, docs.length)) };
}
