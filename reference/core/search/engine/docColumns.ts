/**
 * Doc values kept at write time, as Lucene's indexing chain writes them (DocValuesWriter): while a document
 * goes into the segment buffer, its source is already parsed, so each mapped keyword, number, date, boolean
 * and ip field's values are appended to growable typed arrays of the buffer; sealing the buffer turns them
 * into the segment's columns. A merge does not rebuild them: the merged segment keeps a recipe (its parts'
 * columns and deleted flags) that the first reader turns into one column in resumable steps, reading no
 * source and making no per-document garbage (a column built from a million parsed sources brought a
 * stop-the-world collection of a third of a second). The values are those of the per-document path
 * (aggs/valueConversion.ts), so whichever path reads them gets the same.
 */
import type { Json, JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { resolveField, sourceValues, type FieldRef } from '../fields.ts';
import { kindOfDef, numberOf, numbersOf, stringOf, stringsOf } from '../aggs/valueConversion.ts';
import { compareBytes, compareIp, type ValuesKind } from '../aggs/valueOrder.ts';
import { SLICE_DOCS, type Steps } from '../resumable/steps.ts';
import type { Profile } from '../../../profiles.ts';
import { normalizerOfRef } from './analysis.ts';
import { TermHash } from './termHash.ts';

/**
 * One field of one segment: each document's values between `start[d]` and `start[d + 1]`. `start` is
 * undefined when every document has exactly one value (document d's is value d): the usual column of a
 * mapped field, whose `start` cost 4 bytes per document and field for nothing (read it with valuesStart and
 * valuesEnd).
 */
export interface Column {
  start: Int32Array | undefined;
  /** Number fields: the values. */
  nums?: Float64Array;
  /** Byte fields: ordinals into `terms` (the segment's distinct values, in the field's order). */
  ords?: Int32Array;
  terms?: string[];
  /** Per ordinal, the one-value array a single-valued document reads (shared, never mutated): made on first read (aggs/columns.ts), a million small arrays otherwise kept for nothing. */
  singles?: string[][];
}

/** The first of document `d`'s values in the column's arrays. */
export const valuesStart = (c: Column, d: number): number => (c.start === undefined ? d : c.start[d]!);

/** One past the last of document `d`'s values. */
export const valuesEnd = (c: Column, d: number): number => (c.start === undefined ? d + 1 : c.start[d + 1]!);

/** How many documents a column holds. */
export const columnDocs = (c: Column): number => (c.start === undefined ? (c.nums ?? c.ords)!.length : c.start.length - 1);

/** `start` (of `docs` documents) as a column keeps it: undefined when it says one value per document. */
export function compactStart(start: Int32Array, docs: number): Int32Array | undefined {
  if (start[docs] !== docs) return start;
  for (let d = 1; d < docs; d++) if (start[d] !== d) return start;
  return undefined;
}

/** One merged segment's part: its column (when it had one), else its documents to read; its deleted flags at the merge. */
export interface MergePart {
  source: ColumnSource | undefined;
  docs: readonly Doc[] | undefined;
  deleted: Uint8Array | undefined;
}

/** A merged segment's column not built yet: its parts, in the merge's order. */
export interface MergedColumn {
  parts: MergePart[];
}

export type ColumnSource = Column | MergedColumn;

/** Whether a source is a built column. */
export const isColumn = (s: ColumnSource): s is Column => 'start' in s;

/** The key of a field's column: its name as asked, its kind and its definition (a mapping change makes a new key). */
export function columnKey(name: string, kind: ValuesKind, ref: FieldRef): string {
  return `${name}\u0000${kind}\u0000${ref.def ? JSON.stringify(ref.def) : ''}`;
}

const NUMERIC = new Set<ValuesKind>(['long', 'double', 'date', 'boolean']);

/** The order of a byte field's terms. */
export const termOrder = (kind: ValuesKind): ((a: string, b: string) => number) => (kind === 'ip' ? compareIp : compareBytes);

/** A field whose doc values are recorded at write time. */
export interface TrackedField {
  key: string;
  ref: FieldRef;
  kind: ValuesKind;
  numeric: boolean;
  toNumbers: (raw: Json[]) => number[];
  toStrings: (raw: Json[]) => string[];
  /** A document's one value at the top of its source (the usual case): converted without the arrays above. */
  oneNumber: (v: Json) => number;
  oneString: ((v: Json) => string | undefined) | undefined;
}

/**
 * The mapped fields whose doc values are recorded at write time: keyword, number, date, boolean and ip
 * fields and multi-fields, not under a nested object (nested documents' values are read per document), not
 * aliases (their target is recorded under its own name).
 */
export function trackedFields(index: IndexState, profile: Profile): TrackedField[] {
  const out: TrackedField[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const ref = resolveField(index, name);
    if (ref.runtime || ref.kind === 'meta' || ref.metaValue || ref.name !== name) return;
    const kind = kindOfDef(ref.def, ref);
    const numeric = NUMERIC.has(kind);
    if (!numeric && kind !== 'bytes' && kind !== 'ip') return;
    const normalize = normalizerOfRef(index, profile, ref);
    out.push({
      key: columnKey(name, kind, ref),
      ref,
      kind,
      numeric,
      toNumbers: numbersOf(kind, ref),
      toStrings: stringsOf(kind, ref.def, normalize),
      oneNumber: numberOf(kind, ref),
      oneString: stringOf(kind, ref.def, normalize),
    });
  };
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix ? `${prefix}.${k}` : k;
      if (def.type === 'nested' || def.type === 'alias') continue;
      if (def.properties) walk(def.properties, name);
      else add(name);
      for (const sub of Object.keys(def.fields ?? {})) add(`${name}.${sub}`);
    }
  };
  for (const m of index.mappings.values()) walk(m.properties, '');
  return out;
}

