/** The HTTP layer: ES's headers, the body-size limit, and a server that survives broken clients. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';
import { rawRequest, sendRaw } from './rawHttp.ts';

let srv: RunningServer;
beforeAll(async () => {
  srv = await startServer({ port: 0, maxBodyBytes: 1024 });
});
afterAll(async () => {
  await srv.close();
});

function raw(payload: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.end(payload));
    let out = '';
    s.on('data', (d) => (out += d.toString()));
    s.on('close', () => resolve(out));
    s.on('error', () => resolve(out));
    setTimeout(() => s.destroy(), 500);
  });
}

describe('served simulator', () => {
  it('answers GET / with cluster info and the headers official clients check', async () => {
    const r = await request(`${srv.url}/`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-elastic-product']).toBe('Elasticsearch');
    expect(r.headers['content-type']).toBe('application/json; charset=UTF-8');
    const body = (await r.body.json()) as { version: { number: string }; tagline: string };
    expect(body.tagline).toBe('You Know, for Search');
    expect(body.version.number).toMatch(/^8\./);
  });

  it('HEAD answers with a status and no body', async () => {
    const r = await request(`${srv.url}/missing_index`, { method: 'HEAD' });
    expect(r.statusCode).toBe(404);
    expect(await r.body.text()).toBe('');
  });

  it('refuses a body over the limit with 413 and changes nothing', async () => {
    const r = await request(`${srv.url}/big/_doc/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(2000) }),
    });
    expect(r.statusCode).toBe(413);
    await r.body.dump();
    expect(srv.simulator.state.indices.has('big')).toBe(false);
  });

  it('survives garbage, truncated and abandoned requests', async () => {
    await raw('GARBAGE\r\n\r\n', srv.port);
    await raw('PUT /t/_doc/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":', srv.port);
    await raw('POST /_bulk HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', srv.port);
    const r = await request(`${srv.url}/`);
    expect(r.statusCode).toBe(200);
    await r.body.dump();
    expect(srv.simulator.state.indices.has('t')).toBe(false);
  });

  it('answers an unknown endpoint as ES 8 does', async () => {
    const r = await request(`${srv.url}/a/b/c/d/e`);
    expect(r.statusCode).toBe(400);
    expect(await r.body.json()).toEqual({ error: 'no handler found for uri [/a/b/c/d/e] and method [GET]' });
    // A single `_` segment reaches index resolution, as in ES.
    const r2 = await request(`${srv.url}/_nope`);
    expect(r2.statusCode).toBe(400);
    expect(((await r2.body.json()) as { error: { type: string } }).error.type).toBe('invalid_index_name_exception');
  });

  it('reads bodies by Content-Length and chunked on any method, and answers pipelined bodyless requests in order', async () => {
    // Bodyless requests are answered as soon as their head is parsed; the others wait for their body.
    const json = [['Content-Type', 'application/json']] as Array<[string, string]>;
    const put = rawRequest('PUT', '/piped/_doc/1', json, Buffer.from('{"n":1}'));
    const getBody = rawRequest('GET', '/piped/_search', json, Buffer.from('{"query":{"term":{"n":2}}}'));
    const getChunked = rawRequest('GET', '/piped/_search', json, Buffer.from('{"query":{"term":{"n":1}}}'), true);
    const get = rawRequest('GET', '/piped/_doc/1', []);
    const head = rawRequest('HEAD', '/piped', []);
    const del = rawRequest('DELETE', '/piped/_doc/1', []);
    const { responses } = await sendRaw(srv.port, Buffer.concat([put, getBody, getChunked, get, head, del, get]), { kind: 'whole' }, 7, 2000, [false, false, false, false, true]);
    expect(responses.map((r) => r.status)).toEqual([201, 200, 200, 200, 200, 200, 404]);
    const total = (i: number) => (JSON.parse(responses[i]!.body.toString()) as { hits: { total: { value: number } } }).hits.total.value;
    expect([total(1), total(2)]).toEqual([0, 1]);
    expect(JSON.parse(responses[3]!.body.toString())._source).toEqual({ n: 1 });
  });
});
