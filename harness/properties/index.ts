/** Running the properties as cases of a run (seeds, budgets, shrinking). */
import type { CaseResult } from '../model/caseResult.ts';
import type { Target } from '../targets/target.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import { PROPERTIES } from './all.ts';
import { makeContext, type PropertyContext } from './context.ts';
import { propertyLanes, runLanes, serialReason } from './lanes.ts';
import { dialectFor } from './dialect.ts';
import { runPropertyCase } from './propertyCase.ts';
import { SHRINK_BUDGET_MS } from './propertyDef.ts';
import type { ProfileName } from '../../reference/profiles.ts';

/** The ids `--property` accepts. */
/** What `run` hands to the property suite (through cli/properties.ts, which loads this module lazily). */
export interface PropertyRunOptions {
  target: Target;
  /** A reference of the target's family, or undefined when the target is the reference. */
  reference: () => Promise<Target | undefined>;
  profile: ProfileName;
  runs: number;
  seed: number;
  /** fast-check replay path of a reported failure (`--path`); use with `property`. */
  path?: string;
  /** Comma-separated property ids to run (`--property`); all when absent. */
  property?: string;
  /** Wall-clock budget for all properties together (`--budget`, in seconds on the command line). */
  timeBudgetMs?: number;
  /** Whether the run was interrupted: start no further property. */
  aborted?: () => boolean;
  /** Told after each fast-check run, so progress moves during a long property (with how far it is, 0..1). */
  tick?: (what: string, fraction?: number) => void;
  /** `--allow-destructive`: properties may send requests naming every index, to see the target's guard refuse them. */
  allowDestructive?: boolean;
  /**
   * For properties run side by side (lanes.ts): lane `i`'s target, confined to names of its own (a sub-prefix
   * of the run's, so one lane's reads of every alias or index never see the other's), and its own oracle.
   * Absent: the properties run one at a time.
   */
  lane?: (i: number) => Promise<{ target: Target; reference: Target }>;
}

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
  const serial = opts.lane ? serialReason(ctx, opts.path !== undefined) : 'no lanes offered';
  const lanes = propertyLanes(defs, serial === undefined);
  const order = lanes.length > 1 ? `in ${lanes.length} lanes at once: ${lanes.map((l) => l.map((d) => d.id).join(', ')).join(' | ')}` : defs.map((d) => d.id).join(', ');
  process.stderr.write(`${tty}properties: seed ${seed}, ${opts.runs} runs each${opts.path ? `, path ${opts.path}` : ''} (${order})\n`);
  const deadline = opts.timeBudgetMs !== undefined ? performance.now() + opts.timeBudgetMs : undefined;
  // Each lane its own names on the target and its own oracle (an in-process oracle is cleaned by reset()).
  const contexts: PropertyContext[] = [];
  if (lanes.length === 1) contexts.push(ctx);
  else for (let i = 0; i < lanes.length; i++) contexts.push({ ...ctx, ...(await opts.lane!(i)) });
  // What each lane is doing, on one progress line; the fraction is the lanes' mean.
  const doing = lanes.map(() => ({ what: '', fraction: 0 }));
  const tell = (lane: number, what: string, fraction: number): void => {
    doing[lane] = { what, fraction };
    const live = doing.filter((d) => d.what !== '');
    opts.tick?.(live.map((d) => d.what).join(' · '), live.reduce((a, d) => a + d.fraction, 0) / Math.max(1, live.length));
  };
  const results = runLanes(lanes, async (def, lane, i): Promise<CaseResult | undefined> => {
    if (opts.aborted?.()) return undefined;
    // Share what is left of the budget equally among the lane's properties still to run (lanes run at once).
    const timeLimitMs = deadline !== undefined ? Math.max(1, (deadline - performance.now()) / (lanes[lane]!.length - i)) : undefined;
    const c = await runPropertyCase(def, contexts[lane]!, {
      seed,
      numRuns: opts.runs,
      ...(opts.path !== undefined ? { path: opts.path } : {}),
      ...(timeLimitMs !== undefined ? { timeLimitMs } : {}),
      // Shrinking stops at its own budget, or at the property's share of the run's budget if that is less.
      shrinkBudgetMs: Math.min(SHRINK_BUDGET_MS, timeLimitMs ?? Infinity),
      ...(opts.tick ? { onRun: (n: number, shrinks: number) => tell(lane, `property ${def.id}: run ${n}/${opts.runs}${shrinks ? `, failed; shrinking (try ${shrinks})` : ''}`, shrinks ? 1 : n / opts.runs) } : {}),
    });
    doing[lane] = { what: '', fraction: 0 };
    return c;
  });
  for await (const c of results) if (c) yield c;
}
