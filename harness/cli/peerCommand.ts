/** `conformance peer`: an official REST YAML suite, unmodified, against a target. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
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

/** Why `--api-specs DIR` cannot be read as a folder of REST API specs (`<api>.json` files), or undefined. */
function apiSpecsDirProblem(dir: string): string | undefined {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `--api-specs ${dir}: no such folder`;
  if (!readdirSync(dir).some((n) => n.endsWith('.json'))) return `--api-specs ${dir}: no REST API spec (*.json) in it`;
  return undefined;
}


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
  const collected = collectPeer(dir);
  if (typeof collected === 'string') return fail(collected);
  // Elasticsearch's REST API specs from a folder the user names: they resolve the APIs the suite calls that
  // it has no spec of its own for (Elastic's clients suite has none) and the built-in catalogue lacks.
  const specsDir = str(a, 'api-specs');
  const specsProblem = specsDir === undefined ? undefined : apiSpecsDirProblem(specsDir);
  if (specsProblem) return fail(specsProblem);
  const suite = specsDir === undefined ? collected : { ...collected, files: collected.files.map((f) => ({ ...f, apiDirs: [resolve(specsDir), ...f.apiDirs] })) };
  const reports = reportDir(a);
  const unwritable = reportDirProblem(reports);
  if (unwritable) return fail(unwritable);
  // Against the reference, default to the suite's own version (FORMAT.md: pin the version), with that
  // version's default of action.destructive_requires_name, which its suite relies on (ES 5–7 and OpenSearch
  // wipe with wildcard deletes).
  const suiteVersion = suiteProfile(dir, suite.layout.version, suite.layout.distribution);
  io.out(describeSuiteFamily(suite.layout, suiteVersion));
  // A suite read from an Elasticsearch checkout is ES's own yamlRestTest, which ES runs on its test clusters:
  // they set action.destructive_requires_name false whatever the version (test/test-clusters
  // DefaultSettingsProvider.java), so its cleanups (`DELETE .fs-*`) succeed; the in-process reference starts
  // the same way. A URL target's own setting is never touched (openSession ignores this option for it).
  const esOwnSuite = opts.target === 'reference' && suite.layout.version?.distribution === 'elasticsearch';
  const guard = esOwnSuite ? false : getProfile(opts.profile ?? suiteVersion).destructiveRequiresNameDefault;
  const session = await openSession({ ...opts, destructiveRequiresName: guard }, suiteVersion);
  if (typeof session === 'string') return fail(session);
  // Against the reference itself, a case calling an API it does not simulate is skipped, naming the API: its
  // no-handler answer says nothing about the suite. Against a real target nothing changes.
  const plan = { files: suite.files, total: countCases(suite.files), skipUnsimulated: session.info.kind === 'reference' };
  return execute(io, session, plan, `peer ${argv.join(' ')}`, reports, (file, test) => outOfScope(file, test, session.facts));
}
