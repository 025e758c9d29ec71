/**
 * The geo queries on `geo_point` fields, as constant-score filters: `geo_distance` (arc or plane),
 * `geo_bounding_box` (corners, sides or WKT `BBOX`; across the dateline when left > right),
 * `geo_polygon` (removed in ES 8.0: an unknown query there) and `geo_shape` with a point, envelope,
 * polygon or circle (relation intersects, within, disjoint). A document matches when one of its points
 * (quantized as LatLonPoint stores them) passes. Parse errors and shard failures as ES's builders give them.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { fieldNotIndexed, geoArgumentInvalid, geoCoordinatesInvalid, geoFieldNotGeoPoint, geoFieldUnmapped, geoQueryMalformed, geoQueryParseFailure, isEsError, notSupportedBySimulator, queryCreateFailure, queryBodyNotAnObject, unknownQuery, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import type { Doc } from '../../doc.ts';
import { resolveField, type FieldRef } from '../fields.ts';
import { inScope, MATCH_NONE, where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { decodeGeohash, distance, inBox, inPolygon, parseDistance, parsePoint, pointsIn, unitMeters, type LatLon } from './geoPoint.ts';
import { distanceQuerySortKey, haversinSortKey } from './sloppyMath.ts';
import { normalizePoint, validationMethodOf, validLat, validLon } from './normalize.ts';
import { javaDouble } from '../aggs/format.ts';
import { parseBoundingBox } from './boundingBox.ts';
import { shapeDocValue } from './shapeDocValue.ts';
import { mapCoords, parseShape, type Geometry } from './geoShape.ts';
import { intersects, partsOf, rectParts, within, type Parts, type Rect } from './shapeRelate.ts';
import { decodeLatitude, decodeLongitude, encodeLatitudeCeil, encodeLongitudeCeil, quantizeLat, quantizeLon } from './encoding.ts';

const COMMON = new Set(['boost', '_name', 'ignore_unmapped', 'validation_method', 'type', 'coerce', 'ignore_malformed']);

/** The raw values at a field's source path (arrays of objects stepped through, the last level kept whole). */
export function rawValues(doc: Doc, ref: FieldRef): Json[] {
  return rawValuesIn(doc.parsed as Json, ref);
}

