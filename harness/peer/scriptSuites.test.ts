// Runs the official OpenSearch script and ingest YAML tests kept in harness/testing/script-suites/ (issue 32)
// against the in-process reference with every API they call (no scope filter): every case passes, is
// skipped by its file's own `skip` with a reason, or is a known gap (scriptSuitesKnown.ts) with its status.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectPeer } from '../cli/collect.ts';
import { executeSuites } from '../cli/execute.ts';
import { openSession } from '../cli/session.ts';
import type { CaseResult } from '../model/caseResult.ts';
import { bundledSuites, profileForSuite } from './officialSuites.ts';
import { compareWithKnown } from './searchSuites.ts';
import { SCRIPT_KNOWN_GAPS } from './scriptSuitesKnown.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'testing', 'script-suites');

async function run(dir: string, profile: string): Promise<CaseResult[]> {
  const suite = collectPeer(dir);
  if (typeof suite === 'string') throw new Error(suite);
  const session = await openSession({ target: 'reference', profile: profile as never, allowDestructive: false, http: {} }, profile as never);
  if (typeof session === 'string') throw new Error(session);
  const cases: CaseResult[] = [];
  try {
    await executeSuites(session, suite.files, { strictWarnings: true, sink: (c) => cases.push(c) });
  } finally {
    await session.finish();
  }
  return cases;
}

describe('official script and ingest suites', () => {
  const suites = bundledSuites(ROOT);
  it('are there, each with a known-gaps entry', () => {
    expect(suites.map((s) => s.name)).toEqual(['opensearch-2.x']);
    expect(Object.keys(SCRIPT_KNOWN_GAPS).sort()).toEqual(suites.map((s) => s.name).sort());
  });
  for (const s of suites) {
    it(`${s.name}: every case passes against ${profileForSuite(s)} or skips with its reason`, async () => {
      const cases = await run(s.dir, profileForSuite(s));
      expect(compareWithKnown(cases, SCRIPT_KNOWN_GAPS[s.name] ?? [])).toEqual([]);
      expect(cases.filter((c) => c.status === 'skipped' && c.message.trim() === '').map((c) => c.name)).toEqual([]);
      expect(cases.filter((c) => c.status === 'passed').length).toBeGreaterThanOrEqual(130);
    }, 120_000);
  }
});
