/**
 * A search's view of an index with its runtime fields (runtimeView.ts) is a copy of the IndexState; the
 * search engine keeps its segments per IndexState, so it reads the view's base index instead.
 */
import type { IndexState } from '../../state.ts';

const BASE = new WeakMap<IndexState, IndexState>();

/** Records that `view` is a view of `base`. */
export function setBaseIndex(view: IndexState, base: IndexState): void {
  BASE.set(view, base);
}

/** The index a view was made from (the index itself when it is no view). */
export function baseIndex(index: IndexState): IndexState {
  return BASE.get(index) ?? index;
}
