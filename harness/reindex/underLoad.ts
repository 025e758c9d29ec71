/**
 * The check: reindex an index while readers and writers use its alias, then judge the clients'
 * experience (failed requests, lost and resurrected documents, latency over time). Used by the
 * end-to-end tests and by `conformance run` (area `reindex`).
 */
import { JSON_HEADERS } from '../api/apiCall.ts';
import { caseStatusOf, compose, invalid, unknown, valid, type Verdict } from '../check/verdict.ts';
import type { CaseResult, StepRecord } from '../model/caseResult.ts';
import { bucketSamples, type Timeline } from '../model/timeline.ts';
import type { History } from '../model/history.ts';
import type { Target } from '../targets/target.ts';
import { field } from './hits.ts';
import { docSource, Load, type LoadCheck, type LoadSummary, type StaleEvent } from './load.ts';
import { loadChecks } from './loadJudge.ts';
import { runReindex, type ReindexResult } from './reindex.ts';
import type { ProgressUpdate, ReindexHooks } from './context.ts';
import { progressLine } from './progressView.ts';
import { verifyVerdict } from './verify.ts';
import { apiPath } from '../../reference/api/catalogue.ts';

/** The size and shape of the exercise. */
export interface UnderLoadOptions {
  docs: number;
  plain: boolean;
  /** Who copies (default auto: the cluster where it can). */
  copy?: 'native' | 'scroll' | 'auto';
  /** Name stem: `<stem>` is the alias, `<stem>_v1` the old index, `<stem>_v2` the new one. */
  stem?: string;
  writers?: number;
  readers?: number;
  pauseMs?: number;
  slices?: number;
  batch?: number;
  /** Writes that must be acknowledged after the copy's scrolls opened and before the swap. */
  writesBeforeSwap?: number;
  /** How long clients keep going after the reindex returns. */
  afterMs?: number;
  settleMs?: number;
  seed?: number;
  /** Give up on the whole exercise after this long. */
  deadlineMs?: number;
  /**
   * Acknowledged client writes to wait for after the last catch-up pass (before the swap) and again right
   * after the swap, before the catch-up that follows it. With it comes a scripted probe of the race that
   * once resurrected deletes: a document written in that window (so the new index lacks it at the swap),
   * then created and deleted by the client through the alias right after the swap; it must stay deleted.
   */
  windowWrites?: number;
  /** Primary shards of the old index (and so of the new one, which inherits its settings). */
  shards?: number;
  /** Each writer's pool of ids written, deleted and re-created again and again (see LoadOptions.hotIds). */
  hotIds?: number;
  /** Told the phase and its counters as it goes (what `conformance reindex` shows), with how far the whole exercise is (0..1). */
  progress?: (what: string, fraction: number) => void;
}

/** What happened. */
export interface UnderLoadResult {
  reindex: ReindexResult;
  load: LoadSummary;
  check: LoadCheck;
  timeline: Timeline;
  /**
   * Stale observations by when their request started: after the catch-up right after the swap ended
   * (`afterFast`, incremental plans only) and after the final catch-up ended (`afterFinal`).
   */
  staleAfter: { fast: { older: number; resurrected: number; delete: number } | undefined; final: number };
  /** Ms from the swap to the end of the catch-up right after it (incremental), and to the end of the final catch-up. */
  windowMs: { fast: number | undefined; final: number | undefined };
  /** Documents per second of the bulk load and of the whole reindex. */
  loadDocsPerSec: number;
  reindexDocsPerSec: number;
  /** Every client request and the final check's reads: judgeLoad(history) gives `load`'s counts and `check` again. */
  history: History;
}

/** The probe's id: no writer uses it (theirs are numbers, `w<N>-…` and `h<N>-…`). */
const PROBE = 'probe-window';
const OLD_MAPPING = { properties: { code: { type: 'date' }, name: { type: 'text' }, n: { type: 'long' }, rev: { type: 'long' }, at: { type: 'date' } } };
/** The fix: `code` as a string (keyword), everything else as before. */
export const NEW_MAPPING = { properties: { ...OLD_MAPPING.properties, code: { type: 'keyword' } } };

/** Typed servers (before 7) want the mapping under a type, and `_doc` as that type works on 6.x. */
async function docTypeOf(target: Target): Promise<{ typed: boolean }> {
  const o = await target.send({ method: 'GET', path: apiPath('info', 'GET') });
  const json = o.kind === 'ok' ? o.json : undefined;
  const v = String(field(json, 'version', 'number') ?? '8');
  // OpenSearch (1.x–3.x) is typeless, whatever its version number says.
  return { typed: field(json, 'version', 'distribution') !== 'opensearch' && Number(v.split('.')[0]) < 7 };
}

