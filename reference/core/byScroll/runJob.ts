/**
 * Running a by-scroll job (reindex, delete by query, update by query) as ES's
 * AbstractAsyncBulkByScrollAction does: a scroll search selects the documents (a point-in-time view),
 * each page of `size` hits becomes one bulk of writes through the ordinary write path, version conflicts
 * are counted (and, unless `conflicts=proceed`, recorded as failures that stop the job after their
 * batch), and `max_docs` truncates batches so that at most that many writes succeed. With `slices`, one
 * worker per slice of the same search, each with its share of `max_docs`, merged into the leader's status.
 *
 * Every search runs before any write, so a request the search refuses changes nothing. A job is a value
 * that advances one batch at a time (`runBatch`): `runJob` runs it to its end for a caller that waits,
 * `stepJobs` (backgroundJobs.ts) a bounded number of batches between other requests.
 */
import { isEsError, sourceNotStored, type EsError } from '../errors/index.ts';
import { typeLabel } from '../docs/render.ts';
import type { ClusterState } from '../state.ts';
import type { Doc, ScrollHit } from '../doc.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { collectHits, parseSearch, type ParsedSearch } from '../search/collect.ts';
import { holdsLookup } from '../search/lookups/lookupUse.ts';
import type { Json } from '../json.ts';
import { executeWrite, isWriteFailed } from '../docs/write.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { shardItemCounter } from '../docs/activeShards.ts';
import { shardCount } from '../search/routing.ts';
import { targetIndices } from '../search/execute.ts';
import type { Job, JobFailure, JobPlan, Tally, Worker } from './runningJob.ts';
import { applyScript } from './scriptApplier.ts';
import { SLICE_WORK, workDone } from '../search/resumable/steps.ts';
import { SCRIPT_SLICE_WORK } from '../script/painless/resumable.ts';

/** ES's ceiling on `slices=auto`. */
const AUTO_SLICE_CEILING = 20;

/** What a job is: its search, its options (JobPlan: those and the write each hit becomes), and what is checked before it starts. */
export interface JobSpec extends JobPlan {
  /** The job's search, as `_search` takes it with `scroll` set (the body's `size` is the batch size). */
  search: ApiRequest;
  parsed: ParsedSearch;
  /** What ES's bulk validation refuses before a batch is sent, failing the whole job (reindex: `create` with external versions). */
  bulkCheck?(op: WriteOp): EsError | undefined;
  /** The job copies sources (reindex, update by query; a delete needs none). */
  needsSource: boolean;
}

/** A finished job: the leader's (or single worker's) counts, each slice's, and the failures in slice order. */
export interface JobResult {
  tally: Tally;
  slices?: Tally[];
  failures: JobFailure[];
}

function emptyTally(rps: number, sliceId?: number): Tally {
  return { ...(sliceId !== undefined ? { sliceId } : {}), total: 0, updated: 0, created: 0, deleted: 0, batches: 0, versionConflicts: 0, noops: 0, requestsPerSecond: rps };
}

/** The number of workers: `slices`, or for `auto` the fewest shards of any source index (at most 20). */
function sliceCount(state: ClusterState, env: Env, spec: JobSpec): number | EsError {
  if (spec.options.slices !== 0) return spec.options.slices;
  const indices = targetIndices(state, spec.search, env);
  if (isEsError(indices)) return indices;
  const least = indices.length === 0 ? 1 : Math.min(...indices.map(shardCount));
  return Math.min(least, AUTO_SLICE_CEILING);
}

/** The search of slice `id` of `max`: the job's search with a slice on `_id` (as ES's slicing helper builds it). */
function sliceSearch(search: ApiRequest, id: number, max: number): ApiRequest {
  const body = { ...(search.body as Record<string, never>), slice: { field: '_id', id, max } };
  return { ...search, body, rawBody: JSON.stringify(body) };
}

/** Whether a hit's index keeps no `_source` (`_source: {enabled: false}`): AbstractAsyncBulkByScrollAction.accept refuses it. */
function sourceDisabled(state: ClusterState, hit: ScrollHit): boolean {
  const m = state.indices.get(hit.index)?.mappings.get(hit.doc.type);
  const src = m?._source as { enabled?: unknown } | undefined;
  return src !== undefined && (src.enabled === false || src.enabled === 'false');
}

function succeeded(t: Tally): number {
  return t.created + t.updated + t.deleted;
}

/** Whether a worker is between batches (the batch it wrote last, if any, is complete). */
export function betweenBatches(w: Worker): boolean {
  return w.pos >= w.batchEnd;
}

/**
 * Writes the next hits of a worker, at most `limit`, within one batch as one scroll page → one bulk
 * (AbstractAsyncBulkByScrollAction): a page truncated by `max_docs` leaves its rest for the next batch; a
 * failed write ends the worker once its batch is written; a 409 is only counted under `conflicts=proceed`.
 * A batch may be scripted and written over several calls (the counts grow as its items do). Returns the hits
 * handled: scripted, or written.
 */
