/**
 * Planted faults of a server that reads a search request otherwise than Elasticsearch: each rewrites the
 * request the way a wrong implementation would read it, so every answer has the right shape and only its
 * content shows the fault. A body that is not JSON passes as it is.
 */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { isObject } from '../model/values.ts';
import type { Target } from '../targets/target.ts';
import { floatsAsWritten, plainNumber, rewritableJson } from '../model/javaNumberClasses.ts';
import { bodyJson, decorate, forged } from './wire.ts';

type Json = Record<string, unknown>;

/** Send requests of the given APIs with their JSON body rewritten by `f` (undefined: unchanged). */
export function rewriteRequests(inner: Target, apis: readonly string[], f: (body: Json, req: WireRequest) => Json | undefined): Target {
  return decorate(inner, (req) => {
    if (!apis.includes(apiNameOf(req))) return inner.send(req);
    const body = bodyJson(req);
    const out = isObject(body) ? f(body, req) : undefined;
    return inner.send(out === undefined ? req : { ...req, body: JSON.stringify(out) });
  });
}

/** Every query object of a tree (`query`, bool clauses, nested/has_child/constant_score/... inner queries) rewritten bottom-up by `f`. */
function mapQueries(q: unknown, f: (q: Json) => Json): unknown {
  if (Array.isArray(q)) return q.map((x) => mapQueries(x, f));
  if (!isObject(q)) return q;
  const out: Json = {};
  for (const [k, v] of Object.entries(q)) out[k] = isObject(v) || Array.isArray(v) ? mapQueries(v, f) : v;
  return f(out);
}

/**
 * `_count` that ignores its query: the body (and `q`) dropped, so every document of the index is counted
 * (a proxy that forwards `_count` as a GET without its body).
 */
export function countIgnoresQuery(inner: Target): Target {
  return decorate(inner, (req) => {
    if (apiNameOf(req) !== 'count') return inner.send(req);
    const { body: _dropped, query, ...rest } = req;
    const { q: _q, df: _df, default_operator: _o, ...params } = query ?? {};
    return inner.send({ ...rest, query: params });
  });
}

/** Keys of a `sort` entry that are not fields (their `missing` has no meaning or another one). */
const NOT_FIELDS = new Set(['_score', '_doc', '_shard_doc', '_geo_distance', '_script']);

/**
 * Sort `missing` the wrong way round: `_first` read as `_last` and back, and a field sort without `missing`
 * puts documents without the field first (Elasticsearch's default is `_last`, ascending or descending).
 */
export function sortMissingSwapped(inner: Target): Target {
  const swap = (entry: unknown): unknown => {
    if (typeof entry === 'string') return NOT_FIELDS.has(entry) ? entry : { [entry]: { missing: '_first' } };
    if (!isObject(entry)) return entry;
    return Object.fromEntries(
      Object.entries(entry).map(([field, how]) => {
        if (NOT_FIELDS.has(field)) return [field, how];
        const opts: Json = isObject(how) ? { ...how } : { order: how };
        opts.missing = opts.missing === '_first' ? '_last' : opts.missing === '_last' || opts.missing === undefined ? '_first' : opts.missing;
        return [field, opts];
      }),
    );
  };
  return rewriteRequests(inner, ['search', 'msearch'], (body) => (body.sort === undefined ? undefined : { ...body, sort: Array.isArray(body.sort) ? body.sort.map(swap) : swap(body.sort) }));
}

/**
 * A nested query that matches across objects: `nested: {path, query: {bool: {must: [a, b]}}}` read as one
 * nested query per clause, so `a` may match one object of the array and `b` another (what indexing the
 * objects flattened gives; Elasticsearch's nested query requires one object to match the whole query).
 */
