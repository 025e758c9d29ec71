/**
 * The t-digest behind `percentiles`, `percentile_ranks`, `boxplot` and `median_absolute_deviation`, per
 * version (the profile's `tdigest` capability) and execution hint:
 * - `avl-3.2`: t-digest 3.2's AVLTreeDigest (ES < 8.9, OpenSearch 1.x and 2.x). Small digests are one centroid
 *   per value; a quantile interpolates between centroid centres (index q·n), clamped to min and max at the
 *   ends, and a rank interpolates between the midpoints of neighbours (180_percentiles_tdigest_metric.yml
 *   and 420_percentile_ranks_tdigest_metric.yml of 7.x: 1, 51, 101, 151 → p25 26; rank of 50 → 37).
 *   Exact while every centroid holds one value (3.2's add merges once 4·count·q(1−q)/compression ≥ 2,
 *   about 200 values at compression 100); past that no model can be: the reduce replays a shard's
 *   centroids shuffled by an unseeded Random (TDigest.add), so the cluster itself answers differently
 *   run to run (the 3.2 release, run: 300 values reduce to 240 to 246 centroids).
 * - `es-hybrid`: ES's fork (8.9+, ./tdigestEs.ts): HybridDigest by default, sorting then merging; with
 *   `execution_hint: high_accuracy` the fork's AVLTreeDigest (./tdigestAvl.ts, model `es-avl`).
 * - `avl-3.3` / `merging-3.3`: t-digest 3.3 (OpenSearch 3.0–3.3 extends its AVLTreeDigest, model
 *   `td33-avl` in ./tdigestAvl.ts; 3.4 its MergingDigest, `td33` in ./tdigestMerging.ts,
 *   opensearch-project/OpenSearch#18124): both answer a singleton centroid's own value near it. Both ports
 *   are bit-exact with the 3.3 release run on generated sets; the library's own randomness (a reduce
 *   shuffles the centroids it adds; equally near centroids are picked at random) is replayed in order.
 */
import type { Profile } from '../../../profiles.ts';
import { HybridDigest } from './tdigestEs.ts';
import { MergingDigest, type Centroid } from './tdigestMerging.ts';
import { AvlTreeDigest } from './tdigestAvl.ts';

export { distCdf, distQuantile } from './tdigestEs.ts';

/** Which digest a state is. */
export type DigestModel = 'avl-3.2' | 'es-hybrid' | 'es-avl' | 'td33' | 'td33-avl';

/** TDigestExecutionHint: `default` or `high_accuracy` (ES ≥ 8.9). */
export type ExecutionHint = 'default' | 'high_accuracy';

/** The digest a profile builds for an execution hint (TDigestState.create). */
export function digestModel(profile: Profile, hint: ExecutionHint = 'default'): DigestModel {
  switch (profile.tdigest) {
    case 'avl-3.2':
      return 'avl-3.2';
    case 'es-hybrid':
      return hint === 'high_accuracy' ? 'es-avl' : 'es-hybrid';
    case 'avl-3.3':
      return 'td33-avl';
    default:
      return 'td33';
  }
}

/** TDigestExecutionHint.parse: `high_accuracy`, `default` or empty, or an enum constant's own name. */
export function parseExecutionHint(value: string): ExecutionHint | undefined {
  if (value === 'high_accuracy' || value === 'HIGH_ACCURACY') return 'high_accuracy';
  if (value === 'default' || value === '' || value === 'DEFAULT') return 'default';
  return undefined;
}

/** Past this many values (weights counted) a Digest keeps no per-value list. */
const VALUES_CAP = 1_000_000;

/** A digest state: the values seen (for HDR and whiskers) and the version's t-digest over them. */
export class Digest {
  values: number[] = [];
  private sorted = true;
  /**
   * How many values were added, weights counted: a pre-aggregated `histogram` field adds a value with its
   * count (up to 2^63), which the per-value list cannot hold; past VALUES_CAP the list stops growing and
   * only the version's digest (which takes weights) answers.
   */
  private count = 0;
  private readonly hybrid?: HybridDigest;
  private readonly merging?: MergingDigest;
  private readonly avl?: AvlTreeDigest;

