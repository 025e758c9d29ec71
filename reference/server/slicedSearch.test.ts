/**
 * A long search does not hold the served simulator: it runs in slices (core/search/resumable/), and
 * requests that arrive meanwhile are answered between them (issue 27: no search stalls a concurrent
 * `GET /` for more than 100 ms; issue 28: long scans yield). Asserted by order, not by time: while one
 * search of many slices runs, several `GET /` sent one after another are all answered before it ends;
 * a server that ran the search to its end at once would answer at most the first of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';
import { call } from '../testkit.ts';

const DOCS = 120_000;
let srv: RunningServer;

beforeAll(async () => {
  srv = await startServer({ port: 0 });
  call(srv.simulator, 'PUT', '/big', { mappings: { properties: { k: { type: 'keyword' }, n: { type: 'integer' } } } });
  for (let s = 0; s < DOCS; s += 10_000) {
    const lines: unknown[] = [];
    for (let i = s; i < s + 10_000; i++) lines.push({ index: { _id: String(i) } }, { k: `key${i}`, n: i % 1000 });
    expect(call(srv.simulator, 'POST', '/big/_bulk', lines).body.errors).toBe(false);
  }
  call(srv.simulator, 'POST', '/big/_refresh');
}, 120_000);
afterAll(async () => {
  await srv.close();
});

// A scan of every document (a wildcard on a keyword, sorted on a number): the scan's loop, not the engine's.
const LONG = { query: { wildcard: { k: '*7*9*' } }, sort: [{ n: 'desc' }, { k: 'asc' }], size: 5, track_total_hits: true };

describe('a long search in the served simulator', () => {
  it('lets GET / through while it runs, and answers what the synchronous path answers', async () => {
    const order: string[] = [];
    let searchDone = false;
    const search = request(`${srv.url}/big/_search`, { method: 'POST', body: JSON.stringify(LONG), headers: { 'content-type': 'application/json' } }).then(async (r) => {
      const body = (await r.body.json()) as { hits: unknown };
      searchDone = true;
      order.push('search');
      return { status: r.statusCode, body };
    });
    let gets = 0;
    while (!searchDone && gets < 1000) {
      const r = await request(`${srv.url}/`);
      await r.body.text();
      expect(r.statusCode).toBe(200);
      if (!searchDone) order.push('get');
      gets++;
    }
    const answer = await search;
    expect(answer.status).toBe(200);
    // Several GET / answered, one after another, before the search's answer.
    expect(order.indexOf('search')).toBeGreaterThanOrEqual(3);
    const sync = call(srv.simulator, 'POST', '/big/_search', LONG);
    expect(answer.body.hits).toEqual(sync.body.hits);
  }, 120_000);
});
