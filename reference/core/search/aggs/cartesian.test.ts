/**
 * The cartesian `point` and `shape` types (x-pack spatial: 7.4 shape, 7.8 point) and their aggregations
 * `cartesian_centroid` and `cartesian_bounds` (8.6): coordinates kept as floats (XYEncodingUtils), a point
 * field's centroid the mean of its points, a shape field's weighted by dimension (spatial/10_cartesian_bounds.yml
 * and 20_cartesian_centroid.yml pin these against a real cluster with their own data; these use ours).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function floorplan(profile: 'elasticsearch@8.19.0' | 'elasticsearch@8.5.3' | 'elasticsearch@7.7.1' = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  const made = call(sim, 'PUT', '/rooms', { mappings: { properties: { seat: { type: 'point' }, outline: { type: 'shape' }, kind: { type: 'keyword' } } } });
  if (made.status === 200) {
    call(sim, 'POST', '/rooms/_bulk?refresh=true', [
      { index: { _id: '1' } }, { seat: { x: 10.1, y: -3.3 }, outline: 'POLYGON ((0 0, 20 0, 20 10, 0 10, 0 0))', kind: 'hall' },
      { index: { _id: '2' } }, { seat: 'POINT (4.7 8.9)', outline: { type: 'linestring', coordinates: [[30, 0], [30, 6]] }, kind: 'corridor' },
      { index: { _id: '3' } }, { seat: [0.3, 0.6], outline: 'POINT (50.5 -2.25)', kind: 'door' },
    ]);
  }
  return { sim, made };
}
const search = (sim: ReturnType<typeof floorplan>['sim'], aggs: object) => call(sim, 'POST', '/rooms/_search', { size: 0, aggs });

describe('cartesian_bounds', () => {
  it('spans the points of a point field as floats', () => {
    const b = search(floorplan().sim, { b: { cartesian_bounds: { field: 'seat' } } }).body.aggregations.b.bounds;
    expect(b).toEqual({ top_left: { x: Math.fround(0.3), y: Math.fround(8.9) }, bottom_right: { x: Math.fround(10.1), y: Math.fround(-3.3) } });
    expect(b.bottom_right.y).toBe(-3.299999952316284);
  });
  it('spans every vertex of a shape field', () => {
    const b = search(floorplan().sim, { b: { cartesian_bounds: { field: 'outline' } } }).body.aggregations.b.bounds;
    expect(b).toEqual({ top_left: { x: 0, y: 10 }, bottom_right: { x: 50.5, y: -2.25 } });
  });
});

describe('cartesian_centroid', () => {
  it('averages a point field\'s float points', () => {
    const c = search(floorplan().sim, { c: { cartesian_centroid: { field: 'seat' } } }).body.aggregations.c;
    expect(c.count).toBe(3);
    expect(c.location.x).toBeCloseTo((10.1 + 4.7 + 0.3) / 3, 6);
    expect(c.location.y).toBeCloseTo((-3.3 + 8.9 + 0.6) / 3, 6);
  });
  it('on a shape field, lets the polygon outweigh the line and the point', () => {
    const c = search(floorplan().sim, { c: { cartesian_centroid: { field: 'outline' } } }).body.aggregations.c;
    expect(c).toEqual({ location: { x: 10, y: 5 }, count: 3 });
    const per = search(floorplan().sim, { k: { terms: { field: 'kind', order: { _key: 'asc' } }, aggs: { c: { cartesian_centroid: { field: 'outline' } } } } }).body.aggregations.k.buckets;
    expect(per.map((b: { c: { location: object } }) => b.c.location)).toEqual([{ x: 30, y: 3 }, { x: 50.5, y: -2.25 }, { x: 10, y: 5 }]);
  });
  it('refuses a field of another type, as the shard does', () => {
    const r = search(floorplan().sim, { c: { cartesian_centroid: { field: 'kind' } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('Field [kind] of type [keyword] is not supported for aggregation [cartesian_centroid]');
  });
});

describe('the timeline', () => {
  it('has no cartesian aggregations before 8.6, and no point type before 7.8', () => {
    const r = search(floorplan('elasticsearch@8.5.3').sim, { c: { cartesian_centroid: { field: 'seat' } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('cartesian_centroid');
    expect(floorplan('elasticsearch@7.7.1').made.body.error.reason).toContain('No handler for type [point] declared on field [seat]');
  });
});

describe('cartesian doubles on the wire', () => {
  // InternalCartesianBounds / InternalCartesianCentroid write doubles: an integral coordinate prints `-2.25`'s
  // neighbours as `10.0`, never `10` (docs cartesian-bounds-aggregation.asciidoc, the museums' `4886.0`).
  it('prints integral bounds and centroids with a fraction', () => {
    const { sim } = floorplan();
    expect(search(sim, { b: { cartesian_bounds: { field: 'outline' } } }).text).toContain('"top_left":{"x":0.0,"y":10.0}');
    expect(search(sim, { c: { cartesian_centroid: { field: 'outline' } } }).text).toContain('"location":{"x":10.0,"y":5.0}');
  });
});
