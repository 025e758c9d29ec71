/**
 * `conformance run`: our scenarios, the properties and the reindex-under-load cases, then cleanup, reports
 * and the verdict.
 */
import { join } from 'node:path';
import type { CaseResult } from '../model/caseResult.ts';
import { list, parseArgs, str } from './args.ts';
import { collectSpecs, resolveSpecPath, type SuiteFile } from './collect.ts';
import { reportDirProblem } from '../report/writeReports.ts';
import { finishRun, PACKAGE_ROOT, reportDir, sessionOptions } from './common.ts';
import { countCases, executeSuites } from './execute.ts';
import { kindsOf, RUN_OPTIONS } from './options.ts';
import { Progress, type CliIO } from './progress.ts';
import { loadPropertyRunner } from './properties.ts';
import { openSession, type Session } from './session.ts';
import { onInterrupt } from './interrupt.ts';


/**
 * How long each kind of case is expected to take, in ms: measured on the in-process reference on 2 shared
 * cores (a scenario test about 11 ms, 270 of them in 2.9 s; a property run 18 ms on average, 10 properties of
 * 100 runs in 17.7 s; a reindex under load of 5,000 documents 25-30 s). A slower target scales them all; the
 * ETA only needs their ratios, so that the quick scenarios do not set the pace for the long cases after them.
 */
export const EXPECTED_MS = { scenario: 11, propertyRun: 18, reindexBase: 1000, reindexPerDoc: 5, linearizable: 1500 } as const;

/** What a run will do, known before it starts: its suite files, and the cases besides them. */
export interface RunPlan {
  files: readonly SuiteFile[];
  /** Cases the run expects in all, for progress. */
  total: number;
  /** Each case's expected length in ms, in run order (progress weighs its ETA by them); uniform when absent. */
  expectedMs?: readonly number[];
  /** Names (under the run prefix) the case under way has made, for a second Ctrl-C to name what it leaves. */
  inUse?: () => readonly string[];
  /** Runs what is not a suite file (properties, the reindex cases), adding each case as it ends. */
  extra?: (sink: (c: CaseResult) => void, progress: Progress, aborted: () => boolean) => Promise<void>;
  /** The target is the reference: skip the cases that call an API it does not simulate (ExecuteOptions). */
  skipUnsimulated?: boolean;
}

