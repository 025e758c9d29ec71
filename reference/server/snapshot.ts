/**
 * The cluster state as a sequence of JSON records, and back: what `--data` writes at a compaction (a
 * snapshot) so that a start reads the data, not its history. Records stay small (an index's metadata,
 * then its documents in batches), so a snapshot of any size is written and read without one giant
 * string. Scroll contexts are not part of it: they live in memory only, as on a real node.
 */
import { DocTable } from '../core/docTable.ts';
import type { JsonObject } from '../core/json.ts';
import { type ClusterState, type IndexState, type TaskRecord, typedDocKey } from '../core/state.ts';
import { StoredDoc, type Doc } from '../core/doc.ts';
import type { AliasMeta } from '../core/aliasMeta.ts';
import type { TypeMapping } from '../core/mapping/types.ts';
import type { DataStream, DataStreamAliasMeta } from '../core/dataStreams/types.ts';
import type { StoredScript } from '../core/script/storedScript.ts';
import type { ComponentTemplate, ComposableTemplate, LegacyTemplate, TemplateContent } from '../core/templates/types.ts';
import type { EnrichPolicy } from '../core/enrich/policy.ts';
import type { LicenseState } from '../core/license/types.ts';
import type { IlmState, IndexLifecycle, StoredPolicy } from '../core/ilm/types.ts';

/**
 * Documents per record: large enough to amortise framing, small enough that encoding one takes about a
 * millisecond, so a compaction writing between requests holds the server that long at a time.
 */
const DOCS_PER_RECORD = 1_000;

/**
 * A batch of documents, column by column; the sources follow the JSON as raw UTF-8 (`len` gives each
 * one's length in UTF-16 units), so they are neither escaped when written nor unescaped when read, and
 * are decoded in one go.
 */
interface DocColumns {
  /** Keys that differ from the id (typed indexes), by position in the batch. */
  keys: Record<number, string>;
  id: string[];
  type: string[];
  version: number[];
  seqNo: number[];
  primaryTerm: number[];
  routing: Record<number, string>;
  order: number[];
  len: number[];
}

/** The JSON records of a snapshot. */
type JsonRecord =
  | {
      cluster: {
        defaults: ClusterState['defaults'];
        settings: ClusterState['clusterSettings'];
        counters: ClusterState['counters'];
        tasks: TaskRecord[];
        templates: unknown;
        dataStreams?: Array<Omit<DataStream, 'aliases'> & { aliases?: [string, DataStreamAliasMeta][] }>;
        scripts?: [string, StoredScript][];
        pipelines?: [string, JsonObject][];
        synonyms?: [string, [string, string][]][];
        searchPipelines?: [string, JsonObject][];
        enrichPolicies?: [string, EnrichPolicy][];
        streams?: Record<string, boolean>;
        license?: LicenseState;
        ilm?: { policies: [string, StoredPolicy][]; mode: IlmState['mode']; moved: [string, IndexLifecycle][] };
      };
    }
  | { index: JsonObject; mappings: [string, TypeMapping][]; aliases: [string, AliasMeta][]; tombstones?: [string, { version: number; at: number }][] };

/** A documents record starts with this byte; a JSON record with `{`. */
const DOCS = 0x44; // 'D'
const NEWLINE = 0x0a;

function docsRecord(batch: Array<[string, Doc]>): Buffer {
  const cols: DocColumns = { keys: {}, id: [], type: [], version: [], seqNo: [], primaryTerm: [], routing: {}, order: [], len: [] };
  const sources: string[] = [];
  batch.forEach(([key, d], i) => {
    if (key !== d.id) cols.keys[i] = key;
    cols.id.push(d.id);
    cols.type.push(d.type);
    cols.version.push(d.version);
    cols.seqNo.push(d.seqNo);
    cols.primaryTerm.push(d.primaryTerm);
    if (d.routing !== undefined) cols.routing[i] = d.routing;
    cols.order.push(d.order);
    const src = d.source.text;
    cols.len.push(src.length);
    sources.push(src);
  });
  // One buffer, written in place: four buffers and their concatenation, per record of a million documents'
  // snapshot, were external memory enough to bring on collections while requests waited.
  const head = JSON.stringify(cols);
  const text = sources.join('');
  const headBytes = Buffer.byteLength(head);
  const out = Buffer.allocUnsafe(2 + headBytes + Buffer.byteLength(text));
  out[0] = DOCS;
  out.write(head, 1);
  out[1 + headBytes] = NEWLINE;
  out.write(text, 2 + headBytes);
  return out;
}

function content(t: TemplateContent | undefined): unknown {
  return t && { ...t, aliases: t.aliases ? [...t.aliases] : undefined };
}

function uncontent(t: (Omit<TemplateContent, 'aliases'> & { aliases?: [string, AliasMeta][] }) | undefined): TemplateContent | undefined {
  if (!t) return undefined;
  // Assigned in place, so the fields keep their order.
  const out = { ...t } as TemplateContent;
  if (t.aliases) out.aliases = new Map(t.aliases);
  return out;
}

