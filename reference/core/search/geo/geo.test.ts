/** Tests of the geo queries on geo_point fields (examples of ES's geo query pages). */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import type { ProfileName } from '../../../profiles.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { decodeGeohash, parseDistance, parsePoint } from './geoPoint.ts';
import { geohashCell } from './geohash.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

// docs/reference/query-dsl/geo-distance-query.asciidoc: one document at 40.12, -71.34, in each input form.
const FORMS: [string, JsonObject][] = [
  ['object', { pin: { location: { lat: 40.12, lon: -71.34 } } }],
  ['string', { pin: { location: '40.12,-71.34' } }],
  ['array', { pin: { location: [-71.34, 40.12] } }],
  ['wkt', { pin: { location: 'POINT (-71.34 40.12)' } }],
  ['geohash', { pin: { location: 'drjk0xegcw06' } }],
  ['far', { pin: { location: { lat: 0, lon: 0 } } }],
];
const idx = index('my_locations', { pin: { properties: { location: { type: 'geo_point' } } }, name: { type: 'keyword' } }, FORMS);

function ids(query: Json, profile: ProfileName = 'es8'): string[] | Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query, sort: ['_doc'] }), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => h._id);
}

const NEAR = ['object', 'string', 'array', 'wkt', 'geohash'];

describe('geo_point input forms (GeoUtils.parseGeoPoint)', () => {
  it('object, "lat,lon", [lon, lat], WKT POINT and geohash name the same point', () => {
    expect(parsePoint('40.12,-71.34')).toEqual([40.12, -71.34]);
    expect(parsePoint([-71.34, 40.12])).toEqual([40.12, -71.34]);
    const g = decodeGeohash('drjk0xegcw06')!;
    expect(Math.abs(g[0] - 40.12) < 1e-5 && Math.abs(g[1] + 71.34) < 1e-5).toBe(true);
  });
  it('a geohash names a corner of its cell: bottom left for values (GeoUtilsTests.testParseGeoPointGeohashPositions)', () => {
    expect(parsePoint('drt5', 'top_left')).toEqual([42.890625, -71.71875]);
    expect(parsePoint('drt5', 'top_right')).toEqual([42.890625, -71.3671875]);
    expect(parsePoint('drt5')).toEqual([42.71484375, -71.71875]);
    expect(parsePoint({ geohash: 'drt5' }, 'bottom_right')).toEqual([42.71484375, -71.3671875]);
    expect(parsePoint('drtk')).toEqual([42.890625, -71.3671875]);
    expect(geohashCell('z')).toEqual({ minLat: 45, maxLat: 90, minLon: 135, maxLon: 180 });
  });
  it('GeoJSON points, and WKT only when the text says POINT (GeoPoint.resetFromString)', () => {
    expect(parsePoint({ type: 'Point', coordinates: [0, 1] })).toEqual([1, 0]);
    expect(parsePoint('POINT(-60.5, -34.5)')).toBeUndefined();
  });
  it('distances with DistanceUnit units, meters by default', () => {
    expect([parseDistance('200km'), parseDistance('12mi'), parseDistance(5), parseDistance('1nmi'), parseDistance('x')]).toEqual([200000, 12 * 1609.344, 5, 1852, NaN]);
  });
});

