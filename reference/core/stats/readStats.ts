/**
 * Counters that reads leave on shards, for `_stats`: the realtime GETs each shard served (ShardGetService:
 * the get, exists, get_source and mget APIs, and the coordinating node's GET of a `terms` lookup; GetStats
 * prints `total` as exists plus missing), and the global ordinals a search built (IndexFieldDataCache: the
 * `fielddata` section's memory). They live in `ClusterState.readStats`, a side table that is neither durable
 * nor journaled, as ES keeps them in the node's memory: a read changes nothing else in state.
 *
 * Global ordinals exist for a keyword field on a shard whose reader has more than one segment
 * (SortedSetOrdinalsIndexFieldData.loadGlobalInternal answers the segment's own ordinals for one); they are
 * cached per reader and dropped when a refresh opens a new one. Their size is an estimate of OrdinalMap's
 * ramBytesUsed (a base, a mapping per segment, a delta per global ordinal): ES's own count depends on packed
 * arrays the simulator does not build, so only its being above zero, per field, is faithful.
 */
import type { ClusterState, IndexState, ReadStatsState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { isObject, type Json } from '../json.ts';
import { shardReaders } from '../search/engine/shardViews.ts';
import { shardSegments } from '../search/engine/indexEngine.ts';
import { segmentFieldSteps } from '../search/engine/segment.ts';
import { visibleIn } from '../search/nested/scope.ts';
import { baseIndex } from '../search/runtime/baseIndex.ts';
import type { Steps } from '../search/resumable/steps.ts';
import { resolveField } from '../search/fields.ts';
import { shardCount } from '../search/routing.ts';

function statsOf(state: ClusterState): ReadStatsState {
  return (state.readStats ??= { gets: new Map(), globalOrdinals: new Map(), valueCounts: new Map() });
}

/** Counts a realtime GET of a document on `shard` of `index` that found it or not. */
export function noteGet(state: ClusterState, index: IndexState, shard: number, exists: boolean): void {
  const st = statsOf(state);
  let list = st.gets.get(index.uuid);
  if (!list) st.gets.set(index.uuid, (list = []));
  while (list.length <= shard) list.push({ exists: 0, missing: 0 });
  if (exists) list[shard]!.exists++;
  else list[shard]!.missing++;
}

/** The `get` section's counts of an index (summed over its shards). */
export function getCountsOf(state: ClusterState, index: IndexState): { total: number; exists: number; missing: number } {
  let exists = 0;
  let missing = 0;
  for (const s of state.readStats?.gets.get(index.uuid) ?? []) {
    exists += s.exists;
    missing += s.missing;
  }
  return { total: exists + missing, exists, missing };
}

/** The fields whose global ordinals aggregations in `aggs` load: terms (but for execution_hint map) and cardinality on a field. */
function ordinalFields(aggs: Json | undefined, out: Set<string>): void {
  if (!isObject(aggs)) return;
  for (const def of Object.values(aggs)) {
    if (!isObject(def)) continue;
    for (const [type, body] of Object.entries(def)) {
      if ((type === 'aggs' || type === 'aggregations') && isObject(body)) ordinalFields(body, out);
      if (!isObject(body) || typeof body.field !== 'string' || body.script !== undefined) continue;
      if ((type === 'terms' && body.execution_hint !== 'map') || type === 'cardinality' || type === 'significant_terms') out.add(body.field);
    }
  }
}

/** The reader a shard's searches see now, as a key: its segments (a refresh that changed them opens another). */
function readerKey(index: IndexState, profile: Profile, shard: number): { key: string; segments: number; terms: (f: string) => number } {
  const r = shardReaders(index, profile)[shard];
  const leaves = r?.leaves ?? [];
  const key = leaves.map((l) => `${l.docs.length}:${l.docs[0]?.id ?? ''}:${l.docs[l.docs.length - 1]?.id ?? ''}`).join('|');
  return { key, segments: leaves.length, terms: (f) => r?.terms(f).length ?? 0 };
}

/** An estimate of OrdinalMap.ramBytesUsed for `terms` global ordinals over `segments` segments (see the module comment). */
export function ordinalMapBytes(terms: number, segments: number): number {
  return 96 + 40 * segments + 8 * terms;
}

/**
 * Records the global ordinals the aggregations of a search (`aggs`) built on the shards it ran on, in resumable
 * steps: counting a field's terms builds its index on each segment the first time (segmentFieldSteps).
 */
export function* noteGlobalOrdinalsSteps(state: ClusterState, profile: Profile, aggs: Json | undefined, ran: readonly { index: IndexState; shards: readonly number[] }[], sort?: Json): Steps<void> {
  const fields = new Set<string>();
  ordinalFields(aggs, fields);
  const sorted = new Set<string>();
  sortFields(sort, sorted);
  if (fields.size === 0 && sorted.size === 0) return;
  for (const { index, shards } of ran) {
    const keyword = [...fields].filter((f) => {
      const ref = resolveField(index, f);
      return ref.kind === 'keyword' && !ref.runtime;
    });
    // A text field with `fielddata: true` loads its fielddata on every segment a sort or an aggregation reads
    // (PagedBytesIndexFieldData), one segment or many.
    const text = [...new Set([...fields, ...sorted])].filter((f) => {
      const ref = resolveField(index, f);
      return ref.kind === 'text' && ref.def?.fielddata === true;
    });
    if (keyword.length === 0 && text.length === 0) continue;
    for (const shard of shards) {
      const reader = readerKey(index, profile, shard);
      const built = [...text, ...(reader.segments > 1 ? keyword : [])];
      if (built.length === 0 || reader.segments === 0) continue;
      const st = statsOf(state);
      let byShard = st.globalOrdinals.get(index.uuid);
      if (!byShard) st.globalOrdinals.set(index.uuid, (byShard = new Map()));
      let entry = byShard.get(shard);
      if (!entry || entry.reader !== reader.key) byShard.set(shard, (entry = { reader: reader.key, fields: new Map() }));
      for (const f of built) {
        if (entry.fields.has(f)) continue;
        // The segments' indexes of the field, as the reader's leaves read them (shardViews.ts), built a step at a time.
        const base = baseIndex(index);
        if (visibleIn(base, f, '')) for (const seg of shardSegments(base, profile)[shard] ?? []) yield* segmentFieldSteps(seg, base, profile, f);
        const terms = reader.terms(f);
        entry.fields.set(f, ordinalMapBytes(terms, reader.segments));
        // Global ordinals (an aggregation's, over several segments): ShardFieldData keeps each field's largest value count across builds (shard_max_value_count).
        if (!fields.has(f) || reader.segments <= 1) continue;
        let counts = st.valueCounts.get(index.uuid);
        if (!counts) st.valueCounts.set(index.uuid, (counts = new Map()));
        counts.set(f, Math.max(counts.get(f) ?? 0, terms));
      }
    }
  }
}

/** The fields a search's `sort` names (a name, `{name: order}`, `{name: {…}}`, or a list of them). */
function sortFields(sort: Json | undefined, out: Set<string>): void {
  if (typeof sort === 'string') {
    if (!sort.startsWith('_')) out.add(sort.split(':')[0]!);
  } else if (Array.isArray(sort)) for (const s of sort) sortFields(s, out);
  else if (isObject(sort)) for (const k of Object.keys(sort)) if (!k.startsWith('_')) out.add(k);
}

/** The global ordinals' value counts of an index per field (the largest a shard built), for `global_ordinals.fields`. */
export function globalOrdinalCountsOf(state: ClusterState, index: IndexState): Map<string, number> {
  return state.readStats?.valueCounts.get(index.uuid) ?? new Map();
}

/** The fielddata memory of an index per field: the global ordinals built on each shard's current reader. */
export function fielddataOf(state: ClusterState, index: IndexState, profile: Profile): Map<string, number> {
  const out = new Map<string, number>();
  const byShard = state.readStats?.globalOrdinals.get(index.uuid);
  if (!byShard) return out;
  for (let shard = 0; shard < shardCount(index); shard++) {
    const entry = byShard.get(shard);
    if (!entry || entry.reader !== readerKey(index, profile, shard).key) continue;
    for (const [f, bytes] of entry.fields) out.set(f, (out.get(f) ?? 0) + bytes);
  }
  return out;
}

/** Drops an index's cached global ordinals (`_cache/clear` with fielddata, or `fields` naming some): their memory goes, their value counts stay. */
export function clearFielddata(state: ClusterState, index: IndexState, fields?: readonly string[]): void {
  const byShard = state.readStats?.globalOrdinals.get(index.uuid);
  if (!byShard) return;
  for (const entry of byShard.values()) {
    if (!fields) entry.fields.clear();
    else for (const f of [...entry.fields.keys()]) if (fields.includes(f)) entry.fields.delete(f);
  }
}
