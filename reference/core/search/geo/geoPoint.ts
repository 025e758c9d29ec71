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

/**
 * Every point of a geo_point field's source value (an array of points, or one). `nullValue` is the field's
 * `null_value`: a null, alone or in an array (ES ≥ 8.3, index/90_geo_point.yml), indexes it instead.
 */
export function pointsIn(v: Json | undefined, out: LatLon[] = [], nullValue?: Json): LatLon[] {
  if (v === undefined) return out;
  if (v === null) return nullValue === undefined || nullValue === null ? out : pointsIn(nullValue, out);
  if (Array.isArray(v) && !(v.length >= 2 && v.length <= 3 && v.every((x) => typeof x === 'number'))) {
    for (const el of v) pointsIn(el as Json, out, nullValue);
    return out;
  }
  const p = parsePoint(v);
  if (p && Number.isFinite(p[0]) && Number.isFinite(p[1])) out.push([quantizeLat(p[0]), quantizeLon(p[1])]);
  return out;
}

/** DistanceUnit's constants in enum order (parsing tries their names as suffixes in this order), with their meters. */
const UNITS: [names: string[], meters: number][] = [
  [['in', 'inch'], 0.0254], [['yd', 'yards'], 0.9144], [['ft', 'feet'], 0.3048], [['km', 'kilometers'], 1000],
  [['NM', 'nmi', 'nauticalmiles'], 1852], [['mm', 'millimeters'], 0.001], [['cm', 'centimeters'], 0.01],
  [['mi', 'miles'], 1609.344], [['m', 'meters'], 1],
];

/** DistanceUnit.fromString: the meters of a unit name (exact, case-sensitive), or undefined. */
export function unitMeters(name: string): number | undefined {
  return UNITS.find(([names]) => names.includes(name))?.[1];
}

/** Java's Double.parseDouble of a trimmed decimal (NaN where Java throws NumberFormatException). */
function javaParseDouble(text: string): number {
  const t = text.trim().replace(/[dDfF]$/, '');
  return /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(t) ? Number(t) : /^[+-]?(?:Infinity|NaN)$/.test(t) ? Number(t) : NaN;
}

/** DistanceUnit.parse(text, default, METERS): a number with an optional unit suffix (the default unit otherwise), in meters; NaN when malformed. */
export function parseDistance(v: Json | undefined, dflt = 'm'): number {
  const fallback = unitMeters(dflt) ?? 1;
  if (typeof v === 'number') return v * fallback;
  if (typeof v !== 'string') return NaN;
  for (const [names, meters] of UNITS) for (const n of names) if (v.endsWith(n)) return javaParseDouble(v.slice(0, v.length - n.length)) * meters;
  return javaParseDouble(v) * fallback;
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
