/**
 * The thin HTTP layer: node:http in front of the Simulator. It reads bodies (refusing those over the
 * limit with 413 before buffering them, whether sized by Content-Length or chunked), splits the query
 * string, and writes the simulator's answer. Optionally it checks credentials first (auth.ts) and
 * keeps what changed in a data directory (dataStore.ts), durable before the answer, so `--data DIR`
 * survives `kill -9`, torn and damaged files and a full disk. Between requests it advances the jobs
 * running in the background (`wait_for_completion=false`) a few documents at a time, in slices of at most
 * JOB_SLICE_MS, so a client request waits for at most one slice (each step that changed something is
 * recorded like a request, so a replay runs the jobs exactly as they ran); a
 * `GET /_tasks/<id>?wait_for_completion=true` of a running task is answered when the task ends, while
 * other requests proceed. A compaction of the data directory also writes its snapshot between requests
 * (dataStore.ts); before anything changes the state, the store is told (`beforeChange`).
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Simulator, type RunEnv, type SimulatorOptions } from '../simulator.ts';
import { warningLines, type WireRequest, type WireResponse } from '../wire/wire.ts';
import { authEnabled, checkAccess, isRefusal, type AuthConfig } from './auth.ts';
import { DataStore, type StartReport } from './dataStore.ts';
import type { DataFs } from './journal.ts';
import { fingerprint, isDurableChange } from './durableChange.ts';
import { mutatingApi } from './mutating.ts';
import { decodeBody, withoutContentEncoding } from './contentEncoding.ts';
import { errorEnvelope, journalWriteFailed } from '../core/errors/index.ts';
import { type StepBudget, type StepReport } from '../core/byScroll/backgroundJobs.ts';

export interface ServerOptions extends SimulatorOptions {
  host?: string;
  port?: number;
  /** Keep the state in this directory across restarts (a journal of changes, fsynced per change, and snapshots). */
  dataDir?: string;
  /** With dataDir: start even when a record is damaged, keeping what precedes it (and saying what is dropped). */
  repairData?: boolean;
  /** With dataDir: compact once the journal exceeds this many bytes and the snapshot (default 16 MiB). */
  compactBytes?: number;
  /** With dataDir: the file operations (tests inject a failing disk). */
  dataFs?: DataFs;
  /** Require credentials (see auth.ts); omitted or empty means open access. */
  auth?: AuthConfig;
}

export interface RunningServer {
  url: string;
  port: number;
  simulator: Simulator;
  server: http.Server;
  /** Changes replayed from the journal at start (0 without --data). */
  replayed: number;
  /** What the start found in the data directory and did about it (torn tail cut, repair, compaction), one line each. */
  report: StartReport;
  /** The data directory, when there is one. */
  data?: DataStore;
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY = 100 * 1024 * 1024;

/** The longest run of job work before the server looks at its sockets again (at least one step runs). */
const JOB_SLICE_MS = 4;

/**
 * How long a search runs before the server serves others (its steps yield every few thousand documents). A
 * slice ends at the first yield point past it, and the collector's pauses fall inside slices, so slices of
 * 20 ms held other clients 25-30 ms each, twice that on a loaded machine; a turn of the event loop between
 * two slices costs microseconds.
 */
const SEARCH_SLICE_MS = 10;

/** Documents one step writes at most: a step takes a few milliseconds even on a slow machine. */
const JOB_STEP_DOCS = 128;

/**
 * With --data, the writes whose scripts run in slices (an update's, an ingest pipeline's): one document each, so
 * the write lands at one place among the others and is recorded there. A bulk runs whole (api/bulk.ts).
 */
const SLICED_WRITES = new Set(['index', 'create', 'update']);

/** A request of a connection, waiting for its body or for the requests before it; `run` once ready. */
interface Turn {
  run?: () => void;
}

/**
 * Each connection's requests not yet applied, in arrival order. Pipelined requests are applied in the
 * order they were sent: a bodyless request must not overtake one whose body is still arriving.
 */
const waiting = new WeakMap<Socket, Turn[]>();

/** Applies the requests at the head of a connection's queue that are ready. */
function drain(queue: Turn[]): void {
  while (queue.length > 0 && queue[0]!.run !== undefined) queue.shift()!.run!();
}

function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) out[k] = v;
  return out;
}

