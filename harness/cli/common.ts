/**
 * What `run` and `peer` share: option validation, the package folder, the report folder and the closing
 * verdict line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseResult } from '../model/caseResult.ts';
import { writeCounterexamples } from '../report/counterexamples.ts';
import { writeReports } from '../report/writeReports.ts';
import { summarise, verdictOf, type RunReport } from '../report/runReport.ts';
import { isProfileName, profileSpecError, type ProfileName } from '../../reference/profiles.ts';
import { flag, str, type ParsedArgs } from './args.ts';
import type { CliIO } from './progress.ts';
import { PACKAGE_VERSION } from './version.ts';
import { targetProblem, type Session, type SessionOptions } from './session.ts';

/**
 * The package's own folder (where `specs/` and `package.json` are): found by walking up from this
 * module, which sits at harness/cli/ in the sources and at dist/ in the built bundle.
 */
export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === 'es-conformance') return dir;
    } catch {
      // no package.json here: keep walking up
    }
    if (dirname(dir) === dir) return resolve(from, '../..');
  }
}

/** The package's version (`conformance --version`). */
export function packageVersion(): string {
  return PACKAGE_VERSION;
}


/** Validate common options into session options, or a one-line reason. */
export function sessionOptions(a: ParsedArgs): SessionOptions | string {
  const target = str(a, 'target');
  if (!target) return '--target is required (reference or a URL)';
  const badTarget = targetProblem(target);
  if (badTarget) return badTarget;
  const profile = str(a, 'profile');
  if (profile !== undefined && !isProfileName(profile)) return `--profile: ${profileSpecError(profile)}`;
  const timeout = str(a, 'timeout');
  const timeoutMs = timeout === undefined ? 30_000 : Number(timeout);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return '--timeout must be a positive number of milliseconds';
  const refresh = str(a, 'refresh');
  if (refresh !== undefined && refresh !== 'immediate' && refresh !== 'explicit') return `--refresh takes immediate or explicit, not "${refresh}"`;
  const configDir = str(a, 'config');
  if (configDir !== undefined && target !== 'reference') return '--config applies to --target reference only (a real cluster reads its own config directory)';
  if (refresh !== undefined && target !== 'reference') return '--refresh applies to --target reference only (a real cluster refreshes as it is configured)';
  const seed = str(a, 'seed');
  if (seed !== undefined && !/^-?\d+$/.test(seed)) return '--seed must be an integer';
  const bodyFormat = str(a, 'body-format');
  if (bodyFormat !== undefined && bodyFormat !== 'json' && bodyFormat !== 'random') return `--body-format takes json or random, not "${bodyFormat}"`;
  const user = str(a, 'user');
  if (user !== undefined && !user.includes(':')) return '--user must be user:password';
  const referenceUrl = str(a, 'reference');
  if (referenceUrl !== undefined) {
    const bad = targetProblem(referenceUrl);
    if (bad || referenceUrl === 'reference') return `--reference must be the URL of a live cluster${bad ? ` (${bad.replace(/--target/g, '--reference')})` : ''}`;
  }
  const ca = str(a, 'ca');
  if (ca !== undefined && !existsSync(ca)) return `--ca ${ca}: no such file`;
  const http = {
    timeoutMs,
    ...(user ? { user } : {}),
    ...(str(a, 'api-key') ? { apiKey: str(a, 'api-key')! } : {}),
    ...(str(a, 'bearer') ? { bearer: str(a, 'bearer')! } : {}),
    ...(ca ? { caFile: ca } : {}),
    insecure: flag(a, 'insecure'),
  };
  return {
    target,
    ...(profile ? { profile: profile as ProfileName } : {}),
    ...(str(a, 'prefix') ? { prefix: str(a, 'prefix')! } : {}),
    allowDestructive: flag(a, 'allow-destructive'),
    http,
    ...(seed !== undefined ? { seed: Number(seed) } : {}),
    ...(referenceUrl !== undefined ? { referenceUrl } : {}),
    ...(refresh !== undefined ? { refresh: refresh as 'immediate' | 'explicit' } : {}),
    ...(configDir !== undefined ? { configDir } : {}),
    ...(bodyFormat === 'random' ? { bodyFormat: 'random' as const } : {}),
  };
}

