/**
 * Where an official suite's tests and API specs are, in the layouts users get them: a checkout of
 * Elasticsearch or OpenSearch (or any folder inside one), its `rest-api-spec` module, the 6.x/OpenSearch
 * `src/main/resources/rest-api-spec/{api,test}`, the 7.x/8.x split (`src/main/.../api` and
 * `src/yamlRestTest/.../test`), or a plain folder of tests with an `api/` inside or beside it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/** A resolved suite: the folder its tests are collected from, and its own API specs (possibly none). */
export interface SuiteLayout {
  testsDir: string;
  apiDirs: string[];
  /** The version of the checkout, from its build files, when the suite came from one. */
  version?: { distribution: 'elasticsearch' | 'opensearch'; number: string };
}

const MAIN = join('src', 'main', 'resources', 'rest-api-spec');
const YAML_REST = join('src', 'yamlRestTest', 'resources', 'rest-api-spec');

const isDir = (p: string): boolean => existsSync(p) && statSync(p).isDirectory();

/** The `rest-api-spec` module a path lies in (or is, or holds), if any. */
function moduleOf(path: string): string | undefined {
  if (isDir(join(path, 'rest-api-spec', MAIN))) return join(path, 'rest-api-spec');
  let dir = path;
  for (;;) {
    if (isDir(join(dir, MAIN)) || isDir(join(dir, YAML_REST))) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** The checkout's version, read from the build's `version.properties` (`elasticsearch = 8.15.0`). */
function checkoutVersion(moduleDir: string): SuiteLayout['version'] {
  const root = dirname(moduleDir);
  for (const f of [join(root, 'build-tools-internal', 'version.properties'), join(root, 'buildSrc', 'version.properties')]) {
    if (!existsSync(f)) continue;
    const text = readFileSync(f, 'utf8');
    const m = /^\s*(elasticsearch|opensearch)\s*=\s*(\d+\.\d+\.\d+)/m.exec(text);
    if (m) return { distribution: m[1] as 'elasticsearch' | 'opensearch', number: m[2]! };
  }
  return undefined;
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
    return { testsDir, apiDirs: api, ...(version ? { version } : {}) };
  }
  const testsDir = isDir(join(given, 'test')) ? join(given, 'test') : given;
  const apiDirs = [join(testsDir, 'api'), join(dirname(testsDir), 'api')].filter((d, i, all) => isDir(d) && all.indexOf(d) === i);
  return { testsDir, apiDirs };
}
