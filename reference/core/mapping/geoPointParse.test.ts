/**
 * geo_point values that are not points, per parser generation. Expected reasons are the parsers' own messages:
 * ES 7.x GeoUtils.parseGeoPoint (lat/lon/geohash objects), ES 8's GenericPointParser("geo_point", "lon", "lat")
 * with GeoUtils' fieldError "field must be either lat/lon, geohash string or type/coordinates", OpenSearch 2.4's
 * GeoUtils.parseGeoPointObject (ERR_MSG_INVALID_FIELDS "field must be either [lon|lat], [type|coordinates], or
 * [geohash]"), and GeoPoint.resetFromString / Geohash.mortonEncode for strings in all of them.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../json.ts';
import { malformedPoint, stringPointFailure, type GeoPointDialect } from './geoPointParse.ts';

const z = () => ({ type: 'parse_exception', reason: 'z refused' });
const reason = (v: Json, d: GeoPointDialect, nested = false) => malformedPoint(v, d, true, z, nested)?.reason;

describe('geo_point strings (GeoPoint.resetFromString)', () => {
  it('reads a text without "point" or a comma as a geohash, refused with mortonEncode\'s message as cause', () => {
    expect(stringPointFailure('abc')).toMatchObject({
      type: 'parse_exception', reason: 'unsupported symbol [a] in geohash [abc]',
      causedBy: { type: 'illegal_argument_exception', reason: 'unsupported symbol [a] in geohash [abc]' },
    });
    expect(stringPointFailure('')?.reason).toBe('empty geohash');
    expect(stringPointFailure('drm3btev3e86')).toBeUndefined();
  });

  it('reads a text with a comma as "lat,lon[,z]"', () => {
    expect(stringPointFailure('x,1')?.reason).toBe('latitude must be a number');
    expect(stringPointFailure('1,y')?.reason).toBe('longitude must be a number');
    expect(stringPointFailure('1,2,3,4')?.reason).toBe('failed to parse [1,2,3,4], expected 2 or 3 coordinates but found: [4]');
    // "linestring" does not contain "point": the comma makes it a coordinate pair, as in ES.
    expect(stringPointFailure('LINESTRING (1 2, 3 4)')?.reason).toBe('latitude must be a number');
    expect(stringPointFailure(' 1.5 , -2d ')).toBeUndefined();
  });

  it('reads a text naming "point" as WKT, and refuses any other geometry', () => {
    expect(stringPointFailure('MULTIPOINT (1 2)')?.reason).toBe('[geo_point] supports only POINT among WKT primitives, but found MULTIPOINT');
    expect(stringPointFailure('POINT (a b)')).toMatchObject({ type: 'parse_exception', reason: 'Invalid WKT format', causedBy: { type: 'parse_exception', reason: 'invalid number found: a' } });
    expect(stringPointFailure('POINT (1 2)')).toBeUndefined();
  });
});

describe('geo_point objects per parser', () => {
  it('ES 7 (legacy GeoUtils): lat, lon and geohash keys', () => {
    expect(reason({ foo: 1 }, 'legacy')).toBe('field must be either [lat], [lon] or [geohash]');
    expect(reason({ lat: 'x', lon: 1 }, 'legacy')).toBe('[lat] and [lon] must be valid double values');
    expect(malformedPoint({ lat: 'x', lon: 1 }, 'legacy', true, z)?.causedBy).toMatchObject({ type: 'number_format_exception', reason: 'For input string: "x"' });
    expect(reason({ lat: true, lon: 1 }, 'legacy')).toBe('latitude must be a number');
    expect(reason({ lat: 1 }, 'legacy')).toBe('field [lon] missing');
    expect(reason({}, 'legacy')).toBe('field [lat] missing');
    expect(reason({ geohash: 5 }, 'legacy')).toBe('geohash must be a string');
    expect(reason({ geohash: 'drm', lat: 1 }, 'legacy')).toBe('field must be either lat/lon or geohash');
    expect(reason({ type: 'Point', coordinates: [1, 2] }, 'legacy')).toBe('field must be either [lat], [lon] or [geohash]');
    expect(reason({ lat: '1.5', lon: 2 }, 'legacy')).toBeUndefined();
  });

  it('ES 8 (GenericPointParser): lon/lat/z or GeoJSON, exactly one format', () => {
    expect(reason({ foo: 1 }, 'generic')).toBe('field [foo] not supported - must be one of: lon, lat, z, type, coordinates');
    expect(reason({ geohash: 'drm' }, 'generic')).toBe('field [geohash] not supported - must be one of: lon, lat, z, type, coordinates');
    expect(reason({ lat: 'x', lon: 1 }, 'generic')).toBe('[latitude] must be a valid double value');
    expect(reason({ lon: null, lat: 1 }, 'generic')).toBe('longitude must be a number');
    expect(reason({ lat: 1 }, 'generic')).toBe('Required [lon]');
    expect(reason({ lon: 1 }, 'generic')).toBe('Required [lat]');
    expect(reason({ coordinates: [1, 2] }, 'generic')).toBe('Required [type]');
    expect(reason({ type: 'Point' }, 'generic')).toBe('Required [coordinates]');
    expect(reason({}, 'generic')).toBe('field must be either lat/lon, geohash string or type/coordinates');
    expect(reason({ lat: 1, lon: 2, type: 'Point', coordinates: [2, 1] }, 'generic')).toBe('fields matching more than one point format');
    expect(reason({ type: 'LineString', coordinates: [1, 2] }, 'generic')).toBe("[type] for geo_point can only be 'Point'");
    expect(reason({ type: 'Point', coordinates: [1] }, 'generic')).toBe('[coordinates] must contain at least two values');
    expect(reason({ type: 'Point', coordinates: [1, 2, 3, 4] }, 'generic')).toBe('[geo_point] field type does not accept > 3 dimensions');
    expect(reason({ type: 'Point', coordinates: 'x' }, 'generic')).toBe('[coordinates] must be an array');
    expect(reason({ type: 'point', coordinates: [1, 2] }, 'generic')).toBeUndefined();
  });

  it('OpenSearch 2.4 (parseGeoPointObject): the first key picks the form', () => {
    const invalid = 'field must be either [lon|lat], [type|coordinates], or [geohash]';
    expect(reason({ foo: 1 }, 'opensearch')).toBe(invalid);
    expect(reason({}, 'opensearch')).toBe('token [END_OBJECT] not allowed');
    expect(reason({ lat: 'x', lon: 1 }, 'opensearch')).toBe('[lon] and [lat] must be valid double values');
    expect(reason({ lat: true, lon: 1 }, 'opensearch')).toBe('lat must be a number');
    expect(reason({ lat: 1 }, 'opensearch')).toBe('field [lon] missing');
    expect(reason({ lat: 1, lon: 2, z: 3 }, 'opensearch')).toBe(invalid);
    expect(reason({ geohash: 5 }, 'opensearch')).toBe('geohash must be a string');
    expect(reason({ geohash: 'drm', lat: 1 }, 'opensearch')).toBe(invalid);
    expect(reason({ type: 'Point' }, 'opensearch')).toBe('field [coordinates] missing');
    expect(reason({ coordinates: [1, 2] }, 'opensearch')).toBe('field [type] missing');
    expect(reason({ type: 'Line', coordinates: [1, 2] }, 'opensearch')).toBe('type must be Point');
    expect(reason({ type: 'Point', coordinates: [1] }, 'opensearch')).toBe('[geo_point] field type should have at least two dimensions');
    expect(reason({ type: 'Point', coordinates: [1, 2, 3, 4] }, 'opensearch')).toBe('[geo_point] field type does not accept more than 3 values');
    expect(reason({ geohash: 'drm' }, 'opensearch')).toBeUndefined();
  });

  it('refuses a scalar that is no string, and a nested array with a non-number', () => {
    for (const d of ['legacy', 'generic', 'opensearch'] as const) {
      expect(reason(5, d)).toBe('geo_point expected');
      expect(reason(true, d)).toBe('geo_point expected');
      expect(reason([1, 'a'], d, true)).toBe('numeric value expected');
      expect(reason(null, d)).toBeUndefined();
    }
  });
});
