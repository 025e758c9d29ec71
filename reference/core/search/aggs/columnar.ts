/**
 * Collection from the engine's columns (columns.ts), as Elasticsearch's aggregators collect: one loop over
 * a shard's matching documents, each document given to its bucket by number (`collect(doc, bucketOrd)`),
 * leaf metrics keeping their running state per bucket in arrays. `terms` on a keyword groups by global
 * ordinals (each segment's ordinals mapped to the shard's sorted terms, as GlobalOrdinalsStringTermsAggregator
 * does); `histogram`/`date_histogram` and numeric `terms` by the values' keys. Values reach each bucket in
 * the order the per-document path gives them (documents in `_doc` order, a document's values sorted), so
 * sums and sketches come out bit for bit the same; the shapes it does not cover (`missing`, include/exclude,
 * `min_doc_count: 0`, nested rows, other sub-aggregations) are left to that path (`undefined`).
 */
import type { Doc } from '../../doc.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { avg, extendedStats, max, min, stats, sum, numericSource, verifyFormatting, type StatsState } from './metrics.ts';
import { addEncoded, cardinality, cardinalityHintValid, encodedHashOf, type CardResult } from './cardinality.ts';
import { collectTermsGrouped, terms } from './terms.ts';
import { collectHistoGrouped, dateHistogram, histogram } from './histogram.ts';
import { resolveSource, isNumeric, type SourceSpec } from './valuesSource.ts';
import type { Column, ColumnReader, ShardColumns } from './columns.ts';
import { valuesEnd, valuesStart } from '../engine/docColumns.ts';
import type { Grouped } from './grouping.ts';
import type { AggImpl, AggNode, Internal, ShardCtx, SubResults } from './types.ts';
import { drain, SLICE_DOCS, type Steps } from '../resumable/steps.ts';
import { rowDocCount } from './rows.ts';
import { beyondSafe } from '../longValues.ts';

/** The matching documents of a shard located in its segments: segment and local id per document. */
interface Located {
  n: number;
  seg: Int32Array;
  local: Int32Array;
}

/** A metric collecting per bucket. */
interface Leaf {
  add(i: number, bucket: number): void;
  result(bucket: number): Internal | EsError;
}

const STATS = new Set<AggImpl>([avg, sum, min, max, stats, extendedStats]);

/** A shard's matching documents: all of its documents (`all`, a match_all), or these. */
export interface Matches {
  docs: readonly Doc[];
  all?: boolean;
}

/** Where a shard's matches sit, made in steps before the collection (locateSteps), by matches. */
const LOCATED = new WeakMap<Matches, { cols: ShardColumns; loc: Located | undefined }>();

function locateAll(m: Matches, cols: ShardColumns): Located | undefined {
  const known = LOCATED.get(m);
  if (known && known.cols === cols) return known.loc;
  const at = m.all ? cols.every() : cols.locateAll(m.docs);
  return at && { n: at.seg.length, seg: at.seg, local: at.local };
}

/** Finds where the matches sit in resumable steps (a million documents' places), for the collection to read. */
function* locateSteps(m: Matches, cols: ShardColumns): Steps<void> {
  const known = LOCATED.get(m);
  if (known && known.cols === cols) return;
  const at = m.all ? yield* cols.everySteps() : yield* cols.locateAllSteps(m.docs);
  LOCATED.set(m, { cols, loc: at && { n: at.seg.length, seg: at.seg, local: at.local } });
}

/** The reader of a source's field through columns, or undefined (no field, `missing`, a kind columns do not hold). */
/**
 * Whether a node's values come from a script (its own, a runtime field's): the per-document path runs it, so the columnar path
 * leaves the node before resolving its source, which would run the script ahead for nothing (scriptValues.ts).
 */
function scripted(node: AggNode, shard: ShardCtx): boolean {
  const source = (node.spec as { source?: SourceSpec } | undefined)?.source;
  if (!source) return false;
  return source.script !== undefined || (source.field !== undefined && shard.values.field(source.field).ref.runtime !== undefined);
}

