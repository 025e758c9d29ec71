/**
 * Lucene's SloppyMath (org.apache.lucene.util.SloppyMath): the table-driven cos and asin and the
 * haversine ES uses for every arc distance (GeoUtils.arcDistance is SloppyMath.haversinMeters), so
 * distances, sort values and distance_feature scores are the same doubles ES computes. The tables are
 * built from StrictMath.sin/cos/asin, which are fdlibm; V8's Math.sin/cos/asin are fdlibm ports too.
 */

const TO_METERS = 6371008.7714;
const ONE_DIV_F2 = 1 / 2.0;
const ONE_DIV_F3 = 1 / 6.0;
const ONE_DIV_F4 = 1 / 24.0;

const BITS = new DataView(new ArrayBuffer(8));
function fromBits(hi: number, lo: number): number {
  BITS.setUint32(0, hi);
  BITS.setUint32(4, lo);
  return BITS.getFloat64(0);
}

const PIO2_HI = fromBits(0x3ff921fb, 0x54400000);
const PIO2_LO = fromBits(0x3dd0b461, 0x1a626331);
const TWOPI_HI = 4 * PIO2_HI;
const TWOPI_LO = 4 * PIO2_LO;
const SIN_COS_TABS_SIZE = (1 << 11) + 1;
const SIN_COS_DELTA_HI = TWOPI_HI / (SIN_COS_TABS_SIZE - 1);
const SIN_COS_DELTA_LO = TWOPI_LO / (SIN_COS_TABS_SIZE - 1);
const SIN_COS_INDEXER = 1 / (SIN_COS_DELTA_HI + SIN_COS_DELTA_LO);
const SIN_COS_MAX_VALUE_FOR_INT_MODULO = ((2147483647 >> 9) / SIN_COS_INDEXER) * 0.99;

const ASIN_MAX_VALUE_FOR_TABS = Math.sin(73.0 * (Math.PI / 180));
const ASIN_TABS_SIZE = (1 << 13) + 1;
const ASIN_DELTA = ASIN_MAX_VALUE_FOR_TABS / (ASIN_TABS_SIZE - 1);
const ASIN_INDEXER = 1 / ASIN_DELTA;

const ASIN_PIO2_HI = fromBits(0x3ff921fb, 0x54442d18);
const ASIN_PIO2_LO = fromBits(0x3c91a626, 0x33145c07);
const ASIN_PS0 = fromBits(0x3fc55555, 0x55555555);
const ASIN_PS1 = fromBits(0xbfd4d612, 0x03eb6f7d);
const ASIN_PS2 = fromBits(0x3fc9c155, 0x0e884455);
const ASIN_PS3 = fromBits(0xbfa48228, 0xb5688f3b);
const ASIN_PS4 = fromBits(0x3f49efe0, 0x7501b288);
const ASIN_PS5 = fromBits(0x3f023de1, 0x0dfdf709);
const ASIN_QS1 = fromBits(0xc0033a27, 0x1c8a2d4b);
const ASIN_QS2 = fromBits(0x40002ae5, 0x9c598ac8);
const ASIN_QS3 = fromBits(0xbfe6066c, 0x1b8d0159);
const ASIN_QS4 = fromBits(0x3fb3b8c5, 0xb12e9282);

interface Tables {
  sin: Float64Array;
  cos: Float64Array;
  asin: Float64Array;
  asinDer1DivF1: Float64Array;
  asinDer2DivF2: Float64Array;
  asinDer3DivF3: Float64Array;
  asinDer4DivF4: Float64Array;
}

/**
 * The tables, made at the first sloppyCos or sloppyAsin (a geo distance), not at every start: at module level the
 * 10,000 iterations ran interpreted in the server bundle's top level, 33 ms of each start (a timing marker per
 * module of dist/serve.cjs, median of six), and kept 0.4 MB at idle. Made here they take about a millisecond.
 */
let tables: Tables | undefined;

