/**
 * The shard request cache (IndicesRequestCache, ShardRequestCache) as `_stats` sees it: which searches
 * consult it (IndicesService.canCache), and per shard its hits, misses, evictions and memory. A consulted
 * shard counts a hit when it holds an entry for the same request over the same reader, a miss otherwise
 * (and keeps the entry); a refresh that changed the shard gives it a new reader, so later requests miss.
 * The answer itself is computed every time: the simulator is deterministic, so a cached answer is the same.
 *
 * Not exact: `memory_size_in_bytes` is an estimate (ES sums RamUsageEstimator sizes of the key and of the
 * serialized shard result, which the simulator has not got); entries over the old reader are let go at the
 * shard's next lookup (ES's cleaner runs every `indices.cache.cleanup_interval`, 1m); evictions (the cache
 * over 1% of the heap) never happen.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { ClusterState, IndexState, ShardRequestCache } from '../state.ts';

export type { ShardRequestCache };
import type { ApiRequest, Env } from '../handler.ts';
import { shardSegments } from './engine/indexEngine.ts';

/** URL parameters that are not part of the shard request (REST rendering, routing of the request, the cache switch itself). */
const NOT_IN_KEY = new Set(['rest_total_hits_as_int', 'typed_keys', 'filter_path', 'pretty', 'human', 'error_trace', 'request_cache', 'ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'ccs_minimize_roundtrips', 'pre_filter_shard_size', 'max_concurrent_shard_requests', 'batched_reduce_size', 'preference', 'allow_partial_search_results', 'index', 'format']);

/** Whether a JSON value holds date math relative to `now` (SearchExecutionContext.nowInMillis marks the request not cacheable). */
function usesNow(v: unknown): boolean {
  if (typeof v === 'string') return /^now(?:$|[+\-/|])/.test(v.trim());
  if (Array.isArray(v)) return v.some(usesNow);
  if (isObject(v as Json)) return Object.values(v as JsonObject).some(usesNow);
  return false;
}

/**
 * IndicesService.canCache for a shard request of `index`: never a scroll, a DFS search or a profiled one;
 * with `request_cache` unset, only when the index enables the cache and the request asks for no hits
 * (`size: 0`); never when the request reads the current time.
 */
export function canCache(req: ApiRequest, body: JsonObject, index: IndexState): boolean {
  if (req.query.scroll !== undefined) return false;
  if ((req.query.search_type ?? 'query_then_fetch') !== 'query_then_fetch') return false;
  if (body.profile === true) return false;
  const asked = req.query.request_cache;
  if (asked === undefined) {
    if (String(index.settings['index.requests.cache.enable'] ?? 'true') === 'false') return false;
    const size = req.query.size !== undefined ? Number(req.query.size) : body.size !== undefined ? Number(body.size) : 10;
    if (size !== 0) return false;
  } else if (asked === 'false') return false;
  return !usesNow(body) && !usesNow(req.query.q);
}

/** The request as the shard cache keys it: the search source with the URL's search parameters. */
function requestKey(req: ApiRequest, body: JsonObject): string {
  const params = Object.entries(req.query).filter(([k]) => !NOT_IN_KEY.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([params, req.parts.type ?? null, body]);
}

/** The reader a shard's searches see now: its segments and their deletions (a refresh that changed the shard changes it). */
function readerKey(index: IndexState, env: Env, shard: number): string {
  const segs = shardSegments(index, env.profile)[shard] ?? [];
  return segs.map((s) => `${s.name}:${s.delCount}`).join(',');
}

/** The cache of each shard of an index, made on first use. */
function shardCaches(state: ClusterState, index: IndexState, shards: number): ShardRequestCache[] {
  const all = (state.requestCache ??= new Map());
  let caches = all.get(index.uuid);
  if (!caches) all.set(index.uuid, (caches = []));
  while (caches.length < shards) caches.push({ hits: 0, misses: 0, evictions: 0, memory: 0, reader: '', entries: new Map() });
  return caches;
}

/**
 * Records a search's shard-level cache lookups: for every shard it ran on whose request can be cached, a
 * hit or a miss (IndicesRequestCache.getOrCompute). `answerBytes` stands for the size of the shard result.
 */
export function recordRequestCache(state: ClusterState, req: ApiRequest, env: Env, body: JsonObject, ran: readonly { index: IndexState; shards: readonly number[] }[], answerBytes: number): void {
  const key = requestKey(req, body);
  for (const { index, shards } of ran) {
    if (shards.length === 0 || !canCache(req, body, index)) continue;
    const caches = shardCaches(state, index, Math.max(...shards) + 1);
    for (const shard of shards) {
      const c = caches[shard]!;
      const reader = readerKey(index, env, shard);
      if (c.reader !== reader) {
        // The old reader's entries are invalidated (not evicted): memory falls, evictions do not count them.
        for (const bytes of c.entries.values()) c.memory -= bytes;
        c.entries.clear();
        c.reader = reader;
      }
      if (c.entries.has(key)) {
        c.hits++;
        continue;
      }
      c.misses++;
      // Key: the request bytes and the key objects; value: the shard result (estimated from the answer).
      const bytes = key.length + 96 + Math.ceil(answerBytes / Math.max(1, shards.length));
      c.entries.set(key, bytes);
      c.memory += bytes;
    }
  }
}

/** `request_cache` of `_stats` for an index: its shards' counters summed (ShardRequestCache.stats). */
export function requestCacheStats(state: ClusterState, index: IndexState): { memory_size_in_bytes: number; evictions: number; hit_count: number; miss_count: number } {
  const out = { memory_size_in_bytes: 0, evictions: 0, hit_count: 0, miss_count: 0 };
  for (const c of state.requestCache?.get(index.uuid) ?? []) {
    out.memory_size_in_bytes += c.memory;
    out.evictions += c.evictions;
    out.hit_count += c.hits;
    out.miss_count += c.misses;
  }
  return out;
}

/**
 * IndicesRequestCache.clear for an index's shards (`POST /_cache/clear?request=true`): its entries go,
 * and their memory with them; hits, misses and evictions stay (an invalidation is not an eviction:
 * ShardRequestCache.onRemoval counts EVICTED removals only).
 */
export function clearRequestCache(state: ClusterState, index: IndexState): void {
  for (const c of state.requestCache?.get(index.uuid) ?? []) {
    c.entries.clear();
    c.memory = 0;
  }
}
