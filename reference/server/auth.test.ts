/**
 * Access control of the served simulator (`serve --auth user:password --viewer user:password
 * --api-key KEY`): ES's 401 `security_exception` with its `WWW-Authenticate` challenge for missing or
 * wrong credentials, 403 for a read-only user's write, and nothing applied in either case. `serve` on a
 * non-loopback address without credentials warns; with credentials it does not.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';
import { stateDump } from '../testkit.ts';

let srv: RunningServer;
beforeAll(async () => {
  srv = await startServer({ port: 0, auth: { users: ['elastic:changeme'], viewers: ['viewer:look'], apiKeys: ['a2V5aWQ6c2VjcmV0'] } });
});
afterAll(async () => {
  await srv?.close();
});

const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;
async function send(method: string, path: string, authorization?: string, body?: unknown) {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  const r = await request(`${srv.url}${path}`, { method: method as 'GET', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.body.text();
  return { status: r.statusCode, headers: r.headers, text, json: text ? (JSON.parse(text) as any) : undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('access control (--auth, --viewer, --api-key)', () => {
  it('401 security_exception with the Basic (and ApiKey) challenge when credentials are missing; nothing applied', async () => {
    const before = stateDump(srv.simulator);
    const r = await send('GET', '/');
    expect(r.status).toBe(401);
    expect(r.headers['www-authenticate']).toEqual(['Basic realm="security" charset="UTF-8"', 'ApiKey']);
    const cause = { type: 'security_exception', reason: 'missing authentication credentials for REST request [/]', header: { 'WWW-Authenticate': ['Basic realm="security" charset="UTF-8"', 'ApiKey'] } };
    expect(r.json).toEqual({ error: { root_cause: [cause], ...cause }, status: 401 });
    const w = await send('PUT', '/secret/_doc/1?refresh=true', undefined, { a: 1 });
    expect(w.status).toBe(401);
    expect(w.json.error.reason).toBe('missing authentication credentials for REST request [/secret/_doc/1?refresh=true]');
    const head = await request(`${srv.url}/secret`, { method: 'HEAD' });
    expect(head.statusCode).toBe(401);
    expect(await head.body.text()).toBe('');
    expect(stateDump(srv.simulator)).toBe(before);
  });

  it('401 for a wrong password, an unknown user, another scheme, or a wrong API key', async () => {
    const wrong = await send('GET', '/_cat/indices', basic('elastic:nope'));
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.reason).toBe('unable to authenticate user [elastic] for REST request [/_cat/indices]');
    expect((await send('GET', '/', basic('mallory:x'))).json.error.reason).toBe('unable to authenticate user [mallory] for REST request [/]');
    expect((await send('GET', '/', 'Bearer abc')).status).toBe(401);
    const key = await send('GET', '/', 'ApiKey d3Jvbmc6a2V5');
    expect(key.status).toBe(401);
    expect(key.json.error.type).toBe('security_exception');
    expect(key.json.error.reason).toBe('unable to authenticate with provided credentials and anonymous access is not allowed for this request');
  });

  it('lets the right user and the right API key in', async () => {
    expect((await send('PUT', '/ok', basic('elastic:changeme'))).status).toBe(200);
    expect((await send('PUT', '/ok/_doc/1', 'ApiKey a2V5aWQ6c2VjcmV0', { a: 1 })).status).toBe(201);
    expect((await send('GET', '/ok/_doc/1', basic('viewer:look'))).json._source).toEqual({ a: 1 });
  });

  it('403 security_exception when a viewer writes; nothing applied', async () => {
    const before = stateDump(srv.simulator);
    const r = await send('PUT', '/ok/_doc/2', basic('viewer:look'), { a: 2 });
    expect(r.status).toBe(403);
    expect(r.headers['www-authenticate']).toBeUndefined();
    expect(r.json).toEqual({
      error: {
        root_cause: [{ type: 'security_exception', reason: expect.stringMatching(/^action \[indices:data\/write\/index\] is unauthorized for user \[viewer\] with effective roles \[viewer\] on indices \[ok\], this action is granted by the index privileges \[/) }],
        type: 'security_exception',
        reason: expect.stringMatching(/^action \[indices:data\/write\/index\] is unauthorized for user \[viewer\]/),
      },
      status: 403,
    });
    const del = await send('DELETE', '/ok', basic('viewer:look'));
    expect(del.status).toBe(403);
    const cluster = await send('PUT', '/_cluster/settings', basic('viewer:look'), { transient: { 'action.destructive_requires_name': false } });
    expect(cluster.json.error.reason).toMatch(/^action \[cluster:admin\/settings\/update\] is unauthorized for user \[viewer\] with effective roles \[viewer\], this action is granted by the cluster privileges/);
    expect((await send('POST', '/ok/_search', basic('viewer:look'), { size: 1 })).status).toBe(200);
    expect(stateDump(srv.simulator)).toBe(before);
  });

  it('403 when a viewer refreshes, flushes or force-merges (indices:admin actions, granted by maintenance); nothing applied', async () => {
    await send('PUT', '/adm/_doc/1', basic('elastic:changeme'), { a: 1 });
    for (const [path, action] of [['/adm/_refresh', 'refresh'], ['/adm/_flush', 'flush'], ['/adm/_forcemerge', 'forcemerge']]) {
      const r = await send('POST', path, basic('viewer:look'));
      expect(r.status, path).toBe(403);
      expect(r.json.error.reason).toBe(`action [indices:admin/${action}] is unauthorized for user [viewer] with effective roles [viewer] on indices [adm], this action is granted by the index privileges [maintenance,manage,all]`);
      expect((await send('POST', path, basic('elastic:changeme'))).status, path).toBe(200);
    }
    expect((await send('POST', '/_refresh', basic('viewer:look'))).status).toBe(403);
  });

  it('a scroll belongs to who opened it: another user continuing it finds no context; a viewer may not clear them all', async () => {
    for (let i = 2; i <= 4; i++) await send('PUT', `/sc/_doc/${i}?refresh=true`, basic('elastic:changeme'), { a: i });
    const open = await send('POST', '/sc/_search?scroll=1m', basic('elastic:changeme'), { size: 1 });
    const id = open.json._scroll_id as string;
    for (const other of [basic('viewer:look'), 'ApiKey a2V5aWQ6c2VjcmV0']) {
      const r = await send('POST', '/_search/scroll', other, { scroll_id: id, scroll: '1m' });
      expect(r.status).toBe(404);
      expect(r.json.error.root_cause[0].type).toBe('search_context_missing_exception');
      expect(r.json.error.root_cause[0].reason).toMatch(/^No search context found for id \[\d+\]$/);
    }
    for (const clear of [() => send('DELETE', '/_search/scroll/_all', basic('viewer:look')), () => send('DELETE', '/_search/scroll', basic('viewer:look'), { scroll_id: '_all' })]) {
      const r = await clear();
      expect(r.status).toBe(403);
      expect(r.json.error.reason).toBe('action [cluster:admin/indices/scroll/clear_all] is unauthorized for user [viewer] with effective roles [viewer], this action is granted by the cluster privileges [manage,all]');
    }
    const next = await send('POST', '/_search/scroll', basic('elastic:changeme'), { scroll_id: id, scroll: '1m' });
    expect(next.status).toBe(200);
    expect(next.json.hits.hits).toHaveLength(1);
    // The viewer's own scroll is theirs to continue.
    const mine = await send('POST', '/sc/_search?scroll=1m', basic('viewer:look'), { size: 1 });
    expect((await send('POST', '/_search/scroll', basic('viewer:look'), { scroll_id: mine.json._scroll_id, scroll: '1m' })).status).toBe(200);
    expect((await send('DELETE', '/_search/scroll/_all', basic('elastic:changeme'))).status).toBe(200);
    expect((await send('POST', '/_search/scroll', basic('elastic:changeme'), { scroll_id: id })).status).toBe(404);
  });

  it('serve warns when bound beyond loopback without credentials, and not with them', async () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const stderrOf = (args: string[]) => new Promise<string>((res) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'harness/cli.ts'), 'serve', '--host', '0.0.0.0', '--port', '0', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.stdout.on('data', (d: Buffer) => {
        if (/listening on/.test(d.toString())) child.kill('SIGTERM');
      });
      child.on('exit', () => res(err));
      // A start of tsx on a loaded CI machine can take tens of seconds: the kill is only a backstop.
      setTimeout(() => child.kill('SIGKILL'), 100_000);
    });
    const [open, secured] = await Promise.all([stderrOf([]), stderrOf(['--auth', 'elastic:changeme'])]);
    expect(open).toMatch(/^warning: listening on 0\.0\.0\.0 without authentication/m);
    expect(secured).not.toMatch(/warning/);
  }, 120_000);
});
