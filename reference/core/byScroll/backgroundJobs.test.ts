/** Background by-scroll jobs: progress a batch at a time, throttling, rethrottle, cancellation, conflicts with clients' writes. */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import type { ProfileName } from '../../profiles.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A simulator whose clock the test moves, with jobs driven by the test (`driver`) or one round per request. */
function sim(jobs: 'driver' | 'per-request' = 'driver', profile: ProfileName = 'es8') {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const s = new Simulator({ profile, now: () => clock.now, seed: 7, jobs });
  const call = (method: string, path: string, body?: unknown, query: Record<string, string> = {}) => {
    const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const r = s.handle({ method, path, query, headers: { 'content-type': text?.startsWith('{"index"') ? 'application/x-ndjson' : 'application/json' }, ...(text === undefined ? {} : { body: text }) });
    return { status: r.status, body: (r.body ? JSON.parse(r.body) : undefined) as Body };
  };
  return { s, call, clock };
}

/** `n` documents in `index` (ids 1..n), one bulk. */
function seed(call: ReturnType<typeof sim>['call'], n: number, index = 'src', type?: string): void {
  const lines: string[] = [];
  for (let i = 1; i <= n; i++) lines.push(JSON.stringify({ index: { _index: index, ...(type ? { _type: type } : {}), _id: String(i) } }), JSON.stringify({ n: i }));
  const r = call('POST', '/_bulk', lines.join('\n') + '\n', { refresh: 'true' });
  expect(r.body.errors).toBe(false);
}

function startReindex(call: ReturnType<typeof sim>['call'], query: Record<string, string> = {}, size = 100, extra: Body = {}): string {
  const r = call('POST', '/_reindex', { source: { index: 'src', size }, dest: { index: 'dst' }, ...extra }, { wait_for_completion: 'false', ...query });
  expect(r.status).toBe(200);
  return r.body.task as string;
}

