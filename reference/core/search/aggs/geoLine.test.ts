/**
 * geo_line (x-pack spatial, ES ≥ 7.11): docs geoline-aggregation.asciidoc's examples and InternalGeoLine
 * (coordinates rounded to 1e-6, one point printed as a Point, `complete` false once `size` cuts the line,
 * equal sort values in reverse collection order as GeoLineBucketedSort fills its slots from the end).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const track = () =>
  fixture({ loc: { type: 'geo_point' }, t: { type: 'date' } }, [
    { loc: { lat: 37.345057, lon: -122.049982 }, t: '2013-09-06T16:00:36Z' },
    { loc: { lat: 37.345132, lon: -122.049982 }, t: '2013-09-06T16:00:37Z' },
    { loc: { lat: 37.349283, lon: -122.050501 }, t: '2013-09-06T16:00:37Z' },
  ]);

describe('geo_line', () => {
  it('orders by the sort field, ties last-collected first, coordinates rounded to 1e-6 (the docs simple example)', () => {
    const r = aggs(track(), { line: { geo_line: { point: { field: 'loc' }, sort: { field: 't' } } } });
    expect(r.line).toEqual({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: [[-122.049982, 37.345057], [-122.050501, 37.349283], [-122.049982, 37.345132]] },
      properties: { complete: true },
    });
  });
  it('cuts at size (complete false), prints one point as a Point, and lists sort values on request', () => {
    const r = aggs(track(), { line: { geo_line: { point: { field: 'loc' }, sort: { field: 't' }, sort_order: 'DESC', size: 1, include_sort: true } } });
    expect(r.line.geometry).toEqual({ type: 'Point', coordinates: [-122.049982, 37.345132] });
    expect(r.line.properties).toEqual({ complete: false, sort_values: [Date.parse('2013-09-06T16:00:37Z')] });
  });
  it('refuses a size past 10000 as the builder does, and is unknown before 7.11 and in OpenSearch', () => {
    const big = aggs(track(), { line: { geo_line: { point: { field: 'loc' }, sort: { field: 't' }, size: 10001 } } });
    expect(big.error.caused_by.reason).toBe('invalid [size] value [10001] must be a positive integer <= 10000');
    expect(aggs(track(), { line: { geo_line: { point: { field: 'loc' }, sort: { field: 't' } } } }, {}, 'opensearch2').error.type).toMatch(/parsing_exception|named_object_not_found_exception|x_content_parse_exception/);
  });
});
