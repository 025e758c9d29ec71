/**
 * `geohex_grid`: the builder's checks (GeoHexGridAggregationBuilder, GeoGridAggregationBuilder), its timeline
 * (8.1), and, with h3-js, the cells of ES's docs (geohexgrid-aggregation.asciidoc, whose responses
 * its doc tests check against a real cluster), `bounds` (GeoHexCellIdSource.BoundedCellValues), size and order.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';
import { h3, installH3 } from '../geo/h3.ts';

// geohexgrid-aggregation.asciidoc's museums.
const MUSEUMS = [
  { location: '52.374081,4.912350', name: 'NEMO Science Museum' },
  { location: '52.369219,4.901618', name: 'Museum Het Rembrandthuis' },
  { location: '52.371667,4.914722', name: 'Nederlands Scheepvaartmuseum' },
  { location: '51.222900,4.405200', name: 'Letterenhuis' },
  { location: '48.861111,2.336389', name: 'Musée du Louvre' },
  { location: '48.860000,2.327000', name: "Musée d'Orsay" },
];
const MAPPING = { location: { type: 'geo_point' }, name: { type: 'keyword' } } as const;
const museums = fixture(MAPPING as never, MUSEUMS);

describe('geohex_grid: the builder', () => {
  it('precision 0–15, wrapped by ObjectParser (GeoHexGridAggregationBuilder.precision: no final period)', () => {
    const r = aggs(museums, { g: { geohex_grid: { field: 'location', precision: 16 } } });
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toMatch(/\[geohex_grid\] failed to parse field \[precision\]$/);
    expect(r.error.caused_by).toMatchObject({ type: 'illegal_argument_exception', reason: 'Invalid geohex aggregation precision of 16. Must be between 0 and 15' });
    expect(aggs(museums, { g: { geohex_grid: { field: 'location', precision: -1 } } }).error.caused_by.reason).toBe('Invalid geohex aggregation precision of -1. Must be between 0 and 15');
    // parsePrecision: a string goes through Integer.parseInt.
    expect(aggs(museums, { g: { geohex_grid: { field: 'location', precision: 'six' } } }).error.caused_by.reason).toBe('For input string: "six"');
  });
  it('size and shard_size above 0 (GeoGridAggregationBuilder.size / shardSize)', () => {
    expect(aggs(museums, { g: { geohex_grid: { field: 'location', size: 0 } } }).error.caused_by.reason).toBe('[size] must be greater than 0. Found [0] in [g]');
    expect(aggs(museums, { g: { geohex_grid: { field: 'location', shard_size: 0 } } }).error.caused_by.reason).toBe('[shardSize] must be greater than 0. Found [0] in [g]');
  });
  it('an unknown type before 8.1 and in OpenSearch', () => {
    expect(aggs(museums, { g: { geohex_grid: { field: 'location' } } }, {}, 'elasticsearch@8.0.1' as never).error.reason).toMatch(/geohex_grid/);
    expect(aggs(museums, { g: { geohex_grid: { field: 'location' } } }, {}, 'opensearch@2.11.0' as never).status).toBe(400);
  });
  it('a keyword field is refused (ValuesSourceRegistry)', () => {
    expect(JSON.stringify(aggs(museums, { g: { geohex_grid: { field: 'name' } } }))).toContain('Field [name] of type [keyword] is not supported for aggregation [geohex_grid]');
  });
  it('without the H3 library: a clear 400 naming it', () => {
    const was = h3();
    installH3(undefined);
    try {
      const r = aggs(museums, { g: { geohex_grid: { field: 'location' } } });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r)).toContain('h3-js');
    } finally {
      installH3(was);
    }
  });
});

describe('geohex_grid: the cells (h3-js)', () => {
  it('the core has the library (a dependency, imported by geo/h3.ts)', () => {
    expect(h3()?.latLngToCell(52.374081, 4.91235, 4)).toBe('841969dffffffff');
  });

  it('precision 4: the docs\' three cells, most documents first', () => {
    expect(aggs(museums, { 'large-grid': { geohex_grid: { field: 'location', precision: 4 } } })['large-grid'].buckets).toEqual([
      { key: '841969dffffffff', doc_count: 3 },
      { key: '841fb47ffffffff', doc_count: 2 },
      { key: '841fa4dffffffff', doc_count: 1 },
    ]);
  });
  it('precision 12 under a geo_bounding_box filter: ties by the cell\'s long value, larger first', () => {
    const r = aggs(museums, { 'zoomed-in': { filter: { geo_bounding_box: { location: { top_left: '52.4, 4.9', bottom_right: '52.3, 5.0' } } }, aggs: { zoom1: { geohex_grid: { field: 'location', precision: 12 } } } } });
    expect(r['zoomed-in'].doc_count).toBe(3);
    expect(r['zoomed-in'].zoom1.buckets).toEqual([
      { key: '8c1969c9b2617ff', doc_count: 1 },
      { key: '8c1969526d753ff', doc_count: 1 },
      { key: '8c1969526d26dff', doc_count: 1 },
    ]);
  });
  it('bounds keeps the cells that meet the box (the docs\' tiles-in-bounds)', () => {
    const r = aggs(museums, { 'tiles-in-bounds': { geohex_grid: { field: 'location', precision: 12, bounds: { top_left: '52.4, 4.9', bottom_right: '52.3, 5.0' } } } });
    expect(r['tiles-in-bounds'].buckets.map((b: { key: string }) => b.key)).toEqual(['8c1969c9b2617ff', '8c1969526d753ff', '8c1969526d26dff']);
  });
  it('bounds: a point outside the box still counts when its cell\'s extent reaches into it (validHex)', () => {
    // At precision 0 the Amsterdam cell is huge: a box just beside the points still meets its extent.
    const r = aggs(museums, { g: { geohex_grid: { field: 'location', precision: 0, bounds: { top: 52.0, left: 4.0, bottom: 51.9, right: 4.1 } } } });
    expect(r.g.buckets.reduce((s: number, b: { doc_count: number }) => s + b.doc_count, 0)).toBe(6);
    // At precision 12 nothing meets that box.
    expect(aggs(museums, { g: { geohex_grid: { field: 'location', precision: 12, bounds: { top: 52.0, left: 4.0, bottom: 51.9, right: 4.1 } } } }).g.buckets).toEqual([]);
  });
  it('default precision 5; size trims after the reduce; sub-aggregations per cell; three shards give the same answer', () => {
    const one = aggs(museums, { g: { geohex_grid: { field: 'location', size: 2 }, aggs: { n: { value_count: { field: 'name' } } } } }).g.buckets;
    expect(one.map((b: { key: string }) => b.key.slice(0, 2))).toEqual(['85', '85']);
    expect(one.map((b: { doc_count: number; n: { value: number } }) => [b.doc_count, b.n.value])).toEqual([[3, 3], [2, 2]]);
    const three = fixture(MAPPING as never, MUSEUMS, 3);
    expect(aggs(three, { g: { geohex_grid: { field: 'location', size: 2 }, aggs: { n: { value_count: { field: 'name' } } } } }).g.buckets).toEqual(one);
  });
  it('a document counts once per cell, whatever its number of points there', () => {
    const st = fixture({ p: { type: 'geo_point' } }, [{ p: ['52.374081,4.912350', '52.369219,4.901618'] }, { p: '48.86,2.327' }]);
    expect(aggs(st, { g: { geohex_grid: { field: 'p', precision: 3 } } }).g.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([1, 1]);
  });
  it('below random_sampler: each cell\'s doc_count scaled (InternalGeoGrid.finalizeSampling)', () => {
    const many = fixture({ p: { type: 'geo_point' } }, Array.from({ length: 60 }, () => ({ p: '52.374081,4.912350' })));
    // Seed 42, shard seed 7 keep four of the sixty (randomSampling.test.ts): 4 / 0.1. The cell is the
    // resolution-2 parent of the docs' 841969dffffffff.
    const r = aggs(many, { s: { random_sampler: { probability: 0.1, seed: 42, shard_seed: 7 }, aggs: { g: { geohex_grid: { field: 'p', precision: 2 } } } } });
    expect(r.s.doc_count).toBe(4);
    expect(r.s.g.buckets).toEqual([{ key: '82196ffffffffff', doc_count: 40 }]);
  });
});
