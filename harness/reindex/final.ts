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
import { countDocs, lookup, pages, parallel, pipeline, scrollPages, type Scroll } from './scan.ts';

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
  /** Documents in the frozen old index. */
  oldDocs?: number;
  /** Whether the old index had to be read in full (it held documents the snapshot did not account for). */
  fullScan: boolean;
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

/** Pages of lookups kept in flight per stream (the comparison is bound by round trips, not by either CPU). */
const DEPTH = 3;

/** Where a snapshot hit stood at the swap. */
function stateOf(h: Hit): NonNullable<Candidate['atSwap']> {
  return { ...(h._seq_no !== undefined ? { seq: h._seq_no } : {}), ...(h._primary_term !== undefined ? { term: h._primary_term } : {}), ...(h._version !== undefined ? { version: h._version } : {}) };
}

const meta = (h: Hit): Pick<Candidate, 'type' | 'routing'> => ({ ...(h._type !== undefined ? { type: h._type } : {}), ...(h._routing !== undefined ? { routing: h._routing } : {}) });

/**
 * Bring over what changed in the old index after the last pass; returns the ids it created.
 *
 * Every document of the frozen old index is compared with the new index as it was at the swap, and every
 * document of the new index at the swap with the old index. The new index at the swap is the snapshot
 * plus the reindex's own writes after it (the ledger): only the reindex wrote it before the swap. The
 * comparison is driven from that side: a. each snapshot page is looked up in the old index (a copy
 * whose version differs is a candidate, a document the old index lacks was deleted there), and so is
 * each ledger id the snapshot lacks. Every old document found this way is counted. b. When that count
 * equals the old index's `_count` (taken before and after, and equal), every old document has been
 * compared. Otherwise the old index holds documents the new one lacked at the swap: the old index is then
 * read in full and compared with the new index as it is now, with `spare` (another snapshot) telling
 * which of them a client deleted after the swap. c. The candidates are resolved under guards.
 */
