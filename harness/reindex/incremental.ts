/**
 * Incremental catch-up: read only the documents of the old index whose `_seq_no` is above a mark.
 *
 * `_seq_no` is a sequence per shard, so marks are kept per shard and each shard is read on its own
 * (`preference=_shards:N`; the plan checked that the server honours it). A mark is safe when every
 * operation of the shard at or below it is visible to the next read:
 * - `checkpoint` marks are the shard's global checkpoint from `_stats` (every operation at or below it
 *   is processed on every in-sync copy), read *before* a `_refresh` that makes them visible;
 * - `seen` marks (servers without `_stats`, such as the simulator) are the highest `_seq_no` a read
 *   returned. On a server that makes each write visible at once and in `_seq_no` order this is exact;
 *   elsewhere a write still in flight below the mark can be missed here.
 * Either way the full comparison after the swap (final.ts) still runs: incremental reads shorten the
 * stale window, they carry no guarantee alone.
 *
 * Deletes leave nothing for a `_seq_no` range to find (the document is gone); they are found by an id
 * comparison (copy.ts `deletePass`, before the swap, and final.ts after it).
 */
import { stateOf, writeGuarded, type Book, type GuardedChange } from './book.ts';
import { addTally, bulkWrite, copyAction, copyVersion, tally } from './bulk.ts';
import { ReindexRequestError } from './client.ts';
import type { Ctx } from './context.ts';
import { deleteAction, tombstonesInBook, type PassStats } from './copy.ts';
import type { Hit } from './hits.ts';
import { checkpointsOf } from './plan.ts';
import { lookup, parallel, Scroll } from './scan.ts';

/** High-water marks of the old index, one per shard (-1: nothing yet). */
export type Marks = number[];

function incremental(ctx: Ctx): { shards: number; marks: 'checkpoint' | 'seen' } {
  const c = ctx.plan.catchUp;
  if (c.kind !== 'incremental') throw new Error('incremental catch-up on a plan without it');
  return c;
}


/** The search parameters that keep a read on shard `s` (none on a one-shard index). */
function onShard(ctx: Ctx, s: number): Record<string, string> {
  return incremental(ctx).shards > 1 ? { preference: `_shards:${s}` } : {};
}

/** Checkpoint marks: every shard's global checkpoint, then a refresh so that all of it is visible. */
async function checkpoints(ctx: Ctx): Promise<Marks> {
  const { client, plan } = ctx;
  const stats = { api: 'indices.stats', method: 'GET', params: { index: plan.oldIndex, metric: 'docs' } } as const;
  const r = await client.ok(stats, { query: { level: 'shards' } });
  const cps = checkpointsOf(r.json, plan.oldIndex, incremental(ctx).shards);
  if (!cps) throw ReindexRequestError.of(stats, r.status, 'no global checkpoint per shard any more');
  await client.ok({ api: 'indices.refresh', method: 'POST', params: { index: plan.oldIndex } });
  return cps;
}

/** The marks to start from, read before the copy (or the first full pass) fixes its view of the old index. */
export async function initialMarks(ctx: Ctx): Promise<Marks> {
  const inc = incremental(ctx);
  if (inc.marks === 'checkpoint') return checkpoints(ctx);
  const { client, plan } = ctx;
  const out: Marks = [];
  for (let s = 0; s < inc.shards; s++) {
    const r = await client.ok({ api: 'search', method: 'POST', params: { index: plan.oldIndex } }, { query: onShard(ctx, s), body: { size: 1, _source: false, seq_no_primary_term: true, sort: [{ _seq_no: { order: 'desc' } }] } });
    const top = (r.json as { hits?: { hits?: Hit[] } }).hits?.hits?.[0]?._seq_no;
    out.push(typeof top === 'number' ? top : -1);
  }
  return out;
}

/**
 * Every document of the old index changed since `marks`, one page at a time (with sources: the delta is
 * small), and the marks for the next read. `perPage` sees each page.
 */
export async function readDelta(ctx: Ctx, marks: Marks, perPage: (page: Hit[]) => Promise<void>): Promise<{ next: Marks; read: number }> {
  const { client, plan } = ctx;
  const inc = incremental(ctx);
  const next = inc.marks === 'checkpoint' ? await checkpoints(ctx) : [...marks];
  let read = 0;
  const shards = Array.from({ length: inc.shards }, (_, s) => s);
  await parallel(shards, shards.length, async (s) => {
    const spec = { label: `shard ${s} since ${marks[s]}`, query: { range: { _seq_no: { gt: marks[s] ?? -1 } } } };
    const scroll = await Scroll.open(client, plan.oldIndex, spec, plan.batch, { source: true, seqNo: true }, '1m', onShard(ctx, s));
    try {
      for (let page = await scroll.next(); page.length > 0; page = await scroll.next()) {
        read += page.length;
        if (inc.marks === 'seen') for (const h of page) if (typeof h._seq_no === 'number' && h._seq_no > next[s]!) next[s] = h._seq_no;
        await perPage(page);
      }
    } finally {
      await scroll.close();
    }
  });
  return { next, read };
}

