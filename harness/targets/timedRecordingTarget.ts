/**
 * A target decorator that records each exchange with invocation and completion times, for the linearizability
 * checker.
 */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { Op } from '../check/linearizable.ts';
import type { Target } from './target.ts';
import { tapTarget } from './tapTarget.ts';

/**
 * Decorate a target so every exchange is appended to `history` with its invocation and completion
 * times (monotonic clock), for the linearizability checker. `client` names the logical client.
 */
export function timedRecordingTarget(inner: Target, history: Op[], client: number): Target {
  return tapTarget(inner, (req, outcome, at, done) => {
    history.push({ id: history.length, client, actor: `client ${client}`, api: apiNameOf(req), request: req, outcome, at, done });
  });
}
