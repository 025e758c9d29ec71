/**
 * A linearizability checker over a concurrent history (Jepsen's idea, Wing & Gong's search): is there
 * one total order of the operations that (1) respects real time — an operation that completed before
 * another was invoked comes first —, (2) gives every acknowledged operation exactly the response it
 * got when replayed, in that order, on a fresh model, and (3) ends in the final state that was
 * observed? Operations with an `info` outcome (time-out, reset) may have taken effect or not; both
 * are tried. The model is deterministic and single-threaded (the reference Simulator), so the search
 * is a depth-first walk over real-time-minimal candidates, earliest completion first, that replays
 * from scratch only when it backtracks, and remembers every (operations placed, model state) pair it
 * has already explored — so operations that commute (reads, writes to different documents) are not
 * tried in every order (Lowe's memoisation). A search that exceeds its budget is `unknown`.
 */
import { createHash } from 'node:crypto';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Event } from '../model/history.ts';
import { invalid, unknown, valid, type Verdict } from './verdict.ts';

/** One operation: the recorded event (sent `at`, answered `done`, same clock), numbered, with its client. */
export interface Op extends Event {
  id: number;
  client: number;
  done: number;
}

/** A deterministic model to replay operations on; `M` is mutable and owned by the checker. */
export interface Model<M> {
  fresh(): M;
  apply(m: M, req: WireRequest): { status: number; body: string };
  /** A canonical rendering of the durable state, compared with the observed final state. */
  fingerprint(m: M): string;
}

export interface CheckOptions {
  /** The observed final state, as `model.fingerprint` renders it; omitted to check responses only. */
  finalState?: string;
  /** Whether a replayed response matches the recorded one (for the operation `op`, its API named). Default: same status, same body once `took` is dropped. */
  matches?: (recorded: { status: number; body: string }, replayed: { status: number; body: string }, op: Op) => boolean;
  /** Most model applications before giving up with `unknown`. Default 200 000. */
  budget?: number;
}

/** The checker's facts: model applications made, and the order found (valid) or the deepest partial one (invalid). */
export interface LinearizableDetails {
  applied: number;
  order?: number[];
  deepest?: number[];
}

/** The checker's answer in the protocol (verdict.ts), its details always present. */
export type LinearizableVerdict = Verdict<LinearizableDetails> & { evidence: { details: LinearizableDetails } };

const CHECK = 'linearizable';

/** Drop `took` (wall-clock time) wherever it is, then compare. */
function stripTook(body: string): string {
  if (!body.startsWith('{')) return body;
  try {
    return JSON.stringify(JSON.parse(body, (k, v: unknown) => (k === 'took' ? undefined : v)));
  } catch {
    return body;
  }
}

/** The default response comparison. */
export function sameResponse(recorded: { status: number; body: string }, replayed: { status: number; body: string }): boolean {
  return recorded.status === replayed.status && stripTook(recorded.body) === stripTook(replayed.body);
}

/** Check a history. Never throws for a bad history; a model that throws is reported as `unknown`. */
export function checkLinearizable<M>(history: readonly Op[], model: Model<M>, opts: CheckOptions = {}): LinearizableVerdict {
  const matches = opts.matches ?? sameResponse;
  const budget = opts.budget ?? 200_000;
  const ops = [...history].sort((a, b) => a.at - b.at);
  const done = (o: Op) => (o.outcome.kind === 'ok' ? o.done : Infinity);
  const placed = new Set<number>();
  const order: Op[] = [];
  let applied = 0;
  let deepest: Op[] = [];
  let firstMismatch = '';
  let live: M | undefined; // built inside the search, so a model that cannot even start is `unknown` too
  const explored = new Set<string>();
  const configuration = (m: M): string => {
    const placedIds = ops.filter((o) => placed.has(o.id)).map((o) => o.id).join(',');
    return createHash('sha1').update(placedIds).update('\0').update(model.fingerprint(m)).digest('base64');
  };

  const rebuild = (): M => {
    const m = model.fresh();
    for (const o of order) {
      applied++;
      model.apply(m, o.request);
    }
    return m;
  };

  // Acknowledged operations still to place; info operations are optional.
  const mustRemaining = () => ops.some((o) => !placed.has(o.id) && o.outcome.kind === 'ok');

  const search = (): boolean | 'budget' => {
    const here = configuration(live ?? (live = rebuild()));
    if (explored.has(here)) return false; // this configuration was explored before and failed
    explored.add(here);
    const terminal = !mustRemaining();
    if (terminal) {
      if (opts.finalState === undefined) return true;
      const m = live ?? (live = rebuild());
      if (model.fingerprint(m) === opts.finalState) return true;
      if (!firstMismatch) firstMismatch = 'every acknowledged operation replays with its recorded response, but the final state differs from the observed one';
      // Unknown operations still unplaced may explain the difference: try applying them below.
    }
    // Real-time-minimal candidates: invoked before the earliest completion among the unplaced.
    let horizon = Infinity;
    for (const o of ops) if (!placed.has(o.id)) horizon = Math.min(horizon, done(o));
    const candidates = ops.filter((o) => !placed.has(o.id) && o.at <= horizon).sort((a, b) => done(a) - done(b) || a.at - b.at);
    for (const c of candidates) {
      if (applied > budget) return 'budget';
      const m = live ?? rebuild();
      live = undefined;
      applied++;
      const got = model.apply(m, c.request);
      const ok = c.outcome.kind === 'info' || matches({ status: c.outcome.status, body: c.outcome.body }, got, c);
      if (ok) {
        placed.add(c.id);
        order.push(c);
        if (order.length > deepest.length) deepest = [...order];
        live = m;
        const r = search();
        if (r !== false) return r;
        placed.delete(c.id);
        order.pop();
        live = undefined;
      } else if (!firstMismatch) {
        firstMismatch = `op ${c.id} (client ${c.client}, ${c.request.method} ${c.request.path}) answered ${c.outcome.kind === 'ok' ? `${c.outcome.status} ${c.outcome.body.slice(0, 200)}` : '?'} but replays as ${got.status} ${got.body.slice(0, 200)} after ${order.length} earlier op(s)`;
      }
    }
    // An info operation may also never have happened: drop the earliest unplaced one and go on.
    const maybe = terminal ? undefined : ops.find((o) => !placed.has(o.id) && o.outcome.kind === 'info' && o.at <= horizon);
    if (maybe) {
      placed.add(maybe.id);
      const r = search();
      placed.delete(maybe.id);
      if (r !== false) return r;
    }
    return false;
  };

  let r: boolean | 'budget';
  const answer = (v: Verdict<LinearizableDetails>): LinearizableVerdict => v as LinearizableVerdict;
  try {
    r = search();
  } catch (e) {
    return answer(unknown(CHECK, `the model failed: ${e instanceof Error ? e.message : String(e)}`, { details: { applied } }));
  }
  if (r === 'budget') return answer(unknown(CHECK, `search budget of ${budget} applications exhausted`, { details: { applied } }));
  if (r) return answer(valid(CHECK, 'linearizable', { details: { order: order.map((o) => o.id), applied } }));
  const deep = deepest.map((o) => o.id);
  return answer(invalid(CHECK, `no real-time-consistent order explains the history; first mismatch: ${firstMismatch}`, { details: { applied, deepest: deep }, counterexample: deep }));
}
