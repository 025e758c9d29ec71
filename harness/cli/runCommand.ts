import { join } from 'node:path';
import type { CaseResult } from '../model/caseResult.ts';
import { list, parseArgs, str } from './args.ts';
import { collectSpecs, type SuiteFile } from './collect.ts';
import { COMMON_OPTIONS, finishRun, REPO_ROOT, reportDir, sessionOptions } from './common.ts';
import { executeSuites } from './execute.ts';
import { Progress, type CliIO } from './progress.ts';
import { loadPropertyRunner } from './properties.ts';
import { openSession, type Session } from './session.ts';
import { onInterrupt } from './interrupt.ts';

/** `conformance run`: our scenarios (and properties, once they exist) against a target. */
export async function runCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const a = parseArgs(argv, { ...COMMON_OPTIONS, specs: 'list', only: 'value', path: 'value', property: 'value', budget: 'value', 'reindex-docs': 'value' });
  if (typeof a === 'string') return usage(io, a);
  const opts = sessionOptions(a);
  if (typeof opts === 'string') return usage(io, opts);
  const only = str(a, 'only');
  if (only !== undefined && only !== 'scenarios' && only !== 'properties' && only !== 'reindex') return usage(io, '--only must be scenarios, properties or reindex');
  const reindexDocs = str(a, 'reindex-docs') ?? '5000';
  if (!/^\d+$/.test(reindexDocs) || Number(reindexDocs) < 1) return usage(io, '--reindex-docs must be a positive integer');
  // The reindex-under-load cases belong to the full default run (or `--only reindex`), not to a run of chosen specs.
  const withReindex = only === 'reindex' || (only === undefined && list(a, 'specs').length === 0);
  const runsText = str(a, 'runs');
  if (runsText !== undefined && !/^\d+$/.test(runsText)) return usage(io, '--runs must be a positive integer');
  const budgetText = str(a, 'budget');
  if (budgetText !== undefined && !(Number(budgetText) > 0)) return usage(io, '--budget must be a positive number of seconds');
  const replayPath = str(a, 'path');
  const property = str(a, 'property');
  const specPaths = list(a, 'specs').length ? list(a, 'specs') : [join(REPO_ROOT, 'specs')];
  let files: SuiteFile[] = [];
  if (only !== 'properties' && only !== 'reindex') {
    const collected = collectSpecs(specPaths);
    if (typeof collected === 'string') return usage(io, collected);
    files = collected;
  }
  const properties = only === 'scenarios' || only === 'reindex' ? undefined : await loadPropertyRunner();
  if (only === 'properties' && !properties) return usage(io, 'properties are not available yet (harness/properties/index.ts is missing)');
  const session = await openSession(opts, 'default');
  if (typeof session === 'string') return usage(io, session);
  return execute(io, session, files, async (cases, progress) => {
    if (withReindex) {
      const { reindexUnderLoadCase } = await import('../reindex/underLoad.ts');
      for (const plain of [false, true]) {
        const c = await reindexUnderLoadCase(session.target, plain, Number(reindexDocs));
        cases.push(c);
        progress.add(c);
      }
    }
    if (!properties) return;
    const propertyOpts = {
      target: session.target,
      reference: session.reference,
      profile: session.profile,
      runs: runsText ? Number(runsText) : 100,
      seed: opts.seed ?? Date.now(),
      allowDestructive: opts.allowDestructive,
      ...(replayPath !== undefined ? { path: replayPath } : {}),
      ...(property !== undefined ? { property } : {}),
      ...(budgetText !== undefined ? { timeBudgetMs: Number(budgetText) * 1000 } : {}),
    };
    for await (const c of properties(propertyOpts)) {
      cases.push(c);
      progress.add(c);
    }
  }, `run ${argv.join(' ')}`, reportDir(a));
}

/** Shared body of run/peer: execute, clean up on every path (also Ctrl-C), report. */
export async function execute(
  io: CliIO,
  session: Session,
  files: readonly SuiteFile[],
  extra: (cases: CaseResult[], progress: Progress) => Promise<void>,
  command: string,
  dir: string,
  outOfScope?: (file: string, test: string) => string | undefined,
  strictWarnings = true,
): Promise<number> {
  const started = { at: new Date(), ms: performance.now() };
  const cases: CaseResult[] = [];
  const progress = new Progress(io, files.length);
  let aborted = false;
  const release = onInterrupt(async () => {
    aborted = true;
    progress.done();
    io.err('interrupted: cleaning up');
    await finishRun(io, session, `${command} (interrupted)`, cases, started, dir);
  });
  try {
    await executeSuites(session, files, progress, { strictWarnings, aborted: () => aborted, ...(outOfScope ? { outOfScope } : {}) }, cases);
    await extra(cases, progress);
  } catch (err) {
    // Clean up even when the run itself broke; the caller turns the error into one line and exit 2.
    release();
    progress.done();
    await session.finish().catch(() => []);
    throw err;
  }
  release();
  progress.done();
  return finishRun(io, session, command, cases, started, dir);
}

function usage(io: CliIO, reason: string): number {
  io.err(`conformance: ${reason}`);
  return 2;
}
