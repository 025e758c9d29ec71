/**
 * An index's documents as a search sees them when it starts: a list in `_doc` order that a later write
 * cannot change (a write replaces a Doc in the index's map, it never changes one). Two costs of the copy of
 * a million-entry map (25–50 ms) are avoided:
 * - it is kept until the map changes, so searches over an unchanged index share one list (as Lucene's
 *   searchers share a reader between refreshes): every aggregation and scan after the first paid it again;
 * - the first copy is made a step at a time (`frozenDocsSteps`), so it no longer holds the server in one
 *   piece. A write to the map while a copy is under way first finishes the copy with the map as it still is
 *   (`beforeDocsChange`, called by the write path), so the search still sees the index as it was when it began.
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import { visibleDocs } from '../visibleDocs.ts';
import type { Steps } from './steps.ts';

/** Documents copied per step: a few milliseconds of work at most. */
export const FREEZE_STEP = 65_536;

/** The last list made of a map, valid while the index's `seqNo` and the map's size are those it was made at. */
interface Frozen {
  seqNo: number;
  size: number;
  docs: readonly Doc[];
}

/** Kept per document map (a cache outside the cluster state), dropped by the map's next change. */
const FROZEN = new WeakMap<Map<string, Doc>, Frozen>();

/** Copies of a map under way, each finished at once by a change of the map. */
const COPYING = new WeakMap<Map<string, Doc>, Set<() => void>>();

/**
 * Called by the write path before it changes an index's document map: copies still under way take the rest
 * of the map as it is now, and the kept list is dropped (it would keep the replaced documents alive).
 */
export function beforeDocsChange(docs: Map<string, Doc>): void {
  FROZEN.delete(docs);
  const pending = COPYING.get(docs);
  if (!pending) return;
  COPYING.delete(docs);
  for (const finish of pending) finish();
}

/**
 * The kept list of the map searches see, if it is current. Only the map of every document is kept: under
 * `--refresh explicit` a refresh edits the view of visible documents in place without a write (no `seqNo`).
 * The `seqNo` check stands behind the hook: every write and delete raises it.
 */
function kept(index: IndexState, map: Map<string, Doc>): readonly Doc[] | undefined {
  if (map !== index.docs) return undefined;
  const f = FROZEN.get(map);
  return f && f.seqNo === index.seqNo && f.size === map.size ? f.docs : undefined;
}

/** Whether documents are out of `_doc` order (a map restored out of order; updates keep a key's place and order). */
function unordered(docs: readonly Doc[], from: number, to: number): boolean {
  for (let i = Math.max(1, from); i < to; i++) if (docs[i]!.order < docs[i - 1]!.order) return true;
  return false;
}

/**
 * Orders (when `sorted` is false) and keeps a list copied of `map` when the index was at `seqNo`: a copy
 * finished by a write is of the state before it, and is not kept (it would hold documents since replaced).
 */
function keep(index: IndexState, map: Map<string, Doc>, docs: Doc[], sorted: boolean, seqNo = index.seqNo): readonly Doc[] {
  if (!sorted) docs.sort((a, b) => a.order - b.order);
  if (map === index.docs && seqNo === index.seqNo) FROZEN.set(map, { seqNo, size: docs.length, docs });
  return docs;
}

/** A list copied at once. */
function copyAll(index: IndexState, map: Map<string, Doc>): readonly Doc[] {
  const docs = Array.from(map.values());
  return keep(index, map, docs, !unordered(docs, 0, docs.length));
}

/** An index's documents as searches see them now, in `_doc` order, as a list a later write cannot change. */
export function frozenDocs(index: IndexState): readonly Doc[] {
  const map = visibleDocs(index);
  return kept(index, map) ?? copyAll(index, map);
}

/** `frozenDocs` in resumable steps: the list as of the first step, the map copied `step` documents a step. */
export function* frozenDocsSteps(index: IndexState, step = FREEZE_STEP): Steps<readonly Doc[]> {
  const map = visibleDocs(index);
  const known = kept(index, map);
  if (known) return known;
  const n = map.size;
  if (map !== index.docs || n <= step) return copyAll(index, map);
  const seqNo = index.seqNo;
  // Grown by push: `new Array(n)` of a million is a dictionary in V8, slow to fill and to read.
  const docs: Doc[] = [];
  const it = map.values();
  let i = 0;
  let sorted = true;
  const fill = (to: number): void => {
    const from = i;
    for (; i < to; i++) docs.push(it.next().value!);
    // The order is checked as the copy goes: one pass over a million documents was 20 ms in one piece.
    if (sorted && unordered(docs, from, to)) sorted = false;
  };
  const finish = (): void => fill(n);
  let pending = COPYING.get(map);
  if (!pending) COPYING.set(map, (pending = new Set()));
  pending.add(finish);
  try {
    for (;;) {
      fill(Math.min(n, i + step));
      if (i === n) break;
      yield;
      // A change of the map between steps went through beforeDocsChange, which finished the copy; a size
      // changed under an unfinished copy is a write that skipped it, and the list would mix two states.
      if (i < n && map.size !== n) throw new Error('an index changed while its documents were copied, without beforeDocsChange');
      if (i === n) break;
    }
  } finally {
    pending.delete(finish);
  }
  return keep(index, map, docs, sorted, seqNo);
}
