/** The exclusions of `?filter_path` (`-a.b`, `-**.meta`): what ES's XContent filtering drops after keeping the inclusions. */
import { copyJavaMarks, isObject, RawJson, type Json, type JsonObject } from '../core/json.ts';
import { simpleMatch } from '../core/resolve.ts';

/** A position in one exclusion path: its steps from `at` on. */
interface Cursor {
  path: number;
  at: number;
}

/** The positions alive under key `k` (a `**` both stays and steps on), without duplicates. */
function advance(paths: string[][], live: Cursor[], k: string): Cursor[] {
  const next: Cursor[] = [];
  const seen = new Set<string>();
  const add = (path: number, at: number): void => {
    const key = `${path}:${at}`;
    if (seen.has(key)) return;
    seen.add(key);
    next.push({ path, at });
  };
  for (const c of live) {
    const p = paths[c.path]!;
    if (p[c.at] === '**') {
      add(c.path, c.at);
      if (p.length > c.at + 1 && simpleMatch(p[c.at + 1]!, k)) add(c.path, c.at + 2);
    } else if (simpleMatch(p[c.at]!, k)) add(c.path, c.at + 1);
  }
  return next;
}

/**
 * ES's FilterPathBasedFilter with `inclusive = false`, behind Jackson's FilteringGeneratorDelegate: a field
 * whose path ends an exclusion is dropped with all it holds; a field no exclusion reaches is kept whole; a
 * field part-way along one is walked. Jackson writes an object or array start under a filter that is not
 * INCLUDE_ALL only once something inside it is written, so one left empty there is dropped too; scalars in
 * arrays are kept (`_includeScalar` answers `inclusive == false`).
 */
function exclude(value: unknown, paths: string[][], live: Cursor[]): unknown {
  if (value instanceof RawJson) return exclude(JSON.parse(value.text), paths, live);
  if (Array.isArray(value)) {
    const items = value.map((v) => exclude(v, paths, live)).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    const next = advance(paths, live, k);
    if (next.some((c) => c.at === paths[c.path]!.length)) continue;
    if (next.length === 0) {
      out[k] = v as Json;
      continue;
    }
    const f = exclude(v, paths, next);
    if (f !== undefined) out[k] = f as Json;
  }
  if (Object.keys(out).length === 0) return undefined;
  copyJavaMarks(value, out); // a kept `_score` still prints as the float it is
  return out;
}

/** Drops from a response what the exclusion paths (already split on `.`, without their `-`) name. */
export function excludePaths(body: unknown, paths: string[][]): JsonObject | Json[] {
  const kept = exclude(body, paths, paths.map((_, path) => ({ path, at: 0 })));
  return (kept as JsonObject | undefined) ?? {};
}
