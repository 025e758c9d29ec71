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
import { addTally, bulkWrite, copyAction, copyVersion, tally, type BulkAction, type WrittenState } from './bulk.ts';
import { ReindexRequestError } from './client.ts';
import type { Ctx } from './context.ts';
import type { PassStats } from './copy.ts';
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

const enc = encodeURIComponent;

/** The search parameters that keep a read on shard `s` (none on a one-shard index). */
function onShard(ctx: Ctx, s: number): Record<string, string> {
  return incremental(ctx).shards > 1 ? { preference: `_shards:${s}` } : {};
}

/** Checkpoint marks: every shard's global checkpoint, then a refresh so that all of it is visible. */
async function checkpoints(ctx: Ctx): Promise<Marks> {
  const { client, plan } = ctx;
  const r = await client.ok('GET', `/${enc(plan.oldIndex)}/_stats/docs`, { query: { level: 'shards' } });
  const cps = checkpointsOf(r.json, plan.oldIndex, incremental(ctx).shards);
  if (!cps) throw new ReindexRequestError('GET', `/${plan.oldIndex}/_stats/docs`, r.status, 'no global checkpoint per shard any more');
  await client.ok('POST', `/${enc(plan.oldIndex)}/_refresh`);
  return cps;
}

/** The marks to start from, read before the copy (or the first full pass) fixes its view of the old index. */
export async function initialMarks(ctx: Ctx): Promise<Marks> {
  const inc = incremental(ctx);
  if (inc.marks === 'checkpoint') return checkpoints(ctx);
  const { client, plan } = ctx;
  const out: Marks = [];
  for (let s = 0; s < inc.shards; s++) {
    const r = await client.ok('POST', `/${enc(plan.oldIndex)}/_search`, { query: onShard(ctx, s), body: { size: 1, _source: false, seq_no_primary_term: true, sort: [{ _seq_no: { order: 'desc' } }] } });
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
 * versions, so an older copy never replaces a newer one. `ledger` records where each write left the
 * document (for the writes made after the snapshot, see final.ts).
 */
export async function incrementalPass(ctx: Ctx, marks: Marks, ledger?: Map<string, WrittenState>): Promise<{ stats: PassStats; marks: Marks }> {
  const { client, plan } = ctx;
  const started = performance.now();
  const writes = tally();
  const stats: PassStats = { kind: 'incremental', read: 0, copied: 0, deleted: 0, writes, ms: 0 };
  const { next, read } = await readDelta(ctx, marks, async (page) => {
    const have = await lookup(client, plan.newIndex, page.map((h) => h._id), { source: false, seqNo: false });
    const stale = page.filter((h) => have.get(h._id)?._version !== copyVersion(h, 'seq_no'));
    if (stale.length === 0) return;
    const t = await bulkWrite(client, plan.newIndex, stale.map((h) => copyAction(h, 'seq_no')), false, ledger);
    addTally(writes, t);
    stats.copied += t.ok;
  });
  stats.read = read;
  stats.ms = performance.now() - started;
  return { stats, marks: next };
}

/** What the catch-up right after the swap did. */
export interface FastStats {
  /** Documents changed in the old index since the last mark. */
  changed: number;
  /** Brought over: overwritten (guarded) or created. */
  copied: number;
  /** Left to the full final catch-up: touched by a client since the swap, or not provable untouched here. */
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
  /** Where the reindex's own writes since the snapshot left their documents. */
  ledger: Map<string, WrittenState>;
  /** Ids the catch-up created after the swap (for verification). */
  created: Set<string>;
  stats: FastStats;
}

/** The guarded write bringing `h` (the old index's latest) over a new-index document in state `now` (absent: create). */
function guardedCopy(h: Hit, now: Hit | undefined): BulkAction {
  const base: BulkAction = { op: 'index', id: h._id, source: h._source ?? {}, copyOf: copyVersion(h, 'seq_no'), ...(h._type !== undefined ? { type: h._type } : {}), ...(h._routing !== undefined ? { routing: h._routing } : {}) };
  return now ? { ...base, ifSeqNo: now._seq_no!, ifPrimaryTerm: now._primary_term ?? 1 } : { ...base, op: 'create' };
}

function sameState(now: Hit | undefined, w: WrittenState): boolean {
  if (w.deleted) return !now;
  return !!now && now._seq_no === w.seq && (now._primary_term ?? 1) === w.term;
}

async function writeGuarded(ctx: Ctx, st: FastState, actions: BulkAction[]): Promise<void> {
  if (actions.length === 0) return;
  const t = await bulkWrite(ctx.client, ctx.plan.newIndex, actions, true, st.ledger);
  st.stats.copied += t.ok;
  st.stats.deferred += t.conflicts + t.failed;
  const conflicted = new Set(t.conflictIds);
  for (const a of actions) if (a.op === 'create' && !conflicted.has(a.id) && st.ledger.has(a.id)) st.created.add(a.id);
}

/**
 * Right after the swap: bring over what changed in the old index since the last mark, where that is
 * provably safe without reading the whole snapshot. A document may be overwritten only if no client
 * wrote it through the alias since the swap: its state in the new index is the one the reindex's own
 * last write left (the ledger), or its `_seq_no` is at most the new index's `_seq_no` at the swap (exact
 * on a one-shard new index; every client write after the swap gets a higher one). Every write is
 * guarded by `if_seq_no`, so a client write landing after the check wins. Documents the new index does
 * not have are returned: whether a client deleted them since the swap needs the snapshot
 * (`createFromSnapshot`). Everything left here is left to the full final catch-up.
 */
export async function fastCatchUp(ctx: Ctx, st: FastState): Promise<Map<string, Hit>> {
  const { client, plan } = ctx;
  const absent = new Map<string, Hit>();
  const { next, read } = await readDelta(ctx, st.marks, async (page) => {
    const now = await lookup(client, plan.newIndex, page.map((h) => h._id), { source: false, seqNo: true });
    const actions: BulkAction[] = [];
    for (const h of page) {
      const n = now.get(h._id);
      const mine = st.ledger.get(h._id);
      if (n?._version === copyVersion(h, 'seq_no')) continue; // already the latest copy
      if (mine && mine.copyOf === copyVersion(h, 'seq_no') && sameState(n, mine)) continue; // copied after the swap already
      if (mine) {
        if (sameState(n, mine)) actions.push(guardedCopy(h, n));
        else st.stats.deferred++;
      } else if (n && st.newSwapSeqNo !== undefined && typeof n._seq_no === 'number' && n._seq_no <= st.newSwapSeqNo) {
        actions.push(guardedCopy(h, n));
      } else if (!n) {
        absent.set(h._id, h);
        if (absent.size > ctx.maxTrackedIds) throw new Error(`fast catch-up: more than ${ctx.maxTrackedIds} documents to create`);
      } else st.stats.deferred++;
    }
    await writeGuarded(ctx, st, actions);
  });
  st.stats.changed += read;
  st.marks = next;
  return absent;
}

/**
 * Documents changed in the old index that the new index lacks now: create those it also lacked at the
 * swap (read from an unread snapshot scroll); the others were deleted by a client since and stay deleted.
 */
export async function createFromSnapshot(ctx: Ctx, st: FastState, absent: Map<string, Hit>, snapshot: Scroll): Promise<void> {
  if (absent.size === 0) {
    await snapshot.close();
    return;
  }
  const atSwap = new Set<string>();
  for (let page = await snapshot.next(); page.length > 0; page = await snapshot.next()) for (const h of page) if (absent.has(h._id)) atSwap.add(h._id);
  const ids = [...absent.keys()];
  for (let i = 0; i < ids.length; i += ctx.plan.batch) {
    const chunk = ids.slice(i, i + ctx.plan.batch);
    const now = await lookup(ctx.client, ctx.plan.newIndex, chunk, { source: false, seqNo: true });
    const actions: BulkAction[] = [];
    for (const id of chunk) {
      if (atSwap.has(id) || now.has(id) || st.ledger.has(id)) st.stats.deferred++;
      else actions.push(guardedCopy(absent.get(id)!, undefined));
    }
    await writeGuarded(ctx, st, actions);
  }
}
