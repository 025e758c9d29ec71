/**
 * Issue 31: an official suite that does not say whose it is (a bare folder of tests) is read by its target's
 * runner. Against OpenSearch, a `skip: version` bound written as a legacy Elasticsearch version sorts before
 * every OpenSearch version (org.opensearch.Version.fromString: a major above 3 is a LegacyESVersion, whose id
 * lacks the 0x08000000 mask bit), so `" - 7.6.99"` never skips on OpenSearch 2.x.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { collectPeer } from './collect.ts';
import { executeSuites } from './execute.ts';
import { openSession } from './session.ts';

// opensearch-project/OpenSearch rest-api-spec/.../test/search.aggregation/50_filter.yml (commit 08832728),
// "Sorting terms": the skip is Elasticsearch's (fixed in 7.7.0); OpenSearch's runner runs the case.
const SORTING_TERMS = `---
"Sorting terms":
  - skip:
      version: " - 7.6.99"
      reason: fixed in 7.7.0

  - do:
      indices.create: { index: test }
`;

async function run(profile: 'opensearch@2.19.0' | 'elasticsearch@7.6.2', folder: string): Promise<CaseResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cfx-exec-'));
  mkdirSync(join(dir, folder, 'search.aggregation'), { recursive: true });
  writeFileSync(join(dir, folder, 'search.aggregation', '50_filter.yml'), SORTING_TERMS);
  const suite = collectPeer(join(dir, folder));
  if (typeof suite === 'string') throw new Error(suite);
  const session = await openSession({ target: 'reference', profile, allowDestructive: false, http: {} }, profile);
  if (typeof session === 'string') throw new Error(session);
  const out: CaseResult[] = [];
  try {
    await executeSuites(session, suite.files, { strictWarnings: true, sink: (c) => out.push(c) });
  } finally {
    await session.finish();
  }
  return out;
}

describe('a suite of unknown distribution', () => {
  it("is read by an OpenSearch target's runner: a legacy Elasticsearch bound does not skip on OpenSearch 2.19", async () => {
    const [c] = await run('opensearch@2.19.0', 'tests');
    expect(c!.message).toBe('');
    expect(c!.status).toBe('passed');
  });

  it("and by an Elasticsearch target's runner, where the same bound holds for 7.6.2", async () => {
    const [c] = await run('elasticsearch@7.6.2', 'tests');
    expect(c!.status).toBe('skipped');
    expect(c!.message).toMatch(/version 7\.6\.2 is in \[- 7\.6\.99\]: fixed in 7\.7\.0/);
  });
});
