/**
 * A merge: the live documents of several segments, in the merge's order, written into one new segment
 * (their text fields indexed again from their sources; the deleted documents, and their statistics, gone).
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import { SegmentBuffer, type Segment } from './segment.ts';
import type { FieldSpec } from './fieldBuilder.ts';

/** The segment `group` merges into, its documents numbered from `ordBase` (`setOrd` records each). */
export function mergeSegments(group: readonly Segment[], name: string, ordBase: number, index: IndexState, specs: readonly FieldSpec[], setOrd: (d: Doc, ord: number) => void): Segment {
  const b = new SegmentBuffer(ordBase);
  for (const s of group) {
    for (let i = 0; i < s.docs.length; i++) {
      if (s.deleted?.[i]) continue;
      const d = s.docs[i]!;
      setOrd(d, ordBase + b.add(d, specs, index.name, undefined));
    }
  }
  return b.seal(name);
}
