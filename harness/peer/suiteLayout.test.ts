/** Tests of reading official suites in the layouts users get them (checkouts, folders, versions). */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import { collectPeer, suiteProfile } from '../cli/collect.ts';
import type { CliIO } from '../cli/progress.ts';
import { PEER_SUITE, PEER_SUITE_MISSING, PEER_SUITE_NOTE } from '../testing/peerSuite.ts';
import { skipWithout } from '../testing/environmentSkip.ts';
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

  it('an 8.x/9.x sparse checkout with src/yamlRestTest but no src/main: found from its root, no API specs of its own', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfx-yamlonly-'));
    mkdirSync(join(root, ...YAML_REST, 'test', 'my.count'), { recursive: true });
    writeFileSync(join(root, ...YAML_REST, 'test', 'my.count', '10_basic.yml'), TEST);
    mkdirSync(join(root, 'build-tools-internal'));
    writeFileSync(join(root, 'build-tools-internal', 'version.properties'), 'elasticsearch = 9.1.0\n');
    const layout = resolveSuiteLayout(root);
    if (typeof layout === 'string') throw new Error(layout);
    expect(layout).toEqual({ testsDir: join(root, ...YAML_REST, 'test'), apiDirs: [], version: { distribution: 'elasticsearch', number: '9.1.0', source: 'build-tools-internal/version.properties' } });
    expect(suiteProfile(root, layout.version)).toBe('elasticsearch@9.1.0');
  });

  it('a module\'s own tests two levels below the root (modules/ingest-common) take the root\'s version', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfx-module-'));
    const mod = join(root, 'modules', 'ingest-common');
    const tests = join(mod, 'src', 'yamlRestTest', 'resources', 'rest-api-spec', 'test', 'ingest');
    mkdirSync(tests, { recursive: true });
    writeFileSync(join(tests, '10_basic.yml'), TEST);
    mkdirSync(join(root, 'build-tools-internal'));
    writeFileSync(join(root, 'build-tools-internal', 'version.properties'), 'elasticsearch = 8.19.0\n');
    const layout = resolveSuiteLayout(mod);
    if (typeof layout === 'string') throw new Error(layout);
    expect(layout.version).toEqual({ distribution: 'elasticsearch', number: '8.19.0', source: 'build-tools-internal/version.properties' });
    expect(layout.testsDir).toBe(join(mod, 'src', 'yamlRestTest', 'resources', 'rest-api-spec', 'test'));
  });

  it('an OpenSearch checkout\'s legacy ranges reach the runner as OpenSearch reads them (" - 6.99.99" does not skip OpenSearch 2)', async () => {
    const root = checkout(false, 'opensearch = 2.17.1');
    // The skip of opensearch-project/OpenSearch 30c88e7e0412a02b3cc999dcd26f7a0aadafb085
    // rest-api-spec/src/main/resources/rest-api-spec/test/indices.create/10_basic.yml ("Create index").
    writeFileSync(join(root, ...MAIN, 'test', 'my.count', '10_basic.yml'), TEST.replace('  - do: { indices.create', '  - skip:\n      version: " - 6.99.99"\n      reason:  include_type_name defaults to true before 7.0.0\n  - do: { indices.create'));
    const io = capture();
    const code = await main(['peer', '--suite', root, '--target', 'reference', '--report', join(root, 'out')], io);
    expect(code, [...io.lines, ...io.errs].join('\n')).toBe(0);
    expect(io.lines[0]).toBe('suite: opensearch 2.17.1 (from buildSrc/version.properties); reference profile opensearch@2.17.1');
    expect(io.lines.at(-1)).toMatch(/^conformant: 1 passed, 0 failed, 0 skipped .*profile opensearch@2\.17\.1/);
  });

  it('an OpenSearch checkout without buildSrc/version.properties takes Version.CURRENT, and says so', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfx-os-noprops-'));
    mkdirSync(join(root, ...MAIN, 'test', 'my.count'), { recursive: true });
    writeFileSync(join(root, ...MAIN, 'test', 'my.count', '10_basic.yml'), TEST);
    const versionJava = join(root, 'libs', 'core', 'src', 'main', 'java', 'org', 'opensearch');
    mkdirSync(versionJava, { recursive: true });
    // As OpenSearch 2.17.1 declares it in libs/core/src/main/java/org/opensearch/Version.java.
    writeFileSync(join(versionJava, 'Version.java'), 'public class Version {\n    public static final Version V_2_17_1 = new Version(2170199, org.apache.lucene.util.Version.LUCENE_9_11_1);\n    public static final Version CURRENT = V_2_17_1;\n}\n');
    const layout = resolveSuiteLayout(root);
    if (typeof layout === 'string') throw new Error(layout);
    expect(layout.version).toMatchObject({ distribution: 'opensearch', number: '2.17.1' });
    expect(layout.version!.source).toMatch(/^Version\.CURRENT in libs\/core\/.*Version\.java, the checkout has no build-tools-internal\/version\.properties or buildSrc\/version\.properties$/);
    expect(suiteProfile(root, layout.version)).toBe('opensearch@2.17.1');
  });

  it('a folder whose name does not say the distribution: its API specs\' links or the clients suite\'s requires tell', () => {
    const os = mkdtempSync(join(tmpdir(), 'cfx-suite-'));
    mkdirSync(join(os, 'test', 'my.count'), { recursive: true });
    writeFileSync(join(os, 'test', 'my.count', '10_basic.yml'), TEST);
    mkdirSync(join(os, 'api'));
    writeFileSync(join(os, 'api', 'my.count.json'), JSON.stringify({ 'my.count': { ...API['my.count'], documentation: { url: 'https://opensearch.org/docs/latest/api-reference/count/' } } }));
    const osLayout = resolveSuiteLayout(os);
    if (typeof osLayout === 'string') throw new Error(osLayout);
    expect(osLayout.distribution).toMatchObject({ name: 'opensearch' });
    expect(suiteProfile(os, osLayout.version, osLayout.distribution)).toBe('opensearch2');

    // The clients suite's layout: tests/ with a file-level requires document (elastic/elasticsearch-clients-tests).
    const clients = mkdtempSync(join(tmpdir(), 'cfx-suite-'));
    mkdirSync(join(clients, 'tests', 'bulk'), { recursive: true });
    writeFileSync(join(clients, 'tests', 'bulk', '10_basic.yml'), '---\nrequires:\n  serverless: true\n  stack: true\n---\n"t":\n  - do: { info: {} }\n');
    const cl = resolveSuiteLayout(clients);
    if (typeof cl === 'string') throw new Error(cl);
    expect(cl.testsDir).toBe(join(clients, 'tests'));
    expect(cl.distribution).toMatchObject({ name: 'elasticsearch', major: 8 });
    expect(suiteProfile(clients, cl.version, cl.distribution)).toBe('elasticsearch@8.19.0');
  });

  it('a folder of loose files says whose they are in its SOURCES.md: an OpenSearch suite\'s legacy ranges are read as OpenSearch reads them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cfx-sources-'));
    mkdirSync(join(root, 'test', 'my.count'), { recursive: true });
    writeFileSync(join(root, 'SOURCES.md'), '# OpenSearch REST YAML tests (sample)\n');
    // OpenSearch's runner reads "7.2.0 - " as every OpenSearch version (each is above legacy 7.10.2):
    // opensearch-project/OpenSearch cat.indices/10_basic.yml "Test cat indices output for closed index (pre 7.2.0)".
    writeFileSync(join(root, 'test', 'my.count', '10_basic.yml'), `---
"pre 7.2.0 only":
  - skip:
      version: "7.2.0 - "
      reason: closed indices are replicated starting version 7.2.0
  - do: { indices.create: { index: t } }
  - match: { acknowledged: false }
---
"every version":
  - do: { indices.create: { index: t } }
  - match: { acknowledged: true }
`);
    const layout = resolveSuiteLayout(root);
    if (typeof layout === 'string') throw new Error(layout);
    expect(layout.distribution).toMatchObject({ name: 'opensearch' });
    const io = capture();
    const code = await main(['peer', '--suite', root, '--target', 'reference', '--profile', 'opensearch@2.19.0', '--report', join(root, 'out')], io);
    expect(code, [...io.lines, ...io.errs].join('\n')).toBe(0);
    expect(io.lines.at(-1)).toMatch(/^conformant: 1 passed, 0 failed, 1 skipped/);
  });

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
    // action.destructive_requires_name: off before ES 8.0 and in OpenSearch; an ES checkout's own suite runs as
    // on ES's test clusters, which set it false at every version (test/test-clusters DefaultSettingsProvider.java).
    const WILDCARD = '---\n"wildcard delete":\n  - do: { indices.create: { index: t } }\n  - do: { indices.delete: { index: "t*" } }\n';
    for (const [version, code] of [['elasticsearch = 7.17.3', 0], ['opensearch = 2.19.0', 0], ['elasticsearch = 8.0.0', 0]] as const) {
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

  it.skipIf(skipWithout(PEER_SUITE_MISSING))(`the official suite, copied into a 6.x checkout layout, runs as from its own folder ${PEER_SUITE_NOTE}`, async () => {
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