/** `rawValues` under a source object (a document's, or a nested object's with a path relative to it). */
export function rawValuesIn(parsed: Json, ref: FieldRef): Json[] {
  const out: Json[] = [];
  const walk = (v: Json | undefined, i: number) => {
    if (v === undefined || (v === null && i < ref.sourcePath.length)) return;
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
  walk(parsed, 0);
  return out;
}

/** The quantized points of a geo_point field in a document's source. */
export function geoPointsOf(doc: Doc, ref: FieldRef): LatLon[] {
  return rawValues(doc, ref).flatMap((v) => pointsIn(v, [], ref.def?.null_value as Json | undefined));
}

/** The field key of a geo query body (the one key that is not an option) and its value. */
function fieldOf(body: JsonObject, extra: string[]): [string, Json] | undefined {
  const keys = Object.keys(body).filter((k) => !COMMON.has(k) && !extra.includes(k));
  return keys.length === 1 ? [keys[0]!, body[keys[0]!] as Json] : undefined;
}

/**
 * A predicate over the field's points, after the field checks a shard makes (unmapped, not a geo_point)
 * and then the query's own (its coordinates' validation: `test` may be an error instead).
 */
export function onPoints(ctx: QueryContext, field: string, body: JsonObject, test: (p: LatLon) => boolean, score: number, query: string, check?: () => EsError | undefined, shape?: (parts: Parts) => boolean): CompiledQuery | EsError {
  const ref = resolveField(ctx.index, field);
  const probing = ctx.index.uuid === '_na_' && ctx.index.mappings.size === 0;
  if (ref.kind === 'unmapped' || !ref.def) {
    if (probing || body.ignore_unmapped === true) return { ...MATCH_NONE, score };
    return geoFieldUnmapped(ctx.profile, field, ctx.index);
  }
  // geo_shape fields: the geo_shape query always, the others since 7.11 (GeoShapeQueryable).
  if (ref.def.type === 'geo_shape' && shape && !ref.runtime && (query === 'geo_shape' || ctx.profile.geoQueryShapeFields)) {
    const failed = check?.();
    if (failed) return failed;
    // Not indexed: searched through its doc values where the version does (8.1+), else refused (failIfNotIndexed).
    const off = (v: Json | undefined) => v === false || v === 'false';
    if (off(ref.def.index) && (!ctx.profile.docValuesSearchable || off(ref.def.doc_values))) return fieldNotIndexed(field, ctx.profile.docValuesSearchable, ctx.index);
    if (!inScope(ctx, ref)) return { ...MATCH_NONE, score };
    return { test: (d) => onShape(rawValues(d, ref), shape), score };
  }
  if (ref.def.type !== 'geo_point') return geoFieldNotGeoPoint(ctx.profile, field, String(ref.def.type), query, ctx.index);
  const failed = check?.();
  if (failed) return failed;
  if (!inScope(ctx, ref)) return { ...MATCH_NONE, score };
  const nv = ref.def?.null_value as Json | undefined;
  return { test: (d) => rawValues(d, ref).some((v) => pointsIn(v, [], nv).some(test)), score };
}

const ceilLat = (y: number) => decodeLatitude(encodeLatitudeCeil(y));
const ceilLon = (x: number) => decodeLongitude(encodeLongitudeCeil(x));
/** A query box as Lucene's Rectangle2D.create quantizes it: the low sides up, the high sides down. */
const boxQuantized = (minX: number, maxX: number, minY: number, maxY: number): Rect => ({ minX: ceilLon(minX), maxX: quantizeLon(maxX), minY: ceilLat(minY), maxY: quantizeLat(maxY) });

/**
 * A query geometry as LatLonShape's components see it: points quantized as the index quantizes them (so a
 * point finds the very point indexed), boxes with their low sides encoded up and high sides down
 * (Rectangle2D.create), lines and polygons as given.
 */
function queryQuantized(g: Geometry): Geometry {
  switch (g.kind) {
    case 'point':
    case 'multipoint':
      return mapCoords(g, ([x, y]) => [quantizeLon(x), quantizeLat(y)]);
    case 'rectangle': {
      const r = boxQuantized(g.minX, g.maxX, g.minY, g.maxY);
      return { kind: 'rectangle', minX: r.minX, maxX: r.maxX, minY: r.minY, maxY: r.maxY };
    }
    case 'collection':
      return { kind: 'collection', geometries: g.geometries.map(queryQuantized) };
    default:
      return g;
  }
}

/** A shape test over a document's geo_shape values (their doc value: every coordinate quantized); no shape, no match. */
function onShape(values: Json[], shape: (parts: Parts) => boolean): boolean {
  const v = shapeDocValue(values);
  return v !== undefined && shape(v.parts);
}

const boost = (b: JsonObject) => (typeof b.boost === 'number' ? b.boost : 1);

/**
 * `geo_distance` (GeoDistanceQueryBuilder): points whose haversine sort key from the centre is at most
 * Lucene's distanceQuerySortKey(radius) (LatLonPoint's distance query; `distance_type` is parsed and
 * checked but, as in ES, does not change the query). The centre is checked (strict), wrapped (coerce)
 * or left alone (ignore_malformed).
 */
export function geoDistanceQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('geo_distance', where(ctx, path));
  let field: string | undefined;
  let lat = NaN;
  let lon = NaN;
  let unit = 'm';
  for (const [k, v] of Object.entries(body)) {
    if (k === 'distance' || k === 'boost' || k === '_name' || k === 'ignore_unmapped' || k === 'validation_method' || k === 'optimize_bbox' || k === 'coerce' || k === 'ignore_malformed') continue;
    if (k === 'unit') {
      if (unitMeters(String(v)) === undefined) return geoArgumentInvalid(`No distance unit match [${String(v)}]`);
      unit = String(v);
    } else if (k === 'distance_type') {
      if (v !== 'arc' && v !== 'plane') return geoArgumentInvalid(`No geo distance for [${String(v)}]`);
    } else if (k.endsWith('.lat') && !isObject(v) && !Array.isArray(v)) {
      lat = Number(v);
      field = k.slice(0, -4);
    } else if (k.endsWith('.lon') && !isObject(v) && !Array.isArray(v)) {
      lon = Number(v);
      field = k.slice(0, -4);
    } else if (isObject(v)) {
      if (field !== undefined && field !== k) return geoQueryMalformed(`[geo_distance] query doesn't support multiple fields, found [${field}] and [${k}]`, where(ctx, [...path, k]));
      field = k;
      for (const [ik, iv] of Object.entries(v as JsonObject)) {
        if (ik === 'lat') lat = Number(iv);
        else if (ik === 'lon') lon = Number(iv);
        else if (ik === 'geohash') [lat, lon] = decodeGeohash(String(iv)) ?? [NaN, NaN];
        else return geoQueryMalformed(`[geo_distance] query does not support [${k}]`, where(ctx, [...path, k, ik]));
      }
    } else if (Array.isArray(v) || field === undefined) {
      const p = parsePoint(v as Json);
      if (!p) return geoQueryMalformed(`failed to parse [${k}] as a geo point`, where(ctx, [...path, k]));
      field = k;
      [lat, lon] = p;
    } else return geoQueryMalformed(`failed to parse [geo_distance] query. unexpected field [${k}]`, where(ctx, [...path, k]));
  }
  if (body.distance === undefined) return geoQueryMalformed("geo_distance requires 'distance' to be specified", where(ctx, path));
  if (field === undefined) return geoQueryMalformed('field must be either [lat], [lon] or [geohash]', where(ctx, path));
  const radius = parseDistance(body.distance as Json, unit);
  if (Number.isNaN(radius)) return geoQueryMalformed(`failed to parse distance [${String(body.distance)}]`, where(ctx, [...path, 'distance']));
  if (!(radius > 0)) return geoArgumentInvalid('distance must be greater than zero');
  const method = validationMethodOf(body.validation_method as Json | undefined) ?? 'strict';
  let centre: LatLon = [lat, lon];
  const check = (): EsError | undefined => {
    const errs: string[] = [];
    if (!validLat(lat)) errs.push(`center point latitude is invalid: ${javaDouble(lat)}`);
    if (!validLon(lon)) errs.push(`center point longitude is invalid: ${javaDouble(lon)}`);
    if (errs.length > 0 && method === 'strict') return geoCoordinatesInvalid(errs, ctx.index);
    if (method === 'coerce') centre = normalizePoint(centre);
    // Lucene's Circle checks its centre (GeoUtils.checkLatitude, then checkLongitude).
    if (!validLat(centre[0])) return queryCreateFailure('illegal_argument_exception', `invalid latitude ${javaDouble(centre[0])}; must be between -90.0 and 90.0`, ctx.index);
    if (!validLon(centre[1])) return queryCreateFailure('illegal_argument_exception', `invalid longitude ${javaDouble(centre[1])}; must be between -180.0 and 180.0`, ctx.index);
    return undefined;
  };
  const key = distanceQuerySortKey(radius);
  const circle = (): Parts => ({ points: [], segments: [], polygons: [], circles: [{ centre: [centre[1], centre[0]], radius }] });
  return onPoints(ctx, field, body, (p) => haversinSortKey(p[0], p[1], centre[0], centre[1]) <= key, boost(body), 'geo_distance', check, (parts) => intersects(parts, circle()));
}

