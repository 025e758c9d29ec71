/** Java's `Map.toString()` rendering of JSON, which ES embeds in some messages (`[f : {type=text}]`). */
import { isObject, type Json } from '../json.ts';

/** Renders a JSON value as Java's collections print themselves. */
export function javaToString(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return '[' + v.map(javaToString).join(', ') + ']';
  if (isObject(v)) {
    return '{' + Object.entries(v).map(([k, x]) => `${k}=${javaToString(x as Json)}`).join(', ') + '}';
  }
  return String(v);
}
