// `conformance peer --target reference`: a case calling an API the reference does not simulate is skipped,
// naming the API, not failed on the no-handler answer; `--api-specs DIR` resolves APIs the catalogue lacks.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import { unsimulatedCall } from '../cli/execute.ts';
import type { CliIO } from '../cli/progress.ts';
import { getProfile } from '../../reference/profiles.ts';

const SUITE = `---
"count is simulated":
  - do: { indices.create: { index: t } }
  - do: { count: { index: t } }
  - match: { count: 0 }
---
"allocation explain is not":
  - do: { indices.create: { index: t } }
  - do: { cluster.allocation_explain: {} }
  - is_true: index
---
"certificates are unknown to the catalogue":
  - do: { ssl.certificates: {} }
  - is_true: $body
`;
const CERTIFICATES = { 'ssl.certificates': { url: { paths: [{ path: '/_ssl/certificates', methods: ['GET'] }] }, params: {} } };

function capture(): CliIO & { lines: string[]; errs: string[] } {
  const lines: string[] = [];
  const errs: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => errs.push(l), isTTY: false, lines, errs };
}

function suite(): string {
  const root = mkdtempSync(join(tmpdir(), 'cfx-unsim-'));
  mkdirSync(join(root, 'test'));
  writeFileSync(join(root, 'test', '10_basic.yml'), SUITE);
  mkdirSync(join(root, 'specs'));
  writeFileSync(join(root, 'specs', 'ssl.certificates.json'), JSON.stringify(CERTIFICATES));
  return root;
}

/** Each case's status and message, by test name, from the run's JSON report. */
function outcomes(report: string): Record<string, { status: string; message: string }> {
  const r = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as { cases: { name: string; status: string; message: string }[] };
  return Object.fromEntries(r.cases.map((c) => [c.name, { status: c.status, message: c.message }]));
}

describe('peer against the reference: APIs it does not simulate', () => {
  it('skips the case naming the API; an API nobody knows stays an error until --api-specs names its spec', async () => {
    const root = suite();
    const io = capture();
    expect(await main(['peer', '--suite', join(root, 'test'), '--target', 'reference', '--profile', 'elasticsearch@8.19.0', '--report', join(root, 'a')], io)).toBe(2);
    let got = outcomes(join(root, 'a'));
    expect(got['count is simulated']!.status).toBe('passed');
    expect(got['allocation explain is not']).toEqual({ status: 'skipped', message: expect.stringMatching(/cluster\.allocation_explain is not simulated by the reference$/) });
    expect(got['certificates are unknown to the catalogue']!.status).toBe('error');

    const io2 = capture();
    const code = await main(['peer', '--suite', join(root, 'test'), '--target', 'reference', '--profile', 'elasticsearch@8.19.0', '--api-specs', join(root, 'specs'), '--report', join(root, 'b')], io2);
    expect(code, io2.lines.join('\n')).toBe(0);
    got = outcomes(join(root, 'b'));
    // GET /_ssl/certificates reaches get-index's `/{index}` in the reference: no answer about certificates.
    expect(got['certificates are unknown to the catalogue']).toEqual({ status: 'skipped', message: expect.stringMatching(/ssl\.certificates is not simulated by the reference$/) });
    expect(io2.lines.at(-1)).toMatch(/^conformant: 1 passed, 0 failed, 2 skipped/);
  });

  it('refuses an --api-specs folder that does not exist or holds no spec, in one line', async () => {
    const root = suite();
    for (const [dir, why] of [[join(root, 'nope'), /no such folder/], [join(root, 'test'), /no REST API spec/]] as const) {
      const io = capture();
      expect(await main(['peer', '--suite', join(root, 'test'), '--target', 'reference', '--api-specs', dir, '--report', join(root, 'x')], io)).toBe(2);
      expect(io.errs.join('\n')).toMatch(why);
    }
  });

  it('judges by what the reference simulates: the API, the route it reaches, and a suite API under another name', () => {
    const es8 = getProfile('elasticsearch@8.19.0');
    const get = (path: string) => ({ method: 'GET', path });
    expect(unsimulatedCall(es8, 'cluster.allocation_explain', get('/_cluster/allocation/explain'), [])).toBe('cluster.allocation_explain is not simulated by the reference');
    expect(unsimulatedCall(es8, 'count', get('/t/_count'), [])).toBeUndefined();
    // A simulated API the version lacks answers as ES does (judged): _cat/component_templates before 8.2.
    expect(unsimulatedCall(getProfile('elasticsearch@7.17.3'), 'cat.component_templates', get('/_cat/component_templates'), [])).toBeUndefined();
    // A suite's own API: judged where it is a simulated endpoint under another name, skipped elsewhere.
    expect(unsimulatedCall(es8, 'my.count', get('/t/_count'), ['/{index}/_count'])).toBeUndefined();
    expect(unsimulatedCall(es8, 'ssl.certificates', get('/_ssl/certificates'), ['/_ssl/certificates'])).toMatch(/not simulated/);
  });
});
