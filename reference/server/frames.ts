/**
 * The framing of every file in a `--data` directory (as Elasticsearch's translog frames its
 * operations): a record is its length, a checksum of that length, a checksum of its bytes, then the
 * bytes. A scan tells apart a torn tail (a record cut short by a crash: cut it off, say how many
 * bytes) from corruption (a record whose checksum fails: stop, name its offset).
 */
import { crc32 } from './crc32.ts';

/** Bytes before each record's payload: u32 length, u32 CRC-32 of the length, u32 CRC-32 of the payload. */
export const FRAME_HEADER = 12;

/** One record ready to be written. */
export function frame(payload: Buffer): Buffer {
  const out = Buffer.allocUnsafe(FRAME_HEADER + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(out.subarray(0, 4)), 4);
  out.writeUInt32LE(crc32(payload), 8);
  payload.copy(out, FRAME_HEADER);
  return out;
}

/** What a scan found. `end` is the offset after the last good record; nothing past it is usable. */
export interface Scan {
  /** Each good record's payload and the offset of its frame. */
  records: Array<{ offset: number; payload: Buffer }>;
  end: number;
  /** Bytes after `end` that are a torn tail (an incomplete last record, or zeros a crash left); 0 when clean. */
  torn: number;
  /** A complete record whose checksum fails, or whose length is impossible: corruption, not a crash. */
  corrupt?: { offset: number; reason: string };
}

function allZero(buf: Buffer, from: number): boolean {
  for (let i = from; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
}

/** Reads the records of `buf`, stopping at the first that is torn or corrupt. */
export function scanFrames(buf: Buffer): Scan {
  const records: Scan['records'] = [];
  let off = 0;
  while (off < buf.length) {
    const left = buf.length - off;
    // A crash (kill -9 mid-write) leaves a prefix of the last record; a power cut may leave zeros where it was to be.
    if (left < FRAME_HEADER || allZero(buf, off)) return { records, end: off, torn: left };
    const len = buf.readUInt32LE(off);
    if (crc32(buf.subarray(off, off + 4)) !== buf.readUInt32LE(off + 4)) return { records, end: off, torn: 0, corrupt: { offset: off, reason: 'the record\'s length fails its checksum' } };
    if (len > left - FRAME_HEADER) return { records, end: off, torn: left };
    const payload = buf.subarray(off + FRAME_HEADER, off + FRAME_HEADER + len);
    if (crc32(payload) !== buf.readUInt32LE(off + 8)) return { records, end: off, torn: 0, corrupt: { offset: off, reason: 'the record fails its checksum' } };
    records.push({ offset: off, payload });
    off += FRAME_HEADER + len;
  }
  return { records, end: off, torn: 0 };
}

/** Counts the frames after a damaged one whose lengths still read, for the repair's report. */
export function framesAfter(buf: Buffer, from: number): number {
  let n = 0;
  let off = from;
  while (off + FRAME_HEADER <= buf.length) {
    const len = buf.readUInt32LE(off);
    if (crc32(buf.subarray(off, off + 4)) !== buf.readUInt32LE(off + 4) || off + FRAME_HEADER + len > buf.length) break;
    n++;
    off += FRAME_HEADER + len;
  }
  return n;
}
