/** Tests of the CLI end to end: `run` and `peer` against a URL, a contradicting --profile, and its helpers. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Simulator } from '../../reference/simulator.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { withFaults, type FaultName } from '../faults/catalogue.ts';
import { serveTarget } from '../faults/serveTarget.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import { recordingTarget } from '../targets/recordingTarget.ts';
import type { Event } from '../model/history.ts';
import { serveSimulator } from '../testing/serveSimulator.ts';
import { parseArgs } from './args.ts';
import { peerCommand } from './peerCommand.ts';
import type { CliIO } from './progress.ts';
import { runCommand } from './runCommand.ts';

function capture(): CliIO & { lines: string[]; errs: string[] } {
  const lines: string[] = [];
  const errs: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => errs.push(l), isTTY: false, lines, errs };
}

function specsDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cfx-specs-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const PASSING = `---
"create and count":
  - do: { indices.create: { index: test_index } }
  - do: { index: { index: test_index, type: test, id: 1, body: { a: 1 } } }
  - do: { count: { index: test_index } }
  - match: { count: 1 }
---
"delete everything":
  - do:
      catch: bad_request
      indices.delete: { index: _all }
`;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** The real simulator (es6, the family whose suites allow wildcard deletes) served behind the named faults, every request it got recorded. */
async function serve(faults: readonly FaultName[] = []) {
  const sim = new Simulator({ profile: 'es6', destructiveRequiresName: false });
  const history: Event[] = [];
  const s = await serveTarget(withFaults(recordingTarget(inProcessTarget(sim), history), faults));
  closers.push(s.close);
  const log = (): WireRequest[] => history.map((e) => e.request);
  return { sim, url: s.url, log, indexes: () => [...sim.state.indices.keys()].sort() };
}

