/** Tests of the CLI's help and version, runs that would select nothing, and progress lines. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, SUBCOMMANDS } from '../cli.ts';
import type { CaseResult } from '../model/caseResult.ts';
import { packageVersion } from './common.ts';
import { clock, Progress, type CliIO } from './progress.ts';

function capture(tty = false): CliIO & { lines: string[]; errs: string[]; live: string[] } {
  const lines: string[] = [];
  const errs: string[] = [];
  const live: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => errs.push(l), status: (l) => live.push(l), isTTY: tty, lines, errs, live };
}

describe('help and version', () => {
  for (const [name, sub] of Object.entries(SUBCOMMANDS)) {
    it(`conformance ${name} --help lists every option it parses, and exits 0`, async () => {
      const io = capture();
      expect(await main([name, '--help'], io)).toBe(0);
      const text = io.lines.join('\n');
      expect(text).toContain(`usage: ${sub.usage}`);
      for (const opt of Object.keys(sub.options)) expect(text, `--${opt}`).toMatch(new RegExp(`^  --${opt}\\b`, 'm'));
      expect(text).toMatch(/^  --version +print the version$/m);
      const v = capture();
      expect(await main([name, '--version'], v)).toBe(0);
      expect(v.lines).toEqual([`conformance ${packageVersion()}`]);
    });
  }
  it('--version prints the package version; the overview names every subcommand', async () => {
    const io = capture();
    expect(await main(['--version'], io)).toBe(0);
    expect(io.lines).toEqual([`conformance ${packageVersion()}`]);
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/);
    const h = capture();
    expect(await main(['--help'], h)).toBe(0);
    for (const name of Object.keys(SUBCOMMANDS)) expect(h.lines.join('\n')).toContain(`  ${name} `);
  });
});

describe('serve answers --help and --version itself (npm start and dist/serve.mjs call it without the CLI)', () => {
  it('prints the serve help and the version, starts nothing, exits 0', async () => {
    const { serveCommand } = await import('./serveCommand.ts');
    const h = capture();
    expect(await serveCommand(['--port', '0', '--help'], h)).toBe(0);
    expect(h.lines.join('\n')).toContain(`usage: ${SUBCOMMANDS.serve!.usage}`);
    expect(h.lines.join('\n')).toMatch(/^  --data DIR/m);
    const v = capture();
    expect(await serveCommand(['--version'], v)).toBe(0);
    expect(v.lines).toEqual([`conformance ${packageVersion()}`]);
  });
});

describe('a run that would select nothing does not start', () => {
  const report = () => ['--report', mkdtempSync(join(tmpdir(), 'cfx-none-'))];
  it('an unknown property: exit 2, one line naming the known ones', async () => {
    const io = capture();
    expect(await main(['run', '--target', 'reference', '--property', 'nosuch', ...report()], io)).toBe(2);
    expect(io.errs).toHaveLength(1);
    expect(io.errs[0]).toMatch(/^conformance: --property nosuch: no such property nosuch \(known: .*mapping-inference/);
    expect(io.lines).toEqual([]);
  });
  it('--specs with no scenario files: exit 2, one line', async () => {
    const io = capture();
    expect(await main(['run', '--target', 'reference', '--specs', mkdtempSync(join(tmpdir(), 'cfx-empty-')), ...report()], io)).toBe(2);
    expect(io.errs).toEqual([expect.stringMatching(/no \.yml scenario files there/) as string]);
  });
  it('a run whose every case is skipped is not conformant: NOTHING RAN, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-skip-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'a.yml'), '---\n"old only":\n  - skip: { version: "all", reason: "never here" }\n  - do: { indices.create: { index: x } }\n');
    const io = capture();
    expect(await main(['run', '--target', 'reference', '--specs', dir, ...report()], io)).toBe(2);
    expect(io.lines.at(-1)).toMatch(/^NOTHING RAN: 0 passed, 0 failed, 1 skipped/);
  });
  it('--path without one --property: exit 2', async () => {
    const io = capture();
    expect(await main(['run', '--target', 'reference', '--only', 'properties', '--path', '3:1', ...report()], io)).toBe(2);
  });
});

describe('progress', () => {
  const c = (status: CaseResult['status']): CaseResult => ({ id: `x#${status}`, area: 'bulk', file: 'x', line: 1, name: status, status, message: `${status}!`, steps: [], ms: 0 });
  it('counts cases with a rate and an ETA, and moves during a long case on a terminal', () => {
    let t = 0;
    const io = capture(true);
    const p = new Progress(io, 4, () => t);
    t = 2000;
    p.add(c('passed'));
    expect(io.live.at(-1)).toBe('[1/4] 1 passed, 0 failed, 0 skipped · 0.5 cases/s · ETA 0:06');
    t = 3000;
    p.tick('property model-bulk: run 5/100');
    expect(io.live.at(-1)).toMatch(/^\[1\/4\] .* · property model-bulk: run 5\/100$/);
    p.add(c('error'));
    expect(io.errs).toEqual(['ERROR x#error: error!']);
    expect(io.live.at(-1)).toMatch(/^\[2\/4\] 1 passed, 0 failed, 1 error, 0 skipped/);
  });
  it('prints plain lines off a terminal, and a long case only now and then', () => {
    let t = 0;
    const io = capture(false);
    const p = new Progress(io, 3, () => t);
    p.add(c('passed'));
    p.add(c('failed'));
    t = 1000;
    p.tick('property a: run 1/100');
    t = 11_000;
    p.tick('property a: run 50/100');
    expect(io.lines).toEqual(['PASS bulk x#passed', 'FAIL bulk x#failed: failed!', expect.stringMatching(/^\.\.\. \[2\/3\] .* · property a: run 50\/100$/) as string]);
    expect(io.live).toEqual([]);
  });
  it('clock', () => {
    expect([clock(0), clock(61_000), clock(3_725_000)]).toEqual(['0:00', '1:01', '1:02:05']);
  });
});
