/**
 * The one place a reader's `_source` comes from (GET, mget, search hits, top_hits, explain, update's `get`,
 * reindex): the stored document itself, or, for an index whose `_source` is synthetic (or a request with
 * `force_synthetic_source`, 8.4+), a view of it whose source is the synthetic one. Queries, aggregations and
 * the `fields` option keep reading the document as indexed.
 */
import type { Profile } from '../../../profiles.ts';
import type { Doc } from '../../doc.ts';
import { RawJson, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import { sourceModeOf } from './mode.ts';
import { synthesize } from './synthesize.ts';
import { registerSourceReader } from '../../search/fetchFields.ts';

/** Synthetic sources made, by document, with the mapping they were made under (a mapping update makes a new one). */
const MADE = new WeakMap<Doc, { mapping: object | undefined; source: JsonObject }>();

/** A stored document seen through its synthetic source. */
class SyntheticView implements Doc {
  constructor(
    private readonly doc: Doc,
    readonly parsed: JsonObject,
  ) {}
  get id(): string { return this.doc.id; }
  get type(): string { return this.doc.type; }
  get version(): number { return this.doc.version; }
  get seqNo(): number { return this.doc.seqNo; }
  get primaryTerm(): number { return this.doc.primaryTerm; }
  get routing(): string | undefined { return this.doc.routing; }
  get order(): number { return this.doc.order; }
  get source(): RawJson {
    return new RawJson(JSON.stringify(this.parsed));
  }
}

/** Whether an index's readers get a synthetic `_source`. */
export function readsSynthetic(index: IndexState | undefined, profile: Profile, force = false): boolean {
  if (!index || profile.syntheticSource === 'none') return false;
  return force || sourceModeOf(profile, index) === 'synthetic';
}

/** The document as a reader of its `_source` sees it. */
export function readerDoc(index: IndexState | undefined, doc: Doc, profile: Profile, force = false): Doc {
  if (!readsSynthetic(index, profile, force)) return doc;
  const mapping = index!.mappings.values().next().value;
  let made = MADE.get(doc);
  if (!made || made.mapping !== mapping) MADE.set(doc, (made = { mapping, source: synthesize(doc, index!, profile) }));
  return new SyntheticView(doc, made.source);
}

// The `fields` option reads the document as its index's readers do (FetchFieldsPhase reads the loaded source).
registerSourceReader((index, doc, profile) => readerDoc(index, doc, profile));

/** A request's `force_synthetic_source=true` (RestGetAction, RestMultiGetAction, RestSearchAction: 8.4+). */
export function forcedSynthetic(profile: Profile, query: Record<string, string>): boolean {
  return profile.syntheticSource !== 'none' && query.force_synthetic_source === 'true';
}

/** A search's hit reader (`HitRender.reader`) when one of its indices reads synthetic, else nothing. */
export function hitReader(indices: readonly IndexState[], profile: Profile, force: boolean): { reader?: (h: { index: string; doc: Doc }) => Doc } {
  const synthetic = new Map(indices.filter((i) => readsSynthetic(i, profile, force)).map((i) => [i.name, i]));
  if (synthetic.size === 0) return {};
  return { reader: (h) => readerDoc(synthetic.get(h.index), h.doc, profile, force) };
}
