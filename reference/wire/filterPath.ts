/** `?filter_path=a.b,c.*` response filtering, as ES's XContent filtering does it (inclusive paths, `*`, `**`). */
import { isObject, RawJson, type Json, type JsonObject } from '../core/json.ts';
import { simpleMatch } from '../core/resolve.ts';

/** A position in one of the filter's paths: the steps of path `path` from `at` on. */
interface Cursor {
  path: number;
  at: number;
}

/**
 * Walks the value with the set of path positions still alive. The set is kept free of duplicates (a `**`
 * both stays and steps on, so `**.**.…` would otherwise double it per level): it never holds more than
 * the total of the paths' lengths, so the walk is linear in the value times the filter's size.
 */
function filter(value: unknown, paths: string[][], live: Cursor[]): unknown {
  if (live.some((c) => c.at === paths[c.path].length)) return value;
  if (value instanceof RawJson) return filter(JSON.parse(value.text), paths, live);
  if (Array.isArray(value)) {
    const items = value.map((v) => filter(v, paths, live)).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isObject(value)) return undefined;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    const next: Cursor[] = [];
    const seen = new Set<string>();
    const add = (path: number, at: number) => {
      const key = `${path}:${at}`;
      if (!seen.has(key)) {
        seen.add(key);
        next.push({ path, at });
      }
    };
    for (const c of live) {
      const p = paths[c.path];
      if (p[c.at] === '**') {
        add(c.path, c.at);
        if (p.length > c.at + 1 && simpleMatch(p[c.at + 1], k)) add(c.path, c.at + 2);
      } else if (simpleMatch(p[c.at], k)) add(c.path, c.at + 1);
    }
    if (next.length === 0) continue;
    const f = filter(v, paths, next);
    if (f !== undefined) out[k] = f as Json;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Keeps only the parts of a response named by a filter_path expression. */
export function filterPath(body: JsonObject | Json[] | RawJson, expr: string): JsonObject | Json[] {
  const paths = expr.split(',').map((p) => p.trim()).filter(Boolean).map((p) => p.split('.'));
  return (filter(body, paths, paths.map((_, path) => ({ path, at: 0 }))) as JsonObject | undefined) ?? {};
}
