/**
 * Phase `verify`, step 8: compare the new index, through the alias, with the old one (verify.ts), and
 * decide the run: verified, no failed write in the final catch-up, tombstones that lasted.
 */
import type { ReindexResult } from '../result.ts';
import { verified, verify } from '../verify.ts';
import type { RunState } from './runState.ts';

/** Refresh the new index, verify against the snapshot and the book, set `ok` (or the error saying why not). */
export async function verifyPhase(st: RunState): Promise<void> {
  st.enter('verify');
  const { client, plan, result } = st;
  // The reindex's own writes must be visible to the reads of the verification.
  await client.ok({ api: 'indices.refresh', method: 'POST', parts: { index: plan.newIndex } });
  result.verify = await verify(st, st.views!.verify, st.book);
  result.ok = verified(result.verify) && (result.final?.writes.failed ?? 0) === 0 && !result.tombstonesLost;
  if (!result.ok) result.error = verifyError(result);
}

function verifyError(r: ReindexResult): string {
  const v = r.verify!;
  const parts: string[] = [];
  if (v.lost) parts.push(`${v.lost} lost (e.g. ${v.samples.lost.slice(0, 5).join(', ')})`);
  if (v.different) parts.push(`${v.different} with an older source (e.g. ${v.samples.different.slice(0, 5).join(', ')})`);
  if (v.extra) parts.push(`${v.extra} resurrected or stray (e.g. ${v.samples.extra.slice(0, 5).join(', ')})`);
  if (v.clobbered) parts.push(`${v.clobbered} written by the catch-up over a client's change after the swap (e.g. ${v.samples.clobbered.slice(0, 5).join(', ')})`);
  if ((r.final?.writes.failed ?? 0) > 0) parts.push(`${r.final!.writes.failed} final catch-up write(s) failed`);
  if (r.tombstonesLost) parts.push(`deletes made by clients after the swap cannot be proven kept: ${r.tombstonesLost}`);
  return `verification through ${r.plan!.alias} found ${parts.join('; ')}`;
}