function readerOf(spec: SourceSpec, shard: ShardCtx): ColumnReader | undefined {
  // A script (alone or over the field's `_value`) is run by the per-document path (scriptValues.ts).
  if (spec.field === undefined || spec.script !== undefined || (spec.missing !== undefined && spec.missing !== null)) return undefined;
  return shard.values.column(spec.field);
}

/** Growable per-bucket doubles. */
class Slots {
  a: Float64Array;
  constructor(
    private readonly fill: number,
    n = 16,
  ) {
    this.a = new Float64Array(n).fill(fill);
  }
  ensure(b: number): void {
    if (b < this.a.length) return;
    const next = new Float64Array(Math.max(b + 1, this.a.length * 2)).fill(this.fill);
    next.set(this.a);
    this.a = next;
  }
}

function statsLeaf(node: AggNode, shard: ShardCtx, cols: ShardColumns, loc: Located): Leaf | undefined {
  const spec = (node.spec as { source: SourceSpec }).source;
  const src = numericSource(node, spec, shard);
  if (isEsError(src)) return undefined;
  const format = src?.format ?? { kind: 'raw' as const, format: String };
  if (!src) {
    return { add() {}, result: () => ({ kind: 'stats', count: 0, sum: 0, sumDelta: 0, min: Infinity, max: -Infinity, sumSq: 0, sumSqDelta: 0, format, unmapped: true }) as StatsState };
  }
  // A pre-aggregated histogram field's values weigh their counts: the per-document path (metrics.ts) reads them.
  if (src.histogram) return undefined;
  const reader = readerOf(spec, shard);
  if (!reader) return undefined;
  const wantSq = node.type === 'extended_stats';
  const count = new Slots(0);
  const total = new Slots(0);
  const delta = new Slots(0);
  const lo = new Slots(Infinity);
  const hi = new Slots(-Infinity);
  const sq = new Slots(0);
  const sqDelta = new Slots(0);
  const columns: Column[] = cols.segments.map((_, s) => reader.column(s));
  return {
    add(i, b) {
      const c = columns[loc.seg[i]!]!;
      const d = loc.local[i]!;
      const from = valuesStart(c, d);
      const to = valuesEnd(c, d);
      if (from === to) return;
      count.ensure(b);
      total.ensure(b);
      delta.ensure(b);
      lo.ensure(b);
      hi.ensure(b);
      const nums = c.nums!;
      count.a[b]! += to - from;
      for (let k = from; k < to; k++) {
        const v = nums[k]!;
        // CompensatedSum.add, inline (compensatedSum.ts), on this bucket's tally.
        let value = total.a[b]!;
        if (!Number.isFinite(v)) total.a[b] = value = v + value;
        if (Number.isFinite(value)) {
          const corrected = v + (delta.a[b]! + 0);
          const updated = value + corrected;
          delta.a[b] = corrected - (updated - value);
          total.a[b] = updated;
        }
        if (wantSq) {
          sq.ensure(b);
          sqDelta.ensure(b);
          const w = v * v;
          let q = sq.a[b]!;
          if (!Number.isFinite(w)) sq.a[b] = q = w + q;
          if (Number.isFinite(q)) {
            const corrected = w + (sqDelta.a[b]! + 0);
            const updated = q + corrected;
            sqDelta.a[b] = corrected - (updated - q);
            sq.a[b] = updated;
          }
        }
      }
      if (nums[from]! < lo.a[b]!) lo.a[b] = nums[from]!;
      if (nums[to - 1]! > hi.a[b]!) hi.a[b] = nums[to - 1]!;
    },
    result(b) {
      const has = b < count.a.length;
      const st: StatsState = {
        kind: 'stats',
        count: has ? count.a[b]! : 0,
        sum: has ? total.a[b]! : 0,
        sumDelta: has ? delta.a[b]! : 0,
        min: has ? lo.a[b]! : Infinity,
        max: has ? hi.a[b]! : -Infinity,
        sumSq: b < sq.a.length ? sq.a[b]! : 0,
        sumSqDelta: b < sqDelta.a.length ? sqDelta.a[b]! : 0,
        format,
        unmapped: false,
      };
      return verifyFormatting(node, st, shard) ?? st;
    },
  };
}

