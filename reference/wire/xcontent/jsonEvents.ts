/**
 * Walks JSON text as a stream of events, keeping each number's lexeme: a binary XContent writer needs to
 * know what Jackson's JSON parser would report (an integer of int, long or big size, or a double), which
 * JSON.parse forgets (`1.0` and `1` are one JS number). The text is the simulator's own output, valid JSON.
 */

/** What a binary writer is told, in document order. */
export interface JsonSink {
  startObject(): void;
  endObject(): void;
  startArray(): void;
  endArray(): void;
  key(name: string): void;
  string(value: string): void;
  /** A number as written: an integer lexeme (`-12`), or one with a fraction or exponent (a double). */
  number(lexeme: string): void;
  bool(value: boolean): void;
  null(): void;
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Feeds every event of one JSON text to a sink; throws on text that is not JSON (a bug: callers pass encodeJson's output). */
export function walkJson(text: string, sink: JsonSink): void {
  let i = 0;
  const skip = () => {
    while (i < text.length && WS.has(text.charCodeAt(i))) i++;
  };
  const str = (): string => {
    // The string's JSON text, decoded by JSON.parse (escapes and all).
    const start = i;
    i++;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x5c) i += 2;
      else if (c === 0x22) break;
      else if (Number.isNaN(c)) throw new Error('unterminated string');
      else i++;
    }
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): void => {
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      sink.startObject();
      skip();
      if (text[i] === '}') {
        i++;
        sink.endObject();
        return;
      }
      for (;;) {
        skip();
        sink.key(str());
        skip();
        if (text[i] !== ':') throw new Error(`expected : at ${i}`);
        i++;
        value();
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] !== '}') throw new Error(`expected } at ${i}`);
        i++;
        sink.endObject();
        return;
      }
    }
    if (c === '[') {
      i++;
      sink.startArray();
      skip();
      if (text[i] === ']') {
        i++;
        sink.endArray();
        return;
      }
      for (;;) {
        value();
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] !== ']') throw new Error(`expected ] at ${i}`);
        i++;
        sink.endArray();
        return;
      }
    }
    if (c === '"') return sink.string(str());
    if (text.startsWith('true', i)) {
      i += 4;
      return sink.bool(true);
    }
    if (text.startsWith('false', i)) {
      i += 5;
      return sink.bool(false);
    }
    if (text.startsWith('null', i)) {
      i += 4;
      return sink.null();
    }
    const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m) throw new Error(`unexpected ${c} at ${i}`);
    i += m[0].length;
    sink.number(m[0]);
  };
  value();
}

/** The kind Jackson's JSON parser gives a number (JsonParser.NumberType), from its lexeme. */
export function numberKind(lexeme: string): 'int' | 'long' | 'big' | 'double' {
  if (/[.eE]/.test(lexeme)) return 'double';
  const n = BigInt(lexeme);
  if (n >= -0x80000000n && n <= 0x7fffffffn) return 'int';
  if (n >= -0x8000000000000000n && n <= 0x7fffffffffffffffn) return 'long';
  return 'big';
}

/** A growable byte buffer. */
export class Bytes {
  private buf = new Uint8Array(256);
  length = 0;

  /** Appends one byte. */
  push(b: number): void {
    if (this.length === this.buf.length) this.grow(1);
    this.buf[this.length++] = b & 0xff;
  }

  /** Appends bytes. */
  append(bytes: Uint8Array): void {
    if (this.length + bytes.length > this.buf.length) this.grow(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** The bytes written. */
  done(): Uint8Array {
    return this.buf.slice(0, this.length);
  }

  private grow(need: number): void {
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + need));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
}

/** The 64 bits of a double, big-endian. */
export function doubleBits(lexeme: string): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Number(lexeme));
  return view.getBigUint64(0);
}

/** BigInteger.toByteArray(): the two's-complement big-endian bytes, shortest with room for the sign. */
export function bigIntegerBytes(n: bigint): Uint8Array {
  const out: number[] = [];
  let v = n;
  for (;;) {
    out.unshift(Number(v & 0xffn));
    v >>= 8n;
    const signBit = (out[0]! & 0x80) !== 0;
    if ((v === 0n && !signBit) || (v === -1n && signBit)) break;
  }
  return Uint8Array.from(out);
}