async function must(target: Target, req: Parameters<Target['send']>[0], what: string): Promise<unknown> {
  const o = await target.send(req);
  if (o.kind !== 'ok' || o.status >= 300) throw new Error(`${what}: ${o.kind === 'ok' ? `${o.status} ${o.body.slice(0, 200)}` : o.reason}`);
  return o.json;
}

/** Create `<stem>_v1` with `docs` documents in bulk requests of 5,000, and the alias on it. */
export async function seedIndex(target: Target, stem: string, docs: number, typed: boolean, shards = 1, progress?: (done: number) => void): Promise<number> {
  const started = performance.now();
  const old = `${stem}_v1`;
  await target.send({ method: 'DELETE', path: apiPath('indices.delete', 'DELETE', { index: `${stem}_v1` }) });
  await target.send({ method: 'DELETE', path: apiPath('indices.delete', 'DELETE', { index: `${stem}_v2` }) });
  await must(target, { method: 'PUT', path: apiPath('indices.create', 'PUT', { index: old }), headers: JSON_HEADERS, body: JSON.stringify({ ...(shards > 1 ? { settings: { number_of_shards: shards } } : {}), mappings: typed ? { _doc: OLD_MAPPING } : OLD_MAPPING }) }, `create ${old}`);
  for (let from = 0; from < docs; from += 5000) {
    let body = '';
    for (let i = from; i < Math.min(docs, from + 5000); i++) body += `{"index":{"_id":"${i}"${typed ? ',"_type":"_doc"' : ''}}}\n${JSON.stringify(docSource(String(i), 0))}\n`;
    const json = await must(target, { method: 'POST', path: apiPath('bulk', 'POST', { index: old }), headers: { 'content-type': 'application/x-ndjson' }, body }, 'bulk load');
    if (field(json, 'errors') === true) throw new Error('bulk load: some items failed');
    progress?.(Math.min(docs, from + 5000));
  }
  await must(target, { method: 'PUT', path: apiPath('indices.put_alias', 'PUT', { index: old, name: stem }) }, 'alias');
  return docs / ((performance.now() - started) / 1000);
}

/** The stem a run uses by default: the alias, `<stem>_v1` the old index, `<stem>_v2` the new one. */
export function defaultStem(variant: boolean | 'default' | 'default-scroll' | 'plain'): string {
  return variant === true || variant === 'plain' ? 'reindex_plain' : variant === 'default-scroll' ? 'reindex_load_scroll' : 'reindex_load';
}

/** Seed, then reindex under load, then check what clients lost. */
export async function reindexUnderLoad(target: Target, opts: UnderLoadOptions): Promise<UnderLoadResult> {
  const stem = opts.stem ?? defaultStem(opts.plain);
  const { typed } = await docTypeOf(target);
  // Progress: seeding is about a fifth of the exercise, the reindex the rest (its copy the bulk of it).
  const tell = opts.progress;
  const loadDocsPerSec = await seedIndex(target, stem, opts.docs, typed, opts.shards, tell && ((n) => tell(`seed ${stem}_v1 ${n.toLocaleString('en')}/${opts.docs.toLocaleString('en')} docs`, 0.2 * (n / opts.docs))));
  const load = startLoad(target, stem, opts);
  const reindex = await runReindex(target, {
    ...(tell ? { progress: progressUnderLoad(load, tell) } : {}),
    alias: stem,
    mapping: { mappings: typed ? { _doc: NEW_MAPPING } : NEW_MAPPING },
    newIndex: `${stem}_v2`,
    slices: opts.slices ?? 2,
    batch: opts.batch ?? 1000,
    plain: opts.plain,
    ...(opts.copy ? { copy: opts.copy } : {}),
    settleMs: opts.settleMs ?? 50,
    hooks: hooksUnderLoad(load, opts),
  });
  const end = load.now() + (opts.afterMs ?? 300);
  while (load.now() < end) await new Promise((r) => setTimeout(r, 20));
  const summary = await load.stop();
  load.mark('load stop');
  const check = await load.check();
  const { samples, stale } = load.verdict();
  const durationMs = load.now();
  const { bucketMs, buckets } = bucketSamples(samples, durationMs);
  const timeline: Timeline = {
    kind: 'timeline',
    title: `${opts.plain ? '--plain' : 'default'} reindex of ${opts.docs} documents under load`,
    durationMs,
    bucketMs,
    buckets,
    markers: load.markers.filter((m) => !['plan', 'done', 'rollback'].includes(m.label)),
    totals: { 'client ops': summary.ops, failed: summary.failed, 'stale reads': summary.staleReads, 'stale deletes': summary.staleDeletes, lost: check.lost, resurrected: check.resurrected },
  };
  const { staleAfter, windowMs } = staleWindows(load, reindex, opts.plain, stale);
  return { reindex, load: summary, check, timeline, staleAfter, windowMs, loadDocsPerSec, reindexDocsPerSec: opts.docs / (reindex.durationMs / 1000), history: load.history };
}

