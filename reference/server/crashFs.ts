/**
 * A `DataFs` for tests that can crash like a power cut: it writes through to the real files and keeps,
 * per file, its content as of its last fsync; `crash()` puts every file back to that content, so what
 * was written but never fsynced is gone (a kill -9 alone keeps the page cache, and would not show a
 * missing fsync). Renames and removals are taken as durable at once (the directory fsyncs are not modelled).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { realFs, type DataFs } from './journal.ts';

export class CrashFs implements DataFs {
  /** Each file's content as of its last fsync, by path. */
  private readonly durable = new Map<string, Buffer>();
  private readonly paths = new Map<number, string>();

  openSync(path: string, flags: string): number {
    const fd = realFs.openSync(path, flags);
    if (flags === 'r') return fd; // a directory, opened to fsync it
    this.paths.set(fd, path);
    if (flags.startsWith('w')) this.durable.set(path, Buffer.alloc(0));
    else if (!this.durable.has(path)) this.durable.set(path, readFileSync(path));
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
    this.paths.delete(fd);
    realFs.closeSync(fd);
  }
  readFileSync(path: string): Buffer {
    return realFs.readFileSync(path);
  }
  renameSync(from: string, to: string): void {
    realFs.renameSync(from, to);
    const d = this.durable.get(from);
    this.durable.delete(from);
    if (d) this.durable.set(to, d);
    for (const [fd, p] of this.paths) if (p === from) this.paths.set(fd, to);
  }
  unlinkSync(path: string): void {
    realFs.unlinkSync(path);
    this.durable.delete(path);
  }

  private synced(fd: number): void {
    const p = this.paths.get(fd);
    if (p !== undefined) this.durable.set(p, readFileSync(p));
  }

  /** The power cut: every file written through this fs is put back to what its last fsync made durable. */
  crash(): void {
    for (const [p, content] of this.durable) if (existsSync(p)) writeFileSync(p, content);
  }
}
