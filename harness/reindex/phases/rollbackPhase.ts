/**
 * The ends of a run: phase `rollback` after a failure before the swap (the alias never moved: the old
 * index is untouched, the new one deleted unless kept for `--resume`), and the clean-up after the swap
 * (views closed, each index's own `index.gc_deletes` put back), which leaves the alias on the new index.
 */
import { restoreTombstones } from '../tombstones.ts';
import type { RunState } from './runState.ts';

/** Undo what the run did before the swap; `why` is the failure. */
export async function rollbackPhase(st: RunState, why: Error, keepNewIndex: boolean): Promise<void> {
  const { client, plan, result } = st;
  result.error = why.message;
  st.enter('rollback');
  for (const s of st.opened) await s.close().catch(() => {});
  if (st.oldGcRestore) {
    const note = await restoreTombstones(client, st.oldGcRestore);
    if (note) result.error += `; ${note}`;
  }
  if (st.createdIndex && !keepNewIndex) {
    const d = await client.send({ api: 'indices.delete', method: 'DELETE', parts: { index: plan.newIndex } });
    result.rolledBack = d.status === 200;
    if (!result.rolledBack) result.error += `; rollback: could not delete ${plan.newIndex} (${d.status})`;
  } else result.rolledBack = true;
}

/** After the swap, whatever happened: close the views, put both indexes' own tombstone settings back. */
export async function cleanUp(st: RunState): Promise<void> {
  const { client, result } = st;
  for (const s of st.opened) await s.close().catch(() => {});
  for (const g of [st.gcRestore, st.oldGcRestore]) {
    if (!g) continue;
    const note = await restoreTombstones(client, g);
    if (note) result.error = result.error ? `${result.error}; ${note}` : note;
  }
}
