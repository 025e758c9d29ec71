/**
 * The reindex's view of a target: JSON in and out, retries with exponential back-off on 429, 5xx and
 * transport failures, and a bounded history of what was sent (method, path, status, time; no bodies,
 * so memory stays flat whatever the index size).
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { requestLine, type ApiCall } from '../api/apiCall.ts';
import type { Event } from '../model/history.ts';
import { infoText, type Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { isObject } from '../model/values.ts';
import { HARNESS_CODES, HarnessError } from '../model/errors.ts';

/** How retries back off. */
export interface RetryOptions {
  /** Attempts in all (first try included). Default 6. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 6, baseDelayMs: 100, maxDelayMs: 5_000 };

/** A JSON answer: status and parsed body (undefined when the body was not JSON or no response came). */
export interface JsonReply {
  status: number;
  json: unknown;
  outcome: Outcome;
}

/**
 * One line saying what came back, for errors: the status and Elasticsearch's error type and reason, or
 * the content type and the start of a body that is not JSON (an HTML page from a proxy), or why nothing
 * came back.
 */
export function describeReply(r: JsonReply): string {
  const o = r.outcome;
  if (o.kind === 'info') return `no response (${infoText(o)})`;
  const err = isObject(r.json) ? r.json.error : undefined;
  if (isObject(err)) return `${o.status} ${String(err.type ?? 'error')}: ${String(err.reason ?? '').slice(0, 200)}`;
  if (typeof err === 'string') return `${o.status} ${err.slice(0, 200)}`;
  if (r.json === undefined && o.body.trim() !== '') return `${o.status} ${o.headers['content-type'] ?? 'without a content type'}, not JSON: ${JSON.stringify(o.body.trim().slice(0, 80))}`;
  return `${o.status}${o.body.trim() === '' ? ' with an empty body' : ''}`;
}


/** Whether an outcome is worth retrying: no response, 429, or a 5xx. */
export function retryable(o: Outcome): boolean {
  return o.kind === 'info' || o.status === 429 || o.status >= 500;
}

/** The delay before attempt `n` (1-based retries): exponential with full jitter, capped. */
export function backoffDelay(n: number, opts: RetryOptions, rand: () => number = Math.random): number {
  const cap = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** (n - 1));
  return Math.round(cap / 2 + (rand() * cap) / 2);
}

/** Thrown when a request keeps failing after every retry; the procedure turns it into a rollback. */
export class ReindexRequestError extends HarnessError {
  constructor(readonly method: string, readonly path: string, readonly status: number, readonly detail: string) {
    super(HARNESS_CODES.reindexRequest, `${method} ${path} failed${status ? ` with ${status}` : ''}: ${detail}`);
    this.name = 'ReindexRequestError';
  }

  /** The error of a call, its method and path read from the catalogue (never written by hand). */
  static of(call: ApiCall, status: number, detail: string): ReindexRequestError {
    const { method, path } = requestLine(call);
    return new ReindexRequestError(method, path, status, detail);
  }
}

const HISTORY_CAP = 5_000;

/** JSON requests against a target, with retries and a bounded request history. */
export class EsClient {
  phase = 'plan';
  /** The server wants `_type` in bulk action lines, `_doc` included (ES before 6.7); set by the plan. */
  typedBulk = false;
  /** The last requests sent, as events without bodies (method, path, status, times; memory stays flat). */
  readonly history: Event[] = [];
  requests = 0;
  retries = 0;
  private readonly started = performance.now();

  constructor(
    readonly target: Target,
    readonly retry: RetryOptions = DEFAULT_RETRY,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** Milliseconds since this client was made (the reindex clock). */
  now(): number {
    return performance.now() - this.started;
  }

  /**
   * Send once per attempt until the answer is not retryable or attempts run out; returns the last
   * answer (never throws). `idempotent: false` sends once (a scroll page or a swap is not repeated blindly).
   */
  async send(call: ApiCall, opts: { query?: Record<string, string>; body?: unknown; ndjson?: string; idempotent?: boolean } = {}): Promise<JsonReply> {
    const { method, path, query } = requestLine(call);
    const req: WireRequest = { method, path };
    // The call's own query parameters, then the sender's (a scroll's keep-alive, a shard preference).
    if (opts.query || Object.keys(query).length > 0) req.query = { ...query, ...opts.query };
    if (opts.ndjson !== undefined) {
      req.body = opts.ndjson;
      req.headers = { 'content-type': 'application/x-ndjson' };
    } else if (opts.body !== undefined) {
      req.body = JSON.stringify(opts.body);
      req.headers = { 'content-type': 'application/json' };
    }
    const attempts = opts.idempotent === false ? 1 : this.retry.attempts;
    let outcome: Outcome | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) {
        this.retries++;
        await this.sleep(backoffDelay(attempt - 1, this.retry));
      }
      const at = this.now();
      outcome = await this.target.send(req);
      this.requests++;
      const brief: Outcome = outcome.kind === 'ok' ? { kind: 'ok', status: outcome.status, headers: {}, body: '', ms: outcome.ms } : outcome;
      this.record({ api: call.api, actor: 'reindex', phase: this.phase, request: { method, path }, outcome: brief, at, done: this.now(), attempt });
      if (!retryable(outcome)) break;
    }
    const o = outcome!;
    return { status: o.kind === 'ok' ? o.status : 0, json: o.kind === 'ok' ? o.json : undefined, outcome: o };
  }

  /**
   * Like send, but a final answer that is not a 2xx JSON body (other than the statuses in `accept`) throws
   * ReindexRequestError saying what came back.
   */
  async ok(call: ApiCall, opts: { query?: Record<string, string>; body?: unknown; ndjson?: string; idempotent?: boolean; accept?: number[] } = {}): Promise<JsonReply> {
    const r = await this.send(call, opts);
    if (opts.accept?.includes(r.status)) return r;
    if (r.status >= 200 && r.status < 300 && (r.json !== undefined || requestLine(call).method === 'HEAD')) return r;
    throw ReindexRequestError.of(call, r.status, describeReply(r).replace(/^\d+ /, ''));
  }

  private record(e: Event): void {
    if (this.history.length >= HISTORY_CAP) this.history.splice(0, HISTORY_CAP / 5);
    this.history.push(e);
  }
}
