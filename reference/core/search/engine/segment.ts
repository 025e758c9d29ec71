/**
 * A segment as Lucene keeps one: documents numbered from 0 in the order they were added, each field's
 * index (text fields indexed when the document was written; other fields when first asked for, over the
 * segment's documents, which never change), and live docs: a deleted document stays in the postings and
 * the statistics until a merge rewrites the segment without it. Immutable: a delete makes a new segment
 * object sharing everything but the deleted flags, so a searcher holding the old one sees what it saw.
 */
import type { Json, JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { resolveField } from '../fields.ts';
import { sourcesOf, valuesFrom, type FieldIndex } from './fieldIndex.ts';
import { FieldBuilder, fieldSpec, type FieldSpec } from './fieldBuilder.ts';
import { luceneGeneration } from './similarity.ts';
import { DocValuesBuffer, type ColumnSource, type TrackedField } from './docColumns.ts';
import { StoredDoc } from '../../doc.ts';
import { drain, SLICE_DOCS, type Steps } from '../resumable/steps.ts';

export interface Segment {
  /** Lucene's segment name: `_` and its generation in base 36. */
  name: string;
  docs: readonly Doc[];
  /** Fields indexed as the documents were written. */
  eager: ReadonlyMap<string, FieldIndex>;
  /** Fields built on first use (shared by every version of the segment). */
  lazy: Map<string, FieldIndex | undefined>;
  /** 1 where the document is deleted; undefined when none is. */
  deleted: Uint8Array | undefined;
  /** How many are deleted (set when the segment object is made: a refresh copies before it deletes). */
  delCount: number;
  /** The engine number (`StoredDoc.engineOrd`) of document 0; the others follow. */
  ordBase: number;
  /**
   * Each document's `_doc` position (`Doc.order`), read without touching the documents (a million scattered
   * objects) through orderAt: an array, or the first document's when they follow one another (as a load into
   * a new index writes them; 8 bytes a document for nothing otherwise).
   */
  orders: Float64Array | number;
  /** Doc values by column key (docColumns.ts): recorded at write time, merged, or built on first use (shared by every version of the segment). */
  columns: Map<string, ColumnSource>;
}

/** The `_doc` position of document `l` of a segment whose `orders` these are. */
export const orderAt = (orders: Float64Array | number, l: number): number => (typeof orders === 'number' ? orders + l : orders[l]!);

/** Positions as a segment keeps them: the first one when each follows the one before. */
export function compactOrders(orders: Float64Array): Float64Array | number {
  if (orders.length === 0) return orders;
  const first = orders[0]!;
  for (let l = 1; l < orders.length; l++) if (orders[l] !== first + l) return orders;
  return first;
}

/** A buffer's positions as its segment keeps them (compactOrders), an array cut to size. */
function sealedOrders(used: Float64Array): Float64Array | number {
  const c = compactOrders(used);
  return typeof c === 'number' ? c : used.slice();
}

/** The spec of a field searched by `name`, when it is a text or keyword field. */
export function specOf(index: IndexState, profile: Profile, name: string): FieldSpec | undefined {
  const ref = resolveField(index, name);
  if (ref.kind !== 'text' && !(ref.kind === 'keyword' && ref.def?.type !== undefined)) return undefined;
  return fieldSpec(index, profile, luceneGeneration(profile), sourcesOf(ref));
}

/** A field of a segment: indexed at write time, or built now over the segment's documents. */
export function segmentField(seg: Segment, index: IndexState, profile: Profile, name: string): FieldIndex | undefined {
  return drain(segmentFieldSteps(seg, index, profile, name));
}

/**
 * `segmentField` in resumable steps, a yield point every SLICE_DOCS documents of the build: the first use of a
 * keyword field's terms (the global ordinals a terms aggregation notes, readStats.ts) read every source of a
 * million-document segment in one piece (about 0.6 s). A build another search finished meanwhile is kept.
 */
export function* segmentFieldSteps(seg: Segment, index: IndexState, profile: Profile, name: string): Steps<FieldIndex | undefined> {
  const ref = resolveField(index, name);
  const e = seg.eager.get(ref.name);
  if (e) return e;
  if (seg.lazy.has(name)) return seg.lazy.get(name);
  const spec = specOf(index, profile, name);
  let fi: FieldIndex | undefined;
  if (spec) {
    const b = new FieldBuilder(spec);
    for (let d = 0; d < seg.docs.length; d++) {
      if (d > 0 && d % SLICE_DOCS === 0) {
        yield;
        if (seg.lazy.has(name)) return seg.lazy.get(name);
      }
      b.add(d, valuesFrom(seg.docs[d]!, spec.refs, index.name));
    }
    fi = b.seal(seg.docs.length);
  }
  seg.lazy.set(name, fi);
  return fi;
}

/** The segment being written: documents and their eagerly indexed fields, sealed by a refresh. */
export class SegmentBuffer {
  readonly docs: Doc[] = [];
  readonly fields = new Map<string, FieldBuilder>();
  /** Documents this buffer's writes replaced or deleted: marked deleted when it is sealed. */
  readonly deletes: Doc[] = [];
  private readonly values = new DocValuesBuffer();
  private orders = new Float64Array(64);
  constructor(readonly ordBase: number) {}

  /** Adds a document, indexing the given fields and recording the doc values of `tracked` from its parsed source. */
  add(doc: Doc, specs: readonly FieldSpec[], tracked: readonly TrackedField[], indexName: string, parsed: JsonObject | undefined): number {
    const local = this.docs.length;
    this.docs.push(doc);
    if (local === this.orders.length) {
      const b = new Float64Array(local * 2);
      b.set(this.orders);
      this.orders = b;
    }
    this.orders[local] = doc.order;
    if (tracked.length > 0) {
      // A rebuild passes no parsed source: parse it once for every field (not kept, doc.ts: parseOnce).
      parsed ??= doc instanceof StoredDoc ? doc.parseOnce() : (doc.parsed as JsonObject | undefined);
      this.values.add(tracked, parsed);
    }
    for (const spec of specs) {
      const values: Json[] = valuesFrom(doc, spec.refs, indexName, parsed);
      if (values.length === 0) continue;
      let b = this.fields.get(spec.name);
      if (!b) this.fields.set(spec.name, (b = new FieldBuilder(spec)));
      b.add(local, values);
    }
    return local;
  }

  /** The segment these documents make. */
  seal(name: string): Segment {
    const eager = new Map<string, FieldIndex>();
    for (const [n, b] of this.fields) eager.set(n, b.seal(this.docs.length));
    return { name, docs: this.docs, eager, lazy: new Map(), deleted: undefined, delCount: 0, ordBase: this.ordBase, columns: this.values.seal(), orders: sealedOrders(this.orders.subarray(0, this.docs.length)) };
  }
}