/** The static initialiser of SloppyMath, step for step. */
function makeTables(): Tables {
  const sinTab = new Float64Array(SIN_COS_TABS_SIZE);
  const cosTab = new Float64Array(SIN_COS_TABS_SIZE);
  const asinTab = new Float64Array(ASIN_TABS_SIZE);
  const asinDer1DivF1Tab = new Float64Array(ASIN_TABS_SIZE);
  const asinDer2DivF2Tab = new Float64Array(ASIN_TABS_SIZE);
  const asinDer3DivF3Tab = new Float64Array(ASIN_TABS_SIZE);
  const asinDer4DivF4Tab = new Float64Array(ASIN_TABS_SIZE);
  const PI_INDEX = (SIN_COS_TABS_SIZE - 1) / 2;
  const PI_MUL_2_INDEX = 2 * PI_INDEX;
  const PI_MUL_0_5_INDEX = PI_INDEX / 2;
  const PI_MUL_1_5_INDEX = (3 * PI_INDEX) / 2;
  for (let i = 0; i < SIN_COS_TABS_SIZE; i++) {
    const angle = i * SIN_COS_DELTA_HI + i * SIN_COS_DELTA_LO;
    let sinAngle = Math.sin(angle);
    let cosAngle = Math.cos(angle);
    if (i === PI_INDEX) sinAngle = 0.0;
    else if (i === PI_MUL_2_INDEX) sinAngle = 0.0;
    else if (i === PI_MUL_0_5_INDEX) cosAngle = 0.0;
    else if (i === PI_MUL_1_5_INDEX) cosAngle = 0.0;
    sinTab[i] = sinAngle;
    cosTab[i] = cosAngle;
  }
  for (let i = 0; i < ASIN_TABS_SIZE; i++) {
    const x = i * ASIN_DELTA;
    asinTab[i] = Math.asin(x);
    const oneMinusXSqInv = 1.0 / (1 - x * x);
    const oneMinusXSqInv0_5 = Math.sqrt(oneMinusXSqInv);
    const oneMinusXSqInv1_5 = oneMinusXSqInv0_5 * oneMinusXSqInv;
    const oneMinusXSqInv2_5 = oneMinusXSqInv1_5 * oneMinusXSqInv;
    const oneMinusXSqInv3_5 = oneMinusXSqInv2_5 * oneMinusXSqInv;
    asinDer1DivF1Tab[i] = oneMinusXSqInv0_5;
    asinDer2DivF2Tab[i] = x * oneMinusXSqInv1_5 * ONE_DIV_F2;
    asinDer3DivF3Tab[i] = (1 + 2 * x * x) * oneMinusXSqInv2_5 * ONE_DIV_F3;
    asinDer4DivF4Tab[i] = (5 + 2 * x * (2 + x * (5 - 2 * x))) * oneMinusXSqInv3_5 * ONE_DIV_F4;
  }
  return { sin: sinTab, cos: cosTab, asin: asinTab, asinDer1DivF1: asinDer1DivF1Tab, asinDer2DivF2: asinDer2DivF2Tab, asinDer3DivF3: asinDer3DivF3Tab, asinDer4DivF4: asinDer4DivF4Tab };
}

/** SloppyMath.cos: the table's neighbour plus a fourth-order Taylor step (error about 1e-15). */
export function sloppyCos(a: number): number {
  if (a < 0.0) a = -a;
  if (a > SIN_COS_MAX_VALUE_FOR_INT_MODULO) return Math.cos(a);
  // (int) truncation of a non-negative double below 2^31.
  let index = Math.trunc(a * SIN_COS_INDEXER + 0.5);
  const delta = a - index * SIN_COS_DELTA_HI - index * SIN_COS_DELTA_LO;
  index &= SIN_COS_TABS_SIZE - 2;
  const t = (tables ??= makeTables());
  const indexCos = t.cos[index]!;
  const indexSin = t.sin[index]!;
  return indexCos + delta * (-indexSin + delta * (-indexCos * ONE_DIV_F2 + delta * (indexSin * ONE_DIV_F3 + delta * indexCos * ONE_DIV_F4)));
}

