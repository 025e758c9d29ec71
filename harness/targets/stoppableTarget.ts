/** A target that can be told to stop sending (Ctrl-C). */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import { HARNESS_CODES } from '../model/errors.ts';
import type { Target } from './target.ts';

/** A target that can be told to stop: what an interrupted run sends through. */
export interface StoppableTarget extends Target {
  /** From now on, nothing new goes out: every send answers at once with an `info` outcome. */
  stop(): void;
  readonly stopped: boolean;
  /** Resolves once no request is in flight (each one ends within its own time-out). */
  idle(): Promise<void>;
}

/**
 * Wrap a target so an interrupt can stop a run cleanly: after `stop()` no new request reaches the
 * target (so nothing is created after the cleanup), and `idle()` tells when the requests already on the
 * wire have come back, so the cleanup that follows sees everything they made.
 */
export function stoppableTarget(inner: Target): StoppableTarget {
  let stopped = false;
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const settle = (): void => {
    if (inFlight > 0) return;
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };
  return {
    name: inner.name,
    get stopped() {
      return stopped;
    },
    stop: () => {
      stopped = true;
    },
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => waiters.push(r))),
    async send(req: WireRequest): Promise<Outcome> {
      if (stopped) return { kind: 'info', code: HARNESS_CODES.interrupted, reason: 'interrupted: the run was stopped, request not sent', ms: 0 };
      inFlight++;
      try {
        return await inner.send(req);
      } finally {
        inFlight--;
        settle();
      }
    },
    close: () => inner.close(),
    ...(inner.reset ? { reset: () => inner.reset!() } : {}),
  };
}
