/**
 * The execution half shared by `_search` and `_count`: which indices a request reads (resolution,
 * closed indices), compiling the query once per index, and one pass over the documents in `_doc` order
 * (index creation order, then `Doc.order`).
 */
// The engine's whole-index scoring, which function_score and script_score predicates call (engineHook.ts).
import type { PathStep } from '../mapping/locate.ts';
import './engine/scoreIndex.ts';
import { blockedFor } from '../blocks.ts';
import type { Json } from '../json.ts';
import { requestSizeOf } from './vectors/knnQueryParams.ts';
import { indexClosed, isEsError, type EsError } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { typedDocKey } from '../state.ts';
import { inlineStoredScripts } from './lookups/storedScripts.ts';
import { rewriteTermsLookups } from './lookups/termsLookup.ts';
import type { Doc } from '../doc.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { compileBareTerm, compileQuery, queryFromQ, type CompiledQuery } from './query.ts';
import { searchShardsOf, shardCount, shardOf } from './routing.ts';
import type { Profile } from '../../profiles.ts';
import type { DataStream } from '../dataStreams/types.ts';
import { streamAliasFilters } from '../dataStreams/aliasFilters.ts';
import { knnWithAliasPrefilter } from './vectors/knnAliasFilter.ts';
import { expensiveQueriesAllowed } from './limits/queryLimits.ts';

/** The indices a search or count reads, in creation order, or the error ES gives. */
export function targetIndices(state: ClusterState, req: ApiRequest, env: Env): IndexState[] | EsError {
  const opts = resolveOptionsFrom(req.query, { ignoreUnavailable: false, allowNoIndices: true });
  const names = resolveIndices(state, env.profile, req.parts.index, opts);
  if (isEsError(names)) return names;
  const out: IndexState[] = [];
  for (const n of names) {
    const idx = state.indices.get(n);
    if (!idx) continue;
    if (idx.closed) {
      if (opts.ignoreUnavailable) continue;
      return indexClosed(idx);
    }
    out.push(idx);
  }
  // TransportSearchAction checks the READ blocks of the concrete indices before any shard is asked.
  return blockedFor(env.profile, out, 'read') ?? out;
}

/** `_shards.total` of a request: the primaries of every index searched (those `pick` keeps of each). */
export function totalShards(indices: IndexState[], pick?: ShardPick): number {
  return indices.reduce((s, i) => {
    const kept = pick?.(i);
    return s + (kept ? [...kept].filter((n) => n < shardCount(i)).length : shardCount(i));
  }, 0);
}

/** The shards of an index a request reads, undefined for all of them. */
export type ShardPick = (index: IndexState) => Set<number> | undefined;

/**
 * The shards of each index a search, count or `_search_shards` reads (OperationRouting.searchShards): those
 * its `routing` values route to, or where the request names an alias with `search_routing` and gives none,
 * the alias's (IndexNameExpressionResolver.resolveSearchRouting); then `preference=_shards:` keeps some of
 * those. Undefined when neither routing nor that preference applies to any index.
 */
export function shardPick(req: ApiRequest, profile: Profile): ShardPick | undefined {
  const preferred = preferredShards(req.query);
  const routing = req.query.routing === undefined ? undefined : splitExpr(req.query.routing);
  const named = splitExpr(req.parts.index).filter((p) => !p.startsWith('-') && p !== '_all');
  if (!preferred && !routing && named.length === 0) return undefined;
  return (index) => {
    let routes = routing;
    const alias = [...index.aliases.keys()].filter((a) => named.some((p) => simpleMatch(p, a))).sort().map((a) => index.aliases.get(a)).find((m) => m?.search_routing !== undefined);
    if (alias?.search_routing !== undefined) {
      // Both: the alias's values the request also gives (`r.retainAll(paramRouting)`); none in common
      // leaves the request's own (the simulator's choice: that case is not pinned here).
      const own = splitExpr(alias.search_routing);
      const common = routing ? own.filter((r) => routing.includes(r)) : own;
      if (common.length > 0) routes = common;
    }
    if (!routes) return preferred;
    const routed = new Set(routes.flatMap((r) => searchShardsOf(index, profile, r)));
    return preferred ? new Set([...routed].filter((n) => preferred.has(n))) : routed;
  };
}

