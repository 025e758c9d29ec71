/** Tests of httpTarget against a local HTTP server. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { History } from '../model/history.ts';
import { describeOutcome } from '../model/outcome.ts';
import { httpTarget } from './httpTarget.ts';
import { recordingTarget } from './recordingTarget.ts';

let server: Server;
let base = '';
const seen: Array<{ url: string; auth: string | undefined; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      if (req.url?.startsWith('/garbage')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
      if (req.url?.startsWith('/reset')) return void req.socket.destroy();
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('late'), 2000);
      if (req.url?.startsWith('/text')) return void res.writeHead(200, { 'content-type': 'text/plain' }).end('green open i');
      if (req.url?.startsWith('/chunked')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"a":');
        return void setTimeout(() => res.end('1}'), 20);
      }
      res.writeHead(201, { 'content-type': 'application/json', warning: '299 x "w"' }).end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('httpTarget', () => {
  // undici closes a connection after a body on DELETE or GET unless told not to (client-h1.js: `!expectsPayload
  // && request.reset !== false`); a run sends thousands (clear scroll, searches), each then paying a connect.
  it('keeps the connection for DELETE and GET with a body', async () => {
    let connections = 0;
    const counting = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    counting.on('connection', () => connections++);
    await new Promise<void>((r) => counting.listen(0, '127.0.0.1', r));
    const t = httpTarget(`http://127.0.0.1:${(counting.address() as AddressInfo).port}`, { connections: 1 });
    try {
      for (let i = 0; i < 6; i++) {
        const o = await t.send({ method: i % 2 ? 'DELETE' : 'GET', path: '/_search/scroll', headers: { 'content-type': 'application/json' }, body: '{"scroll_id":["x"]}' });
        expect(o.kind).toBe('ok');
      }
      // HEAD too (index existence checks): node's server answers `connection: keep-alive`, so the connection stays.
      for (let i = 0; i < 3; i++) expect(await t.send({ method: 'HEAD', path: '/i' })).toMatchObject({ kind: 'ok', status: 200 });
      expect(await t.send({ method: 'GET', path: '/' })).toMatchObject({ kind: 'ok', status: 200 });
      expect(connections).toBe(1);
    } finally {
      await t.close();
      await new Promise<void>((r) => counting.close(() => r()));
    }
  });

  it('sends method, path, encoded query, body and basic auth; parses JSON', async () => {
    const t = httpTarget(base, { user: 'u:p', timeoutMs: 1000 });
    const o = await t.send({ method: 'PUT', path: '/i/_doc/1', query: { refresh: 'true', q: 'a b&c' }, body: '{"x":1}', headers: { 'content-type': 'application/json' } });
    expect(o).toMatchObject({ kind: 'ok', status: 201, json: { ok: true } });
    expect(o.kind === 'ok' && o.headers.warning).toBe('299 x "w"');
    expect(seen.at(-1)).toEqual({ url: '/i/_doc/1?refresh=true&q=a%20b%26c', auth: `Basic ${Buffer.from('u:p').toString('base64')}`, body: '{"x":1}' });
    await t.close();
  });
  it('uses API key and bearer auth', async () => {
    const k = httpTarget(base, { apiKey: 'KEY' });
    await k.send({ method: 'GET', path: '/' });
    expect(seen.at(-1)!.auth).toBe('ApiKey KEY');
    const b = httpTarget(`${base}/`, { bearer: 'TOK' });
    await b.send({ method: 'GET', path: '/' });
    expect(seen.at(-1)!.auth).toBe('Bearer TOK');
    await Promise.all([k.close(), b.close()]);
  });
  it('turns garbage, text, resets and time-outs into outcomes, never exceptions', async () => {
    const t = httpTarget(base, { timeoutMs: 300 });
    const garbage = await t.send({ method: 'GET', path: '/garbage' });
    expect(garbage).toMatchObject({ kind: 'ok', status: 200, body: '{not json' });
    expect(garbage.kind === 'ok' && garbage.json).toBeUndefined();
    expect(await t.send({ method: 'GET', path: '/text' })).toMatchObject({ kind: 'ok', body: 'green open i' });
    expect(await t.send({ method: 'GET', path: '/chunked' })).toMatchObject({ kind: 'ok', json: { a: 1 } });
    // The transport's code is a field of its own; the reason is the message, without it.
    const reset = await t.send({ method: 'GET', path: '/reset' });
    expect(reset).toMatchObject({ kind: 'info', code: expect.stringMatching(/^(UND_ERR_SOCKET|ECONNRESET)$/) as string });
    expect(reset.kind === 'info' && reset.reason.startsWith(reset.code!)).toBe(false);
    const slow = await t.send({ method: 'GET', path: '/slow' });
    expect(slow).toMatchObject({ kind: 'info', code: 'HARNESS_TIMEOUT' });
    expect(slow.ms).toBeLessThan(1500);
    await t.close();
  });
  it('reports a refused connection as info', async () => {
    const t = httpTarget('http://127.0.0.1:1', { timeoutMs: 500 });
    const o = await t.send({ method: 'GET', path: '/' });
    expect(o).toMatchObject({ kind: 'info', code: 'ECONNREFUSED', reason: expect.stringMatching(/^connect ECONNREFUSED 127\.0\.0\.1:1$/) as string });
    expect(describeOutcome(o)).toBe('no response (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1)');
    await t.close();
  });
  it('recordingTarget appends every exchange to the history', async () => {
    const history: History = [];
    const t = recordingTarget(httpTarget(base), history);
    await t.send({ method: 'GET', path: '/' });
    await t.send({ method: 'GET', path: '/reset' });
    expect(history.map((e) => [e.request.path, e.outcome.kind])).toEqual([['/', 'ok'], ['/reset', 'info']]);
    await t.close();
  });
});
