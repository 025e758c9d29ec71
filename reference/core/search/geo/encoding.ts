/**
 * Lucene's GeoEncodingUtils: a latitude or longitude kept in 32 bits, as LatLonPoint indexes it and its
 * doc values return it. Every value a geo query compares, a sort sorts by or an aggregation returns is
 * the decoded quantized point.
 */

const LAT_DECODE = 180 / 2 ** 32;
const LON_DECODE = 360 / 2 ** 32;

/** GeoEncodingUtils.encodeLatitude (90 taken as the value below it, which would overflow). */
export function encodeLatitude(lat: number): number {
  return lat === 90 ? 2147483647 : Math.floor(lat / LAT_DECODE);
}
/** GeoEncodingUtils.encodeLongitude (180 taken as the value below it). */
export function encodeLongitude(lon: number): number {
  return lon === 180 ? 2147483647 : Math.floor(lon / LON_DECODE);
}
/** GeoEncodingUtils.decodeLatitude. */
export const decodeLatitude = (enc: number): number => enc * LAT_DECODE;
/** GeoEncodingUtils.decodeLongitude. */
export const decodeLongitude = (enc: number): number => enc * LON_DECODE;

/** GeoEncodingUtils.encodeLatitude then decodeLatitude. */
export function quantizeLat(lat: number): number {
  return decodeLatitude(encodeLatitude(lat));
}
/** GeoEncodingUtils.encodeLongitude then decodeLongitude. */
export function quantizeLon(lon: number): number {
  return decodeLongitude(encodeLongitude(lon));
}

/** GeoEncodingUtils.encodeLatitudeCeil: the smallest encoded value whose decoding is at least `lat`. */
export function encodeLatitudeCeil(lat: number): number {
  const e = encodeLatitude(lat);
  return lat > decodeLatitude(e) && e < 2147483647 ? e + 1 : e;
}
/** GeoEncodingUtils.encodeLongitudeCeil. */
export function encodeLongitudeCeil(lon: number): number {
  const e = encodeLongitude(lon);
  return lon > decodeLongitude(e) && e < 2147483647 ? e + 1 : e;
}
