/**
 * AVLTreeDigest, as Elasticsearch's fork ships it (libs/tdigest, `es`: the digest of `execution_hint:
 * high_accuracy`, ES ≥ 8.9) and as t-digest 3.3 does (`td33`: OpenSearch 3.0–3.3's TDigestState). Both add
 * and compress alike; 3.3's quantile reads index q·count and answers a single-value centroid's own value
 * near it, the fork's reads q·(count−1) and interpolates. Means read through Centroid objects (the cdf's
 * scan, `centroids()`) are (w·mean)/w, as `new Centroid(mean, w)` computes them.
 * Its centroids stay sorted by mean (an AVL tree there, a sorted array here: only the order is read). A
 * value joins the nearest centroid when the K_2 scale function leaves it room, else becomes a centroid of
 * its own; past 20·compression centroids the digest compresses neighbours. Its quantile reads index
 * q·(count−1) (a single-value first or last centroid interpolates with its neighbour, so small digests
 * answer Dist.quantile); its cdf steps at single-value centroids. Where several equally near centroids have
 * room, the library picks one at random (reservoir sampling over `gen`); this port takes the first.
 */
import { javaDoubleCompare, weightedAverage, type Centroid } from './tdigestMerging.ts';

/** ScaleFunction.K_2.max(q, compression, n): Z·q·(1−q)/compression, Z = 4·ln(n/compression) + 24. */
function k2MaxN(q: number, compression: number, n: number): number {
  return ((4 * Math.log(n / compression) + 24) * q * (1 - q)) / compression;
}

/** Which library's AVLTreeDigest. */
export type AvlVariant = 'es' | 'td33';

/** A mean as a Centroid object holds it: 0 + w·(mean − 0)/w. */
function centroidMean(mean: number, w: number): number {
  return 0 + (w * (mean - 0)) / w;
}

/** An AVLTreeDigest of ES's fork or of t-digest 3.3. */
export class AvlTreeDigest {
  min = Infinity;
  max = -Infinity;
  private count = 0;
  private readonly means: number[] = [];
  private readonly weights: number[] = [];

  constructor(
    readonly compression: number,
    readonly variant: AvlVariant = 'es',
  ) {}

  get size(): number {
    return this.count;
  }

