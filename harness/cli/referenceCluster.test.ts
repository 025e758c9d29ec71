/**
 * `conformance run --reference URL`: one served simulator as the target, another as the oracle. The same
 * version is conformant; Elasticsearch 7.17 against OpenSearch 2.19 reports their real differences; an oracle
 * that itself departs from the built-in reference of its version is reported as a separate finding.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../reference/server/server.ts';
import { startFaultProxy, type FaultProxy } from '../faults/faultProxy.ts';
import { main } from '../cli.ts';
import type { CliIO } from './progress.ts';

/** A scenario with search and aggregation steps compared with the oracle, and GET / (whose version differs). */
const SPEC = `---
setup:
  - do:
      indices.create:
        index: docs
        body: { settings: { number_of_shards: 1 }, mappings: { properties: { title: { type: text }, tag: { type: keyword } } } }
  - do:
      bulk:
        refresh: true
        body:
          - { index: { _index: docs, _id: "1" } }
          - { title: "quick brown fox", tag: red }
          - { index: { _index: docs, _id: "2" } }
          - { title: "lazy brown dog", tag: blue }
          - { index: { _index: docs, _id: "3" } }
          - { title: "the fox", tag: red }
---
"search and aggregations, compared with the oracle":
  - do:
      compare: search
      search: { index: docs, body: { query: { match: { title: "brown fox" } }, aggs: { tags: { terms: { field: tag } } } } }
  - match: { hits.total.value: 3 }
---
"who answers":
  - do:
      compare: true
      info: {}
`;

function specDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'cfx-oracle-'));
  mkdirSync(join(root, 'search'));
  writeFileSync(join(root, 'search', 'a.yml'), SPEC);
  return root;
}

async function run(target: string, reference: string) {
  const dir = specDir();
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), isTTY: false };
  const code = await main(['run', '--target', target, '--reference', reference, '--specs', join(dir, 'search'), '--property', 'search-hits', '--runs', '10', '--seed', '7', '--report', join(dir, 'out')], io);
  const report = JSON.parse(readFileSync(join(dir, 'out', 'report.json'), 'utf8')) as { cases: Array<{ id: string; status: string; message: string }>; notes: string[]; target: { reference?: { version: string; distribution: string } } };
  return { code, out, err, report, md: readFileSync(join(dir, 'out', 'report.md'), 'utf8') };
}

describe('--reference URL', () => {
  let es717: RunningServer;
  let es717b: RunningServer;
  let os219: RunningServer;
  beforeAll(async () => {
    [es717, es717b, os219] = await Promise.all([
      startServer({ port: 0, profile: 'elasticsearch@7.17.0' }),
      startServer({ port: 0, profile: 'elasticsearch@7.17.0' }),
      startServer({ port: 0, profile: 'opensearch@2.19.0' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([es717.close(), es717b.close(), os219.close()]);
  });

  it('the same version on both sides: conformant, both versions printed, the oracle agreeing with the built-in reference', async () => {
    const r = await run(es717.url, es717b.url);
    expect(r.code, [...r.out, ...r.err].join('\n')).toBe(0);
    expect(r.out[0]).toBe(`target ${es717.url}: elasticsearch 7.17.0 · reference ${es717b.url}: elasticsearch 7.17.0 (instead of the built-in reference)`);
    expect(r.report.target.reference).toMatchObject({ version: '7.17.0', distribution: 'elasticsearch' });
    expect(r.report.notes.join('\n')).toContain('agreed with the built-in reference of elasticsearch@7.17.0 on every request');
    expect(r.md).toContain(`- Reference: the live cluster \`${es717b.url}\` (elasticsearch 7.17.0)`);
  }, 120_000);

  it('Elasticsearch 7.17 against OpenSearch 2.19: their real differences, and no finding against the oracle', async () => {
    const r = await run(es717.url, os219.url);
    expect(r.code, [...r.out, ...r.err].join('\n')).toBe(1);
    const failed = r.report.cases.filter((c) => c.status === 'failed');
    // GET / names another distribution and version; the search and the property agree (BM25 and terms alike).
    expect(failed.map((c) => c.id)).toEqual(['a.yml#who answers']);
    expect(failed[0]!.message).toMatch(/GET \/: differential: body differs/);
    expect(r.md).toMatch(/version\.number: expected "2\.19\.0", got "7\.17\.0"/);
    expect(r.out.at(-1)).toMatch(/compared with .* \(opensearch 2\.19\.0\)/);
    expect(r.report.notes.join('\n')).toContain('agreed with the built-in reference of opensearch@2.19.0 on every request');
  }, 120_000);

  it('an oracle that departs from the built-in reference of its version is a separate finding', async () => {
    // The oracle is a 7.17 cluster behind a proxy that nudges the top score: the target is right, the oracle is not.
    let proxy: FaultProxy | undefined;
    try {
      proxy = await startFaultProxy(es717b.url, ['perturb-score']);
      const r = await run(es717.url, proxy.url);
      expect(r.code).toBe(1);
      expect(r.err.join('\n')).toMatch(/finding: the reference cluster .* disagrees with the built-in reference of elasticsearch@7\.17\.0 on \d+ request\(s\)/);
      expect(r.report.notes.some((n) => n.startsWith('reference-vs-builtin: POST /docs/_search') && n.includes('_score'))).toBe(true);
    } finally {
      await proxy?.close();
    }
  }, 120_000);
});