/**
 * `reports/<timestamp>/` unless --report is given: under the repository when run from inside this project's
 * checkout, else under the current folder: where the package is installed as a dependency (never inside
 * node_modules), and where a checkout is linked in (`npm install <path>` links it; its reports belong to the
 * project that runs it, not to the checkout).
 */
export function reportDir(a: ParsedArgs, now = new Date(), root = PACKAGE_ROOT, cwd = process.cwd()): string {
  const given = str(a, 'report');
  if (given) return resolve(given);
  const stamp = now.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
  const rel = relative(root, cwd);
  const inCheckout = !root.split(/[\\/]/).includes('node_modules') && !rel.startsWith('..') && !isAbsolute(rel);
  return join(inCheckout ? root : cwd, 'reports', stamp);
}

/**
 * Finish a run: final cleanup (also reached on failure), reports, summary line, exit code (verdictOf:
 * 0 conformant, 1 not conformant, 2 when a case could not run or nothing ran).
 */
export async function finishRun(
  io: CliIO,
  session: Session,
  command: string,
  cases: CaseResult[],
  started: { at: Date; ms: number },
  dir: string,
  interrupted?: { signal: string; after: number },
): Promise<number> {
  const notes = await session.finish();
  // Anything changed outside the run prefix fails the run, loudly, whatever the scenarios said.
  const harm = notes.filter((n) => n.startsWith('harm: ')).map((n) => n.slice(6));
  if (harm.length > 0) {
    cases = [...cases, {
      id: 'safety/do-no-harm', area: 'deletion-guard', file: '(harness)', line: 0, name: 'nothing outside the run prefix changed',
      status: 'failed', message: `changed outside the run prefix ${session.info.prefix ?? ''}: ${harm.join('; ')}`, steps: [], ms: 0,
    }];
    for (const h of harm) io.err(`DO NO HARM VIOLATED: ${h}`);
  }
  notes.unshift(...session.warnings.map((w) => `warning: ${w}`), ...(session.notes ?? []));
  if (interrupted) notes.unshift(`interrupted by ${interrupted.signal} after ${interrupted.after} case(s); the cases that were under way are errors`);
  // Shrunk counterexamples as .yml files beside the report, each named in its case and in the notes.
  const written = writeCounterexamples(dir, cases);
  cases = written.cases;
  for (const f of written.files) notes.push(`counterexample: ${f} (replay: conformance run --target <url> --specs ${f})`);
  const report: RunReport = { command, target: session.info, startedAt: started.at.toISOString(), durationMs: performance.now() - started.ms, cases, notes };
  writeReports(dir, report);
  const s = summarise(cases);
  const { verdict, exitCode } = verdictOf(s);
  const errors = s.errors > 0 ? `, ${s.errors} could not run (error)` : '';
  const label = interrupted ? `INTERRUPTED (${interrupted.signal}), so no verdict; so far` : verdict === 'not conformant' ? 'NOT conformant' : verdict === 'incomplete' ? 'INCOMPLETE (cases the harness could not run)' : verdict === 'nothing ran' ? 'NOTHING RAN' : verdict;
  const oracle = session.info.reference ? `, compared with ${session.info.reference.name} (${session.info.reference.distribution} ${session.info.reference.version})` : '';
  io.out(`${label}: ${s.passed} passed, ${s.failed} failed${errors}, ${s.skipped} skipped against ${session.info.name} (profile ${session.profile}, version ${session.version})${oracle}; report in ${dir}`);
  for (const n of notes.filter((x) => x.startsWith('cleanup problem') || x.startsWith('do-no-harm check unavailable') || x.startsWith('counterexample: ') || x.startsWith('warning: ') || x.startsWith('finding: '))) io.err(n);
  return interrupted ? 2 : exitCode;
}
