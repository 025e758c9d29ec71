/** What every step of the procedure shares: the client, the plan, progress and the hooks. */
import type { Book } from './book.ts';
import type { EsClient } from './client.ts';
import type { ReindexPlan } from './plan.ts';
import type { ReadShape } from './scan.ts';

/** Phases, in order; `rollback` only on failure. */
export type Phase = 'plan' | 'alias' | 'create' | 'copy' | 'catch-up' | 'snapshot' | 'swap' | 'fast catch-up' | 'settle' | 'final catch-up' | 'verify' | 'rollback' | 'done';

/** Progress of the current phase, for a bar or a line. */
export interface ProgressUpdate {
  phase: Phase;
  /** Units done in this phase (documents read or written). */
  done: number;
  /** Expected units, or 0 when unknown. */
  total: number;
}

/** Test and load seams: where a caller may observe or pause the procedure. */
export interface ReindexHooks {
  onPhase?(phase: Phase, atMs: number): void;
  /** Every copy worker's scroll is open: its point-in-time view of the old index is fixed. */
  onSnapshotsOpen?(atMs: number): void;
  /** Awaited after the snapshot of the new index, before the last catch-up pass and the swap. */
  beforeSwap?(): Promise<void>;
  /**
   * Awaited after the last catch-up pass, right before the swap request: whatever clients write now lands
   * in the old index after the last pass read it (the window only the catch-up after the swap can close).
   */
  inWindow?(): Promise<void>;
  /** Awaited right after the swap, before the catch-up that follows it: clients now write the new index. */
  afterSwap?(): Promise<void>;
}

/** The shared state of one run. */
export interface Ctx {
  client: EsClient;
  plan: ReindexPlan;
  hooks: ReindexHooks;
  progress: (p: ProgressUpdate) => void;
  /** Largest id set held in memory (catch-up candidates, missing ids) before giving up. */
  maxTrackedIds: number;
  /** The reindex's own deletes and its writes since the snapshot. */
  book: Book;
}

/** The read shape with or without sequence numbers, as the server supports. */
export function shape(ctx: Ctx, source: boolean): ReadShape {
  return { source, seqNo: ctx.plan.seqNo };
}
