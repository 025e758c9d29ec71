/** A target decorator that records every exchange into a history. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { apiNameOf } from '../api/apiNameOf.ts';
import type { History } from '../model/history.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from './target.ts';

/** Decorate a target so every exchange is appended to `history` (running and judging stay apart). */
export function recordingTarget(inner: Target, history: History): Target {
  const t: Target = {
    name: inner.name,
    async send(req: WireRequest): Promise<Outcome> {
      const at = Date.now();
      const outcome = await inner.send(req);
      history.push({ api: apiNameOf(req), request: req, outcome, at, target: inner.name });
      return outcome;
    },
    close: () => inner.close(),
  };
  if (inner.reset) t.reset = () => inner.reset!();
  return t;
}
