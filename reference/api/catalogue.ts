/**
 * The API catalogue: every REST API the project speaks, as one table. The simulator routes by it
 * (the APIs marked `simulated`), the YAML runner resolves API names through it, the safety layer
 * finds the names a request carries with it, and the reindex command builds its requests from it.
 * Written from the facts of Elasticsearch's and OpenSearch's REST APIs (their route tables and API specs).
 */
import { CLUSTER_APIS } from './clusterApis.ts';
import { DOCUMENT_APIS } from './documentApis.ts';
import { INDICES_APIS, TEMPLATE_APIS } from './indicesApis.ts';
import { SEARCH_APIS } from './searchApis.ts';
import { OTHER_APIS } from './otherApis.ts';
import { STACK_APIS } from './stackApis.ts';
import type { ApiDef, ApiPath, HttpMethod } from './types.ts';

export type { ApiDef, ApiPath, BodyKind, BodyNames, HttpMethod, NameRole, WriteAccess } from './types.ts';

/** Every API, in a stable order (router ties are broken by it). */
export const APIS: readonly ApiDef[] = [...CLUSTER_APIS, ...INDICES_APIS, ...TEMPLATE_APIS, ...DOCUMENT_APIS, ...SEARCH_APIS, ...OTHER_APIS, ...STACK_APIS];

const BY_NAME = new Map<string, ApiDef>();
for (const a of APIS) {
  if (BY_NAME.has(a.name)) throw new Error(`catalogue: ${a.name} listed twice`);
  BY_NAME.set(a.name, a);
}

/** Query parameters every API accepts (Elasticsearch's `_common` parameters). */
export const COMMON_PARAMS: readonly string[] = ['pretty', 'human', 'error_trace', 'source', 'filter_path'];

/** The entry of an API name, or undefined. */
export function apiDef(name: string): ApiDef | undefined {
  return BY_NAME.get(name);
}

/** Every placeholder of a path template, in order. */
export function placeholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** Encode one path segment as Elasticsearch's clients do: percent-encoded, with `,` and `*` kept readable. */
export function encodePathSegment(v: string): string {
  return encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%2A/gi, '*');
}

/**
 * The path of an API call, from the catalogue: the template of `api` that takes exactly these parts and
 * this method (the REST API spec's paths first, then the server's other routes), filled and encoded.
 * Throws when the catalogue has no such call: a bug in the caller, not a user error.
 */
export function apiPath(api: string, method: string, parts: Readonly<Record<string, string>> = {}): string {
  return apiRoute(api, parts, method).path;
}

/**
 * The method and path of an API call, as apiPath finds them; without a method, the first the chosen
 * template takes. Throws when the catalogue has no such call.
 */
export function apiRoute(api: string, parts: Readonly<Record<string, string>>, method?: string): { method: HttpMethod; path: string } {
  const def = BY_NAME.get(api);
  if (!def) throw new Error(`catalogue: no API [${api}]`);
  const given = Object.keys(parts);
  const fits = (p: ApiPath): boolean => {
    const names = placeholders(p.path);
    return (method === undefined || (p.methods as readonly string[]).includes(method)) && names.length === given.length && names.every((n) => given.includes(n));
  };
  const path = def.paths.find((p) => !p.serverOnly && fits(p)) ?? def.paths.find(fits);
  if (!path) throw new Error(`catalogue: [${api}] has no ${method ?? ''}${method ? ' ' : ''}path taking exactly [${given.sort().join(', ')}]`);
  return { method: (method ?? path.methods[0]!) as HttpMethod, path: fillPath(path.path, parts) };
}

/**
 * A path template filled with its parts, each encoded as one segment (the one place a template is
 * filled: the catalogue's calls, the YAML runner's requests and the safety layer's rewrites).
 */
export function fillPath(template: string, parts: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = parts[name];
    if (v === undefined) throw new Error(`catalogue: no value for {${name}} in ${template}`);
    return encodePathSegment(v);
  });
}
