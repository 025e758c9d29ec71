/** `serve`'s credentials from the environment and from `--auth-file`, kept out of the command line `ps` shows. */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { readSecrets } from './secrets.ts';
import { serveCommand } from './serveCommand.ts';

describe('serve credentials from the environment or a file', () => {
  it('reads ES_SIM_AUTH, ES_SIM_VIEWER and ES_SIM_API_KEY as comma-separated lists', () => {
    expect(readSecrets({ ES_SIM_AUTH: 'a:1, b:2', ES_SIM_VIEWER: 'v:3', ES_SIM_API_KEY: 'k1,,k2' }, undefined)).toEqual({ users: ['a:1', 'b:2'], viewers: ['v:3'], apiKeys: ['k1', 'k2'], warnings: [] });
  });

  it('reads a file of "auth", "viewer" and "api-key" lines, warns when others may read it, and refuses a line it does not know', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-secrets-'));
    const file = join(dir, 'creds');
    writeFileSync(file, '# who may come in\nauth admin:p,w:d\n\nviewer  reader:x\napi-key abc==\n');
    chmodSync(file, 0o600);
    expect(readSecrets({}, file)).toEqual({ users: ['admin:p,w:d'], viewers: ['reader:x'], apiKeys: ['abc=='], warnings: [] });
    chmodSync(file, 0o644);
    expect((readSecrets({}, file) as { warnings: string[] }).warnings).toEqual([`warning: ${file} can be read by other users (chmod 600 it)`]);
    writeFileSync(file, 'auth admin:p\nuser bob:x\n');
    expect(readSecrets({}, file)).toBe(`--auth-file: ${file} line 2: expected "auth USER:PASS", "viewer USER:PASS" or "api-key KEY"`);
    expect(readSecrets({}, join(dir, 'none'))).toMatch(/^--auth-file: cannot read .*none: ENOENT/);
  });

  it('a served simulator given its user only through --auth-file requires it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-secrets-'));
    const file = join(dir, 'creds');
    writeFileSync(file, 'auth admin:s3cret\n', { mode: 0o600 });
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l), isTTY: false };
    const done = serveCommand(['--port', '0', '--auth-file', file], io);
    await expect.poll(() => out.join('\n'), { timeout: 10_000 }).toMatch(/listening on (http:\S+) \(authentication required\)/);
    const url = /listening on (http:\S+)/.exec(out.join('\n'))![1]!;
    expect((await request(url)).statusCode).toBe(401);
    const ok = await request(url, { headers: { authorization: `Basic ${Buffer.from('admin:s3cret').toString('base64')}` } });
    expect(ok.statusCode).toBe(200);
    await ok.body.dump();
    process.emit('SIGTERM');
    expect(await done).toBe(0);
  });
});
