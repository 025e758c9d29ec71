/** An index's documents in `_doc` order: the order searches, scrolls and slices read them in. */
import type { Doc } from '../doc.ts';
import type { IndexState } from '../state.ts';

/** An index's documents in `Doc.order`; sorted only when the map's order differs (after updates). */
export function docsInOrder(index: IndexState): Iterable<Doc> {
  let prev = -Infinity;
  for (const d of index.docs.values()) {
    if (d.order < prev) return [...index.docs.values()].sort((a, b) => a.order - b.order);
    prev = d.order;
  }
  return index.docs.values();
}
