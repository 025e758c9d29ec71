/**
 * Values of the cartesian `point` field (x-pack spatial PointFieldMapper, CartesianPoint.parsePoint): an
 * object `{x, y}`, GeoJSON `{type: Point, coordinates: [x, y]}`, an array `[x, y]`, a string `"x,y"` or WKT
 * `POINT (x y)` (a third ordinate is read and dropped). Each coordinate is indexed as a float
 * (XYEncodingUtils), so every value an aggregation or query sees is the float of the one sent.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { XY } from './geoShape.ts';

const isPair = (v: Json[]): boolean => v.length >= 2 && v.length <= 3 && v.every((x) => typeof x === 'number');

/** One cartesian point, unquantized, or undefined. */
export function parseCartesianPoint(v: Json | undefined): XY | undefined {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return isPair(v) ? [v[0] as number, v[1] as number] : undefined;
  if (isObject(v)) {
    const o = v as JsonObject;
    if (o.x !== undefined && o.y !== undefined) return [Number(o.x), Number(o.y)];
    if (typeof o.type === 'string' && o.type.toLowerCase() === 'point' && Array.isArray(o.coordinates)) return parseCartesianPoint(o.coordinates as Json);
    return undefined;
  }
  if (typeof v !== 'string') return undefined;
  const wkt = /^\s*POINT\s*\(\s*([-+\d.eE]+)\s+([-+\d.eE]+)(?:\s+[-+\d.eE]+)?\s*\)\s*$/i.exec(v);
  if (wkt) return [Number(wkt[1]), Number(wkt[2])];
  const parts = v.split(',');
  return parts.length === 2 || parts.length === 3 ? [Number(parts[0]), Number(parts[1])] : undefined;
}

/** Every point of a `point` field's source value (one, or an array of them), as floats. */
export function cartesianPointsIn(v: Json | undefined, out: XY[] = [], nullValue?: Json): XY[] {
  if (v === undefined) return out;
  if (v === null) return nullValue === undefined || nullValue === null ? out : cartesianPointsIn(nullValue, out);
  if (Array.isArray(v) && !isPair(v)) {
    for (const el of v) cartesianPointsIn(el as Json, out, nullValue);
    return out;
  }
  const p = parseCartesianPoint(v);
  if (p && Number.isFinite(p[0]) && Number.isFinite(p[1])) out.push([Math.fround(p[0]), Math.fround(p[1])]);
  return out;
}
