/**
 * Routing: (method, path) → API name and path parts, as ES's RestController does it, over the API
 * catalogue's paths of the APIs the simulator implements. Pure: no sockets, so the in-process simulator
 * and the HTTP server route the same way.
 */
import type { Profile } from '../profiles.ts';
import { APIS, type ApiDef } from '../api/catalogue.ts';
import { partsOf, pathSegments, PathTable, type Resolution, type TableEntry } from '../api/pathTable.ts';
import type { ApiPath } from '../api/types.ts';
import { servesTypedRoute } from './compat.ts';

export { pathSegments } from '../api/pathTable.ts';

/**
 * The route table: every path of every API of the catalogue, implemented or not, as a real node has a
 * route for each of its APIs. An API the simulator does not model still owns its paths (`GET /_stats`,
 * `GET /_data_stream/x`), so they never fall through to a `{index}` route (`invalid_index_name_exception`)
 * or to a wrong 405; the simulator answers them as a server without that handler would (see
 * Simulator.dispatch). The `_doc` spellings of typed paths are served by the typed path itself (its
 * `{type}` may be `_doc`, see allowedIn), so that a typed route keeps the precedence ES 6 gives it
 * (`PUT /i/_doc/_mapping`).
 */
const TABLE = new PathTable(APIS.flatMap((def) => def.paths.filter((p) => !p.typeless).map((path) => ({ path, def }))));

export type RouteMatch =
  | { kind: 'match'; api: string; parts: Record<string, string>; def: ApiDef; path: ApiPath }
  | { kind: 'no-handler' }
  | { kind: 'bad-method'; allowed: string[] };

/** Whether the profile exposes this route (its capability, and its `{type}` value). */
function allowedIn(profile: Profile, e: TableEntry, segs: readonly string[]): boolean {
  if (e.path.requires !== undefined && !profile[e.path.requires]) return false;
  const typeAt = e.params.indexOf('type');
  if (typeAt < 0) return true;
  const t = segs[typeAt]!;
  // Typed routes: where types are native, or where a 7.x client's compatibility view serves them.
  const typed = profile.typedApis || servesTypedRoute(profile, e.def.name);
  if (e.path.typed && !typed) return false;
  if (t !== '_doc' && !typed) return false;
  return !(t.startsWith('_') && t !== '_doc' && t !== '_all');
}

/** Resolves a split path against the table (no cache). */
function resolve(profile: Profile, method: string, segs: string[]): Resolution {
  return TABLE.resolve(method, segs, (e, s) => allowedIn(profile, e, s));
}

/**
 * The shape of a path as routing sees it: a segment that is a literal of the table, or starts with `_`
 * (what `{type}` is judged by), stays; any other segment is a parameter value and reads `*`. Two paths
 * of the same shape resolve alike, so the resolution is kept per shape (it was a tenth of a write).
 */
function shapeOf(method: string, segs: string[]): string {
  let key = method;
  for (const x of segs) key += TABLE.literals.has(x) || x.charCodeAt(0) === 95 ? `/${x}` : '/*';
  return key;
}

const RESOLVED = new WeakMap<Profile, Map<string, Resolution>>();

/** Finds the handler for a request, as the profile exposes the API surface. */
export function route(profile: Profile, method: string, path: string): RouteMatch {
  const segs = pathSegments(path);
  if (!segs) return { kind: 'no-handler' };
  // A decoded segment may hold a `/`, which would blur the shape: such paths are resolved afresh.
  if (path.includes('%')) return matchOf(resolve(profile, method, segs), segs);
  let memo = RESOLVED.get(profile);
  if (!memo) RESOLVED.set(profile, (memo = new Map()));
  const key = shapeOf(method, segs);
  let r = memo.get(key);
  if (r === undefined) {
    r = resolve(profile, method, segs);
    // Underscored segments (ids, say) make shapes without end: bound the memo.
    if (memo.size >= 1000) memo.clear();
    memo.set(key, r);
  }
  return matchOf(r, segs);
}

/** `route` without the memo, for tests that hold the two equal. */
export function routeUncached(profile: Profile, method: string, path: string): RouteMatch {
  const segs = pathSegments(path);
  if (!segs) return { kind: 'no-handler' };
  return matchOf(resolve(profile, method, segs), segs);
}

/** A resolution as the caller sees it: the route's API and the parts taken from this path. */
function matchOf(r: Resolution, segs: string[]): RouteMatch {
  return r.kind === 'route' ? { kind: 'match', api: r.entry.def.name, parts: partsOf(r.entry, segs), def: r.entry.def, path: r.entry.path } : r;
}

/** The API the simulator serves a method and path with, for a profile; undefined where it answers no handler. */
export function servedApi(profile: Profile, method: string, path: string): ApiDef | undefined {
  const m = route(profile, method, path);
  return m.kind === 'match' && m.def.simulated ? m.def : undefined;
}
