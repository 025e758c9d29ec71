/**
 * HdrHistogram 2.1.9's DoubleHistogram with auto-resize, as ES's `hdr` percentiles use it
 * (HdrHistogram/HdrHistogram at tag HdrHistogram-2.1.9: DoubleHistogram.java, AbstractHistogram.java).
 * A double is recorded into an integer histogram after scaling by a power of two; the covered range
 * starts at [2^800, 2^803) and shifts down (one binary order at a time, capped by the configured ratio 2)
 * to meet the first value, then shifts or resizes as later values fall outside it. Counts are kept by
 * logical index (the Java class rotates its array through a normalizing offset; the logical contents are
 * the same). Values are exact: the answer of getValueAtPercentile is the highest value equivalent to the
 * bucket reached, times the conversion ratio.
 */

import { doubleToString } from '../../script/painless/javaNumbers.ts';

/** An ArrayIndexOutOfBoundsException of the histogram (the shard failure ES reports). */
export class HdrOutOfBounds extends Error {}

const LONG_MAX = 2 ** 63;

function bitLength(v: number): number {
  if (v <= 0) return 0;
  if (v < 2 ** 32) return 32 - Math.clz32(v);
  return 32 + bitLength(Math.floor(v / 2 ** 32));
}

/** Long.numberOfLeadingZeros for a non-negative integer below 2^63. */
const nlz64 = (v: number) => 64 - bitLength(v);

/** Math.ulp of a finite positive double. */
function ulp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const exp = (view.getUint16(0) >> 4) & 0x7ff;
  return exp === 0 ? 2 ** -1074 : 2 ** (exp - 1075);
}

/** AbstractHistogram with lowestDiscernibleValue 1 (unit magnitude 0) and no auto-resize of its own. */
class IntHistogram {
  readonly subBucketCount: number;
  readonly subBucketHalfCount: number;
  readonly halfMag: number;
  readonly leadingZeroCountBase: number;
  highestTrackableValue = 0;
  countsArrayLength = 0;
  counts = new Map<number, number>();
  totalCount = 0;
  maxValue = 0;
  minNonZeroValue = LONG_MAX;

  constructor(
    highestTrackableValue: number,
    readonly digits: number,
  ) {
    const largest = 2 * 10 ** digits;
    const subBucketCountMagnitude = Math.ceil(Math.log(largest) / Math.log(2));
    this.halfMag = (subBucketCountMagnitude > 1 ? subBucketCountMagnitude : 1) - 1;
    this.subBucketCount = 2 ** (this.halfMag + 1);
    this.subBucketHalfCount = this.subBucketCount / 2;
    this.leadingZeroCountBase = 64 - this.halfMag - 1;
    this.establishSize(highestTrackableValue);
  }

  establishSize(highest: number): void {
    let smallestUntrackable = this.subBucketCount;
    let buckets = 1;
    while (smallestUntrackable <= highest) {
      if (smallestUntrackable > LONG_MAX / 2) {
        buckets++;
        break;
      }
      smallestUntrackable *= 2;
      buckets++;
    }
    this.countsArrayLength = (buckets + 1) * this.subBucketHalfCount;
    this.highestTrackableValue = highest;
  }

  countsArrayIndex(v: number): number {
    if (v < 0) throw new HdrOutOfBounds('Histogram recorded value cannot be negative.');
    // getBucketIndex: leadingZeroCountBase - nlz(value | subBucketMask); the OR only matters below the mask.
    const masked = v < this.subBucketCount ? this.subBucketCount - 1 : v;
    const b = this.leadingZeroCountBase - nlz64(masked);
    const s = Math.floor(v / 2 ** b);
    return ((b + 1) << this.halfMag) + (s - this.subBucketHalfCount);
  }

  valueFromIndex(index: number): number {
    let b = (index >> this.halfMag) - 1;
    let s = (index & (this.subBucketHalfCount - 1)) + this.subBucketHalfCount;
    if (b < 0) {
      s -= this.subBucketHalfCount;
      b = 0;
    }
    return s * 2 ** b;
  }

  private sizeOfRange(v: number): number {
    const masked = v < this.subBucketCount ? this.subBucketCount - 1 : v;
    const b = this.leadingZeroCountBase - nlz64(masked);
    const s = Math.floor(v / 2 ** b);
    return 2 ** (s >= this.subBucketCount ? b + 1 : b);
  }

  lowestEquivalentValue(v: number): number {
    const masked = v < this.subBucketCount ? this.subBucketCount - 1 : v;
    const b = this.leadingZeroCountBase - nlz64(masked);
    return Math.floor(v / 2 ** b) * 2 ** b;
  }

  highestEquivalentValue(v: number): number {
    return this.lowestEquivalentValue(v) + this.sizeOfRange(v) - 1;
  }

  countAt(i: number): number {
    return this.counts.get(i) ?? 0;
  }

  record(v: number, count: number): void {
    const i = this.countsArrayIndex(v);
    if (i >= this.countsArrayLength) throw new HdrOutOfBounds(`value outside of histogram covered range. Caused by: java.lang.ArrayIndexOutOfBoundsException: ${i}`);
    this.counts.set(i, this.countAt(i) + count);
    this.updateMinAndMax(v);
    this.totalCount += count;
  }