export function runBatch(state: ClusterState, env: Env, job: Job, w: Worker, failures: JobFailure[], limit = Infinity): number {
  if (w.done) return 0;
  const spec = job.spec;
  if (betweenBatches(w)) {
    if (w.pos >= w.hits.length) {
      w.done = true;
      return 0;
    }
    if (w.pos >= w.pageEnd) w.pageEnd = Math.min(w.pos + w.batchSize, w.hits.length);
    const left = w.pageEnd - w.pos;
    const take = w.maxDocs === -1 ? left : Math.min(left, Math.max(0, w.maxDocs - succeeded(w.tally)));
    // A share of max_docs rounded down to nothing (slices=auto over more shards than documents asked).
    if (take === 0) {
      w.done = true;
      return 0;
    }
    w.tally.batches++;
    w.batchFrom = w.pos;
    w.batchEnd = w.pos + take;
    w.batchStartedAt = env.now;
    w.batchFailures = [];
    w.batchOps = spec.script ? [] : undefined;
  }
  let scripted = 0;
  if (spec.script && w.batchOps && w.batchOps.length < w.batchEnd - w.batchFrom) {
    // ES runs the script on every hit of the batch while building its bulk: a failure sends none of it. The
    // scripts may take several calls (at most `limit` hits, or SLICE_WORK of script work, a call), and the
    // writes start once every hit of the batch has its op: what is written and when it fails is unchanged.
    const ops = w.batchOps;
    const mark = workDone();
    let pending = 0;
    for (let i = w.batchFrom + ops.length; i < w.batchEnd; i++) {
      // One hit's script may itself run long: it yields every slice of work, and the step ends there (a turn that
      // wrote nothing yet); the next turn goes on with the same run.
      const run = (w.scriptRun ??= applyScript(state, env, spec.script.spec, spec.script.kind, w.hits.at(i), spec.writeOf(w.hits.at(i)), spec.script.versionAsked ?? true));
      let next = run.next();
      while (!next.done) {
        // A run under way notes its work when it ends: count its yield points meanwhile.
        pending += SCRIPT_SLICE_WORK;
        if (workDone() - mark + pending >= SLICE_WORK) return scripted;
        next = run.next();
      }
      w.scriptRun = undefined;
      const r = next.value;
      if (isEsError(r)) {
        job.fatal = r;
        for (const other of job.workers) other.done = true;
        w.pos = w.batchEnd;
        return 0;
      }
      ops.push(r);
      scripted++;
      if (i + 1 < w.batchEnd && (scripted >= limit || workDone() - mark >= SLICE_WORK)) return scripted;
    }
  }
  const end = Math.min(w.batchEnd, w.pos + Math.max(1, limit - scripted));
  const failed = w.batchFailures;
  // The batch is one bulk request: a shard that lacks the copies it asks for fails all its items.
  const from = w.batchFrom;
  const to = w.batchEnd;
  const batchOps = w.batchOps;
  const shardItems = shardItemCounter(state, env.profile, () =>
    batchOps ? batchOps.filter((o): o is WriteOp => o !== 'noop') : w.hits.slice(from, to).map((h) => spec.writeOf(h)),
  );
  for (let i = w.pos; i < end; i++) {
    // Set on the fresh op rather than spread into a copy: a spread of ten-odd fields per document made the
    // copy of 1,000,000 documents twice as slow (3.7 s against 7.6 s for the benchmark's native copy).
    const scripted = batchOps?.[i - from];
    if (scripted === 'noop') {
      w.tally.noops++;
      continue;
    }
    const op = scripted ?? spec.writeOf(w.hits.at(i));
    op.activeShards = spec.options.activeShards;
    op.shardItems = shardItems;
    const r = executeWrite(state, env, op);
    if (isWriteFailed(r)) {
      if (r.error.status === 409) {
        w.tally.versionConflicts++;
        if (!spec.options.abortOnConflict) continue;
      }
      failed.push({ index: r.index, type: r.type, id: r.id, cause: r.error.cause, status: r.error.status });
      continue;
    }
    if (r.result === 'created') w.tally.created++;
    else if (r.result === 'updated') w.tally.updated++;
    else if (r.result === 'deleted') w.tally.deleted++;
    else if (r.result === 'noop') w.tally.noops++;
  }
  const written = end - w.pos + scripted;
  w.pos = end;
  if (!betweenBatches(w)) return written;
  if (failed.length > 0) {
    failures.push(...failed);
    w.done = true;
  } else if ((w.maxDocs !== -1 && succeeded(w.tally) >= w.maxDocs) || w.pos >= w.hits.length) w.done = true;
  return written;
}

/**
 * Starts a job: every check and every slice's search, before any write (an error means nothing was
 * written). The hits are the job's point-in-time view: stored documents are immutable values, so later
 * writes by clients do not change what the job sees.
 */
