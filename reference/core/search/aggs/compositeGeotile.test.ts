/**
 * The geotile_grid source of `composite`, after the official search.aggregation/230_composite.yml
 * "Simple Composite aggregation with GeoTile grid" (its points, precision 12, expected keys and order).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const st = fixture({ geo_point: { type: 'geo_point' }, keyword: { type: 'keyword' } }, [
  { keyword: 'foo', geo_point: '37.2343,-115.8067' },
  { keyword: ['foo', 'bar'], geo_point: '41.12,-71.34' },
  { keyword: 'bar', geo_point: '90.0,0.0' },
  { keyword: 'bar', geo_point: '41.12,-71.34' },
  {},
]);
const SOURCES = [{ geo: { geotile_grid: { field: 'geo_point', precision: 12 } } }, { kw: { terms: { field: 'keyword' } } }];
const keys = (r: Body) => (r.c.buckets as Body[]).map((b) => [b.key, b.doc_count]);

describe('composite geotile_grid source', () => {
  it('tiles in x then y order, printed zoom/x/y', () => {
    expect(keys(aggs(st, { c: { composite: { sources: SOURCES } } }))).toEqual([
      [{ geo: '12/730/1590', kw: 'foo' }, 1],
      [{ geo: '12/1236/1533', kw: 'bar' }, 2],
      [{ geo: '12/1236/1533', kw: 'foo' }, 1],
      [{ geo: '12/2048/0', kw: 'bar' }, 1],
    ]);
  });
  it('after a tile key', () => {
    const r = aggs(st, { c: { composite: { sources: SOURCES, after: { geo: '12/730/1590', kw: 'foo' } } } });
    expect(keys(r).map(([k]) => k)).toEqual([{ geo: '12/1236/1533', kw: 'bar' }, { geo: '12/1236/1533', kw: 'foo' }, { geo: '12/2048/0', kw: 'bar' }]);
    expect(r.c.after_key).toEqual({ geo: '12/2048/0', kw: 'bar' });
  });
});
