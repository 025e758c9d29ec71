/**
 * Resumable work: a long search is a generator that yields between chunks of its document loop, so a
 * driver can run it in time slices (the HTTP server, between which it answers other clients) or to its end
 * at once (in-process callers). The core never looks at a clock: it only offers points where it may stop;
 * whoever drives decides whether to stop there. The answer is the same either way.
 */

/** A computation that yields at points where it may be suspended, and returns `T` at its end. */
export type Steps<T> = Generator<void, T, void>;

/** Documents (or hits) a loop handles between two yield points: a few milliseconds of work at most. */
export const SLICE_DOCS = 4096;

/**
 * Script work a document loop does between two of its yield points, besides SLICE_DOCS documents: runs
 * plus loop iterations (script/painless/interpreter.ts counts them), about a millisecond of `s += i` on a
 * quiet machine. A search whose script loops on every document yields every few documents instead of every
 * few thousand. (16,384 until stop 49: at load 12 on 2 cores a slice of it took 20–30 ms of CPU.)
 */
export const SLICE_WORK = 4_096;

let work = 0;

/** Script work done so far in this process (see SLICE_WORK). Where a loop may stop, never what it answers. */
export function workDone(): number {
  return work;
}

/** Counts a script run's work (1 for the run, plus its loop iterations). */
export function noteWork(n: number): void {
  work += n;
}

/**
 * A document loop's test for a yield point, asked before each document: true after SLICE_DOCS documents, or
 * once SLICE_WORK of script work was done since the last yield point (as matchSteps.ts's scan).
 */
export function sliceTicker(): () => boolean {
  let since = 0;
  let mark = work;
  return () => {
    const due = since === SLICE_DOCS || work - mark >= SLICE_WORK;
    if (due) {
      since = 0;
      mark = work;
    }
    since++;
    return due;
  };
}

/** Runs steps to their end, synchronously (the in-process path). */
export function drain<T>(s: Steps<T>): T {
  for (;;) {
    const r = s.next();
    if (r.done) return r.value;
  }
}

/** Steps whose result is `f` of another's. */
export function* mapSteps<T, U>(s: Steps<T>, f: (t: T) => U): Steps<U> {
  return f(yield* s);
}

/** Steps that are already done (a value computed without a loop). */
// eslint-disable-next-line require-yield -- a generator that never needs to yield
export function* doneSteps<T>(value: T): Steps<T> {
  return value;
}

/**
 * Advances steps while `more()` holds, checked at each yield point; the result once they end, else
 * undefined (call again to go on).
 */
export function advance<T>(s: Steps<T>, more: () => boolean): { value: T } | undefined {
  do {
    const r = s.next();
    if (r.done) return { value: r.value };
  } while (more());
  return undefined;
}

/** Steps that turn an exception matching `caught` into a value (a generator's `try` spans its yields). */
export function* catchSteps<T, E>(s: Steps<T>, caught: (e: unknown) => E | undefined): Steps<T | E> {
  try {
    return yield* s;
  } catch (e) {
    const v = caught(e);
    if (v === undefined) throw e;
    return v;
  }
}
