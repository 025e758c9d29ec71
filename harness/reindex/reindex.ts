/**
 * The zero-downtime procedure as one function over a Target: plan, then steps 1–8 with the catch-up
 * (default) or as the spec writes them (`plain`). Failure before the swap rolls back (the new index is
 * deleted unless kept for `--resume`; the alias never moved). The swap is one `POST /_aliases`, so the
 * alias is on exactly one of the two indexes at every moment. Failure after the swap leaves the alias
 * on the new index (clients have written there) and says so.
 */
import type { Target } from '../targets/target.ts';
import { Book } from './book.ts';
import { copyAll, catchUpPass, deletePass, type PassStats } from './copy.ts';
import { copyNative } from './nativeCopy.ts';
import { fastCatchUp, incrementalPass, initialMarks, type FastState, type FastStats, type Marks } from './incremental.ts';
import { keepTombstones, primaryTerms, restoreTombstones, tombstonesLost, type TombstoneSetting } from './tombstones.ts';
import type { Event } from '../model/history.ts';
import { DEFAULT_RETRY, EsClient, type RetryOptions } from './client.ts';
import type { Ctx, Phase, ProgressUpdate, ReindexHooks } from './context.ts';
import { finalCatchUp, type FinalStats } from './final.ts';
import { field, isObj } from './hits.ts';
import { planReindex, scrollSlices, type ReindexOptions, type ReindexPlan } from './plan.ts';
import { readPage, Scroll } from './scan.ts';
import { verified, verify, type VerifyStats } from './verify.ts';

/** Options of a run beyond the plan's. */
export interface RunOptions extends ReindexOptions {
  /** Most catch-up passes before the swap (default 2); they stop early once a pass finds little. */
  maxPasses?: number;
  /** Wait after the swap for writes already routed to the old index to land (default 1000 ms). */
  settleMs?: number;
  /** Keep the new index on failure (for `--resume`) instead of deleting it. */
  keepOnFailure?: boolean;
  retry?: RetryOptions;
  hooks?: ReindexHooks;
  progress?: (p: ProgressUpdate) => void;
  maxTrackedIds?: number;
  /** Aborted (Ctrl-C): a native copy cancels its task and the run rolls back. */
  signal?: AbortSignal;
}

/** When each phase ran, in ms since the start. */
export interface PhaseTiming {
  phase: Phase;
  startMs: number;
  endMs: number;
}

/** Everything a run did, for the summary and the report. */
export interface ReindexResult {
  /** Completed, swapped and verified (plain: swapped and verified). */
  ok: boolean;
  plan?: ReindexPlan;
  swapped: boolean;
  rolledBack: boolean;
  error?: string;
  copy?: PassStats;
  /** The `_reindex` task of a native copy. */
  copyTask?: string;
  passes: PassStats[];
  /** The incremental catch-up right after the swap (incremental plans only). */
  fast?: FastStats;
  final?: FinalStats;
  verify?: VerifyStats;
  /** Whether the new index's primary terms could be read (a failover during the reindex would otherwise go unnoticed). */
  termsChecked?: boolean;
  /** Why the tombstones the guards after the swap rely on may not have lasted (the run is then not verified). */
  tombstonesLost?: string;
  phases: PhaseTiming[];
  swapAtMs?: number;
  durationMs: number;
  requests: number;
  retries: number;
  /** The last requests sent (bounded, without bodies). */
  history: Event[];
}

/** Phases an interrupt stops (and rolls back); after the swap the run finishes, since clients already write the new index. */
const PRE_SWAP: ReadonlySet<Phase> = new Set(['alias', 'create', 'copy', 'catch-up', 'snapshot', 'swap']);

/** Plan only (for `--dry-run`): reads the cluster, writes nothing. */
export async function planOnly(target: Target, opts: ReindexOptions, retry: RetryOptions = DEFAULT_RETRY): Promise<ReindexPlan | string> {
  try {
    return await planReindex(new EsClient(target, retry), opts);
  } catch (e) {
    return (e as Error).message;
  }
}

