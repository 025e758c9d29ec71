/**
 * `geo_distance` ranges: GeoDistanceAggregationBuilder.parseRange starts a range with no `from` at 0.0 (a
 * distance is never negative), so the bucket prints `from: 0.0`, while Range.key still names a lower bound
 * of 0 `*` (docs geodistance-aggregation.asciidoc: `"*-100000.0"` with `"from": 0.0`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function cafes() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/cafes', { mappings: { properties: { at: { type: 'geo_point' } } } });
  call(sim, 'POST', '/cafes/_bulk?refresh=true', [
    { index: { _id: '1' } }, { at: { lat: 45.0, lon: 7.0 } },
    { index: { _id: '2' } }, { at: { lat: 45.1, lon: 7.0 } },
    { index: { _id: '3' } }, { at: { lat: 46.0, lon: 7.0 } },
  ]);
  return sim;
}

describe('geo_distance ranges', () => {
  it('starts an open range at 0.0 and keys it with *', () => {
    const r = call(cafes(), 'POST', '/cafes/_search', { size: 0, aggs: { d: { geo_distance: { field: 'at', origin: { lat: 45, lon: 7 }, unit: 'km', ranges: [{ to: 50 }, { from: 50 }] } } } });
    expect(r.body.aggregations.d.buckets).toEqual([
      { key: '*-50.0', from: 0, to: 50, doc_count: 2 },
      { key: '50.0-*', from: 50, doc_count: 1 },
    ]);
    expect(r.text).toContain('{"key":"*-50.0","from":0.0,"to":50.0,"doc_count":2}');
  });
  it('names an explicit lower bound of 0 * as well', () => {
    const r = call(cafes(), 'POST', '/cafes/_search', { size: 0, aggs: { d: { geo_distance: { field: 'at', origin: '45,7', unit: 'km', keyed: true, ranges: [{ from: 0, to: 50 }] } } } });
    expect(r.body.aggregations.d.buckets).toEqual({ '*-50.0': { from: 0, to: 50, doc_count: 2 } });
  });
});
