/**
 * Geo points as ES reads them (GeoUtils.parseGeoPoint): `{lat, lon}`, `"lat,lon"`, a geohash string,
 * `[lon, lat]`, `POINT (lon lat)`; distances with DistanceUnit's units; and the tests the geo queries
 * run on a document's points (quantized as LatLonPoint indexes them: GeoEncodingUtils' 32 bits).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { haversinMeters } from './sloppyMath.ts';
import { quantizeLat, quantizeLon } from './encoding.ts';
import { decodeGeohash, geohashCell } from './geohash.ts';

export { decodeGeohash };

import type { LatLon } from './geohash.ts';

export type { LatLon };

/** GeoUtils.EffectivePoint: which corner of a geohash's cell a point given as a geohash names. */
export type EffectivePoint = 'top_left' | 'top_right' | 'bottom_left' | 'bottom_right';

/** GeoPoint.parseGeoHash: the corner of the cell the effective point names (bottom left for values). */
function geohashPoint(hash: string, at: EffectivePoint): LatLon | undefined {
  if (at === 'bottom_left') return decodeGeohash(hash);
  const c = geohashCell(hash);
  if (!c) return undefined;
  return [at === 'bottom_right' ? c.minLat : c.maxLat, at === 'top_left' ? c.minLon : c.maxLon];
}

/** One point in any of ES's forms (GeoUtils.parseGeoPoint), or undefined. */
export function parsePoint(v: Json | undefined, at: EffectivePoint = 'bottom_left'): LatLon | undefined {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) {
    if (v.length >= 2 && v.length <= 3 && v.every((x) => typeof x === 'number')) return [v[1] as number, v[0] as number];
    return undefined;
  }
  if (isObject(v)) {
    const o = v as JsonObject;
    if (o.lat !== undefined && o.lon !== undefined) return [Number(o.lat), Number(o.lon)];
    if (typeof o.geohash === 'string') return geohashPoint(o.geohash, at);
    // GeoJSON: {"type": "Point", "coordinates": [lon, lat]}.
    if (typeof o.type === 'string' && o.type.toLowerCase() === 'point' && Array.isArray(o.coordinates)) return parsePoint(o.coordinates as Json, at);
    return undefined;
  }
  if (typeof v !== 'string') return undefined;
  // GeoPoint.resetFromString: WKT when the text says "point", then "lat,lon", then a geohash.
  if (v.toLowerCase().includes('point')) {
    const wkt = /^\s*POINT\s*\(\s*(-?[\d.eE+-]+)\s+(-?[\d.eE+-]+)(?:\s+-?[\d.eE+-]+)?\s*\)\s*$/i.exec(v);
    return wkt ? [Number(wkt[2]), Number(wkt[1])] : undefined;
  }
  const parts = v.split(',');
  if (parts.length === 2 || parts.length === 3) return [Number(parts[0]), Number(parts[1])];
  return geohashPoint(v, at);
}

/** Every point of a geo_point field's source value (an array of points, or one). */
export function pointsIn(v: Json | undefined, out: LatLon[] = []): LatLon[] {
  if (v === undefined || v === null) return out;
  if (Array.isArray(v) && !(v.length >= 2 && v.length <= 3 && v.every((x) => typeof x === 'number'))) {
    for (const el of v) pointsIn(el as Json, out);
    return out;
  }
  const p = parsePoint(v);
  if (p && Number.isFinite(p[0]) && Number.isFinite(p[1])) out.push([quantizeLat(p[0]), quantizeLon(p[1])]);
  return out;
}

const UNITS: Record<string, number> = {
  m: 1, meters: 1, km: 1000, kilometers: 1000, mi: 1609.344, miles: 1609.344, yd: 0.9144, yards: 0.9144, ft: 0.3048, feet: 0.3048,
  in: 0.0254, inch: 0.0254, cm: 0.01, centimeters: 0.01, mm: 0.001, millimeters: 0.001, nmi: 1852, NM: 1852, nauticalmiles: 1852,
};

/** DistanceUnit.parse: a number with an optional unit suffix (meters by default), in meters; NaN when malformed. */
export function parseDistance(v: Json | undefined, dflt = 'm'): number {
  if (typeof v === 'number') return v * (UNITS[dflt] ?? 1);
  if (typeof v !== 'string') return NaN;
  const m = /^\s*(-?[\d.]+(?:[eE][-+]?\d+)?)\s*([a-zA-Z]*)\s*$/.exec(v);
  if (!m) return NaN;
  const unit = m[2] === '' ? dflt : m[2]!;
  const f = UNITS[unit];
  return f === undefined ? NaN : Number(m[1]) * f;
}

/** GeoUtils.planeDistance, in meters. */
export function planeDistance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const x = (lon2 - lon1) * r * Math.cos(((lat2 + lat1) / 2) * r);
  const y = (lat2 - lat1) * r;
  return Math.sqrt(x * x + y * y) * 6371008.7714;
}

/** Distance between two points, arc (haversine) or plane, in meters. */
export function distance(a: LatLon, b: LatLon, type: 'arc' | 'plane' = 'arc'): number {
  return type === 'plane' ? planeDistance(a[0], a[1], b[0], b[1]) : haversinMeters(a[0], a[1], b[0], b[1]);
}

/** Whether a point is in a box; a box whose left is east of its right crosses the dateline. */
export function inBox(p: LatLon, top: number, left: number, bottom: number, right: number): boolean {
  if (p[0] > top || p[0] < bottom) return false;
  return left <= right ? p[1] >= left && p[1] <= right : p[1] >= left || p[1] <= right;
}

/** Whether a point is inside a polygon ring of [lat, lon] (even-odd ray casting; edges count as inside). */
export function inPolygon(p: LatLon, ring: LatLon[]): boolean {
  let inside = false;
  const [y, x] = p;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    // On an edge: inside, as Lucene's Polygon2D counts boundary points.
    const cross = (xj - xi) * (y - yi) - (yj - yi) * (x - xi);
    if (cross === 0 && x >= Math.min(xi, xj) && x <= Math.max(xi, xj) && y >= Math.min(yi, yj) && y <= Math.max(yi, yj)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
