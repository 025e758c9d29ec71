/**
 * Routing: (method, path) → API name and path parts, as ES's RestController does it. Pure: no sockets,
 * so the in-process simulator and the HTTP server route the same way.
 */
import type { Profile } from '../profiles.ts';

export interface RouteDef {
  methods: string[];
  path: string;
  api: string;
  /** Only when the profile accepts typed APIs (a `{type}` other than `_doc`). */
  typed?: boolean;
}

/** The route table. Names are the ES API spec's, so scenarios and routes speak the same language. */
export const ROUTES: RouteDef[] = [
  { methods: ['GET', 'HEAD'], path: '/', api: 'info' },
  { methods: ['PUT'], path: '/{index}', api: 'indices.create' },
  { methods: ['GET'], path: '/{index}', api: 'indices.get' },
  { methods: ['HEAD'], path: '/{index}', api: 'indices.exists' },
  { methods: ['DELETE'], path: '/{index}', api: 'indices.delete' },
  { methods: ['POST'], path: '/{index}/_close', api: 'indices.close' },
  { methods: ['POST'], path: '/{index}/_open', api: 'indices.open' },
  { methods: ['GET', 'POST'], path: '/_refresh', api: 'indices.refresh' },
  { methods: ['GET', 'POST'], path: '/{index}/_refresh', api: 'indices.refresh' },

  { methods: ['GET'], path: '/_mapping', api: 'indices.get_mapping' },
  { methods: ['GET'], path: '/{index}/_mapping', api: 'indices.get_mapping' },
  { methods: ['GET'], path: '/_mapping/{type}', api: 'indices.get_mapping', typed: true },
  { methods: ['GET'], path: '/{index}/_mapping/{type}', api: 'indices.get_mapping', typed: true },
  { methods: ['PUT', 'POST'], path: '/{index}/_mapping', api: 'indices.put_mapping' },
  { methods: ['PUT', 'POST'], path: '/{index}/_mappings', api: 'indices.put_mapping' },
  { methods: ['PUT', 'POST'], path: '/{index}/_mapping/{type}', api: 'indices.put_mapping', typed: true },
  { methods: ['PUT', 'POST'], path: '/{index}/_mappings/{type}', api: 'indices.put_mapping', typed: true },
  { methods: ['PUT', 'POST'], path: '/{index}/{type}/_mapping', api: 'indices.put_mapping', typed: true },
  { methods: ['PUT', 'POST'], path: '/{index}/{type}/_mappings', api: 'indices.put_mapping', typed: true },
  { methods: ['PUT', 'POST'], path: '/_mapping/{type}', api: 'indices.put_mapping', typed: true },
  { methods: ['PUT', 'POST'], path: '/_mappings/{type}', api: 'indices.put_mapping', typed: true },

  { methods: ['GET'], path: '/_settings', api: 'indices.get_settings' },
  { methods: ['GET'], path: '/{index}/_settings', api: 'indices.get_settings' },
  { methods: ['GET'], path: '/{index}/_settings/{name}', api: 'indices.get_settings' },
  { methods: ['GET'], path: '/_settings/{name}', api: 'indices.get_settings' },
  { methods: ['PUT'], path: '/_settings', api: 'indices.put_settings' },
  { methods: ['PUT'], path: '/{index}/_settings', api: 'indices.put_settings' },

  { methods: ['PUT', 'POST'], path: '/{index}/_alias/{name}', api: 'indices.put_alias' },
  { methods: ['PUT', 'POST'], path: '/{index}/_aliases/{name}', api: 'indices.put_alias' },
  { methods: ['DELETE'], path: '/{index}/_alias/{name}', api: 'indices.delete_alias' },
  { methods: ['DELETE'], path: '/{index}/_aliases/{name}', api: 'indices.delete_alias' },
  { methods: ['GET'], path: '/_alias', api: 'indices.get_alias' },
  { methods: ['GET'], path: '/_aliases', api: 'indices.get_alias' },
  { methods: ['GET'], path: '/_alias/{name}', api: 'indices.get_alias' },
  { methods: ['GET'], path: '/{index}/_alias', api: 'indices.get_alias' },
  { methods: ['GET'], path: '/{index}/_aliases', api: 'indices.get_alias' },
  { methods: ['GET'], path: '/{index}/_alias/{name}', api: 'indices.get_alias' },
  { methods: ['HEAD'], path: '/_alias/{name}', api: 'indices.exists_alias' },
  { methods: ['HEAD'], path: '/{index}/_alias/{name}', api: 'indices.exists_alias' },
  { methods: ['POST'], path: '/_aliases', api: 'indices.update_aliases' },

  { methods: ['PUT', 'POST'], path: '/{index}/{type}/{id}', api: 'index' },
  { methods: ['POST'], path: '/{index}/{type}', api: 'index' },
  { methods: ['PUT', 'POST'], path: '/{index}/_create/{id}', api: 'create' },
  { methods: ['PUT', 'POST'], path: '/{index}/{type}/{id}/_create', api: 'create', typed: true },
  { methods: ['GET'], path: '/{index}/{type}/{id}', api: 'get' },
  { methods: ['HEAD'], path: '/{index}/{type}/{id}', api: 'exists' },
  { methods: ['DELETE'], path: '/{index}/{type}/{id}', api: 'delete' },
  { methods: ['POST'], path: '/{index}/_update/{id}', api: 'update' },
  { methods: ['POST'], path: '/{index}/{type}/{id}/_update', api: 'update', typed: true },
  { methods: ['GET'], path: '/{index}/_source/{id}', api: 'get_source' },
  { methods: ['GET'], path: '/{index}/{type}/{id}/_source', api: 'get_source', typed: true },

  { methods: ['GET', 'POST'], path: '/_mget', api: 'mget' },
  { methods: ['GET', 'POST'], path: '/{index}/_mget', api: 'mget' },
  { methods: ['GET', 'POST'], path: '/{index}/{type}/_mget', api: 'mget', typed: true },
  { methods: ['POST', 'PUT'], path: '/_bulk', api: 'bulk' },
  { methods: ['POST', 'PUT'], path: '/{index}/_bulk', api: 'bulk' },
  { methods: ['POST', 'PUT'], path: '/{index}/{type}/_bulk', api: 'bulk', typed: true },

  { methods: ['GET', 'POST'], path: '/_search', api: 'search' },
  { methods: ['GET', 'POST'], path: '/{index}/_search', api: 'search' },
  { methods: ['GET', 'POST'], path: '/{index}/{type}/_search', api: 'search', typed: true },
  { methods: ['GET', 'POST'], path: '/_search/scroll', api: 'scroll' },
  { methods: ['GET', 'POST'], path: '/_search/scroll/{scroll_id}', api: 'scroll' },
  { methods: ['DELETE'], path: '/_search/scroll', api: 'clear_scroll' },
  { methods: ['DELETE'], path: '/_search/scroll/{scroll_id}', api: 'clear_scroll' },
  { methods: ['GET', 'POST'], path: '/_count', api: 'count' },
  { methods: ['GET', 'POST'], path: '/{index}/_count', api: 'count' },
  { methods: ['GET', 'POST'], path: '/{index}/{type}/_count', api: 'count', typed: true },

  { methods: ['GET'], path: '/_cat/indices', api: 'cat.indices' },
  { methods: ['GET'], path: '/_cat/indices/{index}', api: 'cat.indices' },
  { methods: ['GET'], path: '/_cat/aliases', api: 'cat.aliases' },
  { methods: ['GET'], path: '/_cat/aliases/{name}', api: 'cat.aliases' },
  { methods: ['GET'], path: '/_cluster/health', api: 'cluster.health' },
  { methods: ['GET'], path: '/_cluster/health/{index}', api: 'cluster.health' },
  { methods: ['GET'], path: '/_cluster/settings', api: 'cluster.get_settings' },
  { methods: ['PUT'], path: '/_cluster/settings', api: 'cluster.put_settings' },
];

