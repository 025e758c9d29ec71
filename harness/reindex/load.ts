/**
 * Clients through the alias while a reindex runs: writers (index, create, delete on disjoint ids, so
 * the expected final state of every id is known) and readers (GET by id, count). Every operation is
 * recorded as an event of one history (model/history.ts); loadJudge.ts judges that history alone (lost
 * writes, resurrected deletes, stale reads), so a saved run can be judged again. The load stops by itself
 * at a deadline or after a number of operations, whichever comes first.
 */
import { JSON_HEADERS } from '../api/apiCall.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { requestLine, type ApiCall } from '../api/apiCall.ts';
import type { History } from '../model/history.ts';
import type { Outcome } from '../model/outcome.ts';
import { rng } from '../model/rng.ts';
import type { Target } from '../targets/target.ts';
import { judgeLoad, type LoadSummary, type LoadVerdict } from './loadJudge.ts';
import { sleep } from '../model/values.ts';

/** How hard and how long to push. */
export interface LoadOptions {
  alias: string;
  /** Documents `0`..`preloaded-1` exist (with `rev: 0`) before the load starts. */
  preloaded: number;
  writers: number;
  readers: number;
  /** Think time between a client's operations. */
  pauseMs: number;
  /** Stop by itself after this long (ms) ... */
  deadlineMs: number;
  /** ... or after this many operations. */
  maxOps: number;
  seed: number;
  /** Path segment for documents: `_doc`, or a type on typed servers. */
  docType: string;
  /**
   * When set, each writer works on a small pool of its own ids (half of them preloaded, half new), so the
   * same ids are written, overwritten, deleted and re-created again and again while the reindex runs.
   */
  hotIds?: number;
}

export type { LoadCheck, LoadSummary, Sample, StaleEvent } from './loadJudge.ts';

/** The source of a document at a revision (valid in the old mapping, where `code` is a date, and the new). */
export function docSource(id: string, rev: number): Record<string, unknown> {
  const n = Number.isFinite(Number(id)) ? Number(id) : -1;
  const day = 1 + (rev % 28);
  return { code: `2015-01-${String(day).padStart(2, '0')}`, name: `doc ${id}`, n, rev, at: new Date(Date.UTC(2020, 0, 1) + (n >= 0 ? n : rev) * 60_000).toISOString() };
}


/** A running load. */
export class Load {
  /** Every client request and the final check's reads, in the order they completed. */
  readonly history: History = [];
  readonly markers: Array<{ t: number; label: string }> = [];
  /** The last acknowledged state of each id, as the writers see it to choose their next operation. */
  private readonly known = new Map<string, 'present' | 'absent'>();
  private readonly touched: string[] = [];
  private readonly touchedSet = new Set<string>();
  private readonly origin = performance.now();
  private running = false;
  private loops: Promise<void>[] = [];
  private ops = 0;
  private marked = false;
  private sinceMark = 0;
  private waiters: Array<{ n: number; resolve: () => void }> = [];
  private ackWaiters: Array<{ n: number; resolve: () => void }> = [];
  private acks = 0;
  private revs = 0;

  constructor(private readonly target: Target, private readonly opts: LoadOptions) {}

  /** Client requests sent so far and writes acknowledged (for progress lines). */
  counters(): { ops: number; acked: number } {
    return { ops: this.ops, acked: this.acks };
  }

  /** Ms since the load was made (the history's and the timeline's clock). */
  now(): number {
    return performance.now() - this.origin;
  }

  /** Start the clients. */
  start(): void {
    this.running = true;
    for (let w = 0; w < this.opts.writers; w++) this.loops.push(this.writer(w));
    for (let r = 0; r < this.opts.readers; r++) this.loops.push(this.reader(r));
  }

  /** Stop the clients and wait for their last operations; what they saw, judged from the history. */
  async stop(): Promise<LoadSummary> {
    this.running = false;
    await Promise.all(this.loops);
    for (const w of [...this.waiters, ...this.ackWaiters]) w.resolve();
    return { ...this.verdict().summary, writesSinceMark: this.sinceMark };
  }

  /** The history judged (loadJudge.ts): summary, final check, stale observations, timeline samples. */
  verdict(): LoadVerdict {
    return judgeLoad(this.history);
  }

  /** Mark a moment on the timeline. */
  mark(label: string): void {
    this.markers.push({ t: this.now(), label });
  }

  /** Start counting acknowledged writes from now (writesSinceMark). */
  markWrites(): void {
    this.marked = true;
    this.sinceMark = 0;
  }

