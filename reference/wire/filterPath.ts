/** `?filter_path=a.b,c.*` response filtering, as ES's XContent filtering does it (inclusive paths, `*`, `**`). */
import { copyJavaMarks, isObject, RawJson, type Json, type JsonObject } from '../core/json.ts';
import { simpleMatch } from '../core/resolve.ts';
import { excludePaths } from './filterPathExclude.ts';

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
  if (Object.keys(out).length === 0) return undefined;
  copyJavaMarks(value, out); // a kept `_score` still prints as the float it is
  return out;
}

/** The paths of a filter without wildcards, as a tree of their steps; `end` where a path ends. */
interface Step {
  end: boolean;
  next: Map<string, Step>;
  /** Whether every path through here ends at the next step (`hits.hits._id,hits.hits._source` at `hits.hits`). */
  flat?: boolean;
}

/** The tree of `paths`, or undefined when one holds a wildcard (those take the general walk). */
function literalTree(paths: string[][]): Step | undefined {
  const root: Step = { end: false, next: new Map() };
  for (const p of paths) {
    let at = root;
    for (const step of p) {
      if (step.includes('*')) return undefined;
      let n = at.next.get(step);
      if (!n) at.next.set(step, (n = { end: false, next: new Map() }));
      at = n;
    }
    at.end = true;
  }
  const mark = (n: Step): void => {
    n.flat = n.next.size > 0 && [...n.next.values()].every((k) => k.end);
    for (const k of n.next.values()) mark(k);
  };
  mark(root);
  return root;
}

/** Whether every key of `o` ends a path at `at` (so `o` is kept as it is), and it has one at least. */
function keptWhole(o: JsonObject, at: Step): boolean {
  let any = false;
  for (const k in o) {
    if (!at.next.has(k)) return false;
    any = true;
  }
  return any;
}

/**
 * The walk of a filter without wildcards: each key is looked up in the tree. A value kept whole is
 * returned as it is, and an object or array is copied only when something in it is dropped: the pages
 * of a reindex's comparisons, whose hits are rendered with only the fields asked for (core/search/
 * hitFields.ts), then pass through without a copy.
 */
function filterLiteral(value: unknown, at: Step): unknown {
  if (at.end) return value;
  if (value instanceof RawJson) return filterLiteral(JSON.parse(value.text), at);
  if (Array.isArray(value)) {
    let out: Json[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const f = filterLiteral(v, at);
      if (f === v && out === undefined) continue;
      out ??= value.slice(0, i) as Json[];
      if (f !== undefined) out.push(f as Json);
    }
    const kept = out ?? value;
    return kept.length > 0 ? kept : undefined;
  }
  if (!isObject(value)) return undefined;
  if (at.flat && keptWhole(value, at)) return value; // a hit rendered with only the fields asked for
  const keys = Object.keys(value);
  let out: JsonObject | undefined;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = value[k];
    const step = at.next.get(k);
    const f = step ? filterLiteral(v, step) : undefined;
    if (f === v && out === undefined) continue;
    if (!out) {
      out = {};
      copyJavaMarks(value, out);
      for (let j = 0; j < i; j++) out[keys[j]!] = value[keys[j]!]!;
    }
    if (f !== undefined) out[k] = f as Json;
  }
  if (!out) return keys.length > 0 ? value : undefined;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Keeps only the parts of a response named by a filter_path expression. */
export function filterPath(body: JsonObject | Json[] | RawJson, expr: string): JsonObject | Json[] {
  const all = expr.split(',').map((p) => p.trim()).filter(Boolean);
  // A `-` path excludes (ES 6.0+); the inclusions are applied first, then the exclusions (JsonXContentGenerator
  // wraps the exclusion filter inside the inclusion one).
  const paths = all.filter((p) => !p.startsWith('-')).map((p) => p.split('.'));
  const excluded = all.filter((p) => p.startsWith('-') && p.length > 1).map((p) => p.slice(1).split('.'));
  let kept: unknown = body;
  if (paths.length > 0 || excluded.length === 0) {
    const tree = literalTree(paths);
    kept = (tree ? filterLiteral(body, tree) : filter(body, paths, paths.map((_, path) => ({ path, at: 0 })))) ?? {};
  }
  if (excluded.length > 0) kept = excludePaths(kept, excluded);
  return (kept as JsonObject | Json[] | undefined) ?? {};
}
