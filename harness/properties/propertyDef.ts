import fc from 'fast-check';
import type { PropertyContext } from './context.ts';

/** How one property is run: fast-check's seed and path (replay), run count and time budget. */
export interface RunParams {
  seed: number;
  path?: string;
  numRuns: number;
  /** Stop starting new runs after this many ms (the run then counts as passed, and says so). */
  timeLimitMs?: number;
  /** Told after each run (its 1-based number), for progress. */
  onRun?: (n: number) => void;
}

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
  let n = 0;
  const counted = p.onRun
    ? prop.afterEach(async (previous) => {
        await previous();
        p.onRun!(++n);
      })
    : prop;
  const d = await fc.check(counted, {
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
  };
}