/** One field's values of the documents of a buffer, a document at a time. */
class FieldRecorder {
  /** Documents recorded (a field tracked after the buffer's first document, or no longer tracked, falls short). */
  docs = 0;
  start = new Int32Array(64);
  n = 0;
  nums: Float64Array | undefined;
  ords: Int32Array | undefined;
  /** Byte fields: the distinct values met, by ordinal (termHash.ts: a Map's lookups cost most of this recording). */
  readonly ids: TermHash | undefined;

  constructor(readonly field: TrackedField) {
    if (field.numeric) this.nums = new Float64Array(64);
    else {
      this.ords = new Int32Array(64);
      this.ids = new TermHash();
    }
  }

  add(parsed: JsonObject | undefined): void {
    const f = this.field;
    // One plain value at the top of the source (what sourceValues gives as [v]), the usual document: no arrays.
    const one = parsed && f.ref.sourcePath.length === 1 && !f.ref.copies ? parsed[f.ref.sourcePath[0]!] : undefined;
    if (one !== undefined && one !== null && typeof one !== 'object' && (f.numeric || f.oneString)) {
      if (f.numeric) this.number(f.oneNumber(one));
      else {
        const s = f.oneString!(one);
        if (s !== undefined) this.term(s);
      }
    } else if (parsed) {
      const raw = sourceValues(parsed, f.ref);
      // A copy_to target's doc values hold the copied values too.
      if (f.ref.copies) for (const c of f.ref.copies) raw.push(...sourceValues(parsed, c));
      if (raw.length > 0) {
        if (f.numeric) for (const v of f.toNumbers(raw)) this.number(v);
        else for (const v of f.toStrings(raw)) this.term(v);
      }
    }
    if (this.docs + 2 > this.start.length) this.start = grow(this.start, this.docs + 2);
    this.start[++this.docs] = this.n;
  }

  /** Appends a numeric value of the current document (NaN: none). */
  private number(v: number): void {
    if (Number.isNaN(v)) return;
    if (this.n === this.nums!.length) this.nums = grow(this.nums!, this.n + 1);
    this.nums![this.n++] = v;
  }

  /** Whether a distinct value holds a UTF-16 surrogate (sortedIds): asked of each new value while it is in the cache, not of all of them again at the seal. */
  private surrogates = false;

  /** Appends a byte value of the current document, by its ordinal. */
  private term(v: string): void {
    if (this.n === this.ords!.length) this.ords = grow(this.ords!, this.n + 1);
    const ids = this.ids!;
    const size = ids.size;
    const id = ids.add(v);
    if (id === size && !this.surrogates && hasSurrogate(v)) this.surrogates = true;
    this.ords![this.n++] = id;
  }

