/**
 * Geo points as a search script sees them (ScriptDocValues.GeoPoints): `doc['loc'].value` is a GeoPoint with
 * `lat`/`lon` (getLat/getLon), and the list itself answers `lat`, `lon`, `lats`, `lons` and the distance helpers
 * scripts use (`arcDistance`, `planeDistance`, in meters). Points are read as LatLonPoint indexes them (quantized).
 */
import type { Json } from '../../json.ts';
import { JDouble, JList, type JValue } from '../../script/painless/values.ts';
import { JGeoPoint } from '../../script/painless/fieldObjects.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { toNumber } from '../../script/painless/javaNumbers.ts';
import { distance, pointsIn } from '../geo/geoPoint.ts';
import { registerScriptDocValues } from './docLookup.ts';

export { JGeoPoint };

/**
 * A document's geo points from the field's source values, in doc values order: LatLonDocValuesField keeps each
 * point as one long, the encoded latitude in its high 32 bits and the encoded longitude in its low 32, in a
 * SortedNumericDocValues (ascending, duplicates kept); so points order by latitude, then by the longitude's
 * unsigned encoding (negative longitudes after positive ones).
 */
export function geoPointsOf(raw: Json[]): JGeoPoint[] {
  const out: JGeoPoint[] = [];
  for (const v of raw) for (const [lat, lon] of pointsIn(v)) out.push(new JGeoPoint(lat, lon));
  return out.sort((a, b) => encodedLat(a.lat) - encodedLat(b.lat) || encodedLonBits(a.lon) - encodedLonBits(b.lon));
}

/** GeoEncodingUtils.encodeLatitude of a quantized latitude (a signed int). */
function encodedLat(lat: number): number {
  return Math.round(lat / (180 / 2 ** 32));
}

/** GeoEncodingUtils.encodeLongitude of a quantized longitude, as the unsigned low half of the long. */
function encodedLonBits(lon: number): number {
  return Math.round(lon / (360 / 2 ** 32)) >>> 0;
}

/** GeoPoints' own accessors on the list (getLat, getLons, arcDistance…); undefined when not one of them. */
export function geoListMethod(items: JValue[], name: string, args: JValue[]): JValue | undefined {
  const pts = items as JGeoPoint[];
  const first = (): JGeoPoint => pts[0] ?? javaThrow('illegal_state_exception', "A document doesn't have a value for a field! Use doc[<field>].size()==0 to check if a document is missing a field!");
  if (args.length === 0) {
    if (name === 'getLat') return new JDouble(first().lat);
    if (name === 'getLon') return new JDouble(first().lon);
    if (name === 'getLats') return new JList(pts.map((p) => new JDouble(p.lat)));
    if (name === 'getLons') return new JList(pts.map((p) => new JDouble(p.lon)));
  }
  if (args.length === 0) {
    const shape = pointsShapeMethod(pts, name, first);
    if (shape !== undefined) return shape;
  }
  if (args.length === 2 && (name === 'arcDistance' || name === 'planeDistance')) {
    const p = first();
    return new JDouble(distance([p.lat, p.lon], [toNumber(args[0]!), toNumber(args[1]!)], name === 'arcDistance' ? 'arc' : 'plane'));
  }
  return undefined;
}

registerScriptDocValues('geo_point', { cls: 'GeoPoints', raw: true, read: geoPointsOf, method: geoListMethod });

/**
 * ScriptDocValues.Geometry's accessors over a document's points (GeoPointScriptDocValues, ES 7.14+): the
 * centroid (the mean of the points; also the label position), the bounding box, the dimensional type (0, a
 * point) and the box's extent in spherical mercator meters.
 */
function pointsShapeMethod(pts: JGeoPoint[], name: string, first: () => JGeoPoint): JValue | undefined {
  switch (name) {
    case 'getCentroid':
    case 'getLabelPosition': {
      first();
      return new JGeoPoint(pts.reduce((s, p) => s + p.lat, 0) / pts.length, pts.reduce((s, p) => s + p.lon, 0) / pts.length);
    }
    case 'getBoundingBox':
      first();
      return new JGeoBoundingBox(Math.max(...pts.map((p) => p.lat)), Math.min(...pts.map((p) => p.lon)), Math.min(...pts.map((p) => p.lat)), Math.max(...pts.map((p) => p.lon)));
    case 'getDimensionalType':
      return 0;
    case 'getMercatorWidth': {
      const box = pointsShapeMethod(pts, 'getBoundingBox', first) as unknown as JGeoBoundingBox;
      return new JDouble(mercatorX(box.right) - mercatorX(box.left));
    }
    case 'getMercatorHeight': {
      const box = pointsShapeMethod(pts, 'getBoundingBox', first) as unknown as JGeoBoundingBox;
      return new JDouble(mercatorY(box.top) - mercatorY(box.bottom));
    }
  }
  return undefined;
}

/** WebMercatorHandler's projection (meters). */
const MERCATOR_BOUND = 20037508.342789244;
function mercatorX(lon: number): number {
  return (lon * MERCATOR_BOUND) / 180;
}
function mercatorY(lat: number): number {
  return (Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) / (Math.PI / 180)) * (MERCATOR_BOUND / 180);
}

/** org.elasticsearch.common.geo.GeoBoundingBox: `topLeft()`, `bottomRight()`, XContent `{top_left, bottom_right}`. */
export class JGeoBoundingBox {
  readonly jclass = 'org.elasticsearch.common.geo.GeoBoundingBox';
  constructor(
    readonly top: number,
    readonly left: number,
    readonly bottom: number,
    readonly right: number,
  ) {}
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0 && name === 'topLeft') return new JGeoPoint(this.top, this.left);
    if (args.length === 0 && name === 'bottomRight') return new JGeoPoint(this.bottom, this.right);
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  toXContent(): { top_left: { lat: number; lon: number }; bottom_right: { lat: number; lon: number } } {
    return { top_left: { lat: this.top, lon: this.left }, bottom_right: { lat: this.bottom, lon: this.right } };
  }
}
