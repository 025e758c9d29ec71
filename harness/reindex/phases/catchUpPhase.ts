/**
 * The catch-up before the swap (default mode): passes that bring the new index up to the old one while
 * only the reindex writes it, the last incremental pass right before the swap, and the rule that no
 * failed write goes into a swap.
 */
import { catchUpPass, deletePass, type PassStats } from '../copy.ts';
import { incrementalPass } from '../incremental.ts';
import { topSeqNo } from '../seqFloor.ts';
import type { ReindexResult } from '../result.ts';
import type { RunState } from './runState.ts';

/**
 * Phase `catch-up`: at most `maxPasses` passes (incremental from the marks, or full comparisons), stopping
 * early once a pass finds little; incremental plans then compare counts to find deletes.
 */
export async function catchUpPhase(st: RunState, maxPasses: number): Promise<void> {
  st.enter('catch-up');
  const { plan, result } = st;
  // Resuming: what the new index holds is unknown, so the first pass compares everything.
  if (st.incremental && !result.copy) result.passes.push(await catchUpPass(st, plan.docs));
  for (let i = 0; i < maxPasses; i++) {
    let p: PassStats;
    if (st.incremental) {
      const r = await incrementalPass(st, st.marks);
      st.marks = r.marks;
      p = r.stats;
    } else p = await catchUpPass(st, plan.docs);
    const prev = result.passes.at(-1);
    result.passes.push(p);
    // Stop when a pass finds little, or no less than the one before (the writers' pace, not the
    // copy's lag, sets it then): what is left is for the final catch-up after the swap.
    const found = p.copied + p.deleted;
    if (found <= Math.max(100, plan.docs / 1000) || (prev && found >= 0.8 * (prev.copied + prev.deleted))) break;
  }
  if (st.incremental) {
    const d = await deletePass(st);
    if (d) result.passes.push(d);
  }
  refuseFailedWrites(st);
}

/**
 * Still in phase `snapshot`, after it (incremental plans): one last pass, as close to the swap as it gets.
 * It writes after the snapshot, so the book keeps where it left each document. Then the new index's
 * highest `_seq_no` at the swap, when the snapshot found it exact (one shard).
 */
export async function lastPass(st: RunState): Promise<void> {
  const { client, plan, result, book } = st;
  const r = await incrementalPass(st, st.marks, book);
  st.marks = r.marks;
  result.passes.push(r.stats);
  refuseFailedWrites(st);
  if (st.newSwapSeqNo !== undefined) {
    // A native copy's answers carry no `_seq_no`: ask the new index (only the reindex has written it so far).
    const copied = plan.engine.kind === 'native' ? (await topSeqNo(client, plan.newIndex)).top : result.copy?.writes.maxSeqNo ?? -1;
    st.newSwapSeqNo = Math.max(copied, ...result.passes.map((p) => p.writes.maxSeqNo), ...[...book.after.values()].map((w) => w.seq));
  }
}

/** No swap over a failed write: any copy or pass write that failed stops the run (it rolls back). */
export function refuseFailedWrites(st: RunState): void {
  const { plan, result } = st;
  const failed = (result.copy?.writes.failed ?? 0) + result.passes.reduce((s, p) => s + p.writes.failed, 0);
  if (failed > 0) throw new Error(`${failed} document(s) could not be written into ${plan.newIndex} (first: ${firstFailure(result)}); not swapping`);
}

function firstFailure(r: ReindexResult): string {
  const f = [...(r.copy?.writes.failures ?? []), ...r.passes.flatMap((p) => p.writes.failures)][0];
  return f ? `${f.id}: ${f.status} ${f.type} ${f.reason}` : 'unknown';
}

