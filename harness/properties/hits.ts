import { diffValues, formatDiff } from '../check/diff.ts';

/** A search hit reduced to what a copy or a scroll must preserve: where it is, its id, its source. */
export interface Hit {
  index: string;
  id: string;
  source: unknown;
}

/** The hits of a search or scroll page (empty when the answer has none). */
export function hitsOf(json: unknown): Hit[] {
  const hits = (json as { hits?: { hits?: unknown } } | undefined)?.hits?.hits;
  if (!Array.isArray(hits)) return [];
  return hits.map((h) => {
    const o = h as { _index?: unknown; _id?: unknown; _source?: unknown };
    return { index: String(o._index), id: String(o._id), source: o._source };
  });
}

/** `hits.total` as a number, whichever shape (number, or `{value}`). */
export function totalOf(json: unknown): number | undefined {
  const t = (json as { hits?: { total?: unknown } } | undefined)?.hits?.total;
  if (typeof t === 'number') return t;
  const v = (t as { value?: unknown } | undefined)?.value;
  return typeof v === 'number' ? v : undefined;
}

/** Sort hits by index and id: scroll and copy order is not part of any contract. */
export function sortedHits(hits: readonly Hit[]): Hit[] {
  return [...hits].sort((a, b) => (a.index + '/' + a.id < b.index + '/' + b.id ? -1 : a.index + '/' + a.id > b.index + '/' + b.id ? 1 : 0));
}

/** Compare two sets of hits exactly (sources byte-for-byte as JSON values); '' when equal. */
export function hitSetDiff(expected: readonly Hit[], actual: readonly Hit[]): string {
  return formatDiff(diffValues(sortedHits(expected), sortedHits(actual)));
}
