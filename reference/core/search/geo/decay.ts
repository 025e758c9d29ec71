/**
 * A decay function (gauss, exp, linear) on a geo_point field (DecayFunctionBuilder.parseGeoVariable,
 * GeoFieldDataScoreFunction): `origin` any geo point (0, 0 when absent), `scale` and `offset` distances
 * (meters unless a unit is given; offset 0km by default), each of the document's points at
 * max(0, arcDistance(origin, point) − offset), the arc being SloppyMath's haversine on the encoded point.
 */
import type { Json, JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import { scoreQueryNotCreated, type EsError } from '../../errors/index.ts';
import type { FieldRef } from '../fields.ts';
import type { QueryContext } from '../queryLeaves.ts';
import { javaDouble } from '../aggs/format.ts';
import { numberValue } from '../functionScore/spec.ts';
import { haversinMeters } from './sloppyMath.ts';
import { parseDistance, parsePoint } from './geoPoint.ts';
import { geoPointsOf } from './geoQueries.ts';

/** What a decay function needs of its field: the parameters and each document's distances (offset applied). */
export interface DecaySource {
  index: { name: string; uuid: string };
  scale: number;
  decay: number;
  offset: number;
  distances(doc: Doc): number[];
  /** The explanation's text of the distances (getDistanceString). */
  text(doc: Doc): string;
}

/** Reads a geo decay function's parameters (ElasticsearchParseException for what ES refuses). */
export function geoDecaySource(ctx: QueryContext, ref: FieldRef, params: JsonObject, mode: string): DecaySource | EsError {
  let origin: [number, number] = [0, 0];
  let scaleText: string | undefined;
  let offsetText = '0km';
  let decay = 0.5;
  for (const [k, v] of Object.entries(params)) {
    if (k === 'scale') scaleText = String(v);
    else if (k === 'origin') {
      const p = parsePoint(v as Json);
      if (!p) return scoreQueryNotCreated('parse_exception', 'geo_point expected', ctx.index);
      origin = p;
    } else if (k === 'decay') decay = numberValue(v as Json);
    else if (k === 'offset') offsetText = String(v);
    else return scoreQueryNotCreated('parse_exception', `parameter [${k}] not supported!`, ctx.index);
  }
  if (scaleText === undefined) return scoreQueryNotCreated('parse_exception', '[origin] and [scale] must be set for geo fields.', ctx.index);
  const scale = parseDistance(scaleText);
  const offset = parseDistance(offsetText);
  for (const [text, v] of [[scaleText, scale], [offsetText, offset]] as const) {
    if (Number.isNaN(v)) return scoreQueryNotCreated('number_format_exception', `For input string: "${text}"`, ctx.index);
  }
  const [olat, olon] = origin;
  const points = (doc: Doc) => geoPointsOf(doc, ref);
  return {
    index: ctx.index,
    scale,
    decay,
    offset,
    distances: (doc) => points(doc).map(([lat, lon]) => Math.max(0.0, haversinMeters(olat, olon, lat, lon) - offset)),
    text: (doc) => {
      const parts = points(doc).map(([lat, lon]) => `Math.max(arcDistance(${javaDouble(lat)}, ${javaDouble(lon)}(=doc value),${javaDouble(olat)}, ${javaDouble(olon)}(=origin)) - ${javaDouble(offset)}(=offset), 0)`);
      return `${mode.toUpperCase()} of: [${parts.join(', ')}]`;
    },
  };
}
