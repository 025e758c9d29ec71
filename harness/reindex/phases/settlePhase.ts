/** Phase `settle`: wait, counted from the swap, for writes already on their way to the old index to land. */
import type { RunState } from './runState.ts';

/** Wait until `settleMs` after the swap (at once when that has passed). */
export async function settlePhase(st: RunState, settleMs: number): Promise<void> {
  st.enter('settle');
  await new Promise((r) => setTimeout(r, Math.max(0, settleMs - (st.client.now() - st.swapAt))));
}