interface Compiled {
  def: RouteDef;
  segs: string[];
  /** Parameter name per segment, or undefined for a static segment. */
  params: (string | undefined)[];
  /** Static segments beat parameters, left to right (ES's PathTrie preference): '0' static, '1' parameter. */
  spec: string;
  /** Position of the `{type}` segment, or -1. */
  typeAt: number;
}

function compile(def: RouteDef): Compiled {
  const segs = def.path === '/' ? [] : def.path.slice(1).split('/');
  const params = segs.map((p) => (p.startsWith('{') ? p.slice(1, -1) : undefined));
  return { def, segs, params, spec: params.map((p) => (p === undefined ? '0' : '1')).join(''), typeAt: params.indexOf('type') };
}

/**
 * Routes by segment count: a request is matched only against routes of its length. Each list is sorted
 * once by specificity (a stable sort, so table order breaks ties), so the candidates of a request come
 * out already in preference order.
 */
const BY_LENGTH = new Map<number, Compiled[]>();
for (const c of ROUTES.map(compile)) {
  const list = BY_LENGTH.get(c.segs.length);
  if (list) list.push(c);
  else BY_LENGTH.set(c.segs.length, [c]);
}
for (const list of BY_LENGTH.values()) list.sort((a, b) => (a.spec < b.spec ? -1 : a.spec > b.spec ? 1 : 0));

