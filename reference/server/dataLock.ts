/**
 * The lock on a `--data` directory, so that two servers never write one journal: a file `lock` holding
 * the owner's pid, created exclusively. A lock whose process is gone (the server was killed with -9)
 * is stale and taken over; one whose process lives refuses the start with one line.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Directories this process holds: its own pid in a lock file it does not hold means a previous life (a container's pid 1). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dir`; returns a release function, or the one-line reason it is held. */
export function lockDataDir(dir: string): (() => void) | string {
  const abs = resolve(dir);
  const file = join(abs, 'lock');
  if (held.has(abs)) return `${dir} is in use by another server in this process (pid ${process.pid}, lock file ${file})`;
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return `cannot lock ${dir}: ${(e as Error).message}`;
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        /* removed meanwhile: try again */
      }
      const pid = Number.parseInt(text, 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        return `${dir} is in use by process ${pid} (lock file ${file}); stop that server, or remove the file if that process is not one`;
      }
      // Stale (its process is gone, or the file is empty from a crash before the pid was written): take it over.
      try {
        unlinkSync(file);
      } catch {
        /* another starter took it over first: the exclusive create below decides */
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    fsyncSync(fd);
    closeSync(fd);
    held.add(abs);
    return () => {
      held.delete(abs);
      try {
        if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
      } catch {
        /* already gone */
      }
    };
  }
  return `cannot lock ${dir}: another server is taking it over at the same moment`;
}
