/** Phase `plan`: read the cluster and decide everything up front (plan.ts); a reason instead when the run cannot go ahead. */
import { planReindex, type ReindexOptions, type ReindexPlan } from '../plan.ts';
import type { Run } from './runState.ts';

/** The plan, or undefined with the reason in the result. */
export async function planPhase(run: Run, opts: ReindexOptions): Promise<ReindexPlan | undefined> {
  run.enter('plan');
  let plan: ReindexPlan | string;
  try {
    plan = await planReindex(run.client, opts);
  } catch (e) {
    plan = (e as Error).message;
  }
  if (typeof plan === 'string') {
    run.result.error = plan;
    return undefined;
  }
  run.result.plan = plan;
  return plan;
}
