/** Running the properties as cases of a run (seeds, budgets, shrinking). */
import type { PropertyRunOptions } from '../cli/properties.ts';
import type { CaseResult } from '../model/caseResult.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import { PROPERTIES } from './all.ts';
import { makeContext } from './context.ts';
import { dialectFor } from './dialect.ts';
import { runPropertyCase } from './propertyCase.ts';
import { SHRINK_BUDGET_MS } from './propertyDef.ts';

/** The ids `--property` accepts. */
export const PROPERTY_IDS: readonly string[] = PROPERTIES.map((d) => d.id);

/**
 * The hook `conformance run` loads: every property against the session's target (already confined to
 * the run prefix for a URL), with a reference of the target's family as the oracle. `--property`
 * picks properties by id; `--seed`/`--path` replay; `--runs` and the time budget bound the run.
 */
export async function* runProperties(opts: PropertyRunOptions): AsyncIterable<CaseResult> {
  // When the target is the reference itself, the oracle is a second, independent simulator.
  const reference = (await opts.reference()) ?? (await referenceTarget({ profile: opts.profile }));
  const ctx = makeContext(opts.target, reference, dialectFor(opts.profile), opts.profile, opts.allowDestructive ?? false);
  const wanted = opts.property ? opts.property.split(',') : undefined;
  const defs = PROPERTIES.filter((d) => !wanted || wanted.includes(d.id));
  const seed = opts.seed | 0; // fast-check seeds are 32-bit; printed as used
  // The seed is printed up front so even an interrupted run can be replayed.
  const tty = Boolean(process.stderr.isTTY) ? '\r\x1b[2K' : '';
  process.stderr.write(`${tty}properties: seed ${seed}, ${opts.runs} runs each${opts.path ? `, path ${opts.path}` : ''} (${defs.map((d) => d.id).join(', ')})\n`);
  const deadline = opts.timeBudgetMs !== undefined ? performance.now() + opts.timeBudgetMs : undefined;
  for (const [i, def] of defs.entries()) {
    if (opts.aborted?.()) return;
    // Share what is left of the budget equally among the properties still to run.
    const timeLimitMs = deadline !== undefined ? Math.max(1, (deadline - performance.now()) / (defs.length - i)) : undefined;
    yield await runPropertyCase(def, ctx, {
      seed,
      numRuns: opts.runs,
      ...(opts.path !== undefined ? { path: opts.path } : {}),
      ...(timeLimitMs !== undefined ? { timeLimitMs } : {}),
      // Shrinking stops at its own budget, or at the property's share of the run's budget if that is less.
      shrinkBudgetMs: Math.min(SHRINK_BUDGET_MS, timeLimitMs ?? Infinity),
      ...(opts.tick ? { onRun: (n: number, shrinks: number) => opts.tick!(`property ${def.id}: run ${n}/${opts.runs}${shrinks ? `, failed; shrinking (try ${shrinks})` : ''}`, shrinks ? 1 : n / opts.runs) } : {}),
    });
  }
}