/** `preference=_shards:0,2[|…]`: the shard numbers a search or count is limited to, or undefined. */
export function preferredShards(query: Record<string, string>): Set<number> | undefined {
  const m = /^_shards:([0-9,]+)/.exec(query.preference ?? '');
  return m ? new Set(m[1].split(',').filter(Boolean).map(Number)) : undefined;
}

/** Combines a slice filter with the shards `pick` keeps of one index (undefined when neither applies). */
export function docFilter(index: IndexState, profile: Profile, slice: ((d: Doc) => boolean) | undefined, pick: ShardPick | undefined): ((d: Doc) => boolean) | undefined {
  const preferred = pick?.(index);
  if (!preferred) return slice;
  const onShard = (d: Doc) => preferred.has(shardOf(index, profile, d.id, d.routing));
  return slice ? (d) => onShard(d) && slice(d) : onShard;
}

/** An index with no mappings, to surface query parse errors before any index is consulted (as ES parses first). */
function blankIndex(): IndexState {
  return { name: '_na_', uuid: '_na_', creationDate: 0, settings: {}, mappings: new Map(), aliases: new Map(), docs: new Map(), seqNo: -1, docCounter: 0, closed: false };
}

/** The query of a request: `q=` (minimal syntax) or the body `query`. */
export type QuerySource = { kind: 'json'; query: Json | undefined; expensiveRefused?: true } | { kind: 'bare'; value: string };

/** The part of a query's context its source decides (`search.allow_expensive_queries`, read by querySource). */
export function sourceContext(src: QuerySource): { expensiveRefused?: true } {
  return src.kind === 'json' && src.expensiveRefused ? { expensiveRefused: true } : {};
}

/** Reads `q` or the body `query`, checking it parses (unknown and malformed queries fail here). */
export function querySource(req: ApiRequest, env: Env, bodyQuery: Json | undefined, state?: ClusterState, path: PathStep[] = ['query']): QuerySource | EsError {
  if (req.query.q !== undefined) {
    const q = queryFromQ(req.query.q, req.query);
    if (isEsError(q)) return q;
    if ('bare' in q) return { kind: 'bare', value: q.bare };
    return { kind: 'json', query: q.query, ...expensiveOff(state) };
  }
  // `path` is where the query sits in the body (post_filter, a rescore_query): its errors' [line:col] are found there.
  const probe = compileQuery(bodyQuery, { index: blankIndex(), profile: env.profile, now: env.now, rawBody: req.rawBody }, path);
  if (isEsError(probe)) return probe;
  // The coordinating node's rewrite: terms lookups fetch their terms before any shard sees the query.
  const rewritten = state ? rewriteTermsLookups(state, req, env, bodyQuery) : bodyQuery;
  if (isEsError(rewritten)) return rewritten;
  return { kind: 'json', query: state ? inlineStoredScripts(state, rewritten) : rewritten, ...expensiveOff(state) };
}

/** `expensiveRefused` where the cluster's `search.allow_expensive_queries` is false. */
function expensiveOff(state: ClusterState | undefined): { expensiveRefused?: true } {
  return state && !expensiveQueriesAllowed(state) ? { expensiveRefused: true } : {};
}

/** Compiles the request's query for one index. */
export function compileFor(src: QuerySource, index: IndexState, req: ApiRequest, env: Env, streams?: ReadonlyMap<string, DataStream>): CompiledQuery | EsError {
  const filters = aliasFilters(index, req.parts.index, streams);
  // A knn query finds its nearest among the alias's documents (vectors/knnAliasFilter.ts).
  const q = src.kind === 'bare' ? compileBareTerm(src.value) : compileQuery(filters ? knnWithAliasPrefilter(src.query, filters)! : src.query, { index, profile: env.profile, now: env.now, rawBody: req.rawBody, requestSize: requestSizeOf(req), ...sourceContext(src) });
  if (isEsError(q)) return q;
  if (!filters) return q;
  const compiled: CompiledQuery[] = [];
  for (const f of filters) {
    const c = compileQuery(f, { index, profile: env.profile, now: env.now });
    if (isEsError(c)) return c;
    compiled.push(c);
  }
  return { test: (d) => q.test(d) && compiled.some((c) => c.test(d)), score: q.score };
}

/**
 * The filters of the aliases through which an expression reaches an index, as ES applies them: none
 * when the index is named (or reached through any unfiltered alias), else any of the filters may match.
 */
