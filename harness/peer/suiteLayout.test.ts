import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import { collectPeer, suiteProfile } from '../cli/collect.ts';
import type { CliIO } from '../cli/progress.ts';
import { PEER_SUITE, PEER_SUITE_NOTE } from '../testing/peerSuite.ts';
import { resolveSuiteLayout } from './suiteLayout.ts';

const MAIN = ['rest-api-spec', 'src', 'main', 'resources', 'rest-api-spec'];
const YAML_REST = ['rest-api-spec', 'src', 'yamlRestTest', 'resources', 'rest-api-spec'];

/** A tiny suite whose one API is named only in its own spec file (the catalogue has no `my.count`). */
const TEST = `---
"count through the suite's own API spec":
  - do: { indices.create: { index: t } }
  - do: { my.count: { index: t } }
  - match: { count: 0 }
`;
const API = { 'my.count': { url: { paths: [{ path: '/{index}/_count', methods: ['GET'], parts: { index: {} } }] }, params: {}, body: null } };

/** A fake checkout: `split` puts tests where 7.x/8.x keep them, else where 6.x and OpenSearch do. */
function checkout(split: boolean, version: string): string {
  const root = mkdtempSync(join(tmpdir(), 'cfx-checkout-'));
  const api = join(root, ...MAIN, 'api');
  const tests = join(root, ...(split ? YAML_REST : MAIN), 'test', 'my.count');
  mkdirSync(api, { recursive: true });
  mkdirSync(tests, { recursive: true });
  writeFileSync(join(api, 'my.count.json'), JSON.stringify(API));
  writeFileSync(join(tests, '10_basic.yml'), TEST);
  mkdirSync(join(root, split ? 'build-tools-internal' : 'buildSrc'));
  writeFileSync(join(root, split ? 'build-tools-internal' : 'buildSrc', 'version.properties'), `${version}\nlucene = 9.11.1\n`);
  return root;
}

function capture(): CliIO & { lines: string[]; errs: string[] } {
  const lines: string[] = [];
  const errs: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => errs.push(l), isTTY: false, lines, errs };
}