describe('a background job advances a batch per step', () => {
  it('answers its task id at once; GET /_tasks/<id> shows completed: false and the counters as they progress', () => {
    const { s, call } = sim();
    seed(call, 250);
    const task = startReindex(call);
    // Nothing was written yet: the job's search ran, its writes wait for the steps.
    expect(call('GET', '/dst/_count').status).toBe(404);
    const before = call('GET', `/_tasks/${task}`).body;
    expect(before.completed).toBe(false);
    expect(before.task).toMatchObject({ action: 'indices:data/write/reindex', cancellable: true, cancelled: false, description: 'reindex from [src] to [dst]' });
    expect(before.task.status).toMatchObject({ total: 250, created: 0, batches: 0 });
    expect(before.response).toBeUndefined();
    expect(s.stepJobs().batches).toBe(1);
    expect(call('GET', `/_tasks/${task}`).body.task.status).toMatchObject({ total: 250, created: 100, batches: 1 });
    s.stepJobs();
    expect(call('GET', `/_tasks/${task}`).body.task.status).toMatchObject({ created: 200, batches: 2 });
    const last = s.stepJobs();
    expect(last).toMatchObject({ batches: 1, running: 0 });
    const done = call('GET', `/_tasks/${task}`).body;
    expect(done.completed).toBe(true);
    expect(done.response).toMatchObject({ total: 250, created: 250, batches: 3, failures: [] });
    expect(call('GET', '/dst/_count').body.count).toBe(250);
  });

  it('a step may write part of a batch (maxDocs): the counts grow within it, the throttle waits for its end', () => {
    const { s, call, clock } = sim();
    seed(call, 250);
    const task = startReindex(call, { requests_per_second: '100' });
    expect(s.stepJobs({ maxDocs: 30 }).batches).toBe(1);
    expect(call('GET', `/_tasks/${task}`).body.task.status).toMatchObject({ created: 30, batches: 1, throttled_until_millis: 0 });
    clock.now += 200;
    // The batch under way goes on regardless of the throttle; the wait counts from the batch's start.
    s.stepJobs({ maxDocs: 1000 });
    expect(call('GET', `/_tasks/${task}`).body.task.status).toMatchObject({ created: 100, batches: 1, throttled_until_millis: 800 });
    expect(s.stepJobs({ maxDocs: 1000 }).batches).toBe(0);
  });

  it('the status keeps ES order and running_time_in_nanos comes from the clock', () => {
    const { s, call, clock } = sim();
    seed(call, 150);
    const task = startReindex(call);
    s.stepJobs();
    clock.now += 1500;
    const t = s.handle({ method: 'GET', path: `/_tasks/${task}`, query: {} });
    expect(JSON.parse(t.body).task.running_time_in_nanos).toBe(1_500_000_000);
    expect(t.body).toContain('"status":{"total":150,"updated":0,"created":100,"deleted":0,"batches":1,"version_conflicts":0,"noops":0,"retries":{"bulk":0,"search":0},"throttled_millis":0,"requests_per_second":-1.0,"throttled_until_millis":0}');
  });

  it('in-process (per-request): each handled request first advances every running job by one round', () => {
    const { call } = sim('per-request');
    seed(call, 250);
    const task = startReindex(call);
    // Two client requests, one batch between them each time.
    expect(call('GET', `/_tasks/${task}`).body.task.status.created).toBe(100);
    expect(call('GET', `/_tasks/${task}`).body.task.status.created).toBe(200);
    expect(call('GET', `/_tasks/${task}`).body).toMatchObject({ completed: true, response: { created: 250 } });
  });

  it('GET /_tasks/<id>?wait_for_completion=true waits for the task: in-process it runs to its end; a driver asks again when it has ended', () => {
    const inProcess = sim('per-request');
    seed(inProcess.call, 250);
    const started = startReindex(inProcess.call, { requests_per_second: '1' });
    const r = inProcess.call('GET', `/_tasks/${started}`, undefined, { wait_for_completion: 'true' });
    expect(r.body).toMatchObject({ completed: true, response: { created: 250, batches: 3 } });
    // Served (a driver steps the jobs between requests): the request is deferred, the job not run in it.
    const { s, call } = sim('driver');
    seed(call, 250);
    const task = startReindex(call);
    const req = { method: 'GET', path: `/_tasks/${encodeURIComponent(task)}`, query: { wait_for_completion: 'true' } };
    const waiting = s.handle(req);
    expect(waiting.deferredTask).toBe(Number(task.split(':')[1]));
    expect(s.state.jobs.size).toBe(1);
    expect(s.deferredAnswer(waiting.deferredTask!, req)).toBeUndefined(); // nothing left by the job: ask again
    s.runPendingJobs();
    expect(JSON.parse(s.handle(req).body)).toMatchObject({ completed: true, response: { created: 250, batches: 3 } });
  });

  it('wait_for_completion=true (the default) answers the finished job; a driver gets it when the job ends', () => {
    const inProcess = sim('per-request');
    seed(inProcess.call, 250);
    const r = inProcess.call('POST', '/_reindex', { source: { index: 'src', size: 100 }, dest: { index: 'dst' } });
    expect(r.body).toMatchObject({ created: 250, batches: 3 });
    const { s, call } = sim('driver');
    seed(call, 250);
    const req = { method: 'POST', path: '/_reindex', query: { filter_path: 'created,batches' }, headers: { 'content-type': 'application/json' }, body: '{"source":{"index":"src","size":100},"dest":{"index":"dst"}}' };
    const waiting = s.handle(req);
    expect(waiting.deferredTask).toBeTypeOf('number');
    expect(s.deferredAnswer(waiting.deferredTask!, req)).toBeUndefined();
    s.runPendingJobs();
    const answer = s.deferredAnswer(waiting.deferredTask!, req)!;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ created: 250, batches: 3 });
    // Collected once; and a waited job stores no task result.
    expect(s.deferredAnswer(waiting.deferredTask!, req)).toBeUndefined();
    expect(s.state.tasks.size).toBe(0);
  });

  it('the job sees its point-in-time view: documents written after it started are not copied, deleted ones still are', () => {
    const { s, call } = sim();
    seed(call, 150);
    const task = startReindex(call);
    call('PUT', '/src/_doc/999', { n: 999 }, { refresh: 'true' });
    call('DELETE', '/src/_doc/150', undefined, { refresh: 'true' });
    s.runPendingJobs();
    expect(call('GET', `/_tasks/${task}`).body.response).toMatchObject({ total: 150, created: 150 });
    expect(call('GET', '/dst/_doc/999').status).toBe(404);
    expect(call('GET', '/dst/_doc/150').status).toBe(200);
  });

  it('a search the job cannot make is the stored task error, as before', () => {
    const { call } = sim();
    const r = call('POST', '/_reindex', { source: { index: 'nope' }, dest: { index: 'dst' } }, { wait_for_completion: 'false' });
    const t = call('GET', `/_tasks/${r.body.task}`).body;
    expect(t).toMatchObject({ completed: true, error: { type: 'index_not_found_exception' } });
  });
});

