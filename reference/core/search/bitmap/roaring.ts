/**
 * RoaringBitmap's portable serialization (RoaringBitmap.deserialize, the format of the "RoaringFormatSpec"
 * shared by the Java, C and Go libraries), read into the set of 32-bit values it holds. OpenSearch's bitmap
 * terms filter (2.17+) takes such a bitmap, base64-encoded, and matches an `integer` field's values in it.
 *
 * Layout, little-endian: a cookie (12346: no run containers, then a 4-byte container count; or 12347 in the low
 * 16 bits with count - 1 in the high 16, then a bit set marking run containers); per container its high 16 bits
 * and cardinality - 1 (2 bytes each); container offsets (4 bytes each) unless the run cookie and fewer than 4
 * containers; then each container: runs (count, then start and length - 1 pairs), an array (cardinality values
 * of 2 bytes; at most 4096) or a bitmap (1024 words of 64 bits).
 */

const SERIAL_COOKIE_NO_RUNCONTAINER = 12346;
const SERIAL_COOKIE = 12347;
const NO_OFFSET_THRESHOLD = 4;
const ARRAY_MAX = 4096;

/** The values of a serialized bitmap, as Java ints (a value past 2^31 - 1 wraps negative); undefined when the bytes are not one. */
export function decodeRoaring(bytes: Uint8Array): Set<number> | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;
  const u16 = (): number => {
    if (pos + 2 > view.byteLength) throw new RangeError('short');
    const v = view.getUint16(pos, true);
    pos += 2;
    return v;
  };
  const u32 = (): number => {
    if (pos + 4 > view.byteLength) throw new RangeError('short');
    const v = view.getUint32(pos, true);
    pos += 4;
    return v;
  };
  try {
    const cookie = u32();
    let size: number;
    let runs: Uint8Array | undefined;
    if ((cookie & 0xffff) === SERIAL_COOKIE) {
      size = (cookie >>> 16) + 1;
      const n = (size + 7) >>> 3;
      if (pos + n > view.byteLength) return undefined;
      runs = bytes.subarray(pos, pos + n);
      pos += n;
    } else if (cookie === SERIAL_COOKIE_NO_RUNCONTAINER) {
      size = u32();
    } else return undefined;
    if (size > 1 << 16) return undefined;
    const keys: number[] = [];
    const cards: number[] = [];
    for (let i = 0; i < size; i++) {
      keys.push(u16());
      cards.push(u16() + 1);
    }
    const isRun = (i: number): boolean => runs !== undefined && (runs[i >>> 3]! & (1 << (i & 7))) !== 0;
    if (runs === undefined || size >= NO_OFFSET_THRESHOLD) pos += 4 * size;
    const out = new Set<number>();
    for (let i = 0; i < size; i++) {
      const high = keys[i]! << 16;
      if (isRun(i)) {
        const n = u16();
        for (let r = 0; r < n; r++) {
          const start = u16();
          const len = u16();
          for (let v = start; v <= start + len; v++) out.add(high | v);
        }
      } else if (cards[i]! <= ARRAY_MAX) {
        for (let c = 0; c < cards[i]!; c++) out.add(high | u16());
      } else {
        for (let w = 0; w < 2048; w++) {
          const word = u32();
          for (let b = 0; b < 32; b++) if ((word >>> b) & 1) out.add(high | ((w << 5) + b));
        }
      }
    }
    return out;
  } catch (err) {
    if (err instanceof RangeError) return undefined;
    throw err;
  }
}
