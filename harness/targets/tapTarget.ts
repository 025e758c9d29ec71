/** A target decorator that hands every exchange, with its start and end on the monotonic clock, to a callback. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from './target.ts';

/** What the tap sees of one exchange: the request, its outcome, and when it started and ended (`performance.now()`). */
export type Tap = (req: WireRequest, outcome: Outcome, started: number, ended: number) => void;

/** Decorate a target so `tap` sees each exchange once it completes; sending, closing and resetting pass through. */
export function tapTarget(inner: Target, tap: Tap): Target {
  const t: Target = {
    name: inner.name,
    async send(req: WireRequest): Promise<Outcome> {
      const started = performance.now();
      const outcome = await inner.send(req);
      tap(req, outcome, started, performance.now());
      return outcome;
    },
    close: () => inner.close(),
  };
  if (inner.reset) t.reset = () => inner.reset!();
  return t;
}
