/** Shared by the planted-fault tests: serve a fresh simulator, put a fault proxy in front, run the CLI. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../reference/server/server.ts';
import { main } from '../cli.ts';
import { PACKAGE_ROOT } from '../cli/common.ts';
import type { CliIO } from '../cli/progress.ts';
import { startFaultProxy, type FaultName } from './faultProxy.ts';

/** What one `conformance run` through the proxy produced. */
export interface ProxiedRun {
  code: number;
  out: string[];
  err: string[];
  cases: Array<{ id: string; area: string; status: string; message: string }>;
  /** Areas with at least one failed case (errors are the harness's, not counted here). */
  failedAreas: Set<string>;
  /** The run's Markdown report: each failure's request, expected and actual values. */
  report: string;
}

/**
 * Run `conformance run --only scenarios` (or another `--only`) against a simulator behind the given faults.
 * `upstream`: a simulator already served (one per test file: each run has its own prefix and cleans up
 * after itself); otherwise a fresh one is served for this run.
 */
export async function runThroughProxy(faults: readonly FaultName[], opts: { areas?: string[]; allowDestructive?: boolean; only?: 'scenarios' | 'properties' | 'reindex'; extra?: string[]; upstream?: { url: string } } = {}): Promise<ProxiedRun> {
  const upstream = opts.upstream ? { url: opts.upstream.url, close: async () => {} } : await startServer({ port: 0 });
  // A scenario sends few bulk items: drop one in three, so every bulk scenario meets the fault.
  const proxy = await startFaultProxy(upstream.url, faults, { dropEvery: 3 });
  const report = mkdtempSync(join(tmpdir(), 'cfx-faults-'));
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), isTTY: false };
  const specs = (opts.areas ?? []).flatMap((a) => ['--specs', join(PACKAGE_ROOT, 'specs', a)]);
  try {
    const code = await main(['run', '--target', proxy.url, '--only', opts.only ?? 'scenarios', '--report', report, ...specs, ...(opts.allowDestructive ? ['--allow-destructive'] : []), ...(opts.extra ?? [])], io);
    const json = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as { cases: ProxiedRun['cases'] };
    const failedAreas = new Set(json.cases.filter((c) => c.status === 'failed').map((c) => c.area));
    return { code, out, err, cases: json.cases, failedAreas, report: readFileSync(join(report, 'report.md'), 'utf8') };
  } finally {
    rmSync(report, { recursive: true, force: true });
    await proxy.close();
    await upstream.close();
  }
}

/** Failed cases as readable lines, for assertion messages. */
export const failures = (r: ProxiedRun): string =>
  r.cases.filter((c) => c.status !== 'passed' && c.status !== 'skipped').map((c) => `${c.id}: ${c.message}`).join('\n') || '(none)';

/**
 * One simulator for a whole test file (registers vitest's beforeAll/afterAll): pass it as `upstream`. Each
 * run has its own prefix and cleans up after itself, so runs do not see each other.
 */
export function simulatorPerFile(): { readonly url: string } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get url(): string {
      if (!server) throw new Error('the simulator of this file is not started (call simulatorPerFile at the top of the file)');
      return server.url;
    },
  };
}