describe('conformance run against a URL', () => {
  it('exits 0, confines names to the prefix, skips destructive steps, cleans up and writes reports', async () => {
    const { sim, url, log, indexes } = await serve();
    sim.handle({ method: 'PUT', path: '/not_ours' });
    const specs = specsDir({ 'documents/a.yml': PASSING });
    const report = join(specs, 'out');
    const io = capture();
    const code = await runCommand(['--target', url, '--only', 'scenarios', '--specs', specs, '--report', report, '--prefix', 'cfx-test-'], io);
    expect(io.errs).toEqual([]);
    expect(code).toBe(0);
    const j = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as { summary: unknown; cases: Array<{ area: string; status: string; message: string }> };
    expect(j.summary).toEqual({ passed: 1, failed: 0, skipped: 1, errors: 0, total: 2 });
    expect(j.cases[1]).toMatchObject({ area: 'documents', status: 'skipped', message: expect.stringMatching(/--allow-destructive/) as string });
    expect(indexes()).toEqual(['not_ours']);
    const touched = log().filter((r) => r.method !== 'GET' && r.path !== '/').map((r) => r.path);
    expect(touched.every((p) => p.startsWith('/cfx-test-'))).toBe(true);
    expect(io.lines.at(-1)).toMatch(/^conformant: 1 passed, 0 failed, 1 skipped/);
  });

  it('sends destructive requests with --allow-destructive and exits 1 when the target accepts them', async () => {
    const { url } = await serve(['allow-delete-all']);
    const specs = specsDir({ 'deletion-guard/a.yml': PASSING });
    const io = capture();
    const code = await runCommand(['--target', url, '--only', 'scenarios', '--specs', specs, '--report', join(specs, 'out'), '--allow-destructive'], io);
    expect(code).toBe(1);
    const j = JSON.parse(readFileSync(join(specs, 'out', 'report.json'), 'utf8')) as { cases: Array<{ area: string; status: string }> };
    expect(j.cases.map((c) => [c.area, c.status])).toEqual([['deletion-guard', 'passed'], ['deletion-guard', 'failed']]);
  });

  it('exits 2 with one line for an unreachable target and for bad arguments', async () => {
    const io = capture();
    expect(await runCommand(['--target', 'http://127.0.0.1:1', '--timeout', '500'], io)).toBe(2);
    expect(io.errs).toHaveLength(1);
    expect(io.errs[0]).toMatch(/cannot reach/);
    for (const argv of [['--target'], ['--bogus'], ['--target', 'ftp://x'], ['--target', 'reference', '--only', 'x'], ['--target', 'reference', '--profile', 'es9']]) {
      const e = capture();
      expect(await runCommand(argv, e), argv.join(' ')).toBe(2);
      expect(e.errs).toHaveLength(1);
      expect(e.errs[0]).not.toMatch(/\n|    at /);
    }
  });

  it('exits 2 when the target is not Elasticsearch', async () => {
    const s = await serveSimulator({ handle: () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html>' }), reset: () => undefined });
    closers.push(s.close);
    const io = capture();
    expect(await runCommand(['--target', s.url, '--specs', specsDir({ 'a/b.yml': PASSING })], io)).toBe(2);
    expect(io.errs[0]).toMatch(/does not look like Elasticsearch/);
  });
});

describe('a --profile the target contradicts', () => {
  it('an es5 server checked with --profile es8: a warning on the terminal and in every report', async () => {
    const sim = new Simulator({ profile: 'es5' });
    const s = await serveTarget(inProcessTarget(sim));
    closers.push(s.close);
    const specs = specsDir({ 'documents/a.yml': PASSING });
    const report = join(specs, 'out');
    const io = capture();
    await runCommand(['--target', s.url, '--profile', 'es8', '--only', 'scenarios', '--specs', specs, '--report', report, '--prefix', 'cfx-test-'], io);
    const warning = "warning: --profile es8 (elasticsearch 8.15.0) contradicts the target's elasticsearch 5.6.16: failures may be the profile's, not the target's";
    // Before the cases run, and again beside the verdict.
    expect(io.errs.filter((e) => e === warning)).toHaveLength(2);
    const j = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as { notes: string[] };
    expect(j.notes).toContain(warning);
    expect(readFileSync(join(report, 'report.md'), 'utf8')).toContain(`- ${warning}`);
    expect(readFileSync(join(report, 'report.html'), 'utf8')).toContain(warning);
    expect(readFileSync(join(report, 'junit.xml'), 'utf8')).toContain(`<property name="note" value="${warning.replace(/'/g, '&apos;')}"/>`);
  });

  it('a different distribution contradicts; the same exact version, even under an alias, does not', async () => {
    const sim = new Simulator({ profile: 'elasticsearch@6.8.13' });
    const s = await serveTarget(inProcessTarget(sim));
    closers.push(s.close);
    const specs = specsDir({ 'documents/a.yml': PASSING });
    for (const [profile, warned] of [['es6', false], ['elasticsearch@6.8.13', false], ['opensearch@1.3.19', true], ['elasticsearch@6.8.12', true]] as const) {
      const io = capture();
      await runCommand(['--target', s.url, '--profile', profile, '--only', 'scenarios', '--specs', specs, '--report', join(specs, `out-${profile}`), '--prefix', 'cfx-test-'], io);
      expect(io.errs.some((e) => e.startsWith(`warning: --profile ${profile} `)), profile).toBe(warned);
    }
  });
});

describe('conformance peer', () => {
  it('runs a suite dir unmodified against a URL', async () => {
    const { url } = await serve();
    const suite = specsDir({ 'test/things/10_basic.yml': PASSING });
    const io = capture();
    const code = await peerCommand(['--suite', suite, '--target', url, '--report', join(suite, 'out')], io);
    expect(code).toBe(0);
    const j = JSON.parse(readFileSync(join(suite, 'out', 'report.json'), 'utf8')) as { cases: Array<{ id: string; area: string }> };
    expect(j.cases[0]).toMatchObject({ id: 'things/10_basic.yml#create and count', area: 'peer' });
  });
});

describe('helpers', () => {
  it('parses options strictly', () => {
    expect(parseArgs(['--specs', 'a', 'b', '--insecure', '--timeout=5'], { specs: 'list', insecure: 'flag', timeout: 'value' })).toEqual({
      options: { specs: ['a', 'b'], insecure: true, timeout: '5' },
      positionals: [],
    });
    expect(parseArgs(['--nope'], {})).toBe('unknown option --nope');
    expect(parseArgs(['--timeout'], { timeout: 'value' })).toBe('--timeout needs a value');
  });
});
