/** `conformance reindex`: the zero-downtime procedure against a service (see harness/reindex/README.md). */
import { readFileSync } from 'node:fs';
import { runReindex, planOnly } from '../reindex/reindex.ts';
import { describePlan } from '../reindex/plan.ts';
import { progressView } from '../reindex/progressView.ts';
import { summaryLines } from '../reindex/summary.ts';
import { DEFAULT_RETRY } from '../reindex/client.ts';
import { httpTarget } from '../targets/httpTarget.ts';
import { flag, parseArgs, str } from './args.ts';
import { kindsOf, REINDEX_OPTIONS } from './options.ts';
import { sessionOptions } from './common.ts';
import type { CliIO } from './progress.ts';



function positiveInt(v: string | undefined, name: string, dflt: number): number | string {
  if (v === undefined) return dflt;
  return /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : `--${name} must be a positive integer`;
}

/** Parse, plan, run (or print the plan), print the summary. Exit 0 done, 1 failed or unverified, 2 cannot run. */
export async function reindexCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const usage = (why: string): number => {
    io.err(`conformance reindex: ${why} (see conformance reindex --help)`);
    return 2;
  };
  const a = parseArgs(argv, kindsOf(REINDEX_OPTIONS));
  if (typeof a === 'string') return usage(a);
  const session = sessionOptions(a);
  if (typeof session === 'string') return usage(session);
  if (!/^https?:\/\//.test(session.target)) return usage('--target must be an http(s) URL');
  const alias = str(a, 'alias');
  if (!alias) return usage('--alias is required');
  const mappingFile = str(a, 'mapping');
  if (!mappingFile) return usage('--mapping FILE is required');
  let mapping: unknown;
  try {
    mapping = JSON.parse(readFileSync(mappingFile, 'utf8'));
  } catch (e) {
    return usage(`--mapping ${mappingFile}: ${(e as Error).message.split('\n')[0]}`);
  }
  const batch = positiveInt(str(a, 'batch'), 'batch', 1000);
  const slices = positiveInt(str(a, 'slices'), 'slices', str(a, 'slice-field') ? 4 : 2);
  const passes = positiveInt(str(a, 'passes'), 'passes', 2);
  const retries = positiveInt(str(a, 'retries'), 'retries', DEFAULT_RETRY.attempts - 1);
  const settleText = str(a, 'settle');
  const settle = settleText === undefined ? 1000 : /^\d+$/.test(settleText) ? Number(settleText) : 'bad';
  for (const v of [batch, slices, passes, retries]) if (typeof v === 'string') return usage(v);
  if (settle === 'bad') return usage('--settle must be milliseconds');
  if ((batch as number) > 10_000) return usage('--batch must be at most 10000 (index.max_result_window)');
  const copy = str(a, 'copy') ?? 'auto';
  if (copy !== 'native' && copy !== 'scroll' && copy !== 'auto') return usage('--copy must be native, scroll or auto');
  const rate = str(a, 'rate') === undefined ? undefined : positiveInt(str(a, 'rate'), 'rate', 0);
  if (typeof rate === 'string') return usage(rate);
  const target = httpTarget(session.target, { ...session.http, connections: Math.max(8, (slices as number) * 2) });
  const opts = {
    alias,
    mapping,
    ...(str(a, 'index') ? { newIndex: str(a, 'index')! } : {}),
    ...(str(a, 'from') ? { from: str(a, 'from')! } : {}),
    ...(str(a, 'slice-field') ? { sliceField: str(a, 'slice-field')! } : {}),
    slices: slices as number,
    batch: batch as number,
    plain: flag(a, 'plain'),
    resume: flag(a, 'resume'),
    copy: copy as 'native' | 'scroll' | 'auto',
    ...(rate !== undefined ? { rate } : {}),
  };
  const retry = { ...DEFAULT_RETRY, attempts: (retries as number) + 1 };
  try {
    if (flag(a, 'dry-run')) {
      const plan = await planOnly(target, opts, retry);
      if (typeof plan === 'string') {
        io.err(`conformance reindex: ${plan}`);
        return 2;
      }
      for (const l of describePlan(plan)) io.out(l);
      io.out('dry run: nothing was changed');
      return 0;
    }
    const view = progressView(io);
    // Ctrl-C: a native copy cancels its task and the run rolls back (the alias never moved before the swap); a second one quits.
    const abort = new AbortController();
    const onSignal = (): void => {
      if (abort.signal.aborted) process.exit(130);
      io.err('\ninterrupted: stopping (Ctrl-C again to quit at once)');
      abort.abort();
    };
    process.on('SIGINT', onSignal);
    let r;
    try {
      r = await runReindex(target, { ...opts, retry, maxPasses: passes as number, settleMs: settle as number, keepOnFailure: flag(a, 'keep'), progress: view.update, signal: abort.signal });
    } finally {
      process.off('SIGINT', onSignal);
    }
    view.done();
    if (!r.plan) {
      io.err(`conformance reindex: ${r.error ?? 'could not plan'}`);
      return 2;
    }
    for (const l of summaryLines(r)) io.out(l);
    return r.ok ? 0 : 1;
  } finally {
    await target.close();
  }
}
