/** What "exactly as before" means for an index, read from a target. */
import type { Calls } from './apiCalls.ts';
import { jsonOf, type Duo } from './duo.ts';
import { sortedHits, hitsOf, type Hit } from './hits.ts';

/** What "exactly as before" means for one index: its mapping and every document with its source. */
export interface IndexSnapshot {
  mapping: unknown;
  docs: Hit[];
}

/** Read an index's mapping and documents from the target alone (recorded, not compared). */
export async function snapshot(duo: Duo, c: Calls, index: string, maxDocs = 200): Promise<IndexSnapshot> {
  const mapping = jsonOf(await duo.probe(c.getMapping(index)));
  const search = await duo.probe({ api: 'search', params: { index }, body: { size: maxDocs, sort: ['_doc'] } });
  return { mapping, docs: sortedHits(hitsOf(jsonOf(search))) };
}
