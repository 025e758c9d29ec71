import type { WireRequest } from '../../reference/http/wire.ts';
import type { Outcome } from './outcome.ts';

/** One request sent to a target and what came back; `at` is the send time in epoch ms. */
export interface Event {
  request: WireRequest;
  outcome: Outcome;
  at: number;
  /** Which target answered (useful when a differential run interleaves two). */
  target?: string;
}

/** An append-only record of events; kept as a plain array so an old run can be judged again. */
export type History = Event[];
