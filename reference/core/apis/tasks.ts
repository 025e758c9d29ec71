/**
 * `GET /_tasks/{task_id}`: the stored result of a job run with `wait_for_completion=false` (ES's
 * TransportGetTaskAction: a task that is not running is looked up in the `.tasks` index). Every task of
 * the simulator has finished by the time its id is known, so `wait_for_completion` changes nothing.
 */
import { indexNotFound, malformedTaskId, taskNodeUnknown, taskNotFound, type EsCause } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { ok, type Handler } from './types.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { taskBody } from '../byScroll/taskStore.ts';

/** The miss of the `.tasks` index itself, before any result was stored (the cause ES shows). */
function missingTaskIndex(state: ClusterState, profile: Profile): EsCause | undefined {
  return state.tasks.size === 0 ? indexNotFound(profile, '.tasks', 'index_expression').cause : undefined;
}

/** GET /_tasks/{task_id} */
export const getTask: Handler = (state, req, env) => {
  const id = req.parts.task_id!;
  // TaskId splits at the first ':' only; the rest must be a long.
  const at = id.indexOf(':');
  if (at < 0) return malformedTaskId(id);
  const node = id.slice(0, at);
  const numText = id.slice(at + 1);
  if (!/^[+-]?\d{1,19}$/.test(numText)) return malformedTaskId(id, numText);
  const num = Number(numText);
  const missing = missingTaskIndex(state, env.profile);
  if (node !== NODE_ID) return taskNodeUnknown(id, node, missing);
  const record = state.tasks.get(num);
  if (!record) return taskNotFound(id, missing);
  return ok(taskBody(env, record, req.query.human !== undefined && req.query.human !== 'false'));
};
