/**
 * Issue 31: the official search suites kept as test data (harness/testing/search-suites/, origins in each
 * SOURCES.md) run case by case against the in-process reference of their version. Every case passes, is
 * skipped by the suite's own `skip: version`, or is a known gap (searchSuitesKnown.ts) with the status it has
 * today; a listed case that starts passing fails this test until it is removed from the list.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { bundledSuites, profileForSuite } from './officialSuites.ts';
import { compareWithKnown, runSearchSuite } from './searchSuites.ts';
import { KNOWN_GAPS } from './searchSuitesKnown.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'testing', 'search-suites');

/**
 * The passing cases each suite had when its files were last added or fixed: a floor, raised with them, so a
 * file dropped or a case skipped by mistake shows here even though the known gaps still match.
 */
const PASS_FLOOR: Readonly<Record<string, number>> = {
  'elasticsearch-7.x': 193,
  'elasticsearch-8.x': 1084,
  'elasticsearch-9.x': 56,
  'opensearch-2.x': 676, // docsH: 20_analyzers.yml#romanian is a Lucene 10 file version (searchSuitesKnown.ts)
  'opensearch-3.x': 102,
};

function counts(cases: readonly CaseResult[]): string {
  const n = (s: string): number => cases.filter((c) => c.status === s).length;
  return `${n('passed')} passed, ${n('failed')} failed, ${n('skipped')} skipped, ${n('error')} error of ${cases.length}`;
}

describe('official search suites kept as test data', () => {
  const suites = bundledSuites(ROOT);

  it('are all there, each with its SOURCES.md and license, and each has a known-gaps entry', () => {
    expect(suites.map((s) => s.name).sort()).toEqual(Object.keys(KNOWN_GAPS).sort());
    for (const s of suites) {
      expect(existsSync(join(s.dir, 'SOURCES.md')), `${s.name}/SOURCES.md`).toBe(true);
      expect(existsSync(join(s.dir, 'LICENSE-APACHE-2.0.txt')), `${s.name}/LICENSE-APACHE-2.0.txt`).toBe(true);
    }
  });

  for (const s of suites) {
    it(`${s.name} against the reference (${profileForSuite(s)}): every case passes or is a known gap`, async () => {
      const cases = await runSearchSuite(s);
      console.log(`search suite ${s.name} (${profileForSuite(s)}): ${counts(cases)}`);
      expect(cases.length, 'the suite ran').toBeGreaterThan(0);
      expect(cases.filter((c) => c.status === 'passed').length, 'passing cases (PASS_FLOOR)').toBeGreaterThanOrEqual(PASS_FLOOR[s.name] ?? 1);
      expect(compareWithKnown(cases, KNOWN_GAPS[s.name] ?? [])).toEqual([]);
      // A guard against a hang, not a speed check: the 8.x suite runs about 35 s on an idle machine, twice
      // that on a shared one, and grows as official files are added.
    }, 300_000);
  }
});

describe('compareWithKnown', () => {
  const c = (id: string, status: CaseResult['status'], message = ''): CaseResult => ({ id, area: 'peer', file: 'f', line: 1, name: id, status, message, steps: [], ms: 0 });

  it('reports an unlisted failure, a listed case that passes, a changed status and a stale entry; accepts the rest', () => {
    const out = compareWithKnown(
      [c('a#1', 'failed', 'boom'), c('a#2', 'passed'), c('a#3', 'error', 'e'), c('a#4', 'failed'), c('a#5', 'skipped', 'version 8.19.0 is in [- 8.99.99]: x'), c('a#6', 'skipped', 'x is not simulated by the reference')],
      [
        { id: 'a#2', status: 'failed', why: 'aggs' },
        { id: 'a#3', status: 'failed', why: 'aggs' },
        { id: 'a#4', status: 'failed', why: 'aggs' },
        { id: 'a#9', status: 'failed', why: 'gone' },
      ],
    );
    expect(out).toEqual([
      'a#1 is failed and not a known gap: boom',
      'a#2 passes now: remove it from the known gaps (it was failed: aggs)',
      'a#3 is error, listed as failed (aggs): e',
      'a#6 is skipped and not a known gap: x is not simulated by the reference',
      'a#9 is listed but no such case ran (renamed or removed file?)',
    ]);
  });
});
