/**
 * What a point in time holds of an index: the index as searches saw it when the point in time opened.
 * Behind this one function so the way it is taken can change (the engine's segments will make it a list
 * of immutable segments instead of a copy) without touching point-in-time code.
 */
import type { IndexState } from '../../state.ts';
import { visibleDocs } from '../visibleDocs.ts';

/** A frozen view of an index: its visible documents copied (documents are immutable, so this is a shallow copy). */
export function snapshotIndex(index: IndexState): IndexState {
  return { ...index, docs: new Map(visibleDocs(index)), visible: undefined };
}