  private updateMinAndMax(v: number): void {
    if (v > this.maxValue) this.maxValue = v;
    if (v < this.minNonZeroValue && v !== 0) this.minNonZeroValue = v;
  }

  getMaxValue(): number {
    return this.maxValue === 0 ? 0 : this.highestEquivalentValue(this.maxValue);
  }

  getMinNonZeroValue(): number {
    return this.minNonZeroValue === LONG_MAX ? LONG_MAX : this.lowestEquivalentValue(this.minNonZeroValue);
  }

  private remap(to: (i: number) => number): void {
    const next = new Map<number, number>();
    for (const [i, c] of this.counts) if (c !== 0) next.set(i === 0 ? 0 : to(i), c);
    this.counts = next;
  }

  shiftValuesLeft(n: number): void {
    if (n === 0 || this.totalCount === this.countAt(0)) return;
    const shiftAmount = n << this.halfMag;
    const maxValueIndex = this.countsArrayIndex(this.getMaxValue());
    if (maxValueIndex >= this.countsArrayLength - shiftAmount) throw new HdrOutOfBounds('Operation would overflow, would discard recorded value counts');
    const maxBefore = this.maxValue;
    const minBefore = this.minNonZeroValue;
    this.maxValue = 0;
    this.minNonZeroValue = LONG_MAX;
    const half = this.subBucketHalfCount;
    // Upper halves move up by whole buckets; the lowest half bucket's values are re-indexed one by one.
    this.remap((i) => (i >= half ? i + shiftAmount : this.countsArrayIndex(this.valueFromIndex(i) * 2 ** n)));
    this.updateMinAndMax(maxBefore * 2 ** n);
    if (minBefore < LONG_MAX) this.updateMinAndMax(minBefore * 2 ** n);
  }

  shiftValuesRight(n: number): void {
    if (n === 0 || this.totalCount === this.countAt(0)) return;
    const shiftAmount = this.subBucketHalfCount * n;
    const minIndex = this.countsArrayIndex(this.getMinNonZeroValue());
    if (minIndex < shiftAmount + this.subBucketHalfCount) throw new HdrOutOfBounds('Operation would underflow and lose precision of already recorded value counts');
    const maxBefore = this.maxValue;
    const minBefore = this.minNonZeroValue;
    this.maxValue = 0;
    this.minNonZeroValue = LONG_MAX;
    this.remap((i) => i - shiftAmount);
    this.updateMinAndMax(Math.floor(maxBefore / 2 ** n));
    if (minBefore < LONG_MAX) this.updateMinAndMax(Math.floor(minBefore / 2 ** n));
  }

  getValueAtPercentile(percentile: number): number {
    const requested = Math.min(percentile, 100);
    let countAt = Math.trunc((requested / 100) * this.totalCount + 0.5);
    countAt = Math.max(countAt, 1);
    let total = 0;
    const indexes = [...this.counts.keys()].sort((a, b) => a - b);
    for (const i of indexes) {
      total += this.countAt(i);
      if (total >= countAt) {
        const v = this.valueFromIndex(i);
        return percentile === 0 ? this.lowestEquivalentValue(v) : this.highestEquivalentValue(v);
      }
    }
    return 0;
  }

  getPercentileAtOrBelowValue(v: number): number {
    if (this.totalCount === 0) return 100;
    const target = Math.min(this.countsArrayIndex(v), this.countsArrayLength - 1);
    let total = 0;
    for (const [i, c] of this.counts) if (i <= target) total += c;
    return (100 * total) / this.totalCount;
  }
}

const HIGHEST_ALLOWED_VALUE_EVER = (() => {
  let v = 1;
  while (v < Number.MAX_VALUE / 4) v *= 2;
  return v;
})();

/** findContainingBinaryOrderOfMagnitude(long). */
const containingOrder = (n: number) => bitLength(n);

/** DoubleHistogram(numberOfSignificantValueDigits) with setAutoResize(true). */
export class DoubleHistogram {
  configuredRatio = 2;
  lowest = 0;
  highestLimit = 0;
  intToDouble = 1;
  doubleToInt = 1;
  ints: IntHistogram;

  constructor(
    readonly digits: number,
    source?: DoubleHistogram,
  ) {
    if (source) {
      // new DoubleHistogram(source): the source's internal shape and range, none of its counts.
      this.configuredRatio = source.configuredRatio;
      this.ints = new IntHistogram(source.ints.highestTrackableValue, digits);
      this.setRange(2 ** 800, 2 ** 800 * this.internalRatio());
      this.setRange(source.lowest, source.highestLimit);
      return;
    }
    const internal = this.internalRatio();
    const subBuckets = 2 ** Math.ceil(Math.log(2 * 10 ** digits) / Math.log(2));
    this.ints = new IntHistogram((subBuckets / 2) * internal - 1, digits);
    this.setRange(2 ** 800, 2 ** 800 * internal);
  }

