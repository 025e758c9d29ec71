/**
 * Elasticsearch's libs/tdigest: Dist's quantile and cdf over sorted values (worked by hand from Dist.java:
 * index = q·(n−1) with linear interpolation; cdf: values below plus half the values equal, over n) and HybridDigest's switch to a MergingDigest at
 * 20 · Math.round(compression) values (HybridDigest.reserve: `sortingDigest.size() + size >= maxSortingSize`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distCdf, distQuantile, HybridDigest } from './tdigestEs.ts';
import { javaDoubleCompare } from './tdigestMerging.ts';

describe('Dist', () => {
  const data = [1, 51, 101, 151];
  it('quantile: q·(n−1), interpolated', () => {
    // p1: index 0.03 → 1 + 0.03·50 = 2.5; p25: index 0.75 → 38.5; p99: index 2.97 → 101 + 0.97·50.
    expect([0, 0.01, 0.25, 0.5, 0.75, 0.99, 1].map((q) => distQuantile(q, data))).toEqual([1, 2.5, 38.5, 76, 113.5, 101 + 0.97 * 50, 151]);
    expect(distQuantile(0.5, [])).toBeNaN();
  });
  it('cdf: the midpoint rule, a step at each value (t-digest 3.3 Dist, the fork until #156413)', () => {
    // percentile_ranks_tdigest_metric.yml (modules/aggregations, 8.9+): 50, 100, 150, 200 over 1, 51, 101, 151
    // rank 25, 50, 75, 100; 50 and 100 over 51, 101, 151 rank 0 and 33.3.
    expect([50, 100, 150, 200].map((x) => distCdf(x, data))).toEqual([0.25, 0.5, 0.75, 1]);
    expect([50, 100].map((x) => distCdf(x, [51, 101, 151]))).toEqual([0, 1 / 3]);
    // TDigestTests.testSingleSingleRange: 1, 2, 3 step between singletons, half a value at each.
    const one23 = [1, 2, 3];
    expect([1, 1 + 1e-10, 2 - 1e-10, 2, 2 + 1e-10, 3, 3 + 1e-10].map((x) => distCdf(x, one23))).toEqual([0.5 / 3, 1 / 3, 1 / 3, 1.5 / 3, 2 / 3, 2.5 / 3, 1]);
    // Equal values count half each: two 5s of four; -0.0 equals 0.0 (unboxed ==).
    expect(distCdf(5, [5, 5, 7, 9])).toBe(0.25);
    expect(distCdf(0, [-0, 1])).toBe(0.25);
    expect(distCdf(3, [3])).toBe(0.5);
    expect(distCdf(3, [])).toBeNaN();
  });
});

describe('HybridDigest', () => {
  it('sorts below 20 · round(compression) values, merges from the value that reaches it', () => {
    const h = new HybridDigest(100);
    for (let i = 0; i < 1999; i++) h.add(i);
    expect(h.isMerging).toBe(false);
    expect(h.quantile(0.5)).toBe(999);
    h.add(1999);
    expect(h.isMerging).toBe(true);
    expect(h.size).toBe(2000);
    expect([h.min, h.max]).toEqual([0, 1999]);
  });

  it('Math.round: compression 0.4 holds nothing sorted, 0.5 holds up to 19 values', () => {
    const a = new HybridDigest(0.4);
    a.add(1);
    expect(a.isMerging).toBe(true);
    const b = new HybridDigest(0.5);
    for (let i = 0; i < 19; i++) b.add(i);
    expect(b.isMerging).toBe(false);
  });

  it("a reduce reserves the other's size first (two shards of 1500 make a merging digest)", () => {
    const shards = [0, 1].map((s) => {
      const h = new HybridDigest(100);
      for (let i = 0; i < 1500; i++) h.add(s * 1500 + i);
      return h;
    });
    expect(shards.every((h) => !h.isMerging)).toBe(true);
    const merged = new HybridDigest(100);
    for (const s of shards) merged.addDigest(s);
    expect(merged.isMerging).toBe(true);
    expect(merged.size).toBe(3000);
    expect([merged.quantile(0), merged.quantile(1)]).toEqual([0, 2999]);
  });

  it('property: below the limit it answers Dist over the sorted values, whatever the insertion order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 500 }), fc.double({ min: 0, max: 1, noNaN: true }), (values, q) => {
        const h = new HybridDigest(100);
        for (const v of values) h.add(v);
        // Collections.sort on Doubles: -0.0 before 0.0.
        const sorted = [...values].sort(javaDoubleCompare);
        expect(h.quantile(q)).toBe(distQuantile(q, sorted));
        expect(h.cdf(values[0]!)).toBe(distCdf(values[0]!, sorted));
        expect(h.centroids().length).toBe(values.length);
      }),
      { numRuns: 100 },
    );
  });
});
