/** Typed readers for the parts of search and bulk answers the reindex uses. */
import { isObject as isObj } from '../model/values.ts';

/** One search hit, as much of it as the reindex needs. */
export interface Hit {
  _id: string;
  _index?: string;
  _type?: string;
  _version?: number;
  _seq_no?: number;
  _primary_term?: number;
  _routing?: string;
  _source?: unknown;
  sort?: unknown[];
}


/** The hits of a search or scroll page (empty when the answer has none). */
export function hitsOf(json: unknown): Hit[] {
  if (!isObj(json) || !isObj(json.hits) || !Array.isArray(json.hits.hits)) return [];
  const hits: unknown[] = json.hits.hits;
  // Pages of thousands of hits: copied only when one is not a hit.
  for (const h of hits) if (!(isObj(h) && typeof h._id === 'string')) return hits.filter((x): x is Hit => isObj(x) && typeof x._id === 'string');
  return hits as Hit[];
}

/** `hits.total` as a number, whichever shape the version prints. */
export function totalOf(json: unknown): number {
  if (!isObj(json) || !isObj(json.hits)) return 0;
  const t = json.hits.total;
  if (typeof t === 'number') return t;
  return isObj(t) && typeof t.value === 'number' ? t.value : 0;
}

/** A scroll id from a search answer. */
export function scrollIdOf(json: unknown): string | undefined {
  return isObj(json) && typeof json._scroll_id === 'string' ? json._scroll_id : undefined;
}

/** A field of an object answer (for `count`, `_seq_no`, `acknowledged`...). */
export function field(json: unknown, ...path: string[]): unknown {
  let cur: unknown = json;
  for (const k of path) cur = isObj(cur) ? cur[k] : undefined;
  return cur;
}

/** One item of a bulk answer. */
export interface BulkItem {
  action: string;
  _id: string;
  status: number;
  /** Where the write landed (ES ≥ 6.0): the document's new `_seq_no` and primary term. */
  seqNo?: number;
  primaryTerm?: number;
  /** The document's `_version` after the write (a delete's: its tombstone's). */
  version?: number;
  error?: { type?: string; reason?: string };
}

/** The items of a bulk answer, in request order. */
export function bulkItems(json: unknown): BulkItem[] {
  const items = field(json, 'items');
  if (!Array.isArray(items)) return [];
  return items.map((it) => {
    const action = isObj(it) ? Object.keys(it)[0] ?? '?' : '?';
    const body = isObj(it) && isObj(it[action]) ? (it[action] as Record<string, unknown>) : {};
    const err = isObj(body.error) ? { type: String(body.error.type ?? ''), reason: String(body.error.reason ?? '') } : undefined;
    const seq = typeof body._seq_no === 'number' ? { seqNo: body._seq_no } : {};
    const term = typeof body._primary_term === 'number' ? { primaryTerm: body._primary_term } : {};
    const version = typeof body._version === 'number' ? { version: body._version } : {};
    return { action, _id: String(body._id ?? ''), status: Number(body.status ?? 0), ...seq, ...term, ...version, ...(err ? { error: err } : {}) };
  });
}

export { isObj };
