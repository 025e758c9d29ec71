/**
 * Steps 3–6 and the pre-swap catch-up. The copy reads each slice of the old index with a scroll and
 * bulk-writes each page into the new index. In the default mode every copy carries an external
 * version derived from the old index (see bulk.ts), so whichever order copies arrive in, the newest
 * state of each document wins. A catch-up pass then compares the two indexes page by page (ids and
 * versions only) and copies what changed or deletes what was deleted while the copy ran.
 */
import { addTally, bulkWrite, copyAction, copyVersion, tally, type BulkAction, type BulkObserver, type BulkTally } from './bulk.ts';
import { shape, type Ctx } from './context.ts';
import { field } from './hits.ts';
import { scrollSlices } from './plan.ts';
import { lookup, pages, parallel, pipeline } from './scan.ts';

/** What a copy or a catch-up pass did. */
export interface PassStats {
  /** `copy`; `full`: every document compared; `incremental`: only those changed since the marks; `deletes`: an id comparison. */
  kind: 'copy' | 'full' | 'incremental' | 'deletes';
  /** Documents read from the old index (for `deletes`: from the new one). */
  read: number;
  /** Documents found stale or missing in the new index and copied. */
  copied: number;
  /** Documents deleted from the new index because the old one no longer has them. */
  deleted: number;
  writes: BulkTally;
  ms: number;
}

/** Steps 3–6: copy every slice in parallel, one page at a time. */
export async function copyAll(ctx: Ctx): Promise<PassStats> {
  const { client, plan } = ctx;
  const started = performance.now();
  const writes = tally();
  const stats: PassStats = { kind: 'copy', read: 0, copied: 0, deleted: 0, writes, ms: 0 };
  const versioned = plan.mode === 'safe' ? plan.versioning : false;
  let open = 0;
  await parallel(plan.slicing, plan.slicing.length, async (spec) => {
    let first = true;
    // The next page is read while this one is written (two pages per worker at most).
    await pipeline(pages(client, plan.oldIndex, spec, plan.batch, shape(ctx, true)), 1, async (page) => {
      if (first) {
        first = false;
        if (++open === plan.slicing.length) ctx.hooks.onSnapshotsOpen?.(client.now());
      }
      stats.read += page.length;
      const t = await bulkWrite(client, plan.newIndex, page.map((h) => copyAction(h, versioned)));
      addTally(writes, t);
      stats.copied += t.ok;
      // --rate: never ahead of the schedule the rate sets (all workers together).
      if (plan.rate !== undefined) {
        const ahead = (stats.read / plan.rate) * 1000 - (performance.now() - started);
        if (ahead > 0) await new Promise((r) => setTimeout(r, ahead));
      }
      ctx.progress({ phase: 'copy', done: stats.read, total: plan.docs });
    });
    if (first && ++open === plan.slicing.length) ctx.hooks.onSnapshotsOpen?.(client.now());
  });
  stats.ms = performance.now() - started;
  return stats;
}

/**
 * One catch-up pass before the swap (only the reindex writes the new index then): copy documents the
 * new index lacks or holds at an older version, and delete those the old index no longer has.
 */
