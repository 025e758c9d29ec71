/**
 * The friction a new user met (issue 20), each shown gone: a scheme-less --target, an unwritable --report
 * found before the run, a relative --specs outside a checkout, the shrunk counterexample as a file that
 * replays, a second Ctrl-C naming what it leaves, and progress whose ETA weighs the long cases.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Simulator } from '../../reference/simulator.ts';
import { withFaults } from '../faults/catalogue.ts';
import { serveTarget } from '../faults/serveTarget.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import { reindexUnderLoadCase } from '../reindex/underLoad.ts';
import type { CaseResult } from '../model/caseResult.ts';
import { resolveSpecPath } from './collect.ts';
import { PACKAGE_ROOT, reportDir } from './common.ts';
import { targetProblem } from './session.ts';
import { Progress, type CliIO } from './progress.ts';
import { leftBehindLines, runCommand } from './runCommand.ts';

function capture(tty = false): CliIO & { lines: string[]; errs: string[]; live: string[] } {
  const lines: string[] = [];
  const errs: string[] = [];
  const live: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => errs.push(l), status: (l) => live.push(l), isTTY: tty, lines, errs, live };
}
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe('--target', () => {
  it('a scheme-less host:port is answered with the URL it probably meant, before anything is sent', async () => {
    expect(targetProblem('localhost:9400')).toBe('--target localhost:9400 has no scheme: did you mean http://localhost:9400 (or https://localhost:9400)?');
    expect(targetProblem('es.internal')).toMatch(/did you mean http:\/\/es\.internal /);
    expect(targetProblem('ftp://x:1')).toBe('--target URL must be http or https, got ftp:');
    expect(targetProblem('not a url')).toMatch(/must be "reference" or an http\(s\) URL/);
    expect([targetProblem('reference'), targetProblem('http://localhost:9400'), targetProblem('https://[::1]:9200/p')]).toEqual([undefined, undefined, undefined]);
    const io = capture();
    expect(await runCommand(['--target', 'localhost:9400', '--report', mkdtempSync(join(tmpdir(), 'cfx-fr-'))], io)).toBe(2);
    expect(io.errs).toEqual(['conformance: --target localhost:9400 has no scheme: did you mean http://localhost:9400 (or https://localhost:9400)?']);
  });
});

describe('--report', () => {
  it('a folder that cannot be written is found before the run: exit 2, one line, no case run', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cfx-fr-')), 'a-file');
    writeFileSync(file, '');
    const io = capture();
    expect(await runCommand(['--target', 'reference', '--only', 'scenarios', '--report', join(file, 'reports')], io)).toBe(2);
    expect(io.errs).toEqual([expect.stringMatching(/^conformance: --report .*a-file\/reports: cannot write reports there \(ENOTDIR\)$/) as string]);
    expect(io.lines).toEqual([]);
    if (process.getuid?.() !== 0) {
      // (root writes anywhere, so this half runs only as a normal user)
      const ro = mkdtempSync(join(tmpdir(), 'cfx-fr-ro-'));
      chmodSync(ro, 0o500);
      expect(await runCommand(['--target', 'reference', '--only', 'scenarios', '--report', ro], capture())).toBe(2);
    }
  });
  it('a writable folder made for the check is not left behind when the run then cannot start', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cfx-fr-')), 'new', 'reports');
    expect(await runCommand(['--target', 'reference', '--property', 'nosuch', '--report', dir], capture())).toBe(2);
    expect(existsSync(join(dir, '..'))).toBe(false);
  });
});

describe('the default report folder', () => {
  it('is the checkout\'s reports/ when run inside it, else the current folder\'s (an installed or linked package)', () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    const none = { options: {}, positionals: [] };
    expect(reportDir(none, at, '/src/es-conformance', '/src/es-conformance/harness')).toBe('/src/es-conformance/reports/2026-01-02_03-04-05');
    // `npm install <path>` links the checkout: run from the app, the reports are the app's
    expect(reportDir(none, at, '/src/es-conformance', '/work/app')).toBe('/work/app/reports/2026-01-02_03-04-05');
    expect(reportDir(none, at, '/work/app/node_modules/es-conformance', '/work/app')).toBe('/work/app/reports/2026-01-02_03-04-05');
  });
});

describe('--specs', () => {
  it('a relative path that is not one here names a built-in scenario folder', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'cfx-fr-cwd-'));
    expect(resolveSpecPath('specs/alias-atomicity', PACKAGE_ROOT, elsewhere)).toBe(join(PACKAGE_ROOT, 'specs', 'alias-atomicity'));
    expect(resolveSpecPath('bulk', PACKAGE_ROOT, elsewhere)).toBe(join(PACKAGE_ROOT, 'specs', 'bulk'));
    // a path that exists here wins; one that exists nowhere stays as given (and is reported as missing)
    writeFileSync(join(elsewhere, 'bulk'), '');
    expect(resolveSpecPath('bulk', PACKAGE_ROOT, elsewhere)).toBe('bulk');
    expect(resolveSpecPath('specs/nosuch', PACKAGE_ROOT, elsewhere)).toBe('specs/nosuch');
  });
  it('run takes it: `--specs bulk` (no such path in the working folder) runs the built-in specs/bulk', async () => {
    expect(existsSync('bulk')).toBe(false);
    const io = capture();
    expect(await runCommand(['--target', 'reference', '--specs', 'bulk', '--report', mkdtempSync(join(tmpdir(), 'cfx-fr-'))], io), io.errs.join('\n')).toBe(0);
    expect(io.lines.at(-1)).toMatch(/^conformant: [1-9]\d* passed, 0 failed/);
  });
});

describe('a shrunk counterexample', () => {
  it('is written as a .yml file beside the report, named in it, and that file replays the failure', async () => {
    const s = await serveTarget(withFaults(inProcessTarget(new Simulator()), ['skip-date-detection']));
    closers.push(s.close);
    const dir = mkdtempSync(join(tmpdir(), 'cfx-fr-cx-'));
    const io = capture();
    expect(await runCommand(['--target', s.url, '--only', 'properties', '--property', 'mapping-inference', '--seed', '20150101', '--report', dir], io), io.errs.join('\n')).toBe(1);
    const file = join(dir, 'counterexamples', 'property_mapping-inference.yml');
    expect(existsSync(file)).toBe(true);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { cases: CaseResult[]; notes: string[] };
    expect(report.cases.find((c) => c.id === 'property:mapping-inference')!.message).toMatch(/ · counterexample: counterexamples\/property_mapping-inference\.yml$/);
    expect(report.notes).toContain(`counterexample: ${file} (replay: conformance run --target <url> --specs ${file})`);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toContain('counterexamples/property_mapping-inference.yml');
    expect(io.errs).toContain(`counterexample: ${file} (replay: conformance run --target <url> --specs ${file})`);
    // "run this file": it fails on the faulty target, and passes on the reference
    const again = capture();
    expect(await runCommand(['--target', s.url, '--specs', file, '--report', mkdtempSync(join(tmpdir(), 'cfx-fr-'))], again)).toBe(1);
    expect(await runCommand(['--target', 'reference', '--specs', file, '--report', mkdtempSync(join(tmpdir(), 'cfx-fr-'))], capture())).toBe(0);
  });
});

describe('a second Ctrl-C', () => {
  it('names what the case under way left on a URL target, with the requests to list and remove it', () => {
    const info = { name: 'http://127.0.0.1:9200', kind: 'url' as const, profile: 'es8' as const, version: '8.15.0', distribution: 'elasticsearch', prefix: 'cfx-1-' };
    expect(leftBehindLines(info, ['reindex_load_v1', 'reindex_load_v2'])).toEqual([
      'quit before cleaning up: left on http://127.0.0.1:9200: indexes cfx-1-reindex_load_v1, cfx-1-reindex_load_v2 (with their aliases) and anything else named cfx-1-*',
      "  list them: curl 'http://127.0.0.1:9200/_cat/indices/cfx-1-*?v'",
      "  remove them: curl -X DELETE 'http://127.0.0.1:9200/cfx-1-reindex_load_v1,cfx-1-reindex_load_v2'",
    ]);
    expect(leftBehindLines(info, [])).toHaveLength(2);
    expect(leftBehindLines({ ...info, kind: 'reference', prefix: undefined as unknown as string }, ['x'])).toEqual([]);
  });
});

describe('progress on long runs', () => {
  it('weighs the ETA by each case\'s expected length: quick scenarios do not set the pace for the long cases', () => {
    let t = 0;
    const io = capture(true);
    // 10 scenario tests of 10 ms, then one property of 1,000 ms
    const p = new Progress(io, 11, () => t, [...Array<number>(10).fill(10), 1000]);
    const c = (i: number): CaseResult => ({ id: `s${i}`, area: 'bulk', file: 'x', line: 1, name: 'x', status: 'passed', message: '', steps: [], ms: 0 });
    for (let i = 0; i < 10; i++) {
      t += 10;
      p.add(c(i));
    }
    // 100 ms for the scenarios: 1,000 ms expected at the same pace, not 10 ms as a uniform count would say
    expect(p.eta()).toBe(1000);
    expect(io.live.at(-1)).toMatch(/ETA 0:01$/);
    t += 500;
    p.tick('property x: run 50/100', 0.5);
    // half of it done in 500 ms: 500 ms left (the pace is still one ms per expected ms)
    expect(p.eta()).toBe(500);
    const uniform = new Progress(capture(true), 11, () => t);
    expect(uniform.eta()).toBeUndefined();
  });
  it('the reindex-under-load case tells its phase and counters as it goes', async () => {
    const ticks: Array<[string, number]> = [];
    const c = await reindexUnderLoadCase(await referenceTarget(), 'default', 400, (what, f) => ticks.push([what, f]));
    expect(c.status, c.message).toBe('passed');
    const text = ticks.map(([w]) => w).join('\n');
    expect(text).toMatch(/^reindex under load: seed reindex_load_v1 400\/400 docs$/m);
    expect(text).toMatch(/^reindex under load: copy +\[#*-*\] +\d+% \d+\/\d+ · .* · clients \d+ requests, \d+ writes acknowledged$/m);
    expect(text).toMatch(/^reindex under load: swap/m);
    const fractions = ticks.map(([, f]) => f);
    expect(fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= fractions[i - 1]! - 1e-9))).toBe(true);
    expect(fractions.at(-1)).toBeCloseTo(0.9);
  });
});
