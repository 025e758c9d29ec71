/**
 * Step 8: check through the alias. Every document reached through the alias is looked up in the (frozen)
 * old index and its source compared; every document of the old index not reached through the alias is
 * accounted for. A difference is excused only by evidence that a client changed the document after the
 * swap, judged per document, never by a `_seq_no` threshold (one per shard on a real cluster):
 * - a document still in its state at the swap (the snapshot) or as the reindex's own last write left it
 *   (the book) must equal the old document; one the reindex wrote after the swap must also carry the
 *   version its guard implies, or the write landed over a client's change (a resurrected delete or an
 *   overwritten write) — internal versions count every operation in between;
 * - a document in any other state was written by a client after the swap;
 * - an old document missing through the alias is excused if it was there at the swap, or written by the
 *   reindex since, or its guarded copy failed (the server said a client had touched the id), or a catch-up
 *   met it in the new index after the swap, not as the snapshot or the reindex left it (a client created
 *   it: book.ts, seenAfterSwap); otherwise it is lost.
 */
import { invalid, valid, type Verdict } from '../check/verdict.ts';
import { sameState, stateOf, type Book, type Expected } from './book.ts';
import { shape, type Ctx } from './context.ts';
import type { Hit } from './hits.ts';
import { scrollSlices, type SliceSpec } from './plan.ts';
import { inStep } from './inStep.ts';
import { countDocs, lookup, openViews, pages, parallel, pipeline, readPage, scrollPages, sliceCount, type Scroll } from './scan.ts';
import { TooManyIdsError } from './tooManyIdsError.ts';

/** Pages of lookups kept in flight per stream (two, as in final.ts: more only lengthen other clients' waits). */
const DEPTH = 2;

/** Per-slice document counts, old index vs alias. */
export interface SliceCount {
  label: string;
  old: number | string;
  alias: number | string;
}

