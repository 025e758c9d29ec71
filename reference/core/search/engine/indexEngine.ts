/**
 * The search engine's index of one IndexState, kept as Lucene keeps a shard's: per shard, sealed segments
 * and the buffer being written. A write indexes its document into the buffer of its shard at once (its
 * text fields analysed then) and queues the document it replaces or deletes; a refresh (a search, count or
 * stats request seeing the index, when every write is visible; with `--refresh explicit`, the first write
 * after a refresh) seals the buffer into a segment, marks the queued documents deleted in their segments,
 * drops segments left with no live document, and lets the merge policy (mergePolicy.ts) merge. Searches
 * read the segments as the last refresh left them.
 *
 * Writes reach it through `engineWrite` (docs/write.ts, the one place documents change). An index whose
 * documents changed some other way (restored, loaded from disk, created before the engine saw it) is
 * rebuilt from its visible documents at its first refresh.
 */
import type { Doc } from '../../doc.ts';
import { StoredDoc } from '../../doc.ts';
import type { JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { FieldDef, TypeMapping } from '../../mapping/types.ts';
import { resolveField } from '../fields.ts';
import { docsInOrder, visibleDocs } from '../visibleDocs.ts';
import { baseIndex } from '../runtime/baseIndex.ts';

const visibleDocsOf = (index: IndexState) => visibleDocs(index).values();
import { shardCount, shardOf } from '../routing.ts';
import { SegmentBuffer, specOf, type Segment } from './segment.ts';
import type { FieldSpec } from './fieldBuilder.ts';
import { findMerges, forcedMerges, type MergeOptions } from './mergePolicy.ts';
import { mergeSegments } from './merge.ts';
import { trackedFields, type TrackedField } from './docColumns.ts';

interface ShardState {
  /** The segments searches see. */
  segments: Segment[];
  /** Segments flushed from a full buffer that no refresh has made visible yet (`--refresh explicit`). */
  flushed: Segment[];
  buffer: SegmentBuffer;
  /** Documents replaced or deleted since the last refresh: marked deleted by the next. */
  deletes: Doc[];
  nextOrd: number;
}

/**
 * A buffer holding this many documents is flushed into a segment as the write that fills it returns, as
 * IndexWriter flushes when its RAM buffer is full: the inversion is paid by writes, a little at a time, and
 * a refresh after a large load seals at most this many documents.
 */
export const FLUSH_DOCS = 16384;

export interface Engine {
  profile: Profile;
  settings: IndexState['settings'];
  docsMap: Map<string, Doc>;
  shards: ShardState[];
  /** The size `docs` has after every write the engine saw (another size: a write it missed). */
  expectedSize: number;
  nextGen: number;
  specs?: { mappings: TypeMapping[]; specs: FieldSpec[]; tracked: TrackedField[] };
}

const ENGINES = new WeakMap<IndexState, Engine>();
/** Engine numbers of documents that are not StoredDocs (tests build plain objects). */
const ORDS = new WeakMap<Doc, number>();

/** A document's engine number on its shard (-1 when the engine has not indexed it). */
export function ordOf(d: Doc): number {
  return d instanceof StoredDoc ? d.engineOrd : (ORDS.get(d) ?? -1);
}

function setOrd(d: Doc, ord: number): void {
  if (d instanceof StoredDoc) d.engineOrd = ord;
  else ORDS.set(d, ord);
}

/** Lucene's segment name for a generation. */
export function segmentName(gen: number): string {
  return `_${gen.toString(36)}`;
}

/**
 * The mapped fields indexed at write time: text fields (with their copy_to sources), multi-fields included;
 * and the fields whose doc values are recorded then (docColumns.ts).
 */
function eagerSpecs(e: Engine, index: IndexState): { specs: FieldSpec[]; tracked: TrackedField[] } {
  const c = e.specs;
  if (c && c.mappings.length === index.mappings.size) {
    // Called per document: compared without copying the mappings.
    let i = 0;
    let same = true;
    for (const m of index.mappings.values()) if (m !== c.mappings[i++]) same = false;
    if (same) return c;
  }
  const mappings = [...index.mappings.values()];
  const names: string[] = [];
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix ? `${prefix}.${k}` : k;
      names.push(name);
      if (def.properties) walk(def.properties, name);
      for (const sub of Object.keys(def.fields ?? {})) names.push(`${name}.${sub}`);
    }
  };
  for (const m of mappings) walk(m.properties, '');
  const specs: FieldSpec[] = [];
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n)) continue;
    seen.add(n);
    if (resolveField(index, n).kind !== 'text') continue;
    const s = specOf(index, e.profile, n);
    if (s) specs.push(s);
  }
  e.specs = { mappings, specs, tracked: trackedFields(index, e.profile) };
  return e.specs;
}

