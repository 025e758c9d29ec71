/**
 * `profile: true`: the response's `profile.shards[]` as the version prints it (SearchProfileResults,
 * QueryProfileShardResult, ProfileResult, CollectorResult, the fetch profiler): one entry per shard searched,
 * sorted by its id `[node][index][shard]`, with (ES ≥ 8.9) `node_id`, `shard_id`, `index` and `cluster`;
 * the `dfs` section (dfs_query_then_fetch, ES ≥ 8.6); the query tree with Lucene's class names and
 * `toString()`s; `rewrite_time`; the collector tree; `aggregations`; and (ES ≥ 7.16) the fetch phase of a
 * shard that fetched hits.
 *
 * Times are the simulator's own and deterministic: no clock is read. Each counted operation costs a fixed
 * nominal number of nanoseconds (NOMINAL_NS), so a time is its count × that cost, above zero wherever the
 * operation happened (as the official 370_profile.yml expects), and equal from run to run.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { queryTree } from '../engine/queryTree.ts';
import { collectScored, SHARD_STATS } from '../engine/search.ts';
import { shardReaders } from '../engine/shardViews.ts';
import { shardCount, shardOf } from '../routing.ts';
import { NODE_ID } from '../scrollId.ts';
import type { QNode } from '../engine/qnode.ts';
import { queryShape, type QueryShape } from './luceneTypes.ts';
import { aggProfiles } from './aggProfile.ts';
import { shardSegmentViews, type AggShard, type ShardPartials } from './aggShard.ts';
import type { ShardPick } from '../execute.ts';
import type { KnnShardCounts, KnnSpec } from '../vectors/knnSearch.ts';
import { dfsKnnProfile } from './dfsKnnProfile.ts';

/** The nominal cost of one counted operation, in nanoseconds (see the module comment). */
export const NOMINAL_NS = 100;

/** What the profiler needs of the search that ran. */
export interface ProfiledSearch {
  indices: IndexState[];
  /** The query as JSON (undefined: match_all), or a `q` term. */
  query: Json | undefined;
  bare?: string;
  preferred?: ShardPick;
  /** The hits of the page (fetched per shard). */
  page: ScrollHit[];
  /** Whether hits are sorted by a field (the collector's name), and whether size is 0. */
  sortedByField: boolean;
  sizeZero: boolean;
  /** Each shard's aggregation partials as the search collected them (aggShard.ts). */
  aggPartials?: ShardPartials;
  /** The parsed aggregations, whose order the partials follow. */
  aggNames?: readonly string[];
  /** `search.aggs.rewrite_to_filter_by_filter` in force (default true). */
  rewriteToFilterByFilter?: boolean;
  /** The `knn` option and what its DFS phase found per shard (dfsKnnProfile.ts). */
  knn?: { specs: KnnSpec[]; counts: KnnShardCounts };
}

function queryResult(shape: QueryShape, index: IndexState, shard: number, env: Env, leaves: number): JsonObject {
  let matches = 0;
  collectScored(index, env.profile, shape.node, undefined, new Set([shard]), SHARD_STATS, () => matches++);
  const b = {
    set_min_competitive_score_count: 0,
    match_count: 0,
    shallow_advance_count: 0,
    set_min_competitive_score: 0,
    next_doc: matches * NOMINAL_NS,
    match: 0,
    next_doc_count: matches,
    score_count: matches,
    compute_max_score_count: 0,
    compute_max_score: 0,
    advance: 0,
    advance_count: 0,
    count_weight_count: 0,
    score: matches * NOMINAL_NS,
    build_scorer_count: leaves,
    create_weight: NOMINAL_NS,
    shallow_advance: 0,
    count_weight: 0,
    create_weight_count: 1,
    build_scorer: leaves * NOMINAL_NS,
  };
  const time = b.next_doc + b.score + b.create_weight + b.build_scorer;
  const out: JsonObject = { type: shape.type, description: shape.description, time_in_nanos: time, breakdown: b };
  if (shape.children.length > 0) out.children = shape.children.map((c) => queryResult(c, index, shard, env, leaves));
  return out;
}

function collectors(env: Env, s: ProfiledSearch, matches: number): Json[] {
  const top: JsonObject = s.sizeZero
    ? { name: 'TotalHitCountCollector', reason: 'search_count', time_in_nanos: Math.max(1, matches) * NOMINAL_NS }
    : { name: s.sortedByField ? 'SimpleFieldCollector' : 'SimpleTopScoreDocCollector', reason: 'search_top_hits', time_in_nanos: Math.max(1, matches) * NOMINAL_NS };
  if (!env.profile.profileShardFields) return [top];
  return [{ name: 'QueryPhaseCollector', reason: 'search_query_phase', time_in_nanos: Number(top.time_in_nanos) + NOMINAL_NS, children: [top] }];
}

