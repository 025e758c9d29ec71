/**
 * GeoUtils' coordinate checks and normalisation as the geo queries use them: `validation_method`
 * (GeoValidationMethod: STRICT by default, COERCE wraps coordinates into range, IGNORE_MALFORMED skips
 * the check) and GeoUtils.normalizePoint's wrapping of latitudes over a pole and longitudes around the globe.
 */
import type { Json } from '../../json.ts';
import type { LatLon } from './geohash.ts';

/** GeoValidationMethod. */
export type ValidationMethod = 'strict' | 'coerce' | 'ignore_malformed';

/** GeoValidationMethod.fromString (any case), or undefined for an unknown name. */
export function validationMethodOf(v: Json | undefined): ValidationMethod | undefined {
  if (v === undefined) return 'strict';
  const s = String(v).toLowerCase();
  return s === 'strict' || s === 'coerce' || s === 'ignore_malformed' ? s : undefined;
}

/** GeoUtils.isValidLatitude. */
export const validLat = (lat: number): boolean => !Number.isNaN(lat) && Number.isFinite(lat) && lat >= -90 && lat <= 90;
/** GeoUtils.isValidLongitude. */
export const validLon = (lon: number): boolean => !Number.isNaN(lon) && Number.isFinite(lon) && lon >= -180 && lon <= 180;

function centeredModulus(dividend: number, divisor: number): number {
  let rtn = dividend % divisor;
  if (rtn <= 0) rtn += divisor;
  if (rtn > divisor / 2) rtn -= divisor;
  return rtn;
}

/** GeoUtils.normalizeLon. */
export function normalizeLon(lon: number): number {
  if (lon > 180 || lon <= -180) lon = centeredModulus(lon, 360);
  return lon + 0;
}

/** GeoUtils.normalizeLat: a latitude past a pole folds back. */
export function normalizeLat(lat: number): number {
  if (lat > 90 || lat < -90) {
    lat = centeredModulus(lat, 360);
    if (lat < -90) lat = -180 - lat;
    else if (lat > 90) lat = 180 - lat;
  }
  return lat + 0;
}

/** GeoUtils.normalizePoint(point, normLat, normLon): a latitude over a pole folds back (shifting the longitude by 180). */
export function normalizePoint(p: LatLon, normLatIn = true, normLonIn = true): LatLon {
  let [lat, lon] = p;
  const normLat = normLatIn && (lat > 90 || lat < -90);
  const normLon = normLonIn && (lon > 180 || lon < -180 || normLat);
  if (normLat) {
    lat = centeredModulus(lat, 360);
    let shift = true;
    if (lat < -90) lat = -180 - lat;
    else if (lat > 90) lat = 180 - lat;
    else shift = false;
    if (shift) lon += normLon ? 180 : normalizeLon(lon) > 0 ? -180 : 180;
  }
  if (normLon) lon = centeredModulus(lon, 360);
  return [lat + 0, lon + 0];
}
