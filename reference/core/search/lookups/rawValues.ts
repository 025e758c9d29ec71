/** The values at a dotted path of a source, as a terms lookup reads them (XContentMapValues.extractRawValues). */
import { isObject, type Json } from '../../json.ts';

/** XContentMapValues.extractRawValues: the values at a dotted path, arrays flattened. */
export function extractRawValues(path: string, source: Json): Json[] {
  const out: Json[] = [];
  const walk = (node: Json, parts: string[]) => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n as Json, parts);
      return;
    }
    if (parts.length === 0) {
      if (node !== null && node !== undefined) out.push(node);
      return;
    }
    if (!isObject(node)) return;
    // A key may itself hold dots: try the longest prefix first, as the map walk does.
    for (let i = parts.length; i >= 1; i--) {
      const key = parts.slice(0, i).join('.');
      if (key in node) walk(node[key] as Json, parts.slice(i));
    }
  };
  walk(source, path.split('.'));
  return out;
}
