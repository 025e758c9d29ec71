/**
 * The enrich processor's search (AbstractEnrichProcessor, MatchProcessor, GeoMatchProcessor, through the
 * coordinator EnrichCoordinatorProxyAction and the EnrichCache): a constant-score query on the match field of
 * the policy's current enrich index (`term`/`terms` for `match` and `range` policies, a range field's term
 * query matching the ranges that hold the value; `geo_shape` for `geo_match`), the first `max_matches`
 * documents' sources. The enrich index is found through its alias and read as it stands now, so a new
 * execution is seen by the next document.
 */
import { indexNotFound, isEsError, type EsError } from '../errors/index.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState, IndexState } from '../state.ts';
import { compileQuery } from '../search/query.ts';
// The documents as searches see them (not execute.ts's matchIndex: its terms lookups write, and ingest must not import writes).
import { docsInOrder } from '../search/visibleDocs.ts';
import { ingestHas } from '../ingest/caps.ts';
import { enrichAlias, type EnrichStatsState } from './policy.ts';
import { sourceMapping } from './mappings.ts';

/** EnrichCache's default size (`enrich.cache_size`). */
const CACHE_SIZE = 1000;

/** The node's enrich counters, made on first use. */
export function enrichStatsOf(state: ClusterState): EnrichStatsState {
  return (state.enrichStats ??= { remoteRequestsTotal: 0, executedSearchesTotal: 0, cache: new Map(), hits: 0, misses: 0, evictions: 0 });
}

/** The cache's size (EnrichCache: each entry's hits' source bytes), from the cached sources' JSON. */
export function cacheBytes(stats: EnrichStatsState): number {
  let n = 0;
  for (const hits of stats.cache.values()) for (const h of hits) n += new TextEncoder().encode(JSON.stringify(h)).length;
  return n;
}

/** The index the policy's alias points at (the last execution's), or undefined when it was never executed. */
export function enrichIndexOf(state: ClusterState, policy: string): IndexState | undefined {
  const alias = enrichAlias(policy);
  for (const idx of state.indices.values()) if (idx.aliases.has(alias)) return idx;
  return undefined;
}

/** What the processor read from the enrich index's `_meta` (EnrichProcessorFactory): the policy type and match field. */
export function enrichIndexMeta(idx: IndexState): { type: string; matchField: string } | undefined {
  const meta = sourceMapping(idx)?._meta;
  if (!isObject(meta) || typeof meta.enrich_policy_type !== 'string' || typeof meta.enrich_match_field !== 'string') return undefined;
  return { type: meta.enrich_policy_type, matchField: meta.enrich_match_field };
}

/** A document value as query JSON (a Long past 2^53 as its digits). */
function asJson(v: unknown): Json {
  if (typeof v === 'bigint') return v.toString();
  if (Array.isArray(v)) return v.map(asJson);
  if (v !== null && typeof v === 'object' && !isObject(v as Json)) return String(v);
  return v as Json;
}

/**
 * GeometryParser.parseGeometry over an ingest value: `"lat,lon"` or WKT text, `[lon, lat]`, `{lat, lon}`,
 * or GeoJSON, as the shape of a geo_shape query.
 */
function shapeOf(v: Json): Json {
  if (typeof v === 'string') {
    const m = /^\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*$/.exec(v);
    return m ? { type: 'point', coordinates: [Number(m[2]), Number(m[1])] } : v;
  }
  if (Array.isArray(v) && v.length >= 2 && v.every((n) => typeof n === 'number')) return { type: 'point', coordinates: v };
  if (isObject(v) && v.lat !== undefined && v.lon !== undefined && v.type === undefined) return { type: 'point', coordinates: [Number(v.lon), Number(v.lat)] };
  return v;
}

/** The processor's query on the match field (getQueryBuilder), wrapped as ConstantScoreQueryBuilder. */
export function lookupQuery(type: string, matchField: string, value: unknown, relation: string): Json {
  const v = asJson(value);
  if (type === 'geo_match') return { constant_score: { filter: { geo_shape: { [matchField]: { shape: shapeOf(v), relation } } } } };
  return { constant_score: { filter: Array.isArray(v) ? { terms: { [matchField]: v } } : { term: { [matchField]: v } } } };
}

/** Searches the enrich index; the sources of the first `maxMatches` hits, or the search's error. */
export function enrichLookup(state: ClusterState, profile: Profile, now: number, idx: IndexState, query: Json, maxMatches: number): JsonObject[] | EsError {
  const stats = enrichStatsOf(state);
  const cached = ingestHas(profile, 'enrich.cache_stats');
  const key = `${idx.name}|${maxMatches}|${JSON.stringify(query)}`;
  const hit = cached ? stats.cache.get(key) : undefined;
  if (hit) {
    stats.hits++;
    return structuredClone(hit);
  }
  if (!state.indices.has(idx.name)) return indexNotFound(profile, idx.name);
  const q = compileQuery(query, { index: idx, profile, now });
  if (isEsError(q)) return q;
  const found: JsonObject[] = [];
  for (const doc of docsInOrder(idx)) {
    if (found.length >= maxMatches) break;
    if (q.test(doc)) found.push(structuredClone(doc.parsed));
  }
  stats.remoteRequestsTotal++;
  stats.executedSearchesTotal++;
  if (cached) {
    stats.misses++;
    stats.cache.set(key, found);
    if (stats.cache.size > CACHE_SIZE) {
      stats.cache.delete(stats.cache.keys().next().value!);
      stats.evictions++;
    }
  }
  return structuredClone(found);
}
