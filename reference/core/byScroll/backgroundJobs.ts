/**
 * By-scroll jobs running in the background (`wait_for_completion=false`): held in the cluster state as
 * resumable values and advanced by `stepJobs`, the single entry point of their progress. ES runs them on
 * its own threads while other requests are served; the simulator's core is pure, so whoever drives it
 * (the HTTP server between requests, the in-process Simulator once per request) calls `stepJobs` with a
 * bounded budget, and the same calls at the same clock values replay the same states.
 *
 * Throttling follows WorkerBulkByScrollTaskState: after a batch of `n` hits started at `t`, the next
 * one waits until `t + n / requests_per_second` seconds. Rethrottling to a faster rate reschedules the
 * wait (the remaining delay scaled by old/new); a slower rate takes effect at the next batch. A
 * cancelled job stops at its next step and stores its counts so far with `canceled: "by user request"`.
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { ClusterState } from '../state.ts';
import type { Env } from '../handler.ts';
import { betweenBatches, jobDone, jobResult, runBatch } from './runJob.ts';
import type { Job, RunningJob, StatusView, TaskInfo } from './runningJob.ts';
import { FULL_VIEW, responseBody, responseStatus, statusBody } from './jobStatus.ts';
import { storeTask } from './taskStore.ts';
import { causeJson, errorBody } from '../errors/index.ts';

/** What one call of `stepJobs` did and what is left. */
export interface StepReport {
  /** Batches written by this call. */
  batches: number;
  /** Jobs still running after it. */
  running: number;
  /** When no worker can run before then (all throttled), the earliest epoch ms one can; else undefined. */
  wakeAt?: number;
}

export interface StepBudget {
  /** Most batches to start or continue in this call (each worker gets at most one turn per call). Default: one per worker. */
  maxBatches?: number;
  /** Most documents to write in this call: a batch larger than that goes on in the next calls. Default: whole batches. */
  maxDocs?: number;
  /** Only advance this task. */
  only?: number;
  /** Run batches the throttle would hold (a caller that waits for the task cannot sleep in the core). */
  ignoreThrottle?: boolean;
}

/** ES's reason for a cancellation through the tasks API. */
export const BY_USER_REQUEST = 'by user request';

/** Registers a started job as running under its task number. */
export function startBackground(state: ClusterState, env: Env, num: number, job: Job, info: TaskInfo, children: number[], waiter?: RunningJob['waiter']): void {
  state.jobs.set(num, { num, job, info, profile: env.profile, startMillis: env.now, children, cursor: 0, ...(waiter ? { waiter } : {}) });
}

/** The delay the throttle puts after a batch of `size` hits at `rps` per second (0 when unthrottled). */
function throttleDelay(size: number, rps: number): number {
  return rps === Infinity || size === 0 ? 0 : Math.round((size * 1000) / rps);
}

/** Stores a finished (or cancelled) job's result and forgets it as running. */
function finish(state: ClusterState, env: Env, r: RunningJob): void {
  const result = jobResult(r.job);
  const took = Math.max(0, env.now - r.startMillis);
  state.jobs.delete(r.num);
  const fatal = r.job.fatal;
  if (fatal) {
    // A script's failure ended the job: the waiting caller gets the error, a stored task keeps it as `error`.
    if (r.waiter) state.jobAnswers.set(r.num, { status: fatal.status, body: errorBody(fatal) as JsonObject, warnings: r.waiter.warnings });
    else storeTask(state, r.startMillis, r.num, r.info, statusBody(result.tally, FULL_VIEW, result.slices), { error: causeJson(fatal.cause) });
    return;
  }
  if (r.waiter) {
    state.jobAnswers.set(r.num, { status: responseStatus(result), body: responseBody(r.profile, result, r.waiter.view, took), warnings: r.waiter.warnings });
    return;
  }
  storeTask(state, r.startMillis, r.num, r.info, statusBody(result.tally, FULL_VIEW, result.slices), { response: responseBody(r.profile, result, FULL_VIEW, took) });
}