/** The documents of one index still to be read: from the live map until `freeze`, then from a copy of its keys and values. */
interface DocsCursor {
  docs: Map<string, Doc>;
  live: IterableIterator<[string, Doc]>;
  frozen?: { keys: string[]; values: Doc[] };
  /** Entries read so far. */
  at: number;
}

/**
 * The records that make up a state (scrolls left out) at the moment it is made, handed out encoded one at
 * a time, so a compaction can write them in slices between requests. The small records (the cluster's,
 * each index's settings, mappings, aliases and tombstones) are encoded at once; the documents, by far the
 * bulk, are read from the live maps as they are written. That is safe because a document is replaced,
 * never mutated, and a map is only changed by a write: before the state changes (`freeze`), what is left
 * of each map is copied (its entries, not the documents), so the records stay those of the moment made.
 */
export class SnapshotSource {
  private readonly queue: Array<Buffer | DocsCursor> = [];
  private frozen = false;

  constructor(state: ClusterState, private readonly docsPerRecord = DOCS_PER_RECORD) {
    const t = state.templates;
    this.queue.push(json({
      cluster: {
        defaults: state.defaults,
        settings: state.clusterSettings,
        counters: state.counters,
        tasks: [...state.tasks.values()],
        templates: {
          legacy: [...t.legacy.values()].map((x) => ({ ...x, mappings: [...x.mappings], aliases: [...x.aliases] })),
          composable: [...t.composable.values()].map((x) => ({ ...x, template: content(x.template) })),
          component: [...t.component.values()].map((x) => ({ ...x, template: content(x.template) })),
        },
        // Data streams: small, encoded at once (a stream's indices list is replaced, never changed in place).
        dataStreams: [...state.dataStreams.values()].map((ds) => ({ ...ds, aliases: ds.aliases ? [...ds.aliases] : undefined })),
        ...(state.storedScripts.size > 0 ? { scripts: [...state.storedScripts] } : {}),
        // Ingest pipelines as stored (their configurations), in creation order.
        ...(state.pipelines.size > 0 ? { pipelines: [...state.pipelines] } : {}),
        // Synonyms sets, each its rules by id, in creation order.
        ...(state.synonymSets?.size ? { synonyms: [...state.synonymSets].map(([id, rules]) => [id, [...rules]]) } : {}),
        // OpenSearch's search pipelines likewise.
        ...(state.searchPipelines && state.searchPipelines.size > 0 ? { searchPipelines: [...state.searchPipelines] } : {}),
        // Enrich policies (immutable once stored), in creation order.
        ...(state.enrichPolicies?.size ? { enrichPolicies: [...state.enrichPolicies] } : {}),
        ...(state.streams ? { streams: state.streams } : {}),
        // The license and ILM's policies, mode and moved indices (small).
        ...(state.license ? { license: state.license } : {}),
        ...(state.ilm ? { ilm: { policies: [...state.ilm.policies], mode: state.ilm.mode, moved: [...state.ilm.moved] } } : {}),
      },
    }));
    for (const idx of state.indices.values()) {
      const { docs, mappings, aliases, tombstones } = idx;
      // The maps' places are kept (as nulls) so the index reads back with its fields in the same order.
      const meta = { ...idx, docs: null, mappings: null, aliases: null, ...(tombstones ? { tombstones: null } : {}) };
      this.queue.push(json({ index: meta as unknown as JsonObject, mappings: [...mappings], aliases: [...aliases], ...(tombstones ? { tombstones: [...tombstones] } : {}) }));
      if (docs.size > 0) this.queue.push({ docs, live: docs.entries(), at: 0 });
    }
  }

  /**
   * Copies every map not yet read whole: call before anything changes the state. Its keys and values are
   * spread into two arrays (about 10 ms per million documents each here: an array of entries, one pair
   * allocated per document, took 200 ms); the map has not changed since, so entry `at` is where reading left off.
   */
  freeze(): void {
    if (this.frozen) return;
    this.frozen = true;
    for (const c of this.queue) {
      if (Buffer.isBuffer(c) || c.frozen) continue;
      c.frozen = c.docs instanceof DocTable ? c.docs.copyEntries() : { keys: [...c.docs.keys()], values: [...c.docs.values()] };
    }
  }

  /** The next record, encoded; undefined after the last. */
  next(): Buffer | undefined {
    for (;;) {
      const head = this.queue[0];
      if (head === undefined) return undefined;
      if (Buffer.isBuffer(head)) {
        this.queue.shift();
        return head;
      }
      const batch: Array<[string, Doc]> = [];
      if (head.frozen) {
        const { keys, values } = head.frozen;
        const end = Math.min(keys.length, head.at + this.docsPerRecord);
        for (; head.at < end; head.at++) batch.push([keys[head.at]!, values[head.at]!]);
        if (head.at === keys.length) this.queue.shift();
      } else {
        while (batch.length < this.docsPerRecord) {
          const r = head.live.next();
          if (r.done) break;
          batch.push(r.value);
          head.at++;
        }
        if (batch.length < this.docsPerRecord) this.queue.shift();
      }
      if (batch.length > 0) return docsRecord(batch);
    }
  }
}

