/**
 * The cluster state as a sequence of JSON records, and back: what `--data` writes at a compaction (a
 * snapshot) so that a start reads the data, not its history. Records stay small (an index's metadata,
 * then its documents in batches), so a snapshot of any size is written and read without one giant
 * string. Scroll contexts are not part of it: they live in memory only, as on a real node.
 */
import type { JsonObject } from '../core/json.ts';
import { StoredDoc, type AliasMeta, type ClusterState, type IndexState, type TaskRecord } from '../core/state.ts';
import type { TypeMapping } from '../core/mapping/types.ts';
import type { ComponentTemplate, ComposableTemplate, LegacyTemplate, TemplateContent } from '../core/templates/types.ts';

/** Documents per record: large enough to amortise framing, small enough to keep each record a few MB. */
const DOCS_PER_RECORD = 10_000;

/** A document: [key or null when the key is the id, id, type, source text, version, seqNo, primaryTerm, routing or null, order]. */
type DocRow = [string | null, string, string, string, number, number, number, string | null, number];

/** The records of a snapshot, in order. */
export type SnapshotRecord =
  | { cluster: { defaults: ClusterState['defaults']; settings: ClusterState['clusterSettings']; counters: ClusterState['counters']; tasks: TaskRecord[]; templates: unknown } }
  | { index: JsonObject; mappings: [string, TypeMapping][]; aliases: [string, AliasMeta][]; tombstones?: [string, { version: number; at: number }][] }
  | { docs: DocRow[] };

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

/** The records that make up `state` (scrolls left out). Lazily, one at a time. */
export function* snapshotRecords(state: ClusterState): Generator<SnapshotRecord> {
  const t = state.templates;
  yield {
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
    },
  };
  for (const idx of state.indices.values()) {
    const { docs, mappings, aliases, tombstones } = idx;
    // The maps' places are kept (as nulls) so the index reads back with its fields in the same order.
    const meta = { ...idx, docs: null, mappings: null, aliases: null, ...(tombstones ? { tombstones: null } : {}) };
    yield { index: meta as unknown as JsonObject, mappings: [...mappings], aliases: [...aliases], ...(tombstones ? { tombstones: [...tombstones] } : {}) };
    let rows: DocRow[] = [];
    for (const [key, d] of docs) {
      rows.push([key === d.id ? null : key, d.id, d.type, d.source.text, d.version, d.seqNo, d.primaryTerm, d.routing ?? null, d.order]);
      if (rows.length === DOCS_PER_RECORD) {
        yield { docs: rows };
        rows = [];
      }
    }
    if (rows.length > 0) yield { docs: rows };
  }
}

/** Rebuilds a state from its records, fed in order. */
export class SnapshotReader {
  readonly state: ClusterState;
  private current: IndexState | undefined;

  constructor(empty: ClusterState) {
    this.state = empty;
  }

  /** Takes the next record; throws when it does not fit where it is (a snapshot out of order is corrupt). */
  add(rec: SnapshotRecord): void {
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
      return;
    }
    if ('index' in rec) {
      const meta = rec.index as unknown as Omit<IndexState, 'docs' | 'mappings' | 'aliases' | 'tombstones'>;
      const idx: IndexState = Object.assign({ ...meta }, { mappings: new Map(rec.mappings), aliases: new Map(rec.aliases), docs: new Map() }, rec.tombstones ? { tombstones: new Map(rec.tombstones) } : {});
      this.state.indices.set(idx.name, idx);
      this.current = idx;
      return;
    }
    if ('docs' in rec) {
      const idx = this.current;
      if (!idx) throw new Error('documents before their index');
      for (const [key, id, type, text, version, seqNo, primaryTerm, routing, order] of rec.docs) {
        idx.docs.set(key ?? id, new StoredDoc(id, type, text, version, seqNo, primaryTerm, routing ?? undefined, order));
      }
      return;
    }
    throw new Error(`unknown record ${JSON.stringify(Object.keys(rec as object)).slice(0, 80)}`);
  }
}
