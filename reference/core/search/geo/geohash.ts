/** Geohashes as ES decodes them (Geohash.decodeLatitude/Longitude), with nothing else imported: the geo aggregations read them too. */

/** A point as [lat, lon]. */
export type LatLon = [number, number];

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Geohash.decodeLatitude/Longitude: the centre of the hash's cell. */
export function decodeGeohash(hash: string): LatLon | undefined {
  let latLo = -90, latHi = 90, lonLo = -180, lonHi = 180;
  let even = true;
  for (const ch of hash.toLowerCase()) {
    const v = BASE32.indexOf(ch);
    if (v < 0) return undefined;
    for (let b = 4; b >= 0; b--) {
      const bit = (v >> b) & 1;
      if (even) {
        const mid = (lonLo + lonHi) / 2;
        if (bit) lonLo = mid;
        else lonHi = mid;
      } else {
        const mid = (latLo + latHi) / 2;
        if (bit) latLo = mid;
        else latHi = mid;
      }
      even = !even;
    }
  }
  return [(latLo + latHi) / 2, (lonLo + lonHi) / 2];
}

