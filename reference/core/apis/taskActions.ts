/**
 * The tasks actions that act on running jobs: `POST /_tasks/{task_id}/_cancel`, `POST /_tasks/_cancel`
 * (TransportCancelTasksAction) and `POST /_reindex|_update_by_query|_delete_by_query/{task_id}/_rethrottle`
 * (TransportRethrottleAction). Both answer ListTasksResponse grouped by node: the tasks acted on, and a
 * task that is not running (finished, or never was) as a node failure of a 200 answer, as
 * TransportTasksAction reports what its node operation threw.
 */
import { cancelTaskNotFound, causeJson, failedNode, invalidRequestsPerSecond, noSuchNode, rethrottleRpsMissing, taskMissing, type EsError } from '../errors/index.ts';
import type { JsonObject } from '../json.ts';
import { flag, ok, type ApiResult, type Env, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import { selects } from './nodes.ts';
import { nodesTasksBody } from './listTasks.ts';
import { parseTaskId } from './tasks.ts';
import { runningTaskInfo, taskIdText } from '../byScroll/taskStore.ts';
import { parseJavaFloat } from '../byScroll/jobOptions.ts';
import { cancelJob, findRunning, rethrottleJob } from '../byScroll/backgroundJobs.ts';

/** A running job and, when the id names one of its slices, which. */
type RunningTask = NonNullable<ReturnType<typeof findRunning>>;

/** The answer of a tasks action that failed on a node: no tasks, the failure under `node_failures`. */
function nodeFailureBody(env: Env, node: string, err: EsError): JsonObject {
  return nodesTasksBody(env, {}, [causeJson(failedNode(node, err).cause)]);
}

/**
 * The running job a task id names, or the answer when there is none: a malformed id's error; another
 * node's, or a task not running (`missing`), as a node failure of a 200 answer.
 */
function runningTask(state: ClusterState, env: Env, id: string, missing: (id: string) => EsError): { found: RunningTask } | { answer: ApiResult | EsError } {
  const parsed = parseTaskId(id);
  if ('kind' in parsed) return { answer: parsed };
  if (parsed.node !== NODE_ID) return { answer: ok(nodeFailureBody(env, parsed.node, noSuchNode(parsed.node))) };
  const found = findRunning(state, parsed.num);
  return found ? { found } : { answer: ok(nodeFailureBody(env, NODE_ID, missing(id))) };
}

/** POST /_tasks/{task_id}/_cancel, POST /_tasks/_cancel */
export const cancelTasks: Handler = (state, req, env) => {
  const human = flag(req, 'human');
  const id = req.parts.task_id;
  const tasks: JsonObject = {};
  if (id !== undefined) {
    const task = runningTask(state, env, id, cancelTaskNotFound);
    if ('answer' in task) return task.answer;
    const running = task.found;
    cancelJob(state, running.job.num);
    tasks[id] = runningTaskInfo(env, running.job, running.child, false, human);
    return ok(nodesTasksBody(env, tasks));
  }
  // Every cancellable running task the filters select (the list's own tasks are not cancellable).
  const nodeSelected = req.query.nodes === undefined || splitExpr(req.query.nodes).some(selects);
  const actions = splitExpr(req.query.actions);
  const parent = req.query.parent_task_id;
  if (!nodeSelected) return ok(nodesTasksBody(env, {}));
  for (const r of [...state.jobs.values()].sort((a, b) => a.num - b.num)) {
    const matches = actions.length === 0 || actions.some((a) => simpleMatch(a, r.info.action));
    if (!matches) continue;
    const chosen: (number | undefined)[] = parent === undefined ? [undefined, ...r.children.map((_, i) => i)] : parent === taskIdText(r.num) ? r.children.map((_, i) => i) : [];
    if (chosen.length === 0) continue;
    cancelJob(state, r.num);
    for (const c of chosen) tasks[taskIdText(c === undefined ? r.num : r.children[c]!)] = runningTaskInfo(env, r, c, false, human);
  }
  return ok(nodesTasksBody(env, tasks));
};

/** `requests_per_second` as AbstractBaseReindexRestHandler.parseRequestsPerSecond reads it; required here. */
function rethrottleRate(value: string | undefined): number | EsError {
  if (value === undefined) return rethrottleRpsMissing();
  const n = parseJavaFloat(value);
  if (Number.isNaN(n)) return invalidRequestsPerSecond(value, true);
  if (n === -1) return Infinity;
  if (n <= 0) return invalidRequestsPerSecond(value, false);
  return n;
}

/** POST /_reindex/{task_id}/_rethrottle (and the by-query forms) */
export const rethrottle: Handler = (state, req, env) => {
  const rate = rethrottleRate(req.query.requests_per_second);
  if (typeof rate !== 'number') return rate;
  const id = req.parts.task_id!;
  const task = runningTask(state, env, id, taskMissing);
  if ('answer' in task) return task.answer;
  const running = task.found;
  rethrottleJob(state, env, running.job.num, rate);
  return ok(nodesTasksBody(env, { [id]: runningTaskInfo(env, running.job, running.child, true, flag(req, 'human')) }));
};
