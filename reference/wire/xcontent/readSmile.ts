/**
 * A request body sent in Smile (`Content-Type: application/smile`), read as Jackson's SmileParser reads it and
 * given to the handlers as the JSON text ES would print for it (see readCbor.ts for the numbers). The header
 * `:)\n` and its flags byte (shared names, shared string values, raw binary) are required; back references
 * to names and values follow the tables SmileGenerator keeps (1,024 entries each, cleared when full; smile.ts
 * writes the same). For `_bulk` and `_msearch` a body is several documents, each ended by 0xFF (Smile's
 * stream separator, which no token uses): `smileStreamToJsonLines` splits on it as BulkRequestParser does.
 */
import { javaDoubleToString, javaFloatToString } from '../../core/mapping/javaNumbers.ts';

export class SmileError extends Error {}

const MAX_SHARED = 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One Smile document as JSON text. */
export function smileToJson(bytes: Uint8Array): string {
  if (bytes.length < 4 || bytes[0] !== 0x3a || bytes[1] !== 0x29 || bytes[2] !== 0x0a) {
    throw new SmileError("Input does not start with Smile format header (first byte = 0x3a) -- rather, it starts with '" + (bytes.length > 0 ? String.fromCharCode(bytes[0]!) : '') + "'");
  }
  const flags = bytes[3]!;
  if (flags >> 4 !== 0) throw new SmileError(`Header version number bits (0x${(flags >> 4).toString(16)}) indicate unrecognized version; only 0x0 handled by parser`);
  const sharedNames = (flags & 1) !== 0;
  const sharedValues = (flags & 2) !== 0;
  let i = 4;
  const names: string[] = [];
  const values: string[] = [];
  const u8 = () => {
    if (i >= bytes.length) throw new SmileError('Unexpected end-of-input in Smile content');
    return bytes[i++]!;
  };
  const take = (n: number): Uint8Array => {
    if (i + n > bytes.length) throw new SmileError('Unexpected end-of-input in Smile content');
    const out = bytes.subarray(i, i + n);
    i += n;
    return out;
  };
  const str = (n: number) => utf8.decode(take(n));
  const untilEnd = (): string => {
    const end = bytes.indexOf(0xfc, i);
    if (end < 0) throw new SmileError('Unexpected end-of-input in Smile long text');
    const s = utf8.decode(bytes.subarray(i, end));
    i = end + 1;
    return s;
  };
  const vint = (): bigint => {
    let acc = 0n;
    for (;;) {
      const b = u8();
      if (b & 0x80) return (acc << 6n) | BigInt(b & 0x3f);
      acc = (acc << 7n) | BigInt(b);
    }
  };
  const unzig = (z: bigint) => (z & 1n ? -((z + 1n) >> 1n) : z >> 1n);
  const sevenBitGroups = (count: number): bigint => {
    let acc = 0n;
    for (let k = 0; k < count; k++) acc = (acc << 7n) | BigInt(u8() & 0x7f);
    return acc;
  };
  /** _read7BitBinaryWithLength: raw bytes packed 7 bits a byte. */
  const sevenBitBytes = (n: number): Uint8Array => {
    const out = new Uint8Array(n);
    let o = 0;
    for (; o + 7 <= n; o += 7) {
      let acc = sevenBitGroups(8);
      for (let k = 6; k >= 0; k--) {
        out[o + k] = Number(acc & 0xffn);
        acc >>= 8n;
      }
    }
    const left = n - o;
    if (left > 0) {
      const bits = left * 8;
      const full = Math.floor(bits / 7);
      let acc = sevenBitGroups(full);
      const rest = bits - full * 7;
      if (rest > 0) acc = (acc << BigInt(rest)) | BigInt(u8() & ((1 << rest) - 1));
      for (let k = left - 1; k >= 0; k--) {
        out[o + k] = Number(acc & 0xffn);
        acc >>= 8n;
      }
    }
    return out;
  };
  const addName = (s: string) => {
    if (!sharedNames) return;
    if (names.length === MAX_SHARED) names.length = 0;
    names.push(s);
  };
  const addValue = (s: string) => {
    if (!sharedValues) return;
    if (values.length === MAX_SHARED) values.length = 0;
    values.push(s);
  };
  const sharedName = (ix: number): string => {
    const s = names[ix];
    if (s === undefined) throw new SmileError(`Invalid shared name reference ${ix}; only got ${names.length} names in buffer`);
    return s;
  };
  const sharedValue = (ix: number): string => {
    const s = values[ix];
    if (s === undefined) throw new SmileError(`Invalid shared text value reference ${ix}; only got ${values.length} names in buffer`);
    return s;
  };
  const key = (b: number): string => {
    if (b === 0x20) return '';
    if (b >= 0x30 && b <= 0x33) return sharedName(((b & 3) << 8) | u8());
    if (b === 0x34) {
      const s = untilEnd();
      addName(s);
      return s;
    }
    if (b >= 0x40 && b <= 0x7f) return sharedName(b & 0x3f);
    if (b >= 0x80 && b <= 0xbf) {
      const s = str((b & 0x3f) + 1);
      addName(s);
      return s;
    }
    if (b >= 0xc0 && b <= 0xf7) {
      const s = str((b & 0x3f) + 2);
      addName(s);
      return s;
    }
    throw new SmileError(`Invalid type marker byte 0x${b.toString(16)} for expected field name (or END_OBJECT marker)`);
  };
  const value = (b: number): string => {
    if (b <= 0x1f) return JSON.stringify(sharedValue(b));
    if (b === 0x20) return '""';
    if (b === 0x21) return 'null';
    if (b === 0x22) return 'false';
    if (b === 0x23) return 'true';
    if (b === 0x24 || b === 0x25) return unzig(vint()).toString();
    if (b === 0x26) {
      return signedBigInteger(sevenBitBytes(Number(vint()))).toString();
    }
    if (b === 0x28) {
      const bits = Number(sevenBitGroups(5) & 0xffffffffn);
      const v = new DataView(new ArrayBuffer(4));
      v.setUint32(0, bits);
      return finite(v.getFloat32(0), javaFloatToString);
    }
    if (b === 0x29) {
      const bits = sevenBitGroups(10) & 0xffffffffffffffffn;
      const v = new DataView(new ArrayBuffer(8));
      v.setBigUint64(0, bits);
      return finite(v.getFloat64(0), javaDoubleToString);
    }
    if (b === 0x2a) {
      const scale = Number(unzig(vint()));
      return javaDoubleToString(Number(signedBigInteger(sevenBitBytes(Number(vint())))) / 10 ** scale);
    }
    if (b >= 0x40 && b <= 0x5f) return shortText(str((b & 0x1f) + 1));
    if (b >= 0x60 && b <= 0x7f) return shortText(str((b & 0x1f) + 33));
    if (b >= 0x80 && b <= 0x9f) return shortText(str((b & 0x1f) + 2));
    if (b >= 0xa0 && b <= 0xbf) return shortText(str((b & 0x1f) + 34));
    if (b >= 0xc0 && b <= 0xdf) return unzig(BigInt(b & 0x1f)).toString();
    if (b === 0xe0 || b === 0xe4) return JSON.stringify(untilEnd());
    if (b === 0xe8) return JSON.stringify(Buffer.from(sevenBitBytes(Number(vint()))).toString('base64'));
    if (b >= 0xec && b <= 0xef) return JSON.stringify(sharedValue(((b & 3) << 8) | u8()));
    if (b === 0xfd) return JSON.stringify(Buffer.from(take(Number(vint()))).toString('base64'));
    if (b === 0xf8) {
      const items: string[] = [];
      for (let c = u8(); c !== 0xf9; c = u8()) items.push(value(c));
      return '[' + items.join(',') + ']';
    }
    if (b === 0xfa) {
      const members: string[] = [];
      for (let c = u8(); c !== 0xfb; c = u8()) {
        const k = key(c);
        members.push(JSON.stringify(k) + ':' + value(u8()));
      }
      return '{' + members.join(',') + '}';
    }
    throw new SmileError(`Invalid type marker byte 0x${b.toString(16)} for expected value token`);
  };
  const shortText = (s: string) => {
    addValue(s);
    return JSON.stringify(s);
  };
  const out = value(u8());
  if (i < bytes.length && bytes[i] !== 0xff) throw new SmileError('Unexpected content after the Smile document');
  return out;
}

/** BigInteger(byte[]): big-endian two's complement, as BigInteger.toByteArray wrote it. */
function signedBigInteger(data: Uint8Array): bigint {
  let n = 0n;
  for (const x of data) n = (n << 8n) | BigInt(x);
  return data.length > 0 && data[0]! & 0x80 ? n - (1n << BigInt(data.length * 8)) : n;
}

function finite(v: number, print: (v: number) => string): string {
  if (!Number.isFinite(v)) throw new SmileError('Non-finite floating point number in Smile content');
  return print(v);
}

/** A Smile stream (documents each ended by 0xFF) as JSON lines, for the bulk and multi-search APIs. */
export function smileStreamToJsonLines(bytes: Uint8Array): string {
  const lines: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0xff, start);
    if (end < 0) end = bytes.length;
    if (end > start) lines.push(smileToJson(bytes.subarray(start, end)));
    start = end + 1;
  }
  return lines.map((l) => l + '\n').join('');
}