/** Run the procedure against a target. Never throws: failures are in the result. */
export async function runReindex(target: Target, opts: RunOptions): Promise<ReindexResult> {
  const client = new EsClient(target, opts.retry ?? DEFAULT_RETRY);
  const hooks = opts.hooks ?? {};
  const result: ReindexResult = { ok: false, swapped: false, rolledBack: false, passes: [], phases: [], durationMs: 0, requests: 0, retries: 0, history: client.history };
  const enter = (phase: Phase): void => {
    // Interrupted before the swap: stop here; the catch below rolls back (the alias never moved).
    if (opts.signal?.aborted && !result.swapped && PRE_SWAP.has(phase)) throw new Error('interrupted before the swap');
    const at = client.now();
    const last = result.phases.at(-1);
    if (last && last.endMs < 0) last.endMs = at;
    result.phases.push({ phase, startMs: at, endMs: -1 });
    client.phase = phase;
    hooks.onPhase?.(phase, at);
    opts.progress?.({ phase, done: 0, total: 0 });
  };
  const finish = (): ReindexResult => {
    const last = result.phases.at(-1);
    if (last && last.endMs < 0) last.endMs = client.now();
    result.durationMs = client.now();
    result.requests = client.requests;
    result.retries = client.retries;
    return result;
  };

  enter('plan');
  let plan: ReindexPlan | string;
  try {
    plan = await planReindex(client, opts);
  } catch (e) {
    plan = (e as Error).message;
  }
  if (typeof plan === 'string') {
    result.error = plan;
    return finish();
  }
  result.plan = plan;
  const book = new Book(opts.maxTrackedIds ?? 1_000_000);
  const ctx: Ctx = { client, plan, hooks, progress: opts.progress ?? (() => {}), maxTrackedIds: opts.maxTrackedIds ?? 1_000_000, book };
  const snapshots: Scroll[] = [];
  let createdIndex = false;
  const incremental = plan.mode === 'safe' && plan.catchUp.kind === 'incremental';
  let marks: Marks = [];
  let newSwapSeqNo: number | undefined;
  /** The new index's own `index.gc_deletes`, restored at the end (undefined: keep what it has). */
  let gcRestore: TombstoneSetting | undefined;
  /** The old index's own `index.gc_deletes` (native copies keep its tombstones while the reindex runs). */
  let oldGcRestore: TombstoneSetting | undefined;
  /** The new index's primary terms before the reindex wrote it (undefined: the server does not show them). */
  let termsBefore: string | undefined;

  try {
    enter('alias');
    if (plan.createAlias) await client.ok({ api: 'indices.put_alias', method: 'PUT', parts: { index: plan.oldIndex, name: plan.alias } });
    enter('create');
    book.fresh = plan.createBody !== undefined;
    if (plan.createBody) {
      await client.ok({ api: 'indices.create', method: 'PUT', parts: { index: plan.newIndex } }, { body: plan.createBody });
      createdIndex = true;
      if (plan.mode === 'safe') gcRestore = { index: plan.newIndex, value: plan.gcDeletes.restore };
    } else if (plan.mode === 'safe') gcRestore = await keepTombstones(client, plan.newIndex);
    if (plan.mode === 'safe') {
      termsBefore = await primaryTerms(client, plan.newIndex);
      result.termsChecked = termsBefore !== undefined;
    }
    enter('copy');
    // The marks are read before the copy's scrolls fix their view: everything at or below them is in that view.
    if (incremental) marks = await initialMarks(ctx);
    if (plan.createBody || plan.mode === 'plain') {
      if (plan.engine.kind === 'native') {
        if (plan.oldGcDeletes) {
          try {
            oldGcRestore = await keepTombstones(client, plan.oldIndex);
          } catch (e) {
            // Without tombstones in the old index, `_version` cannot order copies safely: the client copy orders by `_seq_no`.
            if (opts.copy === 'native') throw e;
            plan.engine = { kind: 'scroll', why: `the old index's tombstones could not be kept for the native copy (${(e as Error).message})` };
            plan.versioning = plan.seqNo ? 'seq_no' : 'version';
            delete plan.oldGcDeletes;
          }
        }
      }
      if (plan.engine.kind === 'native') {
        const copied = await copyNative(ctx, opts.signal);
        result.copy = copied;
        result.copyTask = copied.task;
      } else result.copy = await copyAll(ctx);
    }
    const failedWrites = (): number => (result.copy?.writes.failed ?? 0) + result.passes.reduce((s, p) => s + p.writes.failed, 0);
    if (plan.mode === 'safe') {
      enter('catch-up');
      const maxPasses = opts.maxPasses ?? 2;
      // Resuming: what the new index holds is unknown, so the first pass compares everything.
      if (incremental && !result.copy) result.passes.push(await catchUpPass(ctx, plan.docs));
      for (let i = 0; i < maxPasses; i++) {
        let p: PassStats;
        if (incremental) {
          const r = await incrementalPass(ctx, marks);
          marks = r.marks;
          p = r.stats;
        } else p = await catchUpPass(ctx, plan.docs);
        const prev = result.passes.at(-1);
        result.passes.push(p);
        // Stop when a pass finds little, or no less than the one before (the writers' pace, not the
        // copy's lag, sets it then): what is left is for the final catch-up after the swap.
        const found = p.copied + p.deleted;
        if (found <= Math.max(100, plan.docs / 1000) || (prev && found >= 0.8 * (prev.copied + prev.deleted))) break;
      }
      if (incremental) {
        const d = await deletePass(ctx);
        if (d) result.passes.push(d);
      }
      if (failedWrites() > 0) throw new Error(`${failedWrites()} document(s) could not be written into ${plan.newIndex} (first: ${firstFailure(result)}); not swapping`);
    } else if ((result.copy?.writes.failed ?? 0) > 0) {
      throw new Error(`${result.copy!.writes.failed} document(s) could not be written into ${plan.newIndex} (first: ${firstFailure(result)}); not swapping`);
    }
    // Snapshots of the new index as it is at the swap (only the reindex has written it so far). A refresh
    // first: a scroll sees only what a refresh made visible, and the snapshot must hold every copy.
    enter('snapshot');
    await client.ok({ api: 'indices.refresh', method: 'POST', parts: { index: plan.newIndex } });
    const snapShape = { source: false, seqNo: plan.seqNo };
    if (incremental) {
      // On a one-shard new index, the highest `_seq_no` the reindex's own writes got is the index's at the
      // swap: every client write after the swap gets a higher one.
      const st = await client.send({ api: 'indices.get_settings', method: 'GET', parts: { index: plan.newIndex } }, { query: { flat_settings: 'true' } });
      if (String(field(st.json, plan.newIndex, 'settings', 'index.number_of_shards')) === '1') newSwapSeqNo = -1;
    }
    // 0: verification (read only when something differs); then the final catch-up's, one per slice (read
    // side by side). Opened before anything else writes the new index, so the slices are one view.
    const specs = [{ label: 'snapshot' }, ...(plan.mode === 'plain' ? [] : scrollSlices(plan.slicing.length))];
    const opened = await Promise.allSettled(specs.map((spec) => Scroll.open(client, plan.newIndex, spec, readPage(plan.batch), snapShape, '30m')));
    for (const o of opened) if (o.status === 'fulfilled') snapshots.push(o.value);
    const refused = opened.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (refused) throw refused.reason;
    await hooks.beforeSwap?.();
    if (incremental) {
      // One last pass, as close to the swap as it gets; it writes after the snapshot, so the book keeps where it left each document.
      const r = await incrementalPass(ctx, marks, book);
      marks = r.marks;
      result.passes.push(r.stats);
      if (failedWrites() > 0) throw new Error(`${failedWrites()} document(s) could not be written into ${plan.newIndex} (first: ${firstFailure(result)}); not swapping`);
      if (newSwapSeqNo !== undefined) {
        // A native copy's answers carry no `_seq_no`: ask the new index (only the reindex has written it so far).
        const copied = plan.engine.kind === 'native' ? await topSeqNo(client, plan.newIndex) : result.copy?.writes.maxSeqNo ?? -1;
        newSwapSeqNo = Math.max(copied, ...result.passes.map((p) => p.writes.maxSeqNo), ...[...book.after.values()].map((w) => w.seq));
      }
    }
    await hooks.inWindow?.();
    enter('swap');
    await swap(client, plan);
    result.swapped = true;
    result.swapAtMs = client.now();
    await hooks.afterSwap?.();
  } catch (e) {
    result.error = (e as Error).message;
    enter('rollback');
    for (const s of snapshots) await s.close().catch(() => {});
    if (oldGcRestore) {
      const note = await restoreTombstones(client, oldGcRestore);
      if (note) result.error += `; ${note}`;
    }
    if (createdIndex && !opts.keepOnFailure) {
      const d = await client.send({ api: 'indices.delete', method: 'DELETE', parts: { index: plan.newIndex } });
      result.rolledBack = d.status === 200;
      if (!result.rolledBack) result.error += `; rollback: could not delete ${plan.newIndex} (${d.status})`;
    } else result.rolledBack = true;
    return finish();
  }

  try {
    const swapAt = result.swapAtMs ?? client.now();
    let fast: FastState | undefined;
    if (incremental) {
      // Right after the swap, before the settle: what changed in the old index since the last mark.
      enter('fast catch-up');
      fast = { marks, newSwapSeqNo, stats: { changed: 0, copied: 0, deferred: 0, msAfterSwap: 0 } };
      result.fast = fast.stats;
      try {
        await fastCatchUp(ctx, fast);
      } catch (e) {
        // Nothing is lost: the full final catch-up below examines every document.
        result.fast.error = (e as Error).message;
      }
      fast.stats.msAfterSwap = client.now() - swapAt;
    }
    enter('settle');
    await new Promise((r) => setTimeout(r, Math.max(0, (opts.settleMs ?? 1000) - (client.now() - swapAt))));
    if (plan.mode === 'safe') {
      enter('final catch-up');
      // Writes on their way to the old index at the swap have landed; a refresh makes them visible to the reads.
      await client.ok({ api: 'indices.refresh', method: 'POST', parts: { index: plan.oldIndex } });
      if (fast && !fast.stats.error) {
        // Writes that were on their way to the old index at the swap and landed during the settle.
        try {
          await fastCatchUp(ctx, fast);
        } catch (e) {
          fast.stats.error = (e as Error).message;
        }
      }
      result.final = await finalCatchUp(ctx, snapshots.slice(1));
      result.tombstonesLost = await tombstonesLost(client, plan.newIndex, termsBefore, client.now());
    }
    enter('verify');
    // The reindex's own writes must be visible to the reads of the verification.
    await client.ok({ api: 'indices.refresh', method: 'POST', parts: { index: plan.newIndex } });
    result.verify = await verify(ctx, snapshots[0]!, book);
    result.ok = verified(result.verify) && (result.final?.writes.failed ?? 0) === 0 && !result.tombstonesLost;
    if (!result.ok) result.error = verifyError(result);
  } catch (e) {
    result.error = `after the swap (alias ${plan.alias} is on ${plan.newIndex}, ${plan.oldIndex} is kept): ${(e as Error).message}`;
  } finally {
    for (const s of snapshots) await s.close().catch(() => {});
    for (const g of [gcRestore, oldGcRestore]) {
      if (!g) continue;
      const note = await restoreTombstones(client, g);
      if (note) result.error = result.error ? `${result.error}; ${note}` : note;
    }
  }
  enter('done');
  return finish();
}

