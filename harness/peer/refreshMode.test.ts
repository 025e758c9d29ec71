/**
 * The official refresh tests (create/delete/index 60_refresh, get/exists 60_realtime_refresh) against the
 * reference: skipped by default (writes are visible at once, the README's rule) and run, passing, with
 * `--refresh explicit`. They hold per-shard refresh (a write's `refresh=true` refreshes only its shard:
 * delete/50_refresh.yml "Refresh"), `realtime=false` reads and a GET's own `refresh`.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import type { CliIO } from '../cli/progress.ts';
import { PEER_SUITE, PEER_SUITE_MISSING, PEER_SUITE_NOTE } from '../testing/peerSuite.ts';
import { skipWithout } from '../testing/environmentSkip.ts';
import { resolveSuiteLayout } from './suiteLayout.ts';

const FILES = ['create/60_refresh.yml', 'delete/50_refresh.yml', 'index/60_refresh.yml', 'get/60_realtime_refresh.yml', 'exists/60_realtime_refresh.yml'];

function capture(): CliIO & { lines: string[] } {
  const lines: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => lines.push(l), isTTY: false, lines };
}

describe('the official refresh tests and --refresh explicit', () => {
  it.skipIf(skipWithout(PEER_SUITE_MISSING))(`skipped by default, run and passed with --refresh explicit ${PEER_SUITE_NOTE}`, async () => {
    const layout = resolveSuiteLayout(PEER_SUITE!);
    if (typeof layout === 'string') throw new Error(layout);
    const root = mkdtempSync(join(tmpdir(), 'cfx-refresh-'));
    for (const f of FILES) {
      mkdirSync(join(root, 'test', f.split('/')[0]!), { recursive: true });
      cpSync(join(layout.testsDir, f), join(root, 'test', f));
    }
    for (const d of layout.apiDirs) cpSync(d, join(root, 'api'), { recursive: true });
    const base = ['peer', '--suite', root, '--target', 'reference', '--profile', 'elasticsearch@6.8.13'];
    const plain = capture();
    await main([...base, '--report', join(root, 'out1')], plain);
    expect(plain.lines.at(-1)).toMatch(/ 0 passed, 0 failed, \d+ skipped/);
    const explicit = capture();
    const code = await main([...base, '--refresh', 'explicit', '--report', join(root, 'out2')], explicit);
    expect(code, explicit.lines.filter((l) => /^(FAIL|ERROR)/.test(l)).join('\n')).toBe(0);
    expect(explicit.lines.at(-1)).toMatch(/^conformant: (1[0-9]|[2-9][0-9]) passed, 0 failed, 0 skipped/);
  });
  it('--refresh is for the in-process reference only, and takes two values', async () => {
    const io = capture();
    expect(await main(['peer', '--suite', '/nonexistent', '--target', 'http://127.0.0.1:9', '--refresh', 'explicit'], io)).toBe(2);
    expect(io.lines.join('\n')).toMatch(/--refresh applies to --target reference only/);
    const io2 = capture();
    expect(await main(['peer', '--suite', '/nonexistent', '--target', 'reference', '--refresh', 'sometimes'], io2)).toBe(2);
    expect(io2.lines.join('\n')).toMatch(/--refresh takes immediate or explicit, not "sometimes"/);
  });
});
