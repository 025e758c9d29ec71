/**
 * A Target for the shipped reindex command inside a property: every request it sends goes to the target
 * and to the reference through the Duo (recorded, compared, replayable as a YAML `do` step), and the
 * command continues with the target's answer. The reference's own scroll ids stand in for the target's
 * on the reference side, and its own sequence numbers in the command's `if_seq_no` conditions (seqNoMap.ts).
 * Requests the reference has no route for (`_stats`, the cluster state) are sent
 * to the target only: the command copes with either answer, and the reference is no oracle for them.
 *
 * A disagreement does not stop the command halfway (a Target never throws): the first one is kept and
 * rethrown by `rethrow()` once the command has returned, attributed to the area of the API that diverged.
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { apiPath } from '../../reference/api/catalogue.ts';
import type { ProfileName } from '../../reference/profiles.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import type { ApiCall } from '../api/apiCall.ts';
import { apiOf } from './apiArea.ts';
import { jsonOf, PropertyFailure, type Duo, type SendOptions } from './duo.ts';
import { SeqNoMap } from './seqNoMap.ts';
import { HARNESS_CODES } from '../model/errors.ts';

/** What a request's body is as a YAML step: parsed JSON, or NDJSON lines as a list. */
function bodyOf(req: WireRequest): unknown {
  const text = typeof req.body === 'string' ? req.body : req.body ? new TextDecoder().decode(req.body) : '';
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as unknown);
  }
}

/** The request as the API call it makes (path parts and query as parameters), for the replayable scenario. */
function callOf(req: WireRequest, api: string, parts: Record<string, string>): ApiCall {
  const body = bodyOf(req);
  return { api, params: { ...parts, ...(req.query ?? {}) }, ...(body !== undefined ? { body } : {}) };
}

/** Replace the target's scroll ids in a request body with the reference's. */
function translated(req: WireRequest, ids: ReadonlyMap<string, string>): WireRequest {
  if (ids.size === 0 || typeof req.body !== 'string' || !req.body.includes('scroll_id')) return req;
  const body = JSON.parse(req.body) as { scroll_id?: string | string[] };
  const map = (id: string): string => ids.get(id) ?? id;
  if (typeof body.scroll_id === 'string') body.scroll_id = map(body.scroll_id);
  else if (Array.isArray(body.scroll_id)) body.scroll_id = body.scroll_id.map(map);
  return { ...req, body: JSON.stringify(body) };
}

/**
 * Whether a search reads in the order the documents were written: index order (`sort: ["_doc"]`, the
 * order a scan uses) or `_seq_no` (the reindex's floor and marks: which document got the highest number
 * depends on the order concurrent bulks arrived).
 */
function inWriteOrder(req: WireRequest): boolean {
  const sort = (bodyOf(req) as { sort?: unknown } | undefined)?.sort;
  const only = Array.isArray(sort) && sort.length === 1 ? sort[0] : sort;
  const key = typeof only === 'string' ? only : typeof only === 'object' && only !== null && Object.keys(only).length === 1 ? Object.keys(only)[0] : undefined;
  return key === '_doc' || key === '_seq_no';
}

/**
 * Hits a page in write order holds are not compared with the reference's: the command's slices write the
 * new index concurrently, and the order their bulk requests reach a real server (over HTTP) and the
 * in-process reference differs, so the same scan pages the same documents differently. The totals are
 * compared; what the documents are is judged once the command is done, through the alias (as a set).
 */
const ORDER_DEPENDENT = ['hits.hits'];

/** The APIs whose `wait_for_completion=false` answers a task id. */
const BY_SCROLL_JOBS = new Set(['reindex', 'update_by_query', 'delete_by_query']);

/** A finished task's own timing and identity: the target's, not comparable with the reference's. */
const TASK_TIMING = ['task', 'response.took', 'response.throttled_millis', 'response.throttled_until_millis'];

