/** What one run of the reindex reports: the result the summary, the report and the tests read. */
import type { Event } from '../model/history.ts';
import type { Phase } from './context.ts';
import type { PassStats } from './copy.ts';
import type { FinalStats } from './final.ts';
import type { FastStats } from './incremental.ts';
import type { ReindexPlan } from './plan.ts';
import type { VerifyStats } from './verify.ts';

/** When each phase ran, in ms since the start. */
export interface PhaseTiming {
  phase: Phase;
  startMs: number;
  endMs: number;
}

/** Everything a run did, for the summary and the report. */
export interface ReindexResult {
  /** Completed, swapped and verified (plain: swapped and verified). */
  ok: boolean;
  plan?: ReindexPlan;
  swapped: boolean;
  rolledBack: boolean;
  error?: string;
  copy?: PassStats;
  /** The `_reindex` task of a native copy. */
  copyTask?: string;
  passes: PassStats[];
  /** The incremental catch-up right after the swap (incremental plans only). */
  fast?: FastStats;
  final?: FinalStats;
  verify?: VerifyStats;
  /** Whether the new index's primary terms could be read (a failover during the reindex would otherwise go unnoticed). */
  termsChecked?: boolean;
  /** Why the tombstones the guards after the swap rely on may not have lasted (the run is then not verified). */
  tombstonesLost?: string;
  phases: PhaseTiming[];
  swapAtMs?: number;
  durationMs: number;
  requests: number;
  retries: number;
  /** The last requests sent (bounded, without bodies). */
  history: Event[];
}