describe('sliced background jobs', () => {
  it('the leader shows only finished slices (null while running); each slice is a child task in GET /_tasks', () => {
    const { s, call } = sim();
    call('PUT', '/src', { settings: { number_of_shards: 2 } });
    seed(call, 300);
    const task = startReindex(call, { slices: 'auto' });
    const listed = call('GET', '/_tasks', undefined, { actions: '*reindex', detailed: 'true' }).body;
    const tasks = Object.values(listed.nodes)[0] as Body;
    const ids = Object.keys(tasks.tasks);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(task);
    expect(tasks.tasks[ids[1]!].parent_task_id).toBe(task);
    expect(tasks.tasks[ids[2]!].parent_task_id).toBe(task);
    s.stepJobs();
    const leader = call('GET', `/_tasks/${task}`).body.task.status;
    expect(leader.slices).toEqual([null, null]);
    expect(leader.created).toBe(0);
    const child = call('GET', `/_tasks/${ids[1]}`).body;
    expect(child.completed).toBe(false);
    expect(child.task.status).toMatchObject({ slice_id: 0, created: 100, batches: 1 });
    s.runPendingJobs();
    const done = call('GET', `/_tasks/${task}`).body;
    expect(done.response.created).toBe(300);
    expect(done.response.slices).toHaveLength(2);
    expect(done.response.slices[0].slice_id).toBe(0);
  });
});

