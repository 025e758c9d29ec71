/**
 * `GET /_stats[/{metric}]`, `GET /{index}/_stats[/{metric}]` (RestIndicesStatsAction, CommonStats):
 * the sections a version reports, for primaries and for all copies, per index and summed under `_all`.
 * The simulator counts documents and store bytes (shardStats.ts); the counters of work done (indexing,
 * merges...) it does not keep, and reports as zero; search phases are counted (search/searchStats.ts).
 */
import { markJava, typedNumbers, type JsonObject } from '../json.ts';
import { indexClosed, isEsError, unrecognized } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import type { StatsFamily } from '../../profiles.ts';
import type { SearchStatsExtra } from '../../profiles.ts';
import { flag, ok, type Handler } from '../handler.ts';
import { humanStats } from './humanStats.ts';
import { indexFigures } from './shardStats.ts';
import { knownSegmentCounts } from '../search/engine/indexEngine.ts';
import { requestCacheStats } from '../search/requestCache.ts';
import { searchStatsOf, settleScrolls, zeroSearchFigures } from '../search/searchStats.ts';
import { fielddataOf, getCountsOf, globalOrdinalCountsOf } from '../stats/readStats.ts';

/** The metric names the URL may carry, and the section each turns on. */
const METRICS: Record<string, string> = {
  docs: 'docs', store: 'store', indexing: 'indexing', get: 'get', search: 'search', merge: 'merges', refresh: 'refresh',
  flush: 'flush', warmer: 'warmer', query_cache: 'query_cache', fielddata: 'fielddata', completion: 'completion',
  segments: 'segments', translog: 'translog', request_cache: 'request_cache', recovery: 'recovery', bulk: 'bulk', shard_stats: 'shard_stats',
};

const ES7_ON_ONLY = new Set(['bulk', 'shard_stats']);

/** The metrics a version knows (also the index metrics `_nodes/stats/indices/{index_metric}` takes). */
export function metricsOf(fam: StatsFamily): string[] {
  return Object.keys(METRICS).filter((m) => fam === 'elasticsearch-7+' || !ES7_ON_ONLY.has(m));
}


/** Adds `b`'s search figures (and groups) into `a`. */
function addSearch(a: Record<string, number>, aGroups: Record<string, Record<string, number>>, b: ReturnType<typeof searchStatsOf>, extras: readonly SearchStatsExtra[]): void {
  for (const [k, v] of Object.entries(b.figures)) a[k]! += v;
  for (const [g, f] of Object.entries(b.groups)) {
    const t = (aGroups[g] ??= zeroSearchFigures(extras));
    for (const [k, v] of Object.entries(f)) t[k]! += v;
  }
}

/** The `search` section: the figures, then `groups` when any matched (SearchStats.toXContent). */
function searchSection(figures: Record<string, number>, groups: Record<string, Record<string, number>>): JsonObject {
  const out: JsonObject = Object.keys(groups).length > 0 ? { ...figures, groups: structuredClone(groups) } : { ...figures };
  for (const g of Object.values((out.groups ?? {}) as JsonObject) as JsonObject[]) markSliceCount(g);
  return out;
}

/** OpenSearch's concurrent_avg_slice_count is a Java double (`0.0`), in the totals and in each group. */
function markSliceCount<T extends JsonObject>(figures: T): T {
  if ('concurrent_avg_slice_count' in figures) markJava(figures, 'double', ['concurrent_avg_slice_count']);
  return figures;
}

/** What reads left on an index's shards (stats/readStats.ts): GETs, and the fielddata memory by field. */
interface Reads {
  get: { total: number; exists: number; missing: number };
  fielddata: Map<string, number>;
  /** Global ordinals' value counts by field (ES ≥ 8.8 prints them under `global_ordinals.fields`); undefined: not printed. */
  ordinals?: Map<string, number>;
  /** The `fielddata_fields` (or `fields`) patterns asked for: the per-field breakdown (FieldDataStats.fields). */
  fielddataFields?: string[];
}

const NO_READS: Reads = { get: { total: 0, exists: 0, missing: 0 }, fielddata: new Map() };

/** The `fielddata` section: its memory, evictions (never: no size limit is reached here), and the fields asked for. */
function fielddataSection(memory: Map<string, number>, patterns: string[] | undefined, ordinals: Map<string, number> | undefined): JsonObject {
  let total = 0;
  for (const v of memory.values()) total += v;
  const out: JsonObject = { memory_size_in_bytes: total, evictions: 0 };
  if (patterns && patterns.length > 0) {
    const fields: JsonObject = {};
    for (const [f, v] of memory) if (patterns.some((p) => simpleMatch(p, f))) fields[f] = { memory_size_in_bytes: v };
    if (Object.keys(fields).length > 0) out.fields = fields;
  }
  if (ordinals) {
    // FieldDataStats.toXContent: build times are 0 here (no clock to measure by), as the other times of `_stats`.
    const g: JsonObject = { build_time_in_millis: 0 };
    if (ordinals.size > 0) g.fields = Object.fromEntries([...ordinals].map(([f, n]) => [f, { build_time_in_millis: 0, shard_max_value_count: n }]));
    out.global_ordinals = g;
  }
  return out;
}

