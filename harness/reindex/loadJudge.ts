/**
 * The oracle of a load, as a checker over its recorded history alone (Jepsen's split: running and
 * judging apart), so an old run can be judged again from its saved events. The clients' writes and
 * deletes through the alias give, per id, what the alias must hold; an operation with no answer leaves
 * its id unknown. Reads are judged against the last acknowledged operation on their id that completed
 * before they started, when no operation on that id overlapped them: an older revision, or a document
 * whose delete was acknowledged, is a stale read (allowed in the catch-up window, counted). The final
 * reads (actor `check`) are judged against what clients were told: lost writes and resurrected deletes.
 */
import { compose, invalid, valid, type Verdict } from '../check/verdict.ts';
import type { Event, History } from '../model/history.ts';
import { hitsOf, isObj } from './hits.ts';

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
  /** Acknowledged writes after the mark (see Load.markWrites). */
  writesSinceMark: number;
}

/** One stale observation: when the request started, and what it saw. */
export interface StaleEvent {
  t: number;
  /** `older`: a read saw an older revision or nothing after a write was acknowledged; `resurrected`: a read (or a delete) found a document whose delete was acknowledged; `delete`: a stale delete. */
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

/** One client operation as a timeline plots it. */
export interface Sample {
  t: number;
  op: 'write' | 'delete' | 'read' | 'count';
  ms: number;
  ok: boolean;
}

/** Everything the history says. */
export interface LoadVerdict {
  summary: Omit<LoadSummary, 'writesSinceMark'>;
  check: LoadCheck;
  stale: StaleEvent[];
  samples: Sample[];
  /** The judgement in the checker protocol (check/verdict.ts), per check and composed (`load`). */
  checks: { requests: Verdict; durability: Verdict<LoadCheck> };
  verdict: Verdict<readonly Verdict[]>;
}

/**
 * The load's two checks: every client request answered as a healthy service answers (`load-requests`),
 * and the final reads hold every acknowledged write and no acknowledged delete (`load-durability`).
 * Stale reads and deletes are not judged here: they are allowed in the catch-up window, which only
 * the run knows (see underLoad.ts).
 */
export function loadChecks(summary: LoadVerdict['summary'], check: LoadCheck): LoadVerdict['checks'] {
  const requests = summary.failed === 0
    ? valid('load-requests', `no failed client request among ${summary.ops}`)
    : invalid('load-requests', `${summary.failed} failed client request(s) among ${summary.ops}`, { counterexample: summary.failures });
  const facts = `${check.lost} lost, ${check.resurrected} resurrected of ${check.checked} checked (${check.unknown} unknown: their last operation had no answer)`;
  const durability = check.lost + check.resurrected === 0
    ? valid('load-durability', facts, { details: check })
    : invalid('load-durability', facts, { details: check, counterexample: check.samples });
  return { requests, durability };
}

/**
 * What the alias must hold for an id. `orAbsent`: a later delete answered not_found (a stale delete); the
 * write stands or the delete took effect after all (Elasticsearch keeps a tombstone even for a delete that
 * found nothing, and the catch-up then yields to it); either is consistent with what clients were told.
 */
type Expect = { state: 'present'; rev: number; orAbsent?: true } | { state: 'absent' } | { state: 'unknown' };

interface Op {
  e: Event;
  kind: Sample['op'];
  id?: string;
  ok: boolean;
}

const STALE_CAP = 100_000;

function status(e: Event): number {
  return e.outcome.kind === 'ok' ? e.outcome.status : 0;
}

/** The client operation each document API is, by the name its event carries. */
const DOC_OPS: ReadonlyMap<string, 'write' | 'delete' | 'read'> = new Map([['index', 'write'], ['delete', 'delete'], ['get', 'read']]);

/** A client operation read back from its event (undefined for the final check and anything else). */
function opOf(e: Event): Op | undefined {
  if (e.actor === 'check' || e.actor === 'reindex') return undefined;
  const s = status(e);
  if (e.api === 'count') return { e, kind: 'count', ok: s === 200 };
  const kind = DOC_OPS.get(e.api);
  const id = e.parts?.id;
  if (kind === undefined || id === undefined) return undefined;
  if (kind === 'write') return { e, kind, id, ok: s === 200 || s === 201 };
  return { e, kind, id, ok: s === 200 || s === 404 };
}

function revOf(json: unknown): number | undefined {
  const src = isObj(json) ? (isObj(json._source) ? json._source : json) : undefined;
  return typeof src?.rev === 'number' ? src.rev : undefined;
}

/** Judge a load from its history. */
export function judgeLoad(history: History): LoadVerdict {
  const ops: Op[] = [];
  for (const e of history) {
    const op = opOf(e);
    if (op) ops.push(op);
  }
  const summary: LoadVerdict['summary'] = { ops: ops.length, writes: 0, deletes: 0, reads: 0, failed: 0, failures: [], staleReads: 0, staleDeletes: 0 };
  const stale: StaleEvent[] = [];
  const note = (t: number, kind: StaleEvent['kind'], id: string): void => {
    if (stale.length < STALE_CAP) stale.push({ t, kind, id });
  };
  for (const op of ops) {
    if (op.kind === 'write') summary.writes++;
    else if (op.kind === 'delete') summary.deletes++;
    else if (op.kind === 'read') summary.reads++;
    if (!op.ok) {
      summary.failed++;
      const o = op.e.outcome;
      if (summary.failures.length < 20) summary.failures.push(`${op.e.request.method} ${op.e.request.path}: ${o.kind === 'ok' ? `${o.status} ${o.body.slice(0, 160)}` : o.reason}`);
    }
  }

  // Writes and deletes per id, in order (each id has one client, so they do not overlap), with the state after each.
  const changes = new Map<string, Array<{ op: Op; after: Expect }>>();
  for (const op of ops) {
    if (op.kind !== 'write' && op.kind !== 'delete') continue;
    const list = changes.get(op.id!) ?? [];
    if (list.length === 0) changes.set(op.id!, list);
    list.push({ op, after: { state: 'unknown' } });
  }
  for (const list of changes.values()) {
    list.sort((a, b) => a.op.e.at - b.op.e.at);
    let before: Expect | undefined;
    let beforeDone = -Infinity;
    for (const c of list) {
      const { e } = c.op;
      const s = status(e);
      if (c.op.kind === 'write') {
        const rev = revOf(typeof e.request.body === 'string' ? JSON.parse(e.request.body) : undefined);
        c.after = c.op.ok && rev !== undefined ? { state: 'present', rev } : { state: 'unknown' };
      } else if (!c.op.ok) c.after = { state: 'unknown' };
      else if (s === 404 && before?.state === 'present') {
        // "not_found" for a document whose write was acknowledged: a stale delete, unless an earlier one may
        // already have taken effect (then not_found is consistent).
        if (!before.orAbsent) {
          summary.staleDeletes++;
          note(e.at, 'delete', c.op.id!);
        }
        c.after = { ...before, orAbsent: true };
      } else {
        // The document was back although its delete had been acknowledged: a resurrection seen by a delete.
        if (s === 200 && before?.state === 'absent' && beforeDone < e.at) {
          summary.staleReads++;
          note(e.at, 'resurrected', c.op.id!);
        }
        c.after = { state: 'absent' };
      }
      before = c.after;
      beforeDone = e.done ?? e.at;
    }
  }

  // Reads, against the last change on their id acknowledged before they started, if none overlapped them.
  for (const op of ops) {
    if (op.kind !== 'read') continue;
    const list = changes.get(op.id!);
    if (!list) continue; // never written by a client: nothing to compare with
    const { at, done = at } = op.e;
    if (list.some((c) => c.op.e.at < done && (c.op.e.done ?? c.op.e.at) > at)) continue;
    const last = list.filter((c) => (c.op.e.done ?? c.op.e.at) <= at).at(-1)?.after;
    if (!op.ok || !last || last.state === 'unknown') continue;
    const s = status(op.e);
    const rev = revOf(op.e.outcome.kind === 'ok' ? op.e.outcome.json : undefined);
    if (last.state === 'present' && !last.orAbsent && (s === 404 || rev === undefined || rev < last.rev)) {
      summary.staleReads++;
      note(at, 'older', op.id!);
    }
    if (last.state === 'absent' && s === 200) {
      summary.staleReads++;
      note(at, 'resurrected', op.id!);
    }
  }

  // The final reads through the alias, against what clients were told.
  const found = new Map<string, unknown>();
  for (const e of history) if (e.actor === 'check' && e.outcome.kind === 'ok') for (const h of hitsOf(e.outcome.json)) found.set(h._id, h._source);
  const check: LoadCheck = { checked: 0, unknown: 0, lost: 0, resurrected: 0, samples: [] };
  for (const [id, list] of changes) {
    const want = list.at(-1)!.after;
    if (want.state === 'unknown') {
      check.unknown++;
      continue;
    }
    check.checked++;
    const has = found.has(id);
    const rev = revOf(found.get(id));
    if (want.state === 'present' && rev !== want.rev && !(want.orAbsent && !has)) {
      check.lost++;
      if (check.samples.length < 20) check.samples.push(`${id}: acknowledged rev ${want.rev}, alias has ${has ? `rev ${String(rev)}` : 'nothing'}`);
    } else if (want.state === 'absent' && has) {
      check.resurrected++;
      if (check.samples.length < 20) check.samples.push(`${id}: acknowledged delete, alias has rev ${String(rev)}`);
    }
  }
  const samples = ops.map((op): Sample => ({ t: op.e.at, op: op.kind, ms: op.e.outcome.ms, ok: op.ok }));
  const checks = loadChecks(summary, check);
  return { summary, check, stale, samples, checks, verdict: compose('load', checks.requests, checks.durability) };
}
