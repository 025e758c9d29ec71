/** API specs: URL templates and parameters of each API, from the catalogue or a suite's own `api/`. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { APIS, COMMON_PARAMS, placeholders, type ApiDef } from '../../reference/api/catalogue.ts';
import { documentedParams } from '../../reference/api/knownParams.ts';

/** One URL template with the methods it accepts and the placeholders it needs. */
export interface ApiPath {
  path: string;
  methods: string[];
  parts: string[];
}

/** An API spec reduced to what a runner needs: from the project's catalogue or from a suite's own `api/` files. */
export interface ApiSpec {
  name: string;
  paths: ApiPath[];
  /** Every placeholder name across all paths. */
  parts: Set<string>;
  /** Query parameters the API accepts (its own; `_common` ones are kept on the registry). */
  params: Set<string>;
  body: { required: boolean; serialize?: string } | null;
}

/** All specs a run resolves API names through, plus the global `_common` parameters. */
export interface ApiRegistry {
  specs: Map<string, ApiSpec>;
  common: Set<string>;
  /** Where the specs came from, for messages: `the built-in catalogue`, or the suite's api directories. */
  sources: string[];
}

const keysOf = (o: unknown): string[] => (o && typeof o === 'object' ? Object.keys(o) : []);

/** The runner's view of a catalogue entry: the paths the REST API spec lists (not the server-only routes). */
function fromCatalogue(def: ApiDef): ApiSpec {
  const paths = def.paths.filter((p) => !p.serverOnly).map((p) => ({ path: p.path, methods: [...p.methods], parts: placeholders(p.path) }));
  return {
    name: def.name,
    paths,
    parts: new Set(paths.flatMap((p) => p.parts)),
    params: new Set([...def.params, ...documentedParams(def.name)]),
    body: def.body.kind === 'none' ? null : { required: def.body.required, ...(def.body.kind === 'ndjson' ? { serialize: 'bulk' } : {}) },
  };
}

/** The project's own catalogue as a registry: what `conformance run` resolves our scenarios through. */
export function builtinRegistry(): ApiRegistry {
  return { specs: new Map(APIS.map((a) => [a.name, fromCatalogue(a)])), common: new Set(COMMON_PARAMS), sources: ['the built-in API catalogue'] };
}

/** Normalise one spec file's content (`{ "<name>": {...} }`) in either the legacy (≤ 7.3) or the current layout. */
export function parseApiSpec(content: unknown): ApiSpec[] {
  const out: ApiSpec[] = [];
  for (const [name, raw] of Object.entries((content ?? {}) as Record<string, unknown>)) {
    const api = raw as Record<string, unknown>;
    if (api === null || typeof api !== 'object') continue;
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

/**
 * The built-in catalogue, overlaid by every `*.json` API spec of the given directories (a suite's own
 * `api/`): a suite's spec wins for the APIs it has, the catalogue answers for the rest. A file that
 * does not parse is a reason, returned, not a crash.
 */
export function loadApiRegistry(dirs: readonly string[]): ApiRegistry | string {
  const reg = builtinRegistry();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    reg.sources.push(dir);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
      let content: Record<string, unknown>;
      try {
        content = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;
      } catch (err) {
        return `API spec ${join(dir, f)} is not valid JSON: ${(err as Error).message}`;
      }
      if (f === '_common.json') {
        for (const k of keysOf(content.params)) reg.common.add(k);
        continue;
      }
      for (const spec of parseApiSpec(content)) reg.specs.set(spec.name, spec);
    }
  }
  return reg;
}

/** The API directories that sit with a suite's tests: an `api/` inside them or beside them. */
export function apiDirsFor(testsDir: string): string[] {
  const root = resolve(testsDir);
  return [join(root, 'api'), join(dirname(root), 'api')].filter((d, i, all) => existsSync(d) && all.indexOf(d) === i);
}