/** Encoded hashes per column value, kept beside the column (a term's hash never changes). */
const HASHES = new WeakMap<Column, Map<string, Int32Array>>();

function hashesOf(c: Column, isDouble: boolean, p: number): Int32Array {
  return drain(hashesOfSteps(c, isDouble, p));
}

/**
 * `hashesOf` in resumable steps, a yield point every SLICE_DOCS values: the first cardinality of a field with
 * a million distinct values hashed them in one piece of 100-180 ms per segment.
 */
function* hashesOfSteps(c: Column, isDouble: boolean, p: number): Steps<Int32Array> {
  let byKey = HASHES.get(c);
  if (!byKey) HASHES.set(c, (byKey = new Map()));
  const key = `${isDouble ? 'd' : 'l'}${p}`;
  let h = byKey.get(key);
  if (!h) {
    if (c.terms) {
      const terms = c.terms;
      h = new Int32Array(terms.length);
      for (let k = 0; k < terms.length; k++) {
        if (k > 0 && k % SLICE_DOCS === 0) yield;
        h[k] = encodedHashOf(terms[k]!, false, p);
      }
    } else {
      // Values repeat across documents: hash each distinct one once.
      const seen = new Map<number, number>();
      const nums = c.nums!;
      h = new Int32Array(nums.length);
      for (let k = 0; k < nums.length; k++) {
        if (k > 0 && k % SLICE_DOCS === 0) yield;
        const v = nums[k]!;
        // The map's keys do not tell -0 from 0, whose double bits differ.
        let e = Object.is(v, -0) ? encodedHashOf(v, isDouble, p) : seen.get(v);
        if (e === undefined) seen.set(v, (e = encodedHashOf(v, isDouble, p)));
        h[k] = e;
      }
    }
    // Another search may have finished the same hashes meanwhile: either is the same array's content.
    byKey.set(key, h);
  }
  return h;
}

/** What a cardinality node hashes from columns: the reader and the kind of its values, or undefined (no columnar form). */
function cardinalityColumns(node: AggNode, shard: ShardCtx): { reader: ColumnReader; isDouble: boolean } | 'unmapped' | undefined {
  const spec = node.spec as { source: SourceSpec };
  // An unknown execution_hint is the collector's to refuse.
  if (!cardinalityHintValid(node)) return undefined;
  if (scripted(node, shard)) return undefined;
  const src = resolveSource(spec.source, shard, 'bytes');
  if (isEsError(src)) return undefined;
  if (src.kind === 'unmapped') return 'unmapped';
  const reader = readerOf(spec.source, shard);
  // Numbers hash from the number column, terms from the byte column (as the per-document path reads them).
  const numeric = isNumeric(src.kind);
  if (!reader || numeric !== (src.kind !== 'bytes' && src.kind !== 'ip' && src.kind !== 'text')) return undefined;
  return { reader, isDouble: src.kind === 'double' };
}

/**
 * Hashes, in steps, the column values a cardinality will add: the node's own, or those of its sub-aggregations
 * when it is a bucket kind whose subs the columns collect as leaves. Text columns (fielddata) are left to the
 * collector, as warmColumns leaves them.
 */
function* warmHashes(node: AggNode, shard: ShardCtx, cols: ShardColumns): Steps<void> {
  if (node.impl === cardinality) {
    const field = (node.spec as { source: SourceSpec }).source.field;
    const on = field !== undefined && shard.values.field(field).kind !== 'text' ? cardinalityColumns(node, shard) : undefined;
    const p = (node.spec as { precision: number }).precision;
    if (on && on !== 'unmapped') for (let s = 0; s < cols.segments.length; s++) yield* hashesOfSteps(on.reader.column(s), on.isDouble, p);
  }
  if (node.impl === terms || node.impl === histogram || node.impl === dateHistogram) for (const sub of node.subs) yield* warmHashes(sub, shard, cols);
}

