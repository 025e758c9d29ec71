/**
 * The Python client 7.x (Debian's python3-elasticsearch, run by /usr/bin/python3) against the served
 * simulator: the es8 profile through the client's REST compatibility mode (typed routes, `_type` in bulk,
 * the warnings), and the es6 profile plainly; reindex, tasks, by-query jobs and msearch in both. The
 * assertions are in python/jobs_compat.py; python/typed_default.py holds the default profile's typed dialect
 * with `include_type_name`. Where the package is not installed the tests are skipped,
 * and say so: `apt-get install -y python3-elasticsearch` enables them.
 */
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server/server.ts';
import type { ProfileName } from '../profiles.ts';
import { skipWithout } from '../../harness/testing/environmentSkip.ts';

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./python/jobs_compat.py', import.meta.url));
const TYPED_SCRIPT = fileURLToPath(new URL('./python/typed_default.py', import.meta.url));
const available = spawnSync(PYTHON, ['-c', 'import elasticsearch'], { encoding: 'utf8' }).status === 0;
if (!available) console.log('python client tests skipped: /usr/bin/python3 cannot import elasticsearch (apt-get install -y python3-elasticsearch)');

describe.skipIf(skipWithout(available ? undefined : 'python3-elasticsearch 7.x under /usr/bin/python3 (apt-get install -y python3-elasticsearch)'))('Python client 7.x against the simulator', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each<[ProfileName, Record<string, string>]>([
    ['es8', { ELASTIC_CLIENT_APIVERSIONING: '1' }],
    ['es6', {}],
  ])('profile %s', async (profile, env) => {
    server = await startServer({ port: 0, profile });
    // Asynchronously: the server answers from this process's event loop.
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(PYTHON, [SCRIPT, server!.url, profile], { env: { ...process.env, ...env }, timeout: 60_000 }, (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as { code?: unknown }).code ?? 1) || 1 : 0, stdout, stderr });
      });
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout.trim()).toBe('OK');
  }, 90_000);

  it('the default profile takes include_type_name with its typed dialect: each check fails for its own reason', async () => {
    server = await startServer({ port: 0, profile: 'default' });
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(PYTHON, [TYPED_SCRIPT, server!.url], { timeout: 60_000 }, (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as { code?: unknown }).code ?? 1) || 1 : 0, stdout, stderr });
      });
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout.trim()).toBe('OK');
  }, 90_000);
});
