/**
 * Which fields of a hit a response's `filter_path` can keep, so a page renders only those: a reindex
 * comparison asks for ids and versions of a million hits, and rendering `_index`, `_score` and `sort` for
 * each only to drop them again cost the server more than the filtering saves. The response is still
 * filtered afterwards (wire/filterPath.ts), so this only has to keep a superset of what the filter keeps.
 */

/** The fields of a hit renderHit prints. */
export const HIT_FIELDS = ['_shard', '_node', '_index', '_type', '_id', '_version', '_seq_no', '_primary_term', '_score', '_routing', '_ignored', '_source', 'fields', 'highlight', 'sort', 'matched_queries', '_explanation', 'inner_hits'] as const;
export type HitField = (typeof HIT_FIELDS)[number];

/** For each field of a hit, whether to render it. */
export type HitFields = Readonly<Record<HitField, boolean>>;

/**
 * The hit fields `filter_path` (as sent) can keep, or undefined when it may keep all of them (no filter, a
 * path that ends at or above a hit, or a wildcard in a path's first three steps: judged conservatively).
 */
export function hitFieldsOf(expr: string | undefined): HitFields | undefined {
  if (expr === undefined) return undefined;
  const keep = new Set<string>();
  for (const raw of expr.split(',')) {
    const p = raw.trim();
    if (p === '') continue;
    const steps = p.split('.');
    const head = steps.slice(0, 3);
    if (head.some((s) => s.includes('*'))) return undefined;
    if (head[0] !== 'hits' || (head.length > 1 && head[1] !== 'hits')) continue; // not inside the hits
    if (head.length < 3) return undefined; // `hits` or `hits.hits`: whole hits
    keep.add(head[2]!);
  }
  return Object.fromEntries(HIT_FIELDS.map((f) => [f, keep.has(f)])) as Record<HitField, boolean>;
}
