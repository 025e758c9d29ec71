/**
 * Durability for the served simulator (`serve --data DIR`): a write-ahead journal. Every request
 * that routes to a writing API is appended (with the clock value it will run at) and fsynced
 * *before* it is applied and answered; on start the journal is replayed, in order, into a fresh
 * Simulator with the same profile, seed and limits, so the same requests at the same times draw the
 * same ids and reach the same state. Rejected requests are journaled too: replaying them is a no-op
 * that keeps the id sequence aligned. Each line carries a CRC-32, so a record torn by `kill -9` is
 * recognised and cut off; a request is one record, so nothing is ever half-applied.
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { WireRequest } from './wire.ts';

/** What must be equal for a replay to reproduce the state. Stored as the journal's first line. */
export interface JournalHeader {
  v: 1;
  profile: string;
  seed: number;
  maxBodyBytes: number;
  destructiveRequiresName: boolean;
}

/** One journaled request: the clock value it ran at, and the request as the simulator saw it. */
export interface JournalRecord {
  t: number;
  req: WireRequest;
}

/** Headers never written to disk. */
const SECRET = new Set(['authorization', 'cookie', 'proxy-authorization', 'x-api-key']);

function encodeLine(value: unknown): string {
  const json = JSON.stringify(value);
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

/** Parse one line; undefined when it is torn or corrupt. */
function decodeLine(line: string): unknown {
  const sp = line.indexOf(' ');
  if (sp !== 8) return undefined;
  const json = line.slice(9);
  if (crc32(json).toString(16).padStart(8, '0') !== line.slice(0, 8)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function toStored(req: WireRequest): unknown {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) if (v !== undefined && !SECRET.has(k.toLowerCase())) headers[k] = typeof v === 'string' ? v : v.join(', ');
  const body = req.body === undefined ? undefined : typeof req.body === 'string' ? { s: req.body } : { b: Buffer.from(req.body).toString('base64') };
  return { m: req.method, p: req.path, q: req.query ?? {}, h: headers, ...(body ? { body } : {}) };
}

function fromStored(v: { m: string; p: string; q: Record<string, string>; h: Record<string, string>; body?: { s?: string; b?: string } }): WireRequest {
  const body = v.body === undefined ? undefined : v.body.s !== undefined ? v.body.s : new Uint8Array(Buffer.from(v.body.b ?? '', 'base64'));
  return { method: v.m, path: v.p, query: v.q, headers: v.h, ...(body !== undefined ? { body } : {}) };
}

/** An open journal: read once at start, appended to (and fsynced) per writing request. */
export class Journal {
  private constructor(private fd: number, readonly header: JournalHeader, readonly records: JournalRecord[], readonly discardedBytes: number) {}

  /**
   * Open (or create) `DIR/journal.log`. Returns the records to replay, or a one-line reason the
   * directory cannot be used (another profile or seed, not a journal).
   */
  static open(dir: string, header: JournalHeader): Journal | string {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'journal.log');
    const fresh = !existsSync(file);
    // O_APPEND: every record lands at the end, also after the torn tail is cut off.
    const fd = openSync(file, 'a+');
    if (fresh) {
      writeSync(fd, encodeLine(header));
      fsyncSync(fd);
      syncDir(dir);
      return new Journal(fd, header, [], 0);
    }
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const stored = decodeLine(lines[0] ?? '') as JournalHeader | undefined;
    if (!stored || stored.v !== 1) {
      closeSync(fd);
      return `${file} is not a journal of this simulator`;
    }
    for (const k of ['profile', 'seed', 'maxBodyBytes', 'destructiveRequiresName'] as const) {
      if (stored[k] !== header[k]) {
        closeSync(fd);
        return `${file} was written with ${k} ${JSON.stringify(stored[k])}, not ${JSON.stringify(header[k])}; start with the same options or another --data directory`;
      }
    }
    const records: JournalRecord[] = [];
    let good = Buffer.byteLength(lines[0]!) + 1;
    // Only complete lines count: the last element after split is the unterminated tail ('' when clean).
    for (let i = 1; i < lines.length - 1; i++) {
      const v = decodeLine(lines[i]!) as { t: number; r: Parameters<typeof fromStored>[0] } | undefined;
      if (!v) break; // a torn or corrupt record ends the journal: nothing after it was acknowledged
      records.push({ t: v.t, req: fromStored(v.r) });
      good += Buffer.byteLength(lines[i]!) + 1;
    }
    const total = Buffer.byteLength(text);
    if (good < total) {
      ftruncateSync(fd, good);
      fsyncSync(fd);
    }
    return new Journal(fd, stored, records, total - good);
  }

  /** Append one record and fsync it; throws on an I/O error (the caller then refuses the request). */
  append(t: number, req: WireRequest): void {
    const line = Buffer.from(encodeLine({ t, r: toStored(req) }));
    let off = 0;
    while (off < line.length) off += writeSync(this.fd, line, off, line.length - off, null);
    fsyncSync(this.fd);
  }

  /** Close the file. */
  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}

/** fsync a directory so a newly created file's entry survives a crash. */
function syncDir(dir: string): void {
  try {
    const d = openSync(dir, 'r');
    fsyncSync(d);
    closeSync(d);
  } catch {
    /* some platforms cannot fsync a directory; the file's own fsync still holds its data */
  }
}
