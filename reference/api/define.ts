/** A compact notation for catalogue entries, so each API reads as one short block of facts. */
import type { ApiDef, ApiPath, BodyNames, HttpMethod, NameRole, ProfileFlag, WriteAccess } from './types.ts';

/** `'PUT POST /{index}/_alias/{name}'`, optionally with path flags. */
export type PathSpec = string | [string, { typed?: boolean; typeless?: boolean; serverOnly?: boolean; requires?: ProfileFlag }];

/** A route the server has that the REST API spec does not list. */
export const serverOnly = (p: string): PathSpec => [p, { serverOnly: true }];

export interface ApiSpecInput {
  paths: readonly PathSpec[];
  /** Space-separated query parameter names. */
  params?: string;
  /** `none` (default), `json`, or a required `json!`, `ndjson!`, `source!`. */
  body?: 'none' | 'json' | 'json!' | 'ndjson!' | 'source!';
  writes?: WriteAccess;
  /** More than read, though nothing durable changes (ApiDef.privilege). */
  needs?: WriteAccess;
  names?: Readonly<Record<string, NameRole>>;
  bodyNames?: BodyNames;
  scopable?: boolean;
  simulated?: boolean;
}

const METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE']);

function pathOf(spec: PathSpec): ApiPath {
  const [text, flags] = typeof spec === 'string' ? [spec, {}] : spec;
  const words = text.trim().split(/\s+/);
  const path = words.pop()!;
  for (const m of words) if (!METHODS.has(m)) throw new Error(`catalogue: bad method ${m} in "${text}"`);
  return { path, methods: words as HttpMethod[], ...flags };
}

/** One catalogue entry from its compact form. */
export function api(name: string, s: ApiSpecInput): ApiDef {
  const body = s.body ?? 'none';
  return {
    name,
    paths: s.paths.map(pathOf),
    params: s.params ? s.params.trim().split(/\s+/) : [],
    body: { kind: body === 'none' ? 'none' : (body.replace('!', '') as 'json' | 'ndjson' | 'source'), required: body.endsWith('!') },
    access: s.writes ?? 'read',
    ...(s.needs ? { privilege: s.needs } : {}),
    names: s.names ?? {},
    ...(s.bodyNames ? { bodyNames: s.bodyNames } : {}),
    ...(s.scopable ? { scopable: true } : {}),
    simulated: s.simulated ?? true,
  };
}

/** Write access at index level. */
export const indexWrite = (action: string, granted: string): WriteAccess => ({ action, granted, level: 'index' });
/** Write access at cluster level. */
export const clusterWrite = (action: string, granted: string): WriteAccess => ({ action, granted, level: 'cluster' });
