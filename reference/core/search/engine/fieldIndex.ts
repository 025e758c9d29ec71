/**
 * What Lucene keeps of one field on one shard, built from the shard's documents in doc-id order: for
 * `text`, the inverted index (term → documents, frequencies, positions) and one norm byte per document
 * (its length, `SmallFloat.intToByte4`, or ES 5's `1/sqrt(length)`); for `keyword`, the terms (docs only:
 * frequency 1, no norms). Scoring statistics (docCount, sumTotalTermFreq, docFreq) come from here.
 */
import type { Json } from '../../json.ts';
import { StoredDoc, type Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { keywordOf, sourceValues, valuesOf, type FieldRef } from '../fields.ts';
import { fieldAnalyzer, keywordNormalizer } from './analysis.ts';
import { floatToByte315, intToByte4 } from './smallFloat.ts';
import type { LuceneGeneration } from './similarity.ts';

/** The documents a term occurs in (ascending doc ids), with its frequency and positions in each. */
export interface Postings {
  docs: number[];
  freqs: number[];
  /**
   * Positions of every entry, flat and in entry order (text fields with positions; empty otherwise): entry
   * `i`'s are `pos[start[i]]` to `pos[start[i] + freqs[i] - 1]`. One array per term, not one per document.
   */
  pos: number[];
  start: number[];
}

/** The positions of entry `i` of a term's postings. */
export function positionsAt(p: Postings, i: number): number[] {
  const s = p.start[i]!;
  return p.pos.slice(s, s + p.freqs[i]!);
}

export interface FieldIndex {
  terms: Map<string, Postings>;
  /** One norm byte per document, or undefined when the field keeps none (keyword, `norms: false`). */
  norms: Uint8Array | undefined;
  docCount: number;
  sumTotalTermFreq: number;
  /** Whether positions were kept (phrase queries need them). */
  positions: boolean;
}

function add(terms: Map<string, Postings>, term: string, doc: number, position: number | undefined): boolean {
  let p = terms.get(term);
  if (!p) terms.set(term, (p = { docs: [], freqs: [], pos: [], start: [] }));
  const last = p.docs.length - 1;
  if (last >= 0 && p.docs[last] === doc) {
    p.freqs[last]!++;
    if (position !== undefined) p.pos.push(position);
    return false;
  }
  p.docs.push(doc);
  p.freqs.push(1);
  if (position !== undefined) {
    p.start.push(p.pos.length);
    p.pos.push(position);
  }
  return true;
}

/** Where a field's values come from: the field itself, and every field that copies into it (`copy_to`). */
export function sourcesOf(index: IndexState, ref: FieldRef, resolve: (name: string) => FieldRef): FieldRef[] {
  const out = [ref];
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix ? `${prefix}.${k}` : k;
      const c = def.copy_to;
      const targets = typeof c === 'string' ? [c] : Array.isArray(c) ? c.map(String) : [];
      if (targets.includes(ref.name)) out.push(resolve(name));
      if (def.properties) walk(def.properties, name);
    }
  };
  for (const m of index.mappings.values()) walk(m.properties, '');
  return out;
}

function valuesFrom(doc: Doc, refs: FieldRef[], indexName: string): Json[] {
  // A stored document's source is parsed for this pass and not kept (doc.ts: StoredDoc.parseOnce).
  if (doc instanceof StoredDoc && refs.every((r) => r.kind !== 'meta' && !r.metaValue)) {
    const parsed = doc.parseOnce();
    if (refs.length === 1) return sourceValues(parsed, refs[0]!);
    return refs.flatMap((r) => sourceValues(parsed, r));
  }
  if (refs.length === 1) return valuesOf(doc, refs[0]!, indexName);
  const out: Json[] = [];
  for (const r of refs) out.push(...valuesOf(doc, r, indexName));
  return out;
}

/** Builds a text field's index over a shard's documents. */
export function buildTextIndex(index: IndexState, profile: Profile, gen: LuceneGeneration, docs: readonly Doc[], refs: FieldRef[]): FieldIndex {
  const def = refs[0]!.def;
  const analyzer = fieldAnalyzer(index, profile, def, 'index');
  const withNorms = def?.norms !== false && def?.norms !== 'false' && def?.omit_norms !== true;
  const opts = typeof def?.index_options === 'string' ? def.index_options : 'positions';
  const keepFreqs = opts !== 'docs';
  const keepPositions = opts === 'positions' || opts === 'offsets';
  const terms = new Map<string, Postings>();
  const norms = withNorms ? new Uint8Array(docs.length) : undefined;
  let docCount = 0;
  let sumTotalTermFreq = 0;
  for (let d = 0; d < docs.length; d++) {
    const values = valuesFrom(docs[d]!, refs, index.name);
    if (values.length === 0) continue;
    let base = 0;
    let length = 0;
    let unique = 0;
    let overlaps = 0;
    let lastPos = -1;
    for (let v = 0; v < values.length; v++) {
      const value = values[v]!;
      if (value !== null && typeof value === 'object') continue;
      const tokens = analyzer.tokens(keywordOf(value));
      if (v > 0 && lastPos >= 0) base = lastPos + analyzer.positionIncrementGap + 1;
      let prev = -1;
      for (const t of tokens) {
        const pos = base + t.position;
        if (t.position === prev) overlaps++;
        prev = t.position;
        lastPos = pos;
        length++;
        if (add(terms, t.term, d, keepPositions ? pos : undefined)) unique++;
      }
    }
    if (length === 0) continue;
    docCount++;
    sumTotalTermFreq += keepFreqs ? length : unique;
    if (norms) {
      // Similarity.computeNorm: docs-only fields count unique terms; discount_overlaps drops stacked tokens.
      const n = !keepFreqs ? unique : length - overlaps;
      norms[d] = gen === 6 ? floatToByte315(1 / Math.sqrt(n)) : intToByte4(n);
    }
  }
  if (!keepFreqs) for (const p of terms.values()) p.freqs.fill(1);
  return { terms, norms, docCount, sumTotalTermFreq, positions: keepPositions };
}

/** Builds a keyword field's terms over a shard's documents (normalized, `ignore_above` honoured). */
export function buildKeywordIndex(index: IndexState, profile: Profile, docs: readonly Doc[], refs: FieldRef[]): FieldIndex {
  const def = refs[0]!.def;
  const normalize = keywordNormalizer(index, profile, def);
  const ignoreAbove = typeof def?.ignore_above === 'number' ? def.ignore_above : Infinity;
  const terms = new Map<string, Postings>();
  let docCount = 0;
  let sumDocFreq = 0;
  for (let d = 0; d < docs.length; d++) {
    let any = false;
    for (const value of valuesFrom(docs[d]!, refs, index.name)) {
      if (value !== null && typeof value === 'object') continue;
      const s = keywordOf(value);
      if (s.length > ignoreAbove) continue;
      if (add(terms, normalize(s), d, undefined)) sumDocFreq++;
      any = true;
    }
    if (any) docCount++;
  }
  for (const p of terms.values()) p.freqs.fill(1);
  // Without frequencies Lucene reports sumTotalTermFreq as sumDocFreq.
  return { terms, norms: undefined, docCount, sumTotalTermFreq: sumDocFreq, positions: false };
}
