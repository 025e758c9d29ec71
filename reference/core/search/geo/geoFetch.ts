/**
 * The `fields` option's values of the geometry fields (`geo_point`, `geo_shape`, `point`, `shape`): each
 * source value read by the field's parser (malformed ones skipped, AbstractGeometryFieldMapper.Parser
 * fetchFromSource), unquantized, then printed by GeometryFormatterFactory: `geojson` (the default,
 * GeoJson.toMap, a java.util.HashMap, so `coordinates` before `type`) or `wkt` (WellKnownText.toWKT,
 * coordinates in Double.toString). A geo_point or point is a Point(lon, lat) / Point(x, y).
 * Not modelled: a `z` ordinate (geoShape.ts drops it), the dateline split a shape crossing it gets
 * (GeometryNormalizer.needsNormalize), and the `mvt(z/x/y@extent)` vector tile format.
 */
import { markJava, type Json, type JsonObject } from '../../json.ts';
import { javaDoubleToString } from '../../mapping/javaNumbers.ts';
import { hashMapOrder } from '../aggs/sigReduceOrder.ts';
import { parsePoint, pointsIn, type LatLon } from './geoPoint.ts';
import { encodeLatitude, encodeLongitude } from './encoding.ts';
import { parseCartesianPoint } from './cartesianPoint.ts';
import { geometriesOf, type Geometry, type XY } from './geoShape.ts';

/** The field types whose values print as geometries. */
export const GEOMETRY_TYPES: ReadonlySet<string> = new Set(['geo_point', 'geo_shape', 'point', 'shape']);

/** The reason a geometry field refuses a `format`, or undefined when it takes it. */
export function geometryFormatRefusal(format: string): string | undefined {
  const open = format.indexOf('(');
  // GeoFormatterFactory: a parameterized format is a plugin's (only `mvt` exists); a plain name is
  // GeometryFormatterFactory's.
  if (open === -1) return format === 'geojson' || format === 'wkt' ? undefined : `Unrecognized geometry format [${format}].`;
  const name = format.slice(0, open);
  return name === 'mvt' ? 'mvt' : `Invalid format: ${name}`;
}

/** The fetched values of a geometry field: `raw` holds its source values as written (arrays unflattened). */
export function geometryFieldValues(type: string, raw: readonly Json[], format: string | undefined, nullValue?: Json): Json[] {
  const geometries: Geometry[] = [];
  const add = (v: Json) => {
    if (v === null) {
      if (nullValue !== undefined && nullValue !== null) add(nullValue);
      return;
    }
    if (type === 'geo_shape' || type === 'shape') {
      geometries.push(...geometriesOf(v));
      return;
    }
    // A point field's value: one point (`[x, y]`), or an array of points in any form.
    if (Array.isArray(v) && !(v.length >= 2 && v.length <= 3 && v.every((x) => typeof x === 'number'))) {
      for (const el of v) add(el as Json);
      return;
    }
    const p = pointOf(type, v);
    if (p) geometries.push({ kind: 'point', p });
  };
  for (const v of raw) add(v);
  return format === 'wkt' ? geometries.map(toWkt) : geometries.map(toGeoJson);
}

/** A point value as [x, y]: a geo_point's (lon, lat), a cartesian point's (x, y); undefined when malformed. */
function pointOf(type: string, v: Json): XY | undefined {
  if (type === 'point') {
    const p = parseCartesianPoint(v);
    return p && Number.isFinite(p[0]) && Number.isFinite(p[1]) ? p : undefined;
  }
  const ll = parsePoint(v);
  if (!ll || !Number.isFinite(ll[0]) || !Number.isFinite(ll[1])) return undefined;
  return [ll[1], ll[0]];
}

/** GeoJson.getGeoJsonName. */
const GEOJSON_NAMES: Record<Geometry['kind'], string> = {
  point: 'Point', multipoint: 'MultiPoint', line: 'LineString', multiline: 'MultiLineString', polygon: 'Polygon',
  multipolygon: 'MultiPolygon', collection: 'GeometryCollection', rectangle: 'Envelope', circle: 'Circle',
};

const coords = (p: XY): Json[] => {
  const out: Json[] = [p[0], p[1]];
  markJava(out, 'double');
  return out;
};
const ring = (r: readonly XY[]): Json[] => r.map(coords);

