/**
 * Doc values as columns of the engine's segments (engine/indexEngine.ts), as Lucene keeps them: per segment
 * and field, recorded as the documents were written (engine/docColumns.ts; a merged segment's joined from
 * its parts' on first use) or, for a field the segment did not record (text with fielddata, a field mapped
 * after its first document), built once over the segment's documents (which never change), and shared by
 * every search that reads the segment. A number field is a Float64Array of each document's sorted values (`start[d]` to
 * `start[d + 1]`); a keyword field is the segment's sorted terms and each document's ordinals into them.
 * The values are made from the source by the same conversion as the per-document path (docValues.ts
 * `numbersOf`/`stringsOf`), so both read the same values; a document the engine does not hold where its
 * number says (a plain test object, a segment not refreshed yet) is left to that path.
 */
import type { Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { StoredDoc } from '../../doc.ts';
import { sourceValues, valuesOf, type FieldRef } from '../fields.ts';
import { ordOf, shardSegments } from '../engine/indexEngine.ts';
import { orderAt, type Segment } from '../engine/segment.ts';
import { compareBytes, compareIp, type ValuesKind } from './valueOrder.ts';
import type { Row } from './rows.ts';
import { drain, SLICE_DOCS, type Steps } from '../resumable/steps.ts';
import { columnKey, compactStart, isColumn, resolveColumn, valuesEnd, valuesStart, type Column } from '../engine/docColumns.ts';

export type { Column };

/** A field read through columns: undefined for a row the columns do not hold. */
export interface ColumnReader {
  numbers(row: Row): number[] | undefined;
  strings(row: Row): string[] | undefined;
  /** The column of segment `seg` (index into `ShardColumns.segments`), built on first use. */
  column(seg: number): Column;
  /** Builds the column of segment `seg` in resumable steps, so that `column(seg)` then finds it built. */
  warm(seg: number): Steps<void>;
}

/** The columns of one shard of one index, as the last refresh left its segments. */
export interface ShardColumns {
  segments: readonly Segment[];
  /** Where a document sits: sets `at.seg` and `at.local`; false when the engine does not hold it there. */
  locate(doc: Doc, at: { seg: number; local: number }): boolean;
  /** Where each of a shard's documents sits (segment, local id), or undefined when one is not held. */
  locateAll(docs: readonly Doc[]): { seg: Int32Array; local: Int32Array } | undefined;
  /** Where every live document of the shard sits, in `Doc.order` (kept while the segments stay): a match_all's matches. */
  every(): { seg: Int32Array; local: Int32Array };
  /** `every()` in resumable steps (a million documents' places are made a slice at a time). */
  everySteps(): Steps<{ seg: Int32Array; local: Int32Array }>;
  /** `locateAll` in resumable steps. */
  locateAllSteps(docs: readonly Doc[]): Steps<{ seg: Int32Array; local: Int32Array } | undefined>;
  field(name: string, kind: ValuesKind, ref: FieldRef, toNumbers: (raw: Json[]) => number[], toStrings: (raw: Json[]) => string[]): ColumnReader | undefined;
}

const NUMERIC = new Set<ValuesKind>(['long', 'double', 'date', 'boolean']);
const BYTES = new Set<ValuesKind>(['bytes', 'ip', 'text']);

/** Leaves of a field in a document, without keeping its parsed source (a column pass reads every document). */
function rawOf(doc: Doc, ref: FieldRef, indexName: string): Json[] {
  if (ref.kind === 'meta' || ref.metaValue) return valuesOf(doc, ref, indexName);
  const parsed = doc instanceof StoredDoc ? doc.parseOnce() : doc.parsed;
  return sourceValues(parsed, ref);
}

/** Builds a number column over a segment's documents. */
export function numberColumn(docs: readonly Doc[], read: (d: Doc) => number[]): Column {
  return drain(numberColumnSteps(docs, read));
}

/** `numberColumn` as resumable steps: a first aggregation on a field builds it over a million documents. */
function* numberColumnSteps(docs: readonly Doc[], read: (d: Doc) => number[]): Steps<Column> {
  const start = new Int32Array(docs.length + 1);
  let vals = new Float64Array(Math.max(16, docs.length));
  let n = 0;
  for (let d = 0; d < docs.length; d++) {
    if (d % SLICE_DOCS === 0 && d > 0) yield;
    const vs = read(docs[d]!);
    if (n + vs.length > vals.length) {
      const b = new Float64Array(Math.max(vals.length * 2, n + vs.length));
      b.set(vals);
      vals = b;
    }
    for (const v of vs) vals[n++] = v;
    start[d + 1] = n;
  }
  return { start: compactStart(start, docs.length), nums: vals.slice(0, n) };
}

/** Builds a byte column over a segment's documents: terms sorted by `cmp`, documents as ordinals. */
export function bytesColumn(docs: readonly Doc[], read: (d: Doc) => string[], cmp: (a: string, b: string) => number): Column {
  return drain(bytesColumnSteps(docs, read, cmp));
}

/** `bytesColumn` as resumable steps (its reading pass yields; sorting the distinct terms is one piece). */
function* bytesColumnSteps(docs: readonly Doc[], read: (d: Doc) => string[], cmp: (a: string, b: string) => number): Steps<Column> {
  const per: string[][] = new Array(docs.length);
  const distinct = new Set<string>();
  let total = 0;
  for (let d = 0; d < docs.length; d++) {
    if (d % SLICE_DOCS === 0 && d > 0) yield;
    const vs = read(docs[d]!);
    per[d] = vs;
    total += vs.length;
    for (const v of vs) distinct.add(v);
  }
  const terms = [...distinct].sort(cmp);
  const ordOf = new Map<string, number>();
  terms.forEach((t, i) => ordOf.set(t, i));
  const start = new Int32Array(docs.length + 1);
  const ords = new Int32Array(total);
  let n = 0;
  for (let d = 0; d < docs.length; d++) {
    for (const v of per[d]!) ords[n++] = ordOf.get(v)!;
    start[d + 1] = n;
  }
  return { start: compactStart(start, docs.length), ords, terms };
}

/** The columns of a shard, or undefined when the engine holds none of it. */
export function shardColumns(index: IndexState, profile: Profile, shard: number): ShardColumns | undefined {
  const segments = shardSegments(index, profile)[shard];
  if (!segments || segments.length === 0) return undefined;
  // Segments by their first engine number, to find a document's from its own.
  const order = segments.map((_, i) => i).sort((a, b) => segments[a]!.ordBase - segments[b]!.ordBase);
  const bases = Int32Array.from(order, (i) => segments[i]!.ordBase);
  let last = 0;
  const locate = (doc: Doc, at: { seg: number; local: number }): boolean => {
    const ord = ordOf(doc);
    if (ord < 0) return false;
    let s = segments[last]!;
    let local = ord - s.ordBase;
    if (local < 0 || local >= s.docs.length) {
      // The last segment whose base is at or below the number.
      let lo = 0;
      let hi = bases.length - 1;
      if (ord < bases[0]!) return false;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (bases[mid]! <= ord) lo = mid;
        else hi = mid - 1;
      }
      last = order[lo]!;
      s = segments[last]!;
      local = ord - s.ordBase;
      if (local >= s.docs.length) return false;
    }
    if (s.docs[local] !== doc) return false;
    at.seg = last;
    at.local = local;
    return true;
  };
  const readers = new Map<string, ColumnReader | undefined>();
  function* locateAllSteps(docs: readonly Doc[]): Steps<{ seg: Int32Array; local: Int32Array } | undefined> {
    const n = docs.length;
    const seg = new Int32Array(n);
    const local = new Int32Array(n);
    // Matches come in `_doc` order, mostly segment after segment: the current segment is tried first.
    let si = 0;
    let s = segments[0]!;
    let base = s.ordBase;
    let len = s.docs.length;
    const at = { seg: 0, local: 0 };
    for (let i = 0; i < n; i++) {
      if (i % SLICE_DOCS === SLICE_DOCS - 1) yield;
      const doc = docs[i]!;
      const ord = doc instanceof StoredDoc ? doc.engineOrd : ordOf(doc);
      const l = ord - base;
      if (l >= 0 && l < len && s.docs[l] === doc) {
        seg[i] = si;
        local[i] = l;
        continue;
      }
      if (!locate(doc, at)) return undefined;
      si = at.seg;
      s = segments[si]!;
      base = s.ordBase;
      len = s.docs.length;
      seg[i] = si;
      local[i] = at.local;
    }
    return { seg, local };
  }
  return {
    segments,
    locate,
    locateAll: (docs) => drain(locateAllSteps(docs)),
    locateAllSteps,
    every: () => drain(everyLiveSteps(segments)),
    everySteps: () => everyLiveSteps(segments),
    field(name, kind, ref, toNumbers, toStrings) {
      const key = columnKey(name, kind, ref);
      if (readers.has(key)) return readers.get(key);
      const numeric = NUMERIC.has(kind);
      if (!numeric && !BYTES.has(kind)) {
        readers.set(key, undefined);
        return undefined;
      }
      const cmp = kind === 'ip' ? compareIp : compareBytes;
      const cols: (Column | undefined)[] = new Array(segments.length);
      const fromDocs = (docs: readonly Doc[]): Steps<Column> =>
        numeric ? numberColumnSteps(docs, (d) => toNumbers(rawOf(d, ref, index.name))) : bytesColumnSteps(docs, (d) => toStrings(rawOf(d, ref, index.name)), cmp);
      // Finds a segment's column: recorded at write time, joined from a merge's parts, or built from the
      // sources (a field mapped after the segment's first document); a build another search finished meanwhile is kept.
      function* columnSteps(seg: number): Steps<Column> {
        let c = cols[seg];
        if (c) return c;
        const byField = segments[seg]!.columns;
        const src = byField.get(key);
        if (src && isColumn(src)) return (cols[seg] = src);
        c = src ? yield* resolveColumn(src, numeric, cmp, fromDocs) : yield* fromDocs(segments[seg]!.docs);
        const now = byField.get(key);
        if (now && isColumn(now)) c = now;
        else byField.set(key, c);
        return (cols[seg] = c);
      }
      const column = (seg: number): Column => drain(columnSteps(seg));
      const at = { seg: 0, local: 0 };
      const reader: ColumnReader = {
        column,
        *warm(seg) {
          yield* columnSteps(seg);
        },
        numbers(row) {
          if (!numeric || 'nested' in row || !locate(row, at)) return undefined;
          const c = column(at.seg);
          const a = valuesStart(c, at.local);
          const b = valuesEnd(c, at.local);
          if (b - a === 1) return [c.nums![a]!];
          const out: number[] = [];
          for (let k = a; k < b; k++) out.push(c.nums![k]!);
          return out;
        },
        strings(row) {
          if (numeric || 'nested' in row || !locate(row, at)) return undefined;
          const c = column(at.seg);
          const a = valuesStart(c, at.local);
          const b = valuesEnd(c, at.local);
          if (b - a === 1) {
            const o = c.ords![a]!;
            const one = (c.singles ??= new Array<string[]>(c.terms!.length))[o];
            return one ?? (c.singles[o] = [c.terms![o]!]);
          }
          const out: string[] = [];
          for (let k = a; k < b; k++) out.push(c.terms![c.ords![k]!]!);
          return out;
        },
      };
      readers.set(key, reader);
      return reader;
    },
  };
}

