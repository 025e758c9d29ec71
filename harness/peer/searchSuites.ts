/**
 * Running the official search suites kept as test data (`harness/testing/search-suites/`): every case of every
 * file against the in-process reference of the suite's version, each outcome checked against the known gaps
 * (`searchSuitesKnown.ts`). A case passes, or is listed with the status it has today and why.
 */
import { collectPeer } from '../cli/collect.ts';
import { executeSuites } from '../cli/execute.ts';
import { openSession } from '../cli/session.ts';
import type { CaseResult, CaseStatus } from '../model/caseResult.ts';
import { profileForSuite, type OfficialSuite } from './officialSuites.ts';

/** A case that does not pass against the reference yet: its status today and why (the owner, an issue). */
export interface KnownGap {
  /** `<api dir>/<file>.yml#<test name>`, as the runner names the case. */
  id: string;
  status: Exclude<CaseStatus, 'passed'>;
  why: string;
}

/** Run every file of a suite against the reference of its version; the cases, in order. */
export async function runSearchSuite(s: OfficialSuite): Promise<CaseResult[]> {
  const suite = collectPeer(s.dir);
  if (typeof suite === 'string') throw new Error(suite);
  // The folder says whose suite it is (`opensearch-2.x`): its runner's rules read its skips and warnings.
  const files = suite.files.map((f) => ({ ...f, distribution: s.distribution }));
  const profile = profileForSuite(s);
  const session = await openSession({ target: 'reference', profile, allowDestructive: false, http: {} }, profile);
  if (typeof session === 'string') throw new Error(session);
  const cases: CaseResult[] = [];
  try {
    await executeSuites(session, files, { strictWarnings: true, skipUnsimulated: true, sink: (c) => cases.push(c) });
  } finally {
    await session.finish();
  }
  return cases;
}

/** How the runner words a skip the suite's own `skip: version` decided (steps/skip.ts skipReason). */
const OWN_VERSION_SKIP = /^version \S+ is in \[/;

/** What disagrees with the known gaps: a case that fails unlisted, a listed case whose status changed, a stale entry. */
export function compareWithKnown(cases: readonly CaseResult[], known: readonly KnownGap[]): string[] {
  const byId = new Map(known.map((k) => [k.id, k]));
  const out: string[] = [];
  for (const c of cases) {
    const k = byId.get(c.id);
    byId.delete(c.id);
    if (c.status === 'passed') {
      if (k) out.push(`${c.id} passes now: remove it from the known gaps (it was ${k.status}: ${k.why})`);
      continue;
    }
    // The suite's own version skip is its answer for this version, not a gap of the reference.
    if (!k && c.status === 'skipped' && OWN_VERSION_SKIP.test(c.message)) continue;
    const first = c.message.split('\n')[0]!.slice(0, 240);
    if (!k) out.push(`${c.id} is ${c.status} and not a known gap: ${first}`);
    else if (k.status !== c.status) out.push(`${c.id} is ${c.status}, listed as ${k.status} (${k.why}): ${first}`);
  }
  for (const k of byId.values()) out.push(`${k.id} is listed but no such case ran (renamed or removed file?)`);
  return out;
}
