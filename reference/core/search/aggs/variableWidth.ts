/**
 * `variable_width_histogram` as ES clusters it (VariableWidthHistogramAggregator, InternalVariableWidthHistogram).
 * Per shard: values are buffered (`initial_buffer`, one bucket ordinal each), then split in value order into
 * `shard_size * 3 / 4` clusters of equal size; later values join the nearest cluster or, when farther than twice
 * the average cluster distance, open a new one. The buffered values' ordinals are rewritten through ES's merge
 * map (which is indexed by collection order, so a bucket's sub-aggregations see ES's documents, bug for bug;
 * its doc counts are right). At the final reduce, buckets with equal centroids merge, then the two closest
 * centroids merge until `buckets` remain, buckets of equal min merge, and overlapping bounds meet halfway.
 */
import type { JsonObject } from '../../json.ts';
import { aggInvalid, isEsError, type EsError } from '../../errors/index.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { parseSource, resolveSource, type SourceSpec } from './valuesSource.ts';
import { aggFieldNotSupported, unknownAggregationType } from '../../errors/index.ts';
import { positionOf } from './parse.ts';
import { isNumeric } from './valuesSource.ts';
import { jnum } from './metrics.ts';
import { RAW, type ValueFormat } from './format.ts';
import type { AggImpl, Bucket, Internal, Row, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';

interface VwSpec {
  source: SourceSpec;
  buckets: number;
  shardSize: number;
  initialBuffer: number;
}

interface VwBucket {
  centroid: number;
  min: number;
  max: number;
  docCount: number;
  aggs: SubResults;
}

interface VwResult extends Internal {
  kind: 'variable_width_histogram';
  buckets: VwBucket[];
  format: ValueFormat;
}

function parseInt32(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

/** Double.compare, for sorting. */
const dcmp = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : Object.is(a, b) ? 0 : Object.is(a, -0) ? -1 : Object.is(b, -0) ? 1 : Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : -1);

/** One shard's clustering (the two collection phases). */
class Clusters {
  mins: number[] = [];
  maxes: number[] = [];
  centroids: number[] = [];
  sizes: number[] = [];
  avg = 0;
  /** Every collected value's row and bucket ordinal. */
  entries: { row: Row; ord: number }[] = [];
  buffer: number[] = [];
  merging = false;

  constructor(
    readonly shardSize: number,
    readonly bufferLimit: number,
  ) {}

  collect(row: Row, val: number): void {
    if (!this.merging) {
      if (this.buffer.length < this.bufferLimit) {
        this.entries.push({ row, ord: this.buffer.length });
        this.buffer.push(val);
      }
      if (this.buffer.length === this.bufferLimit) this.startMerging();
      return;
    }
    let ord = this.nearest(val);
    const distance = Math.abs(this.centroids[ord]! - val);
    if (distance > 2 * this.avg && this.centroids.length < this.shardSize) {
      this.append(val);
      this.entries.push({ row, ord: this.centroids.length - 1 });
      if (val > this.centroids[ord]!) ord += 1;
      this.moveLast(ord);
      this.updateAvg();
    } else {
      this.add(ord, val);
      this.entries.push({ row, ord });
      if (ord === 0 || ord === this.centroids.length - 1) this.updateAvg();
    }
  }

  /** MergeBucketsPhase's constructor: bucketBufferedDocs, then the average distance. */
  startMerging(): void {
    this.merging = true;
    const size = this.buffer.length;
    const numBuckets = Math.trunc((this.shardSize * 3) / 4);
    const indexes = Array.from({ length: size }, (_, i) => i).sort((a, b) => dcmp(this.buffer[a]!, this.buffer[b]!) || a - b);
    const perBucket = numBuckets === 0 ? 2 ** 31 - 1 : Math.ceil(size / numBuckets);
    const mergeMap: number[] = [];
    let ord = 0;
    for (let i = 0; i < size; i++) {
      const val = this.buffer[indexes[i]!]!;
      mergeMap[i] = Math.trunc(indexes[i]! / perBucket);
      if (ord === this.centroids.length) this.append(val);
      else this.add(ord, val);
      if ((i + 1) % perBucket === 0) ord += 1;
    }
    for (const e of this.entries) e.ord = mergeMap[e.ord]!;
    if (size > 1) this.updateAvg();
  }

  private append(v: number): void {
    this.mins.push(v);
    this.maxes.push(v);
    this.centroids.push(v);
    this.sizes.push(1);
  }

  private add(i: number, v: number): void {
    this.maxes[i] = Math.max(this.maxes[i]!, v);
    this.mins[i] = Math.min(this.mins[i]!, v);
    const size = this.sizes[i]!;
    this.centroids[i] = (this.centroids[i]! * size + v) / (size + 1);
    this.sizes[i] = size + 1;
  }

  private updateAvg(): void {
    const n = this.centroids.length;
    this.avg = (this.centroids[n - 1]! - this.centroids[0]!) / (n - 1);
  }

  /** BigArrays.DoubleBinarySearcher: the index of the closest centroid. */
  private nearest(v: number): number {
    const c = this.centroids;
    let lo = 0;
    let hi = c.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (c[mid]! < v) lo = mid + 1;
      else if (c[mid]! > v) hi = mid - 1;
      else return mid;
    }
    if (lo >= c.length) return c.length - 1;
    if (hi < 0) return 0;
    return Math.abs(c[lo]! - v) < Math.abs(c[hi]! - v) ? lo : hi;
  }

  private moveLast(index: number): void {
    const last = this.centroids.length - 1;
    if (index === last) return;
    for (const arr of [this.mins, this.maxes, this.centroids, this.sizes]) {
      const hold = arr[last]!;
      for (let i = last; i > index; i--) arr[i] = arr[i - 1]!;
      arr[index] = hold;
    }
    for (const e of this.entries) e.ord = e.ord < index ? e.ord : e.ord === last ? index : e.ord + 1;
  }
}