export type RouteMatch =
  | { kind: 'match'; api: string; parts: Record<string, string> }
  | { kind: 'no-handler' }
  | { kind: 'bad-method'; allowed: string[] };

/** Whether a route's static segments are the request's (parameters match anything). */
function matchSegs(route: Compiled, segs: string[]): boolean {
  for (let i = 0; i < segs.length; i++) if (route.params[i] === undefined && route.segs[i] !== segs[i]) return false;
  return true;
}

/** The path parts of a matched route, built only for the route chosen (this runs on every request). */
function partsOf(route: Compiled, segs: string[]): Record<string, string> {
  const parts: Record<string, string> = {};
  for (let i = 0; i < segs.length; i++) {
    const name = route.params[i];
    if (name !== undefined) parts[name] = segs[i];
  }
  return parts;
}

/** Whether the profile exposes a route with this `{type}` value. */
function typeAllowed(profile: Profile, c: Compiled, segs: string[]): boolean {
  if (c.typeAt < 0) return true;
  const t = segs[c.typeAt];
  if (c.def.typed && !profile.typedApis) return false;
  if (t !== '_doc' && !profile.typedApis) return false;
  return !(t.startsWith('_') && t !== '_doc' && t !== '_all');
}

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

/** What a request's path resolves to: a route (its parts still to take from the path), or no route. */
type Resolved = { kind: 'route'; route: Compiled } | Exclude<RouteMatch, { kind: 'match' }>;

/** Resolves a split path against the table (no cache). */
function resolve(profile: Profile, method: string, segs: string[]): Resolved {
  const candidates: Compiled[] = [];
  for (const c of BY_LENGTH.get(segs.length) ?? []) if (matchSegs(c, segs) && typeAllowed(profile, c, segs)) candidates.push(c);
  if (candidates.length === 0) return { kind: 'no-handler' };
  const best = candidates[0].spec;
  const same = candidates.filter((c) => c.spec === best);
  const m = method === 'HEAD' ? same.find((c) => c.def.methods.includes('HEAD')) ?? same.find((c) => c.def.methods.includes('GET')) : same.find((c) => c.def.methods.includes(method));
  if (m) return { kind: 'route', route: m };
  // Fall back to less specific routes that accept the method (ES tries the next trie branch).
  const other = candidates.find((c) => c.def.methods.includes(method));
  if (other) return { kind: 'route', route: other };
  const allowed = [...new Set(candidates.flatMap((c) => c.def.methods))];
  return { kind: 'bad-method', allowed };
}

/** Every literal segment of the table. */
const STATIC = new Set(ROUTES.flatMap((r) => compile(r).segs.filter((x) => !x.startsWith('{'))));

/**
 * The shape of a path as routing sees it: a segment that is a literal of the table, or starts with `_`
 * (what `{type}` is judged by), stays; any other segment is a parameter value and reads `*`. Two paths
 * of the same shape resolve alike, so the resolution is kept per shape (it was a tenth of a write).
 */
function shapeOf(method: string, segs: string[]): string {
  let key = method;
  for (const x of segs) key += STATIC.has(x) || x.charCodeAt(0) === 95 ? `/${x}` : '/*';
  return key;
}

const RESOLVED = new WeakMap<Profile, Map<string, Resolved>>();

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
function matchOf(r: Resolved, segs: string[]): RouteMatch {
  return r.kind === 'route' ? { kind: 'match', api: r.route.def.api, parts: partsOf(r.route, segs) } : r;
}
