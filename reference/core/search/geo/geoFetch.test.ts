/**
 * The `fields` option on geometry fields. Pinned by Elasticsearch's sources: the value fetcher of
 * AbstractGeometryFieldMapper (each source value through the field's parser, malformed ones skipped),
 * GeometryFormatterFactory (`geojson` default, `wkt`, `Unrecognized geometry format [x].`), GeoJson.toMap (a
 * HashMap: `coordinates` iterates before `type`, coordinates as Doubles) and WellKnownText.toWKT (Double.toString
 * coordinates, `, ` inside a line, a bare `,` between a collection's members). The documentation's geo_point page
 * prints `"location": [{"coordinates": [-71.34, 41.12], "type": "Point"}]` for a `fields` request.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { toGeoJson, toWkt } from './geoFetch.ts';

function setup() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/g', { mappings: { properties: { loc: { type: 'geo_point', null_value: '1,1' }, s: { type: 'geo_shape' }, p: { type: 'point' } } } });
  return c;
}

describe('fields option: geometry fields', () => {
  it('prints each point form of a geo_point as GeoJSON, in source order, with null_value for a null', () => {
    const c = setup();
    c('PUT', '/g/_doc/1?refresh=true', { loc: [[-71.34, 41.12], { lat: 5, lon: 6 }, 'POINT (7 8)', '3.5,4', null] });
    const r = c('POST', '/g/_search', { fields: ['loc'], _source: false });
    expect(r.body.hits.hits[0].fields.loc).toEqual([
      { coordinates: [-71.34, 41.12], type: 'Point' },
      { coordinates: [6, 5], type: 'Point' },
      { coordinates: [7, 8], type: 'Point' },
      { coordinates: [4, 3.5], type: 'Point' },
      { coordinates: [1, 1], type: 'Point' },
    ]);
    // On the wire: `coordinates` first, whole numbers as Doubles.
    expect(r.text).toContain('"loc":[{"coordinates":[-71.34,41.12],"type":"Point"},{"coordinates":[6.0,5.0],"type":"Point"}');
  });

  it('reads `[lon, lat]` as one point, not two values', () => {
    const c = setup();
    c('PUT', '/g/_doc/1?refresh=true', { loc: [2, 1], p: [3, 4] });
    const f = c('POST', '/g/_search', { fields: ['loc', 'p'] }).body.hits.hits[0].fields;
    expect(f).toEqual({ loc: [{ coordinates: [2, 1], type: 'Point' }], p: [{ coordinates: [3, 4], type: 'Point' }] });
  });

  it('prints shapes as GeoJSON and as WKT when asked', () => {
    const c = setup();
    c('PUT', '/g/_doc/1?refresh=true', { s: 'GEOMETRYCOLLECTION (POINT (1 2), LINESTRING (1 2, 3 4.5))' });
    const geojson = c('POST', '/g/_search', { fields: ['s'] });
    expect(geojson.text).toContain('"s":[{"geometries":[{"coordinates":[1.0,2.0],"type":"Point"},{"coordinates":[[1.0,2.0],[3.0,4.5]],"type":"LineString"}],"type":"GeometryCollection"}]');
    const wkt = c('POST', '/g/_search', { fields: [{ field: '*', format: 'wkt' }] });
    expect(wkt.body.hits.hits[0].fields).toEqual({ s: ['GEOMETRYCOLLECTION (POINT (1.0 2.0),LINESTRING (1.0 2.0, 3.0 4.5))'] });
  });

  it('reads geometry fields inside nested objects whole too', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/n', { mappings: { properties: { stops: { type: 'nested', properties: { at: { type: 'geo_point' } } } } } });
    call(sim, 'PUT', '/n/_doc/1?refresh=true', { stops: [{ at: [4.5, 52] }, { at: { lat: 51, lon: 4 } }] });
    const f = call(sim, 'POST', '/n/_search', { fields: ['stops.at'], _source: false }).body.hits.hits[0].fields;
    expect(f).toEqual({ stops: [{ at: [{ coordinates: [4.5, 52], type: 'Point' }] }, { at: [{ coordinates: [4, 51], type: 'Point' }] }] });
  });

  it('refuses an unknown format as GeometryFormatterFactory does, after FieldFetcher names the field', () => {
    const c = setup();
    c('PUT', '/g/_doc/1?refresh=true', { loc: [2, 1] });
    const r = c('POST', '/g/_search', { fields: [{ field: 'loc', format: 'kml' }] });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].reason).toBe('error fetching [loc]: Unrecognized geometry format [kml].');
    expect(c('POST', '/g/_search', { fields: [{ field: 'loc', format: 'tile(1/2/3)' }] }).body.error.root_cause[0].reason).toBe('error fetching [loc]: Invalid format: tile');
  });
});

describe('toGeoJson / toWkt', () => {
  it('prints every geometry kind as GeoJson.toMap and WellKnownText.toWKT do', () => {
    const poly = { kind: 'polygon' as const, rings: [[[0, 0], [1, 0], [1, 1], [0, 0]], [[0.2, 0.2], [0.3, 0.2], [0.3, 0.3], [0.2, 0.2]]] as [number, number][][] };
    expect(toWkt(poly)).toBe('POLYGON ((0.0 0.0, 1.0 0.0, 1.0 1.0, 0.0 0.0), (0.2 0.2, 0.3 0.2, 0.3 0.3, 0.2 0.2))');
    expect(toWkt({ kind: 'multipolygon', polygons: [poly.rings, poly.rings.slice(0, 1)] })).toBe(
      'MULTIPOLYGON (((0.0 0.0, 1.0 0.0, 1.0 1.0, 0.0 0.0), (0.2 0.2, 0.3 0.2, 0.3 0.3, 0.2 0.2)),((0.0 0.0, 1.0 0.0, 1.0 1.0, 0.0 0.0)))',
    );
    expect(toWkt({ kind: 'rectangle', minX: -10, maxX: 10, maxY: 5, minY: -5 })).toBe('BBOX (-10.0, 10.0, 5.0, -5.0)');
    expect(toWkt({ kind: 'multipoint', points: [] })).toBe('MULTIPOINT EMPTY');
    expect(toWkt({ kind: 'point', p: [1e-7, 123456789012] })).toBe('POINT (1.0E-7 1.23456789012E11)');
    expect(Object.keys(toGeoJson({ kind: 'rectangle', minX: -10, maxX: 10, maxY: 5, minY: -5 }))).toEqual(['coordinates', 'type']);
    expect(toGeoJson({ kind: 'rectangle', minX: -10, maxX: 10, maxY: 5, minY: -5 })).toEqual({ coordinates: [[-10, 5], [10, -5]], type: 'Envelope' });
    expect(toGeoJson({ kind: 'circle', centre: [1, 2], radius: 100 })).toEqual({ coordinates: [1, 2], type: 'Circle', radius: '100.0m' });
  });
});

describe('docvalue_fields: geo_point', () => {
  it('prints the quantized points as GeoPoint.toString, by encoded latitude then longitude bits', () => {
    const c = setup();
    c('PUT', '/g/_doc/1?refresh=true', { loc: [[-71.34, 41.12], [10, 41.12], { lat: -5, lon: 1 }] });
    const f = c('POST', '/g/_search', { docvalue_fields: ['loc'], _source: false }).body.hits.hits[0].fields;
    // floor(41.12 / (180 / 2^32)) = 981161418, decoded 41.1199999647215. -71.34 encodes to negative bits, unsigned above 10's: it sorts after it at the same latitude.
    expect(f.loc).toEqual(['-5.000000037252903, 0.9999999403953552', '41.1199999647215, 9.999999990686774', '41.1199999647215, -71.34000004269183']);
  });
});