/**
 * Advances running jobs: each worker at most one batch (one scroll page → one bulk), at most
 * `maxBatches` turns and `maxDocs` documents in all, jobs taking turns; finishes the jobs that are done
 * or cancelled.
 */
export function stepJobs(state: ClusterState, env: Env, budget: StepBudget = {}): StepReport {
  let left = budget.maxBatches ?? Infinity;
  let docsLeft = budget.maxDocs ?? Infinity;
  let batches = 0;
  for (const r of [...state.jobs.values()]) {
    if (budget.only !== undefined && r.num !== budget.only) continue;
    const { job } = r;
    const n = job.workers.length;
    let served = false;
    const first = r.cursor;
    for (let k = 0; k < n && left > 0 && docsLeft > 0 && !jobDone(job); k++) {
      const i = (first + k) % n;
      const w = job.workers[i]!;
      // The throttle holds a worker between batches only; a batch under way is finished first.
      if (w.done || (!budget.ignoreThrottle && betweenBatches(w) && w.nextAt > env.now)) continue;
      docsLeft -= runBatch(state, env, job, w, job.failures[i]!, docsLeft);
      r.cursor = (i + 1) % n;
      left--;
      batches++;
      served = true;
      if (w.done || !betweenBatches(w)) continue;
      const delay = throttleDelay(w.batchEnd - w.batchFrom, w.tally.requestsPerSecond);
      if (delay > 0) {
        w.nextAt = w.batchStartedAt + delay;
        w.throttledMillis += Math.max(0, w.nextAt - env.now);
      }
    }
    if (jobDone(job)) finish(state, env, r);
    else if (served) {
      // The job that was served goes to the back of the line.
      state.jobs.delete(r.num);
      state.jobs.set(r.num, r);
    }
  }
  let wakeAt: number | undefined;
  for (const r of state.jobs.values()) {
    for (const w of r.job.workers) {
      if (w.done) continue;
      if (w.nextAt <= env.now || !betweenBatches(w)) return { batches, running: state.jobs.size };
      wakeAt = wakeAt === undefined ? w.nextAt : Math.min(wakeAt, w.nextAt);
    }
  }
  return { batches, running: state.jobs.size, ...(wakeAt !== undefined ? { wakeAt } : {}) };
}

/** Runs one task to its end now (a caller waits for it), throttle or not. */
export function runToEnd(state: ClusterState, env: Env, num: number): void {
  while (state.jobs.has(num)) stepJobs(state, env, { only: num, ignoreThrottle: true });
}

/** Marks a running task cancelled; its next step stops it. Returns false when it is not running. */
export function cancelJob(state: ClusterState, num: number): boolean {
  const r = state.jobs.get(num);
  if (!r) return false;
  r.job.canceled ??= BY_USER_REQUEST;
  return true;
}

/**
 * Sets a running task's rate (`-1`/Infinity: unthrottled). A sliced job's rate is shared by its slices
 * still running (TransportRethrottleAction divides it among them). A faster rate shortens a wait under
 * way (the remaining delay × old / new), a slower one applies from the next batch.
 */
export function rethrottleJob(state: ClusterState, env: Env, num: number, rps: number): boolean {
  const r = state.jobs.get(num);
  if (!r) return false;
  const running = r.job.workers.filter((w) => !w.done);
  const each = running.length > 0 ? rps / running.length : rps;
  for (const w of running) {
    const old = w.tally.requestsPerSecond;
    w.tally.requestsPerSecond = each;
    if (each > old && w.nextAt > env.now) {
      const remaining = w.nextAt - env.now;
      const scaled = each === Infinity ? 0 : Math.round((remaining * old) / each);
      w.throttledMillis -= remaining - scaled;
      w.nextAt = env.now + scaled;
    }
  }
  return true;
}

/** The running job a task number belongs to (as its leader, or as one of its slices' child tasks). */
export function findRunning(state: ClusterState, num: number): { job: RunningJob; child?: number } | undefined {
  const own = state.jobs.get(num);
  if (own) return { job: own };
  for (const r of state.jobs.values()) {
    const i = r.children.indexOf(num);
    if (i >= 0) return { job: r, child: i };
  }
  return undefined;
}
