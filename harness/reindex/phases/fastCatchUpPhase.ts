/**
 * Phase `fast catch-up` (incremental plans): right after the swap, without waiting for the settle, bring
 * over what changed in the old index since the last mark, under the guards of book.ts (incremental.ts,
 * `fastCatchUp`). It only shortens the stale window: what it cannot prove safe, or any failure, is left
 * to the final catch-up, which examines every document.
 */
import { fastCatchUp } from '../incremental.ts';
import type { RunState } from './runState.ts';

/** The first round, timed from the swap. */
export async function fastCatchUpPhase(st: RunState): Promise<void> {
  st.enter('fast catch-up');
  st.fast = { marks: st.marks, newSwapSeqNo: st.newSwapSeqNo, stats: { changed: 0, copied: 0, deferred: 0, msAfterSwap: 0 } };
  st.result.fast = st.fast.stats;
  await fastRound(st);
  st.fast.stats.msAfterSwap = st.client.now() - st.swapAt;
}

/** One round from the marks the last one left; an error stops the rounds and is noted, never thrown. */
export async function fastRound(st: RunState): Promise<void> {
  const fast = st.fast!;
  try {
    await fastCatchUp(st, fast);
  } catch (e) {
    // Nothing is lost: the full final catch-up examines every document.
    fast.stats.error = (e as Error).message;
  }
}
