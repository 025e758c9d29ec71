import type { WireRequest } from '../../reference/http/wire.ts';
import type { Outcome } from './outcome.ts';

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

/** Order statuses for roll-up. */
export const STATUS_RANK: Record<CaseStatus, number> = { passed: 0, skipped: 1, failed: 2, error: 3 };

/** Combine two statuses, keeping the worse. */
export function worst(a: CaseStatus, b: CaseStatus): CaseStatus {
  return STATUS_RANK[a] >= STATUS_RANK[b] ? a : b;
}
