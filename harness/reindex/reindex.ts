/**
 * The zero-downtime procedure over a Target: plan, then the phases of one of two procedures, each a short
 * sequence of phase calls (phases/*.ts, one file per phase): the default mode, with catch-ups and guards,
 * or the spec's as written (`plain`). Failure before the swap rolls back (the new index is deleted unless
 * kept for `--resume`; the alias never moved). The swap is one `POST /_aliases`, so the alias is on
 * exactly one of the two indexes at every moment. Failure after the swap leaves the alias on the new
 * index (clients have written there) and says so.
 */
import type { Target } from '../targets/target.ts';
import { DEFAULT_RETRY, EsClient, type RetryOptions } from './client.ts';
import type { ProgressUpdate, ReindexHooks } from './context.ts';
import { planReindex, type ReindexOptions, type ReindexPlan } from './plan.ts';
import type { ReindexResult } from './result.ts';
import { catchUpPhase, lastPass, refuseFailedWrites } from './phases/catchUpPhase.ts';
import { copyPhase } from './phases/copyPhase.ts';
import { aliasPhase, createPhase, guardNewIndex } from './phases/createPhase.ts';
import { fastCatchUpPhase } from './phases/fastCatchUpPhase.ts';
import { finalCatchUpPhase } from './phases/finalCatchUpPhase.ts';
import { planPhase } from './phases/planPhase.ts';
import { cleanUp, rollbackPhase } from './phases/rollbackPhase.ts';
import { planned, startRun, type RunState } from './phases/runState.ts';
import { settlePhase } from './phases/settlePhase.ts';
import { snapshotPhase } from './phases/snapshotPhase.ts';
import { swapPhase } from './phases/swapPhase.ts';
import { verifyPhase } from './phases/verifyPhase.ts';

export type { PhaseTiming, ReindexResult } from './result.ts';

/** Options of a run beyond the plan's. */
export interface RunOptions extends ReindexOptions {
  /** Most catch-up passes before the swap (default 2); they stop early once a pass finds little. */
  maxPasses?: number;
  /** Wait after the swap for writes already routed to the old index to land (default 1000 ms). */
  settleMs?: number;
  /** Keep the new index on failure (for `--resume`) instead of deleting it. */
  keepOnFailure?: boolean;
  retry?: RetryOptions;
  hooks?: ReindexHooks;
  progress?: (p: ProgressUpdate) => void;
  maxTrackedIds?: number;
  /** Aborted (Ctrl-C): a native copy cancels its task and the run rolls back. */
  signal?: AbortSignal;
}

/** Plan only (for `--dry-run`): reads the cluster, writes nothing. */
export async function planOnly(target: Target, opts: ReindexOptions, retry: RetryOptions = DEFAULT_RETRY): Promise<ReindexPlan | string> {
  try {
    return await planReindex(new EsClient(target, retry), opts);
  } catch (e) {
    return (e as Error).message;
  }
}

/** Run the procedure against a target. Never throws: failures are in the result. */
export async function runReindex(target: Target, opts: RunOptions): Promise<ReindexResult> {
  const run = startRun(new EsClient(target, opts.retry ?? DEFAULT_RETRY), opts);
  const plan = await planPhase(run, opts);
  if (!plan) return run.finish();
  const st = planned(run, plan);
  await carryOut(st, plan.mode === 'plain' ? plainProcedure(st, opts) : defaultProcedure(st, opts), opts.keepOnFailure ?? false);
  return run.finish();
}

/** A procedure: the phases up to the swap (rolled back on failure), and those after it (never rolled back). */
interface Procedure {
  upToSwap(): Promise<void>;
  afterSwap(): Promise<void>;
}

/** The spec's procedure as written (`--plain`): create, copy, swap, verify; no catch-up, no versions. */
function plainProcedure(st: RunState, opts: RunOptions): Procedure {
  return {
    async upToSwap() {
      await aliasPhase(st);
      await createPhase(st);
      await copyPhase(st, opts.copy);
      refuseFailedWrites(st);
      await snapshotPhase(st, { final: false, swapSeqNo: false });
      await st.hooks.beforeSwap?.();
      await st.hooks.inWindow?.();
      await swapPhase(st);
    },
    async afterSwap() {
      // The alias is on the new index now: a hook failing here is reported, never rolled back.
      await st.hooks.afterSwap?.();
      await settlePhase(st, opts.settleMs ?? 1000);
      await verifyPhase(st);
    },
  };
}

/**
 * The default mode (harness/reindex/README.md): the copy, catch-up passes before the swap, and after it
 * a catch-up right away (incremental plans) and a final full one, every change guarded; then verified.
 */
function defaultProcedure(st: RunState, opts: RunOptions): Procedure {
  return {
    async upToSwap() {
      await aliasPhase(st);
      await createPhase(st);
      await guardNewIndex(st);
      await copyPhase(st, opts.copy);
      await catchUpPhase(st, opts.maxPasses ?? 2);
      await snapshotPhase(st, { final: true, swapSeqNo: st.incremental });
      await st.hooks.beforeSwap?.();
      if (st.incremental) await lastPass(st);
      await st.hooks.inWindow?.();
      await swapPhase(st);
    },
    async afterSwap() {
      // The alias is on the new index now: a hook failing here is reported, never rolled back.
      await st.hooks.afterSwap?.();
      if (st.incremental) await fastCatchUpPhase(st);
      await settlePhase(st, opts.settleMs ?? 1000);
      await finalCatchUpPhase(st);
      await verifyPhase(st);
    },
  };
}

/** Run a procedure: a failure up to the swap rolls back; one after it is reported with where the alias is. */
async function carryOut(st: RunState, p: Procedure, keepNewIndex: boolean): Promise<void> {
  try {
    await p.upToSwap();
  } catch (e) {
    await rollbackPhase(st, e as Error, keepNewIndex);
    return;
  }
  try {
    await p.afterSwap();
  } catch (e) {
    st.result.error = `after the swap (alias ${st.plan.alias} is on ${st.plan.newIndex}, ${st.plan.oldIndex} is kept): ${(e as Error).message}`;
  } finally {
    await cleanUp(st);
  }
  st.enter('done');
}
