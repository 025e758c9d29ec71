/**
 * Two renderings/readings ES's modules/aggregations YAML pins: named `filters` listed with `keyed: false`
 * print each bucket's `key` from 8.8 (filters_bucket.yml "named filters with bucket sort test";
 * InternalFilters.InternalBucket's keyedBucket), and a geo_distance origin may be WKT (geo_distance.yml,
 * `origin: "POINT (lon lat)"`; GeoUtils.parseGeoPoint).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ n: { type: 'integer' }, at: { type: 'geo_point' } }, [
  { n: 1, at: { lat: 48.85, lon: 2.35 } },
  { n: 5, at: { lat: 51.5, lon: -0.12 } },
]);

describe('named filters listed', () => {
  const req = { f: { filters: { keyed: false, filters: { small: { range: { n: { lt: 3 } } }, big: { range: { n: { gte: 3 } } } } } } };
  it('print their key from 8.8, sorted by it', () => {
    expect(aggs(st, req).f.buckets).toEqual([{ key: 'big', doc_count: 1 }, { key: 'small', doc_count: 1 }]);
  });
  it('print none before, nor when anonymous', () => {
    expect(aggs(st, req, {}, 'elasticsearch@8.7.0').f.buckets).toEqual([{ doc_count: 1 }, { doc_count: 1 }]);
    expect(aggs(st, { f: { filters: { filters: [{ match_all: {} }] } } }).f.buckets).toEqual([{ doc_count: 2 }]);
  });
});

describe('geo_distance origin', () => {
  it('takes WKT as it takes lat,lon', () => {
    const ranges = [{ to: 100_000 }, { from: 100_000 }];
    const wkt = aggs(st, { d: { geo_distance: { field: 'at', origin: 'POINT (2.3 48.8)', ranges } } });
    const text = aggs(st, { d: { geo_distance: { field: 'at', origin: '48.8,2.3', ranges } } });
    expect(wkt.d.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([1, 1]);
    expect(wkt.d).toEqual(text.d);
  });
});
