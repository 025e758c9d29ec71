/**
 * A bounding box as ES parses it (BoundingBox.BoundsParser with GeoBoundingBox.GeoBoundsParser): `top`,
 * `bottom`, `left`, `right`, corner points (`top_left`, `bottom_right`, `top_right`, `bottom_left`, a
 * geohash corner standing for that corner of its cell: GeoUtils.EffectivePoint) or WKT `BBOX`/`ENVELOPE`
 * (minLon, maxLon, maxLat, minLat). ES 8.19 has no `geohash` or `geotile` key (elastic/elasticsearch#86292
 * proposed them and was closed unmerged): they are unexpected fields, as any other.
 */
import type { Json, JsonObject } from '../../json.ts';
import { parsePoint, type EffectivePoint } from './geoPoint.ts';

/** The box's sides in degrees (NaN where the request named none). */
export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const CORNERS: Record<string, EffectivePoint> = { top_left: 'top_left', bottom_right: 'bottom_right', top_right: 'top_right', bottom_left: 'bottom_left' };

/** WKT `BBOX (minLon, maxLon, maxLat, minLat)` or `ENVELOPE (...)`, as [left, right, top, bottom]; undefined when malformed. */
function wktBox(text: string): [number, number, number, number] | undefined {
  const m = /^\s*(?:BBOX|ENVELOPE)\s*\(\s*([^,]+),([^,]+),([^,]+),([^,)]+)\)\s*$/i.exec(text);
  if (!m) return undefined;
  const n = [m[1], m[2], m[3], m[4]].map((x) => Number(x!.trim()));
  return n.some(Number.isNaN) ? undefined : (n as [number, number, number, number]);
}

/** Parses the field's object of a geo_bounding_box query: the box, or the message of the parse exception. */
export function parseBoundingBox(b: JsonObject): Box | string {
  let top = NaN, bottom = NaN, left = NaN, right = NaN;
  let envelope: [number, number, number, number] | undefined;
  for (const [k, v] of Object.entries(b)) {
    if (k === 'wkt') {
      envelope = typeof v === 'string' ? wktBox(v) : undefined;
      if (!envelope) return 'failed to parse WKT bounding box';
    } else if (k === 'top' || k === 'bottom' || k === 'left' || k === 'right') {
      const n = Number(v);
      if (k === 'top') top = n;
      else if (k === 'bottom') bottom = n;
      else if (k === 'left') left = n;
      else right = n;
    } else if (CORNERS[k] !== undefined) {
      const p = parsePoint(v as Json, CORNERS[k]);
      if (!p) return 'geo_point expected';
      if (k.startsWith('top')) top = p[0];
      else bottom = p[0];
      if (k.endsWith('left')) left = p[1];
      else right = p[1];
    } else return `failed to parse bounding box. unexpected field [${k}]`;
  }
  if (envelope) {
    if (![top, bottom, left, right].every(Number.isNaN)) return 'failed to parse bounding box. Conflicting definition found using well-known text and explicit corners.';
    [left, right, top, bottom] = envelope;
  }
  return { top, left, bottom, right };
}
