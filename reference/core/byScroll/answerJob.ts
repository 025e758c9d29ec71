/**
 * The last step every by-scroll handler shares: start the job, then answer as the caller asked. Waiting,
 * the job runs to its end and the answer is its response (or the error that ended it). With
 * `wait_for_completion=false`, ES validates, forks a task and answers `{"task": "<node>:<id>"}` at once:
 * the job's searches are made now (its point-in-time view), what fails in them becomes the stored task's
 * `error`, and the writes proceed a batch at a time in the background (backgroundJobs.ts).
 */
import { causeJson, isEsError, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { ApiResult, Env } from '../handler.ts';
import { runAll, startJob, type JobSpec } from './runJob.ts';
import type { Job, StatusView, TaskInfo } from './runningJob.ts';
import { FULL_VIEW, responseBody, responseStatus, statusBody } from './jobStatus.ts';
import { nextTaskNumber, storeTask, taskIdText } from './taskStore.ts';
import { startBackground } from './backgroundJobs.ts';

/** A job ready to run, or the failure of the checks ES makes once the task has started. */
export interface PreparedJob {
  spec: JobSpec | EsError;
  task: TaskInfo;
  view: StatusView;
  waitForCompletion: boolean;
  warnings: string[];
}

const IDLE = statusBody({ total: 0, updated: 0, created: 0, deleted: 0, batches: 0, versionConflicts: 0, noops: 0, requestsPerSecond: Infinity }, FULL_VIEW);

/** ES gives each slice its own child task, numbered after the leader's. */
function childTasks(state: ClusterState, job: Job): number[] {
  return job.sliced ? job.workers.map(() => nextTaskNumber(state)) : [];
}

/** Starts the job and answers: its response once it has run, or its task id while it runs. */
export function answerJob(state: ClusterState, env: Env, job: PreparedJob): ApiResult | EsError {
  const num = nextTaskNumber(state);
  const started = isEsError(job.spec) ? job.spec : startJob(state, env, job.spec);
  const warnings = job.warnings.length > 0 ? { warnings: job.warnings } : {};
  if (job.waitForCompletion) {
    // An error answer carries no Warning headers here: the core's errors are plain values.
    if (isEsError(started)) return started;
    if (env.deferJobWaits) {
      // The driver answers when the job ends; other requests are served meanwhile.
      startBackground(state, env, num, started, job.task, childTasks(state, started), { view: job.view, warnings: job.warnings });
      return { status: 200, deferredTask: num };
    }
    const result = runAll(state, env, started);
    if (started.fatal) return started.fatal;
    return { status: responseStatus(result), body: responseBody(env.profile, result, job.view), ...warnings };
  }
  if (isEsError(started)) storeTask(state, env.now, num, job.task, IDLE, { error: causeJson(started.cause) });
  else {
    startBackground(state, env, num, started, job.task, childTasks(state, started));
  }
  return { status: 200, body: { task: taskIdText(num) }, ...warnings };
}
