/**
 * A geo_point field's value at index time, checked as GeoPointFieldMapper's parser does (ES ≥ 7, OpenSearch):
 * every point of the value (one, or an array of points) in range, and no third dimension when
 * `ignore_z_value` is false, and every point a point at all (geoPointParse.ts, per version). A field with
 * `ignore_malformed` takes anything (the point is normalized or dropped instead).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { illegalLatitude, illegalLongitude, zValueRefused, type EsCause } from '../errors/index.ts';
import { parsePoint } from '../search/geo/geoPoint.ts';
import { javaDoubleToString } from './javaNumbers.ts';
import type { FieldDef } from './types.ts';
import type { Profile } from '../../profiles.ts';
import { malformedPoint, type GeoPointDialect } from './geoPointParse.ts';

const isCoords = (v: Json[]): boolean => v.length >= 2 && v.length <= 3 && v.every((x) => typeof x === 'number');

/** The z value a point is written with, if any ([lon, lat, z], "lat,lon,z", POINT (lon lat z), GeoJSON). */
function zOf(v: Json): number | undefined {
  if (Array.isArray(v)) return isCoords(v) && v.length === 3 ? (v[2] as number) : undefined;
  if (isObject(v)) {
    const o = v as JsonObject;
    if (Array.isArray(o.coordinates)) return zOf(o.coordinates as Json);
    return o.z !== undefined ? Number(o.z) : undefined;
  }
  if (typeof v !== 'string') return undefined;
  const wkt = /^\s*POINT\s*\(\s*\S+\s+\S+\s+(\S+)\s*\)\s*$/i.exec(v);
  if (wkt) return Number(wkt[1]);
  const parts = v.split(',');
  return parts.length === 3 ? Number(parts[2]) : undefined;
}

/** Why one point does not index, or undefined. */
function pointFailure(v: Json, field: string, ignoreZ: boolean): EsCause | undefined {
  const z = zOf(v);
  if (z !== undefined && !ignoreZ) return zValueRefused(javaDoubleToString(z));
  const p = parsePoint(v);
  if (!p || !Number.isFinite(p[0]) || !Number.isFinite(p[1])) return undefined;
  if (p[0] > 90 || p[0] < -90) return illegalLatitude(javaDoubleToString(p[0]), field);
  if (p[1] > 180 || p[1] < -180) return illegalLongitude(javaDoubleToString(p[1]), field);
  return undefined;
}

/** Why one point (not an array of points) fails: not a point at all (geoPointParse.ts), else out of range or a refused z. */
function oneFailure(v: Json, field: string, ignoreZ: boolean, dialect: GeoPointDialect, nested: boolean): EsCause | undefined {
  const bad = malformedPoint(v, dialect, ignoreZ, (z) => zValueRefused(javaDoubleToString(z)), nested);
  return bad ?? pointFailure(v, field, ignoreZ);
}

/**
 * PointParser.parse on an array that starts with a number: one point `[lon, lat]` (a z after it ignored), each
 * coordinate read with doubleValue(), which takes a number's text too (`[182.22, "20.12"]`). Under
 * `ignore_malformed` GeoPointFieldMapper.validate normalizes a point out of range instead of refusing it; only a
 * coordinate that is no finite number (or a fourth dimension) leaves the value out.
 */
function coordsReadable(v: Json[]): boolean {
  if (v.length < 2 || v.length > 3) return false;
  const num = (x: Json | undefined) => (typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN);
  if (!Number.isFinite(num(v[1]))) return false;
  return v.length === 2 || typeof v[2] === 'number' || (typeof v[2] === 'string' && !Number.isNaN(num(v[2])));
}

/** Whether a value of a geo_point field, one point or an array of points, holds a point that does not parse. */
export function geoPointMalformed(value: Json, profile: Profile): boolean {
  if (value === null) return false;
  const dialect = profile.geoPointParser;
  const one = (v: Json, nested: boolean) => v !== null && malformedPoint(v, dialect, true, () => undefined, nested) !== undefined;
  if (Array.isArray(value) && typeof value[0] === 'number') return !coordsReadable(value);
  if (Array.isArray(value) && !isCoords(value)) return value.some((el) => one(el as Json, true));
  return one(value, false);
}

/**
 * The cause a geo_point field refuses `value` with (the first bad point), or undefined when it indexes.
 * `def` is the field as the index's default makes it (ignoreMalformed.ts): one with `ignore_malformed` takes
 * anything (a malformed point is left out and named in `_ignored`, an out-of-range one normalized).
 */
export function geoPointFailure(def: FieldDef, value: Json, field: string, profile: Profile): EsCause | undefined {
  if (value === null) return undefined;
  if (def.ignore_malformed === true || def.ignore_malformed === 'true') return undefined;
  const ignoreZ = !(def.ignore_z_value === false || def.ignore_z_value === 'false');
  const dialect = profile.geoPointParser;
  // PointParser.parse: an array that starts with a number is one point; any other array is a list of points.
  if (Array.isArray(value) && !isCoords(value)) {
    if (typeof value[0] === 'number') return undefined;
    for (const el of value) {
      if (el === null) continue;
      const f = oneFailure(el as Json, field, ignoreZ, dialect, true);
      if (f) return f;
    }
    return undefined;
  }
  return oneFailure(value, field, ignoreZ, dialect, false);
}
