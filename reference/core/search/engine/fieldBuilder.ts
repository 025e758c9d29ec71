/**
 * A field's index as Lucene's indexing chain builds it for one segment: documents are added one at a time
 * (at write time, or over a segment's documents for a field first asked for after it was written), each
 * token recorded as (term, doc, position) in growable typed arrays; sealing inverts them into the
 * segment's postings (one typed array per kind for the whole field, a term's postings a view of them)
 * and keeps the statistics (docCount, sumTotalTermFreq) and one norm byte per document.
 */
import type { Json } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { keywordOf, type FieldRef } from '../fields.ts';
import { fieldAnalyzer, keywordNormalizer, type FieldAnalyzer } from './analysis.ts';
import { floatToByte315, intToByte4 } from './smallFloat.ts';
import type { FieldIndex, Postings, TermDict } from './fieldIndex.ts';
import type { LuceneGeneration } from './similarity.ts';
import { TermHash } from './termHash.ts';

/** How a field is indexed: its sources (itself and its copy_to sources), analysis and index options. */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'keyword';
  refs: FieldRef[];
  analyzer?: FieldAnalyzer;
  normalize?: (v: string) => string;
  ignoreAbove: number;
  withNorms: boolean;
  keepFreqs: boolean;
  keepPositions: boolean;
  gen: LuceneGeneration;
}

/** The indexing spec of a text or keyword field (refs[0] is the field itself). */
export function fieldSpec(index: IndexState, profile: Profile, gen: LuceneGeneration, refs: FieldRef[]): FieldSpec {
  const ref = refs[0]!;
  const def = ref.def;
  if (ref.kind === 'text') {
    const opts = typeof def?.index_options === 'string' ? def.index_options : 'positions';
    return {
      name: ref.name,
      kind: 'text',
      refs,
      analyzer: fieldAnalyzer(index, profile, def, 'index'),
      ignoreAbove: Infinity,
      withNorms: def?.norms !== false && def?.norms !== 'false' && def?.omit_norms !== true,
      keepFreqs: opts !== 'docs',
      keepPositions: opts === 'positions' || opts === 'offsets',
      gen,
    };
  }
  return {
    name: ref.name,
    kind: 'keyword',
    refs,
    normalize: keywordNormalizer(index, profile, def),
    ignoreAbove: typeof def?.ignore_above === 'number' ? def.ignore_above : Infinity,
    withNorms: false,
    keepFreqs: false,
    keepPositions: false,
    gen,
  };
}

/** A growable Int32Array. */
class IntBuf {
  a = new Int32Array(8);
  n = 0;
  push(v: number): void {
    if (this.n === this.a.length) {
      const b = new Int32Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = v;
  }
}

/**
 * A sealed field's terms: term ids, and per term id `bounds[t]` to `bounds[t + 1]` in the postings arrays;
 * a term's postings are views of the field's arrays. `sumsFreqs`: sumTotalTermFreq is the sum of the
 * frequencies (text with freqs), else the number of postings (merge.ts recomputes it so).
 */
export class SealedTerms implements TermDict {
  constructor(
    readonly ids: TermHash,
    readonly bounds: Int32Array,
    readonly docs: Int32Array,
    readonly freqs: Int32Array,
    readonly start: Int32Array,
    readonly pos: Int32Array,
    readonly sumsFreqs: boolean,
  ) {}
  get(term: string): Postings | undefined {
    const t = this.ids.get(term);
    if (t === undefined) return undefined;
    const a = this.bounds[t]!;
    const b = this.bounds[t + 1]!;
    return { docs: this.docs.subarray(a, b), freqs: this.freqs.subarray(a, b), start: this.start.length ? this.start.subarray(a, b) : this.start, pos: this.pos };
  }
  keys(): Iterable<string> {
    return this.ids.keys();
  }
}

/** Builds one field of one segment, a document at a time. */
export class FieldBuilder {
  private readonly ids = new TermHash();
  private readonly tTerm = new IntBuf();
  private readonly tDoc = new IntBuf();
  private readonly tPos: IntBuf | undefined;
  private norms: Uint8Array;
  private docCount = 0;
  private length = 0;
  private uniqueSum = 0;

  /** The document being added: where its tokens go and what they add up to (fields, not a closure's variables: one closure per builder, not per document). */
  private readonly tok = { doc: 0, base: 0, length: 0, overlaps: 0, lastPos: -1, prev: -1, unique: undefined as Set<number> | undefined };
  private readonly onToken = (term: string, position: number): void => {
    const t = this.tok;
    const pos = t.base + position;
    if (position === t.prev) t.overlaps++;
    t.prev = position;
    t.lastPos = pos;
    t.length++;
    const id = this.term(term);
    t.unique?.add(id);
    this.tTerm.push(id);
    this.tDoc.push(t.doc);
    this.tPos?.push(pos);
  };

