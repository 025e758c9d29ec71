/** The served simulator runs background jobs between requests: other clients are answered while a job runs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

let srv: RunningServer;
/** Calls of the step function, and whether a job was running, seen when each client answer arrived. */
let steps = 0;
beforeAll(async () => {
  srv = await startServer({ port: 0, host: '127.0.0.1', profile: 'es8' });
  const original = srv.simulator.stepJobs.bind(srv.simulator);
  srv.simulator.stepJobs = (budget) => {
    steps++;
    return original(budget);
  };
});
afterAll(async () => {
  await srv.close();
});

async function call(method: string, path: string, body?: string, contentType = 'application/json'): Promise<{ status: number; body: Body }> {
  const r = await request(`${srv.url}${path}`, { method: method as 'GET', headers: { 'content-type': contentType }, ...(body === undefined ? {} : { body }) });
  const text = await r.body.text();
  return { status: r.statusCode, body: text ? (JSON.parse(text) as Body) : {} };
}

const DOCS = 20_000;

async function seed(index: string): Promise<void> {
  const lines: string[] = [];
  for (let i = 1; i <= DOCS; i++) lines.push(`{"index":{"_index":"${index}","_id":"${i}"}}`, `{"n":${i}}`);
  const r = await call('POST', '/_bulk?refresh=true', lines.join('\n') + '\n', 'application/x-ndjson');
  expect(r.body.errors).toBe(false);
}

/** A reindex of DOCS documents in batches of 50 (400 batches), not waited for. */
async function startCopy(dest: string): Promise<string> {
  const r = await call('POST', '/_reindex?wait_for_completion=false', JSON.stringify({ source: { index: 'src', size: 50 }, dest: { index: dest } }));
  expect(r.status).toBe(200);
  return r.body.task as string;
}

describe('background jobs in the served simulator', () => {
  it('client requests are answered between the steps of a running reindex, which goes on between them', async () => {
    await seed('src');
    const task = await startCopy('dst1');
    const seen: Array<{ steps: number; running: boolean }> = [];
    for (let i = 0; i < 3; i++) {
      const r = await call('GET', '/');
      expect(r.status).toBe(200);
      seen.push({ steps, running: srv.simulator.state.jobs.has(Number(task.split(':')[1])) });
    }
    // Answered while the job was still running (it was not run to its end before them)…
    expect(seen[0]!.running).toBe(true);
    // …and the job advanced between two client requests.
    expect(seen[2]!.steps).toBeGreaterThan(seen[0]!.steps);
    const mid = await call('GET', `/_tasks/${task}`);
    if (mid.body.completed === false) expect(mid.body.task.status.total).toBe(DOCS);
    const done = await call('GET', `/_tasks/${task}?wait_for_completion=true`);
    expect(done.body).toMatchObject({ completed: true, response: { total: DOCS, created: DOCS, batches: DOCS / 50 } });
    expect((await call('GET', '/dst1/_count')).body.count).toBe(DOCS);
  });

  // The JavaScript client sends the task id's ':' as %3A; the path then only matches once decoded.
  for (const spelling of ['as it is', 'percent-encoded'] as const) {
    it(`GET /_tasks/<id>?wait_for_completion=true (id ${spelling}) is answered when the task ends, and does not hold other clients`, async () => {
      const task = await startCopy(`dst2-${spelling === 'as it is' ? 'a' : 'b'}`);
      const id = spelling === 'as it is' ? task : encodeURIComponent(task);
      const order: string[] = [];
      const waiting = call('GET', `/_tasks/${id}?wait_for_completion=true`).then((r) => {
        order.push('wait');
        return r;
      });
      const other = await call('GET', '/');
      order.push('other');
      expect(other.status).toBe(200);
      // Answered while the job still ran: the waiting request did not run it to its end.
      expect(srv.simulator.state.jobs.has(Number(task.split(':')[1]))).toBe(true);
      const r = await waiting;
      expect(order).toEqual(['other', 'wait']);
      expect(r.body).toMatchObject({ completed: true, response: { created: DOCS } });
    });
  }

  it('a reindex the caller waits for (the default) is answered when it ends, and does not hold other clients', async () => {
    const order: string[] = [];
    const copy = call('POST', '/_reindex', JSON.stringify({ source: { index: 'src', size: 50 }, dest: { index: 'dst4' } })).then((r) => {
      order.push('copy');
      return r;
    });
    const other = await call('GET', '/src/_doc/7');
    order.push('other');
    expect(other.body._source).toEqual({ n: 7 });
    const r = await copy;
    expect(order).toEqual(['other', 'copy']);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: DOCS, created: DOCS, batches: DOCS / 50, failures: [] });
    // A waited job's result is its answer: no task result is stored for it.
    expect(Object.keys(r.body)).not.toContain('task');
  });

  it('a waited delete by query answers in its own view (no created, no updated), its failures deciding the status', async () => {
    const r = await call('POST', '/dst4/_delete_by_query?scroll_size=500&filter_path=deleted,created,failures', JSON.stringify({ query: { range: { n: { lte: 1000 } } } }));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ deleted: 1000, failures: [] });
  });

  it('a cancelled job stops at its next step and stores what it did', async () => {
    const task = await startCopy('dst3');
    const c = await call('POST', `/_tasks/${task}/_cancel`);
    expect(c.status).toBe(200);
    const r = await call('GET', `/_tasks/${task}?wait_for_completion=true`);
    expect(r.body.completed).toBe(true);
    expect(r.body.response.canceled).toBe('by user request');
    expect(r.body.response.created).toBeLessThan(DOCS);
  });
});
