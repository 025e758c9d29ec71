/**
 * The geo aggregations over geo_shape fields (x-pack spatial: GeoShapeCentroidAggregator, GeoTileGridTiler,
 * GeoHashGridTiler) and `bounds` on geotile_grid/geohash_grid (GeoTileBoundedPredicate, GeoHashCellIdSource's
 * BoundedCellValues): numbers as the shape doc values encode them (x-pack spatial/20_geo_centroid.yml and
 * 30_geotile_grid.yml pin them against a real cluster with their own data; these use ours).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const DEPOTS: [number, number][] = [[13.4050, 52.5200], [13.3777, 52.5163], [11.5820, 48.1351], [9.9937, 53.5511]];
const asPoints = fixture({ at: { type: 'geo_point' } } as never, DEPOTS.map(([x, y]) => ({ at: { lat: y, lon: x } })));
const asShapes = fixture({ at: { type: 'geo_shape' } } as never, DEPOTS.map(([x, y]) => ({ at: `POINT (${x} ${y})` })));

const ZONES = [
  { zone: 'POLYGON ((13.0 52.3, 13.8 52.3, 13.8 52.7, 13.0 52.7, 13.0 52.3))', kind: 'area' },
  { zone: { type: 'LineString', coordinates: [[9.9, 53.5], [10.1, 53.6]] }, kind: 'route' },
  { zone: 'POINT (11.58 48.14)', kind: 'stop' },
];
const zones = fixture({ zone: { type: 'geo_shape' }, kind: { type: 'keyword' } } as never, ZONES);

describe('geo_centroid over geo_shape', () => {
  it('gives points the very doubles a geo_point field gives (both encode each coordinate in 32 bits)', () => {
    const a = aggs(asPoints, { c: { geo_centroid: { field: 'at' } } }).c;
    expect(aggs(asShapes, { c: { geo_centroid: { field: 'at' } } }).c).toEqual(a);
    expect(a.count).toBe(4);
  });
  it('counts every document but centres on the highest dimension only (a polygon outweighs lines and points)', () => {
    const c = aggs(zones, { c: { geo_centroid: { field: 'zone' } } }).c;
    expect(c.count).toBe(3);
    expect(c.location.lat).toBeCloseTo(52.5, 6);
    expect(c.location.lon).toBeCloseTo(13.4, 6);
  });
});

describe('geotile_grid and geohash_grid over geo_shape', () => {
  it('puts a shape in every cell it touches, a point shape in its one cell', () => {
    const per = aggs(zones, { k: { terms: { field: 'kind' }, aggs: { t: { geotile_grid: { field: 'zone', precision: 8 } }, h: { geohash_grid: { field: 'zone', precision: 3 } } } } }).k.buckets;
    const keys = (kind: string, g: 't' | 'h') => per.find((b: { key: string }) => b.key === kind)[g].buckets.map((c: { key: string }) => c.key).sort();
    // Zoom 8: the area's south edge (52.3) is in row 84, its north edge (52.7) in row 83, both in column 137.
    expect(keys('area', 't')).toEqual(['8/137/83', '8/137/84']);
    expect(keys('route', 't')).toEqual(['8/135/82']);
    expect(keys('stop', 't')).toEqual(['8/136/88']);
    expect([keys('area', 'h'), keys('route', 'h'), keys('stop', 'h')]).toEqual([['u33'], ['u1x'], ['u28']]);
  });
  it('is the geo_point grid for point shapes', () => {
    const p = aggs(asPoints, { t: { geotile_grid: { field: 'at', precision: 9 } } });
    expect(aggs(asShapes, { t: { geotile_grid: { field: 'at', precision: 9 } } })).toEqual(p);
  });
  it('geohex_grid: point shapes take the cell of their point; a line or polygon says it is not simulated', () => {
    const p = aggs(asPoints, { h: { geohex_grid: { field: 'at', precision: 4 } } });
    expect(p.h.buckets.length).toBeGreaterThan(1);
    expect(aggs(asShapes, { h: { geohex_grid: { field: 'at', precision: 4 } } })).toEqual(p);
    const z = aggs(zones, { h: { geohex_grid: { field: 'zone' } } });
    expect(z.status).toBe(400);
    expect(JSON.stringify(z)).toContain('lines or polygons');
  });
});

describe('bounds on geotile_grid and geohash_grid', () => {
  it('keeps the cells sharing an interior point with the box, with all their points, even those outside it', () => {
    const box = { top_left: { lat: 52.6, lon: 13.38 }, bottom_right: { lat: 52.4, lon: 13.5 } };
    const t = aggs(asPoints, { t: { geotile_grid: { field: 'at', precision: 6, bounds: box } } }).t.buckets;
    expect(t).toEqual([{ key: '6/34/20', doc_count: 2 }]);
    const h = aggs(asPoints, { h: { geohash_grid: { field: 'at', precision: 2, bounds: box } } }).h.buckets;
    expect(h).toEqual([{ key: 'u3', doc_count: 2 }]);
  });
  it('leaves out a cell that only touches the box (its edge on the tile border)', () => {
    // Zoom 1 splits at longitude 0: a box whose right side is 0 keeps only the western tiles.
    const box = { top: 60, left: -10, bottom: 40, right: 0 };
    const t = aggs(asPoints, { t: { geotile_grid: { field: 'at', precision: 1, bounds: box } } }).t.buckets;
    expect(t).toEqual([]);
  });
});
