/**
 * Ctrl-C in each phase of a run against a served simulator: the run stops sending, cleans up with a live
 * client, prints its verdict once and exits 2, and nothing under its prefix is left on the target.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../reference/server/server.ts';
import { PACKAGE_ROOT } from './common.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(async () => server.close());

/** Names of the target's indexes under a prefix. */
async function indexesUnder(prefix: string): Promise<string[]> {
  const r = await fetch(`${server.url}/_cat/indices/${prefix}*?format=json&h=index`);
  return ((await r.json()) as Array<{ index: string }>).map((x) => x.index);
}

/** Run the CLI as a user would, send SIGINT once `ready` holds (and again once it says it stops, if `twice`), and collect what it did. */
async function interruptedRun(args: string[], prefix: string, ready: (out: string) => Promise<boolean>, twice = false): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }> {
  const report = mkdtempSync(join(tmpdir(), 'cfx-int-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(PACKAGE_ROOT, 'harness', 'cli.ts'), 'run', '--target', server.url, '--prefix', prefix, '--report', report, ...args], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 60_000;
  let sent = false;
  while (!sent && Date.now() < deadline && child.exitCode === null) {
    if (await ready(out)) {
      child.kill('SIGINT');
      sent = true;
    } else await new Promise((r) => setTimeout(r, 25));
  }
  expect(sent, `the run never reached the phase to interrupt:\n${out}\n${err}`).toBe(true);
  if (twice) {
    while (!/SIGINT: stopping/.test(err) && child.exitCode === null) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGINT');
  }
  const end = await exited;
  return { ...end, out, err };
}

describe('Ctrl-C during a run', () => {
  const phases: Array<[string, string[], (prefix: string) => (out: string) => Promise<boolean>]> = [
    ['scenarios', ['--only', 'scenarios'], () => async (out) => /^PASS /m.test(out)],
    ['properties', ['--only', 'properties', '--runs', '1000'], (prefix) => async () => (await indexesUnder(prefix)).length > 0],
    ['reindex under load', ['--only', 'reindex', '--reindex-docs', '20000'], (prefix) => async () => (await indexesUnder(prefix)).some((n) => n.endsWith('_v2'))],
  ];
  for (const [phase, args, ready] of phases) {
    it(`in the ${phase}: exit 2, one verdict line, nothing left under the prefix`, async () => {
      const prefix = `cfx-int-${phase.split(' ')[0]}-`;
      const r = await interruptedRun(args, prefix, ready(prefix));
      expect(r.signal, r.err).toBeNull();
      expect(r.code, `${r.out}\n${r.err}`).toBe(2);
      const verdicts = r.out.split('\n').filter((l) => /^(conformant|NOT conformant|INCOMPLETE|NOTHING RAN|INTERRUPTED)\b/.test(l));
      expect(verdicts, r.out).toHaveLength(1);
      expect(verdicts[0]).toMatch(/^INTERRUPTED \(SIGINT\)/);
      expect(r.err).toMatch(/SIGINT: stopping/);
      expect(r.err, 'no stack traces').not.toMatch(/^\s+at /m);
      expect(await indexesUnder(prefix)).toEqual([]);
    });
  }
});

describe('a second Ctrl-C', () => {
  it('quits at once (exit 130) and names the indexes it leaves, so none is left unnamed', async () => {
    const prefix = 'cfx-int-twice-';
    const r = await interruptedRun(['--only', 'reindex', '--reindex-docs', '20000'], prefix, async () => (await indexesUnder(prefix)).some((n) => n.endsWith('_v2')), true);
    expect(r.code, `${r.out}\n${r.err}`).toBe(130);
    const line = /^quit before cleaning up: left on (\S+): indexes (.*) \(with their aliases\) and anything else named (\S+)\*$/m.exec(r.err);
    expect(line, r.err).not.toBeNull();
    expect(line![1]).toBe(server.url);
    expect(line![3]).toBe(prefix);
    const named = line![2]!.split(', ');
    expect(named).toEqual([`${prefix}reindex_load_v1`, `${prefix}reindex_load_v2`]);
    expect(r.err).toContain(`  remove them: curl -X DELETE '${server.url}/${named.join(',')}'`);
    // whatever the cleanup had not removed yet is among the names printed
    const left = await indexesUnder(prefix);
    expect(left.filter((n) => !named.includes(n))).toEqual([]);
    if (left.length) expect((await fetch(`${server.url}/${left.join(',')}`, { method: 'DELETE' })).status).toBe(200);
  });
});
