/**
 * AVLTreeDigest. t-digest 3.3's (`td33`, OpenSearch 3.0–3.3) expectations were printed by the 3.3 release
 * itself (tdunning/t-digest 8d5c152, run on OpenJDK 17 over distinct generated values, so its random pick
 * among equally near centroids never fires). ES's AVLTreeDigest (libs/tdigest, the `high_accuracy` digest): values worked by hand
 * from its quantile (index q·(count−1), a single-value first centroid interpolating towards the second)
 * and cdf (two single-value neighbours do not interpolate: the left one counts whole), and properties over
 * generated sets (counts kept, min and max exact, monotone quantiles and ranks).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AvlTreeDigest } from './tdigestAvl.ts';

/** The generator of the Java runs: a 64-bit LCG, values (seed >>> 11)·2⁻⁵³·1000. */
function lcg(n: number, c: number): number[] {
  const M = (1n << 64n) - 1n;
  let seed = BigInt(n * 31 + c);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    seed = (seed * 6364136223846793005n + 1442695040888963407n) & M;
    out.push(Number(seed >> 11n) * 2 ** -53 * 1000);
  }
  return out;
}

describe('t-digest 3.3 AVLTreeDigest (as run from the 3.3 release)', () => {
  it('generated sets reduced through their centroids (700 values at 100, 40000 at 20)', () => {
    const run = (n: number, c: number) => {
      const d = new AvlTreeDigest(c, 'td33');
      for (const v of lcg(n, c)) d.add(v);
      const m = new AvlTreeDigest(c, 'td33');
      for (const ce of d.centroids()) m.add(ce.mean, ce.count);
      return { q: [0.01, 0.25, 0.5, 0.75, 0.99].map((q) => m.quantile(q)), cdf: [100, 500, 900].map((x) => m.cdf(x)), n: m.centroids().length };
    };
    expect(run(700, 100)).toEqual({
      q: [11.891401649725575, 242.6781098301054, 483.1585509778499, 761.340787176021, 991.5836763499419],
      cdf: [0.09508223446799113, 0.5204724339187848, 0.8945586107641548],
      n: 119,
    });
    expect(run(40000, 20)).toEqual({
      q: [10.228556615793428, 249.85891043378604, 496.98588560441056, 746.7813575522409, 989.343965722095],
      cdf: [0.10006489643445043, 0.5030000559278175, 0.9032883075275832],
      n: 53,
    });
  });

  it('1, 51, 101, 151: each quartile is a value (index q·count, singletons answer themselves)', () => {
    const d = new AvlTreeDigest(100, 'td33');
    for (const v of [1, 51, 101, 151]) d.add(v);
    expect([0.01, 0.25, 0.5, 0.75, 0.99].map((q) => d.quantile(q))).toEqual([1, 51, 101, 151, 151]);
  });
});

describe('AVLTreeDigest (ES fork)', () => {
  it('single-value centroids: quantiles as Dist.quantile, ranks stepping at each value', () => {
    const d = new AvlTreeDigest(100);
    for (const v of [101, 1, 151, 51]) d.add(v);
    expect(d.centroids()).toEqual([1, 51, 101, 151].map((mean) => ({ mean, count: 1 })));
    // p25: index 0.75 ≤ 1 → 1 + 0.75·(51 − 1); p99: index 2.97 → between 101 and 151 with weights 0.03, 0.97.
    expect([0, 0.25, 0.5, 0.99, 1].map((q) => d.quantile(q))).toEqual([1, 38.5, 76, 101 * 0.03 + 151 * 0.97, 151]);
    // cdf(50): between the singletons 1 and 51, (0 + 1)/4; cdf(51): (1 + 1/2)/4; cdf(1) = cdf(min): 1/2/4.
    expect([0, 1, 50, 51, 150, 151, 152].map((x) => d.cdf(x))).toEqual([0, 0.125, 0.25, 0.375, 0.75, 0.875, 1]);
  });

  it('a value joins its nearest centroid when K_2 leaves room (the middle of a large digest)', () => {
    const d = new AvlTreeDigest(100);
    for (let i = 0; i < 200; i++) d.add(i % 2 === 0 ? i : 200 - i);
    expect(d.centroids().length).toBeLessThan(200);
    expect(d.centroids().reduce((s, c) => s + c.count, 0)).toBe(200);
  });

  it('its doublet rule is not monotone: 0, 0, 0, −1 at compression 5 (the library answers so too)', () => {
    const d = new AvlTreeDigest(5);
    for (const v of [0, 0, 0, -1]) d.add(v);
    // −1 joins the middle 0 (K_2 leaves it room, 2 ≤ 2.93), whose mean −0.5 moves first: [−0.5×2, 0, 0].
    expect(d.centroids()).toEqual([{ mean: -0.5, count: 2 }, { mean: 0, count: 1 }, { mean: 0, count: 1 }]);
    // A first doublet answers 2·mean − min up to index 2; past it, interpolation from −0.5 (index 2.1).
    expect(d.quantile(0.5)).toBe(0);
    expect(d.quantile(0.7)).toBeCloseTo(-0.5 * (0.4 / 1.5), 12);
  });

  it('properties: counts kept, min and max exact, ranks monotone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 1, maxLength: 600 }), fc.constantFrom(5, 20, 100), (values, c) => {
        const d = new AvlTreeDigest(c);
        for (const v of values) d.add(v);
        const lo = Math.min(...values);
        const hi = Math.max(...values);
        expect(d.quantile(0)).toBe(lo);
        expect(d.quantile(1)).toBe(hi);
        expect(d.centroids().reduce((s, ce) => s + ce.count, 0)).toBe(values.length);
        for (let i = 0; i <= 50; i++) {
          const q = d.quantile(i / 50);
          expect(q).toBeGreaterThanOrEqual(lo);
          expect(q).toBeLessThanOrEqual(hi);
        }
        let prevRank = 0;
        for (let x = lo - 1; x <= hi + 1; x += Math.max(1, Math.floor((hi - lo) / 40))) {
          const r = d.cdf(x);
          expect(r).toBeGreaterThanOrEqual(prevRank);
          expect(r).toBeLessThanOrEqual(1);
          prevRank = r;
        }
      }),
      { numRuns: 40 },
    );
  });
});
