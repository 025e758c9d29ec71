/**
 * Steps 3–6 on the cluster's own engine: one `POST /_reindex` task copies the old index into the new one
 * (`slices=auto`: one worker per shard, on the nodes that hold them), and the command follows it through
 * `GET /_tasks/<id>` with the same progress line as the client copy. Each copy carries
 * `version_type: external` with the old document's `_version` (ES's reindex copies the source's version),
 * so an older copy never replaces a newer one, whatever order slices and catch-up passes write in; the plan
 * keeps tombstones in the old index while the reindex runs so that a deleted and re-created document never
 * reuses a version (see plan.ts, `engine`). Conflicts proceed: a conflict means the new index already has
 * that version or a newer one. The task's failures are the copy's failures; Ctrl-C cancels the task.
 */
import { addTally, tally, type ItemFailure } from './bulk.ts';
import { describeReply, ReindexRequestError } from './client.ts';
import type { Ctx } from './context.ts';
import type { PassStats } from './copy.ts';
import { nativeCopyBody } from './plan.ts';
import { field, isObj } from './hits.ts';
import { sleep } from '../model/values.ts';

/** The counters of a running or finished reindex task (BulkByScrollTask.Status). */
export interface TaskCounters {
  total: number;
  created: number;
  updated: number;
  deleted: number;
  versionConflicts: number;
  noops: number;
  batches: number;
}

/** The counters in a task's `status` (or a finished task's `response`), zeros where absent. */
export function countersOf(status: unknown): TaskCounters {
  const n = (k: string): number => {
    const v = isObj(status) ? status[k] : undefined;
    return typeof v === 'number' && Number.isFinite(v) ? v : 0;
  };
  return { total: n('total'), created: n('created'), updated: n('updated'), deleted: n('deleted'), versionConflicts: n('version_conflicts'), noops: n('noops'), batches: n('batches') };
}

/** Documents the task has dealt with: written, already newer in the new index, or left as they were. */
export function handled(c: TaskCounters): number {
  return c.created + c.updated + c.versionConflicts + c.noops;
}

/** The failures a finished task reports (bulk item failures and search failures), as the tally keeps them. */
export function taskFailures(response: unknown): ItemFailure[] {
  const list = isObj(response) && Array.isArray(response.failures) ? response.failures : [];
  return list.map((f) => {
    const cause = isObj(f) && isObj(f.cause) ? f.cause : isObj(f) && isObj(f.reason) ? f.reason : {};
    return {
      id: isObj(f) && typeof f.id === 'string' ? f.id : '(search)',
      status: isObj(f) && typeof f.status === 'number' ? f.status : 500,
      type: typeof cause.type === 'string' ? cause.type : 'exception',
      reason: typeof cause.reason === 'string' ? cause.reason : JSON.stringify(f).slice(0, 200),
    };
  });
}

/** Copy the old index with a `_reindex` task and follow it to its end. */
export async function copyNative(ctx: Ctx, signal?: AbortSignal): Promise<PassStats & { task: string }> {
  const { client, plan } = ctx;
  const started = performance.now();
  const query: Record<string, string> = { wait_for_completion: 'false', slices: 'auto' };
  if (plan.rate !== undefined) query.requests_per_second = String(plan.rate);
  // Not repeated blindly: a lost answer may have started a task already; a second would copy twice (harmless under external versions, but slower).
  const reindex = { api: 'reindex', method: 'POST' } as const;
  const start = await client.send(reindex, { query, body: nativeCopyBody(plan.oldIndex, plan.newIndex, plan.batch), idempotent: false });
  const task = field(start.json, 'task');
  if (start.status !== 200 || typeof task !== 'string') throw ReindexRequestError.of(reindex, start.status, `no task id: ${describeReply(start)}`);
  ctx.hooks.onSnapshotsOpen?.(client.now());
  const t0 = performance.now();
  let wait = 10;
  let seen = -1;
  for (;;) {
    if (signal?.aborted) {
      const c = await client.send({ api: 'tasks.cancel', method: 'POST', params: { task_id: task } });
      throw new Error(`interrupted: copy task ${task} ${c.status === 200 ? 'cancelled' : `could not be cancelled (${describeReply(c)}): cancel it with POST /_tasks/${task}/_cancel`}`);
    }
    const r = await client.ok({ api: 'tasks.get', method: 'GET', params: { task_id: task } });
    const completed = field(r.json, 'completed') === true;
    const counters = countersOf(completed ? field(r.json, 'response') : field(r.json, 'task', 'status'));
    ctx.progress({ phase: 'copy', done: handled(counters), total: counters.total || plan.docs });
    if (completed) {
      const error = field(r.json, 'error');
      if (error !== undefined) throw new Error(`copy task ${task} failed: ${JSON.stringify(error).slice(0, 300)}`);
      const response = field(r.json, 'response');
      const failures = taskFailures(response);
      const writes = tally();
      addTally(writes, { ok: counters.created + counters.updated, conflicts: counters.versionConflicts, notFound: 0, failed: failures.length, failures, maxSeqNo: -1 });
      if (field(response, 'timed_out') === true) throw new Error(`copy task ${task} timed out`);
      if (field(response, 'canceled') !== undefined) throw new Error(`copy task ${task} was cancelled: ${String(field(response, 'canceled'))}`);
      return { kind: 'copy', read: counters.total, copied: counters.created + counters.updated, deleted: 0, writes, ms: performance.now() - started, task };
    }
    // While the task moves, poll about 50 times over its run so far (never above 4 a second late in a long
    // copy); when it does not move between two polls (throttled, or a server that advances it only when
    // asked), back off to at most one poll a second.
    const progressed = handled(counters) > seen;
    seen = handled(counters);
    wait = progressed ? Math.min(250, Math.max(10, (performance.now() - t0) / 50)) : Math.min(1000, wait * 2);
    await sleepUnlessAborted(wait, signal);
  }
}

/** Wait `ms`, or less when `signal` aborts; the abort listener is removed either way (one per poll would pile up). */
function sleepUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return sleep(ms);
  if (signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