/** What the verification found. */
export interface VerifyStats {
  slices: SliceCount[];
  /** Same id, same source. */
  identical: number;
  /** Written through the alias after the swap (newer than the old index). */
  changedAfterSwap: number;
  /** Deleted through the alias after the swap. */
  deletedAfterSwap: number;
  /** Created through the alias after the swap. */
  createdAfterSwap: number;
  /** In the old index, absent through the alias, and no client deleted it: lost. */
  lost: number;
  /** Different source through the alias, not explained by a later write. */
  different: number;
  /** Through the alias but not in the old index, and not written after the swap: resurrected or stray. */
  extra: number;
  /** Written by the reindex after the swap over a client's change (its version shows operations in between): a resurrected delete or an overwritten write. */
  clobbered: number;
  /** A few ids of each problem, for the report. */
  samples: { lost: string[]; different: string[]; extra: string[]; clobbered: string[] };
  /** Documents in the frozen old index. */
  oldDocs?: number;
  /** Whether the fast path (one view of the alias accounting for every old document) was not enough. */
  fullScan?: boolean;
  /** Whether the snapshot had to be read to judge differences. */
  snapshotRead?: boolean;
  ms: number;
}

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameJson(x, (b as unknown[])[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const SAMPLES = 20;

/** A document that differs between the old index and the alias, to be judged against its state at the swap. */
interface Suspect {
  kind: 'different' | 'extra' | 'missing';
  /** The document through the alias (absent for `missing`). */
  now?: Hit;
  /** Its state in the snapshot, once read. */
  atSwap?: Expected;
}

/**
 * Verify through the alias. `snapshot` is an unread scroll of the new index opened just before the swap
 * (read only when something differs); `book` holds the reindex's own writes and what it left to clients.
 */
export async function verify(ctx: Ctx, snapshot: Scroll, book: Book): Promise<VerifyStats> {
  const { client, plan } = ctx;
  const bySeq = plan.seqNo;
  const started = performance.now();
  const v: VerifyStats = { slices: [], identical: 0, changedAfterSwap: 0, deletedAfterSwap: 0, createdAfterSwap: 0, lost: 0, different: 0, extra: 0, clobbered: 0, samples: { lost: [], different: [], extra: [], clobbered: [] }, ms: 0 };
  const sample = (k: keyof VerifyStats['samples'], id: string): void => {
    if (v.samples[k].length < SAMPLES) v.samples[k].push(id);
  };
  const suspects = new Map<string, Suspect>();
  const suspect = (id: string, s: Suspect): void => {
    suspects.set(id, s);
    if (suspects.size > ctx.maxTrackedIds) throw new TooManyIdsError('verification', ctx.maxTrackedIds);
  };
  /** Whether `a` is as the reindex's own write after the snapshot left it; a mismatched version is counted as clobbered. */
  const ours = (a: Hit): boolean => {
    const mine = book.after.get(a._id);
    if (!mine || mine.deleted || !sameState(a, mine, bySeq)) return false;
    if (a._version !== mine.version) {
      v.clobbered++;
      sample('clobbered', a._id);
    }
    return true;
  };

  const workers = scrollSlices(plan.slicing.length);
  const count = async (index: string, spec: SliceSpec): Promise<number | string> => {
    try {
      return await sliceCount(client, index, spec);
    } catch (e) {
      return `n/a (${(e as Error).message.slice(0, 80)})`;
    }
  };
  // Of an old document only its type and source are compared: no version, no sequence number.
  const oldShape = { source: true, seqNo: false, version: false };
  // The per-slice counts: the totals of views read anyway when the plan's slices are the workers' (sliced
  // scrolls; another view of each slice only to count it costs the server another pass over the index,
  // and another client the wait behind it). The old index's views are the ones read alongside the alias's.
  const sameSlices = plan.sliceMode === 'scroll' && plan.slicing.length === workers.length;
  const oldViews = sameSlices ? await openViews(client, plan.oldIndex, workers, readPage(plan.batch), oldShape).catch(() => undefined) : undefined;
  let read = 0;
  let found = 0;
  let oldBefore = -1;
  try {
    const oldCounts: (number | string)[] = oldViews ? oldViews.map((s) => s.total) : [];
    if (!oldViews) for (const spec of plan.slicing) oldCounts.push(await count(plan.oldIndex, spec));

    // One point-in-time view of the alias, every document of it (with its source) looked up in the frozen
    // old index. If every old document turns up in that view (the old index's count, taken before and after,
    // equals the number found), nothing of the old index is missing through the alias.
    oldBefore = await countDocs(client, plan.oldIndex);
    const views = await openViews(client, plan.alias, workers, readPage(plan.batch), shape(ctx, true));
    for (const [i, spec] of plan.slicing.entries()) v.slices.push({ label: spec.label, old: oldCounts[i]!, alias: sameSlices ? views[i]!.total : await count(plan.alias, spec) });
    await parallel(views, views.length, async (view, i) => {
      try {
        // The old index's same slice read alongside: a document met there needs no lookup (inStep.ts).
        const oldSide = oldViews ? scrollPages(oldViews[i]!) : pages(client, plan.oldIndex, workers[i]!, readPage(plan.batch), oldShape);
        await pipeline(inStep(scrollPages(view), oldSide), DEPTH, async ({ page, twins }) => {
          const rest = twins.size === page.length ? [] : page.filter((h) => !twins.has(h)).map((h) => h._id);
          const old = rest.length > 0 ? await lookup(client, plan.oldIndex, rest, oldShape) : undefined;
          for (const a of page) {
            const o = twins.get(a) ?? old?.get(a._id);
            if (!o) {
              suspect(a._id, { kind: 'extra', now: a });
              continue;
            }
            if (o._type === a._type) found++; // an id in two types (5.x) cannot be counted twice
            if (sameJson(a._source, o._source)) {
              v.identical++;
              ours(a); // identical, but written over a client's change if its version says so
            } else suspect(a._id, { kind: 'different', now: a });
          }
          read += page.length;
          ctx.progress({ phase: 'verify', done: read, total: plan.docs * 2 });
        });
      } finally {
        await view.close();
      }
    });
  } finally {
    for (const o of oldViews ?? []) await o.close();
  }
  const oldAfter = await countDocs(client, plan.oldIndex);
  v.oldDocs = oldAfter;
  if (!(oldBefore >= 0 && oldBefore === oldAfter && found === oldAfter)) {
    // Some documents of the old index are not reachable through the alias: find them (ids only; every
    // document the alias does reach was compared above, and one written since can only be a client's).
    v.fullScan = true;
    await parallel(workers, workers.length, (spec) =>
      pipeline(pages(client, plan.oldIndex, spec, readPage(plan.batch), shape(ctx, false)), DEPTH, async (page) => {
        const now = await lookup(client, plan.alias, page.map((h) => h._id), shape(ctx, false));
        for (const h of page) if (!now.has(h._id) && !suspects.has(h._id)) suspect(h._id, { kind: 'missing' });
        read += page.length;
        ctx.progress({ phase: 'verify', done: read, total: plan.docs * 2 });
      }),
    );
  }
  if (suspects.size > 0) {
    v.snapshotRead = true;
    for await (const page of scrollPages(snapshot)) for (const h of page) {
      const s = suspects.get(h._id);
      if (s) s.atSwap = stateOf(h);
    }
  } else await snapshot.close();
  for (const [id, s] of suspects) judge(id, s);
  v.ms = performance.now() - started;
  return v;

  /** One difference, judged against the document's state at the swap and the book. */
  function judge(id: string, s: Suspect): void {
    const mine = book.after.get(id);
    if (s.kind === 'missing') {
      // Gone since the swap: it was there (snapshot), or the reindex wrote it since, or a guarded copy
      // of it failed because a client had touched the id. A delete of the reindex's own cannot explain it:
      // the reindex deletes only what the old index lacks.
      if (mine ? !mine.deleted || book.yielded.has(id) : s.atSwap || book.yielded.has(id) || book.seenAfterSwap.has(id)) v.deletedAfterSwap++;
      else {
        v.lost++;
        sample('lost', id);
      }
      return;
    }
    const a = s.now!;
    const untouched = mine ? ours(a) : s.atSwap !== undefined && s.atSwap.present && sameState(a, s.atSwap, bySeq);
    if (!untouched) {
      // Another state than at the swap and than the reindex's own write: a client's write since.
      if (s.kind === 'different') v.changedAfterSwap++;
      else v.createdAfterSwap++;
    } else if (s.kind === 'different') {
      v.different++;
      sample('different', id);
    } else {
      v.extra++;
      sample('extra', id);
    }
  }
}

/**
 * The verification in the checker protocol (check/verdict.ts): invalid when any document is lost, differs,
 * is extra or was clobbered, with the counts as details and the sample ids as the counterexample. The
 * stats stay the summary's; a verification that could not run (a throw) is the caller's `runCheck`'s unknown.
 */
export function verifyVerdict(v: VerifyStats): Verdict<VerifyStats> {
  const problems = (['lost', 'different', 'extra', 'clobbered'] as const).filter((k) => v[k] > 0);
  if (problems.length === 0) return valid('reindex-verify', `every old document accounted for through the alias (${v.identical} identical, ${v.changedAfterSwap} changed, ${v.deletedAfterSwap} deleted, ${v.createdAfterSwap} created after the swap)`, { details: v });
  const samples = Object.fromEntries(problems.map((k) => [k, v.samples[k]]));
  return invalid('reindex-verify', `unexplained documents through the alias: ${problems.map((k) => `${v[k]} ${k}`).join(', ')}`, { details: v, counterexample: samples });
}

/** Whether the verification found nothing unexplained. */
export function verified(v: VerifyStats): boolean {
  return verifyVerdict(v).valid === true;
}