/** Adds `b`'s reads into `a`. */
function addReads(a: Reads, b: Reads): void {
  a.get.total += b.get.total;
  a.get.exists += b.get.exists;
  a.get.missing += b.get.missing;
  for (const [f, v] of b.fielddata) a.fielddata.set(f, (a.fielddata.get(f) ?? 0) + v);
  if (a.ordinals && b.ordinals) for (const [f, n] of b.ordinals) a.ordinals.set(f, Math.max(a.ordinals.get(f) ?? 0, n));
}

/** The sections of one stats object, in ES's order, for `docs` documents in `bytes` bytes and `flushes` shard flushes. */
function sections(fam: StatsFamily, wanted: Set<string>, docs: number, bytes: number, shards: number, flushes: number, seg: { segments: number; deleted: number } = { segments: 0, deleted: 0 }, requestCache: JsonObject = { memory_size_in_bytes: 0, evictions: 0, hit_count: 0, miss_count: 0 }, search: JsonObject = { open_contexts: 0, ...zeroSearchFigures() }, reads: Reads = NO_READS): JsonObject {
  const modern = fam === 'elasticsearch-7+' || fam === 'opensearch';
  const all: [string, JsonObject][] = [
    ['docs', fam === 'elasticsearch-7+' ? { count: docs, deleted: seg.deleted, total_size_in_bytes: bytes } : { count: docs, deleted: seg.deleted }],
    ['shard_stats', { total_count: shards }],
    ['store', modern ? { size_in_bytes: bytes, ...(fam === 'elasticsearch-7+' ? { total_data_set_size_in_bytes: bytes } : {}), reserved_in_bytes: 0 } : { size_in_bytes: bytes }],
    ['indexing', { index_total: 0, index_time_in_millis: 0, index_current: 0, index_failed: 0, delete_total: 0, delete_time_in_millis: 0, delete_current: 0, noop_update_total: 0, is_throttled: false, throttle_time_in_millis: 0 }],
    ['get', { total: reads.get.total, time_in_millis: 0, exists_total: reads.get.exists, exists_time_in_millis: 0, missing_total: reads.get.missing, missing_time_in_millis: 0, current: 0 }],
    ['search', markSliceCount({ ...search })],
    ['merges', { current: 0, current_docs: 0, current_size_in_bytes: 0, total: 0, total_time_in_millis: 0, total_docs: 0, total_size_in_bytes: 0, total_stopped_time_in_millis: 0, total_throttled_time_in_millis: 0, total_auto_throttle_in_bytes: 20971520 * shards }],
    ['refresh', modern ? { total: 0, total_time_in_millis: 0, external_total: 0, external_total_time_in_millis: 0, listeners: 0 } : { total: 0, total_time_in_millis: 0, listeners: 0 }],
    // Periodic flushes (translog size) never happen here: writes are durable when acknowledged.
    ['flush', { total: flushes, periodic: 0, total_time_in_millis: 0 }],
    ['warmer', { current: 0, total: 0, total_time_in_millis: 0 }],
    ['query_cache', { memory_size_in_bytes: 0, total_count: 0, hit_count: 0, miss_count: 0, cache_size: 0, cache_count: 0, evictions: 0 }],
    ['fielddata', fielddataSection(reads.fielddata, reads.fielddataFields, reads.ordinals)],
    ['completion', { size_in_bytes: 0 }],
    ['segments', { count: seg.segments, memory_in_bytes: 0, terms_memory_in_bytes: 0, stored_fields_memory_in_bytes: 0, term_vectors_memory_in_bytes: 0, norms_memory_in_bytes: 0, points_memory_in_bytes: 0, doc_values_memory_in_bytes: 0, index_writer_memory_in_bytes: 0, version_map_memory_in_bytes: 0, fixed_bit_set_memory_in_bytes: 0, max_unsafe_auto_id_timestamp: -1, file_sizes: {} }],
    ['translog', { operations: 0, size_in_bytes: 55 * shards, uncommitted_operations: 0, uncommitted_size_in_bytes: 55 * shards, earliest_last_modified_age: 0 }],
    ['request_cache', requestCache],
    ['recovery', { current_as_source: 0, current_as_target: 0, throttle_time_in_millis: 0 }],
    ['bulk', { total_operations: 0, total_time_in_millis: 0, total_size_in_bytes: 0, avg_time_in_millis: 0, avg_size_in_bytes: 0 }],
  ];
  const out: JsonObject = {};
  for (const [k, v] of all) if (wanted.has(k)) out[k] = v;
  return out;
}

