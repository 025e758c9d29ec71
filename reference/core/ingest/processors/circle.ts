/**
 * circle (x-pack spatial's CircleProcessor, ES 7.6+): a WKT (`CIRCLE (lon lat radius)`) or GeoJSON
 * (`{type: circle, coordinates, radius}`) circle replaced by a regular polygon approximating it, written in the
 * format it came in. The number of sides comes from `error_distance` (CircleUtils.circleToPolygonNumSides); a
 * `geo_shape` polygon walks each spoke out by bisection until a vertex is within 10 cm of the radius on the sphere
 * (createRegularGeoShapePolygon), a `shape` one is planar (createRegularShapePolygon).
 */
import { processorCause, processorIllegalArgument } from '../../errors/index.ts';
import { javaDoubleToString } from '../../mapping/javaNumbers.ts';
import { parseDistance } from '../../search/geo/geoPoint.ts';
import { fail } from '../failure.ts';
import { isMap, type Value } from '../javaValues.ts';
import type { Factory } from '../types.ts';

interface Circle {
  lon: number;
  lat: number;
  radius: number;
  alt?: number;
}

/** CircleUtils' bounds on the number of sides. */
const MIN_SIDES = 4;
const MAX_SIDES = 1000;

/** Java's `(int)` of a double: NaN is 0, past the int range the nearest bound. */
function javaInt(d: number): number {
  if (Number.isNaN(d)) return 0;
  return Math.max(-2147483648, Math.min(2147483647, Math.trunc(d)));
}

/** CircleUtils.circleToPolygonNumSides. */
export function numSides(radiusMeters: number, errorDistance: number): number {
  const val = javaInt(Math.ceil((2 * Math.PI) / Math.acos(1 - errorDistance / radiusMeters)));
  return Math.min(MAX_SIDES, Math.max(MIN_SIDES, val));
}

const toRadians = (deg: number): number => deg * 0.017453292519943295;

/** CircleUtils.slowHaversin: the wikipedia formula, on the mean earth radius. */
function slowHaversin(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const h1 = (1 - Math.cos(toRadians(lat2) - toRadians(lat1))) / 2;
  const h2 = (1 - Math.cos(toRadians(lon2) - toRadians(lon1))) / 2;
  const h = h1 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * h2;
  return 2 * 6371008.7714 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Circle.toString: its WKT. */
function circleWkt(c: Circle): string {
  const d = javaDoubleToString;
  return `CIRCLE (${d(c.lon)} ${d(c.lat)}${c.alt !== undefined ? ` ${d(c.alt)}` : ''} ${d(c.radius)})`;
}

/** CircleUtils.createRegularGeoShapePolygon: the ring as [lon, lat] pairs, closed. */
export function geoShapePolygon(c: Circle, gons: number): [number, number][] {
  if (slowHaversin(c.lat, c.lon, 90, 0) < c.radius) throw new Error(`circle [${circleWkt(c)}] contains the north pole. It cannot be translated to a polygon`);
  if (slowHaversin(c.lat, c.lon, -90, 0) < c.radius) throw new Error(`circle [${circleWkt(c)}] contains the south pole. It cannot be translated to a polygon`);
  const ring: [number, number][] = [];
  for (let i = 0; i < gons; i++) {
    const angle = i * (360.0 / gons);
    const x = Math.cos(toRadians(angle));
    const y = Math.sin(toRadians(angle));
    let factor = 2.0;
    let step = 1.0;
    let last = 0;
    for (;;) {
      const lat = c.lat + y * factor;
      const lon = c.lon + x * factor;
      const dist = slowHaversin(c.lat, c.lon, lat, lon);
      if (Math.abs(dist - c.radius) < 0.1) {
        ring.push([lon, lat]);
        break;
      }
      if (dist > c.radius) {
        factor -= step;
        if (last === 1) step /= 2.0;
        last = -1;
      } else if (dist < c.radius) {
        factor += step;
        if (last === -1) step /= 2.0;
        last = 1;
      }
    }
  }
  ring.push(ring[0]!);
  return ring;
}

/** CircleUtils.createRegularShapePolygon: planar, the radius in the shape's units. */
export function shapePolygon(c: Circle, gons: number): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i < gons; i++) {
    const angle = i * (360.0 / gons);
    ring.push([c.radius * Math.cos(toRadians(angle)) + c.lon, c.radius * Math.sin(toRadians(angle)) + c.lat]);
  }
  ring.push(ring[0]!);
  return ring;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
