/** Events (request, outcome, times, actor) and histories: the one record every run keeps. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from './outcome.ts';

/**
 * One request sent to a target and what came back: the one record every run keeps (scenario steps,
 * property exchanges, the reindex's requests, the clients of a load), so running and judging stay apart
 * and an old run can be judged again from its history alone.
 */
export interface Event {
  request: WireRequest;
  outcome: Outcome;
  /** When the request was sent: ms on the run's clock (epoch ms, or since the run began). */
  at: number;
  /** When the answer (or the failure) came back, on the same clock. */
  done?: number;
  /** Which target answered (useful when a differential run interleaves two). */
  target?: string;
  /** Who sent it: `writer 0`, `reader 1`, `reindex`, `check`. */
  actor?: string;
  /** What the sender was doing (a reindex phase). */
  phase?: string;
  /** Which attempt this was, when the sender retries. */
  attempt?: number;
}

/** An append-only record of events; kept as a plain array so an old run can be judged again. */
export type History = Event[];
