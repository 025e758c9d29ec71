/**
 * The `shape` query (x-pack spatial ShapeQueryBuilder, ES 7.4; OpenSearch has none): a geo_shape query's body
 * over the cartesian `shape` and `point` fields, in x/y coordinates without range checks, every coordinate a
 * float as XYEncodingUtils indexes it (CoordinateEncoder.CARTESIAN), related as the geo_shape query relates
 * (intersects, disjoint, within, contains). An `indexed_shape` is fetched by the coordinating rewrite
 * (lookups/indexedShape.ts). Unmapped fields: AbstractGeometryQueryBuilder.doToQuery's QueryShardException
 * unless `ignore_unmapped`; other types: "is of unsupported type".
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { geoFieldNotGeoPoint, geoQueryMalformed, isEsError, notSupportedBySimulator, queryBodyNotAnObject, shapeFieldUnmapped, unknownQuery, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { resolveField } from '../fields.ts';
import { inScope, MATCH_NONE, where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { mapCoords, parseShape } from './geoShape.ts';
import { partsOf, type Parts } from './shapeRelate.ts';
import { CARTESIAN, shapeDocValue } from './shapeDocValue.ts';
import { cartesianPointsIn } from './cartesianPoint.ts';
import { rawValues, shapeRelations } from './geoQueries.ts';
import { isParseProbe } from '../functionScoreQuery.ts';

const OPTIONS = new Set(['boost', '_name', 'ignore_unmapped']);

/** Compiles `shape`. */
export function shapeQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!ctx.profile.shapeQuery) return unknownQuery(ctx.profile, 'shape', where(ctx, path));
  if (!isObject(body)) return queryBodyNotAnObject('shape', where(ctx, path));
  const fields = Object.keys(body).filter((k) => !OPTIONS.has(k));
  const field = fields[0];
  if (field === undefined || !isObject(body[field])) return geoQueryMalformed('[shape] query requires a field with a [shape] or [indexed_shape]', where(ctx, path));
  const spec = body[field] as JsonObject;
  const score = typeof body.boost === 'number' ? body.boost : 1;
  if (isObject(spec.indexed_shape) && spec.shape === undefined) {
    return isParseProbe(ctx) ? MATCH_NONE : notSupportedBySimulator('An indexed_shape shape query inside inner_hits or top_hits');
  }
  if (!isObject(spec.shape) && typeof spec.shape !== 'string') return geoQueryMalformed('either [shape or indexed_shape] is required', where(ctx, [...path, field]));
  const geometry = parseShape(spec.shape as Json);
  if (!geometry) return geoQueryMalformed(`unknown geo_shape [${isObject(spec.shape) ? String((spec.shape as JsonObject).type) : String(spec.shape)}]`, where(ctx, [...path, field, 'shape']));
  const q = partsOf(mapCoords(geometry, CARTESIAN));
  const relation = String(spec.relation ?? 'intersects').toLowerCase();
  const test = shapeRelations(q)[relation];
  if (!test) return geoQueryMalformed(`Unknown shape relation [${relation}]`, where(ctx, [...path, field, 'relation']));
  if (isParseProbe(ctx)) return { ...MATCH_NONE, score };
  const ref = resolveField(ctx.index, field);
  if (ref.kind === 'unmapped' || !ref.def) return body.ignore_unmapped === true ? { ...MATCH_NONE, score } : shapeFieldUnmapped(field, ctx.index);
  const type = String(ref.def.type);
  if (type !== 'shape' && type !== 'point') return geoFieldNotGeoPoint(ctx.profile, field, type, 'shape', ctx.index);
  if (!inScope(ctx, ref)) return { ...MATCH_NONE, score };
  const partsOfDoc = (values: Json[]): Parts | undefined => {
    if (type === 'shape') return shapeDocValue(values, CARTESIAN)?.parts;
    const points = values.flatMap((v) => cartesianPointsIn(v));
    return points.length > 0 ? { points, segments: [], polygons: [], circles: [] } : undefined;
  };
  return {
    test: (d) => {
      const parts = partsOfDoc(rawValues(d, ref));
      return parts !== undefined && test(parts);
    },
    score,
  };
}
