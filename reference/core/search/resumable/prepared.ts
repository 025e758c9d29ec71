/**
 * Work the query compiler must finish before a search's document loop can start: a `script` query runs its
 * script on every document, and `script_score` / `function_score` score the whole index once (the shard's
 * failure is the search's error, `min_score` keeps what passes). The compiler is synchronous and recursive,
 * so it cannot yield; instead such work is *prepared*: a driver that runs steps (`preparedSteps`) calls the
 * compiler, and where it meets work not done yet the compiler stops (an exception only this module throws and
 * catches), the driver runs that work as steps (yielding between slices) into its memo, and calls the compiler
 * again, which now finds the result. Compiling is pure apart from this work (no journal, no counters), so
 * running it again answers the same; the memo holds each piece of work once, so none runs twice.
 * Outside a driver (in-process callers, nested compiles the steps themselves make) the work runs whole, as before.
 */
import { drain, sliceTicker, type Steps } from './steps.ts';

/** Results of prepared work, by the object the work reads (an index) and a key naming the work on it. */
export type PreparedMemo = WeakMap<object, Map<string, unknown>>;

/** Thrown by `prepared` inside `preparedSteps` when the work is not in the memo yet; caught there, never escapes. */
class NotPrepared extends Error {
  constructor(
    readonly owner: object,
    readonly key: string,
    readonly make: () => Steps<unknown>,
  ) {
    super('not prepared');
  }
}

/** The memo of the driver now running the compiler (set only while it runs synchronously), and whether a miss may stop it. */
let current: PreparedMemo | undefined;
let stoppable = false;

/** Whether a driver running prepared work in slices is compiling now: work asked for now runs in its slices. */
export function preparing(): boolean {
  return stoppable;
}

/** A fresh memo for one request's compiles. */
export function preparedMemo(): PreparedMemo {
  return new WeakMap();
}

function lookup(memo: PreparedMemo | undefined, owner: object, key: string): { value: unknown } | undefined {
  const m = memo?.get(owner);
  return m && m.has(key) ? { value: m.get(key) } : undefined;
}

function store(memo: PreparedMemo, owner: object, key: string, value: unknown): void {
  let m = memo.get(owner);
  if (!m) memo.set(owner, (m = new Map()));
  m.set(key, value);
}

/**
 * The result of the work `make` (steps) on `owner` named `key`: from the driver's memo, else run whole when no
 * driver may stop here (or `most` pieces on `owner` are prepared already), else the compiler stops and the driver
 * runs it. The same key must always name the same work.
 */
export function prepared<T>(owner: object, key: string, make: () => Steps<T>, most = Infinity): T {
  const hit = lookup(current, owner, key);
  if (hit) return hit.value as T;
  // `most`: pieces of work on `owner` this request prepares at most (each costs its compile once more); past them, whole.
  if (!stoppable || (current?.get(owner)?.size ?? 0) >= most) {
    const value = drain(make());
    if (current) store(current, owner, key, value);
    return value;
  }
  throw new NotPrepared(owner, key, make);
}

/** Runs `f` with `memo` as the current one; `stop`: whether a miss stops it (else the work runs whole). */
function within<T>(memo: PreparedMemo, stop: boolean, f: () => T): T {
  const [m, s] = [current, stoppable];
  current = memo;
  stoppable = stop;
  try {
    return f();
  } finally {
    current = m;
    stoppable = s;
  }
}

/**
 * `f` (a compile) as steps: each piece of prepared work it needs runs as steps into `memo`, a yield point
 * between its slices, then `f` runs again. The answer is `f`'s when every piece is done at once.
 */
export function* preparedSteps<T>(memo: PreparedMemo, f: () => T): Steps<T> {
  const done = new Map<object, Set<string>>();
  for (;;) {
    let miss: NotPrepared;
    try {
      return within(memo, true, f);
    } catch (e) {
      if (!(e instanceof NotPrepared)) throw e;
      miss = e;
    }
    // Work missed again once done has a key naming something that changes between runs: run whole instead.
    if (done.get(miss.owner)?.has(miss.key)) return within(memo, false, f);
    if (!done.has(miss.owner)) done.set(miss.owner, new Set());
    done.get(miss.owner)!.add(miss.key);
    // The work's own steps run with the memo current, so a compile they make themselves reads and fills it.
    const it = miss.make();
    for (;;) {
      const r = within(memo, false, () => it.next());
      if (r.done) {
        store(memo, miss.owner, miss.key, r.value);
        break;
      }
      yield;
    }
    // A yield point between pieces too: many small ones (a bucket's each) would otherwise run as one.
    yield;
  }
}

/** A value per document computed ahead (`eachDocSteps`), up to the first document whose computation threw. */
export interface PerDoc<D, V> {
  values: Map<D, V>;
  /** The first document that threw, and what it threw (the documents after it were not computed). */
  failed?: { doc: D; thrown: unknown };
}

/** `f` on each of `docs` in order as steps (a yield point per slice of documents or script work), stopping at the first throw. */
export function* eachDocSteps<D, V>(docs: readonly D[], f: (d: D) => V): Steps<PerDoc<D, V>> {
  const values = new Map<D, V>();
  const due = sliceTicker();
  for (const d of docs) {
    if (due()) yield;
    try {
      values.set(d, f(d));
    } catch (thrown) {
      return { values, failed: { doc: d, thrown } };
    }
  }
  return { values };
}

/** `f` of a document, read from values computed ahead where they were: the same value, or the same throw. */
export function readAhead<D, V>(pre: PerDoc<D, V> | undefined, d: D, f: (d: D) => V): V {
  if (pre) {
    if (pre.values.has(d)) return pre.values.get(d)!;
    if (pre.failed && pre.failed.doc === d) throw pre.failed.thrown;
  }
  return f(d);
}

/**
 * `f` on each of `docs` in order as steps, for what it leaves behind (a cache it fills), stopping at the first
 * throw: the caller computing that document again meets the same throw where it would have.
 */
export function* primeSteps<D>(docs: readonly D[], f: (d: D) => unknown): Steps<true> {
  const due = sliceTicker();
  for (const d of docs) {
    if (due()) yield;
    try {
      f(d);
    } catch {
      break;
    }
  }
  return true;
}