/** The live documents of a shard's segments in `Doc.order`, per segments list (a refresh or merge makes a new one). */
const EVERY = new WeakMap<readonly Segment[], { seg: Int32Array; local: Int32Array }>();

function* everyLiveSteps(segments: readonly Segment[]): Steps<{ seg: Int32Array; local: Int32Array }> {
  let e = EVERY.get(segments);
  if (e) return e;
  let n = 0;
  for (const s of segments) n += s.docs.length - s.delCount;
  const seg = new Int32Array(n);
  const local = new Int32Array(n);
  const order = new Float64Array(n);
  let k = 0;
  let sorted = true;
  let prev = -Infinity;
  for (let si = 0; si < segments.length; si++) {
    // Read once per segment: segment objects have several shapes, and a property read per document was slow.
    const s = segments[si]!;
    const orders = s.orders;
    const deleted = s.deleted;
    const len = s.docs.length;
    for (let l = 0; l < len; l++) {
      if (l % SLICE_DOCS === SLICE_DOCS - 1) yield;
      if (deleted !== undefined && deleted[l]) continue;
      const o = orderAt(orders, l);
      if (o < prev) sorted = false;
      prev = o;
      order[k] = o;
      seg[k] = si;
      local[k++] = l;
    }
  }
  if (!sorted) e = yield* inDocOrder(order, seg, local);
  else e = { seg, local };
  EVERY.set(segments, e);
  return e;
}

