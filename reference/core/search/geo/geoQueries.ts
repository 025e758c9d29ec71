/**
 * The geo queries on `geo_point` fields, as constant-score filters: `geo_distance` (arc or plane),
 * `geo_bounding_box` (corners, sides or WKT `BBOX`; across the dateline when left > right),
 * `geo_polygon` (removed in ES 8.0: an unknown query there) and `geo_shape` with a point, envelope,
 * polygon or circle (relation intersects, within, disjoint). A document matches when one of its points
 * (quantized as LatLonPoint stores them) passes. Parse errors and shard failures as ES's builders give them.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { geoFieldNotGeoPoint, geoFieldUnmapped, geoQueryMalformed, geoQueryParseFailure, isEsError, queryBodyNotAnObject, unknownQuery, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import type { Doc } from '../../doc.ts';
import { resolveField, type FieldRef } from '../fields.ts';
import { inScope, MATCH_NONE, where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { distance, inBox, inPolygon, parseDistance, parsePoint, pointsIn, type LatLon } from './geoPoint.ts';
import { parseBoundingBox } from './boundingBox.ts';

const COMMON = new Set(['boost', '_name', 'ignore_unmapped', 'validation_method', 'type', 'coerce', 'ignore_malformed']);

/** The raw values at a field's source path (arrays of objects stepped through, the last level kept whole). */
function rawValues(doc: Doc, ref: FieldRef): Json[] {
  const out: Json[] = [];
  const walk = (v: Json | undefined, i: number) => {
    if (v === undefined || v === null) return;
    if (i === ref.sourcePath.length) {
      out.push(v);
      return;
    }
    if (Array.isArray(v)) {
      for (const el of v) walk(el, i);
      return;
    }
    if (isObject(v)) walk((v as JsonObject)[ref.sourcePath[i]!] as Json | undefined, i + 1);
  };
  walk(doc.parsed as Json, 0);
  return out;
}

/** The quantized points of a geo_point field in a document's source. */
export function geoPointsOf(doc: Doc, ref: FieldRef): LatLon[] {
  return rawValues(doc, ref).flatMap((v) => pointsIn(v));
}

/** The field key of a geo query body (the one key that is not an option) and its value. */
function fieldOf(body: JsonObject, extra: string[]): [string, Json] | undefined {
  const keys = Object.keys(body).filter((k) => !COMMON.has(k) && !extra.includes(k));
  return keys.length === 1 ? [keys[0]!, body[keys[0]!] as Json] : undefined;
}

/** A predicate over the field's points, after the field checks a shard makes. */
function onPoints(ctx: QueryContext, field: string, body: JsonObject, test: (p: LatLon) => boolean, score: number): CompiledQuery | EsError {
  const ref = resolveField(ctx.index, field);
  const probing = ctx.index.uuid === '_na_' && ctx.index.mappings.size === 0;
  if (ref.kind === 'unmapped' || !ref.def) {
    if (probing || body.ignore_unmapped === true) return { ...MATCH_NONE, score };
    return geoFieldUnmapped(field, ctx.index);
  }
  if (ref.def.type !== 'geo_point') return geoFieldNotGeoPoint(field, ctx.index);
  if (!inScope(ctx, ref)) return { ...MATCH_NONE, score };
  return { test: (d) => rawValues(d, ref).some((v) => pointsIn(v).some(test)), score };
}

const boost = (b: JsonObject) => (typeof b.boost === 'number' ? b.boost : 1);

/** `geo_distance`: points within `distance` of the origin. */
export function geoDistanceQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('geo_distance', where(ctx, path));
  const fv = fieldOf(body, ['distance', 'distance_type', 'unit', 'optimize_bbox']);
  if (!fv) return geoQueryMalformed('field must be either [lat], [lon] or [geohash]', where(ctx, path));
  if (body.distance === undefined) return geoQueryMalformed("geo_distance requires 'distance' to be specified", where(ctx, path));
  const origin = parsePoint(fv[1]);
  if (!origin) return geoQueryMalformed(`failed to parse [${fv[0]}] as a geo point`, where(ctx, [...path, fv[0]]));
  const unit = typeof body.unit === 'string' ? body.unit : 'm';
  const radius = parseDistance(body.distance as Json, unit);
  if (Number.isNaN(radius)) return geoQueryMalformed(`failed to parse distance [${String(body.distance)}]`, where(ctx, [...path, 'distance']));
  const type = body.distance_type === 'plane' ? 'plane' : 'arc';
  return onPoints(ctx, fv[0], body, (p) => distance(origin, p, type) <= radius, boost(body));
}

