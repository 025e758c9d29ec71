/**
 * An append-only file of framed records (frames.ts) made durable one record at a time: the journal of
 * `--data DIR` and, written once, its snapshots. A record is written at the end of what is known to be
 * good and fsynced before `append` returns; when the write or the sync fails (disk full, I/O error)
 * the file is cut back to that end, so a failed record leaves nothing that could harm the next one.
 * All file access goes through a `DataFs`, so tests can make the disk fail on purpose.
 */
import * as nodeFs from 'node:fs';
import { frame } from './frames.ts';

/** The file operations the data directory uses (node:fs by default; tests inject failures). */
export interface DataFs {
  openSync(path: string, flags: string): number;
  writeSync(fd: number, buf: Uint8Array, offset: number, length: number, position: number): number;
  fsyncSync(fd: number): void;
  /** fsync off the event loop (a snapshot's, which may flush hundreds of MB). */
  fsync(fd: number): Promise<void>;
  ftruncateSync(fd: number, len: number): void;
  closeSync(fd: number): void;
  readFileSync(path: string): Buffer;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
}

export const realFs: DataFs = {
  openSync: (p, f) => nodeFs.openSync(p, f),
  writeSync: (fd, b, o, l, p) => nodeFs.writeSync(fd, b, o, l, p),
  fsyncSync: (fd) => nodeFs.fsyncSync(fd),
  fsync: (fd) => new Promise((resolve, reject) => nodeFs.fsync(fd, (e) => (e ? reject(e) : resolve()))),
  ftruncateSync: (fd, l) => nodeFs.ftruncateSync(fd, l),
  closeSync: (fd) => nodeFs.closeSync(fd),
  readFileSync: (p) => nodeFs.readFileSync(p),
  renameSync: (a, b) => nodeFs.renameSync(a, b),
  unlinkSync: (p) => nodeFs.unlinkSync(p),
};

/** An open record file, appended to at `size`. */
export class RecordFile {
  /** Set when a failed record could not be cut back: the next append must cut it first, or refuse. */
  private dirty = false;

  private constructor(private readonly fs: DataFs, private fd: number, readonly path: string, private end: number) {}

  /** Creates (or empties) `path`. */
  static create(fs: DataFs, path: string): RecordFile {
    return new RecordFile(fs, fs.openSync(path, 'w+'), path, 0);
  }

  /** Opens an existing file whose good records end at `end`; anything after it (a torn tail) is cut off. */
  static resume(fs: DataFs, path: string, end: number, size: number): RecordFile {
    const f = new RecordFile(fs, fs.openSync(path, 'r+'), path, end);
    if (size > end) {
      fs.ftruncateSync(f.fd, end);
      fs.fsyncSync(f.fd);
    }
    return f;
  }

  /** Bytes of good records. */
  get size(): number {
    return this.end;
  }

  /**
   * Writes one record and, unless `sync` is false (a snapshot syncs once at its end), fsyncs it.
   * Throws on an I/O error after cutting the file back to its last good record.
   */
  append(payload: Buffer, sync = true): void {
    const bytes = frame(payload);
    // Remains of a failed record past `end` would follow this one and read as corruption at the next start.
    if (this.dirty) this.cutBack();
    if (this.dirty) throw new Error('the remains of an earlier failed write cannot be cut off');
    try {
      let off = 0;
      while (off < bytes.length) off += this.fs.writeSync(this.fd, bytes, off, bytes.length - off, this.end + off);
      if (sync) this.fs.fsyncSync(this.fd);
    } catch (e) {
      this.cutBack();
      throw e;
    }
    this.end += bytes.length;
  }

  /** fsyncs what was appended without syncing (a snapshot, once written whole). */
  sync(): void {
    this.fs.fsyncSync(this.fd);
  }

  /** fsyncs what was appended without syncing, off the event loop. */
  syncAsync(): Promise<void> {
    return this.fs.fsync(this.fd);
  }

  /** After a failed write: drop whatever part of the record reached the file. */
  private cutBack(): void {
    try {
      this.fs.ftruncateSync(this.fd, this.end);
      this.fs.fsyncSync(this.fd);
      this.dirty = false;
    } catch {
      this.dirty = true;
      // The next start sees the remains as a torn tail (never acknowledged) and cuts them off, saying how many bytes.
    }
  }

  close(): void {
    if (this.fd >= 0) this.fs.closeSync(this.fd);
    this.fd = -1;
  }
}

/** fsync a directory so that a created, renamed or removed entry survives a crash. */
export function syncDir(fs: DataFs, dir: string): void {
  let d = -1;
  try {
    d = fs.openSync(dir, 'r');
    fs.fsyncSync(d);
  } catch {
    /* some platforms cannot fsync a directory; each file's own fsync still holds its data */
  } finally {
    if (d >= 0) fs.closeSync(d);
  }
}
