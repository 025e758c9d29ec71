/**
 * circle (x-pack spatial CircleProcessor over CircleUtils): the number of sides from error_distance, the
 * spherical bisection of createRegularGeoShapePolygon, the planar createRegularShapePolygon, the output in the
 * input's format, and the processor's IllegalArgumentExceptions.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { geoShapePolygon, numSides } from './circle.ts';

function simulate(processor: unknown, source: unknown, profile = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile: profile as never });
  return call(sim, 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ circle: processor }] }, docs: [{ _source: source }] });
}
const haversin = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const r = Math.PI / 180;
  const h = (1 - Math.cos((lat2 - lat1) * r)) / 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * ((1 - Math.cos((lon2 - lon1) * r)) / 2);
  return 2 * 6371008.7714 * Math.asin(Math.min(1, Math.sqrt(h)));
};

describe('circle', () => {
  it('takes 4 to 1000 sides, ceil(2π / acos(1 - error / radius)) between (circleToPolygonNumSides)', () => {
    expect([numSides(1, 1), numSides(10, 1), numSides(100, 1), numSides(1000, 1), numSides(10000, 1), numSides(100000, 1)]).toEqual([4, 14, 45, 141, 445, 1000]);
    expect(numSides(5, 0)).toBe(1000); // acos(1) = 0: (int) Infinity
    expect(numSides(1, 5)).toBe(4); // acos of less than -1 is NaN: (int) NaN = 0
  });
  it('puts every geo_shape vertex within 10 cm of the radius, closing the ring', () => {
    const ring = geoShapePolygon({ lon: -3.7, lat: 40.4, radius: 2500 }, 12);
    expect(ring).toHaveLength(13);
    expect(ring[12]).toEqual(ring[0]);
    for (const [lon, lat] of ring) expect(Math.abs(haversin(40.4, -3.7, lat, lon) - 2500)).toBeLessThan(0.1);
  });
  it('writes WKT back as a WKT polygon, Java-printed, and GeoJSON as a GeoJSON Polygon', () => {
    const wkt = simulate({ field: 'area', error_distance: 10, shape_type: 'shape' }, { area: 'CIRCLE (2 1 10)' });
    expect(wkt.body.docs[0].doc._source.area).toBe('POLYGON ((12.0 1.0, 2.0000000000000004 11.0, -8.0 1.0000000000000013, 1.9999999999999982 -9.0, 12.0 1.0))');
    const json = simulate({ field: 'area', target_field: 'poly', error_distance: 50, shape_type: 'geo_shape' }, { area: { type: 'Circle', radius: '1km', coordinates: [-3.7, 40.4] } });
    const poly = json.body.docs[0].doc._source.poly;
    expect(poly.type).toBe('Polygon');
    expect(poly.coordinates[0]).toHaveLength(numSides(1000, 50) + 1);
  });
  it('fails on what is not a circle, and refuses an unknown shape_type', () => {
    expect(simulate({ field: 'a', error_distance: 1, shape_type: 'geo_shape' }, { a: 5 }).body.docs[0].error.reason).toBe('field [a] must be a WKT Circle or a GeoJSON Circle value');
    const poly = simulate({ field: 'a', error_distance: 1, shape_type: 'geo_shape' }, { a: 'POINT (1 2)' }).body.docs[0].error;
    expect([poly.reason, poly.caused_by.reason]).toEqual(['invalid circle definition', 'found [POINT] instead of circle']);
    const pole = simulate({ field: 'a', error_distance: 1, shape_type: 'geo_shape' }, { a: 'CIRCLE (0 89.9 50000)' }).body.docs[0].error;
    expect(pole.caused_by.reason).toBe('circle [CIRCLE (0.0 89.9 50000.0)] contains the north pole. It cannot be translated to a polygon');
    const bad = simulate({ field: 'a', error_distance: 1, shape_type: 'line' }, {});
    expect(bad.body.error.reason).toBe('illegal [shape_type] value [line]. valid values are [SHAPE, GEO_SHAPE]');
  });
  it('is no processor of OpenSearch (x-pack)', () => {
    expect(simulate({ field: 'a', error_distance: 1, shape_type: 'shape' }, {}, 'opensearch@2.19.0').body.error.reason).toBe('No processor type exists with name [circle]');
  });
});
