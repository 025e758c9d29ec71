/**
 * Whether a query (or any JSON holding queries: a search body, aggregations) needs the coordinating node's
 * fetch: a `terms` lookup (`{"terms": {"f": {index, id, path}}}`), or a `more_like_this` item by id. Lets
 * callers skip the rewrite where nothing is to fetch, and lets contexts that cannot fetch refuse.
 */
import { isObject, type Json } from '../../json.ts';

/** A `terms` body whose single field holds an object: the lookup form (TermsQueryBuilder.fromXContent). */
function isLookupTerms(v: Json): boolean {
  if (!isObject(v)) return false;
  const fields = Object.keys(v).filter((f) => f !== 'boost' && f !== '_name');
  return fields.length === 1 && isObject(v[fields[0]!]);
}

/** A `like`/`unlike` holding an item by `_id` without its own `doc`. */
function hasItemById(v: Json | undefined): boolean {
  if (v === undefined || v === null) return false;
  return (Array.isArray(v) ? v : [v]).some((x) => isObject(x) && x._id !== undefined && x.doc === undefined);
}

/** True when `node` holds a terms lookup anywhere (with `mlt`, also a more_like_this item by id). */
export function holdsLookup(node: Json | undefined, mlt = true): boolean {
  if (Array.isArray(node)) return node.some((n) => holdsLookup(n as Json, mlt));
  if (!isObject(node)) return false;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'terms' && isLookupTerms(v as Json)) return true;
    if (mlt && k === 'more_like_this' && isObject(v) && (hasItemById(v.like as Json) || hasItemById(v.unlike as Json))) return true;
    if (holdsLookup(v as Json, mlt)) return true;
  }
  return false;
}