  private internalRatio(): number {
    return 2 ** (containingOrder(this.configuredRatio) + 1);
  }

  private setRange(lowest: number, highest: number): void {
    this.lowest = lowest;
    this.highestLimit = highest;
    this.intToDouble = lowest / this.ints.subBucketHalfCount;
    this.doubleToInt = 1 / this.intToDouble;
  }

  get totalCount(): number {
    return this.ints.totalCount;
  }

  /** recordValue / recordValueWithCount. */
  record(value: number, count = 1): void {
    if (value < this.lowest || value >= this.highestLimit) this.autoAdjust(value);
    this.ints.record(Math.trunc(value * this.doubleToInt), count);
  }

  private cappedOrder(d: number): number {
    if (d > this.configuredRatio) return Math.trunc(Math.log(this.configuredRatio) / Math.log(2));
    if (d > 2 ** 50) return 50;
    return containingOrder(Math.ceil(d));
  }

  private autoAdjust(value: number): void {
    if (value === 0) return;
    try {
      if (value < this.lowest) {
        if (value < 0) throw new HdrOutOfBounds('Negative values cannot be recorded');
        do this.shiftRight(this.cappedOrder(Math.ceil(this.lowest / value) - 1));
        while (value < this.lowest);
      } else if (value >= this.highestLimit) {
        if (value > HIGHEST_ALLOWED_VALUE_EVER) throw new HdrOutOfBounds(`Values above ${HIGHEST_ALLOWED_VALUE_EVER} cannot be recorded`);
        do this.shiftLeft(this.cappedOrder(Math.ceil((value + ulp(value)) / this.highestLimit) - 1));
        while (value >= this.highestLimit);
      }
    } catch (e) {
      if (e instanceof HdrOutOfBounds) throw new HdrOutOfBounds(`The value ${doubleToString(value)} is out of bounds for histogram, current covered range [${doubleToString(this.lowest)}, ${doubleToString(this.highestLimit)}) cannot be extended any further.\nCaused by: java.lang.ArrayIndexOutOfBoundsException: ${e.message}`);
      throw e;
    }
  }

  /** shiftCoveredRangeToTheRight: the range moves down, recorded integers move up. */
  private shiftRight(n: number): void {
    let newLowest = this.lowest;
    let newHighest = this.highestLimit;
    try {
      const m = 1 / 2 ** n;
      this.highestLimit *= m;
      if (this.totalCount > this.ints.countAt(0)) {
        try {
          this.ints.shiftValuesLeft(n);
        } catch (e) {
          if (!(e instanceof HdrOutOfBounds)) throw e;
          this.handleShiftException(n);
          newHighest /= m;
          this.ints.shiftValuesLeft(n);
        }
      }
      newLowest *= m;
      newHighest *= m;
    } finally {
      this.setRange(newLowest, newHighest);
    }
  }

  /** shiftCoveredRangeToTheLeft: the range moves up, recorded integers move down (or the histogram grows). */
  private shiftLeft(n: number): void {
    let newLowest = this.lowest;
    let newHighest = this.highestLimit;
    try {
      const m = 2 ** n;
      this.lowest *= m;
      if (this.totalCount > this.ints.countAt(0)) {
        try {
          this.ints.shiftValuesRight(n);
          newLowest *= m;
          newHighest *= m;
        } catch (e) {
          if (!(e instanceof HdrOutOfBounds)) throw e;
          this.handleShiftException(n);
          newLowest /= m;
        }
      }
      newLowest *= m;
      newHighest *= m;
    } finally {
      this.setRange(newLowest, newHighest);
    }
  }

  private handleShiftException(n: number): void {
    const current = containingOrder(this.ints.highestTrackableValue);
    const next = n + current;
    if (next > 63) throw new HdrOutOfBounds(`Cannot resize histogram covered range beyond (1L << 63) / (1L << ${this.ints.halfMag}) - 1.`);
    const newHighest = 2 ** next - 1;
    this.ints.establishSize(newHighest);
    this.configuredRatio *= 2 ** n;
  }

  /** add(fromHistogram): each non-empty bucket's value, scaled by the source's ratio, with its count. */
  add(from: DoubleHistogram): void {
    const indexes = [...from.ints.counts.keys()].sort((a, b) => a - b);
    for (const i of indexes) {
      const c = from.ints.countAt(i);
      if (c > 0) this.record(from.ints.valueFromIndex(i) * from.intToDouble, c);
    }
  }

  /** getValueAtPercentile. */
  valueAtPercentile(p: number): number {
    return this.ints.getValueAtPercentile(p) * this.intToDouble;
  }

  /** getPercentileAtOrBelowValue. */
  percentileAtOrBelow(value: number): number {
    // `(long) (value * ratio)`: Java's cast saturates at the long range (and takes NaN to 0).
    const scaled = value * this.doubleToInt;
    const asLong = Number.isNaN(scaled) ? 0 : scaled >= LONG_MAX ? LONG_MAX - 1024 : scaled <= -LONG_MAX ? -LONG_MAX : Math.trunc(scaled);
    return this.ints.getPercentileAtOrBelowValue(asLong);
  }
}
