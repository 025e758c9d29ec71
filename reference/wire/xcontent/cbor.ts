/**
 * A JSON response as Elasticsearch writes it in CBOR (`format=cbor`, `Accept: application/cbor`):
 * Jackson's CBORGenerator as ES's CborXContent configures it, byte for byte. Objects and arrays have
 * indefinite length (0xBF … 0xFF, 0x9F … 0xFF: XContentBuilder never gives a size); text up to 23 chars
 * takes its length in the head byte only below 23 bytes, up to 255 chars a 1-byte length below 255 bytes,
 * then a 2-byte length, and past 3,996 chars it is chunked (CBORGenerator._writeString); integers are
 * minimal while they fit an int, 8 bytes as a long; fractions are doubles (0xFB).
 */
import { Bytes, bigIntegerBytes, doubleBits, numberKind, walkJson } from './jsonEvents.ts';

const UTF8 = new TextEncoder();
const MAX_LONG_STRING_CHARS = 3996;

/** CBORGenerator._writeLengthMarker: a major type's head with the shortest length field. */
function head(out: Bytes, major: number, n: number): void {
  if (n < 24) out.push(major + n);
  else if (n <= 0xff) {
    out.push(major + 24);
    out.push(n);
  } else if (n <= 0xffff) {
    out.push(major + 25);
    out.push(n >> 8);
    out.push(n);
  } else {
    out.push(major + 26);
    out.push(n >>> 24);
    out.push(n >> 16);
    out.push(n >> 8);
    out.push(n);
  }
}

/** One definite text chunk as _writeString sizes it by chars, then by bytes. */
function text(out: Bytes, s: string): void {
  const bytes = UTF8.encode(s);
  const n = bytes.length;
  if (s.length <= 23 && n < 23) out.push(0x60 + n);
  else if (s.length <= 255 && n < 255) {
    out.push(0x78);
    out.push(n);
  } else {
    out.push(0x79);
    out.push(n >> 8);
    out.push(n);
  }
  out.append(bytes);
}

function string(out: Bytes, s: string): void {
  if (s.length === 0) return out.push(0x60);
  if (s.length <= MAX_LONG_STRING_CHARS) return text(out, s);
  out.push(0x7f);
  let i = 0;
  for (; s.length - i > MAX_LONG_STRING_CHARS; i += MAX_LONG_STRING_CHARS) text(out, s.slice(i, i + MAX_LONG_STRING_CHARS));
  if (i < s.length) text(out, s.slice(i));
  out.push(0xff);
}

function number(out: Bytes, lexeme: string): void {
  const kind = numberKind(lexeme);
  if (kind === 'double') {
    out.push(0xfb);
    const bits = doubleBits(lexeme);
    for (let shift = 56n; shift >= 0n; shift -= 8n) out.push(Number((bits >> shift) & 0xffn));
    return;
  }
  const n = BigInt(lexeme);
  if (kind === 'int') {
    const v = Number(n);
    return v < 0 ? head(out, 0x20, -1 - v) : head(out, 0x00, v);
  }
  if (kind === 'long') {
    out.push(n < 0n ? 0x3b : 0x1b);
    const u = n < 0n ? -1n - n : n;
    for (let shift = 56n; shift >= 0n; shift -= 8n) out.push(Number((u >> shift) & 0xffn));
    return;
  }
  // BigInteger: tag 2, or tag 3 over the negated value (CBORGenerator._write negates, where RFC 8949 says
  // -1-n: a decoder following the RFC reads -2^63-1 as -2^63-2), over BigInteger.toByteArray().
  out.push(n < 0n ? 0xc3 : 0xc2);
  const data = bigIntegerBytes(n < 0n ? -n : n);
  head(out, 0x40, data.length);
  out.append(data);
}

/** The CBOR bytes ES sends for a JSON response text. */
export function jsonToCbor(json: string): Uint8Array {
  const out = new Bytes();
  walkJson(json, {
    startObject: () => out.push(0xbf),
    endObject: () => out.push(0xff),
    startArray: () => out.push(0x9f),
    endArray: () => out.push(0xff),
    key: (k) => string(out, k),
    string: (s) => string(out, s),
    number: (l) => number(out, l),
    bool: (b) => out.push(b ? 0xf5 : 0xf4),
    null: () => out.push(0xf6),
  });
  return out.done();
}