/** The readers and writers on the alias `stem`, started and marked. */
function startLoad(target: Target, stem: string, opts: UnderLoadOptions): Load {
  const load = new Load(target, {
    alias: stem,
    preloaded: opts.docs,
    writers: opts.writers ?? 2,
    readers: opts.readers ?? 2,
    pauseMs: opts.pauseMs ?? 2,
    deadlineMs: opts.deadlineMs ?? 120_000,
    maxOps: 1_000_000,
    seed: opts.seed ?? 1,
    docType: '_doc',
    ...(opts.hotIds ? { hotIds: opts.hotIds } : {}),
  });
  load.start();
  load.mark('load start');
  return load;
}

/** The reindex's progress as `conformance reindex` shows it, with the clients' counters and how far the exercise is. */
function progressUnderLoad(load: Load, tell: (what: string, fraction: number) => void): (p: ProgressUpdate) => void {
  let phaseStart = performance.now();
  let lastPhase = '';
  return (p) => {
    const t = performance.now();
    if (p.phase !== lastPhase) [lastPhase, phaseStart] = [p.phase, t];
    const c = load.counters();
    const copied = p.phase === 'copy' && p.total > 0 ? Math.min(1, p.done / p.total) : ['plan', 'alias', 'create', 'copy'].includes(p.phase) ? 0 : 1;
    tell(`${progressLine(p, t - phaseStart, 10)} · clients ${c.ops.toLocaleString('en')} requests, ${c.acked.toLocaleString('en')} writes acknowledged`, 0.2 + 0.7 * copied);
  };
}

/** The reindex's seams, driven by the load: phases marked on the timeline, writes made to land where the races are. */
function hooksUnderLoad(load: Load, opts: UnderLoadOptions): ReindexHooks {
  return {
    onPhase: (phase) => load.mark(phase),
    onSnapshotsOpen: () => {
      load.mark('copy views fixed');
      load.markWrites();
    },
    // Deterministic: some acknowledged writes land on the old index after the copy's views were fixed.
    beforeSwap: () => load.writesSinceMark(opts.writesBeforeSwap ?? 50),
    ...(opts.windowWrites ? {
      inWindow: async () => {
        await load.write(PROBE);
        await load.moreWrites(opts.windowWrites!);
      },
      afterSwap: async () => {
        await load.write(PROBE);
        await load.delete(PROBE);
        await load.moreWrites(opts.windowWrites!);
      },
    } : {}),
  };
}

/** Stale observations after each catch-up after the swap ended, and how long after the swap each ended (from the load's phase marks). */
function staleWindows(load: Load, reindex: ReindexResult, plain: boolean, stale: readonly StaleEvent[]): Pick<UnderLoadResult, 'staleAfter' | 'windowMs'> {
  const at = (label: string): number | undefined => load.markers.find((m) => m.label === label)?.t;
  const swapT = at('swap');
  const fastEnd = reindex.fast ? at('settle') : undefined;
  const finalEnd = plain ? undefined : at('verify');
  const after = (t: number | undefined, kind?: string): number => (t === undefined ? 0 : stale.filter((e) => e.t > t && (!kind || e.kind === kind)).length);
  const staleAfter = {
    fast: fastEnd === undefined ? undefined : { older: after(fastEnd, 'older'), resurrected: after(fastEnd, 'resurrected'), delete: after(fastEnd, 'delete') },
    final: after(finalEnd),
  };
  const windowMs = { fast: reindex.fast?.msAfterSwap, final: finalEnd !== undefined && swapT !== undefined ? finalEnd - swapT : undefined };
  return { staleAfter, windowMs };
}

/** The `conformance run` cases: the default mode (either copy engine) must lose nothing; `--plain` shows what it loses. */
export type UnderLoadVariant = 'default' | 'default-scroll' | 'plain';

/** Every case `conformance run` includes, in order. */
export const UNDER_LOAD_VARIANTS: readonly UnderLoadVariant[] = ['default', 'default-scroll', 'plain'];