function fetchPhase(env: Env, body: JsonObject, hits: number): JsonObject {
  const storedNone = body.stored_fields === '_none_';
  const fields = body.fields !== undefined;
  const source = !storedNone && body._source !== false;
  const phase = (type: string, debug?: JsonObject): JsonObject => ({
    type,
    description: '',
    time_in_nanos: (hits + 1) * NOMINAL_NS,
    breakdown: { process_count: hits, process: hits * NOMINAL_NS, next_reader: NOMINAL_NS, next_reader_count: 1 },
    ...(debug ? { debug } : {}),
  });
  const children: JsonObject[] = [];
  if (!storedNone) {
    // FetchPhase's sub-phases that apply to this request, in the order the profile lists them.
    if (body.explain === true) children.push(phase('ExplainPhase'));
    if (body.docvalue_fields !== undefined) children.push(phase('FetchDocValuesPhase'));
    if (source) children.push(phase('FetchSourcePhase', { fast_path: hits }));
    if (fields) children.push(phase('FetchFieldsPhase'));
    if (body.version === true) children.push(phase('FetchVersionPhase'));
    if (body.seq_no_primary_term === true) children.push(phase('SeqNoPrimaryTermPhase'));
    if (body.highlight !== undefined) children.push(phase('HighlightPhase'));
    if (JSON.stringify(body.query ?? null).includes('"inner_hits"')) children.push(phase('InnerHitsPhase'));
    if (env.profile.profileFetch === 'fetch-stored-fields-phase') children.push(phase('StoredFieldsPhase'));
  }
  const loadsSource = source || fields;
  const breakdown = {
    load_stored_fields: hits * NOMINAL_NS,
    load_stored_fields_count: hits,
    next_reader: NOMINAL_NS,
    next_reader_count: 1,
    load_source_count: loadsSource ? hits : 0,
    load_source: loadsSource ? hits * NOMINAL_NS : 0,
  };
  const own = breakdown.load_stored_fields + breakdown.next_reader + breakdown.load_source;
  const out: JsonObject = {
    type: 'fetch',
    description: '',
    time_in_nanos: own + children.reduce((s, c) => s + Number(c.time_in_nanos), 0),
    breakdown,
    debug: { stored_fields: storedNone ? [] : loadsSource ? ['_id', '_routing', '_source'] : ['_id', '_routing'] },
  };
  if (children.length > 0) out.children = children;
  return out;
}

/** What the aggregation profile reads of one shard: its partials, segments and the search's query and settings. */
function aggShardOf(s: ProfiledSearch, index: IndexState, shard: number, matched: number, env: Env): AggShard {
  const query: Json | undefined = s.bare !== undefined ? { query_string: { query: s.bare } } : s.query;
  const matchAll = s.bare === undefined && (query === undefined || (isObject(query) && Object.keys(query).length === 1 && isObject(query.match_all) && Object.keys(query.match_all).every((k) => k === 'boost')));
  const list = s.aggPartials?.get(`${index.uuid}#${shard}`);
  const partials = list && s.aggNames ? new Map(s.aggNames.map((n, i) => [n, list[i]!] as const).filter((e) => e[1] !== undefined)) : undefined;
  return {
    index,
    shard,
    profile: env.profile,
    now: env.now,
    matched,
    matchAll,
    ...(query !== undefined ? { query } : {}),
    rewriteToFilterByFilter: s.rewriteToFilterByFilter ?? true,
    segments: shardSegmentViews(index, env.profile, shard),
    ...(partials ? { partials } : {}),
  };
}

/** The `profile` section of a search response. */
export function searchProfile(s: ProfiledSearch, req: ApiRequest, env: Env): JsonObject {
  const body: JsonObject = isObject(req.body) ? req.body : {};
  // A search with the knn option runs as dfs_query_then_fetch (TransportSearchAction, 8.4+).
  const dfs = (req.query.search_type === 'dfs_query_then_fetch' || s.knn !== undefined) && env.profile.profileFetch === 'fetch-stored-fields-phase';
  const entries: [string, JsonObject][] = [];
  for (const index of s.indices) {
    const tree: QNode = s.bare !== undefined ? { kind: 'pred', test: () => true, boost: 1, label: `*:${s.bare}` } : queryTree(s.query, { index, profile: env.profile, now: env.now });
    const shape = queryShape(tree);
    const readers = shardReaders(index, env.profile);
    const preferred = s.preferred?.(index);
    for (let shard = 0; shard < shardCount(index); shard++) {
      if (preferred && !preferred.has(shard)) continue;
      const id = `[${NODE_ID}][${index.name}][${shard}]`;
      const leaves = readers[shard]?.leaves.length ?? 0;
      const query = queryResult(shape, index, shard, env, leaves);
      const matches = Number((query.breakdown as JsonObject).next_doc_count);
      const entry: JsonObject = { id };
      if (env.profile.profileShardFields) Object.assign(entry, { node_id: NODE_ID, shard_id: shard, index: index.name, cluster: '(local)' });
      if (dfs) {
        entry.dfs = {
          statistics: {
            type: 'statistics',
            description: 'collect term statistics',
            time_in_nanos: 4 * NOMINAL_NS,
            breakdown: { term_statistics: NOMINAL_NS, term_statistics_count: 1, collection_statistics: NOMINAL_NS, collection_statistics_count: 1, create_weight: NOMINAL_NS, create_weight_count: 1, rewrite: NOMINAL_NS, rewrite_count: 1 },
          },
        };
        const knn = s.knn ? dfsKnnProfile(env.profile, s.knn.specs, s.knn.counts.get(`${index.uuid}#${shard}`), leaves, NOMINAL_NS) : undefined;
        if (knn !== undefined) (entry.dfs as JsonObject).knn = knn;
      }
      entry.searches = [{ query: [query], rewrite_time: NOMINAL_NS, collector: collectors(env, s, matches) }];
      entry.aggregations = aggProfiles((body.aggs ?? body.aggregations) as Json | undefined, aggShardOf(s, index, shard, matches, env));
      const fetched = s.page.filter((h) => h.index === index.name && shardOf(index, env.profile, h.doc.id, h.doc.routing) === shard).length;
      if (fetched > 0 && env.profile.profileFetch !== 'none') entry.fetch = fetchPhase(env, body, fetched);
      entries.push([id, entry]);
    }
  }
  // SearchProfileResults prints the shards in the order of their ids (a TreeSet of strings).
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { shards: entries.map((e) => e[1]) };
}
