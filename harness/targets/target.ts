/** The one interface every system under test implements. */
import type { WireRequest, WireResponse } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';

/**
 * The one interface every system under test implements (undici's lesson: a tiny abstract
 * dispatcher that fakes implement as peers, with decorators composed around it).
 */
export interface Target {
  /** Human-readable name for reports: `reference(es6)` or the URL without credentials. */
  readonly name: string;
  /** Send one request; never rejects: failures come back as `info` outcomes. */
  send(req: WireRequest): Promise<Outcome>;
  /** Release sockets and other resources. */
  close(): Promise<void>;
  /**
   * Return the target to an empty state between tests. Only the in-process reference has it;
   * a URL target is wiped by deleting the run's prefixed indexes instead (see safety/cleanup.ts).
   */
  reset?(): Promise<void>;
}

/** The part of the reference Simulator the harness relies on (structural, so tests can fake it). */
export interface SimulatorLike {
  handle(req: WireRequest): WireResponse;
  reset(): void;
}