/**
 * Merges and updates (a replaced document keeps its `_doc` position) can place later documents first: puts
 * them back in `_doc` order, as the matches come. Positions are distinct integers, so a table by position
 * does it in linear time when they are dense (a comparison sort of a million took 0.6 s, in one piece).
 */
function* inDocOrder(order: Float64Array, seg: Int32Array, local: Int32Array): Steps<{ seg: Int32Array; local: Int32Array }> {
  const n = seg.length;
  let max = 0;
  let integral = true;
  for (let k = 0; k < n; k++) {
    if (k % (4 * SLICE_DOCS) === 0) yield;
    const o = order[k]!;
    if (o > max) max = o;
    if (!Number.isInteger(o) || o < 0) integral = false;
  }
  const s2 = new Int32Array(n);
  const l2 = new Int32Array(n);
  if (integral && max < 4 * n + 1024) {
    const at = new Int32Array(max + 1).fill(-1);
    // `| 0`: a double as a typed array's index took the slow generic store (0.4 s for a million).
    for (let k = 0; k < n; k++) {
      if (k % (4 * SLICE_DOCS) === 0) yield;
      at[order[k]! | 0] = k;
    }
    let i = 0;
    for (let o = 0; o <= max; o++) {
      if (o % (4 * SLICE_DOCS) === 0) yield;
      const k = at[o]!;
      if (k < 0) continue;
      s2[i] = seg[k]!;
      l2[i++] = local[k]!;
    }
    if (i === n) return { seg: s2, local: l2 };
  }
  const idx = Array.from({ length: n }, (_, i) => i).sort((a, b) => order[a]! - order[b]!);
  for (let i = 0; i < n; i++) {
    s2[i] = seg[idx[i]!]!;
    l2[i] = local[idx[i]!]!;
  }
  return { seg: s2, local: l2 };
}
