/**
 * Clients through the alias while a reindex runs: writers (index, create, delete on disjoint ids, so
 * the expected final state of every id is known) and readers (GET by id, count). Every operation's
 * latency and success is sampled; each id's last acknowledged write is the oracle for lost and
 * resurrected documents afterwards. Jepsen's rule: an operation with no answer leaves its id unknown.
 * The load stops by itself at a deadline or after a number of operations, whichever comes first.
 */
import type { Target } from '../targets/target.ts';
import { hitsOf, isObj } from './hits.ts';
import { rng } from '../model/rng.ts';

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

/** One client operation as sampled. */
export interface Sample {
  t: number;
  op: 'write' | 'delete' | 'read' | 'count';
  ms: number;
  ok: boolean;
}

/**
 * What the alias must hold for an id. `orAbsent`: a later delete answered not_found (a stale delete); the
 * write stands or the delete took effect after all (Elasticsearch keeps a tombstone even for a delete that
 * found nothing, and the catch-up then yields to it); either is consistent with what clients were told.
 */
type Expect = { state: 'present'; rev: number; at: number; orAbsent?: true } | { state: 'absent'; at: number } | { state: 'unknown' };

/** What the load saw. */
export interface LoadSummary {
  ops: number;
  writes: number;
  deletes: number;
  reads: number;
  /** Requests that failed: no answer, or a status a healthy service would not give. */
  failed: number;
  failures: string[];
  /** Reads that saw an older state than one already acknowledged (allowed, but counted). */
  staleReads: number;
  /** Deletes answered not_found although the document's write had been acknowledged. */
  staleDeletes: number;
  /** Acknowledged writes after the mark (see markWrites). */
  writesSinceMark: number;
}

/** One stale observation: when the request started, and what it saw. */
export interface StaleEvent {
  t: number;
  /** `older`: a read saw an older revision or nothing after a write was acknowledged; `resurrected`: a read saw a document whose delete was acknowledged; `delete`: a stale delete. */
  kind: 'older' | 'resurrected' | 'delete';
  id: string;
}

/** The final check of the oracle against the alias. */
export interface LoadCheck {
  checked: number;
  unknown: number;
  /** Acknowledged writes whose document is missing or older through the alias. */
  lost: number;
  /** Acknowledged deletes whose document is back. */
  resurrected: number;
  samples: string[];
}


