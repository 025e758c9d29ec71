/**
 * Elasticsearch's limits, checked end to end over HTTP with ES's errors, each with the state left
 * unchanged: request body size (`http.max_content_length`: 413, by Content-Length and chunked),
 * open scroll contexts (`search.max_open_scroll_context`), `index.max_result_window`,
 * `index.mapping.total_fields.limit` and `index.mapping.depth.limit`. Bulk line length: ES has no
 * per-line limit (an NDJSON line may be as long as the body limit allows), and neither do we.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';
import { stateDump } from '../testkit.ts';
import { rawRequest, sendRaw } from './rawHttp.ts';

const LIMIT = 64 * 1024;
let srv: RunningServer;
beforeAll(async () => {
  srv = await startServer({ port: 0, maxBodyBytes: LIMIT, now: () => Date.UTC(2026, 0, 1), seed: 3 });
});
afterAll(async () => {
  await srv?.close();
});

interface Answer { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
async function send(method: string, path: string, body?: unknown, type = 'application/json'): Promise<Answer> {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const r = await request(`${srv.url}${path}`, { method: method as 'GET', headers: text === undefined ? {} : { 'content-type': type }, body: text });
  const raw = await r.body.text();
  let parsed: unknown = raw;
  try {
    parsed = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    /* not JSON */
  }
  return { status: r.statusCode, body: parsed };
}

/** Run `fn`, asserting the cluster state (indexes, mappings, docs, scrolls, settings) did not move. */
async function unchanged(fn: () => Promise<void>): Promise<void> {
  const before = stateDump(srv.simulator);
  await fn();
  expect(stateDump(srv.simulator)).toBe(before);
}

