/**
 * A JSON response as Elasticsearch writes it in Smile (`format=smile`, `Accept: application/smile`):
 * Jackson's SmileGenerator as ES's SmileXContent configures it, byte for byte. The header `:)\n` and a
 * flags byte 0x05 (version 0, shared names on, raw binary allowed: ES turns ENCODE_BINARY_AS_7BIT off);
 * shared property names (back references to the last 1,024 names, the table cleared when full), no shared
 * string values, no end marker. Token bytes from the Smile format specification
 * (FasterXML/smile-format-specification) and SmileConstants.
 */
import { Bytes, bigIntegerBytes, doubleBits, numberKind, walkJson } from './jsonEvents.ts';

const UTF8 = new TextEncoder();
/** SmileGenerator: names and values whose UTF-8 fits these take the short forms. */
const MAX_SHORT_VALUE_STRING_BYTES = 64;
const MAX_SHORT_NAME_ASCII_BYTES = 64;
const MAX_SHORT_NAME_UNICODE_BYTES = 56;
const MAX_SHORT_NAME_ANY_BYTES = 64;
const MAX_SHARED_NAMES = 1024;
/** SmileGenerator's output buffer, which decides how a long text is declared. */
const OUTPUT_BUFFER = 16000;

/** ZigZag, as SmileUtil.zigzagEncode does for ints and longs. */
const zigzag = (n: bigint): bigint => (n < 0n ? (-n << 1n) - 1n : n << 1n);

/** Smile's VInt: 7 bits a byte, the last byte 6 bits with 0x80 set. */
function vint(out: Bytes, v: bigint): void {
  const groups: number[] = [Number(v & 0x3fn) | 0x80];
  let rest = v >> 6n;
  while (rest > 0n) {
    groups.unshift(Number(rest & 0x7fn));
    rest >>= 7n;
  }
  for (const g of groups) out.push(g);
}

/** Raw bytes as 7-bit groups (SmileGenerator._write7BitBinaryWithLength after the length). */
function sevenBit(out: Bytes, data: Uint8Array): void {
  let i = 0;
  for (; i + 7 <= data.length; i += 7) {
    let acc = 0n;
    for (let j = 0; j < 7; j++) acc = (acc << 8n) | BigInt(data[i + j]!);
    for (let shift = 49n; shift >= 0n; shift -= 7n) out.push(Number((acc >> shift) & 0x7fn));
  }
  const left = data.length - i;
  if (left > 0) {
    let acc = 0n;
    for (let j = 0; j < left; j++) acc = (acc << 8n) | BigInt(data[i + j]!);
    const bits = BigInt(left * 8);
    // Full 7-bit groups first, then the remaining low bits as they are.
    let remaining = bits;
    while (remaining >= 7n) {
      remaining -= 7n;
      out.push(Number((acc >> remaining) & 0x7fn));
    }
    if (remaining > 0n) out.push(Number(acc & ((1n << remaining) - 1n)));
  }
}

function number(out: Bytes, lexeme: string): void {
  const kind = numberKind(lexeme);
  if (kind === 'double') {
    out.push(0x29);
    const bits = doubleBits(lexeme);
    for (let shift = 63n; shift >= 0n; shift -= 7n) out.push(Number((bits >> shift) & 0x7fn));
    return;
  }
  const n = BigInt(lexeme);
  if (kind === 'int') {
    const z = zigzag(n);
    if (z <= 0x1fn) return out.push(0xc0 + Number(z));
    out.push(0x24);
    return vint(out, z);
  }
  if (kind === 'long') {
    out.push(0x25);
    return vint(out, zigzag(n));
  }
  out.push(0x26);
  const data = bigIntegerBytes(n);
  vint(out, BigInt(data.length));
  sevenBit(out, data);
}

function value(out: Bytes, s: string): void {
  if (s.length === 0) return out.push(0x20);
  const bytes = UTF8.encode(s);
  const ascii = bytes.length === s.length;
  if (bytes.length <= MAX_SHORT_VALUE_STRING_BYTES) {
    out.push(ascii ? 0x40 - 1 + bytes.length : 0x80 - 2 + bytes.length);
    return out.append(bytes);
  }
  // _writeNonSharedString: a text that might not fit the 16,000-byte output buffer once encoded (3 bytes a
  // char, and two more) is declared Unicode before it is looked at, ASCII or not.
  out.push(ascii && s.length * 3 + 2 <= OUTPUT_BUFFER ? 0xe0 : 0xe4);
  out.append(bytes);
  out.push(0xfc);
}

/** The names seen so far, for back references, as SmileGenerator keeps them. */
class SeenNames {
  private readonly index = new Map<string, number>();

  find(name: string): number | undefined {
    return this.index.get(name);
  }

  add(name: string): void {
    if (this.index.size === MAX_SHARED_NAMES) this.index.clear();
    if (!this.index.has(name)) this.index.set(name, this.index.size);
  }
}

function key(out: Bytes, seen: SeenNames, name: string): void {
  if (name.length === 0) return out.push(0x20);
  const ix = seen.find(name);
  if (ix !== undefined) {
    if (ix < 64) out.push(0x40 + ix);
    else {
      out.push(0x30 + (ix >> 8));
      out.push(ix & 0xff);
    }
    return;
  }
  const bytes = UTF8.encode(name);
  const ascii = bytes.length === name.length;
  if (name.length > MAX_SHORT_NAME_ANY_BYTES) {
    out.push(0x34);
    out.append(bytes);
    out.push(0xfc);
  } else if (ascii && bytes.length <= MAX_SHORT_NAME_ASCII_BYTES) {
    out.push(0x80 - 1 + bytes.length);
    out.append(bytes);
  } else if (!ascii && bytes.length <= MAX_SHORT_NAME_UNICODE_BYTES) {
    out.push(0xc0 - 2 + bytes.length);
    out.append(bytes);
  } else {
    out.push(0x34);
    out.append(bytes);
    out.push(0xfc);
  }
  seen.add(name);
}

/** The Smile bytes ES sends for a JSON response text. */
export function jsonToSmile(json: string): Uint8Array {
  const out = new Bytes();
  for (const b of [0x3a, 0x29, 0x0a, 0x05]) out.push(b);
  const seen = new SeenNames();
  walkJson(json, {
    startObject: () => out.push(0xfa),
    endObject: () => out.push(0xfb),
    startArray: () => out.push(0xf8),
    endArray: () => out.push(0xf9),
    key: (k) => key(out, seen, k),
    string: (s) => value(out, s),
    number: (l) => number(out, l),
    bool: (b) => out.push(b ? 0x23 : 0x22),
    null: () => out.push(0x21),
  });
  return out.done();
}