describe('official suites in the layouts users get them', () => {
  for (const [split, version, profile] of [[false, 'elasticsearch = 6.8.13', 'elasticsearch@6.8.13'], [true, 'elasticsearch = 8.15.0', 'elasticsearch@8.15.0'], [true, 'elasticsearch = 9.1.0', 'elasticsearch@9.1.0'], [false, 'opensearch = 1.3.19', 'opensearch@1.3.19'], [false, 'opensearch = 2.17.1', 'opensearch@2.17.1']] as const) {
    it(`a ${split ? '7.x/8.x' : '6.x/OpenSearch'} checkout (${version}): from its root, its module, or a folder of its tests`, async () => {
      const root = checkout(split, version);
      const testsDir = join(root, ...(split ? YAML_REST : MAIN), 'test');
      for (const dir of [root, join(root, 'rest-api-spec'), testsDir, join(testsDir, 'my.count')]) {
        const layout = resolveSuiteLayout(dir);
        if (typeof layout === 'string') throw new Error(layout);
        expect(layout.apiDirs).toEqual([join(root, ...MAIN, 'api')]);
        expect(suiteProfile(dir, layout.version)).toBe(profile);
      }
      const io = capture();
      const code = await main(['peer', '--suite', root, '--target', 'reference', '--report', join(root, 'out')], io);
      expect(code, [...io.lines, ...io.errs].join('\n')).toBe(0);
      expect(io.lines.at(-1)).toMatch(new RegExp(`^conformant: 1 passed, 0 failed, 0 skipped .*profile ${profile}`));
    });
  }

  it('a suite without a checkout is taken at the major its folder names; the guard against wildcard deletes is its version\'s default', async () => {
    expect(suiteProfile('/x/elasticsearch-7/rest-api-spec')).toBe('elasticsearch@7.17.3');
    expect(suiteProfile('/x/elasticsearch-9')).toBe('elasticsearch@9.1.0');
    expect(suiteProfile('/x/opensearch-1')).toBe('opensearch@1.3.19');
    expect(suiteProfile('/x/opensearch')).toBe('opensearch2');
    expect(suiteProfile('/x/elasticsearch-clients-tests-8.19')).toBe('elasticsearch@8.19.0');
    expect(suiteProfile('/x/elasticsearch-clients-tests-9.4/tests')).toBe('elasticsearch@9.4.0');
    expect(suiteProfile('/x/opensearch-2.19.1/rest-api-spec')).toBe('opensearch@2.19.1');
    expect(suiteProfile('/x/elasticsearch-6.8.13')).toBe('elasticsearch@6.8.13');
    expect(suiteProfile('/x/suite')).toBe('default');
    // action.destructive_requires_name: off before ES 8.0 and in OpenSearch, on from 8.0.
    const WILDCARD = '---\n"wildcard delete":\n  - do: { indices.create: { index: t } }\n  - do: { indices.delete: { index: "t*" } }\n';
    for (const [version, code] of [['elasticsearch = 7.17.3', 0], ['opensearch = 2.19.0', 0], ['elasticsearch = 8.0.0', 1]] as const) {
      const root = checkout(true, version);
      writeFileSync(join(root, ...YAML_REST, 'test', 'my.count', '10_basic.yml'), WILDCARD);
      const io = capture();
      expect(await main(['peer', '--suite', root, '--target', 'reference', '--report', join(root, 'out')], io), `${version}: ${io.lines.join('\n')}`).toBe(code);
    }
  });

  it('a plain folder of tests, with or without an api/ beside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfx-plain-'));
    mkdirSync(join(root, 'test', 'a'), { recursive: true });
    writeFileSync(join(root, 'test', 'a', '1.yml'), TEST);
    expect(resolveSuiteLayout(root)).toEqual({ testsDir: join(root, 'test'), apiDirs: [] });
    mkdirSync(join(root, 'api'));
    expect(resolveSuiteLayout(join(root, 'test'))).toEqual({ testsDir: join(root, 'test'), apiDirs: [join(root, 'api')] });
    expect(resolveSuiteLayout(join(root, 'nope'))).toMatch(/no such directory/);
    expect(collectPeer(join(root, 'api'))).toMatch(/no \.yml files/);
  });

  it('an API the suite names that neither its specs nor the catalogue know is an error, not the target\'s failure', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cfx-noapi-'));
    mkdirSync(join(root, 'test'));
    writeFileSync(join(root, 'test', '1.yml'), TEST);
    const io = capture();
    const code = await main(['peer', '--suite', root, '--target', 'reference', '--report', join(root, 'out')], io);
    expect(code).toBe(2);
    expect(io.lines.at(-1)).toMatch(/^INCOMPLETE .*: 0 passed, 0 failed, 1 could not run \(error\)/);
  });

  it.skipIf(!PEER_SUITE)(`the official suite, copied into a 6.x checkout layout, runs as from its own folder ${PEER_SUITE_NOTE}`, async () => {
    const root = mkdtempSync(join(tmpdir(), 'cfx-es6-'));
    const layout = resolveSuiteLayout(PEER_SUITE!);
    if (typeof layout === 'string') throw new Error(layout);
    cpSync(layout.testsDir, join(root, ...MAIN, 'test'), { recursive: true });
    for (const d of layout.apiDirs) cpSync(d, join(root, ...MAIN, 'api'), { recursive: true });
    mkdirSync(join(root, 'buildSrc'));
    writeFileSync(join(root, 'buildSrc', 'version.properties'), 'elasticsearch     = 6.8.13\n');
    const io = capture();
    const code = await main(['peer', '--suite', root, '--target', 'reference', '--report', join(root, 'out')], io);
    expect(code, io.lines.filter((l) => l.startsWith('FAIL')).join('\n')).toBe(0);
    expect(io.lines.at(-1)).toMatch(/^conformant: \d{3} passed, 0 failed, \d+ skipped .*profile elasticsearch@6\.8\.13/);
  });
});
