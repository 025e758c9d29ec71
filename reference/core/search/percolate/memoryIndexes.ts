/** Which index states are a percolate query's MemoryIndex (the given documents), so the engine scores them with Lucene's default similarity. */
import type { IndexState } from '../../state.ts';

const MEMORY = new WeakSet<IndexState>();

/** Marks an index state as a MemoryIndex. */
export function markMemoryIndex(index: IndexState): IndexState {
  MEMORY.add(index);
  return index;
}

/** Whether an index state is a MemoryIndex. */
export function isMemoryIndex(index: IndexState): boolean {
  return MEMORY.has(index);
}