/** InternalVariableWidthHistogram.reduceBucket: counts and bounds summed, the centroid weighted, in list order. */
function reduceBucket(list: VwBucket[], subs: SubResults): VwBucket {
  let docCount = 0;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const b of list) {
    docCount += b.docCount;
    min = Math.min(min, b.min);
    max = Math.max(max, b.max);
    sum += b.docCount * b.centroid;
  }
  return { centroid: sum / docCount, min, max, docCount, aggs: subs };
}

/** Merges ranges [start, end] of `buckets` (mergeBucketsWithPlan), from the last range back. */
type Range = { start: number; end: number };

/** The `variable_width_histogram` aggregation. */
export const variableWidthHistogram: AggImpl = {
  parse(name, body, pctx) {
    // Added in 7.9 (#42035): older versions do not know the type.
    if (!pctx.profile.variableWidthHistogram) return unknownAggregationType(pctx.profile, 'variable_width_histogram', positionOf(pctx.rawBody, pctx.path), pctx.profile.unknownAggWording === 'could-not-find' ? name : undefined);
    const p = parseSource('variable_width_histogram', body, pctx, ['buckets', 'shard_size', 'initial_buffer']);
    if (isEsError(p)) return p;
    const r = p.rest;
    const buckets = r.buckets === undefined ? 10 : parseInt32(r.buckets);
    if (buckets === undefined || buckets <= 0) return aggInvalid(`buckets must be greater than [0] for [${name}]`);
    const shardSize = r.shard_size === undefined ? buckets * 50 : parseInt32(r.shard_size) ?? 0;
    if (shardSize <= 0) return aggInvalid(`shard_size must be greater than [0] for [${name}]`);
    const initialBuffer = r.initial_buffer === undefined ? Math.min(10 * shardSize, 50000) : parseInt32(r.initial_buffer) ?? 0;
    if (initialBuffer <= 0) return aggInvalid(`initial_buffer must be greater than [0] for [${name}]`);
    if (shardSize < buckets) return aggInvalid(`shard_size must be greater than [buckets] for [${name}]`);
    if (initialBuffer < buckets) return aggInvalid(`initial_buffer must be greater than [buckets] for [${name}]`);
    return { source: p.source, buckets, shardSize, initialBuffer } satisfies VwSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as VwSpec;
    const src = resolveSource(spec.source, shard, 'double');
    if (isEsError(src)) return src;
    const out: VwResult = { kind: 'variable_width_histogram', buckets: [], format: src.kind === 'unmapped' ? RAW : src.format };
    if (src.kind === 'unmapped') return out;
    if (!isNumeric(src.kind)) return aggFieldNotSupported(spec.source.field ?? '', String(shard.values.field(spec.source.field ?? '').ref.def?.type ?? 'keyword'), 'variable_width_histogram', shard.index.name);
    const c = new Clusters(spec.shardSize, spec.initialBuffer);
    for (const row of rows) {
      let prev = -Infinity;
      for (const v of src.numbers(row)) {
        if (v === prev) continue;
        prev = v;
        c.collect(row, v);
      }
    }
    if (!c.merging) c.startMerging();
    const perOrd = new Map<number, Row[]>();
    for (const e of c.entries) {
      let l = perOrd.get(e.ord);
      if (!l) perOrd.set(e.ord, (l = []));
      l.push(e.row);
    }
    for (let i = 0; i < c.centroids.length; i++) {
      const bucketRows = perOrd.get(i) ?? [];
      const aggs = collectSubs(node, bucketRows, shard);
      if (isEsError(aggs)) return aggs;
      out.buckets.push({ centroid: c.centroids[i]!, min: c.mins[i]!, max: c.maxes[i]!, docCount: docCountOf(bucketRows), aggs });
    }
    out.buckets.sort((a, b) => dcmp(a.centroid, b.centroid));
    return out;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as VwSpec;
    const ps = parts as VwResult[];
    // reduceBuckets: shards' buckets in centroid order, equal centroids reduced together.
    const all = ps.flatMap((p) => p.buckets).sort((a, b) => dcmp(a.centroid, b.centroid));
    const reduced: VwBucket[] = [];
    for (let i = 0; i < all.length; ) {
      let j = i;
      while (j < all.length && dcmp(all[j]!.centroid, all[i]!.centroid) === 0) j++;
      const group = all.slice(i, j);
      const subs = reduceSubs(node, group.map((b) => b.aggs), rctx);
      if (isEsError(subs)) return subs;
      reduced.push(reduceBucket(group, subs));
      const e = consumeBuckets(rctx, 1);
      if (e) return e;
      i = j;
    }
    // mergeBucketsIfNeeded: merge the two closest centroids until `buckets` remain.
    const ranges = reduced.map((b, i) => ({ start: i, end: i, centroid: b.centroid, docCount: b.docCount }));
    while (ranges.length > spec.buckets) {
      let closest = 0;
      let smallest = Infinity;
      for (let i = 0; i < ranges.length - 1; i++) {
        const d = ranges[i + 1]!.centroid - ranges[i]!.centroid;
        if (d < smallest) {
          closest = i;
          smallest = d;
        }
      }
      const a = ranges[closest]!;
      const b = ranges[closest + 1]!;
      a.end = Math.max(a.end, b.end);
      if (a.docCount + b.docCount > 0) {
        a.centroid = (a.centroid * a.docCount + b.centroid * b.docCount) / (a.docCount + b.docCount);
        a.docCount += b.docCount;
      }
      ranges.splice(closest + 1, 1);
    }
    const merged = mergeWithPlan(node, reduced, ranges, rctx);
    if (isEsError(merged)) return merged;
    // mergeBucketsWithSameMin, then adjustBoundsForOverlappingBuckets.
    const sameMin: Range[] = [];
    for (let i = 0; i < merged.length; i++) {
      const last = sameMin[sameMin.length - 1];
      if (last && merged[last.start]!.min === merged[i]!.min) last.end = i;
      else sameMin.push({ start: i, end: i });
    }
    const final = mergeWithPlan(node, merged, sameMin, rctx);
    if (isEsError(final)) return final;
    for (let i = 1; i < final.length; i++) {
      const cur = final[i]!;
      const prev = final[i - 1]!;
      if (cur.min < prev.max) {
        cur.min = (prev.max + cur.min) / 2;
        prev.max = cur.min;
      }
    }
    return { kind: 'variable_width_histogram', buckets: final, format: ps.find((p) => p.format.kind !== 'raw')?.format ?? RAW } satisfies VwResult;
  },
  render(node, res, rctx) {
    const r = res as VwResult;
    const fmt = r.format;
    return {
      buckets: r.buckets.map((b) => {
        const o: JsonObject = { min: jnum(b.min) };
        if (fmt.kind !== 'raw') o.min_as_string = fmt.format(b.min);
        o.key = jnum(b.centroid);
        if (fmt.kind !== 'raw') o.key_as_string = fmt.format(b.centroid);
        o.max = jnum(b.max);
        if (fmt.kind !== 'raw') o.max_as_string = fmt.format(b.max);
        o.doc_count = b.docCount;
        renderSubs(node, b.aggs, rctx, o);
        return o;
      }),
    };
  },
  typedName: () => 'variable_width_histogram',
  buckets: (r) => (r as VwResult).buckets.map((b): Bucket => ({ key: b.centroid, keyString: String(b.centroid), docCount: b.docCount, aggs: b.aggs })),
  withBuckets: (r, bs) => ({ ...(r as VwResult), buckets: bs.map((b, i) => ({ ...(r as VwResult).buckets[i]!, aggs: b.aggs })) }) as VwResult,
};

/** mergeBucketsWithPlan: each multi-bucket range becomes one bucket (its buckets reduced from the last back). */
function mergeWithPlan(node: Parameters<AggImpl['reduce']>[0], buckets: VwBucket[], plan: Range[], rctx: Parameters<AggImpl['reduce']>[2]): VwBucket[] | EsError {
  const out = [...buckets];
  for (let i = plan.length - 1; i >= 0; i--) {
    const { start, end } = plan[i]!;
    if (start === end) continue;
    const toMerge: VwBucket[] = [];
    for (let idx = end; idx > start; idx--) {
      toMerge.push(out[idx]!);
      out.splice(idx, 1);
    }
    toMerge.push(out[start]!);
    const e = consumeBuckets(rctx, -toMerge.length + 1);
    if (e) return e;
    const subs = reduceSubs(node, toMerge.map((b) => b.aggs), rctx);
    if (isEsError(subs)) return subs;
    out[start] = reduceBucket(toMerge, subs);
  }
  return out;
}
