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

/** A document's geo points from the field's source values. */
export function geoPointsOf(raw: Json[]): JGeoPoint[] {
  const out: JGeoPoint[] = [];
  for (const v of raw) for (const [lat, lon] of pointsIn(v)) out.push(new JGeoPoint(lat, lon));
  return out;
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
  if (args.length === 2 && (name === 'arcDistance' || name === 'planeDistance')) {
    const p = first();
    return new JDouble(distance([p.lat, p.lon], [toNumber(args[0]!), toNumber(args[1]!)], name === 'arcDistance' ? 'arc' : 'plane'));
  }
  return undefined;
}

registerScriptDocValues('geo_point', { cls: 'GeoPoints', read: geoPointsOf, method: geoListMethod });
