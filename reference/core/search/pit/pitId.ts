/**
 * Point-in-time ids in the distributions' own wire format (`SearchContextId.encode`): URL-safe base64
 * (padded, Java's `Base64.getUrlEncoder()`) of a stream: the version (a vint), a vint count of shards, per
 * shard its ShardId (index name, index uuid, vint shard number) and where its reader context lives (node,
 * cluster alias, session id and a big-endian long context id), then the alias filters (none: a vint 0).
 * Deterministic: context numbers come from `state.counters.scroll` (ES numbers scroll and reader
 * contexts from one generator), the session and node ids are fixed.
 */
import { base64url, unbase64url } from '../../base64url.ts';
import { NODE_ID } from '../scrollId.ts';
import type { Profile } from '../../../profiles.ts';

const SESSION_ID = 'c2NoZW1hLXNpbXVsYXRvcg';

/** One shard of a point in time: its index, shard number and reader context number. */
export interface PitShard {
  index: string;
  uuid: string;
  shard: number;
  context: number;
}

function layoutOf(profile: Profile): Profile['pitIdLayout'] {
  return profile.pitIdLayout;
}

/**
 * The version word at the head of an id: the release's Version id (`7170399`), OpenSearch's XOR its mask.
 * (ES ≥ 8.8 writes a transport version there instead; clients treat the id as opaque.)
 */
function versionWord(profile: Profile): number {
  const [maj = 0, min = 0, patch = 0] = profile.version.number.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const legacy = maj * 1_000_000 + min * 10_000 + patch * 100 + 99;
  return profile.pitIdLayout === 'os' ? (legacy ^ 0x08000000) >>> 0 : legacy;
}

class Writer {
  readonly out: number[] = [];
  vint(n: number): void {
    let v = n >>> 0;
    while (v > 0x7f) {
      this.out.push((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    this.out.push(v);
  }
  string(s: string): void {
    const bytes = new TextEncoder().encode(s);
    this.vint(bytes.length);
    for (const b of bytes) this.out.push(b);
  }
  optString(s: string | undefined): void {
    this.out.push(s === undefined ? 0 : 1);
    if (s !== undefined) this.string(s);
  }
  long(n: number): void {
    const hi = Math.floor(n / 2 ** 32);
    const lo = n >>> 0;
    this.out.push((hi >>> 24) & 0xff, (hi >>> 16) & 0xff, (hi >>> 8) & 0xff, hi & 0xff, lo >>> 24, (lo >>> 16) & 0xff, (lo >>> 8) & 0xff, lo & 0xff);
  }
}

/** Encodes the shards of a point in time as the profile's distribution does. */
export function encodePitId(shards: readonly PitShard[], profile: Profile): string {
  const layout = layoutOf(profile);
  const w = new Writer();
  w.vint(versionWord(profile));
  w.vint(shards.length);
  for (const s of shards) {
    w.string(s.index);
    w.string(s.uuid);
    w.vint(s.shard);
    if (layout === 'es8') {
      w.optString(NODE_ID);
      w.optString(undefined);
      w.out.push(1);
      w.string(SESSION_ID);
      w.long(s.context);
      w.optString(undefined); // searcher id
    } else {
      w.string(NODE_ID);
      w.string(SESSION_ID);
      w.long(s.context);
      if (layout === 'es7') w.optString(undefined); // searcher id (7.12+)
      w.optString(undefined); // cluster alias
    }
  }
  w.vint(0); // alias filters
  return base64url(w.out, true);
}

class Reader {
  i = 0;
  constructor(readonly b: number[]) {}
  need(n: number): void {
    if (this.i + n > this.b.length) throw new RangeError('short');
  }
  byte(): number {
    this.need(1);
    return this.b[this.i++]!;
  }
  vint(): number {
    let n = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const x = this.byte();
      n += (x & 0x7f) * 2 ** shift;
      if ((x & 0x80) === 0) return n;
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
  optString(): string | undefined {
    const present = this.byte();
    if (present > 1) throw new RangeError('bool');
    return present === 1 ? this.string() : undefined;
  }
  long(): number {
    this.need(8);
    let hi = 0;
    let lo = 0;
    for (let k = 0; k < 4; k++) hi = hi * 256 + this.b[this.i++]!;
    for (let k = 0; k < 4; k++) lo = lo * 256 + this.b[this.i++]!;
    return (hi >= 2 ** 31 ? hi - 2 ** 32 : hi) * 2 ** 32 + lo;
  }
}

/** Why an id does not decode: not base64 (Java's decoder message), or bytes that are no id. */
export type PitIdProblem = { kind: 'base64'; reason: string } | { kind: 'stream' };

/** Decodes an id of the profile's layout, or says why it does not decode. */
export function decodePitId(id: string, profile: Profile): PitShard[] | PitIdProblem {
  const bad = /[^A-Za-z0-9_=-]/.exec(id);
  if (bad) return { kind: 'base64', reason: `Illegal base64 character ${bad[0].charCodeAt(0).toString(16)}` };
  const bytes = unbase64url(id);
  if (!bytes) return { kind: 'base64', reason: 'Last unit does not have enough valid bits' };
  const layout = layoutOf(profile);
  try {
    const r = new Reader(bytes);
    r.vint();
    const n = r.vint();
    if (n > bytes.length) return { kind: 'stream' };
    const shards: PitShard[] = [];
    for (let k = 0; k < n; k++) {
      const index = r.string();
      const uuid = r.string();
      const shard = r.vint();
      let context: number;
      if (layout === 'es8') {
        r.optString();
        r.optString();
        if (r.byte() !== 1) return { kind: 'stream' };
        r.string();
        context = r.long();
        r.optString();
      } else {
        r.string();
        r.string();
        context = r.long();
        if (layout === 'es7') r.optString();
        r.optString();
      }
      shards.push({ index, uuid, shard, context });
    }
    if (r.vint() !== 0 || r.i !== bytes.length) return { kind: 'stream' };
    return shards;
  } catch {
    return { kind: 'stream' };
  }
}
