/**
 * geo_bounds over geo_shape fields (x-pack spatial/10_geo_bounds.yml: a WKT point, points, a polygon): the
 * bounds are those of the shapes' vertices, quantized as the shape doc values store them, in WKT and GeoJSON.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { shapeVertices } from './shapeVertices.ts';

describe('shapeVertices', () => {
  it('reads WKT tuples, BBOX corners and GeoJSON coordinates at any depth', () => {
    const near = (pairs: [number, number][]) => pairs.map(([a, o]) => [Math.round(a * 1e5) / 1e5, Math.round(o * 1e5) / 1e5]);
    expect(near(shapeVertices('POLYGON ((-10 -10, 10 -10, 10 10, -10 10, -10 -10))'))).toHaveLength(5);
    expect(near(shapeVertices('POINT Z (3 4 5)'))).toEqual([[4, 3]]);
    expect(near(shapeVertices('BBOX (-5, 6, 7, -8)'))).toEqual([[7, -5], [-8, 6]]);
    expect(near(shapeVertices({ type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]], [[5, 6]]] }))).toEqual([[2, 1], [4, 3], [6, 5]]);
    expect(shapeVertices({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2] }] })).toHaveLength(1);
  });
});

describe('geo_bounds on a geo_shape field', () => {
  it('spans the vertices of every shape, WKT or GeoJSON', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/s', { mappings: { properties: { area: { type: 'geo_shape' } } } });
    call(sim, 'POST', '/s/_bulk?refresh=true', [
      { index: { _id: '1' } }, { area: 'LINESTRING (-3 51, 2.5 53.25)' },
      { index: { _id: '2' } }, { area: { type: 'polygon', coordinates: [[[1, 40], [4, 40], [4, 44], [1, 40]]] } },
    ]);
    const b = call(sim, 'POST', '/s/_search', { size: 0, aggs: { b: { geo_bounds: { field: 'area' } } } }).body.aggregations.b.bounds;
    const r = (x: number) => Math.round(x * 1e5) / 1e5;
    expect([r(b.top_left.lat), r(b.top_left.lon), r(b.bottom_right.lat), r(b.bottom_right.lon)]).toEqual([53.25, -3, 40, 4]);
  });
});
