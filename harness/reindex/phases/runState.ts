/**
 * The record the phases of one run pass along: the shared context (client, plan, book, hooks), the
 * result being filled in, the phase clock, and what each phase leaves for a later one (marks, views of
 * the new index, tombstone settings to put back, the swap's time).
 */
import { Book } from '../book.ts';
import type { EsClient, RetryOptions } from '../client.ts';
import type { Ctx, Phase, ProgressUpdate, ReindexHooks } from '../context.ts';
import type { FastState, Marks } from '../incremental.ts';
import type { ReindexPlan } from '../plan.ts';
import type { ReindexResult } from '../result.ts';
import type { Scroll } from '../scan.ts';
import type { TombstoneSetting } from '../tombstones.ts';

/** What a run needs before it has a plan. */
export interface RunSetup {
  retry?: RetryOptions;
  hooks?: ReindexHooks;
  progress?: (p: ProgressUpdate) => void;
  maxTrackedIds?: number;
  /** Aborted (Ctrl-C): a native copy cancels its task and the run rolls back. */
  signal?: AbortSignal;
}

/** One run before its plan: the client, the hooks, the result, and the phase clock. */
export interface Run {
  client: EsClient;
  hooks: ReindexHooks;
  result: ReindexResult;
  setup: RunSetup;
  /** Start a phase: close the last one's timing, tell the client, the hooks and the progress. */
  enter(phase: Phase): void;
  /** Close the last phase and total the requests: the result as returned. */
  finish(): ReindexResult;
}

/** A planned run: the context every step shares, and what one phase leaves for a later one. */
export interface RunState extends Run, Ctx {
  /** Catch-up by `_seq_no` marks (default mode, when the plan's probe allowed it). */
  incremental: boolean;
  /** The new index was created by this run (rolled back by deleting it). */
  createdIndex: boolean;
  marks: Marks;
  /** Highest `_seq_no` of the new index at the swap, when exact (a one-shard new index). */
  newSwapSeqNo?: number;
  /** Every scroll of the new index opened at the snapshot, closed at the end whatever happened. */
  opened: Scroll[];
  /** The views of the new index at the swap: for the verification, and (default mode) the final catch-up's, one per slice. */
  views?: { verify: Scroll; final?: readonly Scroll[] };
  /** The new index's own `index.gc_deletes`, restored at the end (undefined: keep what it has). */
  gcRestore?: TombstoneSetting;
  /** The old index's own `index.gc_deletes` (native copies keep its tombstones while the reindex runs). */
  oldGcRestore?: TombstoneSetting;
  /** The new index's primary terms before the reindex wrote it (undefined: the server does not show them). */
  termsBefore?: string;
  /** When the swap went through, on the client's clock (0 until then). */
  swapAt: number;
  /** The swap request was sent: from here an unclear failure may have moved the alias. */
  swapSent?: boolean;
  /** The incremental catch-up after the swap (its marks and counters), once it ran. */
  fast?: FastState;
}

/** Phases an interrupt stops (and rolls back); after the swap the run finishes, since clients already write the new index. */
const PRE_SWAP: ReadonlySet<Phase> = new Set(['alias', 'create', 'copy', 'catch-up', 'snapshot', 'swap']);

/** Start a run against a target: nothing is sent yet. */
export function startRun(client: EsClient, setup: RunSetup): Run {
  const hooks = setup.hooks ?? {};
  const result: ReindexResult = { ok: false, swapped: false, rolledBack: false, passes: [], phases: [], durationMs: 0, requests: 0, retries: 0, history: client.history };
  return {
    client,
    hooks,
    result,
    setup,
    enter(phase) {
      // Interrupted before the swap: stop here; the rollback undoes what was done (the alias never moved).
      if (setup.signal?.aborted && !result.swapped && PRE_SWAP.has(phase)) throw new Error('interrupted before the swap');
      const at = client.now();
      const last = result.phases.at(-1);
      if (last && last.endMs < 0) last.endMs = at;
      result.phases.push({ phase, startMs: at, endMs: -1 });
      client.phase = phase;
      hooks.onPhase?.(phase, at);
      setup.progress?.({ phase, done: 0, total: 0 });
    },
    finish() {
      const last = result.phases.at(-1);
      if (last && last.endMs < 0) last.endMs = client.now();
      result.durationMs = client.now();
      result.requests = client.requests;
      result.retries = client.retries;
      return result;
    },
  };
}

/** The state of a planned run, before its first step. */
export function planned(run: Run, plan: ReindexPlan): RunState {
  const maxTrackedIds = run.setup.maxTrackedIds ?? 1_000_000;
  return {
    ...run,
    plan,
    progress: run.setup.progress ?? (() => {}),
    maxTrackedIds,
    book: new Book(maxTrackedIds),
    incremental: plan.mode === 'safe' && plan.catchUp.kind === 'incremental',
    createdIndex: false,
    marks: [],
    opened: [],
    swapAt: 0,
  };
}