  constructor(
    readonly compression: number,
    readonly model: DigestModel = 'avl-3.2',
  ) {
    if (model === 'es-hybrid') this.hybrid = new HybridDigest(compression);
    if (model === 'td33') this.merging = new MergingDigest(compression, 'td33');
    if (model === 'es-avl') this.avl = new AvlTreeDigest(compression, 'es');
    if (model === 'td33-avl') this.avl = new AvlTreeDigest(compression, 'td33');
  }

  add(x: number, w = 1): void {
    this.count += w;
    if (this.count <= VALUES_CAP) for (let i = 0; i < w; i++) {
      if (this.values.length > 0 && this.values[this.values.length - 1]! > x) this.sorted = false;
      this.values.push(x);
    }
    this.hybrid?.add(x, w);
    this.merging?.add(x, w);
    this.avl?.add(x, w);
  }

  /** TDigestState.add(other): the other's centroids added in order (a reduce into a fresh state). */
  merge(other: Digest): void {
    if (this.hybrid && other.hybrid) {
      this.hybrid.addDigest(other.hybrid);
      for (const v of other.values) this.pushValue(v);
      this.count += other.count - other.values.length;
      return;
    }
    if (this.merging && other.merging) {
      for (const c of other.merging.centroids()) this.merging.add(c.mean, c.count);
      for (const v of other.values) this.pushValue(v);
      return;
    }
    if (this.avl && other.avl) {
      for (const c of other.avl.centroids()) this.avl.add(c.mean, c.count);
      for (const v of other.values) this.pushValue(v);
      return;
    }
    for (const v of other.values) this.add(v);
  }

  private pushValue(v: number): void {
    this.count++;
    if (this.values.length > 0 && this.values[this.values.length - 1]! > v) this.sorted = false;
    this.values.push(v);
  }

  get size(): number {
    return this.count;
  }

  sortedValues(): number[] {
    if (!this.sorted) {
      this.values.sort((a, b) => a - b);
      this.sorted = true;
    }
    return this.values;
  }

  /** The digest's centroids in order (one per value where the model keeps them all). */
  centroids(): Centroid[] {
    if (this.hybrid) return this.hybrid.centroids();
    if (this.merging) return this.merging.centroids();
    if (this.avl) return this.avl.centroids();
    return this.sortedValues().map((mean) => ({ mean, count: 1 }));
  }

  /** The digest's quantile (q in [0, 1]). */
  quantile(q: number): number {
    if (this.hybrid) return this.hybrid.quantile(q);
    if (this.merging) return this.merging.quantile(q);
    if (this.avl) return this.avl.quantile(q);
    return centroidQuantile(q, this.sortedValues());
  }

  /** The digest's cdf. */
  cdf(x: number): number {
    if (this.hybrid) return this.hybrid.cdf(x);
    if (this.merging) return this.merging.cdf(x);
    if (this.avl) return this.avl.cdf(x);
    return centroidCdf(x, this.sortedValues());
  }
}

/** A quantile of unit centroids, interpolated between their centres and clamped at the ends (t-digest 3.2). */
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

/**
 * t-digest 3.2's AVLTreeDigest.cdf over unit centroids: interpolation between the midpoints of neighbours
 * (the first centroid's left width equal to its right one), the last centroid never reached (its scan
 * stops at the next to last), clamped at 0.
 */
export function centroidCdf(x: number, data: number[]): number {
  const n = data.length;
  if (n === 0) return NaN;
  if (n === 1) return x < data[0]! ? 0 : 1;
  let r = 0;
  let a = 0;
  let left = (data[1]! - data[0]!) / 2;
  let right = left;
  for (let b = 2; b < n; b++) {
    if (x < data[a]! + right) {
      const value = (r + (x - (data[a]! - left)) / (right + left)) / n;
      return value > 0 ? value : 0;
    }
    r += 1;
    a++;
    left = right;
    right = (data[b]! - data[a]!) / 2;
  }
  if (x < data[a]! + right) return (r + (x - (data[a]! - left)) / (right + left)) / n;
  return 1;
}

/** The quantile function of the digest's version. */
export function quantileOf(_profile: Profile, d: Digest, q: number): number {
  return d.quantile(q);
}

/** The rank function of the digest's version. */
export function cdfOf(_profile: Profile, d: Digest, x: number): number {
  return d.cdf(x);
}
