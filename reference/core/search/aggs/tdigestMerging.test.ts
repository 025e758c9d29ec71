/**
 * MergingDigest in its two forms. The `td33` expectations were printed by t-digest 3.3 itself (the release
 * commit 8d5c152 of tdunning/t-digest, MergingDigest and Centroid compiled and run on OpenJDK 17), so they
 * pin the port bit for bit; the `es` ones are worked by hand from libs/tdigest's MergingDigest.quantile
 * and cdf (elastic/elasticsearch, the TDigestArrays version: index = q·totalWeight, interpolation between
 * centres, cdf between neighbours' midpoints). Properties hold for both over generated sets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MergingDigest, type MergingVariant } from './tdigestMerging.ts';

/** The generator the Java runs used: a 64-bit LCG, values floor(((seed >>> 33) % 100000) / 7). */
function lcgValues(n: number, c: number): number[] {
  const M = (1n << 64n) - 1n;
  let seed = BigInt(n * 31 + c);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    seed = (seed * 6364136223846793005n + 1442695040888963407n) & M;
    out.push(Math.floor(Number((seed >> 33n) % 100000n) / 7.0));
  }
  return out;
}

/** A shard digest reduced into a fresh one through its centroids (TDigest.add(other) without the shuffle). */
function reduced(values: number[], c: number, variant: MergingVariant): MergingDigest {
  const d = new MergingDigest(c, variant);
  for (const v of values) d.add(v);
  const m = new MergingDigest(c, variant);
  for (const ce of d.centroids()) m.add(ce.mean, ce.count);
  return m;
}

describe('t-digest 3.3 MergingDigest (as run from the 3.3 release)', () => {
  it('a permutation of 0..999 at compression 100', () => {
    const d = new MergingDigest(100, 'td33');
    for (let i = 1; i <= 1000; i++) d.add((i * 37) % 1000);
    expect([0, 0.01, 0.25, 0.5, 0.75, 0.99, 1].map((q) => d.quantile(q))).toEqual([0, 10, 249.5, 499.5, 749.5, 990, 999]);
    expect([-1, 0, 10.5, 500, 998.5, 999].map((x) => d.cdf(x))).toEqual([0, 5.0e-4, 0.011, 0.5005, 0.999, 0.9995]);
    // centroidCount() reads the cells at the working compression (200); centroids() compresses to 100 first.
    expect(d.centroidCount()).toBe(91);
    expect(d.centroids().length).toBeLessThan(91);
  });

  it('generated sets reduced through their centroids (700 values at 100, 40000 at 20)', () => {
    const a = reduced(lcgValues(700, 100), 100, 'td33');
    expect([0.01, 0.25, 0.5, 0.75, 0.99].map((q) => a.quantile(q))).toEqual([110.0, 3315.4101748807634, 6852.114118615177, 10440.295817669175, 14145.0]);
    expect([100, 7000, 14000].map((x) => a.cdf(x))).toEqual([0.0064285714285714285, 0.5105247263768238, 0.9748293230335613]);
    const b = reduced(lcgValues(40000, 20), 20, 'td33');
    expect([0.01, 0.25, 0.5, 0.75, 0.99].map((q) => b.quantile(q))).toEqual([153.1756776565271, 3756.276778753654, 7196.46605214215, 10656.859147967547, 14127.196291138995]);
    expect([100, 7000, 14000].map((x) => b.cdf(x))).toEqual([0.00653523733917068, 0.48548743436432035, 0.9815514038811585]);
    expect(b.centroidCount()).toBe(22);
  });

  it('singletons answer their own value; two singletons do not interpolate a rank', () => {
    const d = new MergingDigest(100, 'td33');
    for (const v of [1, 51, 101, 151]) d.add(v);
    // quantile: index = q·4; within half a unit of a singleton's centre, its mean (MergingDigest.quantile).
    expect([0.01, 0.25, 0.5, 0.75, 0.99].map((q) => d.quantile(q))).toEqual([1, 51, 101, 151, 151]);
    // cdf: between two singletons, (weightSoFar + 1) / total; at a centroid, half its weight.
    expect([0, 50, 51, 99, 151].map((x) => d.cdf(x))).toEqual([0, 0.25, 0.375, 0.5, 0.875]);
  });
});

describe("Elasticsearch's MergingDigest (libs/tdigest)", () => {
  it('interpolates between centres, clamped, with index q·n', () => {
    const d = new MergingDigest(100, 'es');
    for (const v of [1, 51, 101, 151]) d.add(v);
    // p25: index 1, weightSoFar 0.5, dw 1 → z1 = z2 = 0.5 → (1 + 51) / 2; p1: z1 = −0.46 → clamped to 1.
    expect([0.01, 0.25, 0.5, 0.75, 0.99].map((q) => d.quantile(q))).toEqual([1, 26, 76, 126, 151]);
    // cdf(50): past 1's right half-width (25), (1 + interpolate(50, 26, 76)) / 4 = 1.48 / 4.
    expect(d.cdf(50)).toBe(0.37);
    // x == min: half the weight at min; x == max: 1 − half.
    expect([d.cdf(1), d.cdf(151), d.cdf(0), d.cdf(152)]).toEqual([0.125, 0.875, 0, 1]);
  });

  it('sizes its arrays as the fork does: compression below 10 is 10, working compression twice', () => {
    // 5 values at compression 0: all kept single (the first and last never merge, the rest are within limits).
    const d = new MergingDigest(0, 'es');
    for (const v of [5, 1, 4, 2, 3]) d.add(v);
    expect(d.centroids().map((c) => c.mean)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('properties of both forms over generated sets', () => {
  const sets = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 3000 });
  for (const variant of ['td33', 'es'] as const) {
    it(`${variant}: counts kept, min and max exact, quantiles and ranks monotone`, () => {
      fc.assert(
        fc.property(sets, fc.constantFrom(10, 20, 100), (values, c) => {
          const d = new MergingDigest(c, variant);
          for (const v of values) d.add(v);
          const lo = Math.min(...values);
          const hi = Math.max(...values);
          expect(d.quantile(0)).toBe(lo);
          expect(d.quantile(1)).toBe(hi);
          let prev = -Infinity;
          for (let i = 0; i <= 100; i++) {
            const q = d.quantile(i / 100);
            expect(q).toBeGreaterThanOrEqual(prev);
            expect(q).toBeGreaterThanOrEqual(lo);
            expect(q).toBeLessThanOrEqual(hi);
            prev = q;
          }
          let prevRank = 0;
          for (let x = lo - 1; x <= hi + 1; x += Math.max(1, Math.floor((hi - lo) / 50))) {
            const r = d.cdf(x);
            expect(r).toBeGreaterThanOrEqual(prevRank);
            expect(r).toBeLessThanOrEqual(1);
            prevRank = r;
          }
          expect(d.centroids().reduce((s, ce) => s + ce.count, 0)).toBe(values.length);
        }),
        { numRuns: 60 },
      );
    });
  }
});