export function aliasFilters(index: IndexState, expr: string | undefined, streams?: ReadonlyMap<string, DataStream>): Json[] | undefined {
  const parts = splitExpr(expr).filter((p) => !p.startsWith('-'));
  if (parts.length === 0 || parts.includes('_all')) return undefined;
  // A backing index answers to its stream's aliases (dataStreams/aliasFilters.ts), never to index aliases.
  const viaStream = streams ? streamAliasFilters(streams, index, parts) : undefined;
  if (viaStream !== undefined) return viaStream === 'none' ? undefined : viaStream;
  const filters: Json[] = [];
  for (const p of parts) {
    if (simpleMatch(p, index.name)) return undefined;
    for (const [alias, meta] of index.aliases) {
      if (!simpleMatch(p, alias)) continue;
      if (meta.filter === undefined) return undefined;
      filters.push(meta.filter);
    }
  }
  return filters.length > 0 ? filters : undefined;
}

import { docsInOrder, visibleDocs } from './visibleDocs.ts';

export { docsInOrder, visibleDocs };

/** Document types named in a typed path (`/idx/t1,t2/_search`), or undefined for all. */
export function typeFilter(req: ApiRequest): Set<string> | undefined {
  const t = splitExpr(req.parts.type);
  return t.length === 0 || t.includes('_all') ? undefined : new Set(t);
}

/**
 * One pass over an index in `_doc` order, calling `emit` for each document that passes the query, the
 * type filter and the slice; `pos` is its position among all documents of the index (its `_doc` key).
 */
export function matchIndex(index: IndexState, q: CompiledQuery, types: Set<string> | undefined, slice: ((d: Doc) => boolean) | undefined, emit: (doc: Doc, pos: number) => void): void {
  if (q.candidates) {
    // An ids query looks its documents up instead of scanning (the reindex catch-up asks thousands at a time).
    // `_doc` order is kept; the document's insertion order stands in for its position.
    const found: Doc[] = [];
    const typeNames = [...index.mappings.keys()];
    for (const id of q.candidates) {
      const direct = q.typedKeys === true ? undefined : visibleDocs(index).get(id);
      if (direct) found.push(direct);
      else if (q.typedKeys !== false) for (const t of typeNames) {
        const d = visibleDocs(index).get(typedDocKey(t, id));
        if (d) found.push(d);
      }
    }
    found.sort((a, b) => a.order - b.order);
    let prev: Doc | undefined;
    for (const doc of found) {
      if (doc === prev) continue; // an id asked for twice
      prev = doc;
      if ((!types || types.has(doc.type)) && (!slice || slice(doc)) && (q.byIdOnly === true || q.test(doc))) emit(doc, doc.order);
    }
    return;
  }
  const all = q.matchAll === true && !types && !slice;
  let pos = 0;
  for (const doc of docsInOrder(index)) {
    if (all || ((!types || types.has(doc.type)) && (!slice || slice(doc)) && q.test(doc))) emit(doc, pos);
    pos++;
  }
}

/**
 * The matching documents of an index in `_doc` order, as flat arrays (see HitList): the documents, and
 * their positions unless they are the whole index in order (a `match_all` without slice or type, one
 * native copy of the map's values instead of a call per document).
 */
export function matchDocs(index: IndexState, q: CompiledQuery, types: Set<string> | undefined, slice: ((d: Doc) => boolean) | undefined): { docs: Doc[]; pos?: number[] } {
  if (!q.candidates && q.matchAll === true && !types && !slice) {
    const all = docsInOrder(index);
    return { docs: Array.isArray(all) ? (all as Doc[]) : Array.from(all) };
  }
  const docs: Doc[] = [];
  const pos: number[] = [];
  matchIndex(index, q, types, slice, (doc, p) => {
    docs.push(doc);
    pos.push(p);
  });
  return { docs, pos };
}

/** Counts an index's matching documents without materialising them. */
export function countIndex(index: IndexState, q: CompiledQuery, types: Set<string> | undefined, filter?: (d: Doc) => boolean): number {
  const docs = visibleDocs(index);
  if (q.matchAll && !types && !filter) return docs.size;
  let n = 0;
  for (const doc of docs.values()) if ((!types || types.has(doc.type)) && (!filter || filter(doc)) && q.test(doc)) n++;
  return n;
}
