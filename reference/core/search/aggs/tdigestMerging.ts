/**
 * t-digest's MergingDigest, as two libraries ship it: Ted Dunning's t-digest 3.3 (`td33`, what OpenSearch
 * ≥ 3.4 extends, and whose quantile rules its AVLTreeDigest shares) and Elasticsearch's fork in
 * libs/tdigest (`es`, the large-population half of HybridDigest from 8.9). Both buffer points, sort them
 * (stably) with the live centroids and merge neighbours while the K_2 scale function's weight limit allows,
 * the first and last centroid always kept single. They differ in sizing (3.3 keeps 2·compression + fudge
 * cells, ES compression + 10 grown to the working compression), in `compress()` (3.3 forces a merge at the
 * public compression, also before listing centroids), and in reading: 3.3's quantile steps at singleton
 * centroids and its cdf excludes their weight from interpolation; ES interpolates between centres
 * (index q·n, no singleton rule) and its cdf interpolates between the midpoints of neighbours.
 * The ES form is the TDigestArrays one (8.15+), with #111644's last-cell guard (2024-08); later changes —
 * #151979's exact Centroid and clamped merge means (2026-06), #156413's cdf between centres (2026-08) —
 * came after the modelled 8.19.0 and 9.1.0 and are not modelled.
 */

/** Which library's MergingDigest. */
export type MergingVariant = 'td33' | 'es';

/** A centroid: its mean and (integral) weight. */
export interface Centroid {
  mean: number;
  count: number;
}

/** ScaleFunction.K_2's normalizer: compression / Z, Z = 4·ln(n / compression) + 24. */
function k2Normalizer(compression: number, n: number): number {
  return compression / (4 * Math.log(n / compression) + 24);
}

/** ScaleFunction.K_2's weight limit at quantile q (as a fraction of the total). */
function k2Max(q: number, normalizer: number): number {
  return (q * (1 - q)) / normalizer;
}

/** AbstractTDigest.weightedAverage: the weighted mean of two points, clamped between them. */
export function weightedAverage(x1: number, w1: number, x2: number, w2: number): number {
  if (x1 > x2) return weightedAverage(x2, w2, x1, w1);
  const x = (x1 * w1 + x2 * w2) / (w1 + w2);
  return Math.max(x1, Math.min(x, x2));
}

/** AbstractTDigest.interpolate. */
export function interpolate(x: number, x0: number, x1: number): number {
  return (x - x0) / (x1 - x0);
}

/** A MergingDigest of one of the two libraries. */
export class MergingDigest {
  min = Infinity;
  max = -Infinity;
  private readonly publicCompression: number;
  private readonly compression: number;
  private lastUsedCell = 0;
  private totalWeight = 0;
  private readonly weight: Float64Array;
  private readonly mean: Float64Array;
  private unmergedWeight = 0;
  private tempUsed = 0;
  private readonly tempWeight: Float64Array;
  private readonly tempMean: Float64Array;
  private mergeCount = 0;

  constructor(compression: number, readonly variant: MergingVariant) {
    // Both constructors: compression below 10 is raised to 10; the weight limit needs 10 cells of fudge.
    if (compression < 10) compression = 10;
    let sizeFudge = 10;
    if (variant === 'td33' && compression < 30) sizeFudge += 20;
    let size: number;
    let bufferSize: number;
    if (variant === 'td33') {
      size = Math.trunc(2 * compression + sizeFudge);
      bufferSize = 5 * size;
      if (bufferSize <= 2 * size) bufferSize = 2 * size;
    } else {
      size = Math.trunc(compression + sizeFudge);
      bufferSize = 5 * size;
    }
    // Java's int division: bufferSize / size is 5, so the working compression is twice the public one.
    const scale = Math.max(1, Math.trunc(bufferSize / size) - 1);
    this.publicCompression = compression;
    this.compression = Math.sqrt(scale) * compression;
    if (size < this.compression + sizeFudge) size = Math.ceil(this.compression + sizeFudge);
    if (bufferSize <= 2 * size) bufferSize = 2 * size;
    this.weight = new Float64Array(size);
    this.mean = new Float64Array(size);
    this.tempWeight = new Float64Array(bufferSize);
    this.tempMean = new Float64Array(bufferSize);
  }

