/** How one property is declared and checked. */
import fc from 'fast-check';
import type { PropertyContext } from './context.ts';

/** How one property is run: fast-check's seed and path (replay), run count and time budget. */
export interface RunParams {
  seed: number;
  path?: string;
  numRuns: number;
  /** Stop starting new runs after this many ms (the run then counts as passed, and says so). */
  timeLimitMs?: number;
  /** Told after each run, for progress: how many runs so far, and how many shrink tries after a failing one. */
  onRun?: (runs: number, shrinks: number) => void;
  /**
   * How long shrinking a failure may take (ms, from the first failing run; default SHRINK_BUDGET_MS). Past
   * it, no further candidate is tried: the failure is reported with the smallest counterexample reached.
   */
  shrinkBudgetMs?: number;
}

/** The default shrinking budget: long enough to shrink a model run, short of holding a run hostage. */
export const SHRINK_BUDGET_MS = 60_000;

/** fast-check's run details, reduced to what a report needs. */
export interface RunSummary {
  failed: boolean;
  interrupted: boolean;
  numRuns: number;
  numShrinks: number;
  seed: number;
  path?: string;
  counterexample?: string;
  /** What the shrunk run threw (a PropertyFailure carries its exchanges). */
  error?: unknown;
  /** Observations worth a line in the report even when the property holds. */
  notes?: string[];
  /** Shrinking stopped at its time budget (ms) before fast-check had tried every smaller candidate. */
  shrinkCutAfterMs?: number;
}

/** One property family (or one model run): a name, a report area, and how to check it. */
export interface PropertyDef {
  id: string;
  area: string;
  title: string;
  check(ctx: PropertyContext, params: RunParams): Promise<RunSummary>;
}

/** Run an async property with the given parameters and summarise fast-check's details. */
export async function checkProperty<Ts>(prop: fc.IAsyncPropertyWithHooks<Ts>, p: RunParams): Promise<RunSummary> {
  const budget = p.shrinkBudgetMs ?? SHRINK_BUDGET_MS;
  const guard = boundedShrinking(p.onRun ? counting(prop, p.onRun) : prop, budget);
  const d = await fc.check(guard.prop, {
    seed: p.seed,
    numRuns: p.numRuns,
    ...(p.path !== undefined ? { path: p.path } : {}),
    ...(p.timeLimitMs !== undefined ? { interruptAfterTimeLimit: p.timeLimitMs } : {}),
  });
  return {
    failed: d.failed,
    interrupted: d.interrupted,
    numRuns: d.numRuns,
    numShrinks: d.numShrinks,
    seed: d.seed,
    ...(d.counterexamplePath ? { path: d.counterexamplePath } : {}),
    ...(d.counterexample ? { counterexample: fc.stringify(d.counterexample) } : {}),
    ...(d.failed ? { error: d.errorInstance } : {}),
    ...(d.failed && guard.cut() ? { shrinkCutAfterMs: budget } : {}),
  };
}

/**
 * The property with its shrinking bounded in time. fast-check shrinks a failure by running smaller
 * candidates until none fails; a candidate of a reindex property is a whole reindex, so that can take
 * longer than the run. Once the budget from the first failure is spent, further candidates are answered
 * "holds" without being run: fast-check then ends its search at once and reports the smallest failing
 * case it has, which really failed.
 */
function boundedShrinking<Ts>(prop: fc.IAsyncPropertyWithHooks<Ts>, budgetMs: number): { prop: fc.IAsyncPropertyWithHooks<Ts>; cut: () => boolean } {
  let failedAt: number | undefined;
  let cut = false;
  const wrapped = Object.create(prop) as fc.IAsyncPropertyWithHooks<Ts>;
  wrapped.run = async (...args: Parameters<typeof prop.run>) => {
    if (failedAt !== undefined && performance.now() - failedAt > budgetMs) {
      cut = true;
      return null;
    }
    const r = await prop.run(...args);
    if (failedAt === undefined && r !== null && !fc.PreconditionFailure.isFailure(r)) failedAt = performance.now();
    return r;
  };
  return { prop: wrapped, cut: () => cut };
}

/**
 * The property, telling `onRun` after each run. Once a run fails, fast-check's further runs are tries to
 * shrink it: counted apart, so progress never reads "run 282/100".
 */
function counting<Ts>(prop: fc.IAsyncPropertyWithHooks<Ts>, onRun: (runs: number, shrinks: number) => void): fc.IAsyncPropertyWithHooks<Ts> {
  let runs = 0;
  let shrinks = 0;
  let failing = false;
  const wrapped = Object.create(prop) as fc.IAsyncPropertyWithHooks<Ts>;
  wrapped.run = async (...args: Parameters<typeof prop.run>) => {
    const r = await prop.run(...args);
    if (failing) shrinks++;
    else runs++;
    if (r !== null && !fc.PreconditionFailure.isFailure(r)) failing = true;
    onRun(runs, shrinks);
    return r;
  };
  return wrapped;
}