/**
 * One incremental pass before the swap (only the reindex writes the new index then): copy every
 * document changed since the marks that the new index holds at another version. Copies carry external
 * versions, so an older copy never replaces a newer one. With `book` (the last pass, after the snapshot),
 * the state of every document it wrote is read back from the new index into the book: responses can be
 * lost and retried, the index itself cannot be wrong about where a document stands.
 */
export async function incrementalPass(ctx: Ctx, marks: Marks, book?: Book): Promise<{ stats: PassStats; marks: Marks }> {
  const { client, plan } = ctx;
  const started = performance.now();
  const writes = tally();
  const stats: PassStats = { kind: 'incremental', read: 0, copied: 0, deleted: 0, writes, ms: 0 };
  const { next, read } = await readDelta(ctx, marks, async (page) => {
    const have = await lookup(client, plan.newIndex, page.map((h) => h._id), { source: false, seqNo: false });
    const stale = page.filter((h) => have.get(h._id)?._version !== copyVersion(h, plan.versioning));
    if (stale.length === 0) return;
    // By `_version` (native copies), a document re-created after its tombstone was pruned starts again
    // lower: an external version cannot replace the stale copy, so it is deleted first (as a full pass does).
    const regressed = stale.filter((h) => (have.get(h._id)?._version ?? 0) > copyVersion(h, plan.versioning));
    if (regressed.length) addTally(writes, await bulkWrite(client, plan.newIndex, regressed.map((h) => deleteAction(h._id, h._type, h._routing)), tombstonesInBook(ctx)));
    const t = await bulkWrite(client, plan.newIndex, stale.map((h) => copyAction(h, plan.versioning)));
    addTally(writes, t);
    stats.copied += t.ok;
    if (!book) return;
    const now = await lookup(client, plan.newIndex, stale.map((h) => h._id), { source: false, seqNo: true });
    for (const n of now.values()) book.wrote(n._id, { seq: n._seq_no ?? -1, term: n._primary_term ?? 1, version: n._version ?? 1, copyOf: n._version ?? 1, ...(n._type !== undefined ? { type: n._type } : {}), ...(n._routing !== undefined ? { routing: n._routing } : {}) });
  });
  stats.read = read;
  stats.ms = performance.now() - started;
  return { stats, marks: next };
}

/** What the catch-up right after the swap did. */
export interface FastStats {
  /** Documents changed in the old index since the last mark. */
  changed: number;
  /** Brought over: overwritten or created, under guards. */
  copied: number;
  /** Left alone: touched by a client since the swap (a guard failed), or not provably untouched here (the final catch-up decides). */
  deferred: number;
  /** Ms from the swap to the end of the fast catch-up (the stale window after the swap). */
  msAfterSwap: number;
  /** Why the fast catch-up stopped early (the full final catch-up then does its work). */
  error?: string;
}

/** Shared between the fast catch-up steps after the swap. */
export interface FastState {
  marks: Marks;
  /** Highest `_seq_no` of the new index at the swap, when exact (a one-shard new index); else undefined. */
  newSwapSeqNo: number | undefined;
  stats: FastStats;
}

/**
 * Right after the swap: bring over what changed in the old index since the last mark, under the guards of
 * book.ts. The state each change is guarded by: the reindex's own last write (the book); for a document
 * the new index lacks now, absence at the version of the reindex's own last delete (the create fails if
 * the document was there at the swap or a client wrote or deleted it since); for a document it holds, the
 * state it holds now when its `_seq_no` is at most the new index's at the swap (a one-shard new index:
 * every client write after the swap gets a higher one). Anything else is left to the final catch-up.
 */
export async function fastCatchUp(ctx: Ctx, st: FastState): Promise<void> {
  const { client, plan, book } = ctx;
  const { next, read } = await readDelta(ctx, st.marks, async (page) => {
    const changes: GuardedChange[] = [];
    const unknown: Hit[] = [];
    for (const h of page) {
      const v = copyVersion(h, ctx.plan.versioning);
      const mine = book.after.get(h._id);
      if (!mine) unknown.push(h);
      else if (mine.deleted || mine.copyOf !== v) changes.push({ id: h._id, expected: book.expected(h._id), copy: h, copyOf: v });
    }
    const now = await lookup(client, plan.newIndex, unknown.map((h) => h._id), { source: false, seqNo: true });
    for (const h of unknown) {
      const v = copyVersion(h, ctx.plan.versioning);
      const n = now.get(h._id);
      if (n) book.seen(h._id, n._seq_no); // maybe a client's write since the swap, at the copy's very version
      if (n?._version === v) continue; // already the latest copy
      if (!n) changes.push({ id: h._id, expected: book.expected(h._id), copy: h, copyOf: v });
      else if (st.newSwapSeqNo !== undefined && typeof n._seq_no === 'number' && n._seq_no <= st.newSwapSeqNo) changes.push({ id: h._id, expected: stateOf(n), copy: h, copyOf: v });
      else st.stats.deferred++;
    }
    const t = await writeGuarded(ctx, book, changes);
    st.stats.copied += t.written;
    st.stats.deferred += t.yielded + t.writes.failed;
  });
  st.stats.changed += read;
  st.marks = next;
}
