/**
 * Phase `final catch-up` (default mode), step 6 of the README: after the settle, compare every document of
 * the now-frozen old index with the new index (final.ts), under guards, then check that the tombstones
 * those guards rely on lasted. The guarantees rest on this phase.
 */
import { finalCatchUp } from '../final.ts';
import { tombstonesLost } from '../tombstones.ts';
import { fastRound } from './fastCatchUpPhase.ts';
import type { RunState } from './runState.ts';

/** Refresh the old index, run the fast catch-up once more (when it ran and did not stop), then the full comparison. */
export async function finalCatchUpPhase(st: RunState): Promise<void> {
  st.enter('final catch-up');
  const { client, plan, result } = st;
  // Writes on their way to the old index at the swap have landed; a refresh makes them visible to the reads.
  await client.ok({ api: 'indices.refresh', method: 'POST', parts: { index: plan.oldIndex } });
  // Writes that were on their way to the old index at the swap and landed during the settle.
  if (st.fast && !st.fast.stats.error) await fastRound(st);
  result.final = await finalCatchUp(st, st.views!.final!);
  result.tombstonesLost = await tombstonesLost(client, plan.newIndex, st.termsBefore, client.now());
}