/** `geo_bounding_box`: points in the box (inclusive; across the dateline when left is east of right). */
export function geoBoundingBoxQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('geo_bounding_box', where(ctx, path));
  // GeoBoundingBoxQueryBuilder.fromXContent: an object is the field's box, a value one of its options; any
  // other value key is refused at that value, before the box's own checks.
  const stray = Object.keys(body).find((k) => !COMMON.has(k) && !isObject(body[k]) && !Array.isArray(body[k]));
  if (stray !== undefined) return geoQueryMalformed(`failed to parse [geo_bounding_box] query. unexpected field [${stray}]`, where(ctx, [...path, stray]));
  const fv = fieldOf(body, []);
  if (!fv || !isObject(fv[1])) return geoQueryMalformed('failed to parse bounding box. Expected start object but found [' + typeof fv?.[1] + ']', where(ctx, path));
  const box = parseBoundingBox(fv[1] as JsonObject);
  if (typeof box === 'string') return geoQueryParseFailure(`failed to parse [geo_bounding_box] query. [${box}]`);
  // GeoBoundingBoxQueryBuilder.setCorners runs before the validation method is set, so it always checks.
  const sides: [string, number][] = [['top latitude', box.top], ['left longitude', box.left], ['bottom latitude', box.bottom], ['right longitude', box.right]];
  for (const [name, v] of sides) if (!Number.isFinite(v)) return geoArgumentInvalid(`${name} is invalid: ${javaDouble(v)}`);
  if (box.top < box.bottom) return geoArgumentInvalid(`top is below bottom corner: ${javaDouble(box.top)} vs. ${javaDouble(box.bottom)}`);
  const method = validationMethodOf(body.validation_method as Json | undefined) ?? 'strict';
  let { top, left, bottom, right } = box;
  const check = (): EsError | undefined => {
    // COERCE is ignore_malformed too (GeoValidationMethod.isIgnoreMalformed), then wraps.
    if (method === 'ignore_malformed') return undefined;
    const errs = method === 'coerce' ? [] : sides.filter(([name, v]) => !(name.endsWith('latitude') ? validLat(v) : validLon(v))).map(([name, v]) => `${name} is invalid: ${javaDouble(v)}`);
    if (errs.length > 0) return geoCoordinatesInvalid(errs, ctx.index);
    if (method === 'coerce') {
      // The whole longitude range asked for (right − left a multiple of 360) stays whole.
      const complete = (right - left) % 360 === 0 && right > left;
      [top, left] = normalizePoint([top, left], true, !complete);
      [bottom, right] = normalizePoint([bottom, right], true, !complete);
      if (complete) [left, right] = [-180, 180];
    }
    return undefined;
  };
  // A box across the dateline is two boxes (LatLonShape.newBoxQuery splits it).
  const boxes = (): Parts[] => (left <= right ? [rectParts(boxQuantized(left, right, bottom, top))] : [rectParts(boxQuantized(left, 180, bottom, top)), rectParts(boxQuantized(-180, right, bottom, top))]);
  return onPoints(ctx, fv[0], body, (p) => inBox(p, top, left, bottom, right), boost(body), 'geo_bounding_box', check, (parts) => boxes().some((b) => intersects(parts, b)));
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
  return onPoints(ctx, fv[0], body, (p) => inPolygon(p, ring), boost(body), 'geo_polygon');
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