describe('geo queries', () => {
  it('geo_distance: 200km from 40,-70 (the docs example), arc and plane', () => {
    expect(ids({ geo_distance: { distance: '200km', 'pin.location': { lat: 40, lon: -70 } } })).toEqual(NEAR);
    expect(ids({ geo_distance: { distance: '200km', distance_type: 'plane', 'pin.location': [-70, 40] } })).toEqual(NEAR);
    expect(ids({ geo_distance: { distance: '100km', 'pin.location': '40,-70' } })).toEqual([]);
  });
  it('geo_bounding_box: corners, sides, WKT BBOX (geo-bounding-box-query.asciidoc)', () => {
    expect(ids({ geo_bounding_box: { 'pin.location': { top_left: { lat: 40.73, lon: -74.1 }, bottom_right: { lat: 40.01, lon: -71.12 } } } })).toEqual(NEAR);
    expect(ids({ geo_bounding_box: { 'pin.location': { top: 40.73, left: -74.1, bottom: 40.01, right: -71.12 } } })).toEqual(NEAR);
    expect(ids({ geo_bounding_box: { 'pin.location': { wkt: 'BBOX (-74.1, -71.12, 40.73, 40.01)' } } })).toEqual(NEAR);
    // left east of right crosses the dateline: 170..-170 holds neither point.
    expect(ids({ geo_bounding_box: { 'pin.location': { top: 50, left: 170, bottom: -50, right: -170 } } })).toEqual([]);
  });
  it('geo_bounding_box: geohash corners stand for the corners of the cell; no geohash or geotile key in 8.19 (search/400_geo_bounding_box_query.yml)', () => {
    const s = index('s', { location: { type: 'geo_point' } }, [['u5', { location: { type: 'Point', coordinates: [0, 0] } }], ['u1', { location: '34.5, 60.5' }]]);
    const run = (q: Json) => search(cluster(s), request('search', { index: 's' }, {}, { query: q }), env('es8'));
    const hits = (q: Json) => (JSON.parse(encodeJson((run(q) as ApiResult).body)) as Body).hits.hits.map((h: Body) => h._id);
    expect(hits({ geo_bounding_box: { location: { top_left: 's', bottom_right: 's' } } })).toEqual(['u5']);
    const e = run({ geo_bounding_box: { location: { geohash: 's' } } });
    expect(isEsError(e) && errorEnvelope(e)).toEqual({ error: { root_cause: [{ type: 'parse_exception', reason: 'failed to parse [geo_bounding_box] query. [failed to parse bounding box. unexpected field [geohash]]' }], type: 'parse_exception', reason: 'failed to parse [geo_bounding_box] query. [failed to parse bounding box. unexpected field [geohash]]' }, status: 400 });
  });
  it('geo_shape on geo_point: envelope, polygon, disjoint', () => {
    expect(ids({ geo_shape: { 'pin.location': { shape: { type: 'envelope', coordinates: [[-74.1, 40.73], [-71.12, 40.01]] } } } })).toEqual(NEAR);
    expect(ids({ geo_shape: { 'pin.location': { shape: { type: 'polygon', coordinates: [[[-1, -1], [1, -1], [1, 1], [-1, 1], [-1, -1]]] } } } })).toEqual(['far']);
    expect(ids({ geo_shape: { 'pin.location': { relation: 'disjoint', shape: { type: 'envelope', coordinates: [[-74.1, 40.73], [-71.12, 40.01]] } } } })).toEqual(['far']);
  });
  it('geo_polygon until 8.0 (an unknown query from 8.0, elastic/elasticsearch#74855)', () => {
    const q = { geo_polygon: { 'pin.location': { points: [{ lat: 40, lon: -70 }, { lat: 30, lon: -80 }, { lat: 20, lon: -90 }, { lat: 45, lon: -75 }] } } };
    expect(ids({ geo_polygon: { 'pin.location': { points: [[-75, 39], [-70, 39], [-70, 42], [-75, 42]] } } }, 'es6')).toEqual(NEAR);
    expect((ids(q) as Body).error.type).toBe('parsing_exception');
  });
  it('errors: unmapped field (or ignore_unmapped), a field that is no geo_point, no distance', () => {
    expect((ids({ geo_distance: { distance: '1km', nope: '0,0' } }) as Body).error.root_cause[0].reason).toBe('failed to find geo field [nope]');
    expect(ids({ geo_distance: { distance: '1km', nope: '0,0', ignore_unmapped: true } })).toEqual([]);
    // GeoDistanceQueryBuilder.doToQuery: GeoShapeQueryable since 7.11; OpenSearch keeps 7.10's words.
    expect((ids({ geo_distance: { distance: '1km', name: '0,0' } }) as Body).error.root_cause[0].reason).toBe('Field [name] is of unsupported type [keyword] for [geo_distance] query');
    expect((ids({ geo_distance: { distance: '1km', name: '0,0' } }, 'opensearch2') as Body).error.root_cause[0].reason).toBe('field [name] is not a geo_point field');
    expect((ids({ geo_distance: { distance: '1km', nope: '0,0' } }, 'opensearch2') as Body).error.root_cause[0].reason).toBe('failed to find geo_point field [nope]');
    expect((ids({ geo_distance: { 'pin.location': '0,0' } }) as Body).error.reason).toBe("geo_distance requires 'distance' to be specified");
  });
});