/** The HashMap iteration order of each key set toGeoJson makes (three of them), computed once. */
const ORDERS = new Map<string, number[]>();
function orderOf(keys: string[]): number[] {
  const k = keys.join(',');
  let o = ORDERS.get(k);
  if (!o) ORDERS.set(k, (o = hashMapOrder(keys)));
  return o;
}

/** GeoJson.toMap: `type` and `coordinates` (or `geometries`; a circle's `radius` too) in HashMap order. */
export function toGeoJson(g: Geometry): JsonObject {
  const entries: [string, Json][] = [['type', GEOJSON_NAMES[g.kind]]];
  switch (g.kind) {
    case 'point':
      entries.push(['coordinates', coords(g.p)]);
      break;
    case 'multipoint':
    case 'line':
      entries.push(['coordinates', ring(g.points)]);
      break;
    case 'multiline':
      entries.push(['coordinates', g.lines.map(ring)]);
      break;
    case 'polygon':
      entries.push(['coordinates', g.rings.map(ring)]);
      break;
    case 'multipolygon':
      entries.push(['coordinates', g.polygons.map((p) => p.map(ring))]);
      break;
    case 'collection':
      entries.push(['geometries', g.geometries.map(toGeoJson)]);
      break;
    case 'rectangle':
      entries.push(['coordinates', [coords([g.minX, g.maxY]), coords([g.maxX, g.minY])]]);
      break;
    case 'circle':
      entries.push(['radius', `${javaDoubleToString(g.radius)}m`], ['coordinates', coords(g.centre)]);
      break;
  }
  const out: JsonObject = {};
  for (const i of orderOf(entries.map(([k]) => k))) out[entries[i]![0]] = entries[i]![1];
  return out;
}

const wktXY = (p: XY): string => `${javaDoubleToString(p[0])} ${javaDoubleToString(p[1])}`;
/** `(a, b, c)` with `sep` between items, or `EMPTY` (Geometry.isEmpty). */
const wktList = <T>(xs: readonly T[], f: (x: T) => string, sep = ', '): string => (xs.length === 0 ? 'EMPTY' : `(${xs.map(f).join(sep)})`);
const wktRings = (rings: readonly XY[][]): string => wktList(rings, (r) => wktList(r, wktXY));

/**
 * WellKnownText.toWKT: points of a line, rings of a polygon and a multipoint's points are joined by `, `;
 * the members of a multiline, multipolygon or collection by a bare `,` (its visitCollection).
 */
export function toWkt(g: Geometry): string {
  switch (g.kind) {
    case 'point':
      return `POINT (${wktXY(g.p)})`;
    case 'multipoint':
      return `MULTIPOINT ${wktList(g.points, wktXY)}`;
    case 'line':
      return `LINESTRING ${wktList(g.points, wktXY)}`;
    case 'multiline':
      return `MULTILINESTRING ${wktList(g.lines, (l) => wktList(l, wktXY), ',')}`;
    case 'polygon':
      return `POLYGON ${wktRings(g.rings)}`;
    case 'multipolygon':
      return `MULTIPOLYGON ${wktList(g.polygons, wktRings, ',')}`;
    case 'collection':
      return `GEOMETRYCOLLECTION ${wktList(g.geometries, toWkt, ',')}`;
    case 'rectangle':
      return `BBOX (${[g.minX, g.maxX, g.maxY, g.minY].map(javaDoubleToString).join(', ')})`;
    case 'circle':
      return `CIRCLE (${wktXY(g.centre)} ${javaDoubleToString(g.radius)})`;
  }
}

/**
 * A geo_point's `docvalue_fields` values: its quantized points as GeoPoint.toString prints them (`lat, lon`, the
 * form Kibana's maps read, elastic/kibana#47389), in doc-values order: the SortedNumericDocValues of
 * LatLonDocValuesField's long, the encoded latitude in the high 32 bits and the encoded longitude's bits in the
 * low ones (so by latitude, then by the longitude's unsigned encoding). Duplicates stay.
 */
export function geoPointDocValues(raw: readonly Json[], nullValue?: Json): string[] {
  const points = raw.flatMap((v) => pointsIn(v, [], nullValue));
  const key = ([lat, lon]: LatLon) => [encodeLatitude(lat), encodeLongitude(lon) >>> 0] as const;
  return points
    .map((p) => ({ p, k: key(p) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1])
    .map(({ p }) => `${javaDoubleToString(p[0])}, ${javaDoubleToString(p[1])}`);
}