/** `conformance run`: our scenarios, properties and reindex cases against a target. */
export async function runCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const a = parseArgs(argv, kindsOf(RUN_OPTIONS));
  if (typeof a === 'string') return usage(io, a);
  const opts = sessionOptions(a);
  if (typeof opts === 'string') return usage(io, opts);
  const only = str(a, 'only');
  if (only !== undefined && only !== 'scenarios' && only !== 'properties' && only !== 'reindex') return usage(io, '--only must be scenarios, properties or reindex');
  const reindexDocs = str(a, 'reindex-docs') ?? '5000';
  if (!/^\d+$/.test(reindexDocs) || Number(reindexDocs) < 1) return usage(io, '--reindex-docs must be a positive integer');
  const runsText = str(a, 'runs');
  if (runsText !== undefined && !/^[1-9]\d*$/.test(runsText)) return usage(io, '--runs must be a positive integer');
  const budgetText = str(a, 'budget');
  if (budgetText !== undefined && !(Number(budgetText) > 0)) return usage(io, '--budget must be a positive number of seconds');
  const replayPath = str(a, 'path');
  const property = str(a, 'property');
  // A relative --specs that is not a path here names a built-in scenario folder (`specs/bulk` or `bulk`).
  const chosenSpecs = list(a, 'specs').map((p) => resolveSpecPath(p, PACKAGE_ROOT));
  const dir = reportDir(a);
  const unwritable = reportDirProblem(dir);
  if (unwritable) return usage(io, unwritable);
  // Properties run in a full run, or when asked for (by --only or by naming them).
  const withScenarios = only === undefined || only === 'scenarios';
  const withProperties = only === 'properties' || (only === undefined && (chosenSpecs.length === 0 || property !== undefined));
  // The reindex-under-load cases belong to the full default run (or `--only reindex`), not to a run of chosen specs.
  const withReindex = only === 'reindex' || (only === undefined && chosenSpecs.length === 0 && property === undefined);
  let files: SuiteFile[] = [];
  if (withScenarios) {
    const collected = collectSpecs(chosenSpecs.length ? chosenSpecs : [join(PACKAGE_ROOT, 'specs')]);
    if (typeof collected === 'string') return usage(io, collected);
    if (collected.length === 0 && chosenSpecs.length > 0) return usage(io, `--specs ${chosenSpecs.join(' ')}: no .yml scenario files there`);
    files = collected;
  }
  const properties = withProperties ? await loadPropertyRunner() : undefined;
  const wanted = property?.split(',').filter((p) => p !== '') ?? [];
  const unknown = wanted.filter((p) => !properties?.ids.includes(p));
  if (property !== undefined && (wanted.length === 0 || unknown.length > 0)) {
    return usage(io, `--property ${property}: no such property${unknown.length > 1 ? ' ids' : ''} ${unknown.join(', ')} (known: ${(properties ?? (await loadPropertyRunner())).ids.join(', ')})`);
  }
  if (replayPath !== undefined && wanted.length !== 1) return usage(io, '--path replays one property: give --property ID (and --seed S) with it');
  const propertyCount = properties ? (wanted.length || properties.ids.length) : 0;
  const session = await openSession(opts, 'default');
  if (typeof session === 'string') return usage(io, session);
  // Both sides' versions, before anything runs: a comparison of two clusters is only read with them.
  if (session.info.reference) {
    const r = session.info.reference;
    io.out(`target ${session.info.name}: ${session.info.distribution ?? 'elasticsearch'} ${session.version} · reference ${r.name}: ${r.distribution} ${r.version} (instead of the built-in reference)`);
  }
  const scenarioCount = countCases(files);
  const runs = runsText ? Number(runsText) : 100;
  const reindexCount = withReindex ? 3 : 0;
  const linearCount = withProperties && property === undefined ? 1 : 0;
  let inUse: readonly string[] = [];
  const plan: RunPlan = {
    files,
    total: scenarioCount + linearCount + propertyCount + reindexCount,
    expectedMs: [
      ...Array<number>(scenarioCount).fill(EXPECTED_MS.scenario),
      ...Array<number>(linearCount).fill(EXPECTED_MS.linearizable),
      ...Array<number>(reindexCount).fill(EXPECTED_MS.reindexBase + EXPECTED_MS.reindexPerDoc * Number(reindexDocs)),
      ...Array<number>(propertyCount).fill(EXPECTED_MS.propertyRun * runs),
    ],
    inUse: () => inUse,
    extra: async (sink, progress, aborted) => {
      // Alias atomicity under concurrent clients, judged by the linearizability checker (with the properties).
      if (withProperties && property === undefined && !aborted()) {
        const { aliasAtomicityCase } = await import('../check/aliasAtomicity.ts');
        sink(await aliasAtomicityCase(session.target, session.profile, { seed: opts.seed ?? Date.now() % 2 ** 31 }));
      }
      if (withReindex) {
        const { defaultStem, reindexUnderLoadCase, UNDER_LOAD_VARIANTS } = await import('../reindex/underLoad.ts');
        for (const variant of UNDER_LOAD_VARIANTS) {
          if (aborted()) return;
          const stem = defaultStem(variant);
          inUse = [`${stem}_v1`, `${stem}_v2`];
          sink(await reindexUnderLoadCase(session.target, variant, Number(reindexDocs), (what, fraction) => progress.tick(what, fraction)));
          inUse = [];
        }
      }
      if (!properties) return;
      for await (const c of properties.run({
        target: session.target,
        reference: session.reference,
        profile: session.profile,
        runs,
        seed: opts.seed ?? Date.now(),
        allowDestructive: opts.allowDestructive,
        ...(replayPath !== undefined ? { path: replayPath } : {}),
        ...(property !== undefined ? { property } : {}),
        ...(budgetText !== undefined ? { timeBudgetMs: Number(budgetText) * 1000 } : {}),
        // Lanes of properties side by side (properties/lanes.ts): each under a sub-prefix, with an oracle of its own.
        ...(session.subTarget
          ? {
            lane: async (i: number) => {
              const { referenceTarget } = await import('../targets/referenceTarget.ts');
              return { target: session.subTarget!(`p${i}-`), reference: await referenceTarget({ profile: session.profile, ...(opts.seed !== undefined ? { seed: opts.seed } : {}) }) };
            },
          }
          : {}),
        aborted,
        tick: (what, fraction) => progress.tick(what, fraction),
      })) sink(c);
    },
  };
  return execute(io, session, plan, `run ${argv.join(' ')}`, dir);
}