export async function catchUpPass(ctx: Ctx, expected: number): Promise<PassStats> {
  const { client, plan } = ctx;
  const started = performance.now();
  const writes = tally();
  const stats: PassStats = { kind: 'full', read: 0, copied: 0, deleted: 0, writes, ms: 0 };
  const workers = scrollSlices(plan.slicing.length);
  // Forward: old → new.
  await parallel(workers, workers.length, async (spec) => {
    for await (const page of pages(client, plan.oldIndex, spec, plan.batch, shape(ctx, false))) {
      stats.read += page.length;
      const have = await lookup(client, plan.newIndex, page.map((h) => h._id), shape(ctx, false));
      const stale = page.filter((h) => have.get(h._id)?._version !== copyVersion(h, plan.versioning));
      if (stale.length > 0) {
        // A version that went backwards (re-created document on a server without _seq_no) cannot be
        // written over with an external version: delete the stale copy first.
        const regressed = stale.filter((h) => (have.get(h._id)?._version ?? 0) > copyVersion(h, plan.versioning));
        if (regressed.length) addTally(writes, await bulkWrite(client, plan.newIndex, regressed.map((h) => deleteAction(h._id, h._type, h._routing)), tombstonesInBook(ctx)));
        const fresh = await lookup(client, plan.oldIndex, stale.map((h) => h._id), shape(ctx, true));
        const t = await bulkWrite(client, plan.newIndex, [...fresh.values()].map((h) => copyAction(h, plan.versioning)));
        addTally(writes, t);
        stats.copied += t.ok;
      }
      ctx.progress({ phase: 'catch-up', done: stats.read, total: expected });
    }
  });
  // Reverse: documents of the new index the old one no longer has were deleted during the copy.
  await deleteGone(ctx, stats);
  stats.ms = performance.now() - started;
  return stats;
}

/** Delete from the new index every document the old index no longer has (an id comparison, ids only). */
async function deleteGone(ctx: Ctx, stats: PassStats): Promise<void> {
  const { client, plan } = ctx;
  const workers = scrollSlices(plan.slicing.length);
  await parallel(workers, workers.length, async (spec) => {
    for await (const page of pages(client, plan.newIndex, spec, plan.batch, shape(ctx, false))) {
      if (stats.kind === 'deletes') stats.read += page.length;
      const have = await lookup(client, plan.oldIndex, page.map((h) => h._id), shape(ctx, false));
      const gone = page.filter((h) => !have.has(h._id));
      if (gone.length > 0) {
        const t = await bulkWrite(client, plan.newIndex, gone.map((h) => deleteAction(h._id, h._type, h._routing)), tombstonesInBook(ctx));
        addTally(stats.writes, t);
        stats.deleted += t.ok;
      }
    }
  });
}

/**
 * Deletes made in the old index since the copy, for the incremental catch-up (a `_seq_no` range cannot
 * show them: the document is gone). After an incremental pass the new index holds every document of the
 * old one plus the ones deleted since they were copied, so the two counts differ exactly when there is
 * something to delete, or when the old index has documents created after the pass (clients keep writing).
 * Equal counts skip the id comparison; different counts run it. The counts are two requests, not one view:
 * a create and a delete between them can cancel out, and a delete missed here is found by the full
 * comparison after the swap. Returns undefined when the comparison was skipped.
 */
export async function deletePass(ctx: Ctx): Promise<PassStats | undefined> {
  const { client, plan } = ctx;
  const started = performance.now();
  const count = async (index: string): Promise<number> => Number(field((await client.ok({ api: 'count', method: 'GET', params: { index } })).json, 'count') ?? -1);
  if (plan.catchUp.kind === 'incremental' && plan.catchUp.marks === 'checkpoint') await client.ok({ api: 'indices.refresh', method: 'POST', params: { index: plan.newIndex } });
  const inNew = await count(plan.newIndex);
  const inOld = await count(plan.oldIndex);
  if (inNew === inOld && inNew >= 0) return undefined;
  const stats: PassStats = { kind: 'deletes', read: 0, copied: 0, deleted: 0, writes: tally(), ms: 0 };
  await deleteGone(ctx, stats);
  stats.ms = performance.now() - started;
  return stats;
}

/** Deletes before the swap leave tombstones in the new index; the book keeps their versions (see book.ts). */
export function tombstonesInBook(ctx: Ctx): BulkObserver {
  return { done: (a, it) => void (typeof it.version === 'number' && ctx.book.tomb(a.id, it.version)) };
}

/** The delete of a document of the new index, with its type and routing. */
export function deleteAction(id: string, type: string | undefined, routing: string | undefined): BulkAction {
  return { op: 'delete', id, ...(type !== undefined ? { type } : {}), ...(routing !== undefined ? { routing } : {}) };
}