/** One reindex-under-load case of `conformance run`. */
export async function reindexUnderLoadCase(target: Target, variant: UnderLoadVariant, docs: number, progress?: (what: string, fraction: number) => void): Promise<CaseResult> {
  const started = performance.now();
  const plain = variant === 'plain';
  const name = plain
    ? 'reindex under load, --plain (the spec\'s procedure as written)'
    : variant === 'default' ? 'reindex under load, default mode (with catch-up; the cluster copies where it can)' : 'reindex under load, default mode with --copy scroll (the client copies)';
  const base = { id: `reindex/under-load/${variant}`, area: 'reindex', file: 'harness/reindex/underLoad.ts', line: 1, name };
  let r: UnderLoadResult;
  try {
    const label = `reindex under load${plain ? ' (--plain)' : variant === 'default-scroll' ? ' (--copy scroll)' : ''}`;
    r = await reindexUnderLoad(target, { docs, plain, ...(variant === 'default-scroll' ? { copy: 'scroll' as const, stem: defaultStem(variant) } : {}), afterMs: 300, settleMs: 200, hotIds: 20, windowWrites: 20, ...(progress ? { progress: (what, f) => progress(`${label}: ${what}`, f) } : {}) });
  } catch (e) {
    // The exercise could not be run (setup refused, deadline): unknown, never blamed on the target.
    const v = unknown(base.id, (e as Error).message);
    return { ...base, status: caseStatusOf(v), message: v.evidence.message, steps: [], ms: performance.now() - started };
  }
  const steps: StepRecord[] = [{ kind: 'timeline', file: base.file, line: 1, ok: true, actual: r.timeline }];
  const observed = { failedRequests: r.load.failed, lostWrites: r.check.lost, resurrectedDeletes: r.check.resurrected, staleReads: r.load.staleReads, staleDeletes: r.load.staleDeletes, staleAfterFinalCatchUp: r.staleAfter.final, catchUp: r.reindex.plan?.catchUp.kind ?? '?', copy: r.reindex.plan ? `${r.reindex.plan.engine.kind} (${r.reindex.plan.engine.why})` : '?', windowMs: r.windowMs, reindex: r.reindex.ok ? 'ok' : r.reindex.error ?? 'failed' };
  const verdict = underLoadVerdict(base.id, plain, r);
  const ok = verdict.valid === true;
  let message: string;
  if (plain) {
    message = `the spec's procedure lost ${r.check.lost} acknowledged write(s) and resurrected ${r.check.resurrected} acknowledged delete(s) of ${r.check.checked} checked; ${r.load.failed} failed client request(s)`;
  } else {
    const window = r.windowMs.fast !== undefined ? `; writes caught up ${Math.round(r.windowMs.fast)} ms after the swap (incremental), everything ${Math.round(r.windowMs.final ?? 0)} ms after it` : '';
    message = ok
      ? `no failed client request among ${r.load.ops}, no lost or resurrected document among ${r.check.checked} checked; ${r.load.staleReads} stale read(s), ${r.load.staleDeletes} stale delete(s) in the catch-up window${window}`
      : `${r.load.failed} failed client request(s), ${r.check.lost} lost, ${r.check.resurrected} resurrected, ${r.staleAfter.final} stale after the final catch-up; reindex: ${observed.reindex}${r.check.samples.length ? `; e.g. ${r.check.samples.slice(0, 3).join('; ')}` : ''}${r.load.failures.length ? `; first failure: ${r.load.failures[0]}` : ''}`;
  }
  steps.push({ kind: 'check', file: base.file, line: 1, ok, expected: plain ? { swapped: true, failedRequests: 0 } : { failedRequests: 0, lostWrites: 0, resurrectedDeletes: 0, staleAfterFinalCatchUp: 0, reindex: 'ok' }, actual: observed, message });
  return { ...base, status: caseStatusOf(verdict), message, steps, ms: performance.now() - started };
}

/**
 * The case's judgement, composed (check/verdict.ts). `--plain` is the spec's procedure as written, run to
 * show what it loses: it must swap the alias and fail no client request, and its losses are reported, not
 * judged. The default mode must also complete and verify, lose and resurrect nothing, and leave no stale
 * observation after its final catch-up.
 */
export function underLoadVerdict(check: string, plain: boolean, r: Pick<UnderLoadResult, 'reindex' | 'load' | 'check' | 'staleAfter'>): Verdict<readonly Verdict[]> {
  const { requests, durability } = loadChecks(r.load, r.check);
  const failure = r.reindex.error ?? 'failed';
  const swapped = r.reindex.swapped ? valid('reindex-swap', 'the alias was swapped') : invalid('reindex-swap', `the alias was not swapped: ${failure}`);
  if (plain) return compose(check, swapped, requests);
  const reindex = r.reindex.ok ? valid('reindex', 'completed, swapped and verified') : invalid('reindex', failure);
  const verified = r.reindex.verify ? [verifyVerdict(r.reindex.verify)] : [];
  const stale = r.staleAfter.final === 0
    ? valid('stale-after-final-catch-up', 'no stale observation after the final catch-up')
    : invalid('stale-after-final-catch-up', `${r.staleAfter.final} stale observation(s) after the final catch-up`);
  return compose(check, reindex, ...verified, requests, durability, stale);
}
