/**
 * The benchmark's load client, run in its own process (forked by bench.ts) so it does not share an
 * event loop with the orchestrator. It takes one job at a time over IPC and answers with its figures.
 * It uses undici's Pool, as the harness's HTTP target does, and reports its own CPU use so a run can
 * tell whether the client, rather than the server, was the limit.
 */
import { Pool, type Dispatcher } from 'undici';
import { apiPath } from '../../reference/api/catalogue.ts';
import { bulkBody, docSource } from './workload.ts';

/** What each request of a closed-loop or fixed-rate job is. */
export type ReqSpec =
  | { kind: 'get'; path: string }
  | { kind: 'put'; prefix: string; start: number }
  | { kind: 'getRand'; prefix: string; max: number };

export type Job =
  | { type: 'closed'; origin: string; connections: number; durationMs: number; req: ReqSpec }
  | { type: 'rate'; origin: string; connections: number; rate: number; durationMs: number; req: ReqSpec }
  | { type: 'bulk'; origin: string; index: string; first: number; total: number; batch: number; concurrency: number }
  | { type: 'scroll'; origin: string; index: string; size: number; body?: string };

export interface JobResult {
  count: number;
  errors: number;
  ms: number;
  /** CPU time the client used during the job, as a share of one core. */
  clientCpu: number;
  /** Latencies in ms (fixed-rate jobs), or page times (scroll jobs). */
  latencies?: number[];
  /** Scroll: time of the starting search. */
  startMs?: number;
  firstError?: string;
}

const JSON_HEADERS = ['content-type', 'application/json'];

/** Paths named by the API catalogue once, when the process starts: the timed loops below only use them. */
const BULK = apiPath('bulk', 'POST');
const SCROLL = apiPath('scroll', 'POST');
const CLEAR_SCROLLS = apiPath('clear_scroll', 'DELETE', { scroll_id: '_all' });

/**
 * One request through undici's dispatcher with a bare handler: no response stream, no promise per
 * chunk, headers left unparsed. `request()` costs the client about as much CPU as a bare node:http
 * server spends answering, which would make the client the limit of the baseline.
 */
export function send(pool: Pool, opts: Dispatcher.DispatchOptions, keepBody = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let status = 0;
    const chunks: Buffer[] = [];
    const handler = {
      onConnect() {},
      onHeaders(s: number) {
        status = s;
        return true;
      },
      onData(c: Buffer) {
        if (keepBody) chunks.push(c);
        return true;
      },
      onComplete() {
        resolve({ status, body: keepBody ? Buffer.concat(chunks).toString() : '' });
      },
      onError(e: Error) {
        reject(e);
      },
    };
    pool.dispatch(opts, handler as unknown as Dispatcher.DispatchHandler);
  });
}

/** A request generator for one spec. */
function requests(spec: ReqSpec): () => Dispatcher.DispatchOptions {
  let n = spec.kind === 'put' ? spec.start : 0;
  let seed = 12345;
  const rand = (max: number) => {
    // xorshift: cheap and reproducible.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % max;
  };
  switch (spec.kind) {
    case 'get':
      return () => ({ method: 'GET', path: spec.path });
    case 'put':
      return () => {
        const i = n++;
        return { method: 'PUT', path: spec.prefix + i, body: docSource(i), headers: JSON_HEADERS };
      };
    case 'getRand':
      return () => ({ method: 'GET', path: spec.prefix + rand(spec.max) });
  }
}

function cpuShare(startCpu: NodeJS.CpuUsage, ms: number): number {
  const d = process.cpuUsage(startCpu);
  return (d.user + d.system) / 1000 / ms;
}

async function closed(job: Extract<Job, { type: 'closed' }>): Promise<JobResult> {
  const pool = new Pool(job.origin, { connections: job.connections, pipelining: 1 });
  const next = requests(job.req);
  let count = 0;
  let errors = 0;
  let firstError: string | undefined;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const end = t0 + job.durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      try {
        const res = await send(pool, next());
        if (res.status >= 300) {
          errors++;
          firstError ??= `status ${res.status}`;
        } else count++;
      } catch (e) {
        errors++;
        firstError ??= String(e);
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, worker));
  const ms = performance.now() - t0;
  const clientCpu = cpuShare(cpu, ms);
  await pool.close();
  return { count, errors, ms, clientCpu, firstError };
}

