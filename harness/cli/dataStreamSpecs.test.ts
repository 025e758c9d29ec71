/**
 * specs/data-streams runs conformant against the reference at every version where data streams differ:
 * before them (7.8), the undated names (7.10, OpenSearch 1 and 2), hidden streams and dated names (7.11+),
 * migrate and modify (7.16+), the 8.12 built-in templates, the failure store (8.19, 9.1), and the spec's service (`default`).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIO } from './progress.ts';
import { runCommand } from './runCommand.ts';

const SPECS = resolve(import.meta.dirname, '../../specs/data-streams');

describe('specs/data-streams against the reference', () => {
  for (const profile of ['elasticsearch@7.8.1', 'elasticsearch@7.10.2', 'elasticsearch@7.17.3', 'elasticsearch@8.15.0', 'elasticsearch@8.19.0', 'elasticsearch@9.1.0', 'opensearch@1.3.19', 'opensearch@2.17.1', 'default']) {
    it(`is conformant at ${profile}`, async () => {
      const lines: string[] = [];
      const io: CliIO = { out: (l) => lines.push(l), err: (l) => lines.push(l), isTTY: false };
      const report = join(mkdtempSync(join(tmpdir(), 'cfx-ds-specs-')), 'out');
      const code = await runCommand(['--target', 'reference', '--only', 'scenarios', '--specs', SPECS, '--profile', profile, '--report', report], io);
      const failed = lines.filter((l) => /^(FAIL|ERROR)/.test(l));
      expect(failed).toEqual([]);
      expect(lines.join('\n')).toMatch(profile === 'elasticsearch@7.8.1' ? /NOTHING RAN|conformant/ : /\bconformant: \d+ passed, 0 failed/);
      if (profile !== 'elasticsearch@7.8.1') expect(code).toBe(0);
    });
  }
});