describe('throttling and _rethrottle', () => {
  it('requests_per_second holds the next batch for batch_size / rate seconds of the clock', () => {
    const { s, call, clock } = sim();
    seed(call, 300);
    const task = startReindex(call, { requests_per_second: '100' });
    expect(s.stepJobs().batches).toBe(1);
    // 100 documents at 100/s: the next batch may start one second after this one did.
    const held = s.stepJobs();
    expect(held).toMatchObject({ batches: 0, running: 1, wakeAt: clock.now + 1000 });
    clock.now += 400;
    expect(call('GET', `/_tasks/${task}`).body.task.status).toMatchObject({ created: 100, requests_per_second: 100, throttled_until_millis: 600, throttled_millis: 1000 });
    expect(s.stepJobs().batches).toBe(0);
    clock.now += 600;
    expect(s.stepJobs().batches).toBe(1);
    expect(call('GET', `/_tasks/${task}`).body.task.status.created).toBe(200);
  });

  it('rethrottle to a faster rate shortens the wait under way; -1 lifts it; the answer lists the task with its status', () => {
    const { s, call, clock } = sim();
    seed(call, 300);
    const task = startReindex(call, { requests_per_second: '10' });
    s.stepJobs();
    expect(s.stepJobs().wakeAt).toBe(clock.now + 10_000);
    const faster = call('POST', `/_reindex/${task}/_rethrottle`, undefined, { requests_per_second: '100' });
    expect(faster.status).toBe(200);
    const node = Object.values(faster.body.nodes)[0] as Body;
    expect(node.tasks[task]).toMatchObject({ action: 'indices:data/write/reindex', status: { requests_per_second: 100 } });
    // 10 s left at 10/s become 1 s at 100/s.
    expect(s.stepJobs().wakeAt).toBe(clock.now + 1000);
    const slower = call('POST', `/_update_by_query/${task}/_rethrottle`, undefined, { requests_per_second: '1' });
    expect(slower.status).toBe(200);
    // A slower rate leaves the wait under way as it is.
    expect(s.stepJobs().wakeAt).toBe(clock.now + 1000);
    call('POST', `/_delete_by_query/${task}/_rethrottle`, undefined, { requests_per_second: '-1' });
    expect(s.stepJobs().batches).toBe(1);
    expect(call('GET', `/_tasks/${task}`).body.task.status).toMatchObject({ created: 200, requests_per_second: -1, throttled_until_millis: 0 });
  });

  it('rethrottle of a task not running is a node failure; without or with a bad rate a 400', () => {
    const { s, call } = sim();
    seed(call, 10);
    const task = startReindex(call);
    s.runPendingJobs();
    const gone = call('POST', `/_reindex/${task}/_rethrottle`, undefined, { requests_per_second: '5' });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({
      node_failures: [{ type: 'failed_node_exception', reason: expect.stringMatching(/^Failed node \[/), node_id: task.split(':')[0], caused_by: { type: 'resource_not_found_exception', reason: `task [${task}] is missing` } }],
      nodes: {},
    });
    const elsewhere = call('POST', '/_delete_by_query/test:007/_rethrottle', undefined, { requests_per_second: '2' });
    expect(elsewhere.body.node_failures[0].caused_by.type).toBe('no_such_node_exception');
    expect(call('POST', `/_reindex/${task}/_rethrottle`).body.error.reason).toBe('requests_per_second is a required parameter');
    expect(call('POST', `/_reindex/${task}/_rethrottle`, undefined, { requests_per_second: '0' }).status).toBe(400);
    expect(call('POST', '/_reindex/nocolon/_rethrottle', undefined, { requests_per_second: '1' }).body.error.type).toBe('illegal_argument_exception');
  });
});

describe('cancellation', () => {
  it('the next step stops the job; its stored result has canceled: "by user request" and the counts so far', () => {
    const { s, call } = sim();
    seed(call, 300);
    const task = startReindex(call);
    s.stepJobs();
    const c = call('POST', `/_tasks/${task}/_cancel`);
    expect(c.status).toBe(200);
    const node = Object.values(c.body.nodes)[0] as Body;
    expect(node.tasks[task]).toMatchObject({ action: 'indices:data/write/reindex', cancellable: true, cancelled: true });
    expect(node.tasks[task].status).toBeUndefined();
    expect(s.stepJobs()).toMatchObject({ batches: 0, running: 0 });
    const t = call('GET', `/_tasks/${task}`).body;
    expect(t.completed).toBe(true);
    expect(t.response).toMatchObject({ created: 100, batches: 1, canceled: 'by user request' });
    expect(t.task.status.canceled).toBe('by user request');
    expect(call('GET', '/dst/_count').body.count).toBe(100);
    const again = call('POST', `/_tasks/${task}/_cancel`);
    expect(again.body.node_failures[0].caused_by).toEqual({ type: 'resource_not_found_exception', reason: `task [${task}] is not found` });
    expect(again.body.nodes).toEqual({});
  });

  it('POST /_tasks/_cancel?actions=*reindex cancels the running reindex jobs only', () => {
    const { s, call } = sim();
    seed(call, 300);
    const re = startReindex(call);
    const ubq = call('POST', '/src/_update_by_query', undefined, { wait_for_completion: 'false', scroll_size: '100' }).body.task as string;
    const c = call('POST', '/_tasks/_cancel', undefined, { actions: '*reindex' });
    expect(Object.keys((Object.values(c.body.nodes)[0] as Body).tasks)).toEqual([re]);
    s.runPendingJobs();
    expect(call('GET', `/_tasks/${re}`).body.response.canceled).toBe('by user request');
    expect(call('GET', `/_tasks/${ubq}`).body.response).toMatchObject({ updated: 300 });
    expect(call('GET', `/_tasks/${ubq}`).body.response.canceled).toBeUndefined();
    expect(call('POST', '/_tasks/_cancel', undefined, { actions: 'unknown_action' }).body).toEqual({ nodes: {} });
  });
});

describe('clients write while a job runs', () => {
  it('delete by query: a document a client changed after the search is a version conflict (counted under conflicts=proceed)', () => {
    const { s, call } = sim();
    seed(call, 200);
    const task = call('POST', '/src/_delete_by_query', { query: { match_all: {} } }, { wait_for_completion: 'false', scroll_size: '100', conflicts: 'proceed' }).body.task as string;
    s.stepJobs();
    expect(call('PUT', '/src/_doc/150', { n: 1500 }).status).toBe(200);
    s.runPendingJobs();
    expect(call('GET', `/_tasks/${task}`).body.response).toMatchObject({ deleted: 199, version_conflicts: 1, failures: [] });
    expect(call('GET', '/src/_doc/150').body._source).toEqual({ n: 1500 });
  });

  it('without conflicts=proceed the conflict fails the job after its batch', () => {
    const { s, call } = sim();
    seed(call, 300);
    const task = call('POST', '/src/_delete_by_query', { query: { match_all: {} } }, { wait_for_completion: 'false', scroll_size: '100' }).body.task as string;
    s.stepJobs();
    call('DELETE', '/src/_doc/150');
    s.runPendingJobs();
    const r = call('GET', `/_tasks/${task}`).body.response;
    expect(r).toMatchObject({ deleted: 199, version_conflicts: 1, batches: 2 });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ id: '150', status: 409, cause: { type: 'version_conflict_engine_exception' } });
  });

  it('reindex with version_type external: a newer client write to the destination wins, the job counts a conflict', () => {
    const { s, call } = sim();
    seed(call, 200);
    // `conflicts` is a body field of _reindex (a query parameter only of the by-query APIs).
    const task = startReindex(call, {}, 100, { conflicts: 'proceed', dest: { index: 'dst', version_type: 'external' } });
    s.stepJobs();
    expect(call('PUT', '/dst/_doc/150', { n: 1500 }, { version: '5', version_type: 'external' }).status).toBe(201);
    s.runPendingJobs();
    expect(call('GET', `/_tasks/${task}`).body.response).toMatchObject({ created: 199, version_conflicts: 1 });
    expect(call('GET', '/dst/_doc/150').body).toMatchObject({ _version: 5, _source: { n: 1500 } });
  });
});

describe.each(['es5', 'es6', 'es8', 'opensearch2'] as ProfileName[])('every version (%s)', (profile) => {
  it('runs a background reindex, shows it running, rethrottles and cancels it', () => {
    const { s, call } = sim('driver', profile);
    // ES 5 names a type in every write.
    seed(call, 250, 'src', profile === 'es5' ? 'doc' : undefined);
    const task = startReindex(call);
    s.stepJobs();
    const running = call('GET', `/_tasks/${task}`).body;
    expect(running.completed).toBe(false);
    expect(running.task.status).toMatchObject({ total: 250, created: 100 });
    // `cancelled` appeared in TaskInfo with ES 7.16.
    expect('cancelled' in running.task).toBe(profile === 'es8' || profile === 'opensearch2');
    expect(call('POST', `/_reindex/${task}/_rethrottle`, undefined, { requests_per_second: '50' }).status).toBe(200);
    expect(call('POST', `/_tasks/${task}/_cancel`).status).toBe(200);
    s.stepJobs();
    expect(call('GET', `/_tasks/${task}`).body.response).toMatchObject({ created: 100, canceled: 'by user request' });
  });
});