function newEngine(index: IndexState, profile: Profile): Engine {
  const n = shardCount(index);
  return {
    profile,
    settings: index.settings,
    docsMap: index.docs,
    shards: Array.from({ length: n }, () => ({ segments: [], flushed: [], buffer: new SegmentBuffer(0), deletes: [], nextOrd: 0 })),
    expectedSize: 0,
    nextGen: 0,
  };
}

function shardOfDoc(index: IndexState, e: Engine, d: Doc): number {
  return e.shards.length === 1 ? 0 : shardOf(index, e.profile, d.id, d.routing);
}

/** Indexes a document into its shard's buffer; a full buffer is flushed (`visible`: and refreshed, every write being visible). */
function addDoc(index: IndexState, e: Engine, d: Doc, parsed: JsonObject | undefined, visible: boolean): void {
  const sh = e.shards[shardOfDoc(index, e, d)]!;
  const { specs, tracked } = eagerSpecs(e, index);
  const local = sh.buffer.add(d, specs, tracked, index.name, parsed);
  setOrd(d, sh.buffer.ordBase + local);
  sh.nextOrd = sh.buffer.ordBase + local + 1;
  if (sh.buffer.docs.length < FLUSH_DOCS) return;
  if (visible) refreshShard(index, e, sh);
  else {
    sh.flushed.push(sh.buffer.seal(segmentName(e.nextGen++)));
    sh.buffer = new SegmentBuffer(sh.nextOrd);
  }
}

function queueDelete(index: IndexState, e: Engine, old: Doc): void {
  e.shards[shardOfDoc(index, e, old)]!.deletes.push(old);
}

/**
 * A write as the engine sees it: `old` replaced or deleted (the document the key held), `doc` written
 * (its source parsed as `parsed`). `explicit`: searches see only refreshed writes; `refreshFirst`: and this
 * is the first write since a refresh, so the engine refreshes before it (the refresh it follows).
 */
export function engineWrite(index: IndexState, profile: Profile, old: Doc | undefined, doc: Doc | undefined, parsed: JsonObject | undefined, explicit: boolean, refreshFirst: boolean): void {
  let e = ENGINES.get(index);
  if (!e) {
    // Only an index the engine saw from its first document is followed; any other is rebuilt when searched.
    if (old !== undefined || doc === undefined || index.docs.size !== 1) return;
    ENGINES.set(index, (e = newEngine(index, profile)));
  }
  if (e.profile !== profile || e.docsMap !== index.docs) {
    // A write the engine cannot follow (another profile: a `compatible-with=7` request's view of it, after
    // a search built the engine under the other). An update keeps the size, so `current` would not see it
    // missed: the engine is dropped, and the next search rebuilds it from the documents.
    ENGINES.delete(index);
    return;
  }
  if (refreshFirst) refreshEngine(index, e);
  if (old) queueDelete(index, e, old);
  if (doc) addDoc(index, e, doc, parsed, !explicit);
  e.expectedSize += (doc ? 1 : 0) - (old ? 1 : 0);
}

/**
 * Marks `old` deleted in its shard's segments. A segment is copied (its flags too) on its first delete of
 * a refresh, so a searcher still holding the old object keeps its view; `fresh` holds this refresh's copies.
 */
