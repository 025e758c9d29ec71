/**
 * A job's answer as ES renders it (BulkByScrollResponse and BulkByScrollTask.Status `toXContent`):
 * took, timed_out, the counts (delete by query leaves out `created` and `updated`, update by query
 * `created`), retries, throttling, `slices` when sliced, and the failures. The HTTP status is the highest
 * of the failures' (BulkIndexByScrollResponseContentListener), 200 without any.
 */
import { RawJson, type Json, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { typeLabel } from '../docs/render.ts';
import { causeJson, formatTimeValue } from '../errors/index.ts';
import { addTally, type JobResult } from './runJob.ts';
import type { JobFailure, RunningJob, StatusView, Tally, Worker } from './runningJob.ts';

/** Every count: what a task's stored status and result show whatever the job. */
export const FULL_VIEW: StatusView = { created: true, updated: true, human: false };

/**
 * A float as Java's `Float.toString` writes it (Jackson writes floats so): the shortest decimal that
 * reads back as the same float, `1.0` for whole numbers, scientific (`1.0E-4`) outside [10⁻³, 10⁷).
 */
export function javaFloatText(x: number): string {
  if (x === 0) return '0.0';
  const f = Math.fround(x);
  let digits = '';
  for (let p = 1; p <= 9; p++) {
    digits = f.toPrecision(p);
    if (Math.fround(Number(digits)) === f) break;
  }
  const [mantissa, exp] = Number(digits).toExponential().split('e') as [string, string];
  const e = Number(exp);
  const abs = Math.abs(f);
  if (abs >= 1e-3 && abs < 1e7) {
    const plain = String(Number(digits));
    return plain.includes('.') ? plain : `${plain}.0`;
  }
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${e}`;
}

/** `requests_per_second`: -1 for unthrottled, else the float (`-1.0`, `100.0`). */
function rps(v: number): RawJson {
  return new RawJson(javaFloatText(v === Infinity ? -1 : v));
}

/** One status object (a worker's, or the leader's with its slices: `null` for a slice still running). */
export function statusBody(t: Tally, view: StatusView, slices?: readonly (Tally | null)[]): JsonObject {
  const out: JsonObject = {};
  if (t.sliceId !== undefined) out.slice_id = t.sliceId;
  out.total = t.total;
  if (view.updated) out.updated = t.updated;
  if (view.created) out.created = t.created;
  out.deleted = t.deleted;
  out.batches = t.batches;
  out.version_conflicts = t.versionConflicts;
  out.noops = t.noops;
  out.retries = { bulk: 0, search: 0 };
  const throttled = t.throttledMillis ?? 0;
  if (view.human) out.throttled = formatTimeValue(throttled);
  out.throttled_millis = throttled;
  out.requests_per_second = rps(t.requestsPerSecond);
  if (t.canceled !== undefined) out.canceled = t.canceled;
  const until = t.throttledUntilMillis ?? 0;
  if (view.human) out.throttled_until = formatTimeValue(until);
  out.throttled_until_millis = until;
  if (slices) out.slices = slices.map((s) => (s === null ? null : statusBody(s, view)));
  return out;
}

/** One failure, as BulkItemResponse.Failure prints it (`type` where the profile prints types). */
export function failureBody(profile: Profile, f: JobFailure): JsonObject {
  const out: JsonObject = { index: f.index };
  const t = typeLabel(profile, f.type);
  if (t !== undefined) out.type = t;
  if (f.id !== undefined) out.id = f.id;
  out.cause = causeJson(f.cause);
  out.status = f.status;
  return out;
}

/** The whole answer of a finished job. */
export function responseBody(profile: Profile, r: JobResult, view: StatusView, took = 0): JsonObject {
  return {
    took,
    timed_out: false,
    ...statusBody(r.tally, view, r.slices),
    failures: r.failures.map((f) => failureBody(profile, f)) as Json[],
  };
}

/** The HTTP status: the highest failure status, else 200. */
export function responseStatus(r: JobResult): number {
  return r.failures.reduce((s, f) => Math.max(s, f.status), 200);
}

/** A worker's live counts, with its throttle wait as of now. */
function workerTally(w: Worker, now: number, canceled: string | undefined): Tally {
  return {
    ...w.tally,
    throttledMillis: w.throttledMillis,
    throttledUntilMillis: w.done ? 0 : Math.max(0, w.nextAt - now),
    ...(canceled !== undefined ? { canceled } : {}),
  };
}

/**
 * A running task's status (BulkByScrollTask.Status). The leader of a sliced job knows only the statuses
 * of the slices that have finished (LeaderBulkByScrollTaskState): a running slice is `null` and its
 * counts are not yet in the sums; a slice worker's own task shows its live counts.
 */
export function runningStatus(r: RunningJob, now: number, child?: number): JsonObject {
  const { job } = r;
  const canceled = job.canceled;
  const view: StatusView = FULL_VIEW;
  if (child !== undefined) return statusBody(workerTally(job.workers[child]!, now, canceled), view);
  if (!job.sliced) return statusBody(workerTally(job.workers[0]!, now, canceled), view);
  const slices = job.workers.map((w) => (w.done ? workerTally(w, now, canceled) : null));
  const done = slices.filter((s): s is Tally => s !== null);
  const leader: Tally = { total: 0, updated: 0, created: 0, deleted: 0, batches: 0, versionConflicts: 0, noops: 0, requestsPerSecond: 0, throttledMillis: 0 };
  for (const t of done) addTally(leader, t);
  if (canceled !== undefined) leader.canceled = canceled;
  return statusBody(leader, view, slices);
}
