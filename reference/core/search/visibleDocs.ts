/** Which documents a search sees, and in which order: a module that imports no search code, so the engine can read it. */
import type { Doc } from '../doc.ts';
import type { IndexState } from '../state.ts';

/** The documents searches see: what the last refresh made visible (`--refresh explicit`), else every document. */
export function visibleDocs(index: IndexState): Map<string, Doc> {
  return index.visible ?? index.docs;
}

/** An index's documents as searches see them, in `Doc.order`; sorted only when the map's order differs (after updates). */
export function docsInOrder(index: IndexState): Iterable<Doc> {
  const docs = visibleDocs(index);
  let prev = -Infinity;
  for (const d of docs.values()) {
    if (d.order < prev) return [...docs.values()].sort((a, b) => a.order - b.order);
    prev = d.order;
  }
  return docs.values();
}

