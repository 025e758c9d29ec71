import { outOfScope } from '../peer/scope.ts';
import { parseArgs, str } from './args.ts';
import { collectPeer, describeSuiteFamily, suiteProfile } from './collect.ts';
import { reportDir, sessionOptions } from './common.ts';
import { countCases } from './execute.ts';
import { kindsOf, PEER_OPTIONS } from './options.ts';
import type { CliIO } from './progress.ts';
import { execute } from './runCommand.ts';
import { openSession } from './session.ts';
import { reportDirProblem } from '../report/writeReports.ts';


/** `conformance peer --suite DIR --target T`: run an official suite unmodified. */
export async function peerCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const a = parseArgs(argv, kindsOf(PEER_OPTIONS));
  const fail = (reason: string): number => {
    io.err(`conformance: ${reason}`);
    return 2;
  };
  if (typeof a === 'string') return fail(a);
  const dir = str(a, 'suite');
  if (!dir) return fail('--suite DIR is required');
  const opts = sessionOptions(a);
  if (typeof opts === 'string') return fail(opts);
  const suite = collectPeer(dir);
  if (typeof suite === 'string') return fail(suite);
  const reports = reportDir(a);
  const unwritable = reportDirProblem(reports);
  if (unwritable) return fail(unwritable);
  // Against the reference, default to the profile of the suite's own family (FORMAT.md: pin the version).
  // ES 5–7 shipped with action.destructive_requires_name off, and their suites rely on it (wildcard deletes).
  const family = suiteProfile(dir, suite.layout.version, suite.layout.distribution);
  io.out(describeSuiteFamily(suite.layout, family));
  const legacyDefaults = family === 'es5' || family === 'es6' ? { destructiveRequiresName: false } : {};
  const session = await openSession({ ...opts, ...legacyDefaults }, family);
  if (typeof session === 'string') return fail(session);
  const plan = { files: suite.files, total: countCases(suite.files) };
  return execute(io, session, plan, `peer ${argv.join(' ')}`, reports, (file, test) => outOfScope(file, test, session.facts));
}
