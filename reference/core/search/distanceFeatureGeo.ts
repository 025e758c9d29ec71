/**
 * `distance_feature` on a geo_point field (DistanceFeatureQueryBuilder → LatLonPoint.newDistanceFeatureQuery):
 * the origin read as GeoUtils reads a point, the pivot as a distance (meters by default), and each
 * document's distance the haversine distance from the origin to its indexed (quantized) points.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Doc } from '../doc.ts';
import { scoreQueryNotCreated, type EsError } from '../errors/index.ts';
import type { QueryContext } from './queryLeaves.ts';
import type { FieldRef } from './fields.ts';
import { parseDistance, parsePoint, pointsIn } from './geo/geoPoint.ts';
import { arcDistance } from './aggs/geoDistance.ts';

/** What distance_feature scores: a document's values, their distance to `origin`, the closest one kept. */
export interface DistanceSource {
  field: string;
  origin: number;
  pivot: number;
  values(doc: Doc): number[];
  /** The Lucene query's toString where it is not LongDistanceFeatureQuery's (geo points). */
  label?: string;
}

/** The raw values at a field's source path, a point's own array kept whole (as geo/geoQueries.ts reads them). */
function rawValues(doc: Doc, ref: FieldRef): Json[] {
  const out: Json[] = [];
  const walk = (v: Json | undefined, i: number): void => {
    if (v === undefined || v === null) return;
    if (i === ref.sourcePath.length) out.push(v);
    else if (Array.isArray(v)) for (const el of v) walk(el, i);
    else if (isObject(v)) walk((v as JsonObject)[ref.sourcePath[i]!] as Json | undefined, i + 1);
  };
  walk(doc.parsed as Json, 0);
  return out;
}

/** The distances of a geo_point field's documents to the origin, scored against a pivot in meters. */
export function geoDistanceSource(ctx: QueryContext, field: string, ref: FieldRef, origin: Json, pivot: Json): DistanceSource | EsError {
  const o = parsePoint(origin);
  if (!o || !Number.isFinite(o[0]) || !Number.isFinite(o[1])) return scoreQueryNotCreated('illegal_argument_exception', `failed to parse [${JSON.stringify(origin)}] as a geo point`, ctx.index);
  const p = parseDistance(pivot);
  if (Number.isNaN(p)) return scoreQueryNotCreated('illegal_argument_exception', `failed to parse [${String(pivot)}] as a distance`, ctx.index);
  return {
    field,
    origin: 0,
    pivot: p,
    label: `LatLonPointDistanceFeatureQuery(field=${field},originLat=${o[0]},originLon=${o[1]},pivotDistance=${p})`,
    values: (d) => rawValues(d, ref).flatMap((v) => pointsIn(v)).map(([lat, lon]) => arcDistance(o[0], o[1], lat, lon)),
  };
}
