/** `conformance peer`: an official REST YAML suite, unmodified, against a target. */
import { outOfScope } from '../peer/scope.ts';
import { getProfile } from '../../reference/profiles.ts';
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
  // Against the reference, default to the suite's own version (FORMAT.md: pin the version), with that
  // version's default of action.destructive_requires_name, which its suite relies on (ES 5–7 and OpenSearch
  // wipe with wildcard deletes).
  const suiteVersion = suiteProfile(dir, suite.layout.version, suite.layout.distribution);
  io.out(describeSuiteFamily(suite.layout, suiteVersion));
  const guard = getProfile(opts.profile ?? suiteVersion).destructiveRequiresNameDefault;
  const session = await openSession({ ...opts, destructiveRequiresName: guard }, suiteVersion);
  if (typeof session === 'string') return fail(session);
  const plan = { files: suite.files, total: countCases(suite.files) };
  return execute(io, session, plan, `peer ${argv.join(' ')}`, reports, (file, test) => outOfScope(file, test, session.facts));
}