export function nestedCrossObject(inner: Target): Target {
  const split = (q: Json): Json => {
    const n = q.nested;
    if (!isObject(n) || !isObject(n.query) || !isObject(n.query.bool)) return q;
    const bool = n.query.bool;
    const clauses = [...[bool.must, bool.filter].flatMap((c) => (Array.isArray(c) ? c : c === undefined ? [] : [c]))];
    if (clauses.length < 2) return q;
    const { inner_hits: _ih, query: _q, ...opts } = n;
    return { bool: { must: clauses.map((c) => ({ nested: { ...opts, query: c } })) } };
  };
  return rewriteRequests(inner, ['search', 'count'], (body) => (isObject(body.query) ? { ...body, query: mapQueries(body.query, split) } : undefined));
}

/**
 * `multi_match` of type `best_fields` (the default) summing the fields' scores instead of taking the best
 * one (plus `tie_breaker` times the others): what `most_fields` does.
 */
export function multiMatchSums(inner: Target): Target {
  const sum = (q: Json): Json => {
    const m = q.multi_match;
    if (!isObject(m) || (m.type !== undefined && m.type !== 'best_fields')) return q;
    const { tie_breaker: _t, ...rest } = m;
    return { ...q, multi_match: { ...rest, type: 'most_fields' } };
  };
  return rewriteRequests(inner, ['search', 'explain'], (body) => (isObject(body.query) ? { ...body, query: mapQueries(body.query, sum) } : undefined));
}

/**
 * `search_after` that skips the first hit after the boundary: the page is fetched one longer and its first
 * hit dropped (an off-by-one that treats the sort values given as those of the next hit, not the last).
 */
export function searchAfterSkips(inner: Target): Target {
  return decorate(inner, async (req) => {
    const body = apiNameOf(req) === 'search' ? bodyJson(req) : undefined;
    if (!isObject(body) || body.search_after === undefined) return inner.send(req);
    const size = typeof body.size === 'number' ? body.size : 10;
    const o = await inner.send({ ...req, body: JSON.stringify({ ...body, size: size + 1 }) });
    if (o.kind !== 'ok' || o.status !== 200 || !isObject(o.json) || !isObject(o.json.hits) || !Array.isArray(o.json.hits.hits)) return o;
    const json = rewritableJson(o.body) as Json;
    const hits = json.hits as Json;
    return forged(o.status, floatsAsWritten({ ...json, hits: { ...hits, hits: (hits.hits as unknown[]).slice(1, size + 1) } }));
  });
}

/**
 * `search_after` read inclusively: the hit whose sort values were given (the last of the previous page)
 * comes back first on the next page (`>=` where Elasticsearch resumes strictly after). The page is cut from
 * the same search without `search_after`, from that hit on.
 */
export function searchAfterRepeats(inner: Target): Target {
  return decorate(inner, async (req) => {
    // A scroll refuses search_after: that refusal is left to the target.
    const body = apiNameOf(req) === 'search' && req.query?.scroll === undefined ? bodyJson(req) : undefined;
    if (!isObject(body) || body.search_after === undefined) return inner.send(req);
    const size = typeof body.size === 'number' ? body.size : 10;
    const { search_after: after, ...rest } = body;
    const all = await inner.send({ ...req, body: JSON.stringify({ ...rest, size: 10_000 }) });
    const json = all.kind === 'ok' && all.status === 200 ? (rewritableJson(all.body) as Json | undefined) : undefined;
    const hits = isObject(json) && isObject(json.hits) && Array.isArray(json.hits.hits) ? (json.hits.hits as Json[]) : undefined;
    const at = hits?.findIndex((h) => JSON.stringify(plainSort(h.sort)) === JSON.stringify(after)) ?? -1;
    if (!json || !hits || at < 0) return inner.send(req);
    return forged(200, floatsAsWritten({ ...json, hits: { ...(json.hits as Json), hits: hits.slice(at, at + size) } }));
  });
}

/** Sort values as plain JSON numbers and strings (a double read with its class compared by value). */
const plainSort = (s: unknown): unknown => (Array.isArray(s) ? s.map((v) => plainNumber(v)) : s);
