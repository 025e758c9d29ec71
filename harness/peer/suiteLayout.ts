/**
 * Where an official suite's tests and API specs are, in the layouts users get them: a checkout of
 * Elasticsearch or OpenSearch (or any folder inside one), its `rest-api-spec` module, the 6.x/OpenSearch
 * `src/main/resources/rest-api-spec/{api,test}`, the 7.x/8.x split (`src/main/.../api` and
 * `src/yamlRestTest/.../test`), or a plain folder of tests with an `api/` inside or beside it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Distribution } from '../../reference/profiles.ts';

/** A resolved suite: the folder its tests are collected from, and its own API specs (possibly none). */
export interface SuiteLayout {
  testsDir: string;
  apiDirs: string[];
  /** The version of the checkout, from its build files, when the suite came from one; `source` says which file. */
  version?: { distribution: Distribution; number: string; source: string };
  /** When no version could be read: whose suite it is, how that was told, and the major when it is known. */
  distribution?: { name: Distribution; source: string; major?: number };
}

const MAIN = join('src', 'main', 'resources', 'rest-api-spec');
const YAML_REST = join('src', 'yamlRestTest', 'resources', 'rest-api-spec');

const isDir = (p: string): boolean => existsSync(p) && statSync(p).isDirectory();

/** The `rest-api-spec` module a path lies in (or is, or holds), if any. */
function moduleOf(path: string): string | undefined {
  // A checkout root; 8.x/9.x sparse checkouts may hold only src/yamlRestTest (their api/ lives in src/main).
  if (isDir(join(path, 'rest-api-spec', MAIN)) || isDir(join(path, 'rest-api-spec', YAML_REST))) return join(path, 'rest-api-spec');
  let dir = path;
  for (;;) {
    if (isDir(join(dir, MAIN)) || isDir(join(dir, YAML_REST))) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** Where a checkout names its version, most telling first: the build's properties, then `Version.CURRENT`. */
const VERSION_FILES: ReadonlyArray<{ path: string[]; distribution?: Distribution }> = [
  { path: ['build-tools-internal', 'version.properties'] },
  { path: ['buildSrc', 'version.properties'] },
  { path: ['libs', 'core', 'src', 'main', 'java', 'org', 'opensearch', 'Version.java'], distribution: 'opensearch' },
  { path: ['server', 'src', 'main', 'java', 'org', 'opensearch', 'Version.java'], distribution: 'opensearch' },
  { path: ['server', 'src', 'main', 'java', 'org', 'elasticsearch', 'Version.java'], distribution: 'elasticsearch' },
];

/**
 * The checkout's version: `version.properties` (`elasticsearch = 8.15.0`, `opensearch = 2.17.1`), or, in a
 * checkout without it (a sparse one, or an OpenSearch tree whose buildSrc was left out), the
 * `Version.CURRENT = V_2_17_1` its server declares. The root is the nearest folder above the module that
 * holds one of those files: `rest-api-spec` sits at the root, but a module's own tests sit deeper
 * (`modules/ingest-common`, `x-pack/plugin/<name>/qa/...`).
 */
function checkoutVersion(moduleDir: string): SuiteLayout['version'] {
  let root = dirname(moduleDir);
  while (!VERSION_FILES.some((f) => existsSync(join(root, ...f.path))) && dirname(root) !== root) root = dirname(root);
  const missing: string[] = [];
  for (const f of VERSION_FILES) {
    const file = join(root, ...f.path);
    const rel = f.path.join('/');
    if (!existsSync(file)) {
      missing.push(rel);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const props = /^\s*(elasticsearch|opensearch)\s*=\s*(\d+\.\d+\.\d+)/m.exec(text);
    if (props && !f.distribution) return { distribution: props[1] as Distribution, number: props[2]!, source: rel };
    const current = /\bCURRENT\s*=\s*V_(\d+)_(\d+)_(\d+)\b/.exec(text);
    if (current && f.distribution) {
      const why = missing.length ? `, the checkout has no ${missing.filter((m) => m.endsWith('.properties')).join(' or ')}` : '';
      return { distribution: f.distribution, number: current.slice(1, 4).join('.'), source: `Version.CURRENT in ${rel}${why}` };
    }
  }
  return undefined;
}

/** Whose suite a folder holds, when no build file says: its API specs' documentation links, the clients suite's own requires, its notes. */
export function guessDistribution(testsDir: string, apiDirs: readonly string[]): SuiteLayout['distribution'] {
  for (const dir of apiDirs) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).slice(0, 20)) {
      const text = readFileSync(join(dir, name), 'utf8');
      if (/opensearch\.org/.test(text)) return { name: 'opensearch', source: `the documentation links of its API specs (${join(dir, name)})` };
      if (/elastic\.co\//.test(text)) return { name: 'elasticsearch', source: `the documentation links of its API specs (${join(dir, name)})` };
    }
  }
  for (const f of firstYamlFiles(testsDir, 20)) {
    if (/^---\s*\nrequires:\s*\n(?:\s+\S.*\n)*?\s+(?:stack|serverless):/m.test(readFileSync(f, 'utf8'))) {
      return { name: 'elasticsearch', major: 8, source: `the requires: {stack, serverless} documents of Elastic's clients suite (${f}), written for Elasticsearch 8 and later` };
    }
  }
  for (const dir of [testsDir, dirname(testsDir)]) {
    // SOURCES.md: the provenance notes beside the suites this repository keeps (harness/testing/peer-suites/).
    for (const note of ['SOURCE.txt', 'SOURCES.md', 'README.md', 'README.markdown', 'README.asciidoc', 'NOTICE.txt', 'NOTICE']) {
      const file = join(dir, note);
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8').slice(0, 4000);
      if (/opensearch/i.test(text)) return { name: 'opensearch', source: `it names OpenSearch in ${file}` };
      if (/elasticsearch/i.test(text)) return { name: 'elasticsearch', source: `it names Elasticsearch in ${file}` };
    }
  }
  return undefined;
}

/** Up to `n` YAML files under a folder, in a stable order. */
function firstYamlFiles(dir: string, n: number): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      if (out.length >= n) return;
      const p = join(d, name);
      if (isDir(p)) walk(p);
      else if (/\.ya?ml$/.test(name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Resolve `--suite DIR` to its tests and API specs, or a one-line reason it cannot be used. */
export function resolveSuiteLayout(dir: string): SuiteLayout | string {
  const given = resolve(dir);
  if (!existsSync(given)) return `--suite ${dir}: no such directory`;
  if (!isDir(given)) return `--suite ${dir}: not a directory`;
  const mod = moduleOf(given);
  if (mod) {
    const api = [join(mod, MAIN, 'api')].filter(isDir);
    const version = checkoutVersion(mod);
    // Inside the module's test tree: run what was pointed at. At or above it: every test of the module.
    const inTests = [join(mod, MAIN, 'test'), join(mod, YAML_REST, 'test')].some((t) => given === t || given.startsWith(t + sep));
    const testsDir = inTests ? given : [join(mod, YAML_REST, 'test'), join(mod, MAIN, 'test')].find(isDir);
    if (!testsDir) return `--suite ${dir}: the rest-api-spec module at ${mod} has no test folder`;
    if (version) return { testsDir, apiDirs: api, version };
    const distribution = guessDistribution(testsDir, api);
    return { testsDir, apiDirs: api, ...(distribution ? { distribution } : {}) };
  }
  const testsDir = isDir(join(given, 'test')) ? join(given, 'test') : isDir(join(given, 'tests')) ? join(given, 'tests') : given;
  const apiDirs = [join(testsDir, 'api'), join(dirname(testsDir), 'api')].filter((d, i, all) => isDir(d) && all.indexOf(d) === i);
  const distribution = guessDistribution(testsDir, apiDirs);
  return { testsDir, apiDirs, ...(distribution ? { distribution } : {}) };
}