  /** The number of points added. */
  get size(): number {
    return this.totalWeight + this.unmergedWeight;
  }

  /** add(x, w): buffered, merged when the buffer cannot take the live centroids too. */
  add(x: number, w = 1): void {
    if (this.tempUsed >= this.tempWeight.length - this.lastUsedCell - 1) this.mergeNewValues(false, this.compression);
    const where = this.tempUsed++;
    this.tempWeight[where] = w;
    this.tempMean[where] = x;
    this.unmergedWeight += w;
    if (x < this.min) this.min = x;
    if (x > this.max) this.max = x;
  }

  /** compress(): 3.3 forces a merge at the public compression, ES merges pending points only. */
  compress(): void {
    this.mergeNewValues(this.variant === 'td33', this.publicCompression);
  }

  /** centroidCount(): pending points merged at the working compression, the cells in use counted. */
  centroidCount(): number {
    this.mergeNewValues(false, this.compression);
    return this.lastUsedCell;
  }

  /** centroids(): 3.3 compresses first, ES merges pending points at the working compression. */
  centroids(): Centroid[] {
    if (this.variant === 'td33') this.compress();
    else this.mergeNewValues(false, this.compression);
    const out: Centroid[] = [];
    for (let i = 0; i < this.lastUsedCell; i++) {
      const count = Math.trunc(this.weight[i]!);
      // new Centroid(mean, count) starts at 0 and adds: centroid += w·(x − centroid) / count, so a
      // listed mean is (w·x)/w, which can be an ulp off the stored one.
      out.push({ mean: 0 + (count * (this.mean[i]! - 0)) / count, count });
    }
    return out;
  }

  private mergeNewValues(force: boolean, compression: number): void {
    if (this.totalWeight === 0 && this.unmergedWeight === 0) return;
    if (force || this.unmergedWeight > 0) {
      // Every other merge runs backwards (useAlternatingSort) to avoid a left-to-right bias.
      this.merge(this.tempUsed, this.unmergedWeight, this.mergeCount % 2 === 1, compression);
      this.mergeCount++;
      this.tempUsed = 0;
      this.unmergedWeight = 0;
    }
  }

  private merge(incomingCount: number, unmerged: number, runBackwards: boolean, compression: number): void {
    const inMean = this.tempMean;
    const inWeight = this.tempWeight;
    const { mean, weight } = this;
    inMean.set(mean.subarray(0, this.lastUsedCell), incomingCount);
    inWeight.set(weight.subarray(0, this.lastUsedCell), incomingCount);
    incomingCount += this.lastUsedCell;
    // Sort.stableSort: indexes ordered by mean, equal means in their buffer order.
    const order = Array.from({ length: incomingCount }, (_, i) => i).sort((a, b) => (inMean[a]! < inMean[b]! ? -1 : inMean[a]! > inMean[b]! ? 1 : 0));
    this.totalWeight += unmerged;
    const total = this.totalWeight;
    if (runBackwards) order.reverse();
    let last = 0;
    mean[0] = inMean[order[0]!]!;
    weight[0] = inWeight[order[0]!]!;
    let wSoFar = 0;
    const normalizer = k2Normalizer(compression, total);
    for (let i = 1; i < incomingCount; i++) {
      const ix = order[i]!;
      const proposed = weight[last]! + inWeight[ix]!;
      const q0 = wSoFar / total;
      const q2 = (wSoFar + proposed) / total;
      let addThis = proposed <= total * Math.min(k2Max(q0, normalizer), k2Max(q2, normalizer));
      // The first and last centroid never merge.
      if (i === 1 || i === incomingCount - 1) addThis = false;
      // ES: out of cells, the last one takes the rest.
      if (this.variant === 'es' && last === mean.length - 1) addThis = true;
      if (addThis) {
        weight[last] = weight[last]! + inWeight[ix]!;
        mean[last] = mean[last]! + ((inMean[ix]! - mean[last]!) * inWeight[ix]!) / weight[last]!;
      } else {
        wSoFar += weight[last]!;
        last++;
        mean[last] = inMean[ix]!;
        weight[last] = inWeight[ix]!;
      }
      inWeight[ix] = 0;
    }
    this.lastUsedCell = last + 1;
    if (runBackwards) {
      mean.subarray(0, this.lastUsedCell).reverse();
      weight.subarray(0, this.lastUsedCell).reverse();
    }
    if (total > 0) {
      this.min = Math.min(this.min, mean[0]!);
      this.max = Math.max(this.max, mean[this.lastUsedCell - 1]!);
    }
  }

