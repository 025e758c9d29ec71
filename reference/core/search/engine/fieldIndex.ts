/**
 * What Lucene keeps of one field on one shard, built from the shard's documents in doc-id order: for
 * `text`, the inverted index (term → documents, frequencies, positions) and one norm byte per document
 * (its length, `SmallFloat.intToByte4`, or ES 5's `1/sqrt(length)`); for `keyword`, the terms (docs only:
 * frequency 1, no norms). Scoring statistics (docCount, sumTotalTermFreq, docFreq) come from here.
 */
import type { Json, JsonObject } from '../../json.ts';
import { StoredDoc, type Doc } from '../../doc.ts';
import { indexedValues, sourceValues, valuesOf, withoutCopies, type FieldRef } from '../fields.ts';

/** Doc ids, frequencies or positions: a plain array (built lazily) or a typed array (a sealed segment). */
export type IntList = number[] | Int32Array;

/** The documents a term occurs in (ascending doc ids), with its frequency and positions in each. */
export interface Postings {
  docs: IntList;
  freqs: IntList;
  /**
   * Positions of every entry, flat (text fields with positions; empty otherwise): entry `i`'s are
   * `pos[start[i]]` to `pos[start[i] + freqs[i] - 1]`. One array per term (or per field), not one per document.
   */
  pos: IntList;
  start: IntList;
}

/** The positions of entry `i` of a term's postings. */
export function positionsAt(p: Postings, i: number): number[] {
  const s = p.start[i]!;
  const out = new Array<number>(p.freqs[i]!);
  for (let k = 0; k < out.length; k++) out[k] = p.pos[s + k]!;
  return out;
}

/** A field's terms: the postings of a term, and every term (a Map, or a sealed segment's dictionary). */
export interface TermDict {
  get(term: string): Postings | undefined;
  keys(): Iterable<string>;
}

export interface FieldIndex {
  terms: TermDict;
  /** One norm byte per document, or undefined when the field keeps none (keyword, `norms: false`). */
  norms: Uint8Array | undefined;
  docCount: number;
  sumTotalTermFreq: number;
  /** Whether positions were kept (phrase queries need them). */
  positions: boolean;
}

/** Where a field's values come from: the field itself, and every field that copies into it (`copy_to`, FieldRef.copies). */
export function sourcesOf(ref: FieldRef): FieldRef[] {
  return ref.copies ? [withoutCopies(ref), ...ref.copies] : [ref];
}

/** A document's values for a field and its copy_to sources; `parsed` is its source when the caller has it parsed. */
export function valuesFrom(doc: Doc, refs: FieldRef[], indexName: string, parsed?: JsonObject): Json[] {
  // A stored document's source is parsed for this pass and not kept (doc.ts: StoredDoc.parseOnce).
  if ((parsed || doc instanceof StoredDoc) && refs.every((r) => r.kind !== 'meta' && !r.metaValue && !r.runtime)) {
    const src = parsed ?? (doc as StoredDoc).parseOnce();
    if (refs.length === 1) return indexedValues(refs[0]!, sourceValues(src, refs[0]!));
    return refs.flatMap((r) => indexedValues(r, sourceValues(src, r)));
  }
  if (refs.length === 1) return valuesOf(doc, refs[0]!, indexName);
  const out: Json[] = [];
  for (const r of refs) out.push(...valuesOf(doc, r, indexName));
  return out;
}