/** Open loop at a fixed rate; latency counts from the scheduled send time (no coordinated omission). */
async function rate(job: Extract<Job, { type: 'rate' }>): Promise<JobResult> {
  const pool = new Pool(job.origin, { connections: job.connections, pipelining: 1 });
  const next = requests(job.req);
  const total = Math.round((job.rate * job.durationMs) / 1000);
  const latencies: number[] = [];
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / job.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    // From when it was due (a late send counts against the server), or from the send if it left early.
    const from = Math.min(due, performance.now());
    inflight.push(
      send(pool, next()).then(
        (res) => {
          if (res.status >= 300) errors++;
          latencies.push(performance.now() - from);
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  const ms = performance.now() - t0;
  const clientCpu = cpuShare(cpu, ms);
  await pool.close();
  return { count: latencies.length, errors, ms, clientCpu, latencies };
}

async function bulk(job: Extract<Job, { type: 'bulk' }>): Promise<JobResult> {
  const pool = new Pool(job.origin, { connections: job.concurrency, pipelining: 1 });
  let nextFirst = job.first;
  const last = job.first + job.total;
  let count = 0;
  let errors = 0;
  let firstError: string | undefined;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const worker = async () => {
    while (nextFirst < last) {
      const first = nextFirst;
      const n = Math.min(job.batch, last - first);
      nextFirst += n;
      const res = await send(pool, { method: 'POST', path: BULK, body: bulkBody(job.index, first, n), headers: ['content-type', 'application/x-ndjson'] }, true);
      const text = res.body;
      // The `errors` flag leads the body; parsing all 1,000 items would tax the client, not the server.
      if (res.status !== 200 || !text.startsWith('{"took":') || !text.includes('"errors":false')) {
        errors += n;
        firstError ??= text.slice(0, 300);
      } else count += n;
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, worker));
  const ms = performance.now() - t0;
  const clientCpu = cpuShare(cpu, ms);
  await pool.close();
  return { count, errors, ms, clientCpu, firstError };
}

/** One whole scroll, page by page, as a client does it (each page parsed). */
async function scroll(job: Extract<Job, { type: 'scroll' }>): Promise<JobResult> {
  const pool = new Pool(job.origin, { connections: 1, pipelining: 1 });
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const post = async (path: string, body: string) => {
    const res = await send(pool, { method: 'POST', path, body, headers: JSON_HEADERS }, true);
    const text = res.body;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { _scroll_id: string; hits: { hits: unknown[] } };
  };
  let page = await post(`${apiPath('search', 'POST', { index: job.index })}?scroll=1m`, job.body ?? `{"size":${job.size},"sort":["_doc"]}`);
  const startMs = performance.now() - t0;
  let count = page.hits.hits.length;
  const id = page._scroll_id;
  while (page.hits.hits.length > 0) {
    const p0 = performance.now();
    page = await post(SCROLL, JSON.stringify({ scroll: '1m', scroll_id: page._scroll_id ?? id }));
    latencies.push(performance.now() - p0);
    count += page.hits.hits.length;
  }
  const ms = performance.now() - t0;
  const clientCpu = cpuShare(cpu, ms);
  await send(pool, { method: 'DELETE', path: CLEAR_SCROLLS }).catch(() => undefined);
  await pool.close();
  // The last, empty page is not a page of documents.
  latencies.pop();
  return { count, errors: 0, ms, clientCpu, latencies, startMs };
}

/** Runs one job. */
export function runJob(job: Job): Promise<JobResult> {
  switch (job.type) {
    case 'closed':
      return closed(job);
    case 'rate':
      return rate(job);
    case 'bulk':
      return bulk(job);
    case 'scroll':
      return scroll(job);
  }
}

if (process.send) {
  process.on('message', (msg: { id: number; job: Job }) => {
    runJob(msg.job).then(
      (result) => process.send!({ id: msg.id, result }),
      (e: unknown) => process.send!({ id: msg.id, error: e instanceof Error ? e.message : String(e) }),
    );
  });
  process.send({ ready: true });
}
