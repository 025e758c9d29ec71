/**
 * Scroll ids in ES's own wire format (`TransportSearchHelper.buildScrollId`): URL-safe base64 (padded) of a
 * Lucene-style stream: [`include_context_uuid`] (ES ≥ 7.x), the search type, a vint count, then per shard
 * [session uuid], a big-endian long context id and the node id. Deterministic: ids come from
 * `state.counters.scroll`, the session and node ids are fixed.
 */
import { base64url, unbase64url } from '../base64url.ts';

/** The node id printed in shard failures and encoded in scroll ids (a fixed, ES-shaped 22-char id). */
export const NODE_ID = 'c2ltdWxhdG9yLW5vZGUtMA';

const SESSION_ID = 'c2NoZW1hLXNpbXVsYXRvcg';
const WITH_UUID = 'include_context_uuid';

export interface ParsedScrollId {
  type: string;
  /** The per-shard context ids, in order. */
  ids: number[];
}

function writeVInt(out: number[], n: number): void {
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
}

function writeString(out: number[], s: string): void {
  const bytes = new TextEncoder().encode(s);
  writeVInt(out, bytes.length);
  for (const b of bytes) out.push(b);
}

function writeLong(out: number[], n: number): void {
  const hi = Math.floor(n / 2 ** 32);
  const lo = n >>> 0;
  out.push((hi >>> 24) & 0xff, (hi >>> 16) & 0xff, (hi >>> 8) & 0xff, hi & 0xff, lo >>> 24, (lo >>> 16) & 0xff, (lo >>> 8) & 0xff, lo & 0xff);
}

/** Encodes per-shard context ids; `withUuid` selects the ES ≥ 7.x layout. */
export function encodeScrollId(ids: number[], withUuid: boolean): string {
  const out: number[] = [];
  if (withUuid) writeString(out, WITH_UUID);
  writeString(out, ids.length === 1 ? 'queryAndFetch' : 'queryThenFetch');
  writeVInt(out, ids.length);
  for (const id of ids) {
    if (withUuid) writeString(out, SESSION_ID);
    writeLong(out, id);
    writeString(out, NODE_ID);
  }
  return base64url(out, true);
}

class Reader {
  i = 0;
  constructor(readonly b: number[]) {}
  need(n: number): void {
    if (this.i + n > this.b.length) throw new RangeError('short');
  }
  vint(): number {
    let n = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      this.need(1);
      const x = this.b[this.i++];
      n |= (x & 0x7f) << shift;
      if ((x & 0x80) === 0) return n >>> 0;
    }
    throw new RangeError('vint');
  }
  string(): string {
    const len = this.vint();
    this.need(len);
    const s = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(this.b.slice(this.i, this.i + len)));
    this.i += len;
    return s;
  }
  long(): number {
    this.need(8);
    let hi = 0;
    let lo = 0;
    for (let k = 0; k < 4; k++) hi = hi * 256 + this.b[this.i++];
    for (let k = 0; k < 4; k++) lo = lo * 256 + this.b[this.i++];
    return (hi >= 2 ** 31 ? hi - 2 ** 32 : hi) * 2 ** 32 + lo;
  }
}

/** Decodes a scroll id (either layout), or null when ES would answer `Cannot parse scroll id`. */
export function parseScrollId(id: string): ParsedScrollId | null {
  const bytes = unbase64url(id);
  if (!bytes || bytes.length === 0) return null;
  try {
    const r = new Reader(bytes);
    let type = r.string();
    const withUuid = type === WITH_UUID;
    if (withUuid) type = r.string();
    const n = r.vint();
    if (n > bytes.length) return null;
    const ids: number[] = [];
    for (let k = 0; k < n; k++) {
      if (withUuid) r.string();
      ids.push(r.long());
      r.string();
    }
    if (r.i !== bytes.length) return null;
    return { type, ids };
  } catch {
    return null;
  }
}
