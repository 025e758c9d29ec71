/**
 * A request body sent in CBOR (`Content-Type: application/cbor`), read as Jackson's CBORParser reads it and
 * given to the handlers as the JSON text ES would print for it: integers as written (a long past 2^53 and a
 * big integer, tags 2 and 3, exactly), a half or single float as Java prints a float, a double as Java prints
 * a double, byte strings as base64 text (Jackson's VALUE_EMBEDDED_OBJECT, printed so in JSON), `undefined` as
 * null, other tags read through. Definite and indefinite lengths both. Names must be text, as CBORParser asks.
 */
import { javaDoubleToString, javaFloatToString } from '../../core/mapping/javaNumbers.ts';

/** Thrown on bytes that are not one well-formed CBOR value; the message is the parser's complaint. */
export class CborError extends Error {}

export function cborToJson(bytes: Uint8Array): string {
  let i = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (n: number) => {
    if (i + n > bytes.length) throw new CborError('Unexpected end-of-input in CBOR content');
  };
  const u8 = () => {
    need(1);
    return bytes[i++]!;
  };
  /** The argument of a head (its value, or -1 for an indefinite length). */
  const arg = (info: number): bigint => {
    if (info < 24) return BigInt(info);
    if (info === 24) return BigInt(u8());
    if (info === 25) {
      need(2);
      const v = view.getUint16(i);
      i += 2;
      return BigInt(v);
    }
    if (info === 26) {
      need(4);
      const v = view.getUint32(i);
      i += 4;
      return BigInt(v);
    }
    if (info === 27) {
      need(8);
      const v = view.getBigUint64(i);
      i += 8;
      return v;
    }
    if (info === 31) return -1n;
    throw new CborError(`Invalid length for CBOR value: additional information ${info}`);
  };
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const text = (info: number): string => {
    const n = arg(info);
    if (n === -1n) {
      let s = '';
      for (;;) {
        const b = u8();
        if (b === 0xff) return s;
        if (b >> 5 !== 3) throw new CborError('Mismatched chunk in chunked CBOR text');
        s += text(b & 0x1f);
      }
    }
    need(Number(n));
    const s = utf8.decode(bytes.subarray(i, i + Number(n)));
    i += Number(n);
    return s;
  };
  const binary = (info: number): Uint8Array => {
    const n = arg(info);
    if (n === -1n) {
      const parts: Uint8Array[] = [];
      for (;;) {
        const b = u8();
        if (b === 0xff) return Buffer.concat(parts);
        if (b >> 5 !== 2) throw new CborError('Mismatched chunk in chunked CBOR binary');
        parts.push(binary(b & 0x1f));
      }
    }
    need(Number(n));
    const out = bytes.subarray(i, i + Number(n));
    i += Number(n);
    return out;
  };
  const value = (): string => {
    const b = u8();
    const major = b >> 5;
    const info = b & 0x1f;
    switch (major) {
      case 0:
        return arg(info).toString();
      case 1:
        return (-1n - arg(info)).toString();
      case 2:
        return JSON.stringify(Buffer.from(binary(info)).toString('base64'));
      case 3:
        return JSON.stringify(text(info));
      case 4: {
        const n = arg(info);
        const items: string[] = [];
        if (n === -1n) {
          while (bytes[i] !== 0xff) items.push(value());
          i++;
        } else for (let k = 0n; k < n; k++) items.push(value());
        return '[' + items.join(',') + ']';
      }
      case 5: {
        const n = arg(info);
        const members: string[] = [];
        const member = () => {
          const h = u8();
          if (h >> 5 !== 3) throw new CborError('Unsupported CBOR map key: only text names are accepted');
          members.push(JSON.stringify(text(h & 0x1f)) + ':' + value());
        };
        if (n === -1n) {
          while (bytes[i] !== 0xff) member();
          i++;
        } else for (let k = 0n; k < n; k++) member();
        return '{' + members.join(',') + '}';
      }
      case 6: {
        const tag = arg(info);
        if (tag === 2n || tag === 3n) {
          const h = u8();
          if (h >> 5 !== 2) throw new CborError('Bignum tag not followed by a byte string');
          const data = binary(h & 0x1f);
          let n = 0n;
          for (const x of data) n = (n << 8n) | BigInt(x);
          // CBORParser negates the magnitude for tag 3 (as CBORGenerator writes it; see cbor.ts).
          return (tag === 3n ? -n : n).toString();
        }
        return value();
      }
      default: {
        if (info === 20) return 'false';
        if (info === 21) return 'true';
        if (info === 22 || info === 23) return 'null';
        if (info === 25) {
          need(2);
          const h = view.getUint16(i);
          i += 2;
          return javaFloatToString(half(h));
        }
        if (info === 26) {
          need(4);
          const f = view.getFloat32(i);
          i += 4;
          return Number.isFinite(f) ? javaFloatToString(f) : nonFinite();
        }
        if (info === 27) {
          need(8);
          const d = view.getFloat64(i);
          i += 8;
          return Number.isFinite(d) ? javaDoubleToString(d) : nonFinite();
        }
        if (info === 24) {
          u8();
          return 'null';
        }
        throw new CborError(`Invalid CBOR value token (first byte): 0x${b.toString(16)}`);
      }
    }
  };
  const out = value();
  return out;
}

/** A NaN or an infinity has no JSON text: refused as a body cannot carry it in JSON either. */
function nonFinite(): never {
  throw new CborError('Non-finite floating point number in CBOR content');
}

/** IEEE 754 binary16. */
function half(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 31) return nonFinite();
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}