function applyDelete(sh: ShardState, old: Doc, fresh: Set<Segment>): void {
  const ord = ordOf(old);
  let at = -1;
  let local = -1;
  for (let i = 0; i < sh.segments.length; i++) {
    const s = sh.segments[i]!;
    const l = ord - s.ordBase;
    if (l >= 0 && l < s.docs.length && s.docs[l] === old) {
      at = i;
      local = l;
      break;
    }
  }
  if (at < 0) {
    // Not where its number says (a document shared with another index): look for it.
    for (let i = 0; i < sh.segments.length && at < 0; i++) {
      const l = sh.segments[i]!.docs.indexOf(old);
      if (l >= 0) [at, local] = [i, l];
    }
    if (at < 0) return;
  }
  let s = sh.segments[at]!;
  if (s.deleted?.[local]) return;
  if (!fresh.has(s)) {
    s = { ...s, deleted: s.deleted ? s.deleted.slice() : new Uint8Array(s.docs.length) };
    fresh.add(s);
    sh.segments[at] = s;
  }
  s.deleted![local] = 1;
  s.delCount++;
}

function refreshShard(index: IndexState, e: Engine, sh: ShardState): void {
  const b = sh.buffer;
  if (b.docs.length === 0 && sh.deletes.length === 0 && sh.flushed.length === 0) return;
  sh.segments.push(...sh.flushed);
  sh.flushed = [];
  if (b.docs.length > 0) sh.segments.push(b.seal(segmentName(e.nextGen++)));
  sh.buffer = new SegmentBuffer(sh.nextOrd);
  const fresh = new Set<Segment>();
  for (const old of sh.deletes) applyDelete(sh, old, fresh);
  sh.deletes = [];
  // IndexWriter drops a segment whose every document is deleted.
  sh.segments = sh.segments.filter((s) => s.delCount < s.docs.length);
  runMerges(index, e, sh, findMerges(sh.segments, mergeOptions(index, e.profile)));
}

/** Applies merges: each group of segments becomes one, in the place of the first of them (SegmentInfos.applyMergeChanges). */
function runMerges(index: IndexState, e: Engine, sh: ShardState, merges: Segment[][]): void {
  for (const group of merges) {
    const merged = mergeSegments(group, segmentName(e.nextGen++), sh.nextOrd, index, e.profile, setOrd);
    sh.nextOrd += merged.docs.length;
    const gone = new Set(group);
    const out: Segment[] = [];
    let placed = false;
    for (const s of sh.segments) {
      if (!gone.has(s)) out.push(s);
      else if (!placed) {
        placed = true;
        if (merged.docs.length > 0) out.push(merged);
      }
    }
    sh.segments = out;
  }
}

function refreshEngine(index: IndexState, e: Engine): void {
  for (const sh of e.shards) refreshShard(index, e, sh);
}

/** The merge policy's settings (MergePolicyConfig; ES 7 and before allowed 33% deletes, ES 8 and OpenSearch 20%). */
export function mergeOptions(index: IndexState, profile: Profile): MergeOptions {
  const num = (k: string, d: number) => {
    const v = index.settings[`index.merge.policy.${k}`];
    return v === undefined || Array.isArray(v) || Number.isNaN(Number(v)) ? d : Number(v);
  };
  const major = Number(profile.version.number.split('.')[0]);
  const dflt = profile.distribution === 'elasticsearch' && major < 8 ? 33 : 20;
  return { segmentsPerTier: num('segments_per_tier', 10), maxMergeAtOnce: num('max_merge_at_once', 10), deletesPctAllowed: num('deletes_pct_allowed', dflt), expungeDeletesAllowed: num('expunge_deletes_allowed', 10) };
}

/** Builds the engine of an index from its visible documents, then queues the writes not yet visible. */
function rebuild(index: IndexState, profile: Profile): Engine {
  const e = newEngine(index, profile);
  for (const d of docsInOrder(index)) addDoc(index, e, d, undefined, true);
  refreshEngine(index, e);
  const visible = index.visible;
  if (visible) {
    for (const [k, d] of index.docs) {
      const was = visible.get(k);
      if (was === d) continue;
      if (was) queueDelete(index, e, was);
      addDoc(index, e, d, undefined, false);
    }
    for (const [k, d] of visible) if (!index.docs.has(k)) queueDelete(index, e, d);
  }
  e.expectedSize = index.docs.size;
  ENGINES.set(index, e);
  return e;
}

