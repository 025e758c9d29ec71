/**
 * Step 8: check through the alias. Every document of the (frozen) old index is looked up through the
 * alias and its source compared; every document reached through the alias is looked up in the old
 * index. Differences that clients explain (a write after the swap: `_seq_no` above the swap's; a
 * delete after the swap: the document was in the snapshot taken at the swap) are counted apart from
 * differences nothing explains: those are lost or resurrected documents.
 */
import { shape, TooManyIdsError, type Ctx } from './context.ts';
import { scrollSlices } from './plan.ts';
import { countDocs, lookup, pages, parallel, pipeline, sliceCount, type Scroll } from './scan.ts';

/** Pages of lookups kept in flight per stream. */
const DEPTH = 3;

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
  /** A few ids of each problem, for the report. */
  samples: { lost: string[]; different: string[]; extra: string[] };
  /** Documents in the frozen old index. */
  oldDocs?: number;
  /** Whether the fast path (one view of the alias accounting for every old document) was not enough. */
  fullScan?: boolean;
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

/**
 * Verify through the alias. `swapSeqNo` is the highest `_seq_no` of the new index at the swap (-1 when
 * unknown); `snapshot` is an unread scroll of the new index opened just before the swap; `created`
 * holds the ids the final catch-up created.
 */
export async function verify(ctx: Ctx, swapSeqNo: number, snapshot: Scroll, created: ReadonlySet<string>): Promise<VerifyStats> {
  const { client, plan } = ctx;
  const started = performance.now();
  const v: VerifyStats = { slices: [], identical: 0, changedAfterSwap: 0, deletedAfterSwap: 0, createdAfterSwap: 0, lost: 0, different: 0, extra: 0, samples: { lost: [], different: [], extra: [] }, ms: 0 };
  const sample = (k: keyof VerifyStats['samples'], id: string): void => {
    if (v.samples[k].length < SAMPLES) v.samples[k].push(id);
  };
  const afterSwap = (seq: number | undefined): boolean => swapSeqNo >= 0 && typeof seq === 'number' && seq > swapSeqNo;
  /** One document seen through the alias against its old copy: identical, changed by a client since the swap, or different. */
  const judge = (aliasSource: unknown, oldSource: unknown, aliasSeqNo: number | undefined, id: string): void => {
    if (sameJson(aliasSource, oldSource)) v.identical++;
    else if (afterSwap(aliasSeqNo)) v.changedAfterSwap++;
    else {
      v.different++;
      sample('different', id);
    }
  };

  for (const spec of plan.slicing) {
    const count = async (index: string): Promise<number | string> => {
      try {
        return await sliceCount(client, index, spec);
      } catch (e) {
        return `n/a (${(e as Error).message.slice(0, 80)})`;
      }
    };
    v.slices.push({ label: spec.label, old: await count(plan.oldIndex), alias: await count(plan.alias) });
  }

  const workers = scrollSlices(plan.slicing.length);
  let read = 0;
  // Fast path: one point-in-time view of the alias, every document of it (with its source) looked up in
  // the frozen old index. If every old document turns up in that view (the old index's count, taken before
  // and after, equals the number found), every id and source of the old index has been compared with the
  // alias, and every id reachable through the alias with the old index.
  const oldBefore = await countDocs(client, plan.oldIndex);
  let found = 0;
  await parallel(workers, workers.length, (spec) =>
    pipeline(pages(client, plan.alias, spec, plan.batch, shape(ctx, true)), DEPTH, async (page) => {
      const old = await lookup(client, plan.oldIndex, page.map((h) => h._id), shape(ctx, true));
      for (const a of page) {
        const o = old.get(a._id);
        if (!o) {
          if (afterSwap(a._seq_no)) v.createdAfterSwap++;
          else {
            v.extra++;
            sample('extra', a._id);
          }
          continue;
        }
        if (o._type === a._type) found++; // an id in two types (5.x) cannot be counted twice
        judge(a._source, o._source, a._seq_no, a._id);
      }
      read += page.length;
      ctx.progress({ phase: 'verify', done: read, total: plan.docs * 2 });
    }),
  );
  const oldAfter = await countDocs(client, plan.oldIndex);
  v.oldDocs = oldAfter;
  if (oldBefore >= 0 && oldBefore === oldAfter && found === oldAfter) {
    await snapshot.close();
    v.ms = performance.now() - started;
    return v;
  }
  // Some documents of the old index are not reachable through the alias (deleted by clients since the
  // swap, or lost): compare both ways page by page and judge each missing id by the snapshot. What the
  // fast path found unexplained still counts.
  const first = { different: v.different, extra: v.extra, samples: { different: [...v.samples.different], extra: [...v.samples.extra] } };
  Object.assign(v, { identical: 0, changedAfterSwap: 0, deletedAfterSwap: 0, createdAfterSwap: 0, lost: 0, different: 0, extra: 0, samples: { lost: [], different: [], extra: [] }, fullScan: true });
  read = 0;
  const missing = new Set<string>();
  // Old → alias: every id and source.
  await parallel(workers, workers.length, (spec) =>
    pipeline(pages(client, plan.oldIndex, spec, plan.batch, shape(ctx, true)), DEPTH, async (page) => {
      const now = await lookup(client, plan.alias, page.map((h) => h._id), shape(ctx, true));
      for (const h of page) {
        const a = now.get(h._id);
        if (!a) {
          missing.add(h._id);
          if (missing.size > ctx.maxTrackedIds) throw new TooManyIdsError('verification', ctx.maxTrackedIds);
        } else judge(a._source, h._source, a._seq_no, h._id);
      }
      read += page.length;
      ctx.progress({ phase: 'verify', done: read, total: plan.docs * 2 });
    }),
  );
  // Missing ids that were in the new index at the swap were deleted through the alias since.
  for (let page = await snapshot.next(); page.length > 0; page = await snapshot.next()) {
    for (const h of page) if (missing.delete(h._id)) v.deletedAfterSwap++;
  }
  for (const id of missing) {
    if (created.has(id)) v.deletedAfterSwap++;
    else {
      v.lost++;
      sample('lost', id);
    }
  }
  // Alias → old: nothing through the alias that the old index did not have, unless written since.
  await parallel(workers, workers.length, (spec) =>
    pipeline(pages(client, plan.alias, spec, plan.batch, shape(ctx, false)), DEPTH, async (page) => {
      const old = await lookup(client, plan.oldIndex, page.map((h) => h._id), shape(ctx, false));
      for (const h of page) {
        if (old.has(h._id)) continue;
        if (afterSwap(h._seq_no)) v.createdAfterSwap++;
        else {
          v.extra++;
          sample('extra', h._id);
        }
      }
      read += page.length;
      ctx.progress({ phase: 'verify', done: read, total: plan.docs * 2 });
    }),
  );
  for (const k of ['different', 'extra'] as const) {
    if (first[k] > v[k]) {
      v[k] = first[k];
      v.samples[k] = first.samples[k];
    }
  }
  v.ms = performance.now() - started;
  return v;
}

/** Whether the verification found nothing unexplained. */
export function verified(v: VerifyStats): boolean {
  return v.lost === 0 && v.different === 0 && v.extra === 0;
}
