/**
 * The geo_grid query on geo_point fields (GeoGridQueryBuilder, ES 8.3+): a cell is half-open on the
 * encoded grid (getQueryHash, getQueryTile), so a point on the edge between two cells is in one of them
 * only, the same one the grid aggregations put it in; geohex cells compare the point's H3 cell.
 * Messages from GeoGridQueryBuilder, Geohash.mortonEncode and GeoTileUtils.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import type { ProfileName } from '../../../profiles.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { h3 } from './h3.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const idx = index('places', { location: { type: 'geo_point' }, name: { type: 'keyword' } }, [
  ['edge45', { location: '45,10' }],
  ['equator', { location: { lat: 0, lon: -10 } }],
  ['paris', { location: [2.3264, 48.8331] }],
]);

function run(query: Json, profile: ProfileName = 'elasticsearch@8.19.0'): string[] | Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query, sort: ['_doc'] }), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => h._id);
}
const reason = (b: string[] | Body) => (b as Body).error.failed_shards?.[0]?.reason.caused_by?.reason ?? (b as Body).error.reason;

describe('geo_grid', () => {
  it('geohash: a point on the edge at 45° is in the cell above it only', () => {
    expect(run({ geo_grid: { location: { geohash: 's' } } })).toEqual([]);
    expect(run({ geo_grid: { location: { geohash: 'u' } } })).toEqual(['edge45', 'paris']);
    expect(run({ geo_grid: { location: { geohash: 'u09t' } } })).toEqual(['paris']);
  });
  it('geotile: a point on the equator is in the row below it (as geotile_grid buckets it)', () => {
    expect(run({ geo_grid: { location: { geotile: '1/0/0' } } })).toEqual([]);
    expect(run({ geo_grid: { location: { geotile: '1/0/1' } } })).toEqual(['equator']);
    expect(run({ geo_grid: { location: { geotile: '1/1/0' } } })).toEqual(['edge45', 'paris']);
  });
  it('geohex: the cell the point falls in at that resolution', () => {
    const cell = h3()!.latLngToCell(48.8331, 2.3264, 4);
    expect(run({ geo_grid: { location: { geohex: cell } } })).toEqual(['paris']);
  });
  it('errors: grid names, ids, tiles out of range, fields', () => {
    expect(reason(run({ geo_grid: { location: { geocell: 'x' } } }))).toBe('failed to parse [geo_grid] query. Invalid grid name [geocell]');
    expect(reason(run({ geo_grid: { location: { geohash: 'sa' } } }))).toBe('unsupported symbol [a] in geohash [sa]');
    expect(reason(run({ geo_grid: { location: { geotile: '1/0' } } }))).toBe('Invalid geotile_grid hash string of 1/0. Must be three integers in a form "zoom/x/y".');
    expect(reason(run({ geo_grid: { location: { geotile: '1/2/0' } } }))).toBe('Zoom/X/Y combination is not valid: 1/2/0');
    expect(reason(run({ geo_grid: { location: { geohex: 'zz' } } }))).toBe('Invalid h3 address [zz]');
    expect(reason(run({ geo_grid: { location: {} } }))).toBe('failed to parse [geo_grid] query. grid name not provided');
    expect(reason(run({ geo_grid: { location: { geohash: 'u' }, other: 1 } }))).toBe('failed to parse [geo_grid] query. unexpected field [other]');
    expect((run({ geo_grid: { name: { geohash: 'u' } } }) as Body).error.root_cause[0].reason).toBe('Field [name] is of unsupported type [keyword] for [geo_grid] query');
    expect((run({ geo_grid: { nope: { geohash: 'u' } } }) as Body).error.root_cause[0].reason).toBe('failed to find geo field [nope]');
    expect(run({ geo_grid: { nope: { geohash: 'u' }, ignore_unmapped: true } })).toEqual([]);
  });
  it('an unknown query before 8.3 and in OpenSearch', () => {
    expect((run({ geo_grid: { location: { geohash: 'u' } } }, 'elasticsearch@8.2.0') as Body).error.root_cause[0].reason).toBe('unknown query [geo_grid]');
    expect((run({ geo_grid: { location: { geohash: 'u' } } }, 'opensearch@2.19.0') as Body).error.type).toBe('parsing_exception');
  });
});