/** A tee over the Duo; `rethrow()` raises the first disagreement (or failure to reach either side). */
export function teeTarget(duo: Duo, profile: ProfileName): Target & { rethrow(): void } {
  const scrollIds = new Map<string, string>();
  const seqNos = new SeqNoMap();
  /** The target's scroll ids of scans in index order. */
  const scans = new Set<string>();
  /** The target's task ids of background jobs, to the reference's. */
  const taskIds = new Map<string, string>();
  let failure: PropertyFailure | undefined;
  let n = 0;
  return {
    name: `${duo.target.name} (tee with the reference)`,
    async send(req: WireRequest): Promise<Outcome> {
      const r = apiOf(req, profile);
      if (!r) return duo.target.send(req);
      const scrolled = r.api === 'search' && req.query?.scroll !== undefined || r.api === 'scroll';
      const continued = r.api === 'scroll' ? (bodyOf(req) as { scroll_id?: unknown } | undefined)?.scroll_id : undefined;
      const scan = (r.api === 'search' && inWriteOrder(req)) || (typeof continued === 'string' && scans.has(continued));
      const options: SendOptions = {
        ...(scrolled ? { stash: { path: '_scroll_id', name: `scroll_${++n}` } } : {}),
        // The version a real server reports is its own; the reference only stands for its family.
        ...(r.api === 'info' ? { ignore: ['name', 'version', 'tagline', 'cluster_name', 'cluster_uuid'] } : {}),
        ...(scan ? { ignore: ORDER_DEPENDENT } : {}),
        // A background job's task id numbers the server's tasks so far (each `GET /_tasks` is one too, and only
        // the target sees the polls of a running task): the two sides' ids are mapped, not compared.
        ...(BY_SCROLL_JOBS.has(r.api) && req.query?.wait_for_completion === 'false' ? { ignore: ['task'] } : {}),
      };
      // A running task's status is the target's timing, not a fact the reference can share: it is not
      // compared. Once the target says the task completed, the reference is asked to finish its own
      // (`wait_for_completion=true`) and the results are compared, the task's own timing left out.
      if (r.api === 'tasks.get' && r.parts.task_id !== undefined) {
        const first = await duo.target.send(req);
        if (first.kind !== 'ok' || (jsonOf(first) as { completed?: unknown } | undefined)?.completed !== true) return first;
        const refId = taskIds.get(r.parts.task_id) ?? r.parts.task_id;
        const forReference = { ...req, path: apiPath('tasks.get', req.method.toUpperCase(), { ...r.parts, task_id: refId }), query: { ...(req.query ?? {}), wait_for_completion: 'true' } };
        try {
          return (await duo.sendRequest(callOf(req, r.api, r.parts), req, { ignore: TASK_TIMING }, forReference)).target;
        } catch (e) {
          if (!(e instanceof PropertyFailure)) throw e;
          failure ??= e;
          return first;
        }
      }
      try {
        const forReference = seqNos.forReference(translated(req, scrollIds), r.parts.index);
        const { target, reference } = await duo.sendRequest(callOf(req, r.api, r.parts), req, options, forReference);
        seqNos.learn(jsonOf(target), jsonOf(reference));
        const t = (jsonOf(target) as { _scroll_id?: unknown } | undefined)?._scroll_id;
        const ref = (jsonOf(reference) as { _scroll_id?: unknown } | undefined)?._scroll_id;
        if (typeof t === 'string' && typeof ref === 'string') scrollIds.set(t, ref);
        if (scan && typeof t === 'string') scans.add(t);
        const task = (jsonOf(target) as { task?: unknown } | undefined)?.task;
        const refTask = (jsonOf(reference) as { task?: unknown } | undefined)?.task;
        if (typeof task === 'string' && typeof refTask === 'string') taskIds.set(task, refTask);
        return target;
      } catch (e) {
        if (!(e instanceof PropertyFailure)) throw e;
        failure ??= e;
        // Still answer the command with what the target said, so it finishes its steps (and cleans up).
        const ex = [...duo.exchanges].reverse().find((x) => x.request === req);
        return ex ? ex.outcome : { kind: 'info', code: HARNESS_CODES.propertyFailed, reason: e.message, ms: 0 };
      }
    },
    close: async () => {},
    rethrow: () => {
      if (failure) throw failure;
    },
  };
}