  /** The column of the recorded documents: terms sorted, each document's ordinals remapped (still ascending, its values being sorted). */
  seal(): Column {
    const start = compactStart(this.start, this.docs) && this.start.slice(0, this.docs + 1);
    if (this.nums) return { start, nums: this.nums.slice(0, this.n) };
    const seen = this.ids!.terms;
    const order = sortedIds(seen, this.field.kind, this.surrogates);
    const remap = new Int32Array(order.length);
    order.forEach((old, i) => (remap[old] = i));
    const ords = new Int32Array(this.n);
    for (let i = 0; i < this.n; i++) ords[i] = remap[this.ords![i]!]!;
    const terms = order.map((i) => seen[i]!);
    return { start, ords, terms };
  }
}

/** Whether a term holds a UTF-16 surrogate (where UTF-16 order and byte order part). */
function hasSurrogate(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return true;
  }
  return false;
}

/**
 * The ids of `terms` (distinct: a TermHash's) in the field's order. Byte order (compareBytes) is UTF-16
 * order for text without surrogates (`surrogates`: whether any term holds one): such terms' ids are sorted by the engine's own string comparison
 * (`<`, never equal). Sorting the strings natively and looking each up again for its id cost twice as
 * much (a segment's keyword values, one per document in a bulk load: every flush sorts 16,384 of them).
 */
