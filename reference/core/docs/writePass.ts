/**
 * A write's scripts run outside the write (issue 32: no script holds the server while others wait), as
 * Elasticsearch runs them: ingest before the write, on the coordinating node (IngestService, then the bulk of
 * one); and an update's script on the document as TransportUpdateAction read it, the resulting index (or
 * delete) request carrying the read's `if_seq_no`/`if_primary_term`, so a write that landed in between fails
 * it with a version conflict, which the action retries from a fresh read `retry_on_conflict` times before
 * answering the conflict.
 *
 * Here a write (`f`, a whole single-document request) is synchronous and runs its scripts where it meets them.
 * Driven by `writeSteps`, it stops at the first script whose outcome the pass does not hold (an exception only
 * this module throws and catches; nothing changed yet but the counters `guard` puts back: a write changes the
 * state after its scripts), the driver runs that script as steps (yielding at its loops' back-edges every slice
 * of work) into the pass, and calls `f` again, which finds the outcome and goes on. When nothing interleaves,
 * `f` writes exactly what a whole run writes. Outside a driver the scripts run whole, as before.
 */
import type { Doc } from '../doc.ts';
import type { IndexState } from '../state.ts';
import { drain, type Steps } from '../search/resumable/steps.ts';

/** What an update read: the document's place in its index's history, or that it had none. */
export interface UpdateRead {
  idx: IndexState;
  doc?: { seqNo: number; primaryTerm: number; version: number };
  /** The index is the one the write is about to create (not in the state yet). */
  fresh?: boolean;
}

/** An ingest script's run in this pass: where it ran (its processor, its ctx as text) and what it left. */
interface IngestRun {
  step: object;
  input: string;
  value: unknown;
}

interface WritePass {
  /** The last update script run's outcome and the read it ran on. */
  update?: { read: UpdateRead; value: unknown };
  /** Runs of the update's script on a newer read still allowed (`retry_on_conflict`). */
  retriesLeft: number;
  /** Ingest script runs, in the order the write meets them; `ingestAt` counts those met by the current call. */
  ingest: IngestRun[];
  ingestAt: number;
}

/** Thrown inside `writeSteps` where a script has not run in the pass; caught there only. */
class ScriptNotRun extends Error {
  constructor(
    readonly make: () => Steps<unknown>,
    readonly settle: (value: unknown) => void,
  ) {
    super('script not run in this pass');
  }
}

/** The pass of the driver now calling the write (set only while the write runs synchronously). */
let current: WritePass | undefined;

function readOf(idx: IndexState, existing: Doc | undefined, fresh: boolean): UpdateRead {
  const read: UpdateRead = existing ? { idx, doc: { seqNo: existing.seqNo, primaryTerm: existing.primaryTerm, version: existing.version } } : { idx };
  if (fresh) read.fresh = true;
  return read;
}

function sameRead(a: UpdateRead, b: UpdateRead): boolean {
  // An index the write is about to create is built again by each attempt: the read is of no document in that
  // name, the same while the document is missing (if the index was created meanwhile, as on ES, the create goes on).
  if (a.fresh || b.fresh) return a.idx.name === b.idx.name && !a.doc && !b.doc;
  if (a.idx !== b.idx) return false;
  if (!a.doc || !b.doc) return !a.doc && !b.doc;
  return a.doc.seqNo === b.doc.seqNo && a.doc.primaryTerm === b.doc.primaryTerm;
}

/**
 * The outcome of an update's script (`make`, its run as steps, `sliced` when they may yield inside the script;
 * none when this read runs no script) on `existing`
 * as the write reads it now: run whole outside a driver; inside one, the outcome of the run on this same read,
 * else, with no retry left, `conflict` of the read the last run saw (the write it made fails), else the driver
 * runs it (the write stops here).
 */
export function updateScriptOutcome<T, E>(idx: IndexState, fresh: boolean, existing: Doc | undefined, make: ((sliced: boolean) => Steps<T>) | undefined, conflict: (read: UpdateRead) => E): T | E | undefined {
  const pass = current;
  if (!pass) return make && drain(make(false));
  const read = readOf(idx, existing, fresh);
  const done = pass.update;
  if (done && sameRead(done.read, read)) return done.value as T;
  if (done && pass.retriesLeft === 0) return conflict(done.read);
  // No script to run on this read (a document missing, no scripted upsert): the write goes on without one.
  if (!make) return undefined;
  throw new ScriptNotRun(() => make(true), (value) => {
    if (pass.update) pass.retriesLeft--;
    pass.update = { read, value };
    // Ingest runs met after the script (the upsert's pipelines) saw the old outcome.
    pass.ingest.length = 0;
  });
}

/**
 * The outcome of an ingest script of processor `step` on a document whose ctx reads `input` (its text): run
 * whole outside a driver (`make(false)`: on the document itself, without yielding); inside one, the outcome of
 * the same run in this pass, else the driver runs `make(true)` (on a copy, yielding; the write stops here).
 */
export function ingestScriptOutcome<T>(step: object, input: () => string, make: (sliced: boolean) => Steps<T>): T {
  const pass = current;
  if (!pass) return drain(make(false));
  const n = pass.ingestAt++;
  const text = input();
  const done = pass.ingest[n];
  if (done && done.step === step && done.input === text) return done.value as T;
  throw new ScriptNotRun(
    () => make(true),
    (value) => {
      pass.ingest.length = n;
      pass.ingest.push({ step, input: text, value });
    },
  );
}

function within<T>(pass: WritePass | undefined, f: () => T): T {
  const outer = current;
  current = pass;
  try {
    return f();
  } finally {
    current = outer;
  }
}

/**
 * The write `f` as steps: each time it stops at a script, the script runs as steps (a yield point between its
 * slices) and `f` runs again; an update script's run on a newer read than the last one spends one of
 * `retries`. `guard` is called before each call of `f` and gives what puts back the counters a stopped call
 * changed (the ingest statistics).
 */
export function* writeSteps<R>(retries: number, f: () => R, guard: () => () => void): Steps<R> {
  const pass: WritePass = { retriesLeft: retries, ingest: [], ingestAt: 0 };
  for (;;) {
    let miss: ScriptNotRun;
    pass.ingestAt = 0;
    const restore = guard();
    try {
      return within(pass, f);
    } catch (e) {
      if (!(e instanceof ScriptNotRun)) throw e;
      miss = e;
      restore();
    }
    // The script's own steps run outside the pass: nothing in them is a write's.
    const it = miss.make();
    for (;;) {
      const r = within(undefined, () => it.next());
      if (r.done) {
        miss.settle(r.value);
        break;
      }
      yield;
    }
  }
}