export async function finalCatchUp(ctx: Ctx, snapshot: Scroll, ledger: Map<string, WrittenState> = new Map(), preSwapSeqNo = -1, spare?: Scroll): Promise<{ stats: FinalStats; created: Set<string> }> {
  const { client, plan } = ctx;
  const bySeq = plan.versioning === 'seq_no';
  const started = performance.now();
  const writes = tally();
  const stats: FinalStats = { candidates: 0, copied: 0, deleted: 0, yielded: 0, writes, swapSeqNo: -1, ms: 0, fullScan: false };
  const created = new Set<string>();
  const cands = new Map<string, Candidate>();
  const track = (id: string, c: Candidate): void => {
    cands.set(id, c);
    if (cands.size > ctx.maxTrackedIds) throw new TooManyIdsError('final catch-up', ctx.maxTrackedIds);
  };
  let read = 0;
  let matched = 0;
  const total = plan.docs * 2;

  /** Delete, under guards, documents of the new index the frozen old index no longer has. */
  const deleteGone = async (gone: { id: string; at?: Candidate['atSwap']; meta: Pick<Candidate, 'type' | 'routing'> }[]): Promise<void> => {
    if (gone.length === 0) return;
    const now = await lookup(client, plan.newIndex, gone.map((g) => g.id), shape(ctx, false));
    const actions: BulkAction[] = [];
    for (const g of gone) {
      const n = now.get(g.id);
      const mine = ledger.get(g.id);
      if (!n && !g.at) continue; // already gone (a ledger document deleted by a client)
      if (n && (mine ? asWritten(n, mine) : untouched(n, g.at, bySeq))) actions.push({ op: 'delete', id: g.id, ...g.meta, ...(n._type !== undefined && g.meta.type === undefined ? { type: n._type } : {}), ...(n._routing !== undefined && g.meta.routing === undefined ? { routing: n._routing } : {}), ...guard(n, bySeq) });
      else stats.yielded++;
    }
    const t = await bulkWrite(client, plan.newIndex, actions);
    addTally(writes, t);
    stats.deleted += t.ok;
    stats.yielded += t.conflicts + t.notFound;
  };

  const oldCountBefore = await countDocs(client, plan.oldIndex);

  // a. The snapshot (the new index at the swap), page by page, each looked up in the frozen old index.
  const inSnapshot = new Set<string>(); // ledger ids the snapshot holds (the ledger is small)
  await pipeline(scrollPages(snapshot), DEPTH, async (page) => {
    const old = await lookup(client, plan.oldIndex, page.map((h) => h._id), shape(ctx, false));
    const gone: Parameters<typeof deleteGone>[0] = [];
    for (const h of page) {
      if (typeof h._seq_no === 'number' && h._seq_no > stats.swapSeqNo) stats.swapSeqNo = h._seq_no;
      const mine = ledger.get(h._id);
      if (mine) inSnapshot.add(h._id);
      const o = old.get(h._id);
      if (!o) {
        gone.push({ id: h._id, at: stateOf(h), meta: meta(h) });
        continue;
      }
      if (o._type === h._type) matched++; // an id in two types (5.x) cannot be counted twice
      const v = copyVersion(o, plan.versioning);
      // Current at the swap: as the snapshot shows it, or as the reindex's own write after the snapshot left it.
      if (mine ? !mine.deleted && mine.copyOf === v : h._version === v) continue;
      track(h._id, { ...meta(o), atSwap: stateOf(h) });
    }
    await deleteGone(gone);
    read += page.length;
    ctx.progress({ phase: 'final catch-up', done: read, total });
  });
  // Writes the reindex made after the snapshot and before the swap are part of the new index at the swap.
  stats.swapSeqNo = Math.max(stats.swapSeqNo, preSwapSeqNo);

  // a'. Documents the reindex wrote after the snapshot (the last pass before the swap, the catch-up right
  // after it) that the snapshot does not list.
  const written = [...ledger.entries()].filter(([id, w]) => !w.deleted && !inSnapshot.has(id)).map(([id]) => id);
  for (let i = 0; i < written.length; i += plan.batch) {
    const chunk = written.slice(i, i + plan.batch);
    const old = await lookup(client, plan.oldIndex, chunk, shape(ctx, false));
    const gone: Parameters<typeof deleteGone>[0] = [];
    for (const id of chunk) {
      const o = old.get(id);
      if (!o) {
        gone.push({ id, meta: {} });
        continue;
      }
      matched++;
      if (ledger.get(id)!.copyOf !== copyVersion(o, plan.versioning)) track(id, meta(o));
    }
    await deleteGone(gone);
  }

  // b. Did that reach every document of the old index? If not, read the old index in full.
  const oldCountAfter = await countDocs(client, plan.oldIndex);
  stats.oldDocs = oldCountAfter;
  if (!(oldCountBefore >= 0 && oldCountBefore === oldCountAfter && matched === oldCountAfter)) {
    stats.fullScan = true;
    const extra = new Map<string, Candidate>();
    const workers = scrollSlices(plan.slicing.length);
    await parallel(workers, workers.length, (spec) =>
      pipeline(pages(client, plan.oldIndex, spec, plan.batch, shape(ctx, false)), DEPTH, async (page) => {
        const now = await lookup(client, plan.newIndex, page.map((h) => h._id), shape(ctx, false));
        for (const h of page) {
          if (cands.has(h._id)) continue;
          const n = now.get(h._id);
          if (n?._version === copyVersion(h, plan.versioning)) continue;
          const mine = ledger.get(h._id);
          if (mine && mine.copyOf === copyVersion(h, plan.versioning) && asWritten(n, mine)) continue;
          extra.set(h._id, meta(h));
          if (cands.size + extra.size > ctx.maxTrackedIds) throw new TooManyIdsError('final catch-up', ctx.maxTrackedIds);
        }
        read += page.length;
        ctx.progress({ phase: 'final catch-up', done: read, total });
      }),
    );
    // Where those stood at the swap: a document a client deleted since must stay deleted.
    if (extra.size > 0) {
      if (!spare) throw new Error('final catch-up: the old index has documents the snapshot does not account for, and no second snapshot to judge them by');
      for await (const page of scrollPages(spare)) for (const h of page) {
        const c = extra.get(h._id);
        if (c) c.atSwap = stateOf(h);
      }
    }
    for (const [id, c] of extra) cands.set(id, c);
  }
  await spare?.close();
  stats.candidates = cands.size;

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
