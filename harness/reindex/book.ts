/**
 * The book of the reindex's own writes to the new index, and the one way it writes after the swap.
 *
 * After the swap clients write the new index too, so every change the reindex makes there carries a
 * precondition that holds only if no client touched the document since the swap:
 * - a document the new index held (at the swap, or as the reindex's own last write left it) is changed
 *   with `if_seq_no`/`if_primary_term` of that state (internal `version` on servers without `_seq_no`);
 *   any client write or delete since gives it another `_seq_no`, and the change fails;
 * - a document the new index did not hold is created with `version_type=external` and version X+1, where
 *   X is the version the id last had there (the tombstone of the reindex's own delete, or 0 when the
 *   reindex never wrote it). A client's write or delete of the id since the swap left a version ≥ X+1
 *   (internal versions count up from the tombstone, and ES keeps a tombstone even for a delete that
 *   found nothing), so the create fails. So does it when the document was there at the swap (its
 *   version is ≥ X+1 too). This needs the tombstones to outlive the reindex: `index.gc_deletes`.
 * Absence alone proves nothing: `op_type=create` succeeds on a tombstone, so a document a client created
 * and deleted after the swap would come back (the race this replaced).
 *
 * A write that fails its precondition is left to the client (`yielded`): the conflict is the server's
 * evidence that a client touched the id after the swap, and verification counts on it.
 */
import { bulkWrite, tally, type BulkAction, type BulkTally, type WrittenState } from './bulk.ts';
import type { EsClient } from './client.ts';
import type { Hit } from './hits.ts';
import type { ReindexPlan } from './plan.ts';
import { TooManyIdsError } from './tooManyIdsError.ts';

/** What the reindex expects the new index to hold for an id: a document at a known state, or nothing at a known version. */
export type Expected =
  | { present: true; seq?: number; term?: number; version: number }
  | { present: false; version: number };

/** The state a hit shows (with `_seq_no` when the server has it). */
export function stateOf(h: Hit): Expected {
  return { present: true, ...(h._seq_no !== undefined ? { seq: h._seq_no, term: h._primary_term ?? 1 } : {}), version: h._version ?? 1 };
}

/** Whether a document seen now is still in the state `s` (same `_seq_no` and term, or `_version` without them). */
export function sameState(now: Hit, s: { seq?: number; term?: number; version: number }, bySeq: boolean): boolean {
  return bySeq ? now._seq_no === s.seq && (now._primary_term ?? 1) === (s.term ?? 1) : now._version === s.version;
}

/** One change after the swap: bring `copy` (the old index's document) over, or delete when it is undefined. */
export interface GuardedChange {
  id: string;
  expected: Expected;
  copy?: Hit;
  /** The copy version of `copy` (see copyVersion in bulk.ts), so later steps know the document is current. */
  copyOf?: number;
  /** Type and routing of the document in the new index (for a delete; a copy carries its own). */
  type?: string;
  routing?: string;
}

/** What the reindex wrote and what it left to clients. */
export class Book {
  /** Versions of the reindex's own deletes before the snapshot (their tombstones). */
  readonly tombs = new Map<string, number>();
  /** The reindex's own writes since the snapshot: the last pass before the swap, and every change after it. */
  readonly after = new Map<string, WrittenState>();
  /** Ids whose guarded change after the swap failed its precondition: a client touched them since. */
  readonly yielded = new Set<string>();
  /**
   * The lowest of the new index's shards' highest `_seq_no` at the snapshot (seqFloor.ts); undefined where
   * the server cannot tell (no `_seq_no`, or the snapshot phase did not read it).
   */
  seqFloor?: number;
  /**
   * Ids a catch-up found in the new index after the swap above the floor and unknown to the book: written
   * by a client after the swap, unless the snapshot holds them (the verification reads it to tell). A
   * client's write can carry the very version the reindex would have copied (its internal versions start
   * again at 1 in the new index), so a catch-up that takes it for the copy leaves no other trace of it.
   */
  readonly seenAfterSwap = new Set<string>();

  /**
   * `fresh`: this run created the new index, so every tombstone in it is a client's or in `tombs`. After
   * `--resume` an earlier attempt's tombstones are unknown, and a failed create proves nothing.
   */
  constructor(private readonly cap: number, public fresh = true) {}

  /** Whether a failed guarded create of `id` proves a client touched it (the reindex knows every version the id had). */
  knowsHistory(id: string): boolean {
    return this.fresh || this.tombs.has(id) || this.after.has(id);
  }

