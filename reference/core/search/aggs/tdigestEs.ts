/**
 * Elasticsearch's own t-digest (libs/tdigest, 8.9 and later): SortingDigest keeps every value and reads
 * them sorted through Dist (quantile: linear interpolation at q·(n−1); cdf: the midpoint rule, a step at
 * each value), and HybridDigest, the
 * default of TDigestState, sorts until `20 · round(compression)` values would be held, then replays them
 * into a MergingDigest (./tdigestMerging.ts, `es` variant) and continues there.
 */
import { javaDoubleCompare, MergingDigest, type Centroid } from './tdigestMerging.ts';

/** Dist.quantile over sorted values. */
export function distQuantile(q: number, data: ArrayLike<number>): number {
  const n = data.length;
  if (n === 0) return NaN;
  const index = q * (n - 1);
  let low = Math.floor(index);
  let high = low + 1;
  let weight = index - low;
  if (index <= 0) {
    low = 0;
    high = 0;
    weight = 0;
  }
  if (index >= n - 1) {
    low = n - 1;
    high = n - 1;
    weight = 0;
  }
  return data[low]! + weight * (data[high]! - data[low]!);
}

/**
 * Dist.cdf as ES 8.9 forked it from t-digest 3.3 and kept it until elastic/elasticsearch#156413 (2026-08, not
 * backported): the midpoint rule without interpolation, (values below x + half the values equal to x) / n. A
 * SortingDigest's rank is therefore a step between its values: libs/tdigest TDigestTests.testSingleSingleRange
 * (1, 2, 3: cdf(1 + 1e-10) is exactly 1/3) and modules/aggregations percentile_ranks_tdigest_metric.yml
 * (1, 51, 101, 151: the rank of 50 is 25, of 100 over 51, 101, 151 is 33.3) pin it. The comparisons are
 * Java's `<` and `==` on unboxed doubles (-0.0 equals 0.0); an empty list gives NaN (0 / 0).
 */
export function distCdf(x: number, data: ArrayLike<number>): number {
  let below = 0;
  let equal = 0;
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v < x) below++;
    else if (v === x) equal++;
  }
  return (below + 0.5 * equal) / data.length;
}

/** SortingDigest: every value, sorted (Collections.sort, Double.compareTo) when read. */
export class SortingDigest {
  values: number[] = [];
  min = Infinity;
  max = -Infinity;
  private sorted = true;

  add(x: number, w = 1): void {
    this.sorted = this.sorted && (this.values.length === 0 || this.values[this.values.length - 1]! <= x);
    for (let i = 0; i < w; i++) this.values.push(x);
    this.max = Math.max(this.max, x);
    this.min = Math.min(this.min, x);
  }

  get size(): number {
    return this.values.length;
  }

  compress(): void {
    if (!this.sorted) {
      this.values.sort(javaDoubleCompare);
      this.sorted = true;
    }
  }

  centroids(): Centroid[] {
    this.compress();
    return this.values.map((mean) => ({ mean, count: 1 }));
  }

  quantile(q: number): number {
    this.compress();
    return distQuantile(q, this.values);
  }

  cdf(x: number): number {
    this.compress();
    return distCdf(x, this.values);
  }
}

/** HybridDigest: a SortingDigest up to `20 · Math.round(compression)` values, then a MergingDigest. */
export class HybridDigest {
  private sorting: SortingDigest | null = new SortingDigest();
  private merging: MergingDigest | null = null;
  private readonly maxSortingSize: number;

  constructor(readonly compression: number) {
    // Java's Math.round(double): floor(x + 0.5).
    this.maxSortingSize = Math.floor(compression + 0.5) * 20;
  }

  /** Whether the digest has switched to merging. */
  get isMerging(): boolean {
    return this.merging !== null;
  }

  /** reserve(n): switches when the sorted values plus n reach the limit, replaying them in their stored order. */
  reserve(n: number): void {
    if (this.merging) return;
    const sorting = this.sorting!;
    if (sorting.size + n >= this.maxSortingSize) {
      const merging = new MergingDigest(this.compression, 'es');
      for (const v of sorting.values) merging.add(v);
      this.merging = merging;
      this.sorting = null;
    }
  }

  add(x: number, w = 1): void {
    this.reserve(w);
    if (this.merging) this.merging.add(x, w);
    else this.sorting!.add(x, w);
  }

  /** add(TDigest other): reserve its size, then add its centroids in order (TDigest.add, no shuffle in the fork). */
  addDigest(other: HybridDigest): void {
    const centroids = other.centroids();
    this.reserve(other.size);
    for (const c of centroids) this.add(c.mean, c.count);
  }

  get size(): number {
    return this.merging ? this.merging.size : this.sorting!.size;
  }

  get min(): number {
    return this.merging ? this.merging.min : this.sorting!.min;
  }

  get max(): number {
    return this.merging ? this.merging.max : this.sorting!.max;
  }

  centroids(): Centroid[] {
    return this.merging ? this.merging.centroids() : this.sorting!.centroids();
  }

  quantile(q: number): number {
    return this.merging ? this.merging.quantile(q) : this.sorting!.quantile(q);
  }

  cdf(x: number): number {
    return this.merging ? this.merging.cdf(x) : this.sorting!.cdf(x);
  }
}
