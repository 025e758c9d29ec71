/**
 * Phase `swap`, step 7: the alias moves in one `POST /_aliases` (remove from the old index, add to the new
 * one with the alias's own filter and routing), so it is on exactly one of the two at every moment.
 */
import type { EsClient } from '../client.ts';
import { field, isObj } from '../hits.ts';
import { swapBody, type ReindexPlan } from '../plan.ts';
import type { RunState } from './runState.ts';

/** Swap the alias and note when. */
export async function swapPhase(st: RunState): Promise<void> {
  st.enter('swap');
  st.swapSent = true;
  await swap(st.client, st.plan);
  st.result.swapped = true;
  st.swapAt = st.client.now();
  st.result.swapAtMs = st.swapAt;
}

/** The swap in one request; on an unclear answer, read where the alias is before trying again. */
async function swap(client: EsClient, plan: ReindexPlan): Promise<void> {
  const body = swapBody(plan);
  for (let attempt = 1; attempt <= client.retry.attempts; attempt++) {
    const r = await client.send({ api: 'indices.update_aliases', method: 'POST' }, { body, idempotent: false });
    if (r.status === 200 && field(r.json, 'acknowledged') === true) return;
    const where = await client.send({ api: 'indices.get_alias', method: 'GET', params: { name: plan.alias } });
    if (where.status === 200 && isObj(where.json)) {
      if (plan.newIndex in where.json && !(plan.oldIndex in where.json)) return; // it did apply
      if (!(plan.oldIndex in where.json) && !plan.sourceStream) throw new Error(`alias ${plan.alias} moved elsewhere during the reindex: ${Object.keys(where.json).join(', ')}`);
    }
    if (r.status >= 400 && r.status < 500 && r.status !== 429) {
      throw new Error(`the swap was refused: ${r.status} ${r.outcome.kind === 'ok' ? r.outcome.body.slice(0, 300) : ''}`);
    }
    await new Promise((res) => setTimeout(res, 100 * 2 ** attempt));
  }
  throw new Error('the swap did not go through after retries');
}