  /** quantile(q) of the variant (q in [0, 1]). */
  quantile(q: number): number {
    this.mergeNewValues(false, this.compression);
    const n = this.lastUsedCell;
    if (n === 0) return NaN;
    if (n === 1) return this.mean[0]!;
    return this.variant === 'td33' ? this.quantile33(q, n) : this.quantileEs(q, n);
  }

  private quantile33(q: number, n: number): number {
    const { mean, weight, totalWeight: total, min, max } = this;
    const index = q * total;
    if (index < 1) return min;
    if (weight[0]! > 1 && index < weight[0]! / 2) return min + ((index - 1) / (weight[0]! / 2 - 1)) * (mean[0]! - min);
    if (index > total - 1) return max;
    if (weight[n - 1]! > 1 && total - index <= weight[n - 1]! / 2) return max - ((total - index - 1) / (weight[n - 1]! / 2 - 1)) * (max - mean[n - 1]!);
    let weightSoFar = weight[0]! / 2;
    for (let i = 0; i < n - 1; i++) {
      const dw = (weight[i]! + weight[i + 1]!) / 2;
      if (weightSoFar + dw > index) {
        // A singleton's weight sits at its mean: within half a unit of it, answer the mean itself.
        let leftUnit = 0;
        if (weight[i] === 1) {
          if (index - weightSoFar < 0.5) return mean[i]!;
          leftUnit = 0.5;
        }
        let rightUnit = 0;
        if (weight[i + 1] === 1) {
          if (weightSoFar + dw - index <= 0.5) return mean[i + 1]!;
          rightUnit = 0.5;
        }
        const z1 = index - weightSoFar - leftUnit;
        const z2 = weightSoFar + dw - index - rightUnit;
        return weightedAverage(mean[i]!, z2, mean[i + 1]!, z1);
      }
      weightSoFar += dw;
    }
    const z1 = index - total - weight[n - 1]! / 2.0;
    const z2 = weight[n - 1]! / 2 - z1;
    return weightedAverage(mean[n - 1]!, z1, max, z2);
  }

  private quantileEs(q: number, n: number): number {
    const { mean, weight, totalWeight: total, min, max } = this;
    const index = q * total;
    if (index < 0) return min;
    if (index >= total) return max;
    let weightSoFar = weight[0]! / 2;
    if (weight[0]! > 1 && index < weightSoFar) return weightedAverage(min, weightSoFar - index, mean[0]!, index);
    if (weight[n - 1]! > 1 && total - index <= weight[n - 1]! / 2) return max - ((total - index - 1) / (weight[n - 1]! / 2 - 1)) * (max - mean[n - 1]!);
    for (let i = 0; i < n - 1; i++) {
      const dw = (weight[i]! + weight[i + 1]!) / 2;
      if (weightSoFar + dw > index) {
        const z1 = index - weightSoFar;
        const z2 = weightSoFar + dw - index;
        return weightedAverage(mean[i]!, z2, mean[i + 1]!, z1);
      }
      weightSoFar += dw;
    }
    const z1 = index - weightSoFar;
    const z2 = weight[n - 1]! / 2.0 - z1;
    return weightedAverage(mean[n - 1]!, z1, max, z2);
  }

  /** cdf(x) of the variant. */
  cdf(x: number): number {
    this.mergeNewValues(false, this.compression);
    const n = this.lastUsedCell;
    if (n === 0) return NaN;
    return this.variant === 'td33' ? this.cdf33(x, n) : this.cdfEs(x, n);
  }