/** `geo_bounding_box`: points in the box (inclusive; across the dateline when left is east of right). */
export function geoBoundingBoxQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('geo_bounding_box', where(ctx, path));
  const fv = fieldOf(body, []);
  if (!fv || !isObject(fv[1])) return geoQueryMalformed('failed to parse bounding box. Expected start object but found [' + typeof fv?.[1] + ']', where(ctx, path));
  const box = parseBoundingBox(fv[1] as JsonObject);
  if (typeof box === 'string') return geoQueryParseFailure(`failed to parse [geo_bounding_box] query. [${box}]`);
  const { top, left, bottom, right } = box;
  return onPoints(ctx, fv[0], body, (p) => inBox(p, top, left, bottom, right), boost(body));
}

/** `geo_polygon` (removed in ES 8.0): points inside the polygon of `points`. */
export function geoPolygonQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!ctx.profile.geoPolygonQuery) return unknownQuery(ctx.profile, 'geo_polygon', where(ctx, path));
  if (!isObject(body)) return queryBodyNotAnObject('geo_polygon', where(ctx, path));
  const fv = fieldOf(body, []);
  const pts = fv && isObject(fv[1]) ? ((fv[1] as JsonObject).points as Json) : undefined;
  if (!fv || !Array.isArray(pts)) return geoQueryMalformed('[geo_polygon] query requires a [points] field', where(ctx, path));
  const ring = pts.map((p) => parsePoint(p as Json)).filter((p): p is LatLon => p !== undefined);
  if (ring.length < 3) return geoQueryMalformed('too few points defined for geo_polygon query', where(ctx, path));
  return onPoints(ctx, fv[0], body, (p) => inPolygon(p, ring), boost(body));
}

/** The test of a GeoJSON or WKT-free shape of `geo_shape` for one point, or undefined for a shape not simulated. */
function shapeTest(shape: JsonObject): ((p: LatLon) => boolean) | undefined {
  const type = String(shape.type ?? '').toLowerCase();
  const c = shape.coordinates as Json;
  const ll = (v: Json): LatLon => [Number((v as number[])[1]), Number((v as number[])[0])];
  if (type === 'envelope' && Array.isArray(c) && c.length === 2) {
    const [tl, br] = [ll(c[0] as Json), ll(c[1] as Json)];
    return (p) => inBox(p, tl[0], tl[1], br[0], br[1]);
  }
  if (type === 'point' && Array.isArray(c)) {
    const q = ll(c);
    return (p) => p[0] === q[0] && p[1] === q[1];
  }
  if (type === 'polygon' && Array.isArray(c) && Array.isArray(c[0])) {
    const rings = (c as Json[]).map((r) => (r as Json[]).map(ll));
    return (p) => inPolygon(p, rings[0]!) && !rings.slice(1).some((hole) => inPolygon(p, hole) && !hole.some((h) => h[0] === p[0] && h[1] === p[1]));
  }
  if (type === 'circle' && Array.isArray(c)) {
    const centre = ll(c);
    const r = parseDistance(shape.radius as Json);
    return (p) => distance(centre, p) <= r;
  }
  return undefined;
}

/** `geo_shape` on a geo_point field: intersects (= within, for points), within, disjoint. */
export function geoShapeQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('geo_shape', where(ctx, path));
  const fv = fieldOf(body, []);
  if (!fv || !isObject(fv[1])) return geoQueryMalformed('[geo_shape] query requires a field with a [shape] or [indexed_shape]', where(ctx, path));
  const spec = fv[1] as JsonObject;
  if (!isObject(spec.shape)) return geoQueryMalformed('either [shape or indexed_shape] is required', where(ctx, [...path, fv[0]]));
  const test = shapeTest(spec.shape as JsonObject);
  if (!test) return geoQueryMalformed(`unknown geo_shape [${String((spec.shape as JsonObject).type)}]`, where(ctx, [...path, fv[0], 'shape']));
  const relation = String(spec.relation ?? 'intersects').toLowerCase();
  if (relation === 'disjoint') {
    const inner = onPoints(ctx, fv[0], body, test, boost(body));
    if (isEsError(inner)) return inner;
    const ref = resolveField(ctx.index, fv[0]);
    return { test: (d) => rawValues(d, ref).length > 0 && !inner.test(d), score: boost(body) };
  }
  if (relation === 'within' || relation === 'intersects' || relation === 'contains') {
    if (relation === 'within') {
      const ref = resolveField(ctx.index, fv[0]);
      const all = onPoints(ctx, fv[0], body, test, boost(body));
      if (isEsError(all)) return all;
      // Every point of the document inside the shape.
      return { test: (d) => { const ps = rawValues(d, ref).flatMap((v) => pointsIn(v)); return ps.length > 0 && ps.every(test); }, score: boost(body) };
    }
    return onPoints(ctx, fv[0], body, test, boost(body));
  }
  return geoQueryMalformed(`Unknown shape relation [${relation}]`, where(ctx, [...path, fv[0], 'relation']));
}