function cardinalityLeaf(node: AggNode, shard: ShardCtx, cols: ShardColumns, loc: Located): Leaf | undefined {
  const p = (node.spec as { precision: number }).precision;
  const sketches: CardResult[] = [];
  const sketch = (b: number): CardResult => (sketches[b] ??= { kind: 'cardinality', p, set: new Set() });
  const on = cardinalityColumns(node, shard);
  if (on === 'unmapped') return { add() {}, result: (b) => sketch(b) };
  if (!on) return undefined;
  const { reader, isDouble } = on;
  const columns: Column[] = cols.segments.map((_, s) => reader.column(s));
  const hashes: (Int32Array | undefined)[] = new Array(columns.length);
  return {
    add(i, b) {
      const s = loc.seg[i]!;
      const c = columns[s]!;
      const h = (hashes[s] ??= hashesOf(c, isDouble, p));
      const d = loc.local[i]!;
      const r = sketch(b);
      const to = valuesEnd(c, d);
      if (c.ords) for (let k = valuesStart(c, d); k < to; k++) addEncoded(r, h[c.ords[k]!]!);
      else for (let k = valuesStart(c, d); k < to; k++) addEncoded(r, h[k]!);
    },
    result: (b) => sketch(b),
  };
}

function leafOf(node: AggNode, shard: ShardCtx, cols: ShardColumns, loc: Located): Leaf | undefined {
  if (node.subs.length > 0 || scripted(node, shard)) return undefined;
  if (STATS.has(node.impl)) return statsLeaf(node, shard, cols, loc);
  if (node.impl === cardinality) return cardinalityLeaf(node, shard, cols, loc);
  return undefined;
}

/** Leaves for every sub-aggregation of `node`, or undefined when one has no columnar form. */
function subLeaves(node: AggNode, shard: ShardCtx, cols: ShardColumns, loc: Located): Leaf[] | undefined {
  const out: Leaf[] = [];
  for (const sub of node.subs) {
    const l = leafOf(sub, shard, cols, loc);
    if (!l) return undefined;
    out.push(l);
  }
  return out;
}

/** A bucket's sub-aggregations from the leaves, in request order (the first error wins, as collectSubs). */
function subsOf(node: AggNode, leaves: Leaf[], bucket: number): SubResults | EsError {
  const out: SubResults = new Map();
  for (let k = 0; k < leaves.length; k++) {
    const r = leaves[k]!.result(bucket);
    if (isEsError(r)) return r;
    out.set(node.subs[k]!.name, r);
  }
  return out;
}

/** Groups documents by the keys of their number values (a document once per key), feeding the leaves. */
function* groupNumbers(node: AggNode, reader: ColumnReader, cols: ShardColumns, loc: Located, leaves: Leaf[], keyOf: (v: number) => number | undefined): Steps<Grouped<number>> {
  const ids = new Map<number, number>();
  const counts: number[] = [];
  const columns: Column[] = cols.segments.map((_, s) => reader.column(s));
  // Values repeat (a day holds many timestamps' keys): the last value's key is kept.
  let lastV = NaN;
  let lastKey: number | undefined;
  let lastBucketKey = NaN;
  let lastBucket = 0;
  for (let i = 0; i < loc.n; i++) {
    if (i % SLICE_DOCS === 0 && i > 0) yield;
    const c = columns[loc.seg[i]!]!;
    const d = loc.local[i]!;
    const to = valuesEnd(c, d);
    let prev = NaN;
    for (let k = valuesStart(c, d); k < to; k++) {
      const v = c.nums![k]!;
      const key = v === lastV ? lastKey : keyOf(v);
      lastV = v;
      lastKey = key;
      if (key === undefined || key === prev) continue;
      prev = key;
      // Neighbouring documents mostly share a bucket: its number is kept with its key.
      let b = key === lastBucketKey ? lastBucket : ids.get(key);
      if (b === undefined) {
        ids.set(key, (b = counts.length));
        counts.push(0);
      }
      lastBucketKey = key;
      lastBucket = b;
      counts[b]!++;
      for (const l of leaves) l.add(i, b);
    }
  }
  const byKey = new Map<number, number>();
  for (const [key, b] of ids) byKey.set(key, counts[b]!);
  return { counts: byKey, subs: (key) => subsOf(node, leaves, ids.get(key)!) };
}