/** SloppyMath.asin: tables below sin(73°), fdlibm's rational approximation above. */
export function sloppyAsin(a: number): number {
  let negate = false;
  if (a < 0.0) {
    a = -a;
    negate = true;
  }
  if (a <= ASIN_MAX_VALUE_FOR_TABS) {
    const index = Math.trunc(a * ASIN_INDEXER + 0.5);
    const delta = a - index * ASIN_DELTA;
    const t = (tables ??= makeTables());
    const result =
      t.asin[index]! + delta * (t.asinDer1DivF1[index]! + delta * (t.asinDer2DivF2[index]! + delta * (t.asinDer3DivF3[index]! + delta * t.asinDer4DivF4[index]!)));
    return negate ? -result : result;
  }
  if (a < 1.0) {
    const t = (1.0 - a) * 0.5;
    const p = t * (ASIN_PS0 + t * (ASIN_PS1 + t * (ASIN_PS2 + t * (ASIN_PS3 + t * (ASIN_PS4 + t * ASIN_PS5)))));
    const q = 1.0 + t * (ASIN_QS1 + t * (ASIN_QS2 + t * (ASIN_QS3 + t * ASIN_QS4)));
    const s = Math.sqrt(t);
    const z = s + s * (p / q);
    const result = ASIN_PIO2_HI - (z + z - ASIN_PIO2_LO);
    return negate ? -result : result;
  }
  if (a === 1.0) return negate ? -Math.PI / 2 : Math.PI / 2;
  return NaN;
}

/** Java's Math.toRadians (angdeg × DEGREES_TO_RADIANS). */
const toRadians = (deg: number): number => deg * 0.017453292519943295;

/** SloppyMath.haversinSortKey: compares as the distance does; its low three mantissa bits cleared. */
export function haversinSortKey(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x1 = toRadians(lat1);
  const x2 = toRadians(lat2);
  const h1 = 1 - sloppyCos(x1 - x2);
  const h2 = 1 - sloppyCos(toRadians(lon1 - lon2));
  const h = h1 + sloppyCos(x1) * sloppyCos(x2) * h2;
  BITS.setFloat64(0, h);
  BITS.setUint32(4, BITS.getUint32(4) & 0xfffffff8);
  return BITS.getFloat64(0);
}

/** SloppyMath.haversinMeters(sortKey): the distance in meters of a sort key. */
export function haversinMetersOfKey(sortKey: number): number {
  return TO_METERS * 2 * sloppyAsin(Math.min(1, Math.sqrt(sortKey * 0.5)));
}

/** SloppyMath.haversinMeters: the haversine distance in meters between two points in degrees. */
export function haversinMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return haversinMetersOfKey(haversinSortKey(lat1, lon1, lat2, lon2));
}

/**
 * Lucene's GeoUtils.distanceQuerySortKey: the smallest sort key whose distance reaches `radius` (a binary
 * search over the non-negative doubles' bits), so a point is within the radius of a distance query when
 * its haversinSortKey is at most this key.
 */
export function distanceQuerySortKey(radius: number): number {
  const infinite = haversinMetersOfKey(Number.MAX_VALUE);
  if (radius >= infinite) return infinite;
  const bits = new DataView(new ArrayBuffer(8));
  const asDouble = (b: bigint): number => {
    bits.setBigUint64(0, b);
    return bits.getFloat64(0);
  };
  bits.setFloat64(0, Number.MAX_VALUE);
  let lo = 0n;
  let hi = bits.getBigUint64(0);
  while (lo <= hi) {
    const mid = (lo + hi) >> 1n;
    const key = asDouble(mid);
    const midRadius = haversinMetersOfKey(key);
    if (midRadius === radius) return key;
    if (midRadius > radius) hi = mid - 1n;
    else lo = mid + 1n;
  }
  return asDouble(lo);
}
