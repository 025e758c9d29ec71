/**
 * `GET /_tasks` (RestListTasksAction, ListTasksResponse): the jobs running in the background (each by-scroll
 * job's task, and its slices' child tasks), then the list's own tasks, `cluster:monitor/tasks/lists` and its
 * node-level child `…[n]`, as a real node shows them. Each takes a task number, as every task does in ES.
 */
import type { Json, JsonObject } from '../json.ts';
import type { Env } from '../handler.ts';
import { badTasksGroupBy } from '../errors/index.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import { flag, ok, type Handler } from '../handler.ts';
import { copiedHeaders, nextTaskNumber, runningTaskInfo, taskIdText } from '../byScroll/taskStore.ts';
import { NODE } from './shardStats.ts';
import { nodeRoles, selects } from './nodes.ts';

interface Running {
  id: number;
  type: 'transport' | 'direct';
  action: string;
  parent?: number;
  /** The TaskInfo of a job's task (its own rendering). */
  job?: (detailed: boolean, human: boolean) => JsonObject;
}

/**
 * ListTasksResponse grouped by node (the default of every tasks action's answer): `node_failures` when
 * there are any, then `nodes` with this node's tasks, or none when it has no task to show.
 */
export function nodesTasksBody(env: Env, tasks: JsonObject, nodeFailures: Json[] = []): JsonObject {
  const out: JsonObject = {};
  if (nodeFailures.length > 0) out.node_failures = nodeFailures;
  if (Object.keys(tasks).length === 0) out.nodes = {};
  else out.nodes = { [NODE.id]: { name: NODE.name, transport_address: `${NODE.ip}:${NODE.transport}`, host: NODE.ip, ip: `${NODE.ip}:${NODE.transport}`, roles: nodeRoles(env.profile), tasks } };
  return out;
}

/** TaskInfo of a running, non-cancellable task (description only when `detailed`). */
function taskInfo(t: Running, startMillis: number, detailed: boolean, human: boolean, headers: Record<string, string>): JsonObject {
  const out: JsonObject = { node: NODE.id, id: t.id, type: t.type, action: t.action };
  // The list request describes itself with the empty description every transport request has by default.
  if (detailed) out.description = '';
  if (human) out.start_time = new Date(startMillis).toISOString();
  out.start_time_in_millis = startMillis;
  if (human) out.running_time = '0s';
  out.running_time_in_nanos = 0;
  out.cancellable = false;
  if (t.parent !== undefined) out.parent_task_id = taskIdText(t.parent);
  out.headers = { ...headers };
  return out;
}

/** GET /_tasks */
export const listTasks: Handler = (state, req, env) => {
  const groupBy = req.query.group_by ?? 'nodes';
  if (!['nodes', 'parents', ...(env.profile.tasksGroupByNone ? ['none'] : [])].includes(groupBy)) return badTasksGroupBy(env.profile, groupBy);
  const parent = nextTaskNumber(state);
  const child = nextTaskNumber(state);
  const nodeSelected = req.query.nodes === undefined || splitExpr(req.query.nodes).some(selects);
  const actions = splitExpr(req.query.actions);
  const jobs: Running[] = [];
  for (const r of [...state.jobs.values()].sort((a, b) => a.num - b.num)) {
    jobs.push({ id: r.num, type: 'transport', action: r.info.action, job: (d, h) => runningTaskInfo(env, r, undefined, d, h) });
    r.children.forEach((c, i) => jobs.push({ id: c, type: 'transport', action: r.info.action, parent: r.num, job: (d, h) => runningTaskInfo(env, r, i, d, h) }));
  }
  const own: Running[] = [
    ...jobs,
    { id: parent, type: 'transport', action: 'cluster:monitor/tasks/lists' },
    { id: child, type: 'direct', action: 'cluster:monitor/tasks/lists[n]', parent },
  ];
  const running = own.filter(
    (t) =>
      nodeSelected &&
      (actions.length === 0 || actions.some((a) => simpleMatch(a, t.action))) &&
      (req.query.parent_task_id === undefined || (t.parent !== undefined && taskIdText(t.parent) === req.query.parent_task_id)),
  );
  const headers = copiedHeaders(req.headers);
  const info = (t: Running) => (t.job ? t.job(flag(req, 'detailed'), flag(req, 'human')) : taskInfo(t, env.now, flag(req, 'detailed'), flag(req, 'human'), headers));
  if (groupBy === 'none') return ok({ tasks: running.map(info) });
  if (groupBy === 'parents') {
    const shown = new Set(running.map((t) => t.id));
    const tasks: JsonObject = {};
    for (const t of running.filter((r) => r.parent === undefined || !shown.has(r.parent))) {
      const children = running.filter((c) => c.parent === t.id).map(info);
      tasks[taskIdText(t.id)] = children.length > 0 ? { ...info(t), children } : info(t);
    }
    return ok({ tasks });
  }
  // Grouped by node, only nodes with matching tasks are listed.
  const tasks: JsonObject = {};
  for (const t of running) tasks[taskIdText(t.id)] = info(t);
  return ok(nodesTasksBody(env, tasks));
};