export function startJob(state: ClusterState, env: Env, spec: JobSpec): Job | EsError {
  const n = sliceCount(state, env, spec);
  if (isEsError(n)) return n;
  const { maxDocs, requestsPerSecond } = spec.options;
  const searches = n > 1 ? Array.from({ length: n }, (_, i) => sliceSearch(spec.search, i, n)) : [spec.search];
  const runs = [];
  for (const s of searches) {
    // The job's search is rewritten on the coordinating node as it starts: terms lookups fetch their terms then.
    const reuse = s === spec.search && !holdsLookup(s.body as Json | undefined);
    const run = collectHits(state, s, env, reuse ? spec.parsed : parseSearch(s, env, state));
    if (isEsError(run)) return run;
    runs.push(run);
  }
  if (spec.needsSource) {
    // Whether `_source` is kept depends on the index and type only: asked once per pair, not per hit.
    const seen = new Map<string, Map<string, boolean>>();
    let last: { index: string; type: string; off: boolean } | undefined; // hits come in runs of one index and type
    const blindHit = (index: string, doc: Doc): boolean => {
      if (last && last.index === index && last.type === doc.type) return last.off;
      let types = seen.get(index);
      if (!types) seen.set(index, (types = new Map()));
      let off = types.get(doc.type);
      if (off === undefined) types.set(doc.type, (off = sourceDisabled(state, { index, doc })));
      last = { index, type: doc.type, off };
      return off;
    };
    for (const r of runs) {
      const blind = r.hits.find(blindHit);
      if (blind) return sourceNotStored(blind.index, typeLabel(env.profile, blind.doc.type), blind.doc.id);
    }
  }
  if (spec.bulkCheck) {
    const first = runs.find((r) => r.hits.length > 0)?.hits.at(0);
    const refused = first ? spec.bulkCheck(spec.writeOf(first)) : undefined;
    if (refused) return refused;
  }
  // Each worker gets an equal share of max_docs (rounded down) and of the throttle.
  const share = n === 1 || maxDocs === -1 ? maxDocs : Math.floor(maxDocs / n);
  const workers: Worker[] = runs.map((run, i) => {
    const total = share > 0 ? Math.min(run.hits.length, share) : run.hits.length;
    const tally = emptyTally(n === 1 ? requestsPerSecond : requestsPerSecond / n, n === 1 ? undefined : i);
    tally.total = total;
    return { hits: run.hits, batchSize: run.size, maxDocs: share, pos: 0, pageEnd: 0, batchFrom: 0, batchEnd: 0, batchStartedAt: 0, batchFailures: [], tally, done: false, nextAt: 0, throttledMillis: 0 };
  });
  return { spec, workers, sliced: n > 1, failures: workers.map(() => []) };
}

/** Whether every worker has finished (or the job was cancelled, which stops them at their next batch). */
export function jobDone(job: Job): boolean {
  return job.canceled !== undefined || job.workers.every((w) => w.done);
}

/** Adds a worker's counts into a leader's (the throttled time only where both keep one). */
export function addTally(leader: Tally, t: Tally): void {
  leader.total += t.total;
  leader.updated += t.updated;
  leader.created += t.created;
  leader.deleted += t.deleted;
  leader.batches += t.batches;
  leader.versionConflicts += t.versionConflicts;
  leader.noops += t.noops;
  leader.requestsPerSecond += t.requestsPerSecond;
  if (leader.throttledMillis !== undefined) leader.throttledMillis += t.throttledMillis ?? 0;
}

/** The leader's counts: the sum of its workers' (BulkByScrollTask.Status of slice statuses). */
export function leaderTally(workers: readonly Worker[]): Tally {
  const leader = emptyTally(0);
  for (const { tally: t } of workers) addTally(leader, t);
  return leader;
}

/** The result of a job as it stands (finished, or stopped by cancellation). */
export function jobResult(job: Job): JobResult {
  const failures = job.failures.flat();
  const canceled = job.canceled !== undefined ? { canceled: job.canceled } : {};
  const throttled = (w: Worker): Tally => ({ ...w.tally, throttledMillis: w.throttledMillis });
  if (!job.sliced) return { tally: { ...throttled(job.workers[0]!), ...canceled }, failures };
  const slices = job.workers.map((w) => ({ ...throttled(w), ...canceled }));
  const leader = leaderTally(job.workers);
  leader.throttledMillis = job.workers.reduce((s, w) => s + w.throttledMillis, 0);
  return { tally: { ...leader, ...canceled }, slices, failures };
}

/** Runs a started job to its end at once (the caller waits), worker after worker. */
export function runAll(state: ClusterState, env: Env, job: Job): JobResult {
  job.workers.forEach((w, i) => {
    while (!w.done) runBatch(state, env, job, w, job.failures[i]!);
  });
  return jobResult(job);
}