  constructor(readonly spec: FieldSpec) {
    this.tPos = spec.keepPositions ? new IntBuf() : undefined;
    this.norms = new Uint8Array(spec.withNorms ? 8 : 0);
  }

  private term(t: string): number {
    return this.ids.add(t);
  }

  /** Adds the values of document `doc` (local id, ascending across calls). */
  add(doc: number, values: Json[]): void {
    if (values.length === 0) return;
    const s = this.spec;
    if (s.kind === 'keyword') {
      let any = false;
      const seen: number[] = [];
      for (const value of values) {
        if (value !== null && typeof value === 'object') continue;
        const v = keywordOf(value);
        if (v.length > s.ignoreAbove) continue;
        const id = this.term(s.normalize!(v));
        any = true;
        if (seen.includes(id)) continue;
        seen.push(id);
        this.tTerm.push(id);
        this.tDoc.push(doc);
      }
      if (any) {
        this.docCount++;
        this.uniqueSum += seen.length;
      }
      return;
    }
    const analyzer = s.analyzer!;
    const t = this.tok;
    t.doc = doc;
    t.base = 0;
    t.length = 0;
    t.overlaps = 0;
    t.lastPos = -1;
    t.unique = s.keepFreqs ? undefined : new Set<number>();
    for (let v = 0; v < values.length; v++) {
      const value = values[v]!;
      if (value !== null && typeof value === 'object') continue;
      if (v > 0 && t.lastPos >= 0) t.base = t.lastPos + analyzer.positionIncrementGap + 1;
      t.prev = -1;
      analyzer.forEachToken(keywordOf(value), this.onToken);
    }
    const { length, overlaps, unique } = t;
    t.unique = undefined;
    if (length === 0) return;
    this.docCount++;
    this.length += length;
    if (unique) this.uniqueSum += unique.size;
    if (s.withNorms) {
      if (doc >= this.norms.length) {
        const b = new Uint8Array(Math.max(doc + 1, this.norms.length * 2));
        b.set(this.norms);
        this.norms = b;
      }
      // Similarity.computeNorm: docs-only fields count unique terms; discount_overlaps drops stacked tokens.
      const n = unique ? unique.size : length - overlaps;
      this.norms[doc] = s.gen === 6 ? floatToByte315(1 / Math.sqrt(n)) : intToByte4(n);
    }
  }

  /** The field's index over `maxDoc` documents: the recorded tokens inverted into postings. */
  seal(maxDoc: number): FieldIndex {
    const s = this.spec;
    const nTerms = this.ids.size;
    const n = this.tTerm.n;
    const terms = this.tTerm.a;
    const docsOf = this.tDoc.a;
    const last = new Int32Array(nTerms).fill(-1);
    const count = new Int32Array(nTerms + 1);
    const entries = new Int32Array(nTerms + 1);
    let postings = 0;
    for (let i = 0; i < n; i++) {
      const t = terms[i]!;
      entries[t + 1]!++;
      if (last[t] !== docsOf[i]) {
        last[t] = docsOf[i]!;
        count[t + 1]!++;
        postings++;
      }
    }
    for (let t = 0; t < nTerms; t++) {
      count[t + 1]! += count[t]!;
      entries[t + 1]! += entries[t]!;
    }
    const docs = new Int32Array(postings);
    const freqs = new Int32Array(postings);
    const start = this.tPos ? new Int32Array(postings) : new Int32Array(0);
    const pos = this.tPos ? new Int32Array(n) : new Int32Array(0);
    const cursor = count.slice(0, nTerms);
    const posCursor = entries.slice(0, nTerms);
    last.fill(-1);
    for (let i = 0; i < n; i++) {
      const t = terms[i]!;
      const d = docsOf[i]!;
      if (last[t] !== d) {
        last[t] = d;
        const k = cursor[t]!++;
        docs[k] = d;
        freqs[k] = 1;
        if (this.tPos) start[k] = posCursor[t]!;
      } else if (s.keepFreqs) freqs[cursor[t]! - 1]!++;
      if (this.tPos) pos[posCursor[t]!++] = this.tPos.a[i]!;
    }
    let norms: Uint8Array | undefined;
    if (s.withNorms) {
      norms = new Uint8Array(maxDoc);
      norms.set(this.norms.subarray(0, Math.min(maxDoc, this.norms.length)));
    }
    // Without frequencies Lucene reports sumTotalTermFreq as sumDocFreq.
    const sumTotalTermFreq = s.kind === 'keyword' || !s.keepFreqs ? this.uniqueSum : this.length;
    return { terms: new SealedTerms(this.ids, count, docs, freqs, start, pos, s.kind === 'text' && s.keepFreqs), norms, docCount: this.docCount, sumTotalTermFreq, positions: s.keepPositions };
  }
}
