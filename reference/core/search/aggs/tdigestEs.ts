/**
 * Elasticsearch's own t-digest (libs/tdigest, 8.9 and later): SortingDigest keeps every value and reads
 * them sorted through Dist (quantile: linear interpolation at q·(n−1); cdf: interpolation between the
 * midpoints of neighbours, a value equal to the first or last counting half), and HybridDigest, the
 * default of TDigestState, sorts until `20 · round(compression)` values would be held, then replays them
 * into a MergingDigest (./tdigestMerging.ts, `es` variant) and continues there.
 */
import { interpolate, javaDoubleCompare, MergingDigest, type Centroid } from './tdigestMerging.ts';

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

/** Dist.cdf over sorted values (the midpoint interpolation of libs/tdigest before elastic/elasticsearch#156413). */
export function distCdf(x: number, data: ArrayLike<number>): number {
  const n = data.length;
  if (n === 0) return NaN;
  if (n === 1) return x < data[0]! ? 0 : x > data[0]! ? 1 : 0.5;
  if (javaDoubleCompare(x, data[0]!) < 0) return 0;
  if (javaDoubleCompare(x, data[0]!) === 0) {
    let dw = 0;
    for (let i = 0; i < n && javaDoubleCompare(data[i]!, x) === 0; i++) dw += 1;
    return dw / 2.0 / n;
  }
  if (x > data[n - 1]!) return 1;
  if (x === data[n - 1]) {
    let dw = 0;
    for (let i = n - 1; i >= 0 && javaDoubleCompare(data[i]!, x) === 0; i--) dw += 1;
    return (n - dw / 2.0) / n;
  }
  // The first value's left width is taken equal to its right one.
  let left = (data[1]! - data[0]!) / 2;
  let weightSoFar = 0;
  for (let i = 0; i < n - 1; i++) {
    const right = (data[i + 1]! - data[i]!) / 2;
    if (x < data[i]! + right) return Math.max((weightSoFar + interpolate(x, data[i]! - left, data[i]! + right)) / n, 0.0);
    weightSoFar += 1;
    left = right;
  }
  const right = (data[n - 1]! - data[n - 2]!) / 2;
  if (x < data[n - 1]! + right) return (weightSoFar + interpolate(x, data[n - 1]! - right, data[n - 1]! + right)) / n;
  return 1;
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