/** Starts a server; resolves once it listens (after replaying the journal). Port 0 picks a free port. */
export function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const maxBody = opts.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const clock = opts.now ?? (() => Date.now());
  const simulator = new Simulator({ ...opts, jobs: 'driver', now: clock });
  let journal: DataStore | undefined;
  let report: StartReport = [];
  if (opts.dataDir !== undefined) {
    try {
      const opened = DataStore.open({
        dir: opts.dataDir,
        header: { profile: simulator.profile.name, seed: opts.seed ?? 1, maxBodyBytes: maxBody, destructiveRequiresName: opts.destructiveRequiresName ?? true, ...(opts.stackTemplates === false ? { stackTemplates: false } : {}) },
        ...(opts.repairData ? { repair: true } : {}),
        ...(opts.compactBytes !== undefined ? { compactBytes: opts.compactBytes } : {}),
        ...(opts.dataFs ? { fs: opts.dataFs } : {}),
      }, simulator);
      journal = opened.store;
      report = opened.report;
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }
  // A restart starts every open index's shards from the config directory as it is now (a changed synonyms
  // file applies; a missing one leaves the index red, said here as ES logs it).
  if (journal) for (const f of simulator.restartShards()) report.push(`index [${f.index}]: its shards did not start (${f.reason}); restore the file in the config directory, then POST /${f.index}/_close and /${f.index}/_open`);
  const replayed = journal?.replayed ?? 0;
  const auth = authEnabled(opts.auth) ? opts.auth : undefined;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const query = q < 0 ? {} : parseQuery(url.slice(q + 1));
    let caller: WireRequest['caller'];
    if (auth) {
      const refusal = checkAccess(auth, simulator.profileFor(req.headers), req.method ?? 'GET', path, url, req.headers.authorization);
      if (!isRefusal(refusal)) caller = refusal;
      else {
        const body = req.method === 'HEAD' ? '' : refusal.body;
        res.writeHead(refusal.status, { ...refusal.headers, 'content-length': String(Buffer.byteLength(refusal.body)) });
        res.end(body);
        req.resume();
        return;
      }
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBody) {
      res.writeHead(413, { 'content-length': '0', connection: 'close' });
      res.end();
      req.resume();
      return;
    }
    const method = req.method ?? 'GET';
    const bodyless = !(declared > 0) && req.headers['transfer-encoding'] === undefined;
    let queue = waiting.get(req.socket);
    // Without Content-Length or Transfer-Encoding a request has no body (RFC 9112 §6.3): answer at once
    // rather than wait a turn of the event loop for the stream's end, unless an earlier request of the
    // connection is still waiting for its body.
    if (bodyless && (queue === undefined || queue.length === 0)) {
      reply({ method, path, query, headers: req.headers, caller }, res);
      return;
    }
    if (queue === undefined) waiting.set(req.socket, (queue = []));
    const turn: Turn = {};
    queue.push(turn);
    const ready = (run: () => void) => {
      turn.run = run;
      drain(queue);
    };
    if (bodyless) {
      ready(() => reply({ method, path, query, headers: req.headers, caller }, res));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBody) {
        if (!refused) {
          refused = true;
          chunks.length = 0; // drop what was buffered: memory stays bounded by the limit
          res.writeHead(413, { 'content-length': '0', connection: 'close' });
          res.end();
          ready(() => undefined);
        }
        return;
      }
      chunks.push(c);
    });
    req.on('error', () => {
      res.destroy();
      if (!turn.run) ready(() => undefined);
    });
    req.on('end', () => {
      if (refused) return;
      const raw = size > 0 ? (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)) : undefined;
      if (raw === undefined || req.headers['content-encoding'] === undefined) {
        ready(() => reply({ method, path, query, headers: req.headers, body: raw, caller }, res));
        return;
      }
      const decoded = decodeBody(raw, req.headers['content-encoding'], maxBody);
      if ('body' in decoded) {
        const headers = withoutContentEncoding(req.headers);
        ready(() => reply({ method, path, query, headers, body: decoded.body, caller }, res));
      } else if ('tooLarge' in decoded) {
        res.writeHead(413, { 'content-length': '0', connection: 'close' });
        res.end();
        ready(() => undefined);
      } else {
        const text = JSON.stringify(errorEnvelope(decoded.error));
        res.writeHead(decoded.error.status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(Buffer.byteLength(text)) });
        res.end(text);
        ready(() => undefined);
      }
    });
  });

  // ---- background jobs ----------------------------------------------------------------------------
  let pumpQueued = false;
  let wakeTimer: NodeJS.Timeout | undefined;
  let closed = false;
  /** Requests waiting for a task to end, by the task number of its job. */
  const waiters = new Map<number, Array<() => void>>();

  /**
   * The one place background jobs advance: one call of the core's step function. A journal that records
   * each call (its clock value and budget) between the requests it records replays the jobs exactly.
   */
  function advanceJobs(): number {
    return step({ maxDocs: JOB_STEP_DOCS }).batches;
  }

  /**
   * One step of the background jobs. With --data, a step that ran a batch or ended a job is recorded with
   * its clock value and id positions, in order among the requests: a replay then interleaves the jobs'
   * writes with the clients' exactly as they ran. A step that ended a job (its task now readable) is
   * made durable at once; the others reach the disk with the next record that is, which is before any
   * later client change is acknowledged. If a step cannot be recorded, the state is read back from disk
   * (the job's progress since its last recorded step is lost, as on a crash) and the jobs go on from there.
   */
  function step(budget: StepBudget): StepReport {
    if (!journal) return simulator.stepJobs(budget);
    journal.beforeChange();
    const env = simulator.runEnv(clock());
    const running = simulator.state.jobs.size;
    const report = simulator.stepJobsIn(env, budget);
    const ended = simulator.state.jobs.size !== running;
    if (report.batches > 0 || ended) {
      try {
        journal.recordStep(simulator, env, budget, ended);
      } catch {
        // record() has put the state back to what the disk holds; the pump goes on from there.
      }
    }
    return report;
  }

  function schedulePump(): void {
    if (pumpQueued || closed || simulator.state.jobs.size === 0) return;
    pumpQueued = true;
    setImmediate(pump);
  }

  /** Runs job batches for up to one slice, then yields to the sockets (or sleeps until a throttle ends). */
  function pump(): void {
    pumpQueued = false;
    if (closed) return;
    const until = performance.now() + JOB_SLICE_MS;
    let ran = 0;
    do ran = advanceJobs();
    while (ran > 0 && simulator.state.jobs.size > 0 && performance.now() < until);
    releaseWaiters();
    if (simulator.state.jobs.size === 0) return;
    if (ran > 0) return schedulePump();
    const report = step({ maxBatches: 0 });
    if (report.wakeAt === undefined) return schedulePump();
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      schedulePump();
    }, Math.max(1, report.wakeAt - clock()));
  }

  /** Answers the requests whose task has ended. */
  function releaseWaiters(): void {
    for (const [num, list] of waiters) {
      if (simulator.state.jobs.has(num)) continue;
      waiters.delete(num);
      for (const run of list) run();
    }
    // The answer of a waited job nobody waits for any more (its request was replayed from the journal).
    for (const num of simulator.state.jobAnswers.keys()) if (!waiters.has(num)) simulator.state.jobAnswers.delete(num);
  }

  /** Applies one request (journaled first when it writes) and sends the answer. */
  function reply(wire: WireRequest, res: http.ServerResponse): void {
    answerNow(wire, res);
    schedulePump();
  }

  /** Waits for task `num` to end, then runs `then`. */
  function whenDone(num: number, then: () => void): void {
    const list = waiters.get(num) ?? [];
    list.push(then);
    waiters.set(num, list);
  }

  function answerNow(wire: WireRequest, res: http.ServerResponse): void {
    let answer;
    const writing = journal && mutatingApi(simulator.profileFor(wire.headers ?? {}), wire.method, wire.path);
    if (journal && writing) {
      // Run first, record after: only what was done is kept, with the clock value and id positions it ran with.
      journal.beforeChange();
      let env = simulator.runEnv(clock());
      let before = fingerprint(simulator.state);
      // A single-document write whose scripts may run long runs them in slices, its write after them (issue 32):
      // each attempt of the write starts from the state as it then is, and the last one, which writes, is recorded.
      const attempt = SLICED_WRITES.has(writing.api)
        ? (at: RunEnv): void => {
            journal!.beforeChange();
            env = at;
            before = fingerprint(simulator.state);
          }
        : undefined;
      answer = simulator.handleIn(env, wire, attempt);
      const resume = answer.resume;
      const commit = (done: WireResponse): boolean => recorded(writing.api, before, env, wire, done, res);
      if (resume) return runSliced(resume, wire, res, commit);
      if (!commit(answer)) return;
    } else {
      // A read that changes nothing may come back as resumable steps: run in slices, others served between.
      answer = simulator.handle(wire, { sliced: true });
      const resume = answer.resume;
      if (resume) return runSliced(resume, wire, res);
    }
    // A job the caller waits for runs in the background: answered when it ends, others served meanwhile.
    // A job's own request gets the answer the job left; `GET /_tasks/<id>?wait_for_completion=true` is asked
    // again (the task has ended now). The core decides which requests wait, on the task id as it parsed
    // it: a match on the raw path here missed ids whose ':' a client had sent as %3A (the JS client does),
    // and the core then ran the whole job inside that one request, every other client waiting seconds.
    const task = answer.deferredTask;
    if (task !== undefined) return whenDone(task, () => {
      const later = simulator.deferredAnswer(task, wire);
      if (later) send(later, wire, res);
      else answerNow(wire, res);
    });
    send(answer, wire, res);
  }

  /**
   * With --data, makes a write's change durable before it is acknowledged: true when the answer may go out
   * (recorded, or nothing to record); else the journal error has been answered (record() has put the state back
   * to what the disk holds: not durable, so not acknowledged).
   */
  function recorded(api: string, before: string, env: RunEnv, wire: WireRequest, answer: WireResponse, res: http.ServerResponse): boolean {
    if (!journal || !isDurableChange(api, answer.status, before, fingerprint(simulator.state))) return true;
    try {
      journal.record(simulator, env, wire, answer);
      return true;
    } catch (e) {
      const err = journalWriteFailed(e instanceof Error ? e.message : String(e));
      const body = JSON.stringify(errorEnvelope(err));
      res.writeHead(err.status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(Buffer.byteLength(body)) });
      res.end(body);
      return false;
    }
  }

  /**
   * Runs a long search (or a write's scripts) in slices of SEARCH_SLICE_MS, yielding to the event loop between
   * them (setImmediate: sockets first), so a concurrent `GET /` waits one slice at most; sends the answer at the
   * end, once `commit` (a write's record, in the slice that wrote) lets it go.
   */
  function runSliced(resume: NonNullable<WireResponse['resume']>, wire: WireRequest, res: http.ServerResponse, commit?: (done: WireResponse) => boolean): void {
    const slice = (): void => {
      if (closed) return;
      const until = performance.now() + SEARCH_SLICE_MS;
      const done = resume(() => performance.now() < until);
      if (!done) setImmediate(slice);
      else if (!commit || commit(done)) send(done, wire, res);
    };
    slice();
  }

  function send(answer: WireResponse, wire: WireRequest, res: http.ServerResponse): void {
    // A flat [name, value, …] list: writeHead with a spread copy of the headers cost ~3 µs more per request.
    const sized = wire.method.toUpperCase() !== 'HEAD';
    const out: string[] = [];
    for (const k in answer.headers) {
      if (sized && k === 'content-length') continue;
      if (k === 'warning') for (const line of warningLines(answer.headers[k]!)) out.push(k, line);
      else out.push(k, answer.headers[k]!);
    }
    const payload = answer.bytes ?? answer.body;
    if (sized) out.push('content-length', String(typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength));
    res.writeHead(answer.status, out);
    res.end(payload);
  }
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', (e) => {
      journal?.close();
      reject(e);
    });
    server.listen(opts.port ?? 9200, opts.host ?? '127.0.0.1', () => {
      // Jobs a replayed journal left running go on.
      schedulePump();
      const addr = server.address() as AddressInfo;
      const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
      resolve({
        url: `http://${host}:${addr.port}`,
        port: addr.port,
        simulator,
        server,
        replayed,
        report,
        ...(journal ? { data: journal } : {}),
        close: () => new Promise<void>((r) => {
          closed = true;
          clearTimeout(wakeTimer);
          server.close(() => {
            // A compaction under way is let finish: the next start then reads its snapshot.
            void (journal?.settled() ?? Promise.resolve()).then(() => {
              journal?.close();
              r();
            });
          });
          server.closeAllConnections();
        }),
      });
    });
  });
}
