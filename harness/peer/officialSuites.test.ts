// Runs every official suite the repository keeps (harness/testing/peer-suites/) and Elastic's clients suites
// (named by CLIENTS_SUITE_819 / CLIENTS_SUITE_94) against the in-process reference, prints the counts, and
// holds each suite to today's floor.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectPeer } from '../cli/collect.ts';
import { executeSuites } from '../cli/execute.ts';
import { openSession } from '../cli/session.ts';
import type { CaseResult } from '../model/caseResult.ts';
import { bundledSuites, IN_SCOPE_APIS, outsideScope, profileForSuite, type OfficialSuite } from './officialSuites.ts';
import { outOfScope } from './scope.ts';
import { skipWithout } from '../testing/environmentSkip.ts';

const SUITES_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'testing', 'peer-suites');

/** Elastic's clients suites, when the environment names them (`.ci/run` does when CI's fixture has them). */
const CLIENTS: readonly { env: string; name: string; version: string }[] = [
  { env: 'CLIENTS_SUITE_819', name: 'clients-8.19', version: '8.19' },
  { env: 'CLIENTS_SUITE_94', name: 'clients-9.4', version: '9.4' },
];

/**
 * Today's passes per suite: a run that passes fewer has regressed. Raise a floor when the reference gets
 * better; never lower one without saying why in the commit.
 */
const PASS_FLOORS: Readonly<Record<string, number>> = {
  'elasticsearch-7.x': 21,
  'elasticsearch-8.x': 43,
  'elasticsearch-9.x': 1,
  'opensearch-1.x': 14,
  'opensearch-2.x': 40,
  'opensearch-3.x': 1,
  'clients-8.19': 60,
  'clients-9.4': 61,
};

/**
 * The errors the harness is known to raise on these suites today, each a gap owned elsewhere. Any other error
 * (a file the loader cannot parse, an API nobody knows, a step the runner cannot build) fails this test: it is
 * the harness's fault, never the target's.
 */
const KNOWN_ERRORS: readonly { pattern: RegExp; why: string }[] = [
  // None today. The clients suite's own test bugs (8.19 tasks.yml's tasks.get without a task id, ilm/10_basic.yml's
  // `policy` on ilm.get_status, nodes/10_basic.yml's `format` on nodes.hot_threads) are built as the clients'
  // generated code builds them (scenarios/requestBuilder.ts BuildOptions.clientsRunner), and pass.
];

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  error: number;
  files: number;
  /** Files the suite holds, in scope or not. */
  collected: number;
  cases: CaseResult[];
}

/** Run a suite's in-scope files against the reference with the suite's profile, and count the outcomes. */
async function runSuite(s: OfficialSuite, bodyFormat?: { seed: number }): Promise<Tally> {
  const suite = collectPeer(s.dir);
  if (typeof suite === 'string') throw new Error(suite);
  const files = suite.files.filter((f) => outsideScope(f.path).length === 0);
  const profile = profileForSuite(s);
  const formats = bodyFormat ? { bodyFormat: 'random' as const, seed: bodyFormat.seed } : {};
  const session = await openSession({ target: 'reference', profile, allowDestructive: false, http: {}, ...formats }, profile);
  if (typeof session === 'string') throw new Error(session);
  const cases: CaseResult[] = [];
  try {
    await executeSuites(session, files, {
      strictWarnings: true,
      sink: (c) => cases.push(c),
      outOfScope: (file, test) => outOfScope(file, test, session.facts),
    });
  } finally {
    await session.finish();
  }
  const t: Tally = { passed: 0, failed: 0, skipped: 0, error: 0, files: files.length, collected: suite.files.length, cases };
  for (const c of cases) t[c.status]++;
  return t;
}

/** A failure's message without its file, line and names, so alike failures group together. */
function reasonOf(c: CaseResult): string {
  return c.message.split('\n')[0]!.replace(/^[^:]*\.ya?ml:\d+: /, '').replace(/\{.*$/s, '{…}').slice(0, 160);
}

function print(name: string, profile: string, t: Tally): void {
  const groups = new Map<string, number>();
  for (const c of t.cases) if (c.status === 'failed' || c.status === 'error') groups.set(`${c.status.toUpperCase()} ${reasonOf(c)}`, (groups.get(`${c.status.toUpperCase()} ${reasonOf(c)}`) ?? 0) + 1);
  const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([r, n]) => `    ${n} × ${r}`);
  console.log(`official suite ${name} (${t.files} in-scope files, profile ${profile}): ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped, ${t.error} error\n${top.join('\n')}`);
}

function check(name: string, t: Tally): void {
  const unknown = t.cases.filter((c) => c.status === 'error' && !KNOWN_ERRORS.some((k) => k.pattern.test(c.message)));
  expect(unknown.map((c) => `${c.file} :: ${c.name}: ${c.message}`), 'errors the harness raised that no known gap explains').toEqual([]);
  expect(t.passed, `passes of ${name} fell below the recorded floor`).toBeGreaterThanOrEqual(PASS_FLOORS[name] ?? Number.POSITIVE_INFINITY);
  // Issue 17: every skip names its reason (the file's own, or why the harness cannot run the case).
  expect(t.cases.filter((c) => c.status === 'skipped' && c.message.trim() === '').map((c) => `${c.file} :: ${c.name}`), 'skips without a reason').toEqual([]);
}