function sortedIds(terms: readonly string[], kind: ValuesKind, surrogates: boolean): number[] {
  const order: number[] = new Array<number>(terms.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  if (kind !== 'ip' && !surrogates) return order.sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  const cmp = termOrder(kind);
  return order.sort((a, b) => cmp(terms[a]!, terms[b]!));
}

function grow<A extends Int32Array | Float64Array>(a: A, need: number): A {
  const b = new (a.constructor as new (n: number) => A)(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/** The doc values of a segment buffer: one recorder per tracked field, started with the buffer's first document. */
export class DocValuesBuffer {
  private readonly recorders = new Map<string, FieldRecorder>();
  private docs = 0;
  /** The recorders of the last `fields` asked, by position (the engine passes the same array while the mapping stands): no lookup by key per field and document. */
  private lastFields: readonly TrackedField[] | undefined;
  private lastRecorders: (FieldRecorder | undefined)[] = [];

  /** Records document number `this.docs` (`parsed`: its source). */
  add(fields: readonly TrackedField[], parsed: JsonObject | undefined): void {
    if (fields !== this.lastFields) {
      const first = this.docs === 0;
      this.lastRecorders = fields.map((f) => {
        let r = this.recorders.get(f.key);
        // A field first tracked after the buffer's first document is built from the sources when read.
        if (!r && first) this.recorders.set(f.key, (r = new FieldRecorder(f)));
        return r;
      });
      this.lastFields = fields;
    }
    const recorders = this.lastRecorders;
    for (let i = 0; i < recorders.length; i++) recorders[i]?.add(parsed);
    this.docs++;
  }

  /** The columns of the fields recorded for every document of the buffer. */
  seal(): Map<string, ColumnSource> {
    const out = new Map<string, ColumnSource>();
    for (const [k, r] of this.recorders) if (r.docs === this.docs) out.set(k, r.seal());
    return out;
  }
}

/** The column sources of a merged segment: a recipe per field that any part has a column of. */
export function mergedColumns(parts: readonly { columns: ReadonlyMap<string, ColumnSource>; docs: readonly Doc[]; deleted: Uint8Array | undefined }[]): Map<string, ColumnSource> {
  const keys = new Set<string>();
  for (const p of parts) for (const k of p.columns.keys()) keys.add(k);
  const out = new Map<string, ColumnSource>();
  for (const k of keys) {
    out.set(k, {
      parts: parts.map((p) => {
        const source = p.columns.get(k);
        return { source, docs: source ? undefined : p.docs, deleted: p.deleted };
      }),
    });
  }
  return out;
}

/**
 * Builds the column of a source in steps: a built column as it is; a merged one from its parts' columns
 * (each built first; a part without one from its documents by `fromDocs`), its deleted documents dropped.
 */
export function* resolveColumn(src: ColumnSource, numeric: boolean, cmp: (a: string, b: string) => number, fromDocs: (docs: readonly Doc[]) => Steps<Column>): Steps<Column> {
  if (isColumn(src)) return src;
  const cols: Column[] = [];
  for (const p of src.parts) cols.push(p.source ? yield* resolveColumn(p.source, numeric, cmp, fromDocs) : yield* fromDocs(p.docs!));
  return numeric ? yield* mergeNumbers(cols, src.parts) : yield* mergeBytes(cols, src.parts, cmp);
}

/** The live documents and values of number columns, in the merge's order. */
function* mergeNumbers(cols: Column[], parts: MergePart[]): Steps<Column> {
  let docs = 0;
  let vals = 0;
  cols.forEach((c, k) => {
    const del = parts[k]!.deleted;
    const nd = columnDocs(c);
    if (!del) {
      docs += nd;
      vals += valuesStart(c, nd);
    } else
      for (let d = 0; d < nd; d++) {
        if (del[d]) continue;
        docs++;
        vals += valuesEnd(c, d) - valuesStart(c, d);
      }
  });
  const start = new Int32Array(docs + 1);
  const nums = new Float64Array(vals);
  let nd = 0;
  let n = 0;
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k]!;
    const del = parts[k]!.deleted;
    const len = columnDocs(c);
    for (let d = 0; d < len; d++) {
      if (d % SLICE_DOCS === SLICE_DOCS - 1) yield;
      if (del?.[d]) continue;
      for (let i = valuesStart(c, d); i < valuesEnd(c, d); i++) nums[n++] = c.nums![i]!;
      start[++nd] = n;
    }
  }
  return { start: compactStart(start, docs), nums };
}

/** The live documents of byte columns: their terms merged in order (terms no live document has dropped), ordinals remapped. */
function* mergeBytes(cols: Column[], parts: MergePart[], cmp: (a: string, b: string) => number): Steps<Column> {
  // Which terms live documents use.
  const used = cols.map((c, k) => {
    const u = new Uint8Array(c.terms!.length);
    const del = parts[k]!.deleted;
    const len = columnDocs(c);
    for (let d = 0; d < len; d++) if (!del?.[d]) for (let i = valuesStart(c, d); i < valuesEnd(c, d); i++) u[c.ords![i]!] = 1;
    return u;
  });
  yield;
  // A k-way merge of the sorted term lists (each part's terms are distinct and sorted).
  const maps = cols.map((c) => new Int32Array(c.terms!.length).fill(-1));
  const heads = new Int32Array(cols.length);
  const terms: string[] = [];
  const skip = (k: number) => {
    while (heads[k]! < used[k]!.length && !used[k]![heads[k]!]) heads[k]!++;
  };
  for (let k = 0; k < cols.length; k++) skip(k);
  for (let step = 1; ; step++) {
    if (step % SLICE_DOCS === 0) yield;
    let min: string | undefined;
    for (let k = 0; k < cols.length; k++) {
      if (heads[k]! >= used[k]!.length) continue;
      const t = cols[k]!.terms![heads[k]!]!;
      if (min === undefined || cmp(t, min) < 0) min = t;
    }
    if (min === undefined) break;
    const ord = terms.length;
    terms.push(min);
    for (let k = 0; k < cols.length; k++) {
      if (heads[k]! >= used[k]!.length || cols[k]!.terms![heads[k]!] !== min) continue;
      maps[k]![heads[k]!++] = ord;
      skip(k);
    }
  }
  let docs = 0;
  let vals = 0;
  cols.forEach((c, k) => {
    const del = parts[k]!.deleted;
    const len = columnDocs(c);
    for (let d = 0; d < len; d++) {
      if (del?.[d]) continue;
      docs++;
      vals += valuesEnd(c, d) - valuesStart(c, d);
    }
  });
  const start = new Int32Array(docs + 1);
  const ords = new Int32Array(vals);
  let nd = 0;
  let n = 0;
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k]!;
    const del = parts[k]!.deleted;
    const map = maps[k]!;
    const len = columnDocs(c);
    for (let d = 0; d < len; d++) {
      if (d % SLICE_DOCS === SLICE_DOCS - 1) yield;
      if (del?.[d]) continue;
      for (let i = valuesStart(c, d); i < valuesEnd(c, d); i++) ords[n++] = map[c.ords![i]!]!;
      start[++nd] = n;
    }
  }
  return { start: compactStart(start, docs), ords, terms };
}
