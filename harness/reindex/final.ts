/**
 * The final catch-up, after the swap. The old index is frozen now (no alias reaches it), so comparing
 * it with the new index is no longer a race on its side; the new index, though, takes client writes.
 * The rule: change a document of the new index only if no client touched it since the swap. "Touched"
 * is decided against a point-in-time snapshot of the new index taken just before the swap (a scroll):
 * same `_seq_no` and primary term as in the snapshot means untouched. Every change is guarded
 * (`if_seq_no`, or `op_type=create`), so a client write landing between our check and our write wins.
 * Documents the reindex itself wrote after the snapshot (the last incremental pass and the fast
 * catch-up after the swap) are judged against the ledger of those writes instead: untouched means
 * still as the reindex's own last write left it.
 */
import { addTally, bulkWrite, copyVersion, tally, type BulkAction, type BulkTally, type WrittenState } from './bulk.ts';
import { shape, TooManyIdsError, type Ctx } from './context.ts';
import type { Hit } from './hits.ts';
import { scrollSlices } from './plan.ts';
import { lookup, pages, parallel, type Scroll } from './scan.ts';

/** What the final catch-up did. */
export interface FinalStats {
  /** Documents whose new-index copy differed from the frozen old index after the swap. */
  candidates: number;
  /** Brought over (copied or created) after the swap. */
  copied: number;
  /** Deleted from the new index (deleted in the old one in the last moments before the swap). */
  deleted: number;
  /** Left alone because a client wrote or deleted them through the alias after the swap. */
  yielded: number;
  writes: BulkTally;
  /** Highest `_seq_no` in the new index at the swap (writes above it came after). */
  swapSeqNo: number;
  ms: number;
}

interface Candidate {
  type?: string;
  routing?: string;
  /** The document's state in the new index at the swap, if it was there. */
  atSwap?: { seq?: number; term?: number; version?: number };
}

/** Whether a document is as it was in the snapshot. */
function untouched(now: Hit | undefined, then: Candidate['atSwap'], bySeq: boolean): boolean {
  if (!now || !then) return false;
  return bySeq ? now._seq_no === then.seq && now._primary_term === then.term : now._version === then.version;
}

/** Whether a document is as the reindex's own last write left it. */
function asWritten(now: Hit | undefined, w: WrittenState): boolean {
  if (w.deleted) return !now;
  return !!now && now._seq_no === w.seq && (now._primary_term ?? 1) === w.term;
}

/** The guard for changing a document as it is now. */
function guard(now: Hit, bySeq: boolean): Partial<BulkAction> {
  return bySeq ? { ifSeqNo: now._seq_no!, ifPrimaryTerm: now._primary_term ?? 1 } : { version: now._version!, versionType: 'internal' };
}

