/**
 * `XContentHelper.mergeDefaults`: how a legacy template's mapping joins the request's. The request (the
 * content) wins; the template (the defaults) fills in what is missing, objects merge recursively, and
 * lists of one-key objects (dynamic templates) merge by key, the content's first.
 */
import { cloneJson, isObject, sameJson, type Json, type JsonObject } from '../json.ts';

function mapsOfOne(list: Json[]): boolean {
  return list.every((o) => isObject(o) && Object.keys(o).length === 1);
}

/** Merges `defaults` into `content` in place (`defaults` is copied where it is taken). */
export function mergeDefaults(content: JsonObject, defaults: JsonObject): void {
  for (const [key, dv] of Object.entries(defaults) as [string, Json][]) {
    if (!(key in content)) {
      content[key] = cloneJson(dv);
      continue;
    }
    const cv = content[key] as Json;
    if (isObject(cv) && isObject(dv)) {
      mergeDefaults(cv, dv);
    } else if (Array.isArray(cv) && Array.isArray(dv)) {
      if (mapsOfOne(dv) && mapsOfOne(cv)) {
        const processed = new Map<string, JsonObject>();
        for (const o of cv as JsonObject[]) processed.set(Object.keys(o)[0]!, o);
        for (const o of dv as JsonObject[]) {
          const k = Object.keys(o)[0]!;
          const mine = processed.get(k);
          if (mine) mergeDefaults(mine, o);
          else processed.set(k, cloneJson(o));
        }
        content[key] = [...processed.values()];
      } else {
        // Both lists: the defaults first, then the content's values not already there.
        const merged: Json[] = cloneJson(dv);
        for (const o of cv) if (!merged.some((m) => sameJson(m, o))) merged.push(o);
        content[key] = merged;
      }
    }
  }
}