const json = (v: unknown): Buffer => Buffer.from(JSON.stringify(v));

/** Rebuilds a state from its records, fed in order. */
export class SnapshotReader {
  readonly state: ClusterState;
  private current: IndexState | undefined;

  /** `typed`: the profile keys documents by type and id (state.ts, docKey), so keys written before typedDocKey are read as its. */
  constructor(
    empty: ClusterState,
    private readonly typed = false,
  ) {
    this.state = empty;
  }

  /** A key as a snapshot wrote it, as this version keys it: `_doc#<id>` became `<id>` (typedDocKey). */
  private keyOf(written: string): string {
    if (!this.typed || !written.startsWith('_doc#')) return written;
    return typedDocKey('_doc', written.slice(5));
  }

  /** Takes the next record; throws when it does not read, or does not fit where it is (a snapshot out of order is corrupt). */
  add(payload: Buffer): void {
    if (payload[0] === DOCS) {
      this.addDocs(payload);
      return;
    }
    const rec = JSON.parse(payload.toString()) as JsonRecord;
    if ('cluster' in rec) {
      const c = rec.cluster;
      const s = this.state;
      s.defaults = c.defaults;
      s.clusterSettings = c.settings;
      s.counters = c.counters;
      s.tasks = new Map(c.tasks.map((r) => [r.id, r]));
      const t = c.templates as {
        legacy: Array<Omit<LegacyTemplate, 'mappings' | 'aliases'> & { mappings: [string, JsonObject][]; aliases: [string, AliasMeta][] }>;
        composable: Array<Omit<ComposableTemplate, 'template'> & { template?: Parameters<typeof uncontent>[0] }>;
        component: Array<Omit<ComponentTemplate, 'template'> & { template: Parameters<typeof uncontent>[0] }>;
      };
      for (const x of t.legacy) s.templates.legacy.set(x.name, { ...x, mappings: new Map(x.mappings), aliases: new Map(x.aliases) });
      for (const x of t.composable) {
        const { template, ...rest } = x;
        const tc = uncontent(template);
        s.templates.composable.set(x.name, { ...rest, ...(tc ? { template: tc } : {}) });
      }
      for (const x of t.component) s.templates.component.set(x.name, { ...x, template: uncontent(x.template) ?? {} });
      // Absent from snapshots written before data streams existed.
      for (const x of c.dataStreams ?? []) {
        const { aliases, ...rest } = x;
        s.dataStreams.set(x.name, { ...rest, ...(aliases ? { aliases: new Map(aliases) } : {}) });
      }
      if (c.scripts) s.storedScripts = new Map(c.scripts);
      s.pipelines = new Map(c.pipelines ?? []);
      if (c.synonyms) s.synonymSets = new Map(c.synonyms.map(([id, rules]) => [id, new Map(rules)]));
      if (c.searchPipelines) s.searchPipelines = new Map(c.searchPipelines);
      if (c.enrichPolicies) s.enrichPolicies = new Map(c.enrichPolicies);
      if (c.streams) s.streams = c.streams;
      if (c.license) s.license = c.license;
      if (c.ilm) s.ilm = { policies: new Map(c.ilm.policies), mode: c.ilm.mode, moved: new Map(c.ilm.moved) };
      return;
    }
    if ('index' in rec) {
      const meta = rec.index as unknown as Omit<IndexState, 'docs' | 'mappings' | 'aliases' | 'tombstones'>;
      const idx: IndexState = Object.assign({ ...meta }, { mappings: new Map(rec.mappings), aliases: new Map(rec.aliases), docs: new DocTable() }, rec.tombstones ? { tombstones: new Map(rec.tombstones.map(([k, t]) => [this.keyOf(k), t])) } : {});
      this.state.indices.set(idx.name, idx);
      this.current = idx;
      return;
    }
    throw new Error(`unknown record ${JSON.stringify(Object.keys(rec as object)).slice(0, 80)}`);
  }

  private addDocs(payload: Buffer): void {
    const idx = this.current;
    if (!idx) throw new Error('documents before their index');
    const nl = payload.indexOf(NEWLINE);
    const c = JSON.parse(payload.toString('utf8', 1, nl)) as DocColumns;
    const text = payload.toString('utf8', nl + 1);
    let off = 0;
    for (let i = 0; i < c.id.length; i++) {
      const end = off + c.len[i]!;
      if (end > text.length) throw new Error('documents record shorter than its lengths');
      const id = c.id[i]!;
      const type = c.type[i]!;
      // A typed key as snapshots before typedDocKey wrote it (`_doc#<id>`) is read as today's key.
      const written = c.keys[i];
      const key = written === undefined ? id : this.keyOf(written);
      idx.docs.set(key, new StoredDoc(id, type, text.slice(off, end), c.version[i]!, c.seqNo[i]!, c.primaryTerm[i]!, c.routing[i], c.order[i]!));
      off = end;
    }
    if (off !== text.length) throw new Error('documents record longer than its lengths');
  }
}
