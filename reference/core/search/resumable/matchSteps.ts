/**
 * The scan's document loop (execute.ts `matchIndex`, `matchDocs`) as resumable steps: a yield point every
 * SLICE_DOCS documents (sooner when its scripts work, SLICE_WORK), over a point-in-time list of the index's documents taken when the loop starts, so
 * a write served between two slices changes nothing of what the search sees (Doc objects are replaced,
 * never changed, by a write; the map that holds them is what changes).
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { CompiledQuery } from '../query.ts';
import { countIndex, matchIndex } from '../execute.ts';
import { frozenDocsSteps } from './frozenDocs.ts';
import { SLICE_DOCS, SLICE_WORK, workDone, type Steps } from './steps.ts';

/**
 * `matchIndex` as steps: the same documents, in the same order, read from the index as it is when the
 * loop starts (as each shard of ES acquires its searcher when its query phase starts).
 */
export function* matchIndexSteps(index: IndexState, q: CompiledQuery, types: Set<string> | undefined, slice: ((d: Doc) => boolean) | undefined, emit: (doc: Doc, pos: number) => void): Steps<void> {
  // An ids query looks its few documents up: no loop to slice.
  if (q.candidates) return matchIndex(index, q, types, slice, emit);
  const docs = yield* frozenDocsSteps(index);
  const all = q.matchAll === true && !types && !slice;
  const n = docs.length;
  // A yield point every SLICE_DOCS documents, or sooner once the query's scripts did SLICE_WORK.
  let since = 0;
  let mark = workDone();
  for (let pos = 0; pos < n; pos++) {
    if (since === SLICE_DOCS || workDone() - mark >= SLICE_WORK) {
      yield;
      since = 0;
      mark = workDone();
    }
    since++;
    const doc = docs[pos]!;
    if (all || ((!types || types.has(doc.type)) && (!slice || slice(doc)) && q.test(doc))) emit(doc, pos);
  }
}

/** `matchDocs` as steps: the matching documents and their positions (none when they are the whole index). */
export function* matchDocsSteps(index: IndexState, q: CompiledQuery, types: Set<string> | undefined, slice: ((d: Doc) => boolean) | undefined): Steps<{ docs: Doc[]; pos?: number[] }> {
  if (!q.candidates && q.matchAll === true && !types && !slice) return { docs: (yield* frozenDocsSteps(index)) as Doc[] };
  const out: Doc[] = [];
  const pos: number[] = [];
  yield* matchIndexSteps(index, q, types, slice, (doc, p) => {
    out.push(doc);
    pos.push(p);
  });
  return { docs: out, pos };
}

/** `countIndex` as steps: an index's matching documents counted, a yield point every SLICE_DOCS documents. */
export function* countIndexSteps(index: IndexState, q: CompiledQuery, types: Set<string> | undefined, filter: ((d: Doc) => boolean) | undefined): Steps<number> {
  if ((q.matchAll && !types && !filter) || q.candidates) return countIndex(index, q, types, filter);
  let n = 0;
  yield* matchIndexSteps(index, q, types, filter, () => n++);
  return n;
}
