/**
 * The ends of a run: phase `rollback` after a failure before the swap (the alias never moved: the old
 * index is untouched, the new one deleted unless kept for `--resume`), and the clean-up after the swap
 * (views closed, each index's own `index.gc_deletes` put back), which leaves the alias on the new index.
 */
import { isObj } from '../hits.ts';
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
  const where = st.swapSent ? await aliasSide(st) : 'old';
  if (where !== 'old') {
    // The swap may have applied after all (an unclear answer): deleting the new index would take the alias
    // with it. Keep both indexes and say where the alias is.
    result.error += where === 'new'
      ? `; the alias ${plan.alias} is on ${plan.newIndex} after all: both indexes are kept`
      : `; where the alias ${plan.alias} is could not be read: both indexes are kept`;
    result.rolledBack = false;
    return;
  }
  if (st.createdIndex && !keepNewIndex) {
    const d = await client.send({ api: 'indices.delete', method: 'DELETE', params: { index: plan.newIndex } });
    result.rolledBack = d.status === 200;
    if (!result.rolledBack) result.error += `; rollback: could not delete ${plan.newIndex} (${d.status})`;
  } else result.rolledBack = true;
}

/** Which index the alias is on, read from the target: only `old` lets the rollback delete the new index. */
async function aliasSide(st: RunState): Promise<'old' | 'new' | 'unknown'> {
  const { client, plan } = st;
  const r = await client.send({ api: 'indices.get_alias', method: 'GET', params: { name: plan.alias } }).catch(() => undefined);
  // A stream source: the alias did not exist before the swap, so its absence means the swap did not apply.
  if (r && r.status === 404 && plan.sourceStream) return 'old';
  if (!r || r.status !== 200 || !isObj(r.json)) return 'unknown';
  const onOld = plan.oldIndex in r.json;
  const onNew = plan.newIndex in r.json;
  return onOld && !onNew ? 'old' : onNew ? 'new' : 'unknown';
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
