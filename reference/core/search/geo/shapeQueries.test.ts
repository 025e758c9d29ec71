/**
 * Geo queries on geo_shape fields: `geo_shape` (intersects, disjoint, within, contains: GeoShapeQueryBuilder
 * over LatLonShape), and `geo_distance` and `geo_bounding_box`, which take geo_shape fields from ES 7.11
 * (GeoShapeQueryable; before, "field [f] is not a geo_point field"). A shape on a cell edge touches it.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function zones(profile: 'elasticsearch@8.19.0' | 'elasticsearch@7.10.2' = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/zones', { mappings: { properties: { area: { type: 'geo_shape' } } } });
  call(sim, 'POST', '/zones/_bulk?refresh=true', [
    { index: { _id: 'centre' } }, { area: 'POLYGON ((2.0 48.0, 3.0 48.0, 3.0 49.0, 2.0 49.0, 2.0 48.0))' },
    { index: { _id: 'east' } }, { area: { type: 'polygon', coordinates: [[[3.0, 48.0], [4.0, 48.0], [4.0, 49.0], [3.0, 49.0], [3.0, 48.0]]] } },
    { index: { _id: 'ring' } }, { area: 'POLYGON ((10 40, 14 40, 14 44, 10 44, 10 40), (11 41, 13 41, 13 43, 11 43, 11 41))' },
    { index: { _id: 'road' } }, { area: 'LINESTRING (2.5 47.0, 2.5 47.5)' },
    { index: { _id: 'depot' } }, { area: 'POINT (12 42)' },
  ]);
  return sim;
}
const ids = (r: { body: { hits: { hits: { _id: string }[] } } }) => r.body.hits.hits.map((h) => h._id).sort();
const search = (sim: ReturnType<typeof zones>, query: object) => call(sim, 'POST', '/zones/_search', { query });

describe('geo_shape query on a geo_shape field', () => {
  it('finds the zones a point lies in; a point on a shared edge is in both (both quantize it alike)', () => {
    const sim = zones();
    expect(ids(search(sim, { geo_shape: { area: { shape: 'POINT (2.5 48.5)' } } }))).toEqual(['centre']);
    expect(ids(search(sim, { geo_shape: { area: { shape: { type: 'point', coordinates: [3.0, 48.5] }, relation: 'contains' } } }))).toEqual(['centre', 'east']);
    // Inside the hole of `ring`, on the depot: only the depot.
    expect(ids(search(sim, { geo_shape: { area: { shape: 'POINT (12 42)' } } }))).toEqual(['depot']);
  });
  it('within, disjoint and intersects against a box', () => {
    const sim = zones();
    const box = { type: 'envelope', coordinates: [[1.5, 49.5], [3.5, 46.5]] };
    expect(ids(search(sim, { geo_shape: { area: { shape: box } } }))).toEqual(['centre', 'east', 'road']);
    expect(ids(search(sim, { geo_shape: { area: { shape: box, relation: 'within' } } }))).toEqual(['centre', 'road']);
    expect(ids(search(sim, { geo_shape: { area: { shape: box, relation: 'disjoint' } } }))).toEqual(['depot', 'ring']);
  });
});

describe('geo_distance and geo_bounding_box on a geo_shape field', () => {
  it('match the shapes that come within the distance or touch the box', () => {
    const sim = zones();
    // From 47.8, 2.5: the centre zone's south edge is 22 km away, the road's north end 33 km, the east zone's corner 43 km.
    expect(ids(search(sim, { geo_distance: { distance: '40km', area: { lat: 47.8, lon: 2.5 } } }))).toEqual(['centre', 'road']);
    expect(ids(search(sim, { geo_distance: { distance: '1km', area: { lat: 42.0, lon: 12.0 } } }))).toEqual(['depot']);
    expect(ids(search(sim, { geo_bounding_box: { area: { top_left: { lat: 47.6, lon: 2 }, bottom_right: { lat: 47.4, lon: 3 } } } }))).toEqual(['road']);
  });
  it('are refused on a geo_shape field before 7.11, as on any field that is no geo_point', () => {
    const r = search(zones('elasticsearch@7.10.2'), { geo_distance: { distance: '60km', area: { lat: 48.0, lon: 2.5 } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('field [area] is not a geo_point field');
  });
});

describe('a geo_shape field that is not indexed', () => {
  it('is searched through its doc values (8.1+), and refused when it has none either', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/z', { mappings: { properties: { dv: { type: 'geo_shape', index: false }, none: { type: 'geo_shape', index: false, doc_values: false } } } });
    call(sim, 'POST', '/z/_bulk?refresh=true', [{ index: { _id: '1' } }, { dv: 'POINT (1 1)', none: 'POINT (1 1)' }]);
    const box = { top_left: { lat: 2, lon: 0 }, bottom_right: { lat: 0, lon: 2 } };
    expect(call(sim, 'POST', '/z/_search', { query: { geo_bounding_box: { dv: box } } }).body.hits.total.value).toBe(1);
    const r = call(sim, 'POST', '/z/_search', { query: { geo_bounding_box: { none: box } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('Cannot search on field [none] since it is not indexed nor has doc values.');
  });
});
