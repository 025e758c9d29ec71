/**
 * Geohash strings as ES reads them (libs/geo Geohash: mortonEncode, decodeLatitude/Longitude,
 * toBoundingBox), with the same 64-bit integer steps, so a geohash point is the bottom-left corner of
 * its cell (GeoPoint.parseGeoHash for EffectivePoint.BOTTOM_LEFT) and a cell's box is ES's to the bit.
 * Nothing else is imported: the geo aggregations read these too.
 */

/** A point as [lat, lon]. */
export type LatLon = [number, number];

/** A cell's bounds in degrees. */
export interface CellBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
const M64 = (1n << 64n) - 1n;
const LAT_SCALE = 2 ** 31 / 180.0;
const LON_SCALE = 2 ** 31 / 360.0;
const MAX_LAT_BITS = (1n << 30n) - 1n;

/** BitUtil.flipFlop: swaps each even bit with the odd bit above it. */
function flipFlop(b: bigint): bigint {
  return ((b & 0xaaaaaaaaaaaaaaaan) >> 1n) | ((b & 0x5555555555555555n) << 1n & M64);
}

/** BitUtil.deinterleave: the even bits of a 64-bit value, packed. */
function deinterleave(b: bigint): bigint {
  let out = 0n;
  for (let i = 0n; i < 32n; i++) if ((b >> (2n * i)) & 1n) out |= 1n << i;
  return out;
}

/** BitUtil.interleave(even, odd): the first argument's 32 bits in the even positions, the second's in the odd. */
function interleave(even: bigint, odd: bigint): bigint {
  let out = 0n;
  for (let i = 0n; i < 32n; i++) {
    if ((even >> i) & 1n) out |= 1n << (2n * i);
    if ((odd >> i) & 1n) out |= 1n << (2n * i + 1n);
  }
  return out;
}

/** Geohash.mortonEncode: the morton value of the first 12 characters; undefined for an empty hash or a bad symbol. */
function mortonEncode(hash: string): bigint | undefined {
  if (hash.length === 0) return undefined;
  let level = 11;
  let l = 0n;
  for (const c of hash) {
    const b = BASE32.indexOf(c);
    if (b < 0) return undefined;
    l |= BigInt(b) << BigInt(level-- * 5 + 2);
    if (level < 0) break;
  }
  return flipFlop(l);
}

const decodeLat = (morton: bigint): number => Number(deinterleave(morton >> 1n)) / LAT_SCALE - 90;
const decodeLon = (morton: bigint): number => Number(deinterleave(morton)) / LON_SCALE - 180;

/** The first symbol of a hash ES refuses ("unsupported symbol [c] in geohash [h]"), if any. */
export function badGeohashSymbol(hash: string): string | undefined {
  let n = 0;
  for (const c of hash) {
    if (BASE32.indexOf(c) < 0) return c;
    if (++n === 12) break;
  }
  return undefined;
}

/** A geohash's point, as a geo_point value or origin: the bottom-left corner of its cell (Geohash.toPoint). */
export function decodeGeohash(hash: string): LatLon | undefined {
  const m = mortonEncode(hash);
  return m === undefined ? undefined : [decodeLat(m), decodeLon(m)];
}

/** Geohash.toBoundingBox: the cell of a geohash (its top right is the next cell's bottom left, 64-bit overflow and all). */
export function geohashCell(hash: string): CellBox | undefined {
  const bottomLeft = decodeGeohash(hash);
  if (!bottomLeft) return undefined;
  const len = Math.min(12, hash.length);
  let gh = 0n;
  let level = len - 1;
  for (const c of hash) {
    gh |= BigInt(BASE32.indexOf(c)) << BigInt(level-- * 5);
    if (level < 0) break;
  }
  const lon = deinterleave(gh >> 1n);
  const lat = deinterleave(gh);
  const shift = BigInt((12 - len) * 5 + 2);
  const topRight = (la: bigint, lo: bigint): bigint => flipFlop((interleave(la & 0xffffffffn, lo & 0xffffffffn) << shift) & M64);
  if (lat < MAX_LAT_BITS) {
    const m = topRight(lat + 1n, lon + 1n);
    return { minLat: bottomLeft[0], maxLat: decodeLat(m), minLon: bottomLeft[1], maxLon: decodeLon(m) };
  }
  const m = topRight(lat, lon + 1n);
  return { minLat: bottomLeft[0], maxLat: 90, minLon: bottomLeft[1], maxLon: decodeLon(m) };
}