  /** Record a delete of the reindex before the snapshot. */
  tomb(id: string, version: number): void {
    this.tombs.set(id, version);
    if (this.tombs.size > this.cap) throw new TooManyIdsError('deletes during the copy', this.cap);
  }

  /** Record a write of the reindex since the snapshot. */
  wrote(id: string, w: WrittenState): void {
    this.after.set(id, w);
    if (this.after.size > this.cap) throw new TooManyIdsError('catch-up writes', this.cap);
  }

  /** A catch-up after the swap met `id` in the new index at `seq`: kept as evidence when above the floor and not the reindex's write. */
  seen(id: string, seq: number | undefined): void {
    if (this.seqFloor === undefined || typeof seq !== 'number' || seq <= this.seqFloor || this.after.has(id)) return;
    this.seenAfterSwap.add(id);
    if (this.seenAfterSwap.size > this.cap) throw new TooManyIdsError('documents written by clients after the swap', this.cap);
  }

  /** What the new index should hold for `id`: the reindex's own last write since the snapshot, else `atSwap`, else nothing. */
  expected(id: string, atSwap?: Expected): Expected {
    const mine = this.after.get(id);
    if (mine) return mine.deleted ? { present: false, version: mine.version } : { present: true, seq: mine.seq, term: mine.term, version: mine.version };
    return atSwap ?? { present: false, version: this.tombs.get(id) ?? 0 };
  }
}

/** The guarded action for one change, or undefined when there is nothing to do (deleting what is absent). */
function action(c: GuardedChange, bySeq: boolean): BulkAction | undefined {
  const e = c.expected;
  const type = c.copy?._type ?? c.type;
  const routing = c.copy?._routing ?? c.routing;
  const meta = { ...(type !== undefined ? { type } : {}), ...(routing !== undefined ? { routing } : {}) };
  const guard = e.present ? (bySeq ? { ifSeqNo: e.seq!, ifPrimaryTerm: e.term ?? 1 } : { version: e.version, versionType: 'internal' as const }) : { version: e.version + 1, versionType: 'external' as const };
  if (!c.copy) return e.present ? { op: 'delete', id: c.id, ...meta, ...guard, after: e.version + 1 } : undefined;
  return { op: 'index', id: c.id, source: c.copy._source ?? {}, ...meta, ...guard, after: e.version + 1, ...(c.copyOf !== undefined ? { copyOf: c.copyOf } : {}) };
}

/** What a batch of guarded changes did. */
export interface GuardedTally {
  written: number;
  deleted: number;
  yielded: number;
  writes: BulkTally;
}

/** What a guarded write needs of the run (the run's `Ctx` is one): not `Ctx` itself, which holds the book. */
export interface GuardedTarget {
  client: EsClient;
  plan: Pick<ReindexPlan, 'newIndex' | 'seqNo'>;
}

/** Apply changes after the swap, each under its precondition (see the file comment); record what was done and what was left to clients. */
export async function writeGuarded(ctx: GuardedTarget, book: Book, changes: readonly GuardedChange[]): Promise<GuardedTally> {
  const bySeq = ctx.plan.seqNo;
  const actions: BulkAction[] = [];
  for (const c of changes) {
    const a = action(c, bySeq);
    if (a) actions.push(a);
  }
  const out: GuardedTally = { written: 0, deleted: 0, yielded: 0, writes: tally() };
  out.writes = await bulkWrite(ctx.client, ctx.plan.newIndex, actions, {
    done: (a, it) => {
      if (it.status === 404) return; // a guarded delete never answers 404 (it conflicts); nothing to record
      if (a.op === 'delete') out.deleted++;
      else out.written++;
      book.wrote(a.id, { seq: it.seqNo ?? -1, term: it.primaryTerm ?? 1, version: a.after!, ...(a.op === 'delete' ? { deleted: true } : {}), ...(a.copyOf !== undefined ? { copyOf: a.copyOf } : {}), ...(a.type !== undefined ? { type: a.type } : {}), ...(a.routing !== undefined ? { routing: a.routing } : {}) });
    },
    conflict: (a) => {
      out.yielded++;
      // A failed create of an id whose history the reindex does not know (after --resume) proves nothing.
      if (a.versionType !== 'external' || book.knowsHistory(a.id)) book.yielded.add(a.id);
    },
  });
  return out;
}