describe('geo_distance and geo_bounding_box as their builders check them', () => {
  it('distance_type plane matches as arc: the query is always LatLonPoint\'s haversine (GeoDistanceQueryBuilder.doToQuery)', () => {
    expect(ids({ geo_distance: { distance: '200km', distance_type: 'plane', 'pin.location': [-70, 40] } })).toEqual(ids({ geo_distance: { distance: '200km', 'pin.location': [-70, 40] } }));
    expect(ids({ geo_distance: { distance: '1km', distance_type: 'flat', 'pin.location': [-70, 40] } })).toEqual({ status: 400, error: { root_cause: [{ type: 'illegal_argument_exception', reason: 'No geo distance for [flat]' }], type: 'illegal_argument_exception', reason: 'No geo distance for [flat]' } });
  });
  it('a point exactly at the radius is in it: the sort key bound is the smallest reaching the radius (distanceQuerySortKey)', () => {
    // The distance from (40, -70) to the quantized 40.12, -71.34, as Lucene's SloppyMath computes it (run on a JDK).
    const d = 114818.17937645761;
    expect(ids({ geo_distance: { distance: d, 'pin.location': [-70, 40] } })).toContain('object');
    expect(ids({ geo_distance: { distance: d - 0.001, 'pin.location': [-70, 40] } })).toEqual([]);
  });
  it('validation_method: strict refuses a centre out of range, coerce wraps it, ignore_malformed takes it as is', () => {
    const strict = ids({ geo_distance: { distance: '200km', 'pin.location': { lat: 40, lon: 290 } } }) as Body;
    expect(strict.error.failed_shards[0].reason).toMatchObject({ type: 'query_shard_exception', reason: "couldn't validate latitude/ longitude values", caused_by: { type: 'query_validation_exception', reason: 'Validation Failed: 1: center point longitude is invalid: 290.0;' } });
    expect(ids({ geo_distance: { distance: '200km', validation_method: 'COERCE', 'pin.location': { lat: 40, lon: 290 } } })).toEqual(NEAR);
    // Unchecked, the centre reaches Lucene's Circle, whose constructor refuses it (GeoUtils.checkLongitude).
    const loose = ids({ geo_distance: { distance: '200km', validation_method: 'ignore_malformed', 'pin.location': { lat: 40, lon: 290 } } }) as Body;
    expect(loose.error.failed_shards[0].reason.reason).toBe('failed to create query: invalid longitude 290.0; must be between -180.0 and 180.0');
  });
  it('distance must be positive; units are DistanceUnit\'s names', () => {
    expect((ids({ geo_distance: { distance: '0km', 'pin.location': [-70, 40] } }) as Body).error.reason).toBe('distance must be greater than zero');
    expect((ids({ geo_distance: { distance: 1, unit: 'parsec', 'pin.location': [-70, 40] } }) as Body).error.reason).toBe('No distance unit match [parsec]');
    expect(ids({ geo_distance: { distance: 200, unit: 'km', 'pin.location': [-70, 40] } })).toEqual(NEAR);
  });
  it('geo_bounding_box: sides all needed, top not below bottom (setCorners), coerce wraps, strict refuses', () => {
    expect((ids({ geo_bounding_box: { 'pin.location': { top: 41, left: -72 } } }) as Body).error.reason).toBe('bottom latitude is invalid: NaN');
    expect((ids({ geo_bounding_box: { 'pin.location': { top: 10, bottom: 20, left: 0, right: 1 } } }) as Body).error.reason).toBe('top is below bottom corner: 10.0 vs. 20.0');
    const wide = { top: 41, bottom: 40, left: -432, right: -431 };
    expect((ids({ geo_bounding_box: { 'pin.location': wide } }) as Body).error.failed_shards[0].reason.caused_by.reason).toBe('Validation Failed: 1: left longitude is invalid: -432.0;2: right longitude is invalid: -431.0;');
    expect(ids({ geo_bounding_box: { validation_method: 'coerce', 'pin.location': wide } })).toEqual(NEAR);
    expect(ids({ geo_bounding_box: { validation_method: 'coerce', 'pin.location': { top: 41, bottom: 40, left: -180, right: 540 } } })).toEqual(NEAR);
  });
});

describe('the _geo_distance sort (GeoDistanceSortBuilder)', () => {
  const sorted = (sort: Json) => {
    const r = search(cluster(idx), request('search', { index: idx.name }, {}, { sort }), env('es8'));
    return isEsError(r) ? { status: r.status, ...errorEnvelope(r) } : (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => h.sort[0]);
  };
  it('sorts by the SloppyMath distance to the quantized points, in the unit asked for', () => {
    // 114818.17937645761 m from (40, -70) to the quantized 40.12, -71.34, as Lucene's SloppyMath computes it on a JDK.
    const m = sorted([{ _geo_distance: { 'pin.location': [-70, 40] } }]) as number[];
    expect(m.slice(0, 4)).toEqual(Array(4).fill(114818.17937645761));
    const km = sorted([{ _geo_distance: { 'pin.location': [-70, 40], unit: 'km' } }]) as number[];
    expect(km[0]).toBe(114818.17937645761 / 1000);
  });
  it('an unmapped field fails the shard unless ignore_unmapped', () => {
    expect((sorted([{ _geo_distance: { nope: [0, 0] } }]) as Body).error.failed_shards[0].reason.reason).toBe('failed to find mapper for [nope] for geo distance based sort');
    expect(sorted([{ _geo_distance: { nope: [0, 0], ignore_unmapped: true } }])).toEqual(Array(6).fill('Infinity'));
  });
});
