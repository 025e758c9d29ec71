/**
 * `GET /_tasks/{task_id}` (TransportGetTaskAction): a running task answers `completed: false` with its
 * live status; one that is not running is looked up among the stored results (the `.tasks` index).
 * `wait_for_completion=true` waits for the task: in-process, the simulator runs it to its end within the
 * request (throttle or not: the core cannot sleep); served, the request is answered once the task has
 * ended, other requests being served meanwhile.
 */
import { indexNotFound, malformedTaskId, taskNodeUnknown, taskNotFound, type EsCause, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { flag, ok, type Handler } from '../handler.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { runningTaskInfo, taskBody } from '../byScroll/taskStore.ts';
import { findRunning, runToEnd } from '../byScroll/backgroundJobs.ts';

/** The miss of the `.tasks` index itself, before any result was stored (the cause ES shows). */
function missingTaskIndex(state: ClusterState, profile: Profile): EsCause | undefined {
  return state.tasks.size === 0 ? indexNotFound(profile, '.tasks', 'index_expression').cause : undefined;
}

/** A task id split as TaskId parses it (`<node>:<number>`, at the first ':'), or its parse error. */
export function parseTaskId(id: string): { node: string; num: number } | EsError {
  const at = id.indexOf(':');
  if (at < 0) return malformedTaskId(id);
  const numText = id.slice(at + 1);
  if (!/^[+-]?\d{1,19}$/.test(numText)) return malformedTaskId(id, numText);
  return { node: id.slice(0, at), num: Number(numText) };
}

/** GET /_tasks/{task_id} */
export const getTask: Handler = (state, req, env) => {
  const id = req.parts.task_id!;
  const parsed = parseTaskId(id);
  if ('kind' in parsed) return parsed;
  const { node, num } = parsed;
  const human = req.query.human !== undefined && req.query.human !== 'false';
  if (node === NODE_ID) {
    const running = findRunning(state, num);
    if (running && flag(req, 'wait_for_completion')) {
      // Served: answered once the task has ended (the driver asks again then), others served meanwhile.
      if (env.deferJobWaits) return { status: 200, deferredTask: running.job.num };
      runToEnd(state, env, running.job.num);
    } else if (running) return ok({ completed: false, task: runningTaskInfo(env, running.job, running.child, true, human) });
  }
  const missing = missingTaskIndex(state, env.profile);
  if (node !== NODE_ID) return taskNodeUnknown(id, node, missing);
  const record = state.tasks.get(num);
  if (!record) return taskNotFound(id, missing);
  return ok(taskBody(env, record, human));
};
