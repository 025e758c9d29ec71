/**
 * specs/regressions/ holds against the reference at the versions each file is about: a regression
 * scenario that nothing runs would not keep its bug away. Each file's own skips choose the versions; every
 * profile here must run some of its tests, and none may fail.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIO } from './progress.ts';
import { runCommand } from './runCommand.ts';

const quiet: CliIO = { out: () => undefined, err: () => undefined, isTTY: false };

describe('specs/regressions', () => {
  it.each(['default', 'es6', 'opensearch2'])('passes against the reference at %s', async (profile) => {
    const report = mkdtempSync(join(tmpdir(), 'cfx-regressions-'));
    const code = await runCommand(['--target', 'reference', '--profile', profile, '--only', 'scenarios', '--specs', 'specs/regressions', '--report', report], quiet);
    const j = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as { cases: Array<{ name: string; status: string }> };
    expect(j.cases.filter((c) => c.status === 'failed' || c.status === 'error').map((c) => c.name)).toEqual([]);
    expect(j.cases.filter((c) => c.status === 'passed').length).toBeGreaterThan(0);
    expect(code).toBe(0);
  }, 60_000);
});
