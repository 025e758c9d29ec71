/** `?filter_path=a.b,c.*` response filtering, as ES's XContent filtering does it (inclusive paths, `*`, `**`). */
import { isObject, RawJson, type Json, type JsonObject } from '../core/json.ts';
import { simpleMatch } from '../core/resolve.ts';

function filter(value: unknown, paths: string[][]): unknown {
  if (paths.some((p) => p.length === 0)) return value;
  if (value instanceof RawJson) return filter(JSON.parse(value.text), paths);
  if (Array.isArray(value)) {
    const items = value.map((v) => filter(v, paths)).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isObject(value)) return undefined;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    const next: string[][] = [];
    for (const p of paths) {
      if (p[0] === '**') {
        next.push(p);
        if (p.length > 1 && simpleMatch(p[1], k)) next.push(p.slice(2));
      } else if (simpleMatch(p[0], k)) next.push(p.slice(1));
    }
    if (next.length === 0) continue;
    const f = filter(v, next);
    if (f !== undefined) out[k] = f as Json;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Keeps only the parts of a response named by a filter_path expression. */
export function filterPath(body: JsonObject | Json[] | RawJson, expr: string): JsonObject | Json[] {
  const paths = expr.split(',').map((p) => p.trim()).filter(Boolean).map((p) => p.split('.'));
  return (filter(body, paths) as JsonObject | undefined) ?? {};
}
