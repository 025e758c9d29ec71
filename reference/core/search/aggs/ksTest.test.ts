/**
 * `bucket_count_ks_test` (x-pack ml BucketCountKSTestAggregator) and Commons Math 3.6.1's
 * KolmogorovSmirnovTest.exactP: the exactP rows were printed by the 3.6.1 jar; the aggregation's values by
 * the aggregator's own fast path (all 55 upper-tail CDF points) run in Java on these counts over the jar.
 * The docs bucket-count-ks-test page's six p-values match the same way in the scratch docs run.
 */
import { describe, expect, it } from 'vitest';
import { exactP } from './ksTest.ts';
import { call, testSimulator } from '../../../testkit.ts';

describe('KolmogorovSmirnovTest.exactP', () => {
  it('counts the lattice paths as the jar does', () => {
    const rows: [number, number, number, boolean, number][] = [
      [0.25273096213394375, 55, 55, true, 0.05631832252508373],
      [0.6, 10, 10, false, 0.05244755244755239],
      [0.6521739130434783, 23, 23, false, 6.338373969072553e-5],
      [0.16363636363636364, 55, 55, false, 0.45650996234598074],
      [0.3893074743809761, 23, 23, false, 0.05826882649219123],
    ];
    for (const [d, n, m, strict, want] of rows) expect(exactP(d, n, m, strict)).toBe(want);
  });
});

describe('bucket_count_ks_test', () => {
  type P = 'elasticsearch@8.19.0' | 'elasticsearch@7.13.4' | 'opensearch@2.19.0';
  /** Parcel weights in ten bands: `rising` and `falling` shops, 210 parcels each. */
  function parcels(profile: P = 'elasticsearch@8.19.0') {
    const sim = testSimulator({ profile });
    call(sim, 'PUT', '/parcels', { mappings: { properties: { shop: { type: 'keyword' }, kg: { type: 'double' } } } });
    const lines: object[] = [];
    const shops: [string, number[]][] = [['rising', [6, 9, 12, 15, 18, 20, 25, 30, 35, 40]], ['falling', [40, 30, 20, 12, 10, 8, 5, 3, 2, 1]]];
    for (const [shop, counts] of shops) counts.forEach((c, band) => { for (let k = 0; k < c; k++) lines.push({ index: {} }, { shop, kg: band * 10 + 1 + (k % 9) }); });
    call(sim, 'POST', '/parcels/_bulk?refresh=true', lines);
    return sim;
  }
  const bands = { range: { field: 'kg', ranges: [{ to: 10 }, ...Array.from({ length: 8 }, (_v, i) => ({ from: (i + 1) * 10, to: (i + 2) * 10 })), { from: 90 }] } };
  const ks = (extra: object = {}) => ({ bucket_count_ks_test: { buckets_path: 'bands>_count', ...extra } });
  it('tests each shop against a uniform spread, p-values as the aggregator computes them', () => {
    const r = call(parcels(), 'POST', '/parcels/_search', { size: 0, aggs: { shops: { terms: { field: 'shop', order: { _key: 'desc' } }, aggs: { bands, ks: ks() } } } });
    expect(r.status).toBe(200);
    const [rising, falling] = r.body.aggregations.shops.buckets;
    expect(rising.ks).toEqual({ less: 0.03654938536923624, greater: 1.0, two_sided: 0.09251790142201999 });
    // The one-sided values go through Java's Math.exp, a HotSpot intrinsic free to differ from fdlibm (and from
    // JavaScript's) by an ulp: here it does, so that one is compared to 15 digits; exactP's is exact.
    expect(falling.ks.less).toBe(1.0);
    expect(falling.ks.greater).toBeCloseTo(2.8630119336156235e-6, 20);
    expect(falling.ks.two_sided).toBe(6.289843739959444e-6);
    expect(r.text).toContain('"greater":1.0');
  });
  it('takes fractions and a subset of the alternatives', () => {
    const r = call(parcels(), 'POST', '/parcels/_search', { size: 0, query: { term: { shop: 'rising' } }, aggs: { bands, ks: ks({ fractions: [0.05, 0.05, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.15, 0.15], alternative: ['two_sided', 'less'] }) } });
    expect(r.body.aggregations.ks).toEqual({ less: 0.4659689100857313, two_sided: 0.903074592183332 });
  });
  it('refuses a path that is not a count, and is unknown before 7.14 and in OpenSearch', () => {
    expect(call(parcels(), 'POST', '/parcels/_search', { size: 0, aggs: { bands, ks: { bucket_count_ks_test: { buckets_path: 'bands>x' } } } }).status).toBe(400);
    for (const p of ['elasticsearch@7.13.4', 'opensearch@2.19.0'] as const) {
      expect(call(parcels(p), 'POST', '/parcels/_search', { size: 0, aggs: { bands, ks: ks() } }).status).toBe(400);
    }
  });
});