/** The indices stats handler. */
export const indicesStats: Handler = (state, req, env) => {
  const fam = env.profile.statsFamily;
  const known = metricsOf(fam);
  const asked = splitExpr(req.parts.metric);
  const bad = asked.filter((m) => m !== '_all' && !known.includes(m));
  if (bad.length > 0) return unrecognized(req.path, 'metric', bad, known);
  const wanted = new Set((asked.length === 0 || asked.includes('_all') ? known : asked).map((m) => METRICS[m]!));
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  const level = req.query.level ?? 'indices';
  let total = 0;
  let successful = 0;
  let docs = 0;
  let bytes = 0;
  let primaries = 0;
  let flushes = 0;
  const segs = { segments: 0, deleted: 0 };
  const rcAll = { memory_size_in_bytes: 0, evictions: 0, hit_count: 0, miss_count: 0 };
  const extras = env.profile.searchStatsExtras;
  const searchAll: Record<string, number> = { open_contexts: 0, ...zeroSearchFigures(extras) };
  const groupsAll: Record<string, Record<string, number>> = {};
  const groupPatterns = splitExpr(req.query.groups);
  const fdPatterns = [...splitExpr(req.query.fielddata_fields), ...splitExpr(req.query.fields)];
  const fdFields = fdPatterns.length > 0 ? fdPatterns : undefined;
  const readsAll: Reads = { get: { total: 0, exists: 0, missing: 0 }, fielddata: new Map(), ...(fdFields ? { fielddataFields: fdFields } : {}), ...(env.profile.fielddataGlobalOrdinals ? { ordinals: new Map() } : {}) };
  // Scrolls freed since the last look count now (searchStats.ts); the counters are not durable.
  settleScrolls(state, env.now);
  const indices: JsonObject = {};
  for (const n of names) {
    const idx = state.indices.get(n)!;
    if (idx.closed) {
      if (!splitExpr(req.parts.index).some((e) => e.includes('*') || e === '_all')) return indexClosed(idx);
      continue;
    }
    // Shards that failed to start report nothing: the index is left out (synonyms/shardStart.ts).
    if (idx.shardsFailed !== undefined) {
      total += indexFigures(idx).shards * (1 + indexFigures(idx).replicas);
      continue;
    }
    const f = indexFigures(idx);
    total += f.shards * (1 + f.replicas);
    successful += f.shards;
    docs += f.docs;
    bytes += f.bytes;
    primaries += f.shards;
    const shardFlushes = (state.flushes.get(idx.uuid) ?? 0) * f.shards;
    flushes += shardFlushes;
    const entry: JsonObject = { uuid: idx.uuid };
    if (fam === 'elasticsearch-7+') Object.assign(entry, { health: f.replicas > 0 ? 'yellow' : 'green', status: 'open' });
    // Segments and deleted documents as the search engine holds them (search/engine/indexEngine.ts).
    const sc = knownSegmentCounts(idx, env.profile);
    segs.segments += sc.segments;
    segs.deleted += sc.deleted;
    // The shard request cache's counters (search/requestCache.ts): searches run on the primaries here.
    const rc = requestCacheStats(state, idx);
    for (const k of Object.keys(rcAll) as (keyof typeof rc)[]) rcAll[k] += rc[k];
    // Search phases counted per shard (search/searchStats.ts): searches run on the primaries here.
    const ss = searchStatsOf(state, idx, groupPatterns, extras);
    addSearch(searchAll, groupsAll, ss, extras);
    // GETs and global ordinals counted per shard (stats/readStats.ts): served by the primaries here.
    const reads: Reads = { get: getCountsOf(state, idx), fielddata: fielddataOf(state, idx, env.profile), ...(fdFields ? { fielddataFields: fdFields } : {}), ...(env.profile.fielddataGlobalOrdinals ? { ordinals: globalOrdinalCountsOf(state, idx) } : {}) };
    addReads(readsAll, reads);
    entry.primaries = sections(fam, wanted, f.docs, f.bytes, f.shards, shardFlushes, sc, { ...rc }, searchSection(ss.figures, ss.groups), reads);
    entry.total = sections(fam, wanted, f.docs, f.bytes, f.shards, shardFlushes, sc, { ...rc }, searchSection(ss.figures, ss.groups), reads);
    indices[n] = entry;
  }
  const body: JsonObject = {
    _shards: { total, successful, failed: 0 },
    _all: { primaries: sections(fam, wanted, docs, bytes, primaries, flushes, segs, { ...rcAll }, searchSection(searchAll, groupsAll), readsAll), total: sections(fam, wanted, docs, bytes, primaries, flushes, segs, { ...rcAll }, searchSection(searchAll, groupsAll), readsAll) },
  };
  if (level !== 'cluster') body.indices = indices;
  return ok(typedNumbers(flag(req, 'human') ? (humanStats(body) as JsonObject) : body));
};
