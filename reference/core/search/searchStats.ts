/**
 * The `search` section of `_stats` (ShardSearchStats, a SearchOperationListener on every shard): per shard,
 * a query phase counted for each search that ran on it (a suggest-only search counts as a suggest instead),
 * a fetch phase for each search whose page held hits of that shard (a search over one shard fetches in the
 * same round, QUERY_AND_FETCH, so it always counts one), and the scroll contexts it holds (`scroll_current`)
 * and has freed (`scroll_total`, `scroll_time_in_millis` their lifetime on the injected clock). Open reader
 * contexts are the scroll and point-in-time contexts held on the shard. OpenSearch also counts point-in-time
 * contexts as it counts scrolls (ShardSearchStats.onNewPitContext / onFreePitContext: `point_in_time_current`,
 * and `_total` and `_time_in_millis` when freed), and prints the figures its later releases added
 * (`searchStatsExtras`: concurrent segment search, search-idle reactivations, star-tree queries) as zeros here:
 * no search runs concurrently over slices, no shard goes search-idle, no index has a star tree.
 *
 * Times of the query, fetch and suggest phases are 0: ES measures them in nanoseconds and prints whole
 * milliseconds (TimeUnit.toMillis truncates), so a phase over a small shard prints 0 there too; the
 * simulator has no clock of its own to measure by. `*_current` of the phases is 0: no phase is in flight
 * when a request is answered here.
 */
import type { ClusterState, IndexState, SearchStatsState, ShardSearchCounters } from '../state.ts';
import type { ScrollHit } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import type { SearchStatsExtra } from '../../profiles.ts';
import { shardOf } from './routing.ts';
import { simpleMatch } from '../resolve.ts';

/** The search statistics of the state, made on first use. */
function statsOf(state: ClusterState): SearchStatsState {
  return (state.searchStats ??= { shards: new Map(), scrolls: new Map() });
}

function counters(st: SearchStatsState, uuid: string, shard: number): ShardSearchCounters {
  let list = st.shards.get(uuid);
  if (!list) st.shards.set(uuid, (list = []));
  while (list.length <= shard) list.push({ query: 0, fetch: 0, suggest: 0, scroll: 0, scrollMs: 0, pit: 0, pitMs: 0 });
  return list[shard]!;
}

/** The shards of the search that ran (every targeted shard that did not fail), as index and shard numbers. */
export interface RanShards {
  index: IndexState;
  shards: readonly number[];
}

/** The shards whose documents are among `page`'s hits (the shards FetchSearchPhase sends a fetch to). */
function shardsOfPage(page: readonly ScrollHit[], ran: readonly RanShards[], profile: Profile): Set<string> {
  const byName = new Map(ran.map((r) => [r.index.name, r.index]));
  const out = new Set<string>();
  for (const h of page) {
    const idx = byName.get(h.index);
    if (idx) out.add(`${idx.uuid}#${shardOf(idx, profile, h.doc.id, h.doc.routing)}`);
  }
  return out;
}

/**
 * Counts a search's (or a scroll page's) phases on the shards it ran on: a query (or a suggest, for a
 * suggest-only search) on each, a fetch on each whose documents are on the page, or on the only shard.
 */
export function noteSearchPhases(state: ClusterState, profile: Profile, ran: readonly RanShards[], page: readonly ScrollHit[], suggestOnly: boolean, groups: readonly string[] = []): void {
  const st = statsOf(state);
  const total = ran.reduce((n, r) => n + r.shards.length, 0);
  const fetched = shardsOfPage(page, ran, profile);
  for (const { index, shards } of ran) {
    for (const shard of shards) {
      const c = counters(st, index.uuid, shard);
      const fetches = total === 1 || fetched.has(`${index.uuid}#${shard}`);
      // ShardSearchStats counts the phase in the totals and in each of the search's groups.
      for (const t of [c, ...groups.map((g) => ((c.groups ??= {})[g] ??= { query: 0, fetch: 0, suggest: 0 }))]) {
        if (suggestOnly) t.suggest++;
        else t.query++;
        if (fetches) t.fetch++;
      }
    }
  }
}

/** Records the shard contexts a new scroll holds, from `now`. */
export function noteScrollOpened(state: ClusterState, id: string, ran: readonly RanShards[], now: number): void {
  settleScrolls(state, now);
  statsOf(state).scrolls.set(id, { at: now, shards: ran.flatMap(({ index, shards }) => shards.map((shard) => ({ uuid: index.uuid, shard }))) });
}

/**
 * Counts the scrolls freed since the last look (cleared, expired, or their index deleted) as freed at `now`
 * (ES counts a context's lifetime when it is freed; the simulator notices it on the next search or stats).
 */
export function settleScrolls(state: ClusterState, now: number): void {
  const st = state.searchStats;
  if (!st) return;
  for (const [id, s] of st.scrolls) {
    if (state.scrolls.has(id)) continue;
    st.scrolls.delete(id);
    for (const { uuid, shard } of s.shards) {
      const c = counters(st, uuid, shard);
      c.scroll++;
      c.scrollMs += Math.max(0, now - s.at);
    }
  }
  for (const [id, p] of st.pits ?? []) {
    if (state.pits?.has(id)) continue;
    st.pits!.delete(id);
    for (const { uuid, shard } of p.shards) {
      const c = counters(st, uuid, shard);
      c.pit = (c.pit ?? 0) + 1;
      c.pitMs = (c.pitMs ?? 0) + Math.max(0, now - p.at);
    }
  }
}

