/**
 * Tasks of jobs run with `wait_for_completion=false`: ES answers `{"task": "<node>:<id>"}` at once and
 * stores the finished task's result (its `.tasks` index), which `GET /_tasks/<id>` returns once the job
 * has finished (backgroundJobs.ts runs it meanwhile).
 */
import type { JsonObject } from '../json.ts';
import type { ClusterState, TaskRecord } from '../state.ts';
import type { Env } from '../handler.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { formatTimeValue } from '../errors/index.ts';
import type { RunningJob, TaskInfo } from './runningJob.ts';
import { runningStatus } from './jobStatus.ts';

/** The request headers a task keeps (ES's `Task.HEADERS_TO_COPY` the simulator can see). */
const COPIED_HEADERS: ReadonlyArray<[string, string]> = [['x-opaque-id', 'X-Opaque-Id']];

/** The request headers a task shows under `headers`. */
export function copiedHeaders(requestHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [lower, name] of COPIED_HEADERS) {
    const v = requestHeaders[lower];
    if (v !== undefined) headers[name] = v;
  }
  return headers;
}

/** The next task number of the node (every job takes one, stored or not, as ES numbers every task). */
export function nextTaskNumber(state: ClusterState): number {
  return ++state.counters.task;
}

/** `<node>:<number>`, ES's task id. */
export function taskIdText(num: number): string {
  return `${NODE_ID}:${num}`;
}

/** Stores a finished task's result under its number. */
export function storeTask(state: ClusterState, startMillis: number, num: number, info: TaskInfo, status: JsonObject | undefined, outcome: { response: JsonObject } | { error: JsonObject }): void {
  const headers = copiedHeaders(info.requestHeaders);
  const record: TaskRecord = { id: num, action: info.action, description: info.description, startMillis, ...(status ? { status } : {}), headers, ...outcome };
  state.tasks.set(num, record);
}

/** GetTaskResponse: `completed`, the task (TaskInfo), then its `error` or `response`. */
export function taskBody(env: Env, r: TaskRecord, human: boolean): JsonObject {
  // TaskInfo leaves `status` out when the task has none.
  const task: JsonObject = { node: NODE_ID, id: r.id, type: 'transport', action: r.action, ...(r.status ? { status: r.status } : {}), description: r.description };
  if (human) task.start_time = new Date(r.startMillis).toISOString();
  task.start_time_in_millis = r.startMillis;
  if (human) task.running_time = '0s';
  task.running_time_in_nanos = 0;
  task.cancellable = true;
  if (env.profile.taskCancelled) task.cancelled = false;
  task.headers = { ...r.headers };
  const out: JsonObject = { completed: true, task };
  if (r.error) out.error = r.error;
  if (r.response) out.response = r.response;
  return out;
}

/**
 * TaskInfo of a running job's task (its leader, or slice `child`'s own task): `status` and `description`
 * when detailed, the running time from the clock, `cancelled` where the version shows it.
 */
export function runningTaskInfo(env: Env, r: RunningJob, child: number | undefined, detailed: boolean, human: boolean): JsonObject {
  const id = child === undefined ? r.num : r.children[child]!;
  const task: JsonObject = { node: NODE_ID, id, type: 'transport', action: r.info.action };
  if (detailed) {
    task.status = runningStatus(r, env.now, child);
    task.description = r.info.description;
  }
  const ms = Math.max(0, env.now - r.startMillis);
  if (human) task.start_time = new Date(r.startMillis).toISOString();
  task.start_time_in_millis = r.startMillis;
  if (human) task.running_time = formatTimeValue(ms);
  task.running_time_in_nanos = ms * 1_000_000;
  task.cancellable = true;
  if (env.profile.taskCancelled) task.cancelled = r.job.canceled !== undefined;
  if (child !== undefined) task.parent_task_id = taskIdText(r.num);
  task.headers = copiedHeaders(r.info.requestHeaders);
  return task;
}
