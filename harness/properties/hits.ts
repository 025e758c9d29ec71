/** Search hits reduced to what a copy or a scroll must preserve. */
import { diffValues, formatDiff } from '../check/diff.ts';
import { hitsOf as searchHits } from '../reindex/hits.ts';

/** A search hit reduced to what a copy or a scroll must preserve: where it is, its id, its source. */
export interface Hit {
  index: string;
  id: string;
  source: unknown;
}

/** The hits of a search or scroll page (empty when the answer has none), read as the reindex reads them. */
export function hitsOf(json: unknown): Hit[] {
  return searchHits(json).map((h) => ({ index: String(h._index), id: h._id, source: h._source }));
}

/** Sort hits by index and id: scroll and copy order is not part of any contract. */
export function sortedHits(hits: readonly Hit[]): Hit[] {
  return [...hits].sort((a, b) => (a.index + '/' + a.id < b.index + '/' + b.id ? -1 : a.index + '/' + a.id > b.index + '/' + b.id ? 1 : 0));
}

/** Compare two sets of hits exactly (sources byte-for-byte as JSON values); '' when equal. */
export function hitSetDiff(expected: readonly Hit[], actual: readonly Hit[]): string {
  return formatDiff(diffValues(sortedHits(expected), sortedHits(actual)));
}