/** Groups documents by global ordinal of their terms: each segment's ordinals mapped to the shard's sorted terms. */
function* groupTerms(node: AggNode, reader: ColumnReader, cols: ShardColumns, loc: Located, leaves: Leaf[]): Steps<Grouped<string>> {
  const columns: Column[] = cols.segments.map((_, s) => reader.column(s));
  const global = new Map<string, number>();
  const toGlobal = columns.map((c) => Int32Array.from(c.terms!, (t) => {
    let g = global.get(t);
    if (g === undefined) global.set(t, (g = global.size));
    return g;
  }));
  const counts = new Int32Array(global.size);
  for (let i = 0; i < loc.n; i++) {
    if (i % SLICE_DOCS === 0 && i > 0) yield;
    const s = loc.seg[i]!;
    const c = columns[s]!;
    const map = toGlobal[s]!;
    const d = loc.local[i]!;
    const to = valuesEnd(c, d);
    for (let k = valuesStart(c, d); k < to; k++) {
      const g = map[c.ords![k]!]!;
      counts[g]!++;
      for (const l of leaves) l.add(i, g);
    }
  }
  const byKey = new Map<string, number>();
  for (const [t, g] of global) if (counts[g]! > 0) byKey.set(t, counts[g]!);
  return { counts: byKey, subs: (key) => subsOf(node, leaves, global.get(key)!) };
}

function* collectTerms(node: AggNode, m: Matches, shard: ShardCtx, cols: ShardColumns): Steps<Internal | EsError | undefined> {
  const spec = node.spec as { source: SourceSpec; includeExclude?: unknown; minDocCount: number };
  if (spec.includeExclude !== undefined || spec.minDocCount === 0 || scripted(node, shard)) return undefined;
  const src = resolveSource(spec.source, shard, 'bytes');
  if (isEsError(src) || src.kind === 'unmapped') return undefined;
  const reader = readerOf(spec.source, shard);
  if (!reader) return undefined;
  const loc = locateAll(m, cols);
  if (!loc) return undefined;
  const leaves = subLeaves(node, shard, cols, loc);
  if (!leaves) return undefined;
  if (!isNumeric(src.kind)) return collectTermsGrouped(node, shard, yield* groupTerms(node, reader, cols, loc, leaves));
  const grouped = yield* groupNumbers(node, reader, cols, loc, leaves, (v) => v);
  // Columns hold doubles: a long key past 2^53 may stand for several longs, which the per-document path tells apart (longValues.ts).
  if (src.longs) for (const k of grouped.counts.keys()) if (beyondSafe(k)) return undefined;
  return collectTermsGrouped(node, shard, grouped);
}

