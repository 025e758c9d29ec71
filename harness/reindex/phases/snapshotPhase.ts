/**
 * Phase `snapshot`: point-in-time views of the new index as it is at the swap (only the reindex has written
 * it so far). The verification reads one when something differs; the default mode's final catch-up reads
 * one per slice, side by side.
 */
import { field } from '../hits.ts';
import { scrollSlices } from '../plan.ts';
import { readPage, Scroll } from '../scan.ts';
import { seqFloor } from '../seqFloor.ts';
import type { RunState } from './runState.ts';

/** What the views are for: `final`, the final catch-up's views (one per slice); `swapSeqNo`, learn whether the new index's highest `_seq_no` at the swap can be exact. */
export interface SnapshotNeeds {
  final: boolean;
  swapSeqNo: boolean;
}

/** Refresh the new index, then open the views (all or none: a refused one fails the phase). */
export async function snapshotPhase(st: RunState, needs: SnapshotNeeds): Promise<void> {
  st.enter('snapshot');
  const { client, plan } = st;
  // A refresh first: a scroll sees only what a refresh made visible, and the snapshot must hold every copy.
  await client.ok({ api: 'indices.refresh', method: 'POST', params: { index: plan.newIndex } });
  if (needs.swapSeqNo || plan.seqNo) {
    const s = await client.send({ api: 'indices.get_settings', method: 'GET', params: { index: plan.newIndex } }, { query: { flat_settings: 'true' } });
    const shards = Number(field(s.json, plan.newIndex, 'settings', 'index.number_of_shards'));
    // On a one-shard new index, the highest `_seq_no` the reindex's own writes got is the index's at the
    // swap: every client write after the swap gets a higher one.
    if (needs.swapSeqNo && shards === 1) st.newSwapSeqNo = -1;
    // The floor that tells a client's write after the swap from the snapshot's documents (seqFloor.ts).
    if (plan.seqNo && Number.isInteger(shards) && shards > 0) st.book.seqFloor = await seqFloor(client, plan.newIndex, shards);
  }
  const shape = { source: false, seqNo: plan.seqNo };
  // The verification's view; then the final catch-up's, one per slice (read side by side). Opened before
  // anything else writes the new index, so the slices are one view. One after the other: opening a view of
  // a large index is a long request, and three at once made another client wait behind all three (a
  // probe's request during the snapshot of 1,000,000 documents: 113-193 ms).
  const specs = [{ label: 'snapshot' }, ...(needs.final ? scrollSlices(plan.slicing.length) : [])];
  const views: Scroll[] = [];
  for (const spec of specs) {
    const view = await Scroll.open(client, plan.newIndex, spec, readPage(plan.batch), shape, '30m');
    views.push(view);
    st.opened.push(view); // closed by the rollback if a later one is refused
  }
  const [verify, ...final] = views;
  st.views = { verify: verify!, ...(needs.final ? { final } : {}) };
}
