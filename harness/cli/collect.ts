/**
 * Finding what a run executes: our scenario files, an official suite's files, and the profile a suite was
 * written for.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { AREAS } from '../report/runReport.ts';
import { apiDirsFor } from '../scenarios/apiSpecs.ts';
import { resolveSuiteLayout, type SuiteLayout } from '../peer/suiteLayout.ts';
import { nearestProfile, type ProfileName } from '../../reference/profiles.ts';

/** One suite file to run, with the names it is reported under. */
export interface SuiteFile {
  path: string;
  /** Relative to its root, with `/` separators: used in ids and scope entries. */
  display: string;
  area: string;
  /** The suite's own API spec directories, overlaid on the built-in catalogue (often none). */
  apiDirs: string[];
  /** An official suite's distribution, when known: its version ranges are read by that runner's rules. */
  distribution?: 'elasticsearch' | 'opensearch';
}

/** All `.yml`/`.yaml` files under a path (or the path itself), sorted for a stable order. */
export function yamlFiles(p: string): string[] {
  const st = statSync(p);
  if (st.isFile()) return [p];
  const out: string[] = [];
  for (const name of readdirSync(p).sort()) {
    if (name === 'api' || name.startsWith('.')) continue;
    const child = join(p, name);
    if (statSync(child).isDirectory()) out.push(...yamlFiles(child));
    else if (/\.ya?ml$/.test(name)) out.push(child);
  }
  return out;
}

/** The area of one of our scenario files: the nearest enclosing directory named after an area. */
export function areaOf(file: string): string {
  const segs = resolve(file).split(sep);
  for (let i = segs.length - 2; i >= 0; i--) if ((AREAS as readonly string[]).includes(segs[i]!)) return segs[i]!;
  return basename(dirname(file));
}

/**
 * A `--specs` path as given when it exists here; else, when relative, the built-in scenario it names
 * (`specs/alias-atomicity` or `alias-atomicity`, under the package's folder), so the README's examples work
 * outside a checkout too. Unchanged when neither exists (collectSpecs then says so).
 */
export function resolveSpecPath(p: string, packageRoot: string, cwd = process.cwd()): string {
  if (existsSync(resolve(cwd, p)) || isAbsolute(p)) return p;
  for (const candidate of [join(packageRoot, p), join(packageRoot, 'specs', p)]) if (existsSync(candidate)) return candidate;
  return p;
}

/** Collect our scenarios from `--specs` paths. */
export function collectSpecs(paths: readonly string[]): SuiteFile[] | string {
  const out: SuiteFile[] = [];
  for (const p of paths) {
    if (!existsSync(p)) return `--specs ${p}: no such file or directory`;
    const root = statSync(p).isDirectory() ? resolve(p) : dirname(resolve(p));
    const apiDirs = apiDirsFor(root);
    for (const f of yamlFiles(p)) out.push({ path: f, display: relative(root, f).split(sep).join('/') || basename(f), area: areaOf(f), apiDirs });
  }
  return out;
}

/** Collect an official suite from `--suite DIR`, in any layout resolveSuiteLayout accepts. */
export function collectPeer(dir: string): { files: SuiteFile[]; layout: SuiteLayout } | string {
  const layout = resolveSuiteLayout(dir);
  if (typeof layout === 'string') return layout;
  const root = layout.testsDir;
  const distribution = layout.version?.distribution ?? layout.distribution?.name;
  const files = yamlFiles(root).map((f) => ({ path: f, display: relative(root, f).split(sep).join('/') || basename(f), area: 'peer', apiDirs: layout.apiDirs, ...(distribution ? { distribution } : {}) }));
  if (files.length === 0) return `--suite ${dir}: no .yml files found under ${root}`;
  return { files, layout };
}

/**
/**
 * The reference profile a suite was written for: its checkout's exact version (`version.properties`, or
 * `Version.CURRENT`), else the version its folder is named after (`elasticsearch-7`, `opensearch-2.19.0`,
 * `elasticsearch-clients-tests-8.19`: a major, a minor's `.0`, or the exact version), else the distribution
 * its folder shows (API spec links, the clients suite's requires, notes), by the one family rule.
 */
export function suiteProfile(dir: string, version?: SuiteLayout['version'], distribution?: SuiteLayout['distribution']): ProfileName {
  if (version) return nearestProfile(version.distribution, version.number);
  const segs = resolve(dir).toLowerCase().split(sep);
  for (let i = segs.length - 1; i >= 0; i--) {
    const m = /(elasticsearch|opensearch)\D*?-(\d+)(?:\.(\d+))?(?:\.(\d+))?(?!\d)/.exec(segs[i]!);
    if (m && (!distribution || distribution.name === m[1])) return nearestProfile(m[1]!, [m[2], m[3], m[4]].filter((x) => x !== undefined).join('.'));
    if (!distribution && segs[i]!.includes('opensearch')) return nearestProfile('opensearch', '');
  }
  if (distribution?.major !== undefined) return nearestProfile(distribution.name, String(distribution.major));
  // An Elasticsearch suite with no version, no major and no version in its folder name (told only by its API
  // specs' links or its notes) runs as `es8`, a plain Elasticsearch 8 cluster, not through nearestProfile:
  // with no readable version the rule answers `default`, the spec's own service (typed APIs, string fields,
  // typed responses), under which such a suite's results would change. OpenSearch's answer is the rule's.
  if (distribution) return distribution.name === 'opensearch' ? nearestProfile('opensearch', '') : 'es8';
  return 'default';
}

/** One line saying which version family a suite was taken as, and why. */
export function describeSuiteFamily(layout: SuiteLayout, profile: ProfileName): string {
  if (layout.version) return `suite: ${layout.version.distribution} ${layout.version.number} (from ${layout.version.source}); reference profile ${profile}`;
  if (layout.distribution) return `suite: ${layout.distribution.name}${layout.distribution.major ? ` ${layout.distribution.major}+` : ''}, no version file found (told by ${layout.distribution.source}); reference profile ${profile}`;
  return `suite: no version file and no sign of its distribution; reference profile ${profile} (from the folder name, or the default)`;
}
