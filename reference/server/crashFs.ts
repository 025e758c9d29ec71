/**
 * A `DataFs` for tests that can crash like a power cut. It writes through to the real files and keeps
 * what an fsync made durable: per file, its content as of its last fsync; per directory, its entries
 * (which name holds which file) as of its last fsync. `crash()` puts the directory and every file back to
 * that, so what was written but never fsynced is gone, and so is a file created, renamed or removed
 * since the directory's last fsync (a kill -9 alone keeps the page cache, and would not show a missing
 * fsync of either kind).
 */
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { realFs, type DataFs } from './journal.ts';

export class CrashFs implements DataFs {
  private nextFile = 1;
  /** Each file's content as of its last fsync, by file (an inode: it keeps its content across renames). */
  private readonly data = new Map<number, Buffer>();
  /** The directory entries now: path → file (of the files this fs has touched). */
  private readonly live = new Map<string, number>();
  /** The directory entries as their directory's last fsync made them durable: path → file. */
  private readonly names = new Map<string, number>();
  /** Open file descriptors of files, and of directories opened to fsync them. */
  private readonly fds = new Map<number, number>();
  private readonly dirFds = new Map<number, string>();

  openSync(path: string, flags: string): number {
    if (flags === 'r') {
      const fd = realFs.openSync(path, flags);
      this.dirFds.set(fd, path); // a directory, opened to fsync it
      return fd;
    }
    const file = this.track(path);
    const fd = realFs.openSync(path, flags);
    // Truncation is taken as durable at once (the pessimistic reading: the old content is gone).
    if (flags.startsWith('w')) this.data.set(file, Buffer.alloc(0));
    this.fds.set(fd, file);
    return fd;
  }
  writeSync(fd: number, buf: Uint8Array, offset: number, length: number, position: number): number {
    return realFs.writeSync(fd, buf, offset, length, position);
  }
  fsyncSync(fd: number): void {
    realFs.fsyncSync(fd);
    this.synced(fd);
  }
  async fsync(fd: number): Promise<void> {
    await realFs.fsync(fd);
    this.synced(fd);
  }
  ftruncateSync(fd: number, len: number): void {
    realFs.ftruncateSync(fd, len);
  }
  closeSync(fd: number): void {
    this.fds.delete(fd);
    this.dirFds.delete(fd);
    realFs.closeSync(fd);
  }
  readFileSync(path: string): Buffer {
    return realFs.readFileSync(path);
  }
  renameSync(from: string, to: string): void {
    const file = this.track(from);
    realFs.renameSync(from, to);
    this.live.delete(from);
    this.live.set(to, file);
  }
  unlinkSync(path: string): void {
    this.track(path);
    realFs.unlinkSync(path);
    this.live.delete(path);
  }

  /**
   * The file at `path` now, tracked from here on: a file met for the first time that exists already is
   * durable as it is (name and content); a new one has no durable name and no durable content yet.
   */
  private track(path: string): number {
    const known = this.live.get(path);
    if (known !== undefined) return known;
    const file = this.nextFile++;
    if (existsSync(path)) {
      this.data.set(file, readFileSync(path));
      this.names.set(path, file);
    } else this.data.set(file, Buffer.alloc(0));
    this.live.set(path, file);
    return file;
  }

  private synced(fd: number): void {
    const dir = this.dirFds.get(fd);
    if (dir !== undefined) {
      // The directory's entries now are its durable ones.
      for (const p of [...this.names.keys()]) if (dirname(p) === dir && !this.live.has(p)) this.names.delete(p);
      for (const [p, file] of this.live) if (dirname(p) === dir) this.names.set(p, file);
      return;
    }
    const file = this.fds.get(fd);
    if (file === undefined) return;
    for (const [p, f] of this.live) if (f === file) return void this.data.set(file, readFileSync(p));
  }

  /** The power cut: every directory and file touched through this fs is put back to what fsyncs made durable. */
  crash(): void {
    for (const p of new Set([...this.live.keys(), ...this.names.keys()])) {
      const file = this.names.get(p);
      if (file === undefined) {
        if (existsSync(p)) unlinkSync(p);
      } else writeFileSync(p, this.data.get(file) ?? Buffer.alloc(0));
    }
  }
}
