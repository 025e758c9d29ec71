/**
 * `_source` filtering, shared by GET and search (`FetchSourceContext` + `XContentMapValues.filter`):
 * `_source=false`, include lists, `_source_includes`/`_source_excludes` (and the legacy singular
 * names), and the body forms. Patterns are full dotted paths with `*` wildcards; excludes win.
 * Unfiltered sources are returned as the stored RawJson, so the common path never re-serialises.
 */
import { isObject, RawJson, type Json, type JsonObject } from './json.ts';
import { isEsError, sourceFilterKind, unknownKeyForToken, type EsError } from './errors/index.ts';
import { simpleMatch, splitExpr } from './resolve.ts';
import type { Doc } from './doc.ts';
import { exactSourceOf, mayHoldLongInteger } from './search/exactSource.ts';

/** What to return of a source: all of it, nothing, or a filtered copy. */
export type SourceFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'filter'; includes: string[]; excludes: string[] };

export const ALL_SOURCE: SourceFilter = { kind: 'all' };

function make(includes: string[], excludes: string[]): SourceFilter {
  return includes.length === 0 && excludes.length === 0 ? ALL_SOURCE : { kind: 'filter', includes, excludes };
}

function strings(v: Json | undefined, what: string): string[] | EsError {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return [v];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return unknownKeyForToken(Array.isArray(v) ? 'START_ARRAY' : 'VALUE', what);
}

/** The filter of a body `_source` element. */
export function sourceFilterFromBody(v: Json | undefined): SourceFilter | EsError {
  if (v === undefined || v === null || v === true) return ALL_SOURCE;
  if (v === false) return { kind: 'none' };
  if (typeof v === 'string' || Array.isArray(v)) {
    const inc = strings(v, '_source');
    return 'kind' in inc ? inc : make(inc, []);
  }
  if (isObject(v)) {
    let inc: string[] = [];
    let exc: string[] = [];
    for (const [k, val] of Object.entries(v)) {
      const s = strings(val as Json, k);
      if ('kind' in s) return s;
      if (k === 'includes' || k === 'include') inc = s;
      else if (k === 'excludes' || k === 'exclude') exc = s;
      else return unknownKeyForToken(Array.isArray(val) ? 'START_ARRAY' : 'VALUE_STRING', k);
    }
    return make(inc, exc);
  }
  return sourceFilterKind();
}

/**
 * The filter of a request: query parameters (`_source`, `_source_includes`, `_source_excludes`, legacy
 * `_source_include`/`_source_exclude`) override the body's `_source`, as RestSearchAction applies them.
 */
export function sourceFilterFrom(query: Record<string, string>, body?: Json): SourceFilter | EsError {
  const src = query._source;
  // A parameter given (even empty) counts as given: only absent ones leave the body's `_source` in charge.
  const given = (v: string | undefined): string[] | undefined => (v === undefined ? undefined : splitExpr(v));
  const inc = given(query._source_includes ?? query._source_include);
  const exc = given(query._source_excludes ?? query._source_exclude);
  if (src === undefined && inc === undefined && exc === undefined) return sourceFilterFromBody(body);
  let includes = inc ?? [];
  if (src !== undefined) {
    if (src === 'false') return inc === undefined && exc === undefined ? { kind: 'none' } : make(includes, exc ?? []);
    if (src !== 'true' && src !== '') includes = [...splitExpr(src), ...includes];
  }
  return make(includes, exc ?? []);
}

/** Whether a descendant of `path` could match the pattern (so the object must be walked). */
function couldMatchBelow(pattern: string, path: string): boolean {
  const star = pattern.indexOf('*');
  const prefix = path + '.';
  if (star < 0) return pattern.startsWith(prefix);
  const lit = pattern.slice(0, star);
  return prefix.startsWith(lit) || lit.startsWith(prefix);
}

function filterValue(v: Json, path: string, inc: string[], exc: string[], included: boolean): Json | undefined {
  if (Array.isArray(v)) {
    const out: Json[] = [];
    for (const el of v) {
      if (isObject(el)) {
        const f = filterObject(el, path, inc, exc, included);
        if (f !== undefined) out.push(f);
      } else if (included) out.push(el);
    }
    return out.length > 0 || included ? out : undefined;
  }
  if (isObject(v)) return filterObject(v, path, inc, exc, included);
  return included ? v : undefined;
}

function filterObject(obj: JsonObject, prefix: string, inc: string[], exc: string[], included: boolean): JsonObject | undefined {
  const out: JsonObject = {};
  let any = false;
  for (const [k, raw] of Object.entries(obj)) {
    const v = raw as Json;
    const path = prefix === '' ? k : `${prefix}.${k}`;
    if (exc.some((p) => simpleMatch(p, path))) continue;
    const here = included || inc.length === 0 || inc.some((p) => simpleMatch(p, path));
    if (!here && !(isObject(v) || Array.isArray(v))) continue;
    if (!here && !inc.some((p) => couldMatchBelow(p, path))) continue;
    const f = filterValue(v, path, inc, exc, here);
    if (f === undefined) continue;
    // Objects emptied by filtering are dropped, unless they were selected whole and were empty to begin with.
    if (isObject(f) && Object.keys(f).length === 0 && !(here && isObject(v) && Object.keys(v).length === 0)) continue;
    out[k] = f;
    any = true;
  }
  return any || included ? out : prefix === '' ? out : undefined;
}

/** The `_source` to print for a document under a filter: the stored RawJson, a filtered object, or undefined. */
export function applySourceFilter(doc: Doc, filter: SourceFilter): RawJson | JsonObject | undefined {
  if (filter.kind === 'all') return doc.source;
  if (filter.kind === 'none') return undefined;
  // Filtering rewrites the source: a long past 2^53 keeps its digits, as Jackson copies the token
  // (72057594037927936, not the double's 72057594037927940; 10_source_filtering.yml "_source include on bigint").
  // (A nested object filtered by top_hits comes as a parsed value alone, without a source text.)
  const from = doc.source !== undefined && mayHoldLongInteger(doc.source.text) ? exactSourceOf(doc) : doc.parsed;
  return filterObject(from, '', filter.includes, filter.excludes, false) ?? {};
}

/**
 * The `_source` of a document for a request's parameters (and optional body `_source`), as GET prints it.
 * A malformed body element falls back to the whole source; search validates it first via sourceFilterFrom.
 */
export function filterSource(doc: Doc, query: Record<string, string>, body?: Json): RawJson | JsonObject | undefined {
  const f = sourceFilterFrom(query, body);
  return applySourceFilter(doc, isEsError(f) ? ALL_SOURCE : f);
}

/** Whether a value is a RawJson (for callers that splice it). */
export function isRaw(v: unknown): v is RawJson {
  return v instanceof RawJson;
}