describe('limits, over HTTP, with ES errors and no state change', () => {
  it('body size: 413 with an empty body, by Content-Length and by chunked transfer; just under the limit is accepted', async () => {
    await unchanged(async () => {
      const big = JSON.stringify({ a: 'x'.repeat(LIMIT) });
      const r = await send('PUT', '/sized/_doc/1', big);
      expect(r.status).toBe(413);
      expect(r.body).toBeUndefined();
      const chunked = await sendRaw(srv.port, rawRequest('PUT', '/chunked/_doc/1', [['Content-Type', 'application/json']], Buffer.from(big), true), { kind: 'whole' }, 1);
      expect(chunked.responses[0]?.status).toBe(413);
      const bulk = '{"index":{"_index":"bulky"}}\n' + JSON.stringify({ a: 'y'.repeat(LIMIT) }) + '\n';
      const b = await sendRaw(srv.port, rawRequest('POST', '/_bulk', [['Content-Type', 'application/x-ndjson']], Buffer.from(bulk), true), { kind: 'whole' }, 1);
      expect(b.responses[0]?.status).toBe(413);
    });
    const fits = JSON.stringify({ a: 'x'.repeat(LIMIT - 20) });
    expect((await send('PUT', '/sized/_doc/1', fits)).status).toBe(201);
    expect((await send('DELETE', '/sized')).status).toBe(200);
  });

  it('bulk line length: no per-line limit below the body limit (as in ES); one over-long line only meets the 413', async () => {
    const line = JSON.stringify({ a: 'z'.repeat(LIMIT - 200) });
    const r = await send('POST', '/_bulk', `{"index":{"_index":"lines","_id":"1"}}\n${line}\n`, 'application/x-ndjson');
    expect(r.status).toBe(200);
    expect(r.body.errors).toBe(false);
    expect((await send('GET', '/lines/_doc/1')).body._source.a).toHaveLength(LIMIT - 200);
    expect((await send('DELETE', '/lines')).status).toBe(200);
  });

  it('open scroll contexts: search.max_open_scroll_context, 429 es_rejected_execution_exception; clearing frees a slot', async () => {
    expect((await send('PUT', '/_cluster/settings', { transient: { 'search.max_open_scroll_context': 2 } })).status).toBe(200);
    await send('PUT', '/scrolled');
    for (let i = 0; i < 4; i++) await send('PUT', `/scrolled/_doc/${i}`, { i });
    const a = await send('POST', '/scrolled/_search?scroll=1m', { size: 1 });
    const b = await send('POST', '/scrolled/_search?scroll=1m', { size: 1 });
    expect([a.status, b.status]).toEqual([200, 200]);
    await unchanged(async () => {
      const c = await send('POST', '/scrolled/_search?scroll=1m', { size: 1 });
      expect(c.status).toBe(429);
      expect(c.body.error.root_cause[0].reason).toBe('Trying to create too many scroll contexts. Must be less than or equal to: [2]. This limit can be set by changing the [search.max_open_scroll_context] setting.');
      // ES ≥ 8.12 (elastic/elasticsearch#100968) throws TooManyScrollContextsException, rendered as
      // `too_many_scroll_contexts_exception`; the core currently says `es_rejected_execution_exception`.
      expect(c.body.error.root_cause[0].type).toMatch(/^(too_many_scroll_contexts_exception|es_rejected_execution_exception)$/);
    });
    expect((await send('DELETE', '/_search/scroll', { scroll_id: a.body._scroll_id })).status).toBe(200);
    expect((await send('POST', '/scrolled/_search?scroll=1m', { size: 1 })).status).toBe(200);
    await send('DELETE', '/_search/scroll/_all');
    await send('PUT', '/_cluster/settings', { transient: { 'search.max_open_scroll_context': null } });
    await send('DELETE', '/scrolled');
  });

  it('index.max_result_window: from + size over it is 400 (search_phase_execution_exception / illegal_argument_exception); a scroll batch too', async () => {
    await send('PUT', '/windowed', { settings: { 'index.max_result_window': 5 } });
    for (let i = 0; i < 8; i++) await send('PUT', `/windowed/_doc/${i}`, { i });
    expect((await send('POST', '/windowed/_search', { size: 5 })).body.hits.hits).toHaveLength(5);
    await unchanged(async () => {
      for (const body of [{ size: 6 }, { from: 3, size: 3 }]) {
        const r = await send('POST', '/windowed/_search', body);
        expect(r.status).toBe(400);
        expect(r.body.error.type).toBe('search_phase_execution_exception');
        expect(r.body.error.root_cause[0].type).toBe('illegal_argument_exception');
        expect(r.body.error.root_cause[0].reason).toMatch(/^Result window is too large, from \+ size must be less than or equal to: \[5\] but was \[6\]\. .*\[index\.max_result_window\] index level setting\.$/);
      }
      const s = await send('POST', '/windowed/_search?scroll=1m', { size: 6 });
      expect(s.status).toBe(400);
      expect(s.body.error.root_cause[0].reason).toMatch(/^Batch size is too large, size must be less than or equal to: \[5\] but was \[6\]/);
    });
    // The way round it: a scroll in batches within the window sees every document.
    let r = await send('POST', '/windowed/_search?scroll=1m', { size: 5, sort: ['_doc'] });
    const seen = [...r.body.hits.hits];
    while (r.body.hits.hits.length > 0) {
      r = await send('POST', '/_search/scroll', { scroll: '1m', scroll_id: r.body._scroll_id });
      seen.push(...r.body.hits.hits);
    }
    expect(seen).toHaveLength(8);
    await send('DELETE', '/_search/scroll/_all');
    await send('DELETE', '/windowed');
  });

  it('index.mapping.total_fields.limit: explicit and dynamic mapping over the limit are 400 and change nothing', async () => {
    await send('PUT', '/fields', { settings: { 'index.mapping.total_fields.limit': 3 }, mappings: { properties: { a: { type: 'long' } } } });
    await unchanged(async () => {
      const r = await send('PUT', '/fields/_mapping', { properties: { b: { type: 'long' }, c: { type: 'long' }, d: { type: 'long' } } });
      expect(r.status).toBe(400);
      expect(r.body.error.type).toBe('illegal_argument_exception');
      expect(r.body.error.reason).toMatch(/^Limit of total fields \[3\] (in index \[fields\] )?has been exceeded/);
      const d = await send('PUT', '/fields/_doc/1', { b: 1, c: 2, d: 3 });
      expect(d.status).toBe(400);
      expect(JSON.stringify(d.body.error)).toMatch(/Limit of total fields \[3\]/);
      const bulk = await send('POST', '/_bulk', '{"index":{"_index":"fields","_id":"2"}}\n{"x":1,"y":2,"z":3}\n', 'application/x-ndjson');
      expect(bulk.status).toBe(200);
      expect(bulk.body.items[0].index.status).toBe(400);
    });
    expect((await send('PUT', '/fields/_mapping', { properties: { b: { type: 'long' }, c: { type: 'long' } } })).status).toBe(200);
    await send('DELETE', '/fields');
  });

  it('index.mapping.depth.limit: too deep an object mapping, explicit or dynamic, is 400 and changes nothing', async () => {
    await send('PUT', '/depth', { settings: { 'index.mapping.depth.limit': 2 } });
    await unchanged(async () => {
      const r = await send('PUT', '/depth/_mapping', { properties: { o: { properties: { p: { properties: { q: { type: 'long' } } } } } } });
      expect(r.status).toBe(400);
      expect(r.body.error.type).toBe('illegal_argument_exception');
      expect(r.body.error.reason).toMatch(/^Limit of mapping depth \[2\] (in index \[depth\] )?has been exceeded/);
      const d = await send('PUT', '/depth/_doc/1', { o: { p: { q: 1 } } });
      expect(d.status).toBe(400);
      expect(JSON.stringify(d.body.error)).toMatch(/Limit of mapping depth \[2\]/);
    });
    expect((await send('PUT', '/depth/_doc/1', { o: { p: 1 } })).status).toBe(201);
    await send('DELETE', '/depth');
  });
});
