/**
 * The t-digest behind `percentiles`, `percentile_ranks` and `median_absolute_deviation`, per version.
 * ES ≥ 8.9 (its fork, HybridDigest): every value kept and sorted (SortingDigest) while a digest holds
 * fewer than `20 · compression` values, quantiles and ranks as Dist.quantile/Dist.cdf read a sorted array;
 * a shard's digest merged into another stays a sorting one. Before (t-digest 3.2's AVLTreeDigest) and
 * OpenSearch (3.3's MergingDigest): small digests are one centroid per value and a quantile interpolates
 * between centroid centres, clamped to min and max at the ends (what 180_percentiles_tdigest_metric.yml
 * pins: 1, 51, 101, 151 → p25 26, p50 76, p75 126). Past those sizes the real digests compress and the
 * simulator keeps sorting, so large populations are where its percentiles can differ from ES's.
 */
import type { Profile } from '../../../profiles.ts';

/** A digest: the values seen (kept sorted on read). */
export class Digest {
  values: number[] = [];
  private sorted = true;
  constructor(readonly compression: number) {}

  add(x: number): void {
    if (this.values.length > 0 && this.values[this.values.length - 1]! > x) this.sorted = false;
    this.values.push(x);
  }

  merge(other: Digest): void {
    for (const v of other.values) this.add(v);
  }

  get size(): number {
    return this.values.length;
  }

  sortedValues(): number[] {
    if (!this.sorted) {
      this.values.sort((a, b) => a - b);
      this.sorted = true;
    }
    return this.values;
  }
}

/** Dist.quantile over sorted values (linear interpolation between neighbours). */
export function distQuantile(q: number, data: number[]): number {
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

/** Dist.cdf over sorted values. */
export function distCdf(x: number, data: number[]): number {
  const n = data.length;
  if (n === 0) return NaN;
  if (x < data[0]!) return 0;
  let n1 = 0.5;
  let n2 = 0;
  for (let i = 1; i < n; i++) {
    const v = data[i]!;
    if (v > x) {
      if (n2 > 0) return (n1 + 0.5 * n2) / n;
      const prev = data[i - 1]!;
      return (n1 + (x - prev) / (v - prev)) / n;
    }
    if (v < x) n1++;
    else n2++;
  }
  return (n - 0.5 * n2) / n;
}

/** A quantile of unit centroids, interpolated between their centres and clamped at the ends (t-digest 3.x). */
export function centroidQuantile(q: number, data: number[]): number {
  const n = data.length;
  if (n === 0) return NaN;
  if (n === 1) return data[0]!;
  const index = q * n;
  if (index <= 0.5) return data[0]!;
  if (index >= n - 0.5) return data[n - 1]!;
  // Centroid i's centre sits at i + 0.5.
  const i = Math.floor(index - 0.5);
  const frac = index - 0.5 - i;
  return data[i]! + frac * (data[i + 1]! - data[i]!);
}

/** A rank of unit centroids (the inverse of centroidQuantile), clamped to [0, 1]. */
export function centroidCdf(x: number, data: number[]): number {
  const n = data.length;
  if (n === 0) return NaN;
  if (x < data[0]!) return 0;
  if (x >= data[n - 1]!) return 1;
  if (n === 1) return 0.5;
  for (let i = 0; i < n - 1; i++) {
    const a = data[i]!;
    const b = data[i + 1]!;
    if (x >= a && x < b) return (i + 0.5 + (x - a) / (b - a)) / n;
  }
  return 1;
}

/** The quantile function of the profile's digest. */
export function quantileOf(profile: Profile, d: Digest, q: number): number {
  const data = d.sortedValues();
  return profile.tdigest === 'es-hybrid' ? distQuantile(q, data) : centroidQuantile(q, data);
}

/** The rank function of the profile's digest. */
export function cdfOf(profile: Profile, d: Digest, x: number): number {
  const data = d.sortedValues();
  return profile.tdigest === 'es-hybrid' ? distCdf(x, data) : centroidCdf(x, data);
}
