/**
 * The coordinating rewrite of the queries inside aggregations (AggregatorFactories.Builder.rewrite: each
 * builder rewrites its own queries): `filter`'s query, `filters`' and `adjacency_matrix`'s filters,
 * `significant_terms`'/`significant_text`'s `background_filter`, then the sub-aggregations. Only those
 * places are queries: elsewhere a `terms` key is an aggregation (`{"terms": {"script": {…}}}`), not a lookup.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import type { ClusterState } from '../../state.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { rewriteTermsLookups } from './termsLookup.ts';

type Rewrite = (q: Json) => Json | EsError;

/** The named filters of `filters`/`adjacency_matrix` (an object by name, or a list). */
function rewriteFilters(v: Json, rw: Rewrite): Json | EsError {
  if (Array.isArray(v)) {
    const out: Json[] = [];
    for (const q of v) {
      const r = rw(q as Json);
      if (isEsError(r)) return r;
      out.push(r);
    }
    return out;
  }
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const [k, q] of Object.entries(v)) {
    const r = rw(q as Json);
    if (isEsError(r)) return r;
    out[k] = r;
  }
  return out;
}

/** One aggregation's body of type `type`, its queries rewritten. */
function rewriteBody(type: string, body: Json, rw: Rewrite): Json | EsError {
  if (type === 'filter') return rw(body);
  if (!isObject(body)) return body;
  const key = type === 'filters' || type === 'adjacency_matrix' ? 'filters' : type === 'significant_terms' || type === 'significant_text' ? 'background_filter' : undefined;
  if (key === undefined || body[key] === undefined) return body;
  const r = key === 'filters' ? rewriteFilters(body[key] as Json, rw) : rw(body[key] as Json);
  if (isEsError(r)) return r;
  return r === body[key] ? body : { ...body, [key]: r };
}

/** The aggregations (`{name: {type: body, aggs: {…}}}`) with every lookup in their queries fetched; the same object when none changed. */
export function rewriteAggLookups(state: ClusterState, req: ApiRequest, env: Env, aggs: Json): Json | EsError {
  const rw: Rewrite = (q) => rewriteTermsLookups(state, req, env, q) as Json | EsError;
  const walk = (tree: Json): Json | EsError => {
    if (!isObject(tree)) return tree;
    let changed = false;
    const out: JsonObject = {};
    for (const [name, def] of Object.entries(tree)) {
      if (!isObject(def)) {
        out[name] = def;
        continue;
      }
      const next: JsonObject = {};
      for (const [k, v] of Object.entries(def)) {
        const r = k === 'aggs' || k === 'aggregations' ? walk(v as Json) : k === 'meta' ? (v as Json) : rewriteBody(k, v as Json, rw);
        if (isEsError(r)) return r;
        if (r !== v) changed = true;
        next[k] = r;
      }
      out[name] = next;
    }
    return changed ? out : tree;
  };
  return walk(aggs);
}
