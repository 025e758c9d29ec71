/** The verdict on one case and the trace of its steps, as every kind of run reports them. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from './outcome.ts';
import type { History } from './history.ts';

/** Status of one case, rolled up ERROR > FAILED > SKIPPED > PASSED (as OpenSearch's tester does). */
export type CaseStatus = 'passed' | 'failed' | 'skipped' | 'error';

/** The trace of one executed step, kept so a report can show evidence for a failure. */
export interface StepRecord {
  /** Step kind (`do`, `match`, ...), prefixed by the section it ran in (`setup:`, `teardown:`) when not the test. */
  kind: string;
  file: string;
  line: number;
  ok: boolean;
  request?: WireRequest;
  outcome?: Outcome;
  /** When the request was sent and answered (epoch ms): with request and outcome, the step is an Event. */
  at?: number;
  done?: number;
  /** Who sent it (`scenario`, `property`), as in every run's history. */
  actor?: string;
  /** The reference's outcome for a differential (`compare`) step. */
  referenceOutcome?: Outcome;
  expected?: unknown;
  actual?: unknown;
  /** A readable structural diff, when the step compared structures. */
  diff?: string;
  message?: string;
}

/** The verdict on one case: a value, never an exception. */
export interface CaseResult {
  id: string;
  /** One of the report areas (`mapping-inference`, ..., `peer`). */
  area: string;
  file: string;
  line: number;
  name: string;
  status: CaseStatus;
  message: string;
  steps: StepRecord[];
  ms: number;
}

/**
 * The exchanges of a case as a history (model/history.ts), the one record every kind of run keeps: a
 * scenario's `do` steps and a property's exchanges, in the order they happened, each with the section it
 * ran in as its phase. An old report's cases can be judged again from it.
 */
export function historyOf(c: CaseResult): History {
  const out: History = [];
  for (const s of c.steps) {
    if (!s.request || !s.outcome) continue;
    const colon = s.kind.indexOf(':');
    out.push({
      request: s.request,
      outcome: s.outcome,
      at: s.at ?? 0,
      ...(s.done !== undefined ? { done: s.done } : {}),
      actor: s.actor ?? s.kind.slice(colon + 1),
      phase: colon > 0 ? s.kind.slice(0, colon) : 'test',
    });
  }
  return out;
}

/** Order statuses for roll-up. */
export const STATUS_RANK: Record<CaseStatus, number> = { passed: 0, skipped: 1, failed: 2, error: 3 };

/** Combine two statuses, keeping the worse. */
export function worst(a: CaseStatus, b: CaseStatus): CaseStatus {
  return STATUS_RANK[a] >= STATUS_RANK[b] ? a : b;
}
