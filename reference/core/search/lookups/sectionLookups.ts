/**
 * The coordinating rewrite of the search body's other query-holding sections (SearchSourceBuilder.rewrite:
 * the sorts' nested filters, the highlighters' `highlight_query`, the knn searches' `filter`): a terms lookup
 * there fetches its terms as it does in `query`. Walked by structure, so a field that happens to be named
 * `terms` in a sort is not taken for a lookup.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import type { ClusterState } from '../../state.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { holdsLookup } from './lookupUse.ts';
import { rewriteTermsLookups } from './termsLookup.ts';

type Rewrite = (q: Json) => Json | EsError;

/** A sort list with each `nested.filter` (and deeper `nested.nested.filter`) rewritten. */
function rewriteSorts(sort: Json, rw: Rewrite): Json | EsError {
  const nested = (n: Json): Json | EsError => {
    if (!isObject(n)) return n;
    const out: JsonObject = { ...n };
    if (n.filter !== undefined) {
      const f = rw(n.filter as Json);
      if (isEsError(f)) return f;
      out.filter = f;
    }
    if (n.nested !== undefined) {
      const inner = nested(n.nested as Json);
      if (isEsError(inner)) return inner;
      out.nested = inner;
    }
    return out;
  };
  const one = (s: Json): Json | EsError => {
    if (!isObject(s)) return s;
    const out: JsonObject = {};
    for (const [field, opts] of Object.entries(s)) {
      if (!isObject(opts) || opts.nested === undefined) {
        out[field] = opts as Json;
        continue;
      }
      const n = nested(opts.nested as Json);
      if (isEsError(n)) return n;
      out[field] = { ...opts, nested: n };
    }
    return out;
  };
  if (!Array.isArray(sort)) return one(sort);
  const out: Json[] = [];
  for (const s of sort) {
    const r = one(s as Json);
    if (isEsError(r)) return r;
    out.push(r);
  }
  return out;
}

/** A highlight section with its `highlight_query` and each field's rewritten. */
function rewriteHighlight(h: Json, rw: Rewrite): Json | EsError {
  if (!isObject(h)) return h;
  const out: JsonObject = { ...h };
  if (h.highlight_query !== undefined) {
    const q = rw(h.highlight_query as Json);
    if (isEsError(q)) return q;
    out.highlight_query = q;
  }
  const field = (opts: Json): Json | EsError => {
    if (!isObject(opts) || opts.highlight_query === undefined) return opts;
    const q = rw(opts.highlight_query as Json);
    return isEsError(q) ? q : { ...opts, highlight_query: q };
  };
  if (Array.isArray(h.fields)) {
    const fields: Json[] = [];
    for (const f of h.fields) {
      if (!isObject(f)) {
        fields.push(f as Json);
        continue;
      }
      const o: JsonObject = {};
      for (const [k, v] of Object.entries(f)) {
        const r = field(v as Json);
        if (isEsError(r)) return r;
        o[k] = r;
      }
      fields.push(o);
    }
    out.fields = fields;
  } else if (isObject(h.fields)) {
    const o: JsonObject = {};
    for (const [k, v] of Object.entries(h.fields)) {
      const r = field(v as Json);
      if (isEsError(r)) return r;
      o[k] = r;
    }
    out.fields = o;
  }
  return out;
}

/** One knn search (or a list of them) with its `filter` rewritten. */
function rewriteKnn(k: Json, rw: Rewrite): Json | EsError {
  if (Array.isArray(k)) {
    const out: Json[] = [];
    for (const x of k) {
      const r = rewriteKnn(x as Json, rw);
      if (isEsError(r)) return r;
      out.push(r);
    }
    return out;
  }
  if (!isObject(k) || k.filter === undefined) return k;
  const f = rw(k.filter as Json);
  return isEsError(f) ? f : { ...k, filter: f };
}

const SECTIONS: [string, (v: Json, rw: Rewrite) => Json | EsError][] = [
  ['sort', rewriteSorts],
  ['highlight', rewriteHighlight],
  ['knn', rewriteKnn],
];

/** The body with lookups in its sorts, highlighters and knn filters fetched; the same object when it holds none. */
export function rewriteSectionLookups(state: ClusterState, req: ApiRequest, env: Env, body: JsonObject): JsonObject | EsError {
  if (!SECTIONS.some(([k]) => body[k] !== undefined && holdsLookup(body[k] as Json, false))) return body;
  const rw: Rewrite = (q) => rewriteTermsLookups(state, req, env, q) as Json | EsError;
  const out: JsonObject = { ...body };
  for (const [k, fn] of SECTIONS) {
    if (body[k] === undefined) continue;
    const r = fn(body[k] as Json, rw);
    if (isEsError(r)) return r;
    out[k] = r;
  }
  return out;
}
