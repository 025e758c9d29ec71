/** A target whose requests wait at a gate fast-check's scheduler opens, to explore interleavings. */
import type fc from 'fast-check';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';

/**
 * Put each request behind a gate fast-check's scheduler opens, so the scheduler decides the order in
 * which concurrent clients' requests reach an in-process target. Gating the call (not the answer)
 * matters: the in-process simulator acts synchronously the moment `send` is called.
 */
export function gatedTarget(inner: Target, s: fc.Scheduler): Target {
  return {
    name: inner.name,
    async send(req: WireRequest): Promise<Outcome> {
      await s.schedule(Promise.resolve(), `${req.method} ${req.path}`);
      return inner.send(req);
    },
    close: () => inner.close(),
  };
}
