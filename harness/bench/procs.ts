/**
 * Processes the benchmark runs: the real simulator server (as `npm start` starts it), the bare
 * node:http baseline, and the load client. Start-up is timed from spawn to the first 200 on `GET /`;
 * memory is the process's resident set, read from /proc.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiPath } from '../../reference/api/catalogue.ts';
import type { Job, JobResult } from './loadClient.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The server command: exactly what `npm start` runs after npm itself (see package.json), so the start-up
 * figure is what a user waits for. `--port` is appended. The larger young generation (semi-spaces of up to
 * 64 MB instead of 16) halves the time a reindex of 1,000,000 documents spends in scavenges (README,
 * Performance); V8 reads the flag only when the process starts, so it is on the command line.
 */
export const SERVER_COMMAND: readonly string[] = [process.execPath, '--max-semi-space-size=64', 'harness/start.cjs'];

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MB (VmRSS). */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]) / 1024;
}

/** `GET /`, named once: the start-up poll asks it every few milliseconds while the clock runs. */
const ROOT_PATH = apiPath('info', 'GET');

function getStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: ROOT_PATH, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

/** Every child still running, so a failed run leaves no server behind. */
const LIVE = new Set<ChildProcess>();
process.once('exit', () => {
  for (const p of LIVE) p.kill('SIGKILL');
});

export interface Served {
  proc: ChildProcess;
  port: number;
  origin: string;
  /** Spawn to first 200 on `GET /`, in ms. */
  startupMs: number;
  stop(): Promise<void>;
}

/** Spawns a server command with `--port P` and waits for its first 200 on `GET /`. */
export async function spawnServer(command: readonly string[] = SERVER_COMMAND, extraArgs: readonly string[] = [], startTimeoutMs = 30_000): Promise<Served> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = spawn(command[0]!, [...command.slice(1), ...extraArgs, '--port', String(port)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  LIVE.add(proc);
  proc.once('exit', () => {
    exited = true;
    LIVE.delete(proc);
  });
  for (;;) {
    if (exited) throw new Error(`server exited before answering: ${command.join(' ')}`);
    if ((await getStatus(port)) === 200) break;
    await new Promise((r) => setTimeout(r, 1));
    if (performance.now() - t0 > startTimeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`server did not answer within ${startTimeoutMs / 1000} s`);
    }
  }
  const startupMs = performance.now() - t0;
  return {
    proc,
    port,
    origin: `http://127.0.0.1:${port}`,
    startupMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** A bare `node -e 0`, spawn to exit in ms: the floor under every start-up on this machine right now. */
export async function spawnBare(): Promise<number> {
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`node -e 0 exited ${code}`);
  return performance.now() - t0;
}

/** The bare node:http baseline server in its own process. */
export function spawnBaseline(): Promise<Served> {
  return spawnServer([process.execPath, '--import', 'tsx', 'harness/bench/baselineServer.ts']);
}

/** The load client process: `run(job)` sends a job and resolves with its result. */
export interface LoadClient {
  run(job: Job): Promise<JobResult>;
  close(): void;
}

/** Forks the load client and waits until it is ready. */
export function startLoadClient(): Promise<LoadClient> {
  const child = fork(fileURLToPath(new URL('./loadClient.ts', import.meta.url)), [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  LIVE.add(child);
  child.once('exit', () => LIVE.delete(child));
  const waiting = new Map<number, { resolve: (r: JobResult) => void; reject: (e: Error) => void }>();
  let next = 0;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (msg: { ready?: boolean; id?: number; result?: JobResult; error?: string }) => {
      if (msg.ready) {
        resolve({
          run: (job) =>
            new Promise<JobResult>((res, rej) => {
              const id = next++;
              waiting.set(id, { resolve: res, reject: rej });
              child.send({ id, job });
            }),
          close: () => child.kill(),
        });
        return;
      }
      const w = waiting.get(msg.id!);
      if (!w) return;
      waiting.delete(msg.id!);
      if (msg.error !== undefined) w.reject(new Error(msg.error));
      else w.resolve(msg.result!);
    });
  });
}
