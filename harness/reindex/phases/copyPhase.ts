/**
 * Phase `copy`, steps 3–6: the cluster copies (one `_reindex` task) or the client does (scroll and bulk),
 * as the plan chose. Resuming in the default mode copies nothing in bulk: the catch-up copies what the new
 * index lacks.
 */
import { keepTombstones } from '../tombstones.ts';
import { copyAll } from '../copy.ts';
import { initialMarks } from '../incremental.ts';
import { copyNative } from '../nativeCopy.ts';
import type { ReindexOptions } from '../plan.ts';
import type { RunState } from './runState.ts';

/** Copy the old index into the new one; `asked` is the `--copy` option (native stops where auto falls back). */
export async function copyPhase(st: RunState, asked: ReindexOptions['copy']): Promise<void> {
  st.enter('copy');
  const { plan, result } = st;
  // The marks are read before the copy's scrolls fix their view: everything at or below them is in that view.
  if (st.incremental) st.marks = await initialMarks(st);
  if (!plan.createBody && plan.mode !== 'plain') return;
  if (plan.engine.kind === 'native' && plan.oldGcDeletes) await keepOldTombstones(st, asked);
  if (plan.engine.kind === 'native') {
    const copied = await copyNative(st, st.setup.signal);
    result.copy = copied;
    result.copyTask = copied.task;
  } else result.copy = await copyAll(st);
}

/**
 * The native copy orders copies by the old document's `_version`, safe only while the old index keeps its
 * tombstones. When its setting cannot be changed, `--copy auto` falls back to the client copy (ordered by
 * `_seq_no`; the plan changes accordingly) and `--copy native` stops.
 */
async function keepOldTombstones(st: RunState, asked: ReindexOptions['copy']): Promise<void> {
  const { client, plan } = st;
  try {
    st.oldGcRestore = await keepTombstones(client, plan.oldIndex);
  } catch (e) {
    if (asked === 'native') throw e;
    plan.engine = { kind: 'scroll', why: `the old index's tombstones could not be kept for the native copy (${(e as Error).message})` };
    plan.versioning = plan.seqNo ? 'seq_no' : 'version';
    delete plan.oldGcDeletes;
  }
}
