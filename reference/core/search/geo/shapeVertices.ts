/**
 * The vertices of a geo_shape value, in either form ES takes (GeoJSON objects, WKT text: POINT, LINESTRING,
 * POLYGON, their MULTI forms, GEOMETRYCOLLECTION, ENVELOPE and BBOX), as [lat, lon] pairs quantized as
 * the shape's doc values store them (GeoEncodingUtils, as LatLonShape encodes each vertex). A shape's
 * extent is the extent of its vertices (what geo_bounds reads: GeoShapeValues' bounding box); anything
 * that is no readable shape gives no vertices (the mapper would have refused it).
 */
import { isObject, type Json } from '../../json.ts';
import { quantizeLat, quantizeLon } from './encoding.ts';

/** Every vertex of a geo_shape source value (a shape, or an array of shapes). */
export function shapeVertices(v: Json | undefined): [number, number][] {
  const out: [number, number][] = [];
  collect(v, out);
  return out;
}

function collect(v: Json | undefined, out: [number, number][]): void {
  if (typeof v === 'string') wktVertices(v, out);
  else if (Array.isArray(v)) for (const x of v) collect(x, out);
  else if (isObject(v)) {
    const type = String(v.type ?? '').toLowerCase();
    if (type === 'geometrycollection') collect(v.geometries as Json, out);
    else coordinates(v.coordinates as Json, out);
  }
}

/** A GeoJSON `coordinates` member at any depth: each innermost [lon, lat, ...] array is one vertex. */
function coordinates(c: Json | undefined, out: [number, number][]): void {
  if (!Array.isArray(c)) return;
  if (c.length >= 2 && typeof c[0] === 'number' && typeof c[1] === 'number') {
    out.push([quantizeLat(c[1]), quantizeLon(c[0])]);
    return;
  }
  for (const x of c) coordinates(x as Json, out);
}

/** WKT: tuples between commas and parentheses, `x y [z [m]]`; BBOX/ENVELOPE give minLon, maxLon, maxLat, minLat. */
function wktVertices(text: string, out: [number, number][]): void {
  const t = text.trim();
  const box = /^(?:BBOX|ENVELOPE)\s*\(([^)]*)\)$/i.exec(t);
  if (box) {
    const n = box[1]!.split(',').map((s) => Number(s.trim()));
    if (n.length === 4 && n.every(Number.isFinite)) out.push([quantizeLat(n[2]!), quantizeLon(n[0]!)], [quantizeLat(n[3]!), quantizeLon(n[1]!)]);
    return;
  }
  for (const tuple of t.split(/[(),]/)) {
    const nums = tuple.trim().split(/\s+/).filter((s) => s !== '' && /^[-+]?(\d|\.\d)/.test(s)).map(Number);
    if (nums.length >= 2 && Number.isFinite(nums[0]) && Number.isFinite(nums[1])) out.push([quantizeLat(nums[1]!), quantizeLon(nums[0]!)]);
  }
}