/**
 * What a run quit at once (second Ctrl-C) leaves on a URL target: the indexes the case under way made, by
 * name, and anything else under the run prefix; with the requests that list and remove them.
 */
export function leftBehindLines(info: Session['info'], inUse: readonly string[]): string[] {
  if (info.kind !== 'url' || !info.prefix) return [];
  const names = inUse.map((n) => `${info.prefix}${n}`);
  return [
    `quit before cleaning up: left on ${info.name}: ${names.length ? `indexes ${names.join(', ')} (with their aliases) and ` : ''}anything else named ${info.prefix}*`,
    `  list them: curl '${info.name}/_cat/indices/${info.prefix}*?v'`,
    ...(names.length ? [`  remove them: curl -X DELETE '${info.name}/${names.join(',')}'`] : []),
  ];
}

/** How long an interrupted run may take to wind down before its cleanup goes ahead anyway. */
const WIND_DOWN_MS = 10_000;

/**
 * Shared body of run and peer: execute the plan, then clean up, report and give the verdict, once, on
 * every path. On Ctrl-C the run stops sending (session.stop), lets what is on the wire come back, cleans
 * up with a live client and exits 2; cases cut short by the interrupt are errors, never failures.
 */
export async function execute(io: CliIO, session: Session, plan: RunPlan, command: string, dir: string, outOfScope?: (file: string, test: string) => string | undefined, strictWarnings = true): Promise<number> {
  const started = { at: new Date(), ms: performance.now() };
  for (const w of session.warnings) io.err(`warning: ${w}`);
  for (const n of session.notes ?? []) io.out(n);
  const cases: CaseResult[] = [];
  const progress = new Progress(io, plan.total, undefined, plan.expectedMs);
  let stoppedAt: number | undefined;
  let signal = '';
  let finishing: Promise<number> | undefined;
  const aborted = (): boolean => stoppedAt !== undefined;
  const sink = (c: CaseResult): void => {
    const cut = aborted() && (c.status === 'failed' || c.status === 'error');
    const kept = cut ? { ...c, status: 'error' as const, message: `interrupted (${signal}) before it could finish: ${c.message}` } : c;
    cases.push(kept);
    progress.add(kept);
  };
  const finish = (): Promise<number> =>
    (finishing ??= (async () => {
      progress.finish();
      await session.idle();
      const interrupted = stoppedAt !== undefined ? { signal, after: stoppedAt } : undefined;
      return finishRun(io, session, `${command}${interrupted ? ' (interrupted)' : ''}`, [...cases], started, dir, interrupted);
    })());
  let windDown: NodeJS.Timeout | undefined;
  const release = onInterrupt((sig) => {
    signal = sig;
    stoppedAt = cases.length;
    session.stop();
    progress.finish();
    io.err(`${sig}: stopping: no new requests; cleaning up, then the verdict (again to quit at once)`);
    // A case stuck on the wire must not hold the cleanup hostage.
    windDown = setTimeout(() => void finish().then((code) => process.exit(code)), WIND_DOWN_MS);
  }, () => leftBehindLines(session.info, plan.inUse?.() ?? []));
  try {
    await executeSuites(session, plan.files, { strictWarnings, aborted, sink, ...(outOfScope ? { outOfScope } : {}), ...(plan.skipUnsimulated ? { skipUnsimulated: true } : {}) });
    if (!aborted()) await plan.extra?.(sink, progress, aborted);
  } catch (err) {
    if (!aborted()) {
      // Clean up even when the run itself broke; the caller turns the error into one line and exit 2.
      release();
      progress.finish();
      await session.idle();
      await session.finish().catch(() => []);
      throw err;
    }
  } finally {
    release();
    if (windDown) clearTimeout(windDown);
  }
  return finish();
}

function usage(io: CliIO, reason: string): number {
  io.err(`conformance: ${reason}`);
  return 2;
}