/** A refresh of one shard (a write's `refresh=true` refreshes the shard it wrote to): its buffer sealed. */
export function engineRefreshShard(index: IndexState, profile: Profile, shard: number): void {
  const e = ENGINES.get(index);
  if (!current(e, index, profile)) return;
  const sh = e.shards[shard];
  if (sh) refreshShard(index, e, sh);
}

/** Whether two settings objects analyse alike (the analysis settings and the shard count are the same). */
function sameAnalysis(a: IndexState['settings'], b: IndexState['settings']): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => k.startsWith('index.analysis.') || k === 'index.number_of_shards' || k === 'index.routing_partition_size'));
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
}

/** Whether the engine still describes the index: same profile, analysis and documents map, no write missed. */
function current(e: Engine | undefined, index: IndexState, profile: Profile): e is Engine {
  if (!e || e.profile !== profile || e.docsMap !== index.docs || e.expectedSize !== index.docs.size) return false;
  if (e.settings === index.settings) return true;
  if (!sameAnalysis(e.settings, index.settings)) return false;
  e.settings = index.settings;
  return true;
}

/** The engine of an index with every visible write applied (a refresh when every write is visible). */
export function refreshedEngine(index: IndexState, profile: Profile): Engine {
  index = baseIndex(index); // a search's view with runtime fields reads its index's segments
  let e = ENGINES.get(index);
  if (!current(e, index, profile)) e = rebuild(index, profile);
  else if (index.visible === undefined) refreshEngine(index, e);
  return e;
}

/** The engine's segments of each shard, as searches see them now. */
export function shardSegments(index: IndexState, profile: Profile): readonly (readonly Segment[])[] {
  return refreshedEngine(index, profile).shards.map((s) => s.segments);
}

/**
 * `_forcemerge`: with `max_num_segments`, each shard merged down to that many segments (1: one segment
 * without deleted documents); with `only_expunge_deletes`, the segments with more deleted documents than
 * `expunge_deletes_allowed` (10%) merged together; with neither, the merges the policy finds (ES calls
 * IndexWriter.maybeMerge). It merges what the last refresh made visible (the buffer stays as it is).
 */
export function forceMergeIndex(index: IndexState, profile: Profile, maxNumSegments: number | undefined, onlyExpungeDeletes: boolean): void {
  const e = refreshedEngine(index, profile);
  const opts = mergeOptions(index, profile);
  for (const sh of e.shards) {
    const merges = onlyExpungeDeletes || maxNumSegments !== undefined ? forcedMerges(sh.segments, opts, maxNumSegments, onlyExpungeDeletes) : findMerges(sh.segments, opts);
    runMerges(index, e, sh, merges);
  }
}

/**
 * What `_stats` and `_cat` report of an index's segments: their number and the deleted documents they
 * hold. An index the engine has not built yet (never searched since it was restored or loaded) is not
 * built for a stats request: it reports one segment per shard holding documents, none deleted, as its
 * build would give.
 */
export function knownSegmentCounts(index: IndexState, profile: Profile): { segments: number; deleted: number } {
  const e = ENGINES.get(index);
  if (!current(e, index, profile)) {
    const shards = new Set<number>();
    const n = shardCount(index);
    for (const d of visibleDocsOf(index)) shards.add(n === 1 ? 0 : shardOf(index, profile, d.id, d.routing));
    return { segments: shards.size, deleted: 0 };
  }
  return segmentCounts(index, profile);
}

/** The segments and deleted documents of an index (refreshed first), in all and per shard. */
export function segmentCounts(index: IndexState, profile: Profile): { segments: number; deleted: number; perShard: { segments: number; deleted: number }[] } {
  const perShard = refreshedEngine(index, profile).shards.map((sh) => ({ segments: sh.segments.length, deleted: sh.segments.reduce((a, s) => a + s.delCount, 0) }));
  return { segments: perShard.reduce((a, s) => a + s.segments, 0), deleted: perShard.reduce((a, s) => a + s.deleted, 0), perShard };
}
