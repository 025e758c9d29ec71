/** The verdict on one case and the trace of its steps, as every kind of run reports them. */
import type { Outcome } from './outcome.ts';
import { UNKNOWN_API, type Event, type History } from './history.ts';

/** Status of one case, rolled up ERROR > FAILED > SKIPPED > PASSED (as OpenSearch's tester does). */
export type CaseStatus = 'passed' | 'failed' | 'skipped' | 'error';

/**
 * The trace of one executed step, kept so a report can show evidence for a failure. A step that sent a
 * request is an Event (model/history.ts: the API named, request, outcome, times, actor) with what the
 * step judged; a `do` step the client refused names its API only; an assertion has no Event field.
 */
export interface StepRecord extends Partial<Event> {
  /** Step kind (`do`, `match`, ...), prefixed by the section it ran in (`setup:`, `teardown:`) when not the test. */
  kind: string;
  file: string;
  line: number;
  ok: boolean;
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
      api: s.api ?? UNKNOWN_API,
      ...(s.parts ? { parts: s.parts } : {}),
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
