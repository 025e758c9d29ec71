import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { AREAS } from '../report/runReport.ts';
import type { Profile } from '../targets/referenceTarget.ts';

/** One suite file to run, with the names it is reported under. */
export interface SuiteFile {
  path: string;
  /** Relative to its root, with `/` separators: used in ids and scope entries. */
  display: string;
  area: string;
  /** Directory whose `api/` (inside or beside it) overlays the default API specs. */
  root: string;
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

/** Collect our scenarios from `--specs` paths. */
export function collectSpecs(paths: readonly string[]): SuiteFile[] | string {
  const out: SuiteFile[] = [];
  for (const p of paths) {
    if (!existsSync(p)) return `--specs ${p}: no such file or directory`;
    const root = statSync(p).isDirectory() ? resolve(p) : dirname(resolve(p));
    for (const f of yamlFiles(p)) out.push({ path: f, display: relative(root, f).split(sep).join('/') || basename(f), area: areaOf(f), root });
  }
  return out;
}

/** Resolve a peer suite dir: `<suite>/test` when present; the api dir comes from apiDirsFor(root). */
export function collectPeer(dir: string): { files: SuiteFile[]; root: string } | string {
  if (!existsSync(dir)) return `--suite ${dir}: no such directory`;
  const root = existsSync(join(dir, 'test')) ? resolve(dir, 'test') : resolve(dir);
  const files = yamlFiles(root).map((f) => ({ path: f, display: relative(root, f).split(sep).join('/'), area: 'peer', root }));
  if (files.length === 0) return `--suite ${dir}: no .yml files found`;
  return { files, root };
}

/** The reference profile of the family a peer suite was written for, from its directory name. */
export function suiteProfile(dir: string): Profile {
  const name = resolve(dir).toLowerCase();
  if (name.includes('opensearch')) return 'opensearch2';
  const m = /elasticsearch-(\d+)/.exec(name);
  if (m?.[1] === '5') return 'es5';
  if (m?.[1] === '6') return 'es6';
  if (m && Number(m[1]) >= 7) return 'es8';
  return 'default';
}