/** The highest `_seq_no` of a one-shard index (-1 when empty). */
async function topSeqNo(client: EsClient, index: string): Promise<number> {
  const r = await client.ok({ api: 'search', method: 'POST', parts: { index } }, { body: { size: 1, _source: false, seq_no_primary_term: true, sort: [{ _seq_no: { order: 'desc' } }] } });
  const hits = field(r.json, 'hits', 'hits');
  const top = Array.isArray(hits) ? field(hits[0], '_seq_no') : undefined;
  return typeof top === 'number' ? top : -1;
}

/** Step 7: the swap in one request; on an unclear answer, read where the alias is before trying again. */
async function swap(client: EsClient, plan: ReindexPlan): Promise<void> {
  const body = { actions: [{ remove: { index: plan.oldIndex, alias: plan.alias } }, { add: { index: plan.newIndex, alias: plan.alias, ...plan.aliasMeta } }] };
  for (let attempt = 1; attempt <= client.retry.attempts; attempt++) {
    const r = await client.send({ api: 'indices.update_aliases', method: 'POST' }, { body, idempotent: false });
    if (r.status === 200 && field(r.json, 'acknowledged') === true) return;
    const where = await client.send({ api: 'indices.get_alias', method: 'GET', parts: { name: plan.alias } });
    if (where.status === 200 && isObj(where.json)) {
      if (plan.newIndex in where.json && !(plan.oldIndex in where.json)) return; // it did apply
      if (!(plan.oldIndex in where.json)) throw new Error(`alias ${plan.alias} moved elsewhere during the reindex: ${Object.keys(where.json).join(', ')}`);
    }
    if (r.status >= 400 && r.status < 500 && r.status !== 429) {
      throw new Error(`the swap was refused: ${r.status} ${r.outcome.kind === 'ok' ? r.outcome.body.slice(0, 300) : ''}`);
    }
    await new Promise((res) => setTimeout(res, 100 * 2 ** attempt));
  }
  throw new Error('the swap did not go through after retries; the alias is still on the old index');
}

function firstFailure(r: ReindexResult): string {
  const f = [...(r.copy?.writes.failures ?? []), ...r.passes.flatMap((p) => p.writes.failures)][0];
  return f ? `${f.id}: ${f.status} ${f.type} ${f.reason}` : 'unknown';
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