/** The source of a document at a revision (valid in the old mapping, where `code` is a date, and the new). */
export function docSource(id: string, rev: number): Record<string, unknown> {
  const n = Number.isFinite(Number(id)) ? Number(id) : -1;
  const day = 1 + (rev % 28);
  return { code: `2015-01-${String(day).padStart(2, '0')}`, name: `doc ${id}`, n, rev, at: new Date(Date.UTC(2020, 0, 1) + (n >= 0 ? n : rev) * 60_000).toISOString() };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A running load. */
export class Load {
  readonly samples: Sample[] = [];
  /** Every stale read and stale delete, in order (bounded). */
  readonly stale: StaleEvent[] = [];
  readonly markers: Array<{ t: number; label: string }> = [];
  private readonly model = new Map<string, Expect>();
  private readonly touched: string[] = [];
  private readonly inflight = new Set<string>();
  private readonly summary: LoadSummary = { ops: 0, writes: 0, deletes: 0, reads: 0, failed: 0, failures: [], staleReads: 0, staleDeletes: 0, writesSinceMark: 0 };
  private readonly origin = performance.now();
  private running = false;
  private loops: Promise<void>[] = [];
  private marked = false;
  private waiters: Array<{ n: number; resolve: () => void }> = [];
  private ackWaiters: Array<{ n: number; resolve: () => void }> = [];
  private acks = 0;
  private revs = 0;

  constructor(private readonly target: Target, private readonly opts: LoadOptions) {}

  /** Ms since the load was made (the timeline's clock). */
  now(): number {
    return performance.now() - this.origin;
  }

  /** Start the clients. */
  start(): void {
    this.running = true;
    for (let w = 0; w < this.opts.writers; w++) this.loops.push(this.writer(w));
    for (let r = 0; r < this.opts.readers; r++) this.loops.push(this.reader(r));
  }

  /** Stop the clients and wait for their last operations. */
  async stop(): Promise<LoadSummary> {
    this.running = false;
    await Promise.all(this.loops);
    for (const w of [...this.waiters, ...this.ackWaiters]) w.resolve();
    return this.summary;
  }

  /** Mark a moment on the timeline. */
  mark(label: string): void {
    this.markers.push({ t: this.now(), label });
  }

  /** Start counting acknowledged writes from now (writesSinceMark). */
  markWrites(): void {
    this.marked = true;
    this.summary.writesSinceMark = 0;
  }

  /** Resolves once `n` writes were acknowledged since markWrites, or the load stopped. */
  writesSinceMark(n: number): Promise<void> {
    if (!this.running || this.summary.writesSinceMark >= n) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  /** Resolves once `n` more writes (or deletes) are acknowledged from now, or the load stopped. */
  moreWrites(n: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    const target = this.acks + n;
    return new Promise((resolve) => this.ackWaiters.push({ n: target, resolve }));
  }

  private noteStale(t: number, kind: StaleEvent['kind'], id: string): void {
    if (this.stale.length < 100_000) this.stale.push({ t, kind, id });
  }

  private active(): boolean {
    return this.running && this.summary.ops < this.opts.maxOps && this.now() < this.opts.deadlineMs;
  }

  private async timed(op: Sample['op'], req: Parameters<Target['send']>[0], good: (status: number) => boolean): Promise<{ status: number; json: unknown; ok: boolean }> {
    const t = this.now();
    const o = await this.target.send(req);
    const ok = o.kind === 'ok' && good(o.status);
    this.samples.push({ t, op, ms: o.ms, ok });
    this.summary.ops++;
    if (!ok) {
      this.summary.failed++;
      if (this.summary.failures.length < 20) this.summary.failures.push(`${req.method} ${req.path}: ${o.kind === 'ok' ? `${o.status} ${o.body.slice(0, 160)}` : o.reason}`);
    }
    return { status: o.kind === 'ok' ? o.status : 0, json: o.kind === 'ok' ? o.json : undefined, ok };
  }

  private acked(): void {
    this.acks++;
    this.ackWaiters = this.ackWaiters.filter((w) => {
      if (this.acks < w.n) return true;
      w.resolve();
      return false;
    });
    if (!this.marked) return;
    this.summary.writesSinceMark++;
    this.waiters = this.waiters.filter((w) => {
      if (this.summary.writesSinceMark < w.n) return true;
      w.resolve();
      return false;
    });
  }

  private async writer(w: number): Promise<void> {
    const rand = rng(this.opts.seed * 31 + w);
    const { writers, preloaded } = this.opts;
    const mine: string[] = [];
    let created = 0;
    const pool = this.opts.hotIds ? hotPool(w, writers, preloaded, this.opts.hotIds) : undefined;
    while (this.active()) {
      const roll = rand();
      if (pool && rand() < 0.5) {
        // The same few ids, again and again: writes, overwrites, deletes and re-creates.
        const id = pool[Math.floor(rand() * pool.length)]!;
        if (roll < (this.model.get(id)?.state === 'present' ? 0.35 : 0.15)) await this.delete(id);
        else await this.write(id);
      } else if (roll < 0.2 && mine.length > 0) {
        await this.delete(mine.splice(Math.floor(rand() * mine.length), 1)[0]!);
      } else {
        const id = roll < 0.45 || preloaded < writers ? `w${w}-${created++}` : String(w + writers * Math.floor(rand() * Math.floor(preloaded / writers)));
        if ((await this.write(id)) && !mine.includes(id) && mine.length < 1000) mine.push(id);
      }
      if (this.opts.pauseMs > 0) await sleep(this.opts.pauseMs);
    }
  }

  /** One client write through the alias, in the model; whether it was acknowledged. Ids must be the caller's own. */
  async write(id: string): Promise<boolean> {
    this.begin(id);
    const rev = ++this.revs;
    const path = `/${this.opts.alias}/${this.opts.docType}/${encodeURIComponent(id)}`;
    const r = await this.timed('write', { method: 'PUT', path, headers: JSON_HEADERS, body: JSON.stringify(docSource(id, rev)) }, (s) => s === 200 || s === 201);
    this.summary.writes++;
    this.model.set(id, r.ok ? { state: 'present', rev, at: this.now() } : { state: 'unknown' });
    if (r.ok) this.acked();
    this.inflight.delete(id);
    return r.ok;
  }

  /** One client delete through the alias, in the model. */
  async delete(id: string): Promise<void> {
    this.begin(id);
    const before = this.model.get(id);
    const startedAt = this.now();
    const r = await this.timed('delete', { method: 'DELETE', path: `/${this.opts.alias}/${this.opts.docType}/${encodeURIComponent(id)}` }, (s) => s === 200 || s === 404);
    this.summary.deletes++;
    if (r.ok && r.status === 200 && before?.state === 'absent' && before.at < startedAt) {
      // The document was back although its delete had been acknowledged: a resurrection seen by a delete.
      this.summary.staleReads++;
      this.noteStale(startedAt, 'resurrected', id);
    }
    if (r.ok && r.status === 404 && before?.state === 'present') {
      // "not_found" for a document whose write was acknowledged: the delete saw a stale state. Counted, not
      // hidden; unless an earlier stale delete may already have taken effect (then not_found is consistent).
      if (!before.orAbsent) {
        this.summary.staleDeletes++;
        this.noteStale(startedAt, 'delete', id);
      }
      this.model.set(id, { ...before, orAbsent: true });
    } else this.model.set(id, r.ok ? { state: 'absent', at: this.now() } : { state: 'unknown' });
    if (r.ok) this.acked();
    this.inflight.delete(id);
  }

  private begin(id: string): void {
    if (!this.model.has(id)) this.touched.push(id);
    this.inflight.add(id);
  }

  private async reader(r: number): Promise<void> {
    const rand = rng(this.opts.seed * 131 + r);
    const { preloaded, alias, docType } = this.opts;
    let i = 0;
    while (this.active()) {
      if (++i % 10 === 0) {
        await this.timed('count', { method: 'GET', path: `/${alias}/_count` }, (s) => s === 200);
      } else {
        const id = this.touched.length > 0 && rand() < 0.4 ? this.touched[Math.floor(rand() * this.touched.length)]! : String(Math.floor(rand() * Math.max(1, preloaded)));
        const before = this.model.get(id);
        const startedAt = this.now();
        const res = await this.timed('read', { method: 'GET', path: `/${alias}/${docType}/${encodeURIComponent(id)}` }, (s) => s === 200 || s === 404);
        this.summary.reads++;
        if (res.ok && before && before.state !== 'unknown' && before.at < startedAt && !this.inflight.has(id) && this.model.get(id) === before) {
          const src = isObj(res.json) ? res.json._source : undefined;
          const rev = isObj(src) ? src.rev : undefined;
          if (before.state === 'present' && !before.orAbsent && (res.status === 404 || typeof rev !== 'number' || rev < before.rev)) {
            this.summary.staleReads++;
            this.noteStale(startedAt, 'older', id);
          }
          if (before.state === 'absent' && res.status === 200) {
            this.summary.staleReads++;
            this.noteStale(startedAt, 'resurrected', id);
          }
        }
      }
      if (this.opts.pauseMs > 0) await sleep(this.opts.pauseMs);
    }
  }

  /** Compare every id the writers touched with what the alias holds now (after the load stopped). */
  async check(batch = 1000): Promise<LoadCheck> {
    const c: LoadCheck = { checked: 0, unknown: 0, lost: 0, resurrected: 0, samples: [] };
    const ids = [...this.model.keys()];
    for (let i = 0; i < ids.length; i += batch) {
      const chunk = ids.slice(i, i + batch);
      const o = await this.target.send({ method: 'POST', path: `/${this.opts.alias}/_search`, headers: JSON_HEADERS, body: JSON.stringify({ size: chunk.length, query: { ids: { values: chunk } } }) });
      if (o.kind !== 'ok' || o.status !== 200) throw new Error(`load check: ${o.kind === 'ok' ? `${o.status} ${o.body.slice(0, 200)}` : o.reason}`);
      const found = new Map(hitsOf(o.json).map((h) => [h._id, h]));
      for (const id of chunk) {
        const e = this.model.get(id)!;
        if (e.state === 'unknown') {
          c.unknown++;
          continue;
        }
        c.checked++;
        const h = found.get(id);
        const rev = isObj(h?._source) ? (h!._source as Record<string, unknown>).rev : undefined;
        if (e.state === 'present' && rev !== e.rev && !(e.orAbsent && !h)) {
          c.lost++;
          if (c.samples.length < 20) c.samples.push(`${id}: acknowledged rev ${e.rev}, alias has ${h ? `rev ${String(rev)}` : 'nothing'}`);
        } else if (e.state === 'absent' && h) {
          c.resurrected++;
          if (c.samples.length < 20) c.samples.push(`${id}: acknowledged delete, alias has rev ${String(rev)}`);
        }
      }
    }
    return c;
  }
}

/** Writer `w`'s hot ids: preloaded ids of its own residue class, then ids no one else writes. */
function hotPool(w: number, writers: number, preloaded: number, n: number): string[] {
  const out: string[] = [];
  for (let k = 0; out.length < Math.ceil(n / 2) && w + writers * k < preloaded; k++) out.push(String(w + writers * k));
  for (let k = 0; out.length < n; k++) out.push(`h${w}-${k}`);
  return out;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
