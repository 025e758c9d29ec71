/**
 * An object whose members must print in a given order. A JS object puts array-index-like keys ("1", "42")
 * first, in numeric order, whatever the insertion order; ES prints its maps in their Java iteration order
 * (rankEval/order.ts), so where an id looks like an index the object is written as text in that order.
 */
import { encodeJson, RawJson, typedNumbers, type Json, type JsonObject } from '../json.ts';

/** Whether a key is one JS objects reorder: a canonical array index. */
const isIndexLike = (k: string): boolean => /^(0|[1-9]\d*)$/.test(k) && Number(k) < 4294967295;

/** The members in this order: a plain object, or its JSON text when JS would reorder a key (values encoded with their Java number marks). */
export function keyedObject(entries: readonly [string, JsonObject][]): JsonObject | RawJson {
  if (!entries.some(([k]) => isIndexLike(k))) return Object.fromEntries(entries) as JsonObject;
  return new RawJson(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${encodeJson(typedNumbers(v as Json as JsonObject))}`).join(',')}}`);
}