const WKT_CIRCLE = new RegExp(String.raw`^\s*circle\s*\(\s*(${NUMBER})\s+(${NUMBER})\s+(${NUMBER})(?:\s+(${NUMBER}))?\s*\)\s*$`, 'i');
const WKT_TYPE = /^\s*([a-z]+)/i;

/** A circle from WKT or GeoJSON; the geometry type found instead, or undefined when the value does not parse. */
function parseCircle(v: Value): Circle | { found: string } | undefined {
  if (typeof v === 'string') {
    const m = WKT_CIRCLE.exec(v);
    if (m) return { lon: Number(m[1]), lat: Number(m[2]), radius: Number(m[3]), ...(m[4] !== undefined ? { alt: Number(m[4]) } : {}) };
    const t = WKT_TYPE.exec(v)?.[1]?.toUpperCase();
    return t && GEOMETRY_TYPES.has(t) && t !== 'CIRCLE' ? { found: t } : undefined;
  }
  if (!isMap(v) || typeof v.type !== 'string') return undefined;
  const t = v.type.toUpperCase();
  if (t !== 'CIRCLE') return GEOMETRY_TYPES.has(t) ? { found: t } : undefined;
  const coords = v.coordinates;
  if (!Array.isArray(coords) || coords.length < 2 || coords.length > 3 || !coords.every((n) => typeof n === 'number')) return undefined;
  const radius = parseDistance(v.radius as never, 'm');
  if (!Number.isFinite(radius) || radius < 0) return undefined;
  return { lon: coords[0] as number, lat: coords[1] as number, radius, ...(coords.length === 3 ? { alt: coords[2] as number } : {}) };
}

/** ShapeType's names (geometry.type() as the "found [...] instead of circle" message prints it). */
const GEOMETRY_TYPES = new Set(['POINT', 'MULTIPOINT', 'LINESTRING', 'MULTILINESTRING', 'POLYGON', 'MULTIPOLYGON', 'GEOMETRYCOLLECTION', 'ENVELOPE', 'BBOX', 'CIRCLE', 'LINEARRING']);

/** The polygon in the input's format: WellKnownText.toWKT, or GeoJson.toXContent's map. */
function render(ring: [number, number][], wkt: boolean): Value {
  if (wkt) return `POLYGON ((${ring.map(([x, y]) => `${javaDoubleToString(x)} ${javaDoubleToString(y)}`).join(', ')}))`;
  return { type: 'Polygon', coordinates: [ring.map(([x, y]) => [x, y])] };
}

export const circle: Factory = (c) => {
  const field = c.str('field');
  const targetField = c.str('target_field', field);
  const ignoreMissing = c.bool('ignore_missing', false);
  const errorDistance = Math.abs(c.double('error_distance'));
  const shapeType = c.str('shape_type');
  const geo = shapeType.toUpperCase() === 'GEO_SHAPE';
  if (!geo && shapeType.toUpperCase() !== 'SHAPE') fail(processorIllegalArgument(`illegal [shape_type] value [${shapeType}]. valid values are [SHAPE, GEO_SHAPE]`));
  return (doc) => {
    const v = doc.get(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) fail(processorIllegalArgument(`field [${field}] is null, cannot process it.`));
    if (typeof v !== 'string' && !isMap(v)) fail(processorIllegalArgument(`field [${field}] must be a WKT Circle or a GeoJSON Circle value`));
    const parsed = parseCircle(v);
    if (!parsed) fail(processorIllegalArgument('invalid circle definition'));
    if ('found' in parsed!) fail(processorIllegalArgument('invalid circle definition', processorCause('illegal_argument_exception', `found [${parsed.found}] instead of circle`)));
    const circ = parsed as Circle;
    const gons = numSides(circ.radius, errorDistance);
    let ring: [number, number][];
    try {
      ring = geo ? geoShapePolygon(circ, gons) : shapePolygon(circ, gons);
    } catch (e) {
      return fail(processorIllegalArgument('invalid circle definition', processorCause('illegal_argument_exception', (e as Error).message)));
    }
    doc.set(targetField, render(ring, typeof v === 'string'));
    return true;
  };
};