/** Records the shard contexts a new point in time holds, from `now` (freed ones count at the next settle). */
export function notePitOpened(state: ClusterState, id: string, shards: readonly { uuid: string; shard: number }[], now: number): void {
  settleScrolls(state, now);
  (statsOf(state).pits ??= new Map()).set(id, { at: now, shards: shards.map(({ uuid, shard }) => ({ uuid, shard })) });
}

/** One group's (or the totals') figures, in the version's key order (SearchStats.Stats.toXContent). */
export type SearchFigures = Record<'query_total' | 'query_time_in_millis' | 'query_current' | 'fetch_total' | 'fetch_time_in_millis' | 'fetch_current' | 'scroll_total' | 'scroll_time_in_millis' | 'scroll_current' | 'suggest_total' | 'suggest_time_in_millis' | 'suggest_current', number> &
  Record<string, number>;

/** Zero figures, in the version's key order: ES's, with OpenSearch's additions where its toXContent puts them. */
export function zeroSearchFigures(extras: readonly SearchStatsExtra[] = []): SearchFigures {
  const has = (e: SearchStatsExtra) => extras.includes(e);
  const out = {
    query_total: 0, query_time_in_millis: 0, query_current: 0,
    ...(has('concurrent') ? { concurrent_query_total: 0, concurrent_query_time_in_millis: 0, concurrent_query_current: 0, concurrent_avg_slice_count: 0 } : {}),
    ...(has('startree') ? { startree_query_total: 0, startree_query_time_in_millis: 0, startree_query_current: 0 } : {}),
    fetch_total: 0, fetch_time_in_millis: 0, fetch_current: 0,
    scroll_total: 0, scroll_time_in_millis: 0, scroll_current: 0,
    ...(has('point_in_time') ? { point_in_time_total: 0, point_in_time_time_in_millis: 0, point_in_time_current: 0 } : {}),
    suggest_total: 0, suggest_time_in_millis: 0, suggest_current: 0,
    ...(has('idle_reactivate') ? { search_idle_reactivate_count_total: 0 } : {}),
  };
  return out;
}

/** The `search` section's figures for an index's shards, and the groups `groups` (patterns) match. */
export function searchStatsOf(state: ClusterState, index: IndexState, groups: readonly string[] = [], extras: readonly SearchStatsExtra[] = []): { figures: Record<string, number>; groups: Record<string, Record<string, number>> } {
  const zero = zeroSearchFigures(extras);
  const out: SearchFigures & { open_contexts: number } = { open_contexts: 0, ...zero };
  const pits = extras.includes('point_in_time');
  const byGroup: Record<string, SearchFigures> = {};
  const st = state.searchStats;
  for (const c of st?.shards.get(index.uuid) ?? []) {
    for (const [g, n] of Object.entries(c.groups ?? {})) {
      if (groups.length === 0 || !groups.some((p) => simpleMatch(p, g))) continue;
      const f = (byGroup[g] ??= zeroSearchFigures(extras));
      f.query_total += n.query;
      f.fetch_total += n.fetch;
      f.suggest_total += n.suggest;
    }
    out.query_total += c.query;
    out.fetch_total += c.fetch;
    out.suggest_total += c.suggest;
    out.scroll_total += c.scroll;
    out.scroll_time_in_millis += c.scrollMs;
    if (pits) {
      out.point_in_time_total! += c.pit ?? 0;
      out.point_in_time_time_in_millis! += c.pitMs ?? 0;
    }
  }
  for (const [id, s] of st?.scrolls ?? []) {
    if (!state.scrolls.has(id)) continue;
    const held = s.shards.filter((x) => x.uuid === index.uuid).length;
    out.scroll_current += held;
    out.open_contexts += held;
  }
  for (const pit of state.pits?.values() ?? []) {
    const held = pit.shards.filter((x) => x.uuid === index.uuid).length;
    out.open_contexts += held;
    if (pits) out.point_in_time_current! += held;
  }
  return { figures: out, groups: byGroup };
}

/** Counts a scroll page's phases on the shards the scroll holds (a continuation runs a query and a fetch round). */
export function noteScrollPage(state: ClusterState, profile: Profile, id: string, page: readonly ScrollHit[]): void {
  const held = state.searchStats?.scrolls.get(id);
  if (!held) return;
  const byUuid = new Map([...state.indices.values()].map((i) => [i.uuid, i]));
  const ran = new Map<IndexState, number[]>();
  for (const { uuid, shard } of held.shards) {
    const idx = byUuid.get(uuid);
    if (!idx) continue;
    if (!ran.has(idx)) ran.set(idx, []);
    ran.get(idx)!.push(shard);
  }
  noteSearchPhases(state, profile, [...ran].map(([index, shards]) => ({ index, shards })), page, false);
}

/** SearchSourceBuilder.isSuggestOnly: a suggest with no query, knn, aggregations or sub-searches. */
export function isSuggestOnly(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return b.suggest !== undefined && b.query === undefined && b.knn === undefined && b.aggs === undefined && b.aggregations === undefined;
}

/** The `stats` groups a search body names (a list of strings; anything else names none). */
export function statsGroups(body: unknown): string[] {
  const v = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).stats : undefined;
  return Array.isArray(v) ? v.filter((g): g is string => typeof g === 'string') : [];
}

/** The shards a search through a point in time ran on: the point in time's shard contexts, on its frozen indices. */
export function pitShardsRan(state: ClusterState, pitId: string): RanShards[] | undefined {
  const pit = state.pits?.get(pitId);
  if (!pit) return undefined;
  return pit.indices.map((index) => ({ index, shards: pit.shards.filter((s) => s.uuid === index.uuid).map((s) => s.shard) }));
}
