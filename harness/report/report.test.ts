/** Tests of the report writers, the verdict and its exit code, and the recorded event type. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { okOutcome } from '../model/outcome.ts';
import { parseXml } from '../testing/miniXml.ts';
import { renderHtml } from './htmlReport.ts';
import { errorGroups, summarise, verdictOf, type RunReport } from './runReport.ts';
import { writeReports } from './writeReports.ts';

const cases: CaseResult[] = [
  { id: 'bulk/a.yml#ok', area: 'bulk', file: 'a.yml', line: 2, name: 'ok', status: 'passed', message: '', steps: [], ms: 3 },
  {
    id: 'type-change/b.yml#bad <&>',
    area: 'type-change',
    file: 'b.yml',
    line: 7,
    name: 'bad <&> "quoted"',
    status: 'failed',
    message: 'b.yml:9: match [acknowledged]: expected false, got true',
    ms: 4,
    steps: [
      { kind: 'do', file: 'b.yml', line: 8, ok: true, request: { method: 'PUT', path: '/i/_mapping', query: { error_trace: 'true' }, body: '{"properties":{}}' }, outcome: okOutcome(200, { 'content-type': 'application/json' }, '{"acknowledged":true}', 1) },
      { kind: 'match', file: 'b.yml', line: 9, ok: false, expected: false, actual: true, diff: '~ acknowledged: expected false, got true', message: 'x' },
    ],
  },
  { id: 'peer/c.yml#err', area: 'peer', file: 'c.yml', line: 1, name: 'err', status: 'error', message: 'no API spec for [x]', steps: [], ms: 0 },
  { id: 'scroll/d.yml#skip', area: 'scroll', file: 'd.yml', line: 1, name: 'skip', status: 'skipped', message: 'destructive', steps: [], ms: 0 },
];
const report: RunReport = {
  command: 'run --target reference',
  target: { name: 'reference(default)', kind: 'reference', profile: 'default', version: '8.0.0' },
  startedAt: '2024-01-01T00:00:00.000Z',
  durationMs: 1234,
  cases,
  notes: ['cleanup: deleted 0 item(s)'],
};

describe('report writers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cfx-report-'));
  const files = writeReports(dir, report);

  it('writes all four files', () => {
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(['report.json', 'junit.xml', 'report.md', 'report.html']);
  });

  it('report.json parses back with the required shape; a case that could not run is an error, not a failure', () => {
    const j = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { target: unknown; verdict: string; summary: unknown; errorCauses: unknown; cases: Array<Record<string, unknown>> };
    expect(j.target).toMatchObject({ name: 'reference(default)' });
    expect(j.verdict).toBe('not conformant');
    expect(j.summary).toEqual({ passed: 1, failed: 1, skipped: 1, errors: 1, total: 4 });
    expect(j.cases.map((c) => c.status)).toEqual(['passed', 'failed', 'error', 'skipped']);
    expect(j.cases[2]).toMatchObject({ id: 'peer/c.yml#err', area: 'peer', message: 'no API spec for [x]' });
    expect(j.errorCauses).toEqual([{ cause: 'no API spec for [x]', count: 1, cases: ['peer/c.yml#err'] }]);
    expect(j.cases[1]).toMatchObject({ evidence: { request: { method: 'PUT' }, expected: false, diff: expect.any(String) as string } });
  });

  it('junit.xml parses back with per-area suites and escaped text', () => {
    const root = parseXml(readFileSync(join(dir, 'junit.xml'), 'utf8'));
    expect(root.name).toBe('testsuites');
    // The run's notes lead every suite as properties; the test cases follow.
    for (const s of root.children) {
      expect(s.children[0]!.name).toBe('properties');
      expect(s.children[0]!.children.map((p) => [p.attrs.name, p.attrs.value])).toEqual([['note', 'cleanup: deleted 0 item(s)']]);
    }
    const suites = root.children.map((s) => ({ ...s, children: s.children.filter((c) => c.name === 'testcase') }));
    expect(suites.map((s) => s.attrs.name)).toEqual(['bulk', 'type-change', 'peer', 'scroll']);
    const tc = suites[1]!.children[0]!;
    expect(tc.attrs.name).toBe('bad <&> "quoted"');
    expect(tc.children.map((c) => c.name)).toEqual(['failure']);
    expect(tc.children[0]!.text).toContain('PUT /i/_mapping');
    expect(suites[3]!.children[0]!.children[0]!.name).toBe('skipped');
    expect(suites[2]!.attrs.failures).toBe('0');
    expect(suites[2]!.attrs.errors).toBe('1');
    expect(suites[2]!.children[0]!.children.map((c) => c.name)).toEqual(['error']);
  });

  it('report.md has the verdict, the matrix and the failure evidence', () => {
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toContain('**not conformant**');
    expect(md).toContain('| type-change | 0 | 1 | 0 | 0 |');
    expect(md).toContain('| peer | 0 | 0 | 1 | 0 |');
    expect(md).toContain('### 1 case: no API spec for [x]');
    expect(md).toContain('PUT /i/_mapping?error_trace=true');
    expect(md).toContain('~ acknowledged: expected false, got true');
  });

  it('report.html is self-contained, escaped, and shows the matrix and evidence', () => {
    const html = renderHtml(report);
    expect(html).not.toMatch(/<(script|link)\b|src=|href="http/);
    expect(html).toContain('bad &lt;&amp;&gt; &quot;quoted&quot;');
    expect(html).toContain('<td>deletion-guard</td>');
    expect(html).toContain('Actual response');
    expect(html).toContain('not conformant');
  });
});

describe('the verdict and its exit code', () => {
  const c = (status: CaseResult['status']): CaseResult => ({ id: status, area: 'bulk', file: 'f', line: 1, name: status, status, message: status, steps: [], ms: 0 });
  it('fails on any failure, is incomplete on any error, and never calls an empty run conformant', () => {
    expect(verdictOf(summarise([c('passed'), c('skipped')]))).toEqual({ verdict: 'conformant', exitCode: 0 });
    expect(verdictOf(summarise([c('passed'), c('error'), c('failed')]))).toEqual({ verdict: 'not conformant', exitCode: 1 });
    expect(verdictOf(summarise([c('passed'), c('error')]))).toEqual({ verdict: 'incomplete', exitCode: 2 });
    expect(verdictOf(summarise([]))).toEqual({ verdict: 'nothing ran', exitCode: 2 });
    expect(verdictOf(summarise([c('skipped')]))).toEqual({ verdict: 'nothing ran', exitCode: 2 });
  });
  it('groups errors by cause, without the place each was met', () => {
    const e = (msg: string): CaseResult => ({ ...c('error'), id: msg, message: msg });
    const groups = errorGroups([e('setup: a.yml:3: no API named [x]'), e('b.yml:9: no API named [x]'), e('wipe failed: boom'), c('failed')]);
    expect(groups.map((g) => [g.cause, g.cases.length])).toEqual([['no API named [x]', 2], ['wipe failed: boom', 1]]);
  });
});

describe('one recorded event type', () => {
  it('a case\'s exchanges read back from report.json as a history, in order, with the section each ran in', async () => {
    const { historyOf } = await import('../model/caseResult.ts');
    const req = (path: string) => ({ method: 'PUT', path });
    const ok = okOutcome(200, {}, '{}', 1);
    const c: CaseResult = {
      id: 'x', area: 'bulk', file: 'x.yml', line: 1, name: 'x', status: 'passed', message: '', ms: 0,
      steps: [
        { kind: 'setup:do', file: 'x.yml', line: 2, ok: true, request: req('/a'), outcome: ok, at: 10, done: 11, actor: 'scenario' },
        { kind: 'match', file: 'x.yml', line: 3, ok: true },
        { kind: 'do', file: 'x.yml', line: 4, ok: true, request: req('/b'), outcome: ok, at: 12, done: 13, actor: 'scenario' },
      ],
    };
    const back = JSON.parse(JSON.stringify(c)) as CaseResult;
    expect(historyOf(back).map((e) => [e.request.path, e.phase, e.actor, e.at])).toEqual([['/a', 'setup', 'scenario', 10], ['/b', 'test', 'scenario', 12]]);
  });
});
