/**
 * A geo_point field's value at index time, checked as GeoPointFieldMapper's parser does (ES ≥ 7, OpenSearch):
 * every point of the value (one, or an array of points) in range, and no third dimension when
 * `ignore_z_value` is false. A field with `ignore_malformed` takes anything (the point is normalized or
 * dropped instead). Forms the simulator cannot read are left alone here (the search side skips them).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { illegalLatitude, illegalLongitude, zValueRefused, type EsCause } from '../errors/index.ts';
import { parsePoint } from '../search/geo/geoPoint.ts';
import { javaDoubleToString } from './javaNumbers.ts';
import type { FieldDef } from './types.ts';

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

/** The cause a geo_point field refuses `value` with (the first bad point), or undefined when it indexes. */
export function geoPointFailure(def: FieldDef, value: Json, field: string, indexMalformed = false): EsCause | undefined {
  if (value === null) return undefined;
  const im = def.ignore_malformed ?? indexMalformed;
  if (im === true || im === 'true') return undefined;
  const ignoreZ = !(def.ignore_z_value === false || def.ignore_z_value === 'false');
  if (Array.isArray(value) && !isCoords(value)) {
    for (const el of value) {
      const f = geoPointFailure(def, el as Json, field, indexMalformed);
      if (f) return f;
    }
    return undefined;
  }
  return pointFailure(value, field, ignoreZ);
}
