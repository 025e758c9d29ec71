/**
 * With `--data`, a write whose script runs long runs it in slices as without (issue 32: no script holds the
 * server for more than 100 ms while others wait), and what it acknowledged survives a restart: the journal
 * records the write where it landed among the others, in the environment its last attempt ran in
 * (docs/writePass.ts; Simulator.handleIn's `attempt`). Asserted by order, not by time: while one scripted write
 * of many slices runs, `GET /` and other writes sent meanwhile are answered before it ends.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { durable, send, ticking } from './dataTestkit.ts';

/** A loop of some hundreds of milliseconds: many slices of the server's 10 ms. */
const LOOP = 'long s = 0; for (int i = 0; i < 400000; i++) { s += i % 7; s = s * 3 % 1000003 }';

/** Sends the write, then `GET /` and each of `meanwhile` one after another until the write answers; the order they were answered in. */
async function during(s: RunningServer, method: string, path: string, body: object, meanwhile: [string, string, string?][] = []): Promise<{ order: string[]; status: number; text: string }> {
  const order: string[] = [];
  let done = false;
  const write = send(s, method, path, JSON.stringify(body)).then((r) => {
    done = true;
    order.push('write');
    return r;
  });
  const queue = [...meanwhile];
  for (let n = 0; !done && n < 1000; n++) {
    const next = queue.shift();
    const r = next ? await send(s, next[0], next[1], next[2]) : await send(s, 'GET', '/');
    expect(r.status, r.text).toBeLessThan(300);
    if (!done) order.push(next ? 'other write' : 'get');
  }
  const r = await write;
  return { order, ...r };
}

describe('a scripted write on a server with --data', () => {
  it('runs its script in slices, lands after the writes served meanwhile, and a restart replays what it answered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-sliced-write-'));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 5, now: ticking() });
    expect((await send(s1, 'PUT', '/k/_doc/1', JSON.stringify({ n: 1 }))).status).toBe(201);
    expect((await send(s1, 'PUT', '/_ingest/pipeline/long', JSON.stringify({ processors: [{ script: { source: `${LOOP} ctx.s = s; ctx.t = ctx._ingest == null ? 0 : 1` } }, { set: { field: 'at', value: '{{_ingest.timestamp}}' } }] }))).status).toBe(200);
    // An update whose document changes meanwhile runs its script again on the new read (retry_on_conflict).
    const upd = await during(s1, 'POST', '/k/_update/1?retry_on_conflict=2', { script: { source: `${LOOP} ctx._source.s = s + ctx._source.n; ctx._source.now = ctx._now` } }, [['PUT', '/k/_doc/1', JSON.stringify({ n: 5 })], ['PUT', '/k/_doc/2', JSON.stringify({ n: 2 })]]);
    expect(upd.status, upd.text).toBe(200);
    expect(upd.order.slice(0, 3)).toEqual(['other write', 'other write', 'get']);
    expect(upd.order.at(-1)).toBe('write');
    // An auto id through a pipeline whose script runs long: the id drawn in the attempt that wrote, after the one
    // another auto-id write drew meanwhile (a replay in the request's first environment would draw that one again).
    const auto = await during(s1, 'POST', '/k/_doc?pipeline=long', { n: 3 }, [['POST', '/k/_doc', JSON.stringify({ n: 4 })]]);
    expect(auto.status, auto.text).toBe(201);
    expect(auto.order).toContain('get');
    // A failing script changes nothing and is not recorded.
    const bad = await during(s1, 'POST', '/k/_update/2', { script: { source: `${LOOP} ctx._source.x = s / 0` } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('arithmetic_exception');
    expect(bad.order).toContain('get');
    // One document's long script in an update by query and a reindex (a job's steps, each recorded): others
    // are served while it runs, and the replay of its steps ends where it ended.
    const ubq = await during(s1, 'POST', '/k/_update_by_query?refresh=true', { query: { ids: { values: ['2'] } }, script: { source: `${LOOP} ctx._source.u = s` } });
    expect(ubq.status, ubq.text).toBe(200);
    expect(ubq.order).toContain('get');
    const rx = await during(s1, 'POST', '/_reindex?refresh=true', { source: { index: 'k', query: { ids: { values: ['2'] } } }, dest: { index: 'k2' }, script: { source: `${LOOP} ctx._source.r = s` } });
    expect(rx.status, rx.text).toBe(200);
    expect(rx.order).toContain('get');
    const doc1 = JSON.parse((await send(s1, 'GET', '/k/_doc/1')).text) as { _source: Record<string, unknown>; _version: number };
    expect(doc1._version).toBe(3);
    expect(doc1._source.n).toBe(5);
    const state = durable(s1.simulator);
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 5, now: ticking() });
    expect(durable(s2.simulator)).toBe(state);
    await s2.close();
  }, 60_000);
});
