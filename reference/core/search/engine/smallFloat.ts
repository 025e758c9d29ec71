/**
 * Lucene's `SmallFloat`: how a field's length is kept in one byte per document (its norm). Lucene 7 on
 * (ES 6+) encodes the length itself in a 4-bit-mantissa float (`intToByte4`); Lucene 6 (ES 5) kept
 * `1/sqrt(length)` as a 3-bit-mantissa float (`floatToByte315`). Scores depend on the quantized length,
 * so these are exact ports.
 */

/** `SmallFloat.longToInt4`: a non-negative integer as 4 bits of mantissa and the rest exponent. */
function longToInt4(i: number): number {
  const numBits = i === 0 ? 0 : 32 - Math.clz32(i);
  if (numBits < 4) return i; // subnormal
  const shift = numBits - 4;
  let encoded = i >>> shift; // the 4 most significant bits
  encoded &= 0x07; // the leading bit is implicit
  encoded |= (shift + 1) << 3; // 0 is reserved for subnormal values
  return encoded;
}

/** `SmallFloat.int4ToLong`. */
function int4ToLong(i: number): number {
  const bits = i & 0x07;
  const shift = (i >>> 3) - 1;
  return shift === -1 ? bits : (bits | 0x08) * 2 ** shift;
}

const MAX_INT4 = longToInt4(0x7fffffff);
const NUM_FREE_VALUES = 255 - MAX_INT4;

/** `SmallFloat.intToByte4`: a length (≥ 0) as its norm byte (0–255). Lengths below 24 are exact. */
export function intToByte4(i: number): number {
  if (i < NUM_FREE_VALUES) return i;
  return NUM_FREE_VALUES + longToInt4(i - NUM_FREE_VALUES);
}

/** `SmallFloat.byte4ToInt`: the length a norm byte stands for. */
export function byte4ToInt(b: number): number {
  const i = b & 0xff;
  if (i < NUM_FREE_VALUES) return i;
  return NUM_FREE_VALUES + int4ToLong(i - NUM_FREE_VALUES);
}

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);

/** `SmallFloat.floatToByte(f, 3, 15)` (Lucene 6 norms): a float as one byte, 3 mantissa bits, zero exponent 15. */
export function floatToByte315(f: number): number {
  f32[0] = f;
  const bits = i32[0]!;
  let smallfloat = bits >> (24 - 3);
  if (smallfloat <= ((63 - 15) << 3)) return bits <= 0 ? 0 : 1;
  if (smallfloat >= ((63 - 15) << 3) + 0x100) return 255;
  smallfloat -= (63 - 15) << 3;
  return smallfloat & 0xff;
}

/** `SmallFloat.byte315ToFloat`. */
export function byte315ToFloat(b: number): number {
  if ((b & 0xff) === 0) return 0;
  let bits = ((b & 0xff) << (24 - 3)) >>> 0;
  bits += (63 - 15) << 24;
  i32[0] = bits | 0;
  return f32[0]!;
}