  private cdf33(x: number, n: number): number {
    const { mean, weight, totalWeight: total, min, max } = this;
    if (n === 1) {
      const width = max - min;
      if (x < min) return 0;
      if (x > max) return 1;
      if (x - min <= width) return 0.5;
      return (x - min) / (max - min);
    }
    if (x < min) return 0;
    if (x > max) return 1;
    if (x < mean[0]!) {
      if (mean[0]! - min > 0) {
        if (x === min) return 0.5 / total;
        return (1 + ((x - min) / (mean[0]! - min)) * (weight[0]! / 2 - 1)) / total;
      }
      return 0;
    }
    if (x > mean[n - 1]!) {
      if (max - mean[n - 1]! > 0) {
        if (x === max) return 1 - 0.5 / total;
        return 1 - (1 + ((max - x) / (max - mean[n - 1]!)) * (weight[n - 1]! / 2 - 1)) / total;
      }
      return 1;
    }
    let weightSoFar = 0;
    for (let it = 0; it < n - 1; it++) {
      if (mean[it] === x) {
        let dw = 0;
        while (it < n && mean[it] === x) dw += weight[it++]!;
        return (weightSoFar + dw / 2) / total;
      }
      if (mean[it]! <= x && x < mean[it + 1]!) {
        if (mean[it + 1]! - mean[it]! > 0) {
          // A singleton's weight is not spread: two singletons do not interpolate at all.
          let leftExcluded = 0;
          let rightExcluded = 0;
          if (weight[it] === 1) {
            if (weight[it + 1] === 1) return (weightSoFar + 1) / total;
            leftExcluded = 0.5;
          } else if (weight[it + 1] === 1) rightExcluded = 0.5;
          const dw = (weight[it]! + weight[it + 1]!) / 2;
          const dwNoSingleton = dw - leftExcluded - rightExcluded;
          const base = weightSoFar + weight[it]! / 2 + leftExcluded;
          return (base + (dwNoSingleton * (x - mean[it]!)) / (mean[it + 1]! - mean[it]!)) / total;
        }
        return (weightSoFar + (weight[it]! + weight[it + 1]!) / 2) / total;
      }
      weightSoFar += weight[it]!;
    }
    return 1 - 0.5 / total;
  }

  private cdfEs(x: number, n: number): number {
    const { mean, weight, min, max } = this;
    const size = this.size;
    if (n === 1) return x < min ? 0 : x > max ? 1 : 0.5;
    if (x < min) return 0;
    if (javaDoubleEquals(x, min)) {
      let dw = 0;
      for (let i = 0; i < n && javaDoubleEquals(mean[i]!, x); i++) dw += weight[i]!;
      return dw / 2.0 / size;
    }
    if (x > max) return 1;
    if (x === max) {
      let dw = 0;
      for (let i = n - 1; i >= 0 && javaDoubleEquals(mean[i]!, x); i--) dw += weight[i]!;
      return (size - dw / 2.0) / size;
    }
    // Interpolation between the midpoints of neighbours; the first centroid's left width is its right one.
    let left = (mean[1]! - mean[0]!) / 2;
    let weightSoFar = 0;
    for (let i = 0; i < n - 1; i++) {
      const right = (mean[i + 1]! - mean[i]!) / 2;
      if (x < mean[i]! + right) {
        const value = (weightSoFar + weight[i]! * interpolate(x, mean[i]! - left, mean[i]! + right)) / size;
        return Math.max(value, 0.0);
      }
      weightSoFar += weight[i]!;
      left = right;
    }
    const lastOffset = n - 1;
    const right = (mean[lastOffset]! - mean[lastOffset - 1]!) / 2;
    if (x < mean[lastOffset]! + right) return (weightSoFar + weight[lastOffset]! * interpolate(x, mean[lastOffset]! - right, mean[lastOffset]! + right)) / size;
    return 1;
  }
}

/** Double.compare(a, b) == 0 (0.0 and -0.0 differ, NaN equals NaN). */
export function javaDoubleEquals(a: number, b: number): boolean {
  return Object.is(a, b);
}

/** Double.compare(a, b): -0.0 before 0.0, NaN last. */
export function javaDoubleCompare(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (Object.is(a, b)) return 0;
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return Object.is(a, -0) ? -1 : 1;
}
