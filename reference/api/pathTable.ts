/**
 * Matching a request path against a set of URL templates, as ES's RestController does: only templates
 * of the same length, static segments preferred to parameters left to right (its PathTrie), the table's
 * order breaking ties, and a less specific template taken when the best ones lack the method.
 * The simulator's router and the harness's safety layer both match through it.
 */
import type { ApiDef, ApiPath } from './types.ts';

/** One template of the table, with its API. */
export interface TableEntry {
  path: ApiPath;
  def: ApiDef;
  segs: string[];
  /** Parameter name per segment, or undefined for a static segment. */
  params: (string | undefined)[];
  /** Static segments beat parameters, left to right: '0' static, '1' parameter. */
  spec: string;
}

/** What a split path resolves to: a template (parts still to take from the path), or none. */
export type Resolution = { kind: 'route'; entry: TableEntry } | { kind: 'no-handler' } | { kind: 'bad-method'; allowed: string[] };

/** Splits a raw path into decoded segments; undefined when a segment cannot be decoded. */
export function pathSegments(path: string): string[] | undefined {
  // The common shape (`/a/b`, no `//`, no trailing `/`, nothing encoded) needs no regular expressions.
  if (path.length > 1 && path.charCodeAt(0) === 47 && path.charCodeAt(1) !== 47 && path.charCodeAt(path.length - 1) !== 47 && !path.includes('%')) {
    return path.slice(1).split('/');
  }
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return [];
  const raw = trimmed.replace(/^\/+/, '').split('/');
  try {
    return raw.map((s) => (s.includes('%') ? decodeURIComponent(s) : s));
  } catch {
    return undefined;
  }
}

/** A set of templates, grouped by length and sorted once by specificity. */
export class PathTable {
  private readonly byLength = new Map<number, TableEntry[]>();
  /** Every literal segment of the table. */
  readonly literals: ReadonlySet<string>;

  constructor(entries: ReadonlyArray<{ path: ApiPath; def: ApiDef }>) {
    const lits = new Set<string>();
    for (const { path, def } of entries) {
      const segs = path.path === '/' ? [] : path.path.slice(1).split('/');
      const params = segs.map((p) => (p.startsWith('{') ? p.slice(1, -1) : undefined));
      for (let i = 0; i < segs.length; i++) if (params[i] === undefined) lits.add(segs[i]!);
      const e: TableEntry = { path, def, segs, params, spec: params.map((p) => (p === undefined ? '0' : '1')).join('') };
      const list = this.byLength.get(segs.length);
      if (list) list.push(e);
      else this.byLength.set(segs.length, [e]);
    }
    // A stable sort: the table's order breaks ties.
    for (const list of this.byLength.values()) list.sort((a, b) => (a.spec < b.spec ? -1 : a.spec > b.spec ? 1 : 0));
    this.literals = lits;
  }

  /** Resolves split segments for a method, among the templates `allowed` accepts for them. */
  resolve(method: string, segs: readonly string[], allowed: (e: TableEntry, segs: readonly string[]) => boolean): Resolution {
    const candidates: TableEntry[] = [];
    for (const e of this.byLength.get(segs.length) ?? []) if (matchSegs(e, segs) && allowed(e, segs)) candidates.push(e);
    if (candidates.length === 0) return { kind: 'no-handler' };
    const best = candidates[0]!.spec;
    const same = candidates.filter((c) => c.spec === best);
    const accepts = (c: TableEntry, m: string): boolean => (c.path.methods as readonly string[]).includes(m);
    const m = method === 'HEAD' ? same.find((c) => accepts(c, 'HEAD')) ?? same.find((c) => accepts(c, 'GET')) : same.find((c) => accepts(c, method));
    if (m) return { kind: 'route', entry: m };
    // Fall back to less specific templates that accept the method (ES tries the next trie branch).
    const other = candidates.find((c) => accepts(c, method));
    if (other) return { kind: 'route', entry: other };
    return { kind: 'bad-method', allowed: [...new Set(candidates.flatMap((c) => c.path.methods))] };
  }
}

/** Whether a template's static segments are the request's (parameters match anything). */
function matchSegs(e: TableEntry, segs: readonly string[]): boolean {
  for (let i = 0; i < segs.length; i++) if (e.params[i] === undefined && e.segs[i] !== segs[i]) return false;
  return true;
}

/** The path parts of a matched template, built only for the template chosen. */
export function partsOf(e: TableEntry, segs: readonly string[]): Record<string, string> {
  const parts: Record<string, string> = {};
  for (let i = 0; i < segs.length; i++) {
    const name = e.params[i];
    if (name !== undefined) parts[name] = segs[i]!;
  }
  return parts;
}