function* collectHisto(node: AggNode, m: Matches, shard: ShardCtx, cols: ShardColumns): Steps<Internal | EsError | undefined> {
  const spec = node.spec as { source: SourceSpec };
  if (scripted(node, shard)) return undefined;
  const src = resolveSource(spec.source, shard, 'double');
  if (isEsError(src) || !isNumeric(src.kind)) return undefined;
  const reader = readerOf(spec.source, shard);
  if (!reader) return undefined;
  const loc = locateAll(m, cols);
  if (!loc) return undefined;
  const leaves = subLeaves(node, shard, cols, loc);
  if (!leaves) return undefined;
  // histogram.ts hands the grouper its key function (rounding, offset) and then renders: a first call with
  // no documents learns that function, the grouping runs as steps, a second call renders what it grouped.
  let keyOf: ((v: number) => number | undefined) | undefined;
  const probe = collectHistoGrouped(node, shard, (k) => {
    keyOf = k;
    return { counts: new Map(), subs: () => new Map() };
  });
  if (!keyOf) return probe;
  const grouped = yield* groupNumbers(node, reader, cols, loc, leaves, keyOf);
  return collectHistoGrouped(node, shard, () => grouped);
}

/**
 * Collects a top-level aggregation over one shard's matching documents from the engine's columns; undefined
 * when its shape is not covered (then the per-document path collects it, with the same answer).
 */
export function collectColumnar(node: AggNode, m: Matches, shard: ShardCtx, cols: ShardColumns): Internal | EsError | undefined {
  return drain(collectColumnarSteps(node, m, shard, cols));
}

/**
 * Builds, in steps, the columns a node and its sub-aggregations will read: the first aggregation on a field
 * builds its column over every document of a segment, which would otherwise run in one piece.
 */
function* warmColumns(node: AggNode, shard: ShardCtx, cols: ShardColumns): Steps<void> {
  const source = (node.spec as { source?: SourceSpec } | undefined)?.source;
  // Text (fielddata) columns analyse every document: only built when a collector asks for them.
  const reader = source && source.field !== undefined && shard.values.field(source.field).kind !== 'text' ? readerOf(source, shard) : undefined;
  if (reader) for (let s = 0; s < cols.segments.length; s++) yield* reader.warm(s);
  for (const sub of node.subs) yield* warmColumns(sub, shard, cols);
}

const DOC_COUNTS = new WeakMap<object, boolean>();

/**
 * Whether any document of the shard's segments carries a `_doc_count` other than 1, worked out once per
 * segment, yielding every SLICE_DOCS documents: the first pass reads every stored source's text.
 */
function* hasDocCounts(cols: ShardColumns): Steps<boolean> {
  for (const seg of cols.segments) {
    let known = DOC_COUNTS.get(seg);
    if (known === undefined) {
      known = false;
      for (let i = 0; i < seg.docs.length; i++) {
        if (i > 0 && i % SLICE_DOCS === 0) yield;
        if (rowDocCount(seg.docs[i]!) !== 1) {
          known = true;
          break;
        }
      }
      DOC_COUNTS.set(seg, known);
    }
    if (known) return true;
  }
  return false;
}

/** `collectColumnar` as resumable steps: a yield point every SLICE_DOCS documents of its loop (resumable/steps.ts). */
export function* collectColumnarSteps(node: AggNode, m: Matches, shard: ShardCtx, cols: ShardColumns): Steps<Internal | EsError | undefined> {
  yield* warmColumns(node, shard, cols);
  yield* warmHashes(node, shard, cols);
  yield* locateSteps(m, cols);
  // Columns count each document once; a bucket over documents with `_doc_count` is counted per row (rows.ts).
  if ((node.impl === terms || node.impl === histogram || node.impl === dateHistogram) && (yield* hasDocCounts(cols))) return undefined;
  if (node.impl === terms) return yield* collectTerms(node, m, shard, cols);
  if (node.impl === histogram || node.impl === dateHistogram) return yield* collectHisto(node, m, shard, cols);
  if (node.subs.length > 0 || (!STATS.has(node.impl) && node.impl !== cardinality)) return undefined;
  const loc = locateAll(m, cols);
  if (!loc) return undefined;
  const leaf = leafOf(node, shard, cols, loc);
  if (!leaf) return undefined;
  for (let i = 0; i < loc.n; i++) {
    if (i % SLICE_DOCS === 0 && i > 0) yield;
    leaf.add(i, 0);
  }
  return leaf.result(0);
}
