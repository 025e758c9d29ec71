/** Events (the API called, request, outcome, times, actor) and histories: the one record every run keeps. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from './outcome.ts';

/**
 * One request sent to a target and what came back: the one record every run keeps (scenario steps,
 * property exchanges, the reindex's requests, the clients of a load), so running and judging stay apart
 * and an old run can be judged again from its history alone.
 */
export interface Event {
  /**
   * The API called, by its name in the API catalogue (reference/api/) and Elasticsearch's REST API specs
   * (`indices.put_alias`, `count`, `bulk`): judges read it here instead of parsing the path again.
   */
  api: string;
  /**
   * The path parts the request was built from (`{index, id}`), where the sender built it from them:
   * judges read an id here rather than split the path.
   */
  parts?: Record<string, string>;
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

/**
 * The API name of an event whose request the catalogue does not know (a raw request a recorder saw, a
 * step of a report written before events named their API): no API of Elasticsearch's is called so.
 */
export const UNKNOWN_API = 'unknown';

/** An append-only record of events; kept as a plain array so an old run can be judged again. */
export type History = Event[];
