/**
 * doc['shape'] of a geo_shape field in a search script (GeoShapeScriptDocValues; x-pack
 * spatial/70_script_doc_values.yml pins the numbers against a real cluster with its own polygon).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { quantizeLat, quantizeLon } from '../geo/encoding.ts';

function fields(script: string) {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/parks', { mappings: { properties: { area: { type: 'geo_shape' } } } });
  call(sim, 'POST', '/parks/_bulk?refresh=true', [
    { index: { _id: 'square' } }, { area: 'POLYGON ((10 20, 12 20, 12 22, 10 22, 10 20))' },
    { index: { _id: 'path' } }, { area: 'LINESTRING (0 0, 1 0)' },
  ]);
  const r = call(sim, 'POST', '/parks/_search', { sort: ['_doc'], script_fields: { f: { script: { source: script } } } });
  return Object.fromEntries(r.body.hits.hits.map((h: { _id: string; fields: { f: unknown[] } }) => [h._id, h.fields.f[0]]));
}

describe('geo_shape doc values in scripts', () => {
  it('give the encoded centroid, bounding box and dimension', () => {
    expect(fields("doc['area'].getCentroid()").square).toEqual({ lat: quantizeLat(21), lon: quantizeLon(11) });
    expect(fields("doc['area'].getBoundingBox()").square).toEqual({ top_left: { lat: quantizeLat(22), lon: quantizeLon(10) }, bottom_right: { lat: quantizeLat(20), lon: quantizeLon(12) } });
    expect(fields("doc['area'].getBoundingBox().bottomRight().getLon()").square).toBe(quantizeLon(12));
    expect(fields("doc['area'].getDimensionalType()")).toEqual({ square: 2, path: 1 });
  });
  it('measure the extent in spherical Mercator meters', () => {
    expect(fields("doc['area'].getMercatorWidth()").path).toBeCloseTo(111319.49, 1);
    expect(fields("doc['area'].getMercatorHeight()").path).toBe(0);
  });
});
