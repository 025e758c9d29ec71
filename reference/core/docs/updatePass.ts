/**
 * An update's script run outside the write (issue 32: no script holds the server while others wait), as
 * Elasticsearch runs it. TransportUpdateAction reads the document, UpdateHelper runs the script on what it
 * read, and the resulting index (or delete) request carries the read's `if_seq_no`/`if_primary_term`, so a
 * write that landed in between makes it fail with a version conflict, which the action retries from the read
 * `retry_on_conflict` times before answering the conflict.
 *
 * Here the write (`f`, the whole single-document update) is synchronous and runs its script where it meets it.
 * Driven by `updateSteps`, the first call stops at the script (an exception only this module throws and
 * catches; nothing changed yet: the write changes the state only after its script), the driver runs the script
 * as steps (yielding at its loops' back-edges every slice of work), and calls `f` again, which finds the
 * script's outcome for the document as it read it and writes. If the document changed in between (another
 * request served during the script's slices), the outcome is stale: `f` stops again and the script runs again
 * on the new read while retries are left, else the update answers the conflict ES's engine gives the index
 * request. When nothing interleaves, `f` writes exactly what a whole run writes. Outside a driver the script
 * runs whole, as before.
 */
import type { Doc } from '../doc.ts';
import type { IndexState } from '../state.ts';
import { drain, type Steps } from '../search/resumable/steps.ts';

/** What an update read: the document's place in its index's history, or that it had none. */
export interface UpdateRead {
  idx: IndexState;
  doc?: { seqNo: number; primaryTerm: number; version: number };
}

/** Thrown by `updateScriptOutcome` inside `updateSteps` when the script has not run on this read; caught there only. */
class ScriptNotRun extends Error {
  constructor(
    readonly read: UpdateRead,
    readonly make: () => Steps<unknown>,
  ) {
    super('update script not run');
  }
}

interface Pass {
  /** The last script run's outcome and the read it ran on. */
  done?: { read: UpdateRead; value: unknown };
  /** Runs of the script on a newer read still allowed (`retry_on_conflict`). */
  retriesLeft: number;
}

/** The pass of the driver now calling the write (set only while the write runs synchronously). */
let current: Pass | undefined;

function readOf(idx: IndexState, existing: Doc | undefined): UpdateRead {
  return existing ? { idx, doc: { seqNo: existing.seqNo, primaryTerm: existing.primaryTerm, version: existing.version } } : { idx };
}

function sameRead(a: UpdateRead, b: UpdateRead): boolean {
  if (a.idx !== b.idx) return false;
  if (!a.doc || !b.doc) return !a.doc && !b.doc;
  return a.doc.seqNo === b.doc.seqNo && a.doc.primaryTerm === b.doc.primaryTerm;
}

/**
 * The outcome of an update's script (`make`, its run as steps; none when this read runs no script) on `existing`
 * as the write reads it now: run whole outside a driver; inside one, the outcome of the run on this same read,
 * else, with no retry left, `conflict` of the read the last run saw (the write it made fails), else the driver
 * runs it (the write stops here).
 */
export function updateScriptOutcome<T, E>(idx: IndexState, existing: Doc | undefined, make: (() => Steps<T>) | undefined, conflict: (read: UpdateRead) => E): T | E | undefined {
  const pass = current;
  if (!pass) return make && drain(make());
  const read = readOf(idx, existing);
  const done = pass.done;
  if (done && sameRead(done.read, read)) return done.value as T;
  if (done && pass.retriesLeft === 0) return conflict(done.read);
  // No script to run on this read (a document missing, no scripted upsert): the write goes on without one.
  if (!make) return undefined;
  throw new ScriptNotRun(read, make);
}

function within<T>(pass: Pass | undefined, f: () => T): T {
  const outer = current;
  current = pass;
  try {
    return f();
  } finally {
    current = outer;
  }
}

/**
 * The write `f` as steps: each time it stops at its script, the script runs as steps (a yield point between
 * its slices) and `f` runs again; a run on a newer read than the last one spends one of `retries`.
 */
export function* updateSteps<R>(retries: number, f: () => R): Steps<R> {
  const pass: Pass = { retriesLeft: retries };
  for (;;) {
    let miss: ScriptNotRun;
    try {
      return within(pass, f);
    } catch (e) {
      if (!(e instanceof ScriptNotRun)) throw e;
      miss = e;
    }
    if (pass.done) pass.retriesLeft--;
    // The script's own steps run outside the pass: nothing in them is an update's write.
    const it = miss.make();
    for (;;) {
      const r = within(undefined, () => it.next());
      if (r.done) {
        pass.done = { read: miss.read, value: r.value };
        break;
      }
      yield;
    }
  }
}
