/**
 * Reads a `journal.log` written by earlier versions of `--data` (one line per request: a CRC-32 in hex,
 * a space, JSON; the first line a header), so a directory kept with them is carried over: its
 * requests are replayed as those versions replayed them, then the state is written as a snapshot.
 * Unlike those versions, what a damaged line makes unreadable is reported, not dropped silently.
 */
import type { WireRequest } from '../wire/wire.ts';
import { crc32 } from './crc32.ts';

interface LegacyHeader {
  v: 1;
  profile: string;
  seed: number;
  maxBodyBytes: number;
  destructiveRequiresName: boolean;
}

export interface LegacyJournal {
  header: LegacyHeader;
  records: Array<{ t: number; req: WireRequest }>;
  /** Bytes from the first unreadable line on (a torn or damaged line ended those versions' replay too). */
  ignoredBytes: number;
  ignoredAt: number;
}

function decodeLine(line: string): unknown {
  if (line.indexOf(' ') !== 8) return undefined;
  const json = line.slice(9);
  if (crc32(Buffer.from(json)).toString(16).padStart(8, '0') !== line.slice(0, 8)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

interface StoredV1 {
  m: string;
  p: string;
  q: Record<string, string>;
  h: Record<string, string>;
  body?: { s?: string; b?: string };
}

/** Parses the file's bytes; undefined when its first line is not such a header. */
export function readLegacyJournal(buf: Buffer): LegacyJournal | undefined {
  const text = buf.toString('utf8');
  const lines = text.split('\n');
  const header = decodeLine(lines[0] ?? '') as LegacyHeader | undefined;
  if (!header || header.v !== 1) return undefined;
  const records: LegacyJournal['records'] = [];
  let good = Buffer.byteLength(lines[0]!) + 1;
  for (let i = 1; i < lines.length - 1; i++) {
    const v = decodeLine(lines[i]!) as { t: number; r: StoredV1 } | undefined;
    if (!v) break;
    const b = v.r.body;
    const body = b === undefined ? undefined : b.s !== undefined ? b.s : new Uint8Array(Buffer.from(b.b ?? '', 'base64'));
    records.push({ t: v.t, req: { method: v.r.m, path: v.r.p, query: v.r.q, headers: v.r.h, ...(body !== undefined ? { body } : {}) } });
    good += Buffer.byteLength(lines[i]!) + 1;
  }
  return { header, records, ignoredBytes: Math.max(0, buf.length - good), ignoredAt: good };
}
