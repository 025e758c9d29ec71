/**
 * The final catch-up, after the swap. The old index is frozen now (no alias reaches it), so comparing
 * it with the new index is no longer a race on its side; the new index, though, takes client writes.
 * Every change is made under the guards of book.ts: against the document's state at the swap (a
 * point-in-time snapshot of the new index taken just before the swap), or against the reindex's own last
 * write since (the book), or, for a document the new index lacked, against its absence at the version the
 * id last had. A change whose guard fails is left to the client who touched the document.
 */
import { stateOf, writeGuarded, type Expected, type GuardedChange } from './book.ts';
import { addTally, copyVersion, tally, type BulkTally } from './bulk.ts';
import { shape, type Ctx } from './context.ts';
import type { Hit } from './hits.ts';
import { scrollSlices } from './plan.ts';
import { inStep } from './inStep.ts';
import { countDocs, lookup, pages, parallel, pipeline, readPage, scrollPages, type Scroll } from './scan.ts';
import { TooManyIdsError } from './tooManyIdsError.ts';

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
  /** Documents in the frozen old index. */
  oldDocs?: number;
  /** Whether the old index had to be read in full (it held documents the snapshot did not account for). */
  fullScan: boolean;
  ms: number;
}

/**
 * Pages of lookups kept in flight per stream. With the snapshot's slices read side by side, two keep both
 * the server and the client busy; every page more in flight is a page's work more that another client's
 * request may wait behind (the p99 of a client during a reindex of 1,000,000 documents: 41-65 ms with
 * three, 47 ms with two, at the same speed).
 */
const DEPTH = 2;

const meta = (h: Hit): Pick<GuardedChange, 'type' | 'routing'> => ({ ...(h._type !== undefined ? { type: h._type } : {}), ...(h._routing !== undefined ? { routing: h._routing } : {}) });

/**
 * Bring over what changed in the old index after the last pass.
 *
 * Every document of the frozen old index is compared with the new index as it was at the swap, and every
 * document of the new index at the swap with the old index. The new index at the swap is the snapshot
 * plus the reindex's own writes after it (the book): only the reindex wrote it before the swap. The
 * comparison is driven from that side: a. each snapshot page is looked up in the old index (a copy
 * whose version differs is a candidate, a document the old index lacks was deleted there), and so is
 * each id of the book the snapshot lacks. Every old document found this way is counted. b. When that
 * count equals the old index's `_count` (taken before and after, and equal), every old document has
 * been compared. Otherwise the old index holds documents the new one lacked at the swap: the old index is
 * then read in full, and each of its documents the new index does not hold as the latest copy becomes a
 * candidate too, guarded by absence (which fails for a document present at the swap or touched since).
 * c. The candidates are brought over under their guards.
 */
