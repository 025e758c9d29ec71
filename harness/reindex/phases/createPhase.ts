/**
 * Steps 1–2: the alias on the old index (when it did not exist yet), then the new index, created with the
 * plan's body or, when resuming, taken as it is. The default mode then makes the new index keep its
 * tombstones while the reindex runs and reads its primary terms (README, "Every change after the swap is guarded").
 */
import { keepTombstones, primaryTerms } from '../tombstones.ts';
import type { RunState } from './runState.ts';

/** Phase `alias`: step 1, only when the alias does not exist yet. */
export async function aliasPhase(st: RunState): Promise<void> {
  st.enter('alias');
  const { client, plan } = st;
  if (plan.createAlias) await client.ok({ api: 'indices.put_alias', method: 'PUT', parts: { index: plan.oldIndex, name: plan.alias } });
}

/** Phase `create`: step 2, the new index (resuming: the existing one, left as it is). */
export async function createPhase(st: RunState): Promise<void> {
  st.enter('create');
  const { client, plan } = st;
  st.book.fresh = plan.createBody !== undefined;
  if (!plan.createBody) return;
  await client.ok({ api: 'indices.create', method: 'PUT', parts: { index: plan.newIndex } }, { body: plan.createBody });
  st.createdIndex = true;
}

/**
 * Default mode, still in phase `create`: the new index keeps tombstones while the reindex runs (a created
 * index got the retention in its body; a resumed one gets it now), and its primary terms are read so that
 * a failover, which loses tombstones, does not go unnoticed.
 */
export async function guardNewIndex(st: RunState): Promise<void> {
  const { client, plan, result } = st;
  st.gcRestore = plan.createBody ? { index: plan.newIndex, value: plan.gcDeletes.restore } : await keepTombstones(client, plan.newIndex);
  st.termsBefore = await primaryTerms(client, plan.newIndex);
  result.termsChecked = st.termsBefore !== undefined;
}