/** `geo_shape`: on a geo_point field, intersects (= within, for points), within, disjoint; on a geo_shape field, those and contains. */
export function geoShapeQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('geo_shape', where(ctx, path));
  const fv = fieldOf(body, []);
  if (!fv || !isObject(fv[1])) return geoQueryMalformed('[geo_shape] query requires a field with a [shape] or [indexed_shape]', where(ctx, path));
  const spec = fv[1] as JsonObject;
  // An `indexed_shape` is fetched by the coordinating rewrite (lookups/indexedShape.ts) before the query is
  // compiled; only the parse probe meets it here, or a context that has no rewrite (inner_hits, top_hits).
  if (isObject(spec.indexed_shape) && spec.shape === undefined) return indexedShapeUnfetched(ctx);
  if (!isObject(spec.shape) && typeof spec.shape !== 'string') return geoQueryMalformed('either [shape or indexed_shape] is required', where(ctx, [...path, fv[0]]));
  const geometry = parseShape(spec.shape as Json);
  const unknown = () => geoQueryMalformed(`unknown geo_shape [${isObject(spec.shape) ? String((spec.shape as JsonObject).type) : String(spec.shape)}]`, where(ctx, [...path, fv[0], 'shape']));
  if (!geometry) return unknown();
  const q = partsOf(queryQuantized(geometry));
  // On a geo_point field: the GeoJSON shapes' own point tests; any other shape's, by its parts.
  const byParts = (p: LatLon) => intersects({ points: [[p[1], p[0]]], segments: [], polygons: [], circles: [] }, q);
  const test = (isObject(spec.shape) ? shapeTest(spec.shape as JsonObject) : undefined) ?? byParts;
  const relation = String(spec.relation ?? 'intersects').toLowerCase();
  const shapes = shapeRelations(q);
  if (!(relation in shapes)) return geoQueryMalformed(`Unknown shape relation [${relation}]`, where(ctx, [...path, fv[0], 'relation']));
  const ref = resolveField(ctx.index, fv[0]);
  const onShapes = ref.def?.type === 'geo_shape' ? shapes[relation] : undefined;
  if (relation === 'disjoint') {
    const inner = onPoints(ctx, fv[0], body, test, boost(body), 'geo_shape', undefined, onShapes);
    if (isEsError(inner) || onShapes) return inner;
    return { test: (d) => geoPointsOf(d, ref).length > 0 && !inner.test(d), score: boost(body) };
  }
  if (relation === 'within' && !onShapes) {
    const all = onPoints(ctx, fv[0], body, test, boost(body), 'geo_shape');
    if (isEsError(all)) return all;
    // Every point of the document inside the shape.
    return { test: (d) => { const ps = geoPointsOf(d, ref); return ps.length > 0 && ps.every(test); }, score: boost(body) };
  }
  return onPoints(ctx, fv[0], body, test, boost(body), 'geo_shape', undefined, onShapes);
}

function indexedShapeUnfetched(ctx: QueryContext): CompiledQuery | EsError {
  // The parse probe's index (functionScoreQuery.ts isParseProbe, not imported: it imports this module's users).
  if (ctx.index.uuid === '_na_' && ctx.index.name === '_na_') return MATCH_NONE;
  return notSupportedBySimulator('An indexed_shape geo_shape query inside inner_hits or top_hits');
}

/** A shape query's relations (ShapeRelation) of a document's parts to the query's parts `q`. */
export function shapeRelations(q: Parts): Record<string, (parts: Parts) => boolean> {
  return {
    intersects: (parts) => intersects(parts, q),
    disjoint: (parts) => !intersects(parts, q),
    within: (parts) => within(parts, q),
    contains: (parts) => within(q, parts),
  };
}