/** Bring over what changed in the old index after the last pass; returns the ids it created. */
export async function finalCatchUp(ctx: Ctx, snapshot: Scroll, ledger: Map<string, WrittenState> = new Map(), preSwapSeqNo = -1): Promise<{ stats: FinalStats; created: Set<string> }> {
  const { client, plan } = ctx;
  const bySeq = plan.versioning === 'seq_no';
  const started = performance.now();
  const writes = tally();
  const stats: FinalStats = { candidates: 0, copied: 0, deleted: 0, yielded: 0, writes, swapSeqNo: -1, ms: 0 };
  const created = new Set<string>();
  const cands = new Map<string, Candidate>();
  const workers = scrollSlices(plan.slicing.length);
  let read = 0;

  // a. Documents of the frozen old index whose copy in the new index is not their latest version.
  await parallel(workers, workers.length, async (spec) => {
    for await (const page of pages(client, plan.oldIndex, spec, plan.batch, shape(ctx, false))) {
      const now = await lookup(client, plan.newIndex, page.map((h) => h._id), shape(ctx, false));
      for (const h of page) {
        const n = now.get(h._id);
        if (n?._version === copyVersion(h, plan.versioning)) continue;
        const mine = ledger.get(h._id);
        if (mine && mine.copyOf === copyVersion(h, plan.versioning) && asWritten(n, mine)) continue; // the reindex copied it after the snapshot
        cands.set(h._id, { ...(h._type !== undefined ? { type: h._type } : {}), ...(h._routing !== undefined ? { routing: h._routing } : {}) });
        if (cands.size > ctx.maxTrackedIds) throw new TooManyIdsError('final catch-up', ctx.maxTrackedIds);
      }
      read += page.length;
      ctx.progress({ phase: 'final catch-up', done: read, total: plan.docs * 2 });
    }
  });
  stats.candidates = cands.size;

  // b. The snapshot: where candidates stood at the swap, and documents deleted from the old index since the last pass.
  for (let page = await snapshot.next(); page.length > 0; page = await snapshot.next()) {
    const rest: Hit[] = [];
    for (const h of page) {
      if (typeof h._seq_no === 'number' && h._seq_no > stats.swapSeqNo) stats.swapSeqNo = h._seq_no;
      const c = cands.get(h._id);
      if (c) c.atSwap = { ...(h._seq_no !== undefined ? { seq: h._seq_no } : {}), ...(h._primary_term !== undefined ? { term: h._primary_term } : {}), ...(h._version !== undefined ? { version: h._version } : {}) };
      else rest.push(h);
    }
    const inOld = await lookup(client, plan.oldIndex, rest.map((h) => h._id), shape(ctx, false));
    const gone = rest.filter((h) => !inOld.has(h._id));
    if (gone.length > 0) {
      const now = await lookup(client, plan.newIndex, gone.map((h) => h._id), shape(ctx, false));
      const actions: BulkAction[] = [];
      for (const h of gone) {
        const n = now.get(h._id);
        const at = { ...(h._seq_no !== undefined ? { seq: h._seq_no } : {}), ...(h._primary_term !== undefined ? { term: h._primary_term } : {}), ...(h._version !== undefined ? { version: h._version } : {}) };
        const mine = ledger.get(h._id);
        if (n && (mine ? asWritten(n, mine) : untouched(n, at, bySeq))) actions.push({ op: 'delete', id: h._id, ...(h._type !== undefined ? { type: h._type } : {}), ...(h._routing !== undefined ? { routing: h._routing } : {}), ...guard(n!, bySeq) });
        else stats.yielded++;
      }
      const t = await bulkWrite(client, plan.newIndex, actions);
      addTally(writes, t);
      stats.deleted += t.ok;
      stats.yielded += t.conflicts + t.notFound;
    }
    read += page.length;
    ctx.progress({ phase: 'final catch-up', done: read, total: plan.docs * 2 });
  }
  // Writes the reindex made after the snapshot and before the swap are part of the new index at the swap.
  stats.swapSeqNo = Math.max(stats.swapSeqNo, preSwapSeqNo);

  // b'. Documents the reindex wrote after the snapshot and the old index no longer has (deleted there just
  // before the swap): the snapshot does not list them.
  const written = [...ledger.entries()].filter(([id, w]) => !w.deleted && !cands.has(id)).map(([id]) => id);
  for (let i = 0; i < written.length; i += plan.batch) {
    const chunk = written.slice(i, i + plan.batch);
    const inOld = await lookup(client, plan.oldIndex, chunk, shape(ctx, false));
    const gone = chunk.filter((id) => !inOld.has(id));
    if (gone.length === 0) continue;
    const now = await lookup(client, plan.newIndex, gone, shape(ctx, false));
    const actions: BulkAction[] = [];
    for (const id of gone) {
      const n = now.get(id);
      if (!n) continue; // already gone (deleted in step b, or by a client)
      if (asWritten(n, ledger.get(id)!)) actions.push({ op: 'delete', id, ...(n._type !== undefined ? { type: n._type } : {}), ...(n._routing !== undefined ? { routing: n._routing } : {}), ...guard(n, bySeq) });
      else stats.yielded++;
    }
    const t = await bulkWrite(client, plan.newIndex, actions);
    addTally(writes, t);
    stats.deleted += t.ok;
    stats.yielded += t.conflicts + t.notFound;
  }

  // c. Resolve the candidates in batches, guarded against client writes racing with us.
  const ids = [...cands.keys()];
  for (let i = 0; i < ids.length; i += plan.batch) {
    const chunk = ids.slice(i, i + plan.batch);
    const old = await lookup(client, plan.oldIndex, chunk, shape(ctx, true));
    const now = await lookup(client, plan.newIndex, chunk, shape(ctx, false));
    const actions: BulkAction[] = [];
    for (const id of chunk) {
      const c = cands.get(id)!;
      const o = old.get(id);
      if (!o) continue; // cannot happen: the old index is frozen
      const n = now.get(id);
      const base: BulkAction = { op: 'index', id, source: o._source ?? {}, ...(c.type !== undefined ? { type: c.type } : {}), ...(c.routing !== undefined ? { routing: c.routing } : {}) };
      const mine = ledger.get(id);
      if (mine) {
        if (!asWritten(n, mine)) stats.yielded++;
        else if (n) actions.push({ ...base, ...guard(n, bySeq) });
        else actions.push({ ...base, op: 'create' });
      } else if (c.atSwap) {
        if (untouched(n, c.atSwap, bySeq)) actions.push({ ...base, ...guard(n!, bySeq) });
        else stats.yielded++;
      } else if (!n) {
        actions.push({ ...base, op: 'create' });
      } else stats.yielded++;
    }
    const t = await bulkWrite(client, plan.newIndex, actions, true);
    addTally(writes, t);
    stats.copied += t.ok;
    stats.yielded += t.conflicts;
    const conflicted = new Set(t.conflictIds);
    for (const a of actions) if (a.op === 'create' && !conflicted.has(a.id)) created.add(a.id);
  }
  stats.ms = performance.now() - started;
  return { stats, created };
}
