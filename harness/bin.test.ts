/**
 * harness/bin.js starts `serve` and `reindex` in a child node with a 64 MB semi-space: the child has the
 * flag, signals reach it once, and it does not outlive a parent killed outright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const procs: ChildProcess[] = [];
/** The servers bin.js started, killed after each test too, should a fault leave one running. */
const grandchildren: number[] = [];

afterEach(() => {
  for (const p of procs.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  for (const pid of grandchildren.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** `conformance serve --port 0` through bin.js; resolves with the parent and the served origin. */
async function serve(): Promise<{ parent: ChildProcess; origin: string; exited: Promise<number | null> }> {
  const parent = spawn(process.execPath, ['harness/bin.js', 'serve', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  procs.push(parent);
  const exited = new Promise<number | null>((r) => parent.once('exit', (code) => r(code)));
  let out = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    };
    parent.stdout!.on('data', onData);
    parent.stderr!.on('data', onData);
    parent.once('exit', () => reject(new Error(`serve exited before listening: ${out}`)));
  });
  grandchildren.push(...childrenOf(parent.pid!));
  return { parent, origin, exited };
}

/** The pids of a process's children (Linux: /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text === '' ? [] : text.split(/\s+/).map(Number);
}

const up = async (origin: string): Promise<boolean> => fetch(origin).then(() => true, () => false);

async function until(test: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await test()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return test();
}

// /proc is Linux's; the re-exec is off on Windows (a detached child gets its own console window there).
describe.skipIf(process.platform !== 'linux')('bin.js runs serve in a child node with a larger young generation', () => {
  it('the child has --max-semi-space-size=64 and stops cleanly on the SIGTERM passed on to it', async () => {
    const { parent, origin, exited } = await serve();
    const [child] = childrenOf(parent.pid!);
    expect(child).toBeDefined();
    expect(readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=64');
    expect(await up(origin)).toBe(true);
    parent.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await until(async () => !(await up(origin)), 5000)).toBe(true);
  }, 60_000);

  it('the child stops when the parent is killed outright', async () => {
    const { parent, origin, exited } = await serve();
    parent.kill('SIGKILL');
    await exited;
    expect(await until(async () => !(await up(origin)), 5000)).toBe(true);
  }, 60_000);
});
