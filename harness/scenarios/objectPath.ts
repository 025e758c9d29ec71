/**
 * Dotted paths into response bodies (FORMAT.md §3): `a.0.b`, `\.` for a literal dot,
 * `''` for the whole value, `$name` / `${name}` segments resolved through a lookup.
 */

/** Result of evaluating a path: a value (possibly undefined, which means "missing") or an error. */
export type PathResult = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Split a dotted path into segments as ES's runner does (ObjectPath.parsePath): a backslash is dropped and
 * makes the next dot literal (so `values.50\\.0`, as 420_percentile_ranks_tdigest_metric.yml spells it, is
 * `values` then `50.0`), and empty segments are dropped.
 */
export function splitPath(path: string): string[] {
  const out: string[] = [];
  let cur = '';
  let escape = false;
  for (const c of path) {
    if (c === '\\') {
      escape = true;
      continue;
    }
    if (c === '.') {
      if (escape) escape = false;
      else {
        if (cur.length > 0) out.push(cur);
        cur = '';
        continue;
      }
    }
    cur += c;
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

/** Walk `segments` into `root`. A missing key gives undefined; a bad list index is an error (as in the Java runner). */
export function walk(root: unknown, segments: readonly string[]): PathResult {
  let cur: unknown = root;
  for (const seg of segments) {
    if (cur === null || cur === undefined) return { ok: true, value: undefined };
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(seg)) return { ok: false, error: `path segment [${seg}] indexes a list but is not a number` };
      const i = Number(seg);
      if (i >= cur.length) return { ok: false, error: `index [${i}] is out of bounds for a list of ${cur.length}` };
      cur = cur[i];
    } else if (typeof cur === 'object') {
      const obj = cur as Record<string, unknown>;
      cur = Object.prototype.hasOwnProperty.call(obj, seg) ? obj[seg] : undefined;
    } else {
      return { ok: true, value: undefined };
    }
  }
  return { ok: true, value: cur };
}

/** Evaluate a path, first replacing stash references in its segments through `resolveSegment`. */
export function evaluatePath(root: unknown, path: string, resolveSegment: (seg: string) => string): PathResult {
  let segments: string[];
  try {
    segments = splitPath(path).map(resolveSegment);
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  return walk(root, segments);
}
