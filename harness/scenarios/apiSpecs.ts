import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One URL template with the methods it accepts and the placeholders it needs. */
export interface ApiPath {
  path: string;
  methods: string[];
  parts: string[];
}

/** An API spec reduced to what a runner needs, from either layout (FORMAT.md §7). */
export interface ApiSpec {
  name: string;
  paths: ApiPath[];
  /** Every placeholder name across all paths. */
  parts: Set<string>;
  /** Query parameters the API accepts (its own; `_common` ones are kept on the registry). */
  params: Set<string>;
  body: { required: boolean; serialize?: string } | null;
}

/** All specs of one directory plus the global `_common` parameters. */
export interface ApiRegistry {
  specs: Map<string, ApiSpec>;
  common: Set<string>;
}

/** Where the 6.8.13 specs live, relative to the repository root (`<repo>/../shared/...`). */
export const DEFAULT_API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/peer-suites/elasticsearch-6.8.13/api');

/** Common parameters every endpoint accepts, used when a directory has no `_common.json`. */
const FALLBACK_COMMON = ['pretty', 'human', 'error_trace', 'source', 'filter_path'];

const placeholders = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
const keysOf = (o: unknown): string[] => (o && typeof o === 'object' ? Object.keys(o) : []);

/** Normalise one spec file's content (`{ "<name>": {...} }`) in either the legacy or the current layout. */
export function parseApiSpec(content: unknown): ApiSpec[] {
  const out: ApiSpec[] = [];
  for (const [name, raw] of Object.entries((content ?? {}) as Record<string, unknown>)) {
    const api = raw as Record<string, unknown>;
    const url = (api.url ?? {}) as Record<string, unknown>;
    const rawPaths = Array.isArray(url.paths) ? (url.paths as unknown[]) : url.path ? [url.path] : [];
    const apiMethods = Array.isArray(api.methods) ? (api.methods as string[]) : [];
    const paths: ApiPath[] = rawPaths.map((p) => {
      if (typeof p === 'string') {
        // Legacy: methods at the API level; some 6.8.13 paths lack the leading slash.
        const path = p.startsWith('/') ? p : `/${p}`;
        return { path, methods: apiMethods, parts: placeholders(path) };
      }
      const o = p as { path: string; methods?: string[] };
      const path = o.path.startsWith('/') ? o.path : `/${o.path}`;
      return { path, methods: o.methods ?? apiMethods, parts: placeholders(path) };
    });
    const params = new Set([...keysOf(url.params), ...keysOf(api.params)]);
    const body = api.body && typeof api.body === 'object' ? (api.body as { required?: boolean; serialize?: string }) : null;
    out.push({
      name,
      paths,
      parts: new Set(paths.flatMap((p) => p.parts)),
      params,
      body: body ? { required: body.required === true, ...(body.serialize ? { serialize: body.serialize } : {}) } : null,
    });
  }
  return out;
}

/** Load every `*.json` of the given directories; later directories override earlier ones by API name. */
export function loadApiRegistry(dirs: readonly string[]): ApiRegistry {
  const reg: ApiRegistry = { specs: new Map(), common: new Set(FALLBACK_COMMON) };
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
      const content = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;
      if (f === '_common.json') {
        for (const k of keysOf(content.params)) reg.common.add(k);
        continue;
      }
      for (const spec of parseApiSpec(content)) reg.specs.set(spec.name, spec);
    }
  }
  return reg;
}

/** The API directories for a suite: the default, then an `api/` inside or beside the suite dir. */
export function apiDirsFor(suiteDir: string, defaultDir: string = DEFAULT_API_DIR): string[] {
  const dirs = [defaultDir];
  for (const d of [join(dirname(resolve(suiteDir)), 'api'), join(resolve(suiteDir), 'api')]) {
    if (existsSync(d) && !dirs.includes(d)) dirs.push(d);
  }
  return dirs;
}
