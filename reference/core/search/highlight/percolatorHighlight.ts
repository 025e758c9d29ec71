/**
 * The percolator's highlight sub-phase (ES's PercolatorHighlightSubFetchPhase): a hit holding a stored query
 * that a percolate query's documents match is also given the highlights of each matching document, made with
 * the request's highlight fields and the stored query (not the search's). The field names say where they come
 * from: as they are for one percolated document, `<slot>_<field>` for several, each prefixed by `<name>_`
 * (the percolate query's name, else its field) when the search holds more than one percolate query.
 */
import { isObject, type Json } from '../../json.ts';
import type { ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { compileQuery, type QueryContext } from '../query.ts';
import { matchedSlots, memoryIndex, storedQuery } from '../percolate/percolateQuery.ts';
import { percolateQueriesOf } from '../percolate/percolateSlots.ts';

/** Highlights the requested fields of one hit of an index with a query: field → fragments, or the failure. */
export type FieldsHighlighter = (hit: ScrollHit, index: IndexState, query: Json) => Map<string, string[]> | EsError;

/** The highlight fields the percolated documents add to one hit (empty when the search percolates nothing). */
export function percolatorHighlight(h: ScrollHit, index: IndexState, query: Json | undefined, profile: Profile, now: number, highlight: FieldsHighlighter): Map<string, string[]> | EsError {
  const out = new Map<string, string[]>();
  const ctx: QueryContext = { index, profile, now };
  const specs = percolateQueriesOf(query, ctx);
  const single = specs.length === 1;
  for (const spec of specs) {
    const stored = storedQuery(h.doc, spec.field);
    if (!isObject(stored)) continue;
    const mem = memoryIndex(index, spec.documents);
    const name = spec.name ?? spec.field;
    for (const slot of matchedSlots(stored, mem, ctx, (q, c, p) => compileQuery(q, c, p))) {
      const doc = mem.docs.get(String(slot));
      if (!doc) continue;
      const r = highlight({ index: index.name, doc }, mem, stored);
      if (isEsError(r)) return r;
      for (const [field, frags] of r) {
        const own = spec.documents.length === 1 ? field : `${slot}_${field}`;
        out.set(single ? own : `${name}_${own}`, frags);
      }
    }
  }
  return out;
}