export async function finalCatchUp(ctx: Ctx, snapshot: Scroll | readonly Scroll[]): Promise<FinalStats> {
  const { client, plan, book } = ctx;
  const started = performance.now();
  const writes = tally();
  const stats: FinalStats = { candidates: 0, copied: 0, deleted: 0, yielded: 0, writes, ms: 0, fullScan: false };
  const cands = new Map<string, Expected>();
  const track = (id: string, e: Expected): void => {
    cands.set(id, e);
    if (cands.size > ctx.maxTrackedIds) throw new TooManyIdsError('final catch-up', ctx.maxTrackedIds);
  };
  const apply = async (changes: GuardedChange[]): Promise<void> => {
    const t = await writeGuarded(ctx, book, changes);
    addTally(writes, t.writes);
    stats.copied += t.written;
    stats.deleted += t.deleted;
    stats.yielded += t.yielded;
  };
  let read = 0;
  let matched = 0;
  const total = plan.docs * 2;
  const current = (id: string, atSwapVersion: number | undefined, o: Hit): boolean => {
    const mine = book.after.get(id);
    const v = copyVersion(o, plan.versioning);
    return mine ? !mine.deleted && mine.copyOf === v : atSwapVersion === v;
  };

  // What a comparison of copy versions needs of an old document: its `_version`, and its `_seq_no` only
  // when copies are versioned by it (a native copy's are not).
  const versions = { source: false, seqNo: plan.versioning === 'seq_no' };

  const oldCountBefore = await countDocs(client, plan.oldIndex);

  // a. The snapshot (the new index at the swap), page by page, each looked up in the frozen old index.
  // Its slices are read side by side: one scroll is a ping-pong (the server renders a page while the
  // client waits, then the client reads it while the server waits); two streams keep both busy.
  const inSnapshot = new Set<string>(); // ids of the book the snapshot holds (the book is small)
  const views = Array.isArray(snapshot) ? snapshot : [snapshot];
  // The snapshot phase opens one view per slice of scrollSlices (or one of the whole index): the old
  // index's same slice is read alongside, and a document met there needs no lookup (inStep.ts).
  const specs = scrollSlices(views.length);
  await parallel(views, views.length, (view, i) =>
    pipeline(inStep(scrollPages(view), pages(client, plan.oldIndex, specs[i]!, readPage(plan.batch), versions)), DEPTH, async ({ page, twins }) => {
      const rest = twins.size === page.length ? [] : page.filter((h) => !twins.has(h)).map((h) => h._id);
      const old = rest.length > 0 ? await lookup(client, plan.oldIndex, rest, versions) : undefined;
      const gone: GuardedChange[] = [];
      for (const h of page) {
        if (book.after.has(h._id)) inSnapshot.add(h._id);
        // What a change must find (book.expected) is made only for the few documents that change.
        const o = twins.get(h) ?? old?.get(h._id);
        if (!o) {
          gone.push({ id: h._id, expected: book.expected(h._id, stateOf(h)), ...meta(h) });
          continue;
        }
        if (o._type === h._type) matched++; // an id in two types (5.x) cannot be counted twice
        if (!current(h._id, h._version, o)) track(h._id, book.expected(h._id, stateOf(h)));
      }
      await apply(gone);
      read += page.length;
      ctx.progress({ phase: 'final catch-up', done: read, total });
    }),
  );

  // a'. Documents the reindex wrote after the snapshot (the last pass before the swap, the catch-up right
  // after it) that the snapshot does not list.
  const written = [...book.after.keys()].filter((id) => !inSnapshot.has(id));
  for (let i = 0; i < written.length; i += readPage(plan.batch)) {
    const chunk = written.slice(i, i + readPage(plan.batch));
    const old = await lookup(client, plan.oldIndex, chunk, versions);
    const gone: GuardedChange[] = [];
    for (const id of chunk) {
      const o = old.get(id);
      const mine = book.after.get(id)!;
      if (!o) gone.push({ id, expected: book.expected(id), ...(mine.type !== undefined ? { type: mine.type } : {}), ...(mine.routing !== undefined ? { routing: mine.routing } : {}) });
      else {
        matched++;
        if (!current(id, undefined, o)) track(id, book.expected(id));
      }
    }
    await apply(gone);
  }

  // b. Did that reach every document of the old index? If not, read the old index in full.
  const oldCountAfter = await countDocs(client, plan.oldIndex);
  stats.oldDocs = oldCountAfter;
  if (!(oldCountBefore >= 0 && oldCountBefore === oldCountAfter && matched === oldCountAfter)) {
    stats.fullScan = true;
    const workers = scrollSlices(plan.slicing.length);
    await parallel(workers, workers.length, (spec) =>
      pipeline(pages(client, plan.oldIndex, spec, readPage(plan.batch), versions), DEPTH, async (page) => {
        const now = await lookup(client, plan.newIndex, page.map((h) => h._id), { source: false, seqNo: plan.seqNo });
        for (const h of page) {
          if (cands.has(h._id)) continue;
          const n = now.get(h._id);
          // A client's write since the swap may carry the very version a copy would (book.ts, seenAfterSwap).
          if (n) book.seen(h._id, n._seq_no);
          if (n?._version === copyVersion(h, plan.versioning) || current(h._id, undefined, h)) continue;
          // Not at the swap as far as the snapshot and the book tell: guarded by absence.
          track(h._id, book.expected(h._id));
        }
        read += page.length;
        ctx.progress({ phase: 'final catch-up', done: read, total });
      }),
    );
  }
  stats.candidates = cands.size;

  // c. Bring the candidates over in batches, each under its guard.
  const ids = [...cands.keys()];
  for (let i = 0; i < ids.length; i += plan.batch) {
    const chunk = ids.slice(i, i + plan.batch);
    const old = await lookup(client, plan.oldIndex, chunk, shape(ctx, true));
    const changes: GuardedChange[] = [];
    for (const id of chunk) {
      const o = old.get(id);
      if (o) changes.push({ id, expected: cands.get(id)!, copy: o, copyOf: copyVersion(o, plan.versioning) }); // always there: the old index is frozen
    }
    await apply(changes);
  }
  stats.ms = performance.now() - started;
  return stats;
}
