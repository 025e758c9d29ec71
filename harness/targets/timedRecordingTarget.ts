/**
 * A target decorator that records each exchange with invocation and completion times, for the linearizability
 * checker.
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { apiNameOf } from '../api/apiNameOf.ts';
import type { Op } from '../check/linearizable.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from './target.ts';

/**
 * Decorate a target so every exchange is appended to `history` with its invocation and completion
 * times (monotonic clock), for the linearizability checker. `client` names the logical client.
 */
export function timedRecordingTarget(inner: Target, history: Op[], client: number): Target {
  const t: Target = {
    name: inner.name,
    async send(req: WireRequest): Promise<Outcome> {
      const at = performance.now();
      const outcome = await inner.send(req);
      history.push({ id: history.length, client, actor: `client ${client}`, api: apiNameOf(req), request: req, outcome, at, done: performance.now() });
      return outcome;
    },
    close: () => inner.close(),
  };
  if (inner.reset) t.reset = () => inner.reset!();
  return t;
}