  /** The index of the last centroid whose mean is ≤ x (where an equal mean is inserted after), or −1. */
  private floor(x: number): number {
    let lo = 0;
    let hi = this.means.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.means[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  /** Inserts a centroid after every one of mean ≤ its own (IntAVLTree.add sends equal keys right). */
  private insert(mean: number, w: number): void {
    const at = this.floor(mean) + 1;
    this.means.splice(at, 0, mean);
    this.weights.splice(at, 0, w);
  }

  add(x: number, w = 1): void {
    if (x < this.min) this.min = x;
    if (x > this.max) this.max = x;
    const n = this.means.length;
    if (n === 0) {
      this.insert(x, w);
      this.count = w;
      return;
    }
    // AVLGroupTree.floor: the last centroid whose mean is strictly below x (Double.compare).
    let start = -1;
    {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (javaDoubleCompare(x, this.means[mid]!) > 0) lo = mid + 1;
        else hi = mid;
      }
      start = lo - 1;
    }
    if (start < 0) start = 0;
    let minDistance = Number.MAX_VALUE;
    let lastNeighbor = n;
    for (let i = start; i < n; i++) {
      const z = Math.abs(this.means[i]! - x);
      if (z < minDistance) {
        start = i;
        minDistance = z;
      } else if (z > minDistance) {
        lastNeighbor = i;
        break;
      }
    }
    let closest = -1;
    let headSum = 0;
    for (let i = 0; i < start; i++) headSum += this.weights[i]!;
    for (let i = start; i < lastNeighbor; i++) {
      const q0 = headSum / this.count;
      const q1 = q0 + this.weights[i]! / this.count;
      const k = this.count * Math.min(k2MaxN(q0, this.compression, this.count), k2MaxN(q1, this.compression, this.count));
      if (this.weights[i]! + w <= k && closest < 0) closest = i;
      headSum += this.weights[i]!;
    }
    if (closest < 0) this.insert(x, w);
    else {
      // summary.update(closest, …, false): a moved mean leaves its place and is re-added by value.
      const mean = weightedAverage(this.means[closest]!, this.weights[closest]!, x, w);
      const weight = this.weights[closest]! + w;
      if (mean === this.means[closest]) this.weights[closest] = weight;
      else {
        this.means.splice(closest, 1);
        this.weights.splice(closest, 1);
        this.insert(mean, weight);
      }
    }
    this.count += w;
    if (this.means.length > 20 * this.compression) this.compress();
  }

  /** compress(): neighbours merged left to right while their combined weight stays within K_2's limits. */
  compress(): void {
    if (this.means.length <= 1) return;
    const { means, weights, count, compression } = this;
    let n0 = 0;
    let k0 = count * k2MaxN(n0 / count, compression, count);
    let node = 0;
    let w0 = weights[0]!;
    let n1 = n0 + weights[0]!;
    let w1 = 0;
    while (node < means.length) {
      let after = node + 1;
      while (after < means.length) {
        w1 = weights[after]!;
        const k1 = count * k2MaxN((n1 + w1) / count, compression, count);
        if (w0 + w1 > Math.min(k0, k1)) break;
        means[node] = weightedAverage(means[node]!, w0, means[after]!, w1);
        weights[node] = w0 + w1;
        means.splice(after, 1);
        weights.splice(after, 1);
        n1 += w1;
        w0 += w1;
      }
      node = after;
      if (node < means.length) {
        n0 = n1;
        k0 = count * k2MaxN(n0 / count, compression, count);
        w0 = w1;
        n1 = n0 + w0;
      }
    }
  }

  centroids(): Centroid[] {
    return this.means.map((mean, i) => ({ mean: centroidMean(mean, this.weights[i]!), count: this.weights[i]! }));
  }

  quantile(q: number): number {
    const { means, weights, count, min, max } = this;
    const n = means.length;
    if (n === 0) return NaN;
    if (n === 1) return centroidMean(means[0]!, weights[0]!);
    return this.variant === 'td33' ? this.quantile33(q) : this.quantileEs(q);
  }

  /** t-digest 3.3's AVLTreeDigest.quantile: index q·count, singletons answer their own value near them. */
  private quantile33(q: number): number {
    const { means, weights, count, min, max } = this;
    const n = means.length;
    const index = q * count;
    if (index < 1) return min;
    if (index >= count - 1) return max;
    let currentWeight = weights[0]!;
    if (currentWeight === 2 && index <= 2) return 2 * means[0]! - min;
    if (weights[n - 1] === 2 && index > count - 2) return 2 * means[n - 1]! - max;
    let weightSoFar = currentWeight / 2.0;
    if (index < weightSoFar) return weightedAverage(min, weightSoFar - index, means[0]!, index - 1);
    let current = 0;
    for (let i = 0; i < n - 1; i++) {
      const nextWeight = weights[current + 1]!;
      const dw = (currentWeight + nextWeight) / 2.0;
      if (index < weightSoFar + dw) {
        let leftExclusion = 0;
        let rightExclusion = 0;
        if (currentWeight === 1) {
          if (index < weightSoFar + 0.5) return means[current]!;
          leftExclusion = 0.5;
        }
        if (nextWeight === 1) {
          if (index >= weightSoFar + dw - 0.5) return means[current + 1]!;
          rightExclusion = 0.5;
        }
        const w1 = index - weightSoFar - leftExclusion;
        const w2 = weightSoFar + dw - index - rightExclusion;
        return weightedAverage(means[current]!, w2, means[current + 1]!, w1);
      }
      weightSoFar += dw;
      current++;
      currentWeight = nextWeight;
    }
    const w1 = index - weightSoFar;
    const w2 = count - 1 - index;
    return weightedAverage(means[current]!, w2, max, w1);
  }

  /** The fork's AVLTreeDigest.quantile: index q·(count−1), interpolated. */
  private quantileEs(q: number): number {
    const { means, weights, count, min, max } = this;
    const n = means.length;
    const index = q * (count - 1);
    if (index <= 0) return min;
    if (index >= count - 1) return max;
    let currentWeight = weights[0]!;
    if (currentWeight === 2 && index <= 2) return 2 * means[0]! - min;
    if (weights[n - 1] === 2 && index > count - 2) return 2 * means[n - 1]! - max;
    let weightSoFar = currentWeight === 1 ? 0 : currentWeight / 2.0;
    if (index <= weightSoFar || (currentWeight === 1 && index <= currentWeight)) {
      // A single-value first centroid interpolates towards the second.
      if (currentWeight === 1) return min + index * (means[1]! - min);
      return min + index * (means[0]! - min);
    }
    let current = 0;
    for (let i = 0; i < n - 1; i++) {
      const nextWeight = weights[current + 1]!;
      const dw = (currentWeight + nextWeight) / 2.0;
      if (index < weightSoFar + dw) {
        const w1 = index - weightSoFar;
        const w2 = weightSoFar + dw - index;
        return weightedAverage(means[current]!, w2, means[current + 1]!, w1);
      }
      weightSoFar += dw;
      current++;
      currentWeight = nextWeight;
    }
    const w1 = index - weightSoFar;
    const w2 = count - weightSoFar - w1;
    if (currentWeight === 1) return weightedAverage(means[current - 1]!, w2, means[current]!, w1);
    return weightedAverage(means[current]!, w2, max, w1);
  }

  cdf(x: number): number {
    const { means, weights, count, min, max } = this;
    const n = means.length;
    if (n === 0) return NaN;
    // The scan reads Centroid objects (iterator), the ends read the tree's arrays.
    const cm = (i: number) => centroidMean(means[i]!, weights[i]!);
    if (n === 1) return x < means[0]! ? 0 : x > means[0]! ? 1 : 0.5;
    if (x < min) return 0;
    if (x === min) {
      let dw = 0;
      for (let i = 0; i < n && cm(i) === x; i++) dw += weights[i]!;
      return dw / 2.0 / count;
    }
    if (x > max) return 1;
    if (x === max) {
      let dw = 0;
      for (let i = n - 1; i >= 0 && means[i] === x; i--) dw += weights[i]!;
      return (count - dw / 2.0) / count;
    }
    if (x < means[0]!) return this.tail(x, 0, min);
    if (x > means[n - 1]!) return 1 - this.tail(x, n - 1, max);
    let aMean = cm(0);
    let aWeight = weights[0]!;
    if (x === aMean) return aWeight / 2.0 / count;
    let b = 1;
    let bMean = cm(1);
    let bWeight = weights[1]!;
    let weightSoFar = 0;
    while (bWeight > 0) {
      if (x === bMean) {
        weightSoFar += aWeight;
        while (b + 1 < n) {
          b++;
          if (x === cm(b)) bWeight += weights[b]!;
          else break;
        }
        return (weightSoFar + bWeight / 2.0) / count;
      }
      if (x < bMean) {
        // A single-value centroid's weight is all at its mean: it is not spread by interpolation.
        if (aWeight === 1) {
          if (bWeight === 1) return (weightSoFar + 1.0) / count;
          return (weightSoFar + 1.0 + (((x - aMean) / (bMean - aMean)) * bWeight) / 2.0) / count;
        }
        if (bWeight === 1) return (weightSoFar + aWeight / 2.0 + (((x - aMean) / (bMean - aMean)) * aWeight) / 2.0) / count;
        return (weightSoFar + aWeight / 2.0 + (((x - aMean) / (bMean - aMean)) * (aWeight + bWeight)) / 2.0) / count;
      }
      weightSoFar += aWeight;
      if (b + 1 < n) {
        aMean = bMean;
        aWeight = bWeight;
        b++;
        bMean = cm(b);
        bWeight = weights[b]!;
      } else bWeight = 0;
    }
    return 1;
  }

  /** interpolateTail: the tail between an extreme and its centroid, one sample sitting at the extreme. */
  private tail(x: number, node: number, extreme: number): number {
    const c = this.weights[node]!;
    if (c === 2) return 1.0 / this.count;
    const weight = c / 2.0 - 1;
    const partial = ((extreme - x) / (extreme - this.means[node]!)) * weight;
    return (partial + 1.0) / this.count;
  }
}
