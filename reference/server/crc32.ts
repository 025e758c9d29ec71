/**
 * CRC-32 (IEEE, the checksum zlib, gzip and Elasticsearch's translog use) for the data directory's
 * frames. `zlib.crc32` exists only from Node 20.15 while `engines` allows any Node 20, so a
 * table-driven version stands in where it is missing; both give the same value.
 */
import * as zlib from 'node:zlib';

const TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

/** The table-driven CRC-32 (exported so a test can compare it with zlib's). */
export function crc32Table(data: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < data.length; i++) c = TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

/** CRC-32 of some bytes, as an unsigned 32-bit number. */
export const crc32: (data: Uint8Array) => number = typeof native === 'function' ? (d) => native(d) >>> 0 : crc32Table;
