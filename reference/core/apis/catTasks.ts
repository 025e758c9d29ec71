/**
 * `GET /_cat/tasks` (RestTasksAction): the tasks `GET /_tasks` lists (listTasks.ts: the background jobs,
 * then the list request's own task and its node-level child), one row each, parents before their children.
 */
import { versionBefore } from '../../api/paramSpan.ts';
import { isObject, type JsonObject } from '../json.ts';
import { isEsError } from '../errors/index.ts';
import { flag, type ApiResult, type Handler } from '../handler.ts';
import { Duration, renderTable, type Cell } from '../cat/table.ts';
import { taskColumns } from '../cat/infoColumns.ts';
import { listTasks } from './listTasks.ts';
import { NODE } from './shardStats.ts';

/** GET /_cat/tasks */
export const catTasks: Handler = (state, req, env) => {
  const detailed = flag(req, 'detailed');
  // Grouped by parent (every version has it), then read parents before their children, as ES's buildGroups.
  const query: Record<string, string> = { group_by: 'parents' };
  for (const k of ['actions', 'nodes', 'parent_task_id']) if (req.query[k] !== undefined) query[k] = req.query[k]!;
  if (detailed) query.detailed = 'true';
  const listed = listTasks(state, { ...req, api: 'tasks.list', query }, env);
  if (isEsError(listed)) return listed;
  const tasks: JsonObject[] = [];
  const walk = (t: JsonObject) => {
    tasks.push(t);
    for (const c of (Array.isArray(t.children) ? t.children : []) as JsonObject[]) walk(c);
  };
  for (const t of Object.values(((listed as ApiResult).body as JsonObject).tasks as JsonObject)) walk(t as JsonObject);
  const full = flag(req, 'full_id');
  const rows: Record<string, Cell>[] = tasks.map((t) => {
    const start = Number(t.start_time_in_millis);
    const nanos = Number(t.running_time_in_nanos);
    const row: Record<string, Cell> = {
      id: Number(t.id), action: String(t.action), task_id: `${t.node}:${t.id}`, parent_task_id: typeof t.parent_task_id === 'string' ? t.parent_task_id : '-',
      type: String(t.type), start_time: start, timestamp: new Date(start).toISOString().slice(11, 19), running_time_ns: nanos, running_time: new Duration(nanos / 1e6),
      node_id: full ? NODE.id : NODE.id.slice(0, 4), ip: NODE.ip, port: NODE.transport, node: NODE.name, version: env.profile.version.number,
      x_opaque_id: isObject(t.headers) && typeof t.headers['X-Opaque-Id'] === 'string' ? t.headers['X-Opaque-Id'] : '-',
    };
    if (detailed) row.description = typeof t.description === 'string' ? t.description : null;
    return row;
  });
    // X-Opaque-Id in the table: ES 7.10 (the historical feature cat_tasks_x_opaque_id); OpenSearch forked at 7.10 with it.
  return renderTable(req, taskColumns(detailed, env.profile.distribution === 'opensearch' || !versionBefore(env.profile.version.number, '7.10.0')), rows);
};
