/**
 * The last step every by-scroll handler shares: run the job, then answer as the caller asked. Waiting,
 * the answer is the job's response (or the error that ended it). With `wait_for_completion=false`, ES
 * validates, forks a task and answers `{"task": "<node>:<id>"}`; what fails inside the task (the checks
 * against the cluster, the search) becomes the stored task's `error`, not the answer.
 */
import { isEsError, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { ApiResult, Env } from '../apis/types.ts';
import { causeJson } from '../errors/index.ts';
import { runJob, type JobSpec } from './runJob.ts';
import { FULL_VIEW, responseBody, responseStatus, statusBody, type StatusView } from './jobStatus.ts';
import { nextTaskNumber, storeTask, taskIdText, type TaskInfo } from './taskStore.ts';

/** A job ready to run, or the failure of the checks ES makes once the task has started. */
export interface PreparedJob {
  spec: JobSpec | EsError;
  task: TaskInfo;
  view: StatusView;
  waitForCompletion: boolean;
  warnings: string[];
}

const IDLE = statusBody({ total: 0, updated: 0, created: 0, deleted: 0, batches: 0, versionConflicts: 0, noops: 0, requestsPerSecond: Infinity }, FULL_VIEW);

/** Runs the job and answers: its response, or its task id with the result stored. */
export function answerJob(state: ClusterState, env: Env, job: PreparedJob): ApiResult | EsError {
  const num = nextTaskNumber(state);
  const result = isEsError(job.spec) ? job.spec : runJob(state, env, job.spec);
  const warnings = job.warnings.length > 0 ? { warnings: job.warnings } : {};
  if (job.waitForCompletion) {
    // An error answer carries no Warning headers here: the core's errors are plain values.
    if (isEsError(result)) return result;
    return { status: responseStatus(result), body: responseBody(env.profile, result, job.view), ...warnings };
  }
  if (isEsError(result)) storeTask(state, env, num, job.task, IDLE, { error: causeJson(result.cause) });
  else storeTask(state, env, num, job.task, statusBody(result.tally, FULL_VIEW, result.slices), { response: responseBody(env.profile, result, FULL_VIEW) });
  return { status: 200, body: { task: taskIdText(num) }, ...warnings };
}