  /** Resolves once `n` writes were acknowledged since markWrites, or the load stopped. */
  writesSinceMark(n: number): Promise<void> {
    if (!this.running || this.sinceMark >= n) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  /** Resolves once `n` more writes (or deletes) are acknowledged from now, or the load stopped. */
  moreWrites(n: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    const target = this.acks + n;
    return new Promise((resolve) => this.ackWaiters.push({ n: target, resolve }));
  }

  private active(): boolean {
    return this.running && this.ops < this.opts.maxOps && this.now() < this.opts.deadlineMs;
  }

  /** Send one call (its body already JSON text) and record it as an event of the history, named and with its parts. */
  private async send(actor: string, call: ApiCall & { method: string; body?: string }): Promise<Outcome> {
    const { method, path, parts } = requestLine(call);
    const req: WireRequest = call.body === undefined ? { method, path } : { method, path, headers: JSON_HEADERS, body: call.body };
    const at = this.now();
    const outcome = await this.target.send(req);
    this.history.push({ api: call.api, parts, actor, request: req, outcome, at, done: this.now() });
    if (actor !== 'check') this.ops++;
    return outcome;
  }

  private acked(): void {
    this.acks++;
    this.ackWaiters = this.ackWaiters.filter((w) => {
      if (this.acks < w.n) return true;
      w.resolve();
      return false;
    });
    if (!this.marked) return;
    this.sinceMark++;
    this.waiters = this.waiters.filter((w) => {
      if (this.sinceMark < w.n) return true;
      w.resolve();
      return false;
    });
  }

  private async writer(w: number): Promise<void> {
    const rand = rng(this.opts.seed * 31 + w);
    const { writers, preloaded } = this.opts;
    const actor = `writer ${w}`;
    const mine: string[] = [];
    let created = 0;
    const pool = this.opts.hotIds ? hotPool(w, writers, preloaded, this.opts.hotIds) : undefined;
    while (this.active()) {
      const roll = rand();
      if (pool && rand() < 0.5) {
        // The same few ids, again and again: writes, overwrites, deletes and re-creates.
        const id = pool[Math.floor(rand() * pool.length)]!;
        if (roll < (this.known.get(id) === 'present' ? 0.35 : 0.15)) await this.delete(id, actor);
        else await this.write(id, actor);
      } else if (roll < 0.2 && mine.length > 0) {
        await this.delete(mine.splice(Math.floor(rand() * mine.length), 1)[0]!, actor);
      } else {
        const id = roll < 0.45 || preloaded < writers ? `w${w}-${created++}` : String(w + writers * Math.floor(rand() * Math.floor(preloaded / writers)));
        if ((await this.write(id, actor)) && !mine.includes(id) && mine.length < 1000) mine.push(id);
      }
      if (this.opts.pauseMs > 0) await sleep(this.opts.pauseMs);
    }
  }

  /** A document through the alias, as the API catalogue's parts name it (typed where the dialect names a type). */
  private doc(id: string): Record<string, string> {
    const { alias, docType } = this.opts;
    return docType === '_doc' ? { index: alias, id } : { index: alias, type: docType, id };
  }

  /** One client write through the alias; whether it was acknowledged. Ids must be the caller's own. */
  async write(id: string, actor = 'script'): Promise<boolean> {
    this.touch(id);
    const rev = ++this.revs;
    const o = await this.send(actor, { api: 'index', method: 'PUT', params: this.doc(id), body: JSON.stringify(docSource(id, rev)) });
    const ok = o.kind === 'ok' && (o.status === 200 || o.status === 201);
    if (ok) {
      this.known.set(id, 'present');
      this.acked();
    } else this.known.delete(id);
    return ok;
  }

  /** One client delete through the alias. */
  async delete(id: string, actor = 'script'): Promise<void> {
    this.touch(id);
    const o = await this.send(actor, { api: 'delete', method: 'DELETE', params: this.doc(id) });
    if (o.kind === 'ok' && (o.status === 200 || o.status === 404)) {
      this.known.set(id, 'absent');
      this.acked();
    } else this.known.delete(id);
  }

  private touch(id: string): void {
    if (this.touchedSet.has(id)) return;
    this.touchedSet.add(id);
    this.touched.push(id);
  }

  private async reader(r: number): Promise<void> {
    const rand = rng(this.opts.seed * 131 + r);
    const { preloaded, alias } = this.opts;
    const actor = `reader ${r}`;
    let i = 0;
    while (this.active()) {
      if (++i % 10 === 0) await this.send(actor, { api: 'count', method: 'GET', params: { index: alias } });
      else {
        const id = this.touched.length > 0 && rand() < 0.4 ? this.touched[Math.floor(rand() * this.touched.length)]! : String(Math.floor(rand() * Math.max(1, preloaded)));
        await this.send(actor, { api: 'get', method: 'GET', params: this.doc(id) });
      }
      if (this.opts.pauseMs > 0) await sleep(this.opts.pauseMs);
    }
  }

  /** Read every id the clients touched through the alias (after the load stopped; recorded as `check`), then judge. */
  async check(batch = 1000): Promise<LoadVerdict['check']> {
    const ids = [...this.touched];
    for (let i = 0; i < ids.length; i += batch) {
      const chunk = ids.slice(i, i + batch);
      const o = await this.send('check', { api: 'search', method: 'POST', params: { index: this.opts.alias }, body: JSON.stringify({ size: chunk.length, query: { ids: { values: chunk } } }) });
      if (o.kind !== 'ok' || o.status !== 200) throw new Error(`load check: ${o.kind === 'ok' ? `${o.status} ${o.body.slice(0, 200)}` : o.reason}`);
    }
    return this.verdict().check;
  }
}

/** Writer `w`'s hot ids: preloaded ids of its own residue class, then ids no one else writes. */
function hotPool(w: number, writers: number, preloaded: number, n: number): string[] {
  const out: string[] = [];
  for (let k = 0; out.length < Math.ceil(n / 2) && w + writers * k < preloaded; k++) out.push(String(w + writers * k));
  for (let k = 0; out.length < n; k++) out.push(`h${w}-${k}`);
  return out;
}