describe('official suites kept as test data', () => {
  const suites = bundledSuites(SUITES_ROOT);

  it('are all there, each with its SOURCES.md, and each has a recorded floor', () => {
    expect(suites.map((s) => s.name).sort()).toEqual(Object.keys(PASS_FLOORS).filter((n) => !n.startsWith('clients-')).sort());
    for (const s of suites) expect(existsSync(join(s.dir, 'SOURCES.md')), `${s.name}/SOURCES.md`).toBe(true);
  });

  for (const s of suites) {
    it(`${s.name} runs against the reference (${profileForSuite(s)}) at or above its floor`, async () => {
      const t = await runSuite(s);
      print(s.name, profileForSuite(s), t);
      expect(t.files, 'every kept file is in scope').toBe(t.collected);
      check(s.name, t);
    });
  }
});

describe('with request bodies in YAML, CBOR and Smile, as Elasticsearch\'s own runner sends them', () => {
  // ClientYamlTestExecutionContext draws each body's format at random; the reference reads all four and answers
  // in the request's format, so every case ends as it does with JSON bodies (targets/bodyFormatTarget.ts).
  for (const s of bundledSuites(SUITES_ROOT)) {
    it(`${s.name}: each case ends as with JSON bodies (seed 7)`, async () => {
      const statuses = (t: Tally) => t.cases.map((c) => `${c.file} :: ${c.name} :: ${c.status}`).sort();
      const [json, mixed] = [await runSuite(s), await runSuite(s, { seed: 7 })];
      expect(statuses(mixed)).toEqual(statuses(json));
    });
  }
});

describe("Elastic's clients suites", () => {
  for (const c of CLIENTS) {
    const dir = process.env[c.env];
    const usable = dir !== undefined && existsSync(dir);
    const note = usable ? `(${c.env}=${dir})` : `(SKIPPED: ${c.env} is ${dir ? `"${dir}", which does not exist` : 'unset'}; .ci/run sets it when ../shared/peer-suites has the suite)`;
    if (!usable) console.warn(`${c.name} skipped ${note}`);
    it.skipIf(skipWithout(usable ? undefined : `Elastic's clients suite ${c.name} in ${c.env} (.ci/run sets it from ../shared/peer-suites)`))(`${c.name}: the in-scope files run against the reference at or above the floor ${note}`, async () => {
      const s: OfficialSuite = { name: c.name, dir: dir!, distribution: 'elasticsearch', version: c.version };
      const t = await runSuite(s);
      print(c.name, profileForSuite(s), t);
      // The scope filter keeps the index, document, search, alias, template, cat and cluster files (57 on 8.19).
      expect(t.files).toBeGreaterThanOrEqual(50);
      check(c.name, t);
    });
  }
});

describe('the scope filter and the profile map', () => {
  it('keeps a file only when every API it calls is in scope, wherever the call is (setup, test, teardown)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-scope-'));
    const file = (name: string, text: string): string => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const header = '---\nrequires:\n  serverless: true\n  stack: true\n';
    expect(outsideScope(file('in.yml', `${header}---\nsetup:\n  - do: { indices.create: { index: a } }\n---\n"t":\n  - do: { catch: missing, get: { index: a, id: "1" } }\n`))).toEqual([]);
    expect(outsideScope(file('out.yml', `${header}---\n"t":\n  - do: { index: { index: a, body: {} } }\n---\nteardown:\n  - do: { ml.delete_job: { job_id: j } }\n`))).toEqual(['ml.delete_job']);
    expect(IN_SCOPE_APIS.has('indices.create')).toBe(true);
  });

  it('maps each suite to the exact version its folder names, or the newest checked release of its line', () => {
    expect(profileForSuite({ distribution: 'elasticsearch', version: '7.x' })).toBe('elasticsearch@7.17.3');
    expect(profileForSuite({ distribution: 'elasticsearch', version: '9.4' })).toBe('elasticsearch@9.4.0');
    expect(profileForSuite({ distribution: 'elasticsearch', version: '6.8.13' })).toBe('elasticsearch@6.8.13');
    expect(profileForSuite({ distribution: 'opensearch', version: '1.3' })).toBe('opensearch@1.3.0');
    expect(profileForSuite({ distribution: 'opensearch', version: '2.x' })).toMatch(/^opensearch@2\./);
    // The folders of the lines kept here (harness/testing/peer-suites/): each runs against its line's checked release.
    expect(profileForSuite({ distribution: 'elasticsearch', version: '9.x' })).toBe('elasticsearch@9.1.0');
    expect(profileForSuite({ distribution: 'opensearch', version: '1.x' })).toBe('opensearch@1.3.19');
    expect(profileForSuite({ distribution: 'opensearch', version: '3.x' })).toBe('opensearch@3.2.0');
  });
});
